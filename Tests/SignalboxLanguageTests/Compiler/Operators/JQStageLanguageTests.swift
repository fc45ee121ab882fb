import SignalboxJQ
import SignalboxTestSupport
import XCTest

@testable import SignalboxJSON
@testable import SignalboxLanguage
@testable import SignalboxSession

/// The `jq '…'` stage (docs/jq.md): its filter as raw text, each value through it at the
/// time it arrives (so time operators after it see jq's outputs at their times), and its
/// compile errors at the stage.
final class JQStageLanguageTests: OperatorLanguageTestCase {
  func testEachValueRunsTheFilterWhenItArrives() {
    assertRuns([
      Run(
        "from [{\"a\": [1, 2]}, 3] | jq '.'",
        ["0.000 next {\"a\":[1,2]}", "0.000 next 3", "0.000 completed"]),
      Run(
        "marbles \"a-b--c|\", 1 | jq '.' | bufferWithTime 2",
        ["2.000 next [\"a\"]", "4.000 next [\"b\"]", "6.000 next [\"c\"]", "6.000 completed"]),
      Run("empty | jq '.'", ["0.000 completed"]),
      Run("error \"boom\" | jq '.'", ["0.000 error \"boom\""]),
    ])
  }

  func testRawTextKeepsQuotesAndBackslashesAndDoublesItsQuote() {
    assertRuns([
      Run(#"just 'say "hi" \n it''s'"#, [#"0.000 next "say \"hi\" \\n it's""#, "0.000 completed"]),
      Run("just ''", ["0.000 next \"\"", "0.000 completed"]),
    ])
  }

  func testTheFilterIsCheckedWithTheProgram() {
    XCTAssertTrue(fails("from [1] | jq '.['").contains("[C051]"))
    XCTAssertTrue(fails("from [1] | jq x").contains("[C050]"))
    XCTAssertTrue(fails("from [1] | jq \".\"").isEmpty, "a string literal is raw text too")
    XCTAssertTrue(fails("from [1] | jq 'abc").contains("[L001]"))
  }

  /// Every compile error jq reports is a C051 of its own, in jq's order, at its place inside
  /// the quotes (`''` is one `'` of the filter, two columns of the program).
  func testEveryCompileErrorOfTheFilterIsReportedWhereItStands() throws {
    let cases: [(filter: String, written: String, places: [String])] = [
      ("a | b", "a | b", ["a | b", "b"]),
      ("\"it's\" | [1,,2] | .[", "\"it''s\" | [1,,2] | .[", [",2]", "["]),
      ("{(1 + 1): 2} | {([1]): 3}", "{(1 + 1): 2} | {([1]): 3}", ["(1 + 1)", "([1])"]),
    ]
    for c in cases {
      var jq: [String] = []
      do {
        _ = try JQProgram(c.filter)
      } catch let error as JQError {
        jq = ([error] + error.following).map(\.message)
      }
      XCTAssertEqual(jq.count, c.places.count, c.filter)
      let program = "from [1] | jq '\(c.written)'"
      let lines = fails(program).split(separator: "\n").filter { $0.contains("[C051]") }
      XCTAssertEqual(lines.count, jq.count, program)
      for (k, (line, message)) in zip(lines, jq).enumerated() {
        // The column (from 1) of the error's place: the last occurrence of its text.
        let place = try XCTUnwrap(program.range(of: c.places[k], options: .backwards))
        let column = 1 + program.distance(from: program.startIndex, to: place.lowerBound)
        XCTAssertEqual(String(line), "t.sbx:1:\(column): error: jq: \(message) [C051]", program)
      }
    }
  }

  func testAJQErrorIsAnErrorEventAfterTheOutputsBeforeIt() {
    let (out, err) = runSession("from [[1, \"a\"], [2]] | jq '.[] | . + 1'")
    XCTAssertEqual(
      out, ["0.000 next 2", "0.000 error \"string (\\\"a\\\") and number (1) cannot be added\""])
    XCTAssertTrue(err.hasPrefix("t.sbx:1:24: runtime error: string"), err)
    XCTAssertTrue(err.contains("[R070]"), err)
    XCTAssertEqual(
      run("from [1, {\"a\": 2}] | jq '.a?'"), ["0.000 next 2", "0.000 completed"])
  }

  func testTheSameValuesAsSignalboxJQ() {
    XCTAssertEqual(
      run(
        "from [{\"items\": [{\"name\": \"a\", \"tags\": [1]}]}]"
          + " | jq '.items[] | {name, n: (.tags | length)}'"),
      ["0.000 next {\"name\":\"a\",\"n\":1}", "0.000 completed"])
    // `$ARGS` is bound as `signalbox jq` binds it without arguments (jq 1.7.1's answer).
    XCTAssertEqual(
      run("from [1] | jq '$ARGS, ($ARGS.named | length)'"),
      ["0.000 next {\"positional\":[],\"named\":{}}", "0.000 next 0", "0.000 completed"])
  }

  func testAFilterNamingInputReadsTheFollowingValues() {
    assertRuns([
      Run(
        "marbles \"abcd|\", 1 | jq '[., input]'",
        ["4.000 next [\"a\",\"b\"]", "4.000 next [\"c\",\"d\"]", "4.000 completed"]),
      Run(
        "from [1, 2, 3] | jq 'reduce inputs as $x (.; . + $x)'",
        ["0.000 next 6", "0.000 completed"]),
    ])
    let (out, err) = runSession("from [1] | jq 'input'")
    XCTAssertEqual(out, ["0.000 error \"break\""], "jq 1.7.1's message")
    XCTAssertTrue(err.contains("break [R070]"), err)
    XCTAssertTrue(Compile.readsInputs("[., input]"))
    XCTAssertTrue(Compile.readsInputs("reduce inputs as $x (.; . + $x)"))
    XCTAssertFalse(Compile.readsInputs("input_filename, $input, .inputs"))
  }
}
