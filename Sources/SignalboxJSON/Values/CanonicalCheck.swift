/// The fuzz target `FuzzCanonical` (Fuzz/, `make fuzz`) holds the one-pass writer and the
/// exact number paths to the slow ones on arbitrary bytes: what this finds different is a
/// finding. Not for programs (`@_spi(Fuzzing)`).
@_spi(Fuzzing) public enum CanonicalCheck {
  /// What differs between `CanonicalWriter` and the tree path (the value built by
  /// `JSONParser.parse` and printed by `JSONWriter`) for the value at the start of `bytes`,
  /// and between the numbers' fast and general paths; nil when nothing does.
  public static func disagreement(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
    let start = JSONParser.skipWhitespace(bytes, from: 0)
    guard start < bytes.count else { return nil }
    let first = bytes[start]
    if first != UInt8(ascii: "{") && first != UInt8(ascii: "[") {
      return numberDisagreement(UnsafeBufferPointer(rebasing: bytes[start...]))
    }
    guard let written = CanonicalWriter.text(bytes, from: start) else { return nil }
    guard case .value(let value, let end) = JSONParser.parse(bytes, from: start, atEOF: true)
    else { return "the writer accepted what the parser refuses" }
    if end != written.end { return "ends differ: \(written.end) against \(end)" }
    var tree: [UInt8] = []
    JSONWriter.write(value, into: &tree)
    if tree != written.text {
      return "texts differ: \(String(decoding: written.text, as: UTF8.self)) against "
        + String(decoding: tree, as: UTF8.self)
    }
    guard
      case .value(_, let checkedEnd) = JSONParser.check(bytes, from: start, atEOF: true).outcome,
      checkedEnd == end
    else { return "check refuses what the writer accepted" }
    return nil
  }

  /// A number text at the start of `text` (up to its first byte that is not part of one):
  /// the exact decimal reading against `strtod`, and the exact shortest digits of its value
  /// against `description`'s.
  static func numberDisagreement(_ text: UnsafeBufferPointer<UInt8>) -> String? {
    var end = 0
    while end < text.count, text[end] &- 48 <= 9 || "+-.eE".utf8.contains(text[end]) {
      end += 1
    }
    // `parseNumber` starts at a minus or a digit (its callers look first).
    guard end > 0, text[0] == UInt8(ascii: "-") || text[0] &- 48 <= 9 else { return nil }
    var parser = JSONParser(
      bytes: UnsafeBufferPointer(rebasing: text[0..<end]), atEOF: true, position: 0)
    guard (try? parser.parseNumber()) != nil, parser.position == end else { return nil }
    let number = UnsafeBufferPointer(rebasing: text[0..<end])
    let general = JSONParser.strtod(number)
    if let exact = JSONParser.exactLongDecimal(number), exact.bitPattern != general.bitPattern {
      return "exactLongDecimal: \(exact) against strtod's \(general)"
    }
    guard general.isFinite, general != 0 else { return nil }
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { buffer in
      guard let (count, exponent) = JSONWriter.shortestDigitsExact(abs(general), into: buffer)
      else { return nil }
      let (digits, want) = JSONWriter.shortestDigits(abs(general))
      if Array(buffer[0..<count]) != digits || exponent != want {
        return "shortest digits of \(general): \(Array(buffer[0..<count])) e\(exponent)"
      }
      return nil
    }
  }
}
