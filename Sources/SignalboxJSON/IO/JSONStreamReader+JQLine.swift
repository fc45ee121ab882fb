/// The position `signalbox jq` names in its errors (`jq: error (at FILE:N): …`).
extension JSONStreamReader {
  /// jq's line count: the newlines read so far, counting the one that ends the line the
  /// last value ended on once it has arrived (jq reads its input a line at a time).
  package var linesReadForJQ: Int {
    buffer.withUnsafeBufferPointer { all in
      let before = JSONStreamReader.newlines(in: UnsafeBufferPointer(rebasing: all[..<start]))
      let after = all[start...].contains(UInt8(ascii: "\n")) ? 1 : 0
      return baseLine - 1 + before + after
    }
  }
}

extension JSONStreamReader {
  /// jq 1.7.1's number literals (`JSONParser.parseLiterals`): `signalbox jq`'s input, the
  /// reader that also reads jq's non-finite numbers.
  var numberLiterals: Bool { nonFiniteNumbers }
}
