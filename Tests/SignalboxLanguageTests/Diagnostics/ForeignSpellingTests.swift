import SignalboxTestSupport
import XCTest

@testable import SignalboxJSON
@testable import SignalboxLanguage
@testable import SignalboxSession

/// Other tools' spellings get the parse error and, under it, a `note:` with the Signalbox
/// spelling of the same thing.
final class ForeignSpellingTests: XCTestCase {
  private func notes(_ program: String) -> [String] {
    runSession(program).err.split(separator: "\n").filter { $0.hasPrefix("note: ") }.map(
      String.init)
  }

  func testJavaScriptArrows() {
    let arrow = "note: " + Message.arrowFunction().text + " [H001]"
    XCTAssertEqual(notes("from [1, 2] | map(x => x * 2)"), [arrow])
    XCTAssertEqual(notes("from [1, 2] | scan(0, (a, b) => a + b)"), [arrow])
  }

  func testSwiftClosures() {
    let closure = "note: " + Message.swiftClosure().text + " [H002]"
    XCTAssertEqual(notes("from [1, 2] | map { $0 * 2 }"), [closure])
    XCTAssertEqual(notes("from [1, 2] | map { x in x * 2 }"), [closure])
    XCTAssertEqual(notes("from [1, 2] | scan 0, { a, b in a + b }").count, 1)
  }

  func testPythonLambdas() {
    XCTAssertEqual(
      notes("from [1, 2] | map(lambda x: x * 2)"),
      ["note: " + Message.pythonLambda().text + " [H003]"])
  }

  func testABlockWhereAnExpressionGoes() {
    let block = "note: " + Message.blockIsAPipeline().text + " [H004]"
    XCTAssertEqual(notes("from [1, 2] | map { x * 2 }"), [block])
    XCTAssertEqual(notes("from [1, 2] | flattenMap { x * 2 }"), [block])
  }

  func testAMissingPipeIsNamed() {
    let r = runSession("from [1,2,3] map x * 2")
    XCTAssertEqual(
      r.err,
      "t.sbx:1:14: error: expected end of statement, found 'map' [P001]\n"
        + "    from [1,2,3] map x * 2\n                 ^\n"
        + "note: missing '|' before 'map' [H005]\n")
  }

  func testAStageOnTheNextLine() {
    XCTAssertEqual(
      notes("from [1, 2]\n| map x"), ["note: " + Message.stageOnNextLine().text + " [H006]"])
  }

  func testSignalboxSpellingsGetNoNote() {
    XCTAssertEqual(notes("from [1, 2] | map x * 2 | frob"), [])
    XCTAssertEqual(notes("from [1, 2] | filter x = 1"), [])
    XCTAssertEqual(notes("| map x"), [])
  }
}
