import SignalboxTestSupport
import Testing

@testable import SignalboxJQ
@testable import SignalboxJSON
@testable import SignalboxLanguage

/// Each construct of Oniguruma's Perl syntax as jq 1.7.1 compiles it (`ONIG_SYNTAX_PERL_NG`),
/// with jq 1.7.1's answers. The expected lists were produced by the Python package `jq` 1.8.0
/// (which embeds jq 1.7.1 and Oniguruma) with
/// `jq.compile('[match($p; "g") | [.offset, .length, [.captures[] | [.offset,.length]]]]',
/// args={"p": PATTERN}).input_value(TEXT).all()`, each match written `offset+length(groups)`,
/// a group that did not take part `-`.
@Suite struct RegexOnigurumaTests {
  static let jq171: [(String, String, [String])] = [
    ("\\h+", "a1 hf", ["3+1()"]),
    ("\\H", "h1H", ["2+1()"]),
    ("[a-c&&b-d]+", "abcd", ["0+4()"]),
    ("[a-z&&[^aeiou]]+", "a]&", ["0+2()"]),
    ("[a[b]]", "b]", ["0+2()"]),
    ("\\p{L}+", "ÀbΩ1", ["0+3()"]),
    ("\\p{Lu}", "aBc", ["1+1()"]),
    ("\\P{Lu}+", "aBc", ["0+1()", "2+1()"]),
    ("\\p{^Lu}+", "aBc", ["0+1()", "2+1()"]),
    ("\\p{Alnum}+", "a1", ["0+2()"]),
    ("\\p{Lowercase_Letter}", "a", ["0+1()"]),
    ("(?i)\\p{Lu}", "a", []),
    ("[^\\P{N}]", "1", ["0+1()"]),
    ("\\pL", "pL", ["0+2()"]),
    ("a*+b", "aaab", ["0+4()"]),
    ("a*+a", "aaa", []),
    ("a?+ab", "aab", ["0+3()"]),
    ("a{1,2}+", "aaaa", ["0+2()", "2+2()"]),
    ("a{1,2}+a", "aaaa", ["0+3()"]),
    ("(?>ab)c", "abc", ["0+3()"]),
    ("(?>(?>a)b)c", "abc", ["0+3()"]),
    ("(?>a+)b", "aaab", ["0+4()"]),
    ("(?>a+)a", "aaa", []),
    ("(?<n>a)", "xay", ["1+1(1+1)"]),
    ("b\\Z", "ab\n", ["1+1()"]),
    ("b\\z", "ab\n", []),
    ("\\Ab", "ab", []),
    ("\\b\\w", "a b", ["0+1()", "2+1()"]),
    ("\\Bb", "ab", ["1+1()"]),
    ("\\Ga", "aab", ["0+1()", "1+1()"]),
    ("\\x{41}", "aA", ["1+1()"]),
    ("\\u00e9", "u00e9", ["0+5()"]),
    ("\\101", "A", ["0+1()"]),
    ("\\o{101}", "A", ["0+1()"]),
    ("\\cA", "\u{1}", ["0+1()"]),
    ("[[:alpha:]]+", "a1_", ["0+1()"]),
    ("[[:^alpha:]]", "a b", ["1+1()"]),
    ("(?i)a", "A", ["0+1()"]),
    ("(?x) a \\s b", "a b", ["0+3()"]),
    ("(?m)a.b", "a\nb", []),
    ("(?s)a.b", "a\nb", ["0+3()"]),
    ("(?m)^b", "a\nb", ["2+1()"]),
    ("^b", "a\nb", []),
    ("a$", "a\n", ["0+1()"]),
    ("(a)|b", "ab", ["0+1(0+1)", "1+1(-)"]),
    ("(?:(a)b|a)c", "ac", ["0+2(-)"]),
    ("(?:(a)|(ab))c", "abc", ["0+3(-,0+2)"]),
    ("(?:(a)|(b))+", "aba", ["0+3(2+1,1+1)"]),
    ("(?:(a)|b)*", "ba", ["0+2(1+1)", "2+0(2+0)"]),
    ("a+?", "aaa", ["0+1()", "1+1()", "2+1()"]),
    ("a{1,3}", "aaaa", ["0+3()", "3+1()"]),
    ("a{,2}", "a{,2}", ["0+5()"]),
    ("a{0,100000}", "aa", ["0+2()", "2+0()"]),
    ("a{2}{2}", "aaaa", ["0+4()"]),
    ("a\\Kb", "ab", ["1+1()"]),
    ("\\R", "a\r\nb\u{2028}", ["1+2()", "4+1()"]),
    ("\\N+", "a\nb", ["0+1()", "2+1()"]),
    ("\\Qa.b\\E", "a.b", ["0+3()"]),
    ("(?i)sk", "ſK", ["0+2()"]),
    // Look-arounds (each a scan of the text, RegexLookScan.swift): at the ends, nested,
    // empty, with captures outside or unset in a negative one, `\K` in a look-ahead.
    ("(?=a)", "aba", ["0+0()", "2+0()"]),
    ("(?!a)", "aba", ["1+0()", "3+0()"]),
    ("(?<=a)", "aba", ["1+0()", "3+0()"]),
    ("(?<!a)", "aba", ["0+0()", "2+0()"]),
    ("(?=$)", "ab", ["2+0()"]),
    ("(?<=^)b?", "ab", ["0+0()"]),
    ("a(?=b|$)", "abaa", ["0+1()", "3+1()"]),
    ("(?<!^)a", "aaa", ["1+1()", "2+1()"]),
    ("(?=a(?<=^a))", "aa", ["0+0()"]),
    ("(?=(?!b)a)a", "aba", ["0+1()", "2+1()"]),
    ("(?<!(?<=a)b)c", "abcbc", ["4+1()"]),
    ("x(?=(?:a|b)*c$)", "xabcxab", []),
    ("(?<=é)x", "éxéx", ["1+1()", "3+1()"]),
    ("(?<!é)x", "xéxax", ["0+1()", "4+1()"]),
    ("(?<=\\s)\\w+(?=\\s|$)", " ab cd", ["1+2()", "4+2()"]),
    ("(?i)(?<=A)(b)(?=C)", "abc", ["1+1(1+1)"]),
    ("^(?!.*ab).*$", "acb", ["0+3()"]),
    ("\\w+(?<!s)\\b", "cats dog", ["5+3()"]),
    ("(?=\\d{3}$)", "12345", ["2+0()"]),
    ("(?!)", "ab", []),
    ("(?<=)", "", ["0+0()"]),
    ("(?<=a+)b", "b ab", ["3+1()"]),
    ("(?=b\\Kc)", "abc", ["1+0()"]),
    ("(a)(?!(b))", "ab ac", ["3+1(3+1,-)"]),
    ("(?=.*x)^.", "abx", ["0+1()"]),
    ("(?<=\\n)a$", "\na\na", ["3+1()"]),
    ("a++(?=b)", "aab", ["0+2()"]),
  ]

  @Test(arguments: jq171)
  func matchesAsJq171(_ pattern: String, _ text: String, _ expected: [String]) throws {
    #expect(try RegexEngineTests.run(pattern, text) == expected)
  }

  /// jq 1.7.1 says `Regex failure: ` and Oniguruma's reason; the error has an ID.
  @Test(arguments: [
    ("(", "end pattern with unmatched parenthesis"),
    ("a{2,1}", "upper is smaller than lower in repeat range"),
    ("a{100001}", "too big number for repeat range"),
    ("\\k<x>", "undefined name <x> reference"),
    ("(?<1a>x)", "invalid group name <1a>"),
    ("(a)\\2", "invalid backref number/name"),
    ("(?P<x>a)", "undefined group option"),
    ("\\p{L&}", "invalid character property name {L&}"),
  ])
  func invalidPatternsFailAsInJq(_ pattern: String, _ reason: String) {
    #expect {
      _ = try RegexEngineTests.run(pattern, "a")
    } throws: { error in
      let error = error as? EvalError
      return error?.id == .badRegex
        && error?.message.hasPrefix("match(): Regex failure: \(reason) (") == true
    }
  }

  /// 1 000 nested groups: jq's words for its limit (a stack-depth test: `make asan` and
  /// `make tsan` skip it, their frames are larger).
  @Test func nestingPastTheLimitFailsAsInJq() {
    invalidPatternsFailAsInJq(
      String(repeating: "(?=", count: 1000) + String(repeating: ")", count: 1000),
      "parse depth limit over")
  }

  /// What Oniguruma reads but this engine does not run is refused when the pattern compiles.
  @Test(arguments: ["\\p{Greek}", "[\\p{Han}]", "\\p{InBasicLatin}", "(a)\\g<1>", "(?~a)", "\\X"])
  func unsupportedConstructsAreRefusedWithAnID(_ pattern: String) {
    #expect {
      _ = try RegexEngineTests.run(pattern, "a")
    } throws: { error in
      (error as? EvalError)?.id == .regexUnsupported
    }
  }

  /// What Oniguruma runs by backtracking and the linear engine cannot is refused when the
  /// pattern compiles (E042). jq 1.7.1's answers, for the record: `(ab)\1`, `(?<x>ab)\k<x>`
  /// on "abab" match it whole; `(?>a|aa)a` on "aa" and `(?:a|ab)*+b` on "aab" match;
  /// `(?=(b))` on "ab" reports group 1 at 1; `(?<=\Ga)b` on "ab" matches the `b`;
  /// `(?<=a\Kb)c` on "abc" starts the match at the `b`.
  @Test(arguments: [
    "(ab)\\1", "(?<x>ab)\\k<x>", "(a)\\k<-1>", "(?i)(a)\\1", "(?>a|aa)a", "(?:a|ab)*+b",
    "(?:ab)++", "(a)*+", "(?=(b))", "(?<=(a))b", "x(?=y(?<=(a)))", "(?<=\\Ga)b",
    "(?<=a\\Kb)c",
  ])
  func nonLinearConstructsAreRefusedWithAnID(_ pattern: String) {
    #expect {
      _ = try RegexEngineTests.run(pattern, "ab")
    } throws: { error in
      let error = error as? EvalError
      return error?.id == .regexNotLinear
        && error?.message.hasPrefix("match(): Regex failure: ") == true
    }
  }
}
