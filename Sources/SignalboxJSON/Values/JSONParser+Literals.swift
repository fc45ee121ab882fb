/// `signalbox jq`'s reading: jq 1.7.1 keeps each number's literal (`BigInteger.literal`).
/// An object stays its text (the fast paths of `parseKeepingText`) when every number in it
/// is plain — printed alike from its double by both layouts, so the text's members, read
/// later without literals, lose nothing; an object with another number is built whole.
extension JSONParser {
  static func parseLiterals(
    _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, atEOF: Bool, depth: Int,
    nonFinite: Bool
  ) -> Outcome {
    if start < bytes.count, bytes[start] == UInt8(ascii: "{") {
      let kept = parseKeepingText(bytes, from: start, atEOF: atEOF, depth: depth)
      switch kept {
      case .value(.object, let end):
        if hasPlainNumbersOnly(UnsafeBufferPointer(rebasing: bytes[start..<end])) { return kept }
      case .failure where nonFinite: break
      default: return kept
      }
    }
    var parser = JSONParser(bytes: bytes, atEOF: atEOF, position: start)
    parser.baseDepth = depth
    parser.literals = true
    let strict = parser.run()
    guard case .failure = strict, nonFinite else { return strict }
    parser = JSONParser(bytes: bytes, atEOF: atEOF, position: start)
    parser.baseDepth = depth
    parser.literals = true
    parser.nonFinite = true
    return parser.run()
  }

  /// Whether every number of the (valid) JSON text is `BigInteger.isPlainInText`.
  static func hasPlainNumbersOnly(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
    var i = text.startIndex
    let end = text.endIndex
    while i < end {
      let c = text[i]
      if c == UInt8(ascii: "\"") {
        i += 1
        while i < end && text[i] != UInt8(ascii: "\"") {
          if text[i] == UInt8(ascii: "\\") {
            if loneHighSurrogate(text, at: i) { return false }
            i += 2
          } else {
            i += 1
          }
        }
        i += 1
      } else if c == UInt8(ascii: "-") || (c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9")) {
        let first = i
        while i < end, text[i] > UInt8(ascii: ","), text[i] != UInt8(ascii: "]"),
          text[i] != UInt8(ascii: "}")
        {
          i += 1
        }
        if !BigInteger.isPlainInText(UnsafeBufferPointer(rebasing: text[first..<i])) {
          return false
        }
      } else {
        i += 1
      }
    }
    return true
  }

  /// Whether the escape at `i` is `\uD800`…`\uDBFF` without `\uDC00`…`\uDFFF` after it,
  /// which jq 1.7.1 refuses: such an object is built whole, where the refusal is made.
  static func loneHighSurrogate(_ text: UnsafeBufferPointer<UInt8>, at i: Int) -> Bool {
    guard i + 5 < text.endIndex, text[i + 1] == UInt8(ascii: "u"),
      text[i + 2] | 0x20 == UInt8(ascii: "d"),
      (UInt8(ascii: "8")...UInt8(ascii: "b")).contains(text[i + 3] | 0x20)
    else { return false }
    let low = i + 6
    return
      !(low + 5 < text.endIndex && text[low] == UInt8(ascii: "\\")
      && text[low + 1] == UInt8(ascii: "u") && text[low + 2] | 0x20 == UInt8(ascii: "d")
      && (UInt8(ascii: "c")...UInt8(ascii: "f")).contains(text[low + 3] | 0x20))
  }
}
