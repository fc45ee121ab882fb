import SignalboxTestSupport
import XCTest

@testable import SignalboxLanguage
@testable import SignalboxSession

/// Issue 41, item 1: every panel of `--report` lists its own output lines — the foreground
/// pipeline's, each job's, each command execution's, each hot pipeline's, each
/// `:compare`'s — and its time axis spans its own events.
final class ReportPanelTests: XCTestCase {
  private func entries(_ program: String) -> [MarbleReportEntry] {
    let (session, _) = makeSession { $0.report = true }
    session.runProgram([SourceFile(name: "t.sbx", text: program)])
    return session.reportEntries
  }

  private func entry(_ source: String, in entries: [MarbleReportEntry]) -> MarbleReportEntry? {
    let found = entries.first { $0.source == source }
    XCTAssertNotNil(found, "no panel \(source): \(entries.map(\.source))")
    return found
  }

  func testAJobsPanelListsTheJobsLinesAndTheForegroundOnlyItsOwn() throws {
    let all = entries("interval 1 | take 3 | map x * 10 &\ntimer 2.5, \"fg\"")
    let job = try XCTUnwrap(entry("interval 1 | take 3 | map x * 10 &", in: all))
    XCTAssertEqual(
      job.output,
      ["[1] 1.000 next 0", "[1] 2.000 next 10", "[1] 3.000 next 20", "[1] 3.000 completed"])
    let foreground = try XCTUnwrap(entry("timer 2.5, \"fg\"", in: all))
    XCTAssertEqual(foreground.output, ["2.500 next \"fg\"", "2.500 completed"])
    let html = HTMLReport.render(title: "t", entries: all)
    XCTAssertTrue(html.contains("Output (4 lines)</summary><pre>[1] 1.000 next 0\n"), html)
    XCTAssertTrue(html.contains("Output (2 lines)</summary><pre>2.500 next &quot;fg&quot;"))
    XCTAssertFalse(html.contains("Output (0 lines)"), html)
  }

  func testAnExecutionsPanelEndsWhenTheExecutionDoes() throws {
    let all = entries(
      """
      command c = { timer 1, x * 2 }
      c.executionSignals | flatten | take 1 &
      execute c, 21
      sleep 9
      """)
    let execution = try XCTUnwrap(entry("execute c, 21", in: all))
    XCTAssertEqual(execution.model.end, 1, accuracy: 1e-9)
    XCTAssertEqual(execution.output, [])
    // The job prints what the execution sends it: its lines are the job's.
    let job = try XCTUnwrap(entry("c.executionSignals | flatten | take 1 &", in: all))
    XCTAssertEqual(job.output, ["[1] 1.000 next 42", "[1] 1.000 completed"])
    let svg = SVGMarbles.render(execution.model, standalone: false)
    XCTAssertTrue(svg.contains(">1s</text>"), svg)
    XCTAssertFalse(svg.contains(">2s</text>"), svg)
  }

  func testAHotPipelinesPanelListsItsConnectionsLines() throws {
    let all = entries(
      """
      let p = interval 1 | take 2 | trace | publish
      p | map x * 10 &
      connect p
      sleep 3
      """)
    let hot = try XCTUnwrap(entry("let p (connected)", in: all))
    XCTAssertEqual(
      hot.output,
      [
        "0.000 trace take subscribed", "1.000 trace take next 0", "2.000 trace take next 1",
        "2.000 trace take completed", "2.000 trace take disposed",
      ])
    let job = try XCTUnwrap(entry("p | map x * 10 &", in: all))
    XCTAssertEqual(job.output, ["[1] 1.000 next 0", "[1] 2.000 next 10", "[1] 2.000 completed"])
  }

  func testASubjectFlowsLinesAreItsJobs() throws {
    let all = entries("subject s\ns | map x * 2 &\nsend s, 1\nsleep 1\nsend s, 2\ncomplete s")
    let job = try XCTUnwrap(entry("s | map x * 2 &", in: all))
    XCTAssertEqual(job.output, ["[1] 0.000 next 2", "[1] 1.000 next 4", "[1] 1.000 completed"])
  }

  func testACompareListsEachRunsLinesAfterItsRow() throws {
    let all = entries(":compare marbles \"a-b|\" with delay 1, take 1")
    let compare = try XCTUnwrap(entry(":compare marbles \"a-b|\" with delay 1, take 1", in: all))
    XCTAssertEqual(
      compare.output,
      [
        "source: 0.000 next \"a\"", "source: 0.200 next \"b\"", "source: 0.300 completed",
        "delay 1: 1.000 next \"a\"", "delay 1: 1.200 next \"b\"", "delay 1: 1.300 completed",
        "take 1: 0.000 next \"a\"", "take 1: 0.000 completed",
      ])
  }
}
