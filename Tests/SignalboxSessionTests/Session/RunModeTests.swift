import SignalboxJSON
import SignalboxLanguage
import SignalboxSession
import Synchronization
import XCTest

/// The run mode as a value: `:clock` (one implementation, in a script and at the prompt),
/// `:marbles` in a mode of its own on the same session, the values format's error line.
final class RunModeTests: XCTestCase {
  private func session(virtual: Bool, _ configure: (inout SessionOptions) -> Void = { _ in })
    -> (Session, CollectedOutput)
  {
    let output = CollectedOutput()
    var options = SessionOptions()
    options.virtualTime = virtual
    configure(&options)
    return (Session(options: options, output: output), output)
  }

  func testSessionOptionsSetTheRunMode() {
    var options = SessionOptions()
    options.virtualTime = true
    options.traceEveryStage = true
    options.format = .json
    options.horizon = 5
    XCTAssertEqual(options.mode.clock, .virtual)
    XCTAssertTrue(options.mode.trace)
    XCTAssertEqual(options.mode.format, .json)
    XCTAssertEqual(options.mode.horizon, 5)
    XCTAssertFalse(options.mode.marbles)
  }

  func testClockAtThePromptBindsTheNamesAgainAndSaysSo() {
    let (session, output) = session(virtual: false)
    session.runInteractive(SourceFile(name: "<repl>", text: "let n = 2"))
    session.runInteractive(SourceFile(name: "<repl>", text: "subject s; let m = 3"))
    session.runInteractive(SourceFile(name: "<repl>", text: ":clock virtual"))
    XCTAssertEqual(output.stdout, ["(virtual clock; 2 binding statements replayed)"])
    XCTAssertTrue(session.options.virtualTime)
    session.runInteractive(SourceFile(name: "<repl>", text: "timer 5, n * m"))
    XCTAssertEqual(output.stdout.suffix(2), ["5.000 next 6", "5.000 completed"])
    XCTAssertNil(session.takeRequest(), "the driver has nothing to do for :clock")
  }

  func testClockInAScriptSaysNothingAndTheNextStatementsRunOnTheNewClock() {
    let (session, output) = session(virtual: false)
    session.runProgram([
      SourceFile(name: "t.sbx", text: "let n = 4\n:clock virtual\ntimer 100s, n\n")
    ])
    XCTAssertEqual(output.stdout, ["100.000 next 4", "100.000 completed"])
    XCTAssertEqual(output.stderr, "")
  }

  func testTheReplayIsSilent() {
    let (session, output) = session(virtual: true)
    session.runInteractive(
      SourceFile(name: "<repl>", text: "let h = from [1] | doNext log(\"hot\") | replay"))
    let before = output.stdout
    XCTAssertEqual(before, ["0.000 log \"hot\""])
    session.runInteractive(SourceFile(name: "<repl>", text: ":clock real"))
    XCTAssertEqual(output.stdout, before + ["(real clock; 1 binding statement replayed)"])
  }

  func testMarblesOnAWallClockSessionSeesItsBindingsAndLeavesItsModeAlone() {
    let (session, output) = session(virtual: false)
    session.runProgram([
      SourceFile(
        name: "t.sbx",
        text: "let k = 3\n:marbles table interval 0.5 | take 2 | map x + k\njust k\n")
    ])
    XCTAssertEqual(output.stderr, "")
    XCTAssertEqual(
      output.stdout,
      [
        "0.500 next 3", "1.000 next 4", "1.000 completed",
        "time        0.500  1.000",
        "1:interval  0      1",
        "2:take      0      1,|",
        "3:map       3      4,|",
        // After it: the session's own clock and mode, no diagram.
        "0.000 next 3", "0.000 completed",
      ])
    XCTAssertFalse(session.options.virtualTime)
    XCTAssertFalse(session.options.marbles)
  }

  /// The run's virtual clock is passed to its statements: the session's own clock is the
  /// wall clock all along, even while the diagram is drawn.
  func testMarblesOnAWallClockSessionNeverSwapsTheSessionsClock() {
    let (session, output) = session(virtual: false)
    let wallClock = session.scheduler
    let seen = Mutex<[Bool]>([])
    session.marblePanels = { [session] panel in
      seen.withLock { $0.append(session.scheduler === wallClock && !panel.model.stages.isEmpty) }
    }
    session.runProgram([
      SourceFile(name: "t.sbx", text: ":marbles svg interval 0.5 | take 2\njust 1\n")
    ])
    XCTAssertEqual(output.stderr, "")
    XCTAssertEqual(seen.withLock { $0 }, [true])
    XCTAssertTrue(session.scheduler === wallClock)
    XCTAssertEqual(
      output.stdout,
      [
        "0.500 next 0", "1.000 next 1", "1.000 completed", "0.000 next 1",
        "0.000 completed",
      ])
  }

  func testMarblesOnAVirtualSessionRunsOnItsClock() {
    let (session, output) = session(virtual: true)
    session.runProgram([
      SourceFile(name: "t.sbx", text: "sleep 2\n:marbles table timer 1, 7\ntimer 1, 8\n")
    ])
    XCTAssertEqual(
      output.stdout,
      [
        "1.000 next 7", "1.000 completed", "time     1.000", "1:timer  7,|",
        "1.000 next 8", "1.000 completed",
      ])
    XCTAssertEqual(session.scheduler.now, 4, accuracy: 1e-9)
  }

  func testTheValuesFormatsErrorLineEndsWithTheCatalogueID() {
    let (session, output) = session(virtual: true) { $0.format = .values }
    session.runProgram([SourceFile(name: "t.sbx", text: "from [1, \"a\"] | map x - 2")])
    XCTAssertEqual(output.stdout, ["-1"])
    XCTAssertTrue(
      output.stderr.hasPrefix(
        "error: map: cannot apply '-' to string \"a\" and number 2 [E004]\n"), output.stderr)
    let (own, ownOutput) = self.session(virtual: true) { $0.format = .values }
    own.runProgram([SourceFile(name: "t.sbx", text: "error \"boom\"")])
    XCTAssertEqual(ownOutput.stderr, "error: boom\n", "the program's own error has no ID")
  }
}
