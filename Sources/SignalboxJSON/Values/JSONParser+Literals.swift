/// `signalbox jq`'s reading: jq 1.7.1 keeps each number's literal (`BigInteger.literal`).
/// An object stays its text, marked as holding literals (`JSONText`'s `literals`): a member
/// read later is read with literals, and the writer copies the text when the check found
/// it canonical, or rewrites only the numbers jq prints otherwise (`writeCompact`), so the
/// `.` path neither builds the object nor formats a number that prints as written.
extension JSONParser {
  static func parseLiterals(
    _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, atEOF: Bool, depth: Int,
    nonFinite: Bool, indexed: Bool = true
  ) -> Outcome {
    if start < bytes.count, bytes[start] == UInt8(ascii: "{") {
      if depth + QuickCheck.maxDepth < JSONParser.maxDepth,
        let quick = QuickCheck.indexedText(bytes, from: start, literals: true, indexed: indexed),
        !hasLoneHighSurrogate(UnsafeBufferPointer(rebasing: bytes[start..<quick.end]))
      {
        // What the writer copies for the pipeline it copies for jq: a canonical number
        // (`isCanonicalNumber`) is a literal jq prints as written. The text keeps the
        // member index the check recorded.
        return .value(.object(JSONObject(text: quick.text)), end: quick.end)
      }
      let checked = check(bytes, from: start, atEOF: atEOF, depth: depth)
      switch checked.outcome {
      case .value(_, let end)
      where !hasLoneHighSurrogate(UnsafeBufferPointer(rebasing: bytes[start..<end])):
        let text = JSONText.make(
          copying: UnsafeBufferPointer(rebasing: bytes[start..<end]),
          canonical: checked.canonical, duplicateKeys: checked.duplicateKeys, literals: true)
        return .value(.object(JSONObject(text: text)), end: end)
      case .value: break
      case .failure where nonFinite: break
      default: return checked.outcome
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

  /// Whether the text holds an escape `\uD800`…`\uDBFF` without a low half after it, which
  /// jq 1.7.1 refuses: such an object is built whole, where the refusal is made. Only the
  /// backslashes are looked at (`memchr`), so ordinary text costs one vector scan.
  static func hasLoneHighSurrogate(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = text.baseAddress else { return false }
    var i = 0
    while i < text.count {
      guard let hit = memchr(base + i, Int32(UInt8(ascii: "\\")), text.count - i) else {
        return false
      }
      let at = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
      if loneHighSurrogate(text, at: at) { return true }
      i = at + 2
    }
    return false
  }

  /// Whether the escape at `i` is `\uD800`…`\uDBFF` without `\uDC00`…`\uDFFF` after it.
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
