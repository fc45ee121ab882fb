import Testing

@testable import SignalboxJQ
@testable import SignalboxJSON

/// `length` of a string counts its code points in its UTF-8 bytes (`JQNatives.scalarCount`):
/// the same count as walking its Unicode scalars, on every kind of character, on strings
/// read from escapes and on strings read out of an input kept as its text.
@Suite struct JQLengthTests {
  static let strings: [String] = [
    "", "a", "ascii only, 0123456789", "é", "e\u{301}", "Zürich", "東京", "€", "😀", "👩‍👩‍👧",
    "\u{0}", "a\u{0}b", "\u{7F}\u{80}\u{7FF}\u{800}\u{FFFF}\u{10000}\u{10FFFF}", "\u{FFFD}",
    "\r\n", String(repeating: "ß東😀", count: 100),
  ]

  @Test func byteCountMatchesScalarWalk() {
    for s in Self.strings {
      #expect(JQNatives.scalarCount(s) == s.unicodeScalars.count, "\(s.debugDescription)")
      // A string that is a slice of a bigger one (not native at its own start).
      let bridged = String(Substring("x" + s + "y").dropFirst().dropLast())
      #expect(JQNatives.scalarCount(bridged) == s.unicodeScalars.count)
    }
  }

  /// jq 1.7.1 counts code points: a combining accent is one, a family emoji of three people
  /// joined is five.
  @Test func lengthIsCodePoints() throws {
    let filter = #"["e\u0301", "👩‍👩‍👧", "\ud83d\ude00", "é"] | map(length)"#
    var out: [JSON] = []
    try JQProgram(filter).run(.null, context: JQContext()) { out.append($0) }
    let expected: [Double] = [2, 5, 1, 1]
    #expect(out.count == 1)
    #expect(
      JSONWriter.string(out[0], jq: true)
        == JSONWriter.string(
          .array(expected.map { .number($0) }), jq: true))
  }

  static func shown(_ r: Result<String, JQError>) -> String {
    switch r {
    case .success(let text): return text
    case .failure(let e): return "error: \(e.message)"
    }
  }

  /// `[.tags[] | length]` on an input kept as its text answers as on the same input built
  /// whole, whose strings `unicodeScalars` counts.
  @Test func lengthOnKeptTextAnswersAsOnBuilt() throws {
    let inputs = [
      #"{"tags":["a","\u00e9","e\u0301","東京","😀","\ud83d\ude00","",null,[1],{"a":1}]}"#,
      #"{"tags":{"k":"Zürich","j":"\n\t\"\\"},"n":-0}"#,
    ]
    for input in inputs {
      let kept = JQTextMemberTests.kept(input)
      let built = JQTextMemberTests.built(input)
      for filter in ["[.tags[] | length]", ".tags | map(length)", "[.tags[] | tostring | length]"] {
        let fast = JQTextMemberTests.run(filter, kept)
        let general = JQTextMemberTests.run(filter, built)
        #expect(Self.shown(fast) == Self.shown(general), "\(filter) on \(input)")
        guard case .success(let text) = general else {
          Issue.record("\(filter) failed on \(input)")
          continue
        }
        // The general path's answer is what walking the scalars gives.
        var strings: [String] = []
        if case .object(let o) = built, let tags = o["tags"] {
          try JQOps.iterate(tags) { v in
            strings.append(JSONWriter.string(v, jq: true))
            if case .string(let s) = v { strings[strings.count - 1] = s }
          }
        }
        let counts = strings.map { JSON.number(Double($0.unicodeScalars.count)) }
        if filter.hasSuffix("tostring | length]") {
          #expect(text == JSONWriter.string(.array([.array(counts)]), jq: true), "\(input)")
        }
      }
    }
  }
}
