import Foundation
import XCTest

extension ReplTests {
  func testColourAtATerminalUnlessNoColorIsSet() throws {
    let coloured = try PseudoTerminal(
      environment: ["SIGNALBOX_HISTORY": history, "NO_COLOR": ""], keepColour: true)
    XCTAssertTrue(coloured.wait(for: "sbx> "))
    coloured.type("just 1\r", shows: "completed")
    XCTAssertTrue(
      coloured.transcript.contains("next\u{1B}[36m 1"),
      "the value is coloured: \(coloured.transcript.debugDescription)")
    let plain = try start()
    plain.type("just 1\r")
    XCTAssertTrue(plain.wait(for: "completed"))
    XCTAssertFalse(plain.transcript.contains("\u{1B}[36m"), "NO_COLOR turns colour off")
  }

  func testMetaCommandsAtThePrompt() throws {
    let t = try start()
    t.type(":help take\r", shows: "sbx> interval 1 | take 2")
    XCTAssertTrue(t.wait(for: "2.000 completed"), t.transcript)
    t.type(":clock virtual\r", shows: "(virtual clock")
    t.type("timer 5, \"later\"\r", showsAfter: "5.000 next \"later\"")
    t.type(":thr\r", shows: "unknown meta command ':thr'")
  }

  /// `:clock` goes on in the same session on a new clock (job numbers go on: none is ever
  /// reused in a session), `:reset` makes a new session: each running job is disposed, and
  /// says so.
  func testClockAndResetNameTheJobsTheyDispose() throws {
    let t = try start()
    t.type("interval 0.3 &\r")
    t.type("timer 100s, 1 &\r")
    t.type(":jobs\r", shows: "[2] running for")
    t.type(
      ":clock virtual\r",
      shows: "warning: job [1] disposed: the clock changed [S002]\r\n"
        + "warning: job [2] disposed: the clock changed [S002]\r\n"
        + "(virtual clock; 0 binding statements replayed)")
    t.type("interval 1 &\r")
    t.type(
      ":reset\r",
      shows: "warning: job [3] disposed: the session was reset [S002]\r\n(a fresh session)")
    let mark = t.mark
    t.type(":clock real\r")
    XCTAssertTrue(
      t.wait(for: "(real clock; 0 binding statements replayed)", after: mark), t.transcript)
    XCTAssertFalse(
      t.transcript[mark...].contains("disposed"), "no jobs, no warning: \(t.transcript)")
  }

  /// `:clock` replays what a `:load` bound (not its pipelines) on the new clock.
  func testClockReplaysTheBindingsOfALoadedFile() throws {
    let script = FileManager.default.temporaryDirectory.appendingPathComponent(
      "sbx-load-\(UUID().uuidString).sbx"
    ).path
    try "let ticks = interval 1 | take 2\nfrom [7] | map x * 6\n".write(
      toFile: script, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: script) }
    let t = try start()
    t.type(":load \(script)\r", shows: "0.000 next 42")
    t.type(
      ":clock virtual\r",
      shows: "(virtual clock; 0 binding statements and the bindings of 1 loaded file replayed)")
    let mark = t.mark
    t.type("ticks\r")
    XCTAssertTrue(t.wait(for: "2.000 completed", after: mark), t.transcript)
    XCTAssertFalse(
      t.transcript[mark...].contains("next 42"), "the loaded pipeline did not run again")
  }

  /// Virtual time under the user's hand: the REPL labels every stage's work, so `:pending`
  /// names it, `:advance` runs it, `:resources` counts what is alive.
  func testPendingAdvanceAndResourcesOnTheVirtualClock() throws {
    let t = try start()
    t.type(":clock virtual\r", shows: "(virtual clock")
    t.type("interval 1 | take 3 | throttle 1.5 &\r")
    t.type(":pending\r", shows: "[1] 1.000 interval (stage 1) sends next value")
    t.type(":advance 2.5\r")
    t.type(":pending\r", shows: "[1] 3.500 throttle (stage 3) sends held value")
    t.type(":resources\r", shows: "stage 3 throttle: 1 live subscription")
    let mark = t.mark
    t.type(":advance 1\r")
    XCTAssertTrue(t.wait(for: "[1] 3.000 completed", after: mark), t.transcript)
    t.type(":resources\r")
    XCTAssertTrue(t.wait(for: "jobs: none", after: mark), t.transcript)
  }
}

// `:live` serves only in a build with the `LiveView` trait (Package.swift).
#if LiveView
  extension ReplTests {
    /// `:live` opens the view at the prompt (once: again, it names the same address), the
    /// view outlives `:reset`, and `:quit` ends the REPL and the server with it.
    func testLiveOpensTheViewAtThePrompt() throws {
      let t = try start()
      t.type(":live\r", shows: "live view: http://127.0.0.1:")
      let address =
        t.transcript.components(separatedBy: "live view: ").last?
        .components(separatedBy: "\r").first ?? ""
      XCTAssertTrue(address.contains("/?k="), address)
      t.type(":reset\r", shows: "(a fresh session)")
      let mark = t.mark
      t.type(":live\r")
      XCTAssertTrue(t.wait(for: "live view: " + address, after: mark), t.transcript)
      t.type(":quit\r")
      XCTAssertEqual(t.exitStatus(), 0)
    }
  }
#endif
