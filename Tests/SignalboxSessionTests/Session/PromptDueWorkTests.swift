import SignalboxJSON
import SignalboxLanguage
import SignalboxSession
import XCTest

/// At the prompt on the virtual clock, a job's work due at the current instant prints
/// before the next prompt (issue 38 item 8), and later work waits for `:advance`.
final class PromptDueWorkTests: XCTestCase {
  private func virtualSession() -> (Session, CollectedOutput) {
    let output = CollectedOutput()
    var options = SessionOptions()
    options.virtualTime = true
    return (Session(options: options, output: output), output)
  }

  func testAZeroDelayJobPrintsBeforeTheNextEntry() {
    let (session, output) = virtualSession()
    session.runInteractive(SourceFile(name: "<repl>", text: "timer 0, \"now\" &"))
    XCTAssertEqual(output.stdout, ["[1] 0.000 next \"now\"", "[1] 0.000 completed"])
  }

  func testADeliverOnHopPrintsBeforeTheNextEntry() {
    let (session, output) = virtualSession()
    session.runInteractive(SourceFile(name: "<repl>", text: "just 1 | deliverOn main &"))
    XCTAssertEqual(output.stdout, ["[1] 0.000 next 1", "[1] 0.000 completed"])
  }

  func testLaterWorkWaitsForTheClock() {
    let (session, output) = virtualSession()
    session.runInteractive(SourceFile(name: "<repl>", text: "timer 1, \"later\" &"))
    XCTAssertEqual(output.stdout, [])
    session.runInteractive(SourceFile(name: "<repl>", text: ":advance 1"))
    XCTAssertEqual(output.stdout, ["[1] 1.000 next \"later\"", "[1] 1.000 completed"])
  }
}
