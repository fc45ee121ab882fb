import Foundation
import SignalboxTestSupport
import Testing

@testable import SignalboxJQ
@testable import SignalboxJSON
@testable import SignalboxLanguage

/// The regex engine (`RegexProgram`): no pattern that data can stall, and the same matches and
/// captures as Swift's `Regex` on many random small patterns and strings.
@Suite struct RegexEngineTests {
  static func run(_ pattern: String, _ text: String, _ flags: String = "g") throws -> [String] {
    let f = try JQRegex.parse(flags: flags, name: "match")
    let compiled = try JQRegex.compile(pattern, f, name: "match")
    return try JQRegex.matches(of: compiled, in: text, f).map(describe)
  }

  static func describe(_ m: JQRegex.Found) -> String {
    let groups = m.groups.map { g in
      g.range.map { "\(g.offset)+\(m.text.unicodeScalars[$0].count)" } ?? "-"
    }
    return "\(m.offset)+\(m.length)(\(groups.joined(separator: ",")))"
  }

  @Test func nestedQuantifiersAreLinear() throws {
    #expect(try Self.run("(a*)*b", String(repeating: "a", count: 28)).isEmpty)
    let long = String(repeating: "a", count: 100_000)
    #expect(try Self.run("(a|aa)*c", long).isEmpty)
    #expect(try Self.run("(a|aa)*$", long, "") == ["0+100000(99999+1)"])
    #expect(try Self.run("(x+x+)+y", String(repeating: "x", count: 5000)).isEmpty)
  }

  @Test func lookArounds() throws {
    #expect(try Self.run("(?<=\\$)\\d+", "a $12 b 3") == ["3+2()"])
    #expect(try Self.run("(?<!\\$)\\b\\d+", "a $12 b 3") == ["8+1()"])
    #expect(try Self.run("\\w+(?=!)", "hey you!") == ["4+3()"])
    #expect(try Self.run("\\w+(?!\\w|!)", "hey you!") == ["0+3()"])
    #expect(try Self.run("(?i)(?<=A)(b)(?=C)", "abc") == ["1+1(1+1)"])
  }

  /// 999 nested groups of each kind compile and run on a test's thread without running out
  /// of stack; 1 000 are `parse depth limit over` (RegexOnigurumaTests; jq 1.7.1's limit is
  /// 2 048, more than a 512 KiB stack takes in a debug build). A stack-depth test: `make asan`
  /// and `make tsan` skip it.
  @Test(arguments: ["(?=", "(?<!", "(?<=", "(?:", "(", "(?>"])
  func deeplyNestedGroupsRun(_ open: String) throws {
    let pattern = String(repeating: open, count: 999) + "a" + String(repeating: ")", count: 999)
    #expect(try Self.run(pattern, "ba", "").count == 1)
  }

  @Test func onigurumaSyntax() throws {
    #expect(try Self.run("[[:alpha:]]+", "ab1cd") == ["0+2()", "3+2()"])
    // Under Oniguruma's Perl syntax `{,2}` is literal text (see RegexOnigurumaTests).
    #expect(try Self.run("a{,2}", "aaa").isEmpty)
    #expect(try Self.run("a{2}", "a{2}aa") == ["4+2()"])
    #expect(try Self.run("x{", "x{") == ["0+2()"])
    #expect(try Self.run("\\x41\\x{e9}\\x{1F600}", "Aé😀") == ["0+3()"])
    #expect(try Self.run("a b # comment\n c", "abc", "gx") == ["0+3()"])
    #expect(try Self.run("(?i)ÉTÉ", "été") == ["0+3()"])
    #expect(try Self.run("(?i:a)a", "AaAA") == ["0+2()"])
    #expect(try Self.run("^b", "a\nb").isEmpty)
    #expect(try Self.run("(?m)^b$", "a\nb\nc") == ["2+1()"])
    #expect(try Self.run("a.c", "a\nc abc") == ["4+3()"])
    // jq 1.7.1: `s` changes nothing here, `p` lets `.` match a newline and keeps empty matches.
    #expect(try Self.run("a.c", "a\nc", "gs").isEmpty)
    #expect(try Self.run("a.c", "a\nc", "gp") == ["0+3()"])
    #expect(try Self.run("", "ab", "gp") == ["0+0()", "1+0()", "2+0()"])
    #expect(try Self.run("\\h+", "xx0fF9z").isEmpty)
    #expect(try Self.run("", "ab") == ["0+0()", "1+0()", "2+0()"])
    #expect(try Self.run("", "ab", "gn").isEmpty)
  }

  @Test func badPatternsAreErrors() {
    for bad in ["(", "a)", "*a", "[a", "a{3,2}", "(?<1a>x)", "a{100001}"] {
      #expect(throws: EvalError.self, "\(bad)") { try Self.run(bad, "a") }
    }
  }

  /// Random patterns over a small alphabet, compared with Swift's `Regex` (the old engine, kept
  /// here as the reference only), possessive quantifiers on single atoms included.
  @Test func agreesWithSwiftRegexOnRandomPatterns() throws {
    var rng = SplitMix(seed: 0x5151_6eb0)
    let texts = ["", "a", "ab", "ba", "aab", "abab", "abcab", "a b c", "bbaa", "aaaa", "ca\nab"]
    var compared = 0
    for _ in 0..<1500 {
      let pattern = Self.pattern(&rng, depth: 0)
      guard (try? Regex(pattern)) != nil else { continue }
      for text in texts + [Self.text(&rng), Self.text(&rng)] {
        let f = try JQRegex.parse(flags: "g", name: "match")
        let ours = try Self.run(pattern, text)
        let swift = Self.swiftMatches(pattern, text, f)
        #expect(ours == swift, "pattern \(pattern) on \(String(reflecting: text))")
        compared += 1
      }
    }
    #expect(compared > 10_000)
  }

  static func text(_ rng: inout SplitMix) -> String {
    String((0..<Int(rng.next() % 9)).map { _ in "abc "[Int(rng.next() % 4)] })
  }

  static func pattern(_ rng: inout SplitMix, depth: Int) -> String {
    let atoms = ["a", "b", "c", ".", "[ab]", "[^a]", "\\w", "\\s", "\\d", "^", "$", "\\b", " "]
    var out = ""
    for _ in 0..<(1 + Int(rng.next() % 3)) {
      var atom: String
      switch rng.next() % 10 {
      case 0 where depth < 2: atom = "(" + pattern(&rng, depth: depth + 1) + ")"
      case 1 where depth < 2: atom = "(?:" + pattern(&rng, depth: depth + 1) + ")"
      case 2 where depth < 2:
        atom = "(" + pattern(&rng, depth: depth + 1) + "|" + pattern(&rng, depth: depth + 1) + ")"
      default: atom = atoms[Int(rng.next() % UInt64(atoms.count))]
      }
      let quantifiers = [
        "", "", "", "*", "+", "?", "*?", "+?", "??", "{1,2}", "{2}", "{0,2}?", "*+", "++", "?+",
      ]
      var q = quantifiers[Int(rng.next() % UInt64(quantifiers.count))]
      // Swift's `Regex` loops or differs from Oniguruma on possessive groups that can match
      // nothing (`((?>\d?+)*)+`): possessive quantifiers only on single atoms here
      // (RegexOnigurumaTests has groups, with jq's answers).
      if q.count == 2, q.hasSuffix("+"), atom.hasSuffix(")") { q = String(q.dropLast()) }
      if !(["^", "$", "\\b"].contains(atom) && !q.isEmpty) { atom += q }
      out += atom
    }
    return out
  }
}

extension RegexEngineTests {
  /// The matches Swift's `Regex` finds, described as `describe` does.
  static func swiftMatches(_ pattern: String, _ text: String, _ flags: JQRegex.Flags) -> [String] {
    guard let regex = try? Regex(pattern) else { return ["error"] }
    let r = regex.matchingSemantics(.unicodeScalar).wordBoundaryKind(.simple)
    var out: [String] = []
    func offset(_ i: String.Index) -> Int {
      text.unicodeScalars.distance(from: text.startIndex, to: i)
    }
    for m in text.matches(of: r) {
      let start = offset(m.range.lowerBound)
      let length = text.unicodeScalars[m.range].count
      let groups = m.output.dropFirst().map { g -> String in
        if m.range.isEmpty { return "\(start)+0" }
        return g.range.map { "\(offset($0.lowerBound))+\(text.unicodeScalars[$0].count)" } ?? "-"
      }
      out.append("\(start)+\(length)(\(groups.joined(separator: ",")))")
    }
    return out
  }
}

extension String {
  fileprivate subscript(_ k: Int) -> Character { self[index(startIndex, offsetBy: k)] }
}
