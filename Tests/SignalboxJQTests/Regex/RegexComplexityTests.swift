import Testing

@testable import SignalboxJQ

/// No cliff: the classic ReDoS patterns cost a number of engine steps (instructions the Pike VM
/// or the backtracker ran) linear in the text, counted by the engine, not timed.
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

  /// A possessive loop over one scalar class runs on the Pike VM (no backtracking at all).
  @Test func possessiveLoopsOverOneScalarRunOnThePikeVM() throws {
    for pattern in ["\\p{L}*+x", "a++b", "(?>[0-9]+)\\.", "(?:.)*+$"] {
      let compiled = try JQRegex.compile(pattern, JQRegex.Flags(), name: "match")
      #expect(!compiled.program.backtracks, "\(pattern)")
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

  /// Patterns on the backtracker (look-arounds) failing at every position though every scalar
  /// they require occurs: the memo (`RegexMemo`) runs each state once, so the steps grow
  /// linearly where the plain backtracker's grew with the square and hit the step budget.
  static let backtrackingCases: [(pattern: String, unit: String, tail: String)] = [
    ("(?=a)(a|aa)*b", "a", "cb"), ("(?=a)a*b", "a", "cb"), ("(?=[ab])a[^b]*c", "ab", "c"),
    ("a(?!x)[^b]*c", "ab", "c"),
    // A look-behind tries no further back than its inside can match (one scalar, two).
    ("(?<=a)a[^b]*c", "ab", "c"), ("(?<!x|yz)a[^b]*c", "ab", "c"),
  ]

  @Test(arguments: 0..<backtrackingCases.count)
  func backtrackingPatternsFailingEverywhereAreLinearInSteps(_ k: Int) throws {
    let (pattern, unit, tail) = Self.backtrackingCases[k]
    func text(_ n: Int) -> String { String(repeating: unit, count: n) + tail }
    let compiled = try JQRegex.compile(pattern, JQRegex.Flags(), name: "match")
    #expect(compiled.program.backtracks)
    let small = try Self.steps(pattern, text(2_000), "")
    let large = try Self.steps(pattern, text(8_000), "")
    #expect(small > 0)
    #expect(Double(large) <= 4.5 * Double(small), "\(pattern): \(small) → \(large)")
    // 100 000 scalars: within the step budget (it raised E040 before the memo).
    #expect(try Self.steps(pattern, text(100_000), "") > 0)
  }

  /// A bounded look-behind keeps its answers: matches whose inside starts further back
  /// than one scalar, alternatives of two lengths, a negated one, and an unbounded one
  /// (jq 1.7.1 accepts `(?<=a+)`; it still tries back to the start).
  @Test func boundedLookBehindsKeepTheirAnswers() throws {
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

  /// The memo changes no answer: captures, global matches and empty matches as before.
  @Test func theMemoKeepsTheAnswers() throws {
    let f = try JQRegex.parse(flags: "g", name: "match")
    let cases: [(String, String, [String])] = [
      ("(?=a)a*", "aab", ["aa"]), ("(?<=o )\\w+|(?=f)foo", "foo bar foo", ["foo", "bar", "foo"]),
      ("(?=(a+))a*b", "aaab ab", ["aaab", "ab"]), ("(?!b)", "ab", ["", ""]),
    ]
    for (pattern, text, expected) in cases {
      let compiled = try JQRegex.compile(pattern, f, name: "match")
      let found = try JQRegex.matches(of: compiled, in: text, f)
      #expect(found.map { String(text[$0.range]) } == expected, "\(pattern)")
    }
  }
}
