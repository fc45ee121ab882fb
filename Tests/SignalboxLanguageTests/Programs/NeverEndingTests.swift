import SignalboxJSON
import SignalboxLanguage
import SignalboxSession
import SignalboxTestSupport
import XCTest

/// A foreground pipeline on the wall clock that nothing left could end is disposed at once
/// with a warning under the statement and the hint to add `&` (docs/language.md, "Programs
/// that cannot finish"). None of these waits for the wall clock to check a time: what is
/// checked is what printed and in which order.
final class NeverEndingTests: XCTestCase {
  private let hint =
    "warning: pipeline disposed: nothing left could end it; to feed it from later statements, "
    + "run it as a background job (add '&') [S001]"

  func testNeverAndAnUndrivenSubjectAreDisposedWithTheCaretUnderTheStatement() {
    let (out, err) = runSession("never\nsubject s\n  s | take 1\njust \"after\"", virtual: false)
    XCTAssertEqual(out, ["0.000 next \"after\"", "0.000 completed"])
    XCTAssertEqual(
      err,
      "t.sbx:1:1: \(hint)\n    never\n    ^\n"
        + "t.sbx:3:3: \(hint)\n      s | take 1\n      ^\n")
  }

  func testABackgroundJobCannotDriveTheForegroundPipeline() {
    // The job's ticks reach only the job: the foreground pipeline is disposed at once, not
    // kept waiting for the job's first tick an hour away; the job is killed at the end.
    let (out, err) = runSession(
      "interval 1h | map \"tick\" &\nsubject s\ns | take 1\njust \"after\"\n:kill 1",
      virtual: false)
    XCTAssertEqual(Array(out.prefix(2)), ["0.000 next \"after\"", "0.000 completed"])
    XCTAssertEqual(out.count, 3, "\(out)")
    XCTAssertEqual(out.last?.hasPrefix("[1] ") ?? false, true, "\(out)")
    XCTAssertEqual(out.last?.hasSuffix(" disposed") ?? false, true, "\(out)")
    XCTAssertEqual(err, "t.sbx:3:1: \(hint)\n    s | take 1\n    ^\n")
  }

  /// `program`, on the wall clock, is driven to its end: two lines, the first the value
  /// `value`, and nothing on standard error (no warning).
  private func assertDriven(
    _ program: String, sends value: String, file: StaticString = #filePath, line: UInt = #line
  ) {
    let (out, err) = runSession(program, virtual: false)
    XCTAssertEqual(out.count, 2, "\(out)", file: file, line: line)
    XCTAssertEqual(
      out.first?.hasSuffix(" next \(value)") ?? false, true, "\(out)", file: file, line: line)
    XCTAssertEqual(err, "", file: file, line: line)
  }

  func testAHotConnectionCanDriveIt() {
    // The connection's ticks run under an owner of their own, not a job's: the
    // foreground pipeline waits for them and ends.
    assertDriven(
      "let h = interval 0.01 | map \"tick\" | publish\nconnect h\nh | take 1 | map x + \"ed\"",
      sends: "\"ticked\"")
  }

  func testACommandExecutionCanDriveIt() {
    assertDriven(
      "command c = { timer 0.01, x * 2 }\nexecute c, 21\nc.executing | filter !x | take 1",
      sends: "false")
  }

  func testAPipelineWithTimersOfItsOwnIsNotJudged() {
    // Whether a stage ends it depends on the values (`filter`, `takeWhile`, an error):
    // only what could still send it an event is looked at.
    let (out, err) = runSession("interval 0.01 | filter x == 2 | take 1", virtual: false)
    XCTAssertEqual(out.count, 2, "\(out)")
    XCTAssertEqual(out.first?.hasSuffix(" next 2") ?? false, true, "\(out)")
    XCTAssertEqual(err, "")
  }

  func testTheVirtualClockIsUnchanged() {
    let (out, err) = runSession("never\njust 1")
    XCTAssertEqual(out, ["0.000 next 1", "0.000 completed"])
    XCTAssertEqual(
      err, "warning: pipeline disposed: no scheduled work left that could end it [S005]\n")
  }
}
