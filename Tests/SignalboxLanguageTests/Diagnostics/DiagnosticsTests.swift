import SignalboxJSON
import SignalboxLanguage
import SignalboxSession
import SignalboxTestSupport
import XCTest

/// Diagnostics are data with a position; the renderer prints `FILE:LINE:COL: error: …`, the
/// line, and a caret. These pin the texts users see.
final class DiagnosticsTests: XCTestCase {
  private func check(_ program: String) -> String {
    let (session, output) = makeSession()
    _ = session.compile([SourceFile(name: "-e", text: program)])
    return output.stderr
  }

  func testAtEndOfInputTheCaretIsOnePastTheLastCharacter() {
    XCTAssertEqual(
      check("from [1,"),
      "-e:1:9: error: expected an expression, found end of input [P001]\n    from [1,\n          "
        + "  ^\n"
    )
  }

  func testLexicalErrors() {
    XCTAssertEqual(
      check("just \"abc"), "-e:1:6: error: unterminated string [L001]\n    just \"abc\n         ^\n"
    )
    XCTAssertEqual(
      check("just \"\\q\" | map x"),
      "-e:1:7: error: invalid escape in string [L002]\n    just \"\\q\" | map x\n          ^\n",
      "one mistake, one diagnostic")
    XCTAssertEqual(
      check("just @"), "-e:1:6: error: unexpected character '@' [L003]\n    just @\n         ^\n")
  }

  func testASingleEqualsAfterAnOperandSuggestsTheComparison() {
    XCTAssertEqual(
      check("from [1] | filter x = 1"),
      "-e:1:21: error: expected end of statement, found '=' (did you mean '=='?) [P007]\n    "
        + "from [1] | filter x = 1\n                        ^\n"
    )
    XCTAssertEqual(
      check("from [1] | map [x.a = 1]"),
      "-e:1:21: error: expected ']' or ',', found '=' (did you mean '=='?) [P007]\n    from [1] "
        + "| map [x.a = 1]\n                        ^\n"
    )
    XCTAssertEqual(
      check("from [1] | filter (len(x) = 1) | map x"),
      "-e:1:27: error: expected ')', found '=' (did you mean '=='?) [P007]\n    from [1] | "
        + "filter (len(x) = 1) | map x\n                              ^\n"
    )
    XCTAssertEqual(
      check("from [1] | flattenMap { just x | filter x = 2 }"),
      "-e:1:43: error: expected '}' to close the block, found '=' (did you mean '=='?) [P007]\n  "
        + "  from [1] | flattenMap { just x | filter x = 2 }\n                                     "
        + "         ^\n"
    )
    // Where no operand comes before it, `=` is only unexpected.
    XCTAssertEqual(
      check("from [1] | filter = 1"),
      "-e:1:19: error: expected an expression, found '=' [P001]\n    from [1] | filter = 1\n     "
        + "                 ^\n"
    )
    XCTAssertEqual(
      check("let = 1"), "-e:1:5: error: expected a name, found '=' [P001]\n    let = 1\n        ^\n"
    )
  }

  func testUnknownNamesSuggestTheClosest() {
    XCTAssertEqual(
      check("from [1] | thrttle 1"),
      "-e:1:12: error: unknown operator 'thrttle' (did you mean throttle?) [C001]\n    from [1] "
        + "| thrttle 1\n               ^\n"
    )
    XCTAssertEqual(
      check("frm [1]"),
      "-e:1:1: error: unknown source or name 'frm' (did you mean from?) [C002]\n    frm [1]\n    "
        + "^\n"
    )
    XCTAssertEqual(
      check("from [1] | map y"),
      "-e:1:16: error: unknown name 'y' (did you mean x?) [C003]\n    from [1] | map y\n         "
        + "          ^\n"
    )
    XCTAssertEqual(
      check("from [1] | map foo(1)"),
      "-e:1:16: error: unknown function 'foo' [C004]\n    from [1] | map foo(1)\n                "
        + "   ^\n"
    )
  }

  func testLiteralCountsAndTimesAreCheckedBeforeRunning() {
    XCTAssertTrue(
      check("from [1] | take -1.5").hasPrefix(
        "-e:1:17: error: 'take': the count must be a non-negative integer [C006]\n"))
    XCTAssertTrue(
      check("from [1] | take 1.5").hasPrefix(
        "-e:1:17: error: 'take': the count must be a non-negative integer [C006]\n"))
    XCTAssertTrue(
      check("interval 0").hasPrefix(
        "-e:1:10: error: 'interval': the time must be a positive number [C007]\n"))
    XCTAssertTrue(
      check("from [1] | delay -1").hasPrefix(
        "-e:1:18: error: 'delay': the time must not be negative [C007]\n"))
    XCTAssertTrue(
      check("from [1] | take").hasPrefix("-e:1:12: error: 'take' takes a count [C005]\n"))
  }

  func testALetMayShadowAFunctionName() {
    // `keys` is the binding, `keys(x)` the function.
    let (session, output) = makeSession()
    let program = "let keys = just 2\nkeys | map x + 1\njust {\"b\": 1, \"a\": 2} | map keys(x)"
    _ = session.runProgram([SourceFile(name: "-e", text: program)])
    XCTAssertEqual(output.stderr, "")
    XCTAssertTrue(output.stdout.contains { $0.hasSuffix("next 3") }, "\(output.stdout)")
    XCTAssertTrue(output.stdout.contains { $0.hasSuffix("next [\"a\",\"b\"]") }, "\(output.stdout)")
  }

  func testARefusedLetIsOneErrorNotOnePerUse() {
    let errors = check("let t = just 1\nt | map x\nt | take 1\njust 1 | map t + tt")
    XCTAssertEqual(
      errors.components(separatedBy: "error:").count - 1, 2, errors)
    XCTAssertTrue(errors.hasPrefix("-e:1:1: error: 't' is a built-in name and cannot be rebound"))
    XCTAssertTrue(errors.contains("unknown name 'tt'"), errors)
  }

  func testReservedNamesAndKinds() {
    XCTAssertTrue(
      check("let x = 5").contains("error: 'x' is a built-in name and cannot be rebound"))
    XCTAssertEqual(check("let len = 5\nlet keys = len + 1"), "")
    XCTAssertTrue(
      check("seq [1] | throttle 1 | head").hasPrefix(
        "-e:1:24: error: 'head' works on sequences only [C014]\n"))
    XCTAssertTrue(check("stdin bogus").hasPrefix("-e:1:7: error: unknown mode 'bogus'"))
  }

  func testDeepNestingIsADiagnosticNotACrash() {
    let deep =
      "just " + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    XCTAssertTrue(check(deep).contains("error: nested too deeply (more than 256 levels)"))
    let negations = "just " + String(repeating: "-", count: 100_000) + "1"
    XCTAssertTrue(check(negations).contains("error: nested too deeply"))
    let long = "from [1]" + String(repeating: " | map x", count: 1500)
    XCTAssertTrue(check(long).contains("error: a pipeline may have at most 1000 stages"))
  }

  func testLongLinesShowAWindowAroundTheCaret() {
    let program = "from [" + String(repeating: "1, ", count: 200) + "@]"
    let text = check(program)
    let lines = text.split(separator: "\n")
    XCTAssertEqual(lines.count, 3)
    XCTAssertLessThanOrEqual(lines[1].count, 110)
    let caret = lines[2].count - 1
    XCTAssertEqual(Array(lines[1])[caret], "@", text)
  }

  func testSeveralErrorsAreAllReportedInOrder() {
    let text = check("frm [1]\nfrom [1] | mapp x")
    XCTAssertTrue(text.hasPrefix("-e:1:1: error"))
    XCTAssertTrue(
      text.contains("-e:2:12: error: unknown operator 'mapp' (did you mean map?)"), text)
  }
}

/// The numeric fast paths of the evaluator give what the general rules give.
final class ArithmeticTests: XCTestCase {
  private func values(_ expression: String) -> [String] {
    let (session, output) = makeSession()
    session.runProgram([SourceFile(name: "t", text: "just 0 | map \(expression)")])
    return output.stdout
  }

  func testRemainderIsTruncatedAndKeepsTheDividendsSign() {
    XCTAssertEqual(
      values("[-7 % 3, 5.5 % 2, -6 % 3, 6 % -4, -0 % 5, 7 % 0.5, 9007199254740993 % 2]").first,
      "0.000 next [-1,1.5,-0,2,-0,0,0]")
    XCTAssertEqual(values("1 % 0").first, "0.000 error \"map: division by zero\"")
    XCTAssertEqual(values("1 / 0").first, "0.000 error \"map: division by zero\"")
  }

  func testComparisonsWithLiteralsAndMixedTypes() {
    XCTAssertEqual(
      values("[x < 1, x >= 0, 2 > x, \"b\" > \"a\", x - 3]").first,
      "0.000 next [true,true,true,true,-3]")
    XCTAssertEqual(
      values("\"a\" < 1").first,
      "0.000 error \"map: cannot compare string \\\"a\\\" with number 1\"")
    XCTAssertEqual(values("null - 1").count, 1)
    XCTAssertTrue(
      values("null - 1").first?.hasPrefix("0.000 error \"map: cannot apply '-'") ?? false)
  }
}

final class RuntimeErrorTests: XCTestCase {
  func testAFailingExpressionPointsAtItsStageAndNamesTheValue() {
    let (session, output) = makeSession()
    session.runProgram([SourceFile(name: "t.sbx", text: "from [{\"a\": 1}, 3] | map x.a")])
    XCTAssertEqual(
      output.stdout, ["0.000 next 1", "0.000 error \"map: cannot read field 'a' of number 3\""])
    XCTAssertEqual(
      output.stderr,
      "t.sbx:1:22: runtime error: map: cannot read field 'a' of number 3 (x = 3) [E006]\n    "
        + "from [{\"a\": 1}, 3] | map x.a\n                         ^\n"
    )
  }

  func testACaughtErrorIsNotReported() {
    let (session, output) = makeSession()
    session.runProgram([
      SourceFile(name: "t.sbx", text: "from [3] | map x.a | catch { just \"ok\" }")
    ])
    XCTAssertEqual(output.stdout, ["0.000 next \"ok\"", "0.000 completed"])
    XCTAssertEqual(output.stderr, "")
  }
}
