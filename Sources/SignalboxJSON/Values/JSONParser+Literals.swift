/// `signalbox jq`'s reading: jq 1.7.1 keeps each number's literal (`BigInteger.literal`).
/// An object stays its text, marked as holding literals (`JSONText`'s `literals`): a member
/// read later is read with literals, and the writer copies the text when the check found
/// it canonical, or rewrites only the numbers jq prints otherwise (`writeCompact`), so the
/// `.` path neither builds the object nor formats a number that prints as written.
extension JSONParser {
  static func parseLiterals(
    _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, atEOF: Bool, depth: Int,
    nonFinite: Bool
  ) -> Outcome {
    if start < bytes.count, bytes[start] == UInt8(ascii: "{") {
      if depth + QuickCheck.maxDepth < JSONParser.maxDepth,
        let quick = QuickCheck.objectText(bytes, from: start)
      {
        // What the writer copies for the pipeline it copies for jq: a canonical number
        // (`isCanonicalNumber`) is a literal jq prints as written.
        let text = JSONText.make(
          copying: UnsafeBufferPointer(rebasing: bytes[start..<quick.end]),
          canonical: quick.canonical, duplicateKeys: false, literals: true)
        return .value(.object(JSONObject(text: text)), end: quick.end)
      }
      let checked = check(bytes, from: start, atEOF: atEOF, depth: depth)
      switch checked.outcome {
      case .value(_, let end):
        let text = JSONText.make(
          copying: UnsafeBufferPointer(rebasing: bytes[start..<end]),
          canonical: checked.canonical, duplicateKeys: checked.duplicateKeys, literals: true)
        return .value(.object(JSONObject(text: text)), end: end)
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
}
