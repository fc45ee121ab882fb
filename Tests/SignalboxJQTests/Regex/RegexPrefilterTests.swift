import Testing

@testable import SignalboxJQ

/// The prefilter (issue 45): a pattern that fails at every position of a long text because a
/// scalar it needs is not there is answered by one scan (no engine step), and the prefilter
/// never changes an answer.
@Suite struct RegexPrefilterTests {
  static func run(_ pattern: String, _ text: String, _ flags: String = "g") throws -> (
    offsets: [Int], steps: Int
  ) {
    let f = try JQRegex.parse(flags: flags, name: "match")
    let compiled = try JQRegex.compile(pattern, f, name: "match")
    var steps = 0
    let found = try JQRegex.matches(of: compiled, in: text, f, steps: &steps)
    return (found.map(\.offset), steps)
  }

  /// `"a" * 100000 | test("a*b")` and its forms with a look-ahead or a group cost no step
  /// (not even the look-ahead's scan).
  @Test(arguments: ["a*b", "(a)(?:a)*b", "(?=a)a*b", "a+c(a)a*b", "(?:x|a)+b"])
  func aMissingScalarCostsNoStep(_ pattern: String) throws {
    let text = String(repeating: "a", count: 100_000)
    let (offsets, steps) = try Self.run(pattern, text)
    #expect(offsets.isEmpty)
    #expect(steps == 0, "\(pattern): \(steps) steps")
  }

  /// Where the scalars are there, the answers are the engine's (as jq 1.7.1 gives them).
  @Test func answersAreUnchanged() throws {
    let cases: [(String, String, [Int])] = [
      ("a*b", "xaby", [1]), ("(?<=b)a", "bab", [1]), ("ab", "abab", [0, 2]),
      ("é", "éaé", [0, 2]), ("(z)z", "xyzzy", [2]), ("(?i)x", "aXb", [1]),
      ("c\\Kx?", "abcabc", [3, 6]), ("a(?=b)", "aab", [1]), ("a{0}b", "ab", [1]),
      ("(?:x|y)b", "yb", [0]),
    ]
    for (pattern, text, expected) in cases {
      #expect(try Self.run(pattern, text).offsets == expected, "\(pattern) on \(text)")
    }
  }

  /// The scalars every match needs: optional parts, alternatives, look-arounds and folded
  /// scalars do not count; the last three distinct ones are looked for.
  @Test func theRequiredScalarsComeFromThePatternsMandatoryParts() throws {
    func needles(_ pattern: String) throws -> [String] {
      let program = try JQRegex.compile(pattern, JQRegex.Flags(), name: "match").program
      return program.required.map { String(decoding: $0, as: UTF8.self) }
    }
    #expect(try needles("a*b") == ["b"])
    #expect(try needles("(a)(?:a)*b") == ["b", "a"])
    #expect(try needles("x|y") == [])
    #expect(try needles("(?=q)(?i:z)w?") == [])
    #expect(try needles("abcdé") == ["é", "d", "c"])
    #expect(try needles("(?:ab){2,}c") == ["c", "b", "a"])
  }
}
