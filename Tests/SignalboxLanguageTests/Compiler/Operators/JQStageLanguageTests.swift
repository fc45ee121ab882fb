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
    XCTAssertEqual(
      run("from [{\"a\": [1, 2]}, 3] | jq '.'"),
      ["0.000 next {\"a\":[1,2]}", "0.000 next 3", "0.000 completed"])
    XCTAssertEqual(
      run("marbles \"a-b--c|\", 1 | jq '.' | bufferWithTime 2"),
      ["2.000 next [\"a\"]", "4.000 next [\"b\"]", "6.000 next [\"c\"]", "6.000 completed"])
    XCTAssertEqual(run("empty | jq '.'"), ["0.000 completed"])
    XCTAssertEqual(run("error \"boom\" | jq '.'"), ["0.000 error \"boom\""])
  }

  func testRawTextKeepsQuotesAndBackslashesAndDoublesItsQuote() {
    XCTAssertEqual(
      run(#"just 'say "hi" \n it''s'"#), [#"0.000 next "say \"hi\" \\n it's""#, "0.000 completed"])
    XCTAssertEqual(run("just ''"), ["0.000 next \"\"", "0.000 completed"])
  }

  func testTheFilterIsCheckedWithTheProgram() {
    XCTAssertTrue(fails("from [1] | jq '.['").contains("[C051]"))
    XCTAssertTrue(fails("from [1] | jq x").contains("[C050]"))
    XCTAssertTrue(fails("from [1] | jq \".\"").isEmpty, "a string literal is raw text too")
    XCTAssertTrue(fails("from [1] | jq 'abc").contains("[L001]"))
  }

  func testAFilterNamingInputReadsTheFollowingValues() {
    XCTAssertTrue(Compile.readsInputs("[., input]"))
    XCTAssertTrue(Compile.readsInputs("reduce inputs as $x (.; . + $x)"))
    XCTAssertFalse(Compile.readsInputs("input_filename, $input, .inputs"))
  }
}
