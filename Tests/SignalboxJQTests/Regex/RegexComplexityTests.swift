import Testing

@testable import SignalboxJQ

/// No cliff: the classic ReDoS patterns cost a number of engine steps (instructions the Pike VM
/// ran, look-around scans included) linear in the text, counted by the engine, not timed.
@Suite struct RegexComplexityTests {
  static func steps(_ pattern: String, _ text: String, _ flags: String = "g") throws -> Int {
    let f = try JQRegex.parse(flags: flags, name: "match")
    let compiled = try JQRegex.compile(pattern, f, name: "match")
    var steps = 0
    _ = try JQRegex.matches(of: compiled, in: text, f, steps: &steps)
    return steps
  }

  /// A pattern, the unit its text repeats and what follows.
  static let cases: [(pattern: String, unit: String, tail: String)] = [
    ("(a+)+$", "a", "b"), ("(a|aa)*b", "a", ""), ("\\p{L}*+x", "é", ""),
    ("(.*a){20}", "b", ""), ("(x+x+)+y", "x", ""), ("a++b", "a", ""),
    ("(?>[0-9]+)\\.", "1", ""),
  ]

  @Test(arguments: 0..<cases.count)
  func classicReDoSPatternsAreLinearInSteps(_ k: Int) throws {
    let (pattern, unit, tail) = Self.cases[k]
    func text(_ n: Int) -> String { String(repeating: unit, count: n) + tail }
    let compiled = try JQRegex.compile(pattern, JQRegex.Flags(), name: "match")
    let size = compiled.program.code.count
    for n in [30, 50] {
      let small = try Self.steps(pattern, text(n))
      let large = try Self.steps(pattern, text(4 * n))
      // Each position runs each instruction a bounded number of times (twice: one thread per
      // instruction and loop state, and once more when it is taken from the list).
      #expect(small <= 4 * (n + 1) * size, "\(pattern) at \(n): \(small) steps")
      #expect(large <= 4 * (4 * n + 1) * size, "\(pattern) at \(4 * n): \(large) steps")
      #expect(Double(large) <= 4.5 * Double(small), "\(pattern): \(small) → \(large)")
    }
  }

  /// A possessive loop over one scalar class is a loop and "no such scalar next": no
  /// look-around scan.
  @Test func possessiveLoopsOverOneScalarNeedNoScan() throws {
    for pattern in ["\\p{L}*+x", "a++b", "(?>[0-9]+)\\.", "(?:.)*+$"] {
      let compiled = try JQRegex.compile(pattern, JQRegex.Flags(), name: "match")
      #expect(compiled.program.looks.isEmpty, "\(pattern)")
    }
  }

  /// A long string: steps stay proportional to its length, for `test` and a global `match`.
  @Test func aLongStringCostsStepsProportionalToItsLength() throws {
    let unit = "héllo wörld 12 "
    let small = try Self.steps("\\p{L}+\\d", String(repeating: unit, count: 2_000))
    let large = try Self.steps("\\p{L}+\\d", String(repeating: unit, count: 8_000))
    #expect(small > 0)
    #expect(Double(large) <= 4.2 * Double(small))
  }

  /// A pattern that starts with a scalar starts threads only where that scalar occurs: on a
  /// long text where it occurs once, near the end, the steps do not grow with the text
  /// (`"ab" * 10^8 + "c" | test("c")` was 22 s; jq 1.7.1 takes 1.3 s).
  @Test func aLeadingScalarSkipsTheTextWhereItDoesNotOccur() throws {
    for pattern in ["c", "cd?", "(?:c)+", "(c|x)"] {
      let small = try Self.steps(pattern, String(repeating: "ab", count: 1_000) + "c", "")
      let large = try Self.steps(pattern, String(repeating: "ab", count: 4_000) + "c", "")
      if pattern == "(c|x)" {
        #expect(large > 3 * small, "an alternative: no leading scalar, a thread everywhere")
      } else {
        #expect(small < 50 && large == small, "\(pattern): \(small) → \(large)")
      }
    }
    #expect(try JQRegex.compile("c", JQRegex.Flags(), name: "test").program.lead == 0x63)
    #expect(try JQRegex.compile("é+", JQRegex.Flags(), name: "test").program.lead == 0xC3)
    for pattern in ["^c", "(?=c)c", "c?d", "(?i)c", "\\Kc", "a|c"] {
      #expect(
        try JQRegex.compile(pattern, JQRegex.Flags(), name: "test").program.lead == nil,
        "\(pattern)")
    }
  }

  /// `test` asks only whether there is a match: its program keeps no registers for the match
  /// and the groups (a loop that can match nothing keeps its guard), so no thread copies any.
  @Test func testsProgramSavesNothing() throws {
    let flags = JQRegex.Flags()
    let tester = try JQRegex.compile("(a)(b)?\\Kc(?:d*)*", flags, name: "test", captures: false)
    #expect(tester.program.registers == 1, "the guard of (?:d*)*")
    #expect(!tester.program.code.contains { if case .save = $0 { true } else { false } })
    let matcher = try JQRegex.compile("(a)(b)?\\Kc(?:d*)*", flags, name: "match")
    #expect(matcher.program.registers == 7)
  }

  /// Look-arounds failing at every position though every scalar they require occurs, and
  /// unbounded ones reaching back to the start or on to the end: each look-around is one
  /// scan of the text, so the steps at 4n stay within 4.5 times those at n.
  static let lookCases: [(pattern: String, unit: String, tail: String)] = [
    ("(?=a)(a|aa)*b", "a", "cb"), ("(?=a)a*b", "a", "cb"), ("(?=[ab])a[^b]*c", "ab", "c"),
    ("a(?!x)[^b]*c", "ab", "c"), ("(?<=a)a[^b]*c", "ab", "c"), ("(?<!x|yz)a[^b]*c", "ab", "c"),
    // Unbounded: a look-behind over everything before, a look-ahead over everything after.
    ("(?<=^a*)b", "a", "cb"), ("(?<=\\A(?:a|ab)*)x", "ab", "cx"), ("a(?=a*$)", "a", "c"),
    ("(?=(?:a|b)*c$)a", "ab", "d"), ("x(?!(?:a|ab)*c)", "ab", "x"),
    // Nested: a look-ahead inside a look-behind inside a look-ahead.
    ("(?=a*(?<=a(?=a*$)))a", "a", "b"),
    // Matching at every position (with `g`): the scans run once per string, not per match.
    ("(?<=a)a(?=a)", "a", ""), ("(?<!b)(?=a)", "a", ""),
  ]

  @Test(arguments: 0..<lookCases.count)
  func lookAroundsAreLinearInSteps(_ k: Int) throws {
    let (pattern, unit, tail) = Self.lookCases[k]
    func text(_ n: Int) -> String { String(repeating: unit, count: n) + tail }
    let compiled = try JQRegex.compile(pattern, JQRegex.Flags(), name: "match")
    #expect(!compiled.program.looks.isEmpty)
    for flags in ["", "g"] {
      let small = try Self.steps(pattern, text(2_000), flags)
      let large = try Self.steps(pattern, text(8_000), flags)
      #expect(small > 0)
      #expect(Double(large) <= 4.5 * Double(small), "\(pattern) \(flags): \(small) → \(large)")
    }
    #expect(try Self.steps(pattern, text(100_000), "") > 0)
  }

  /// Look-behinds keep their answers: matches whose inside starts further back than one
  /// scalar, alternatives of two lengths, a negated one, an unbounded one (jq 1.7.1 accepts
  /// `(?<=a+)`).
  @Test func lookBehindsKeepTheirAnswers() throws {
    let f = try JQRegex.parse(flags: "g", name: "match")
    let cases: [(String, String, [String])] = [
      ("(?<=ab)c", "abc xbc", ["c"]), ("(?<=a|bc)d", "ad bcd cd", ["d", "d"]),
      ("(?<!ab?)c", "ac abc c", ["c"]), ("(?<=a{2,3})b", "ab aab aaab", ["b", "b"]),
      ("(?<=a+)b", "b ab", ["b"]), ("(?<=é.)x", "éax bax", ["x"]),
    ]
    for (pattern, text, expected) in cases {
      let compiled = try JQRegex.compile(pattern, f, name: "match")
      let found = try JQRegex.matches(of: compiled, in: text, f)
      #expect(found.map { String(text[$0.range]) } == expected, "\(pattern)")
    }
  }

  /// The scans change no answer: captures outside, global matches and empty matches.
  @Test func theScansKeepTheAnswers() throws {
    let f = try JQRegex.parse(flags: "g", name: "match")
    let cases: [(String, String, [String])] = [
      ("(?=a)a*", "aab", ["aa"]), ("(?<=o )\\w+|(?=f)foo", "foo bar foo", ["foo", "bar", "foo"]),
      ("(?=a+)(a*)b", "aaab ab", ["aaab", "ab"]), ("(?!b)", "ab", ["", ""]),
    ]
    for (pattern, text, expected) in cases {
      let compiled = try JQRegex.compile(pattern, f, name: "match")
      let found = try JQRegex.matches(of: compiled, in: text, f)
      #expect(found.map { String(text[$0.range]) } == expected, "\(pattern)")
    }
  }
}
