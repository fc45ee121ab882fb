import Foundation
import SignalboxLanguage
import SignalboxSession
import XCTest

/// The REPL's preview without a terminal: a line run on a copy of the session (a fresh
/// virtual clock, the bindings replayed), what it keeps, and the lines it refuses.
final class PreviewRunTests: XCTestCase {
  private func preview(
    _ text: String, replaying: [String] = [], horizon: Double = 10, lines: Int = 12
  ) -> PreviewResult {
    var limits = PreviewLimits()
    limits.horizon = horizon
    limits.lines = lines
    let empty = open("/dev/null", O_RDONLY)
    defer { close(empty) }
    return PreviewRun(base: SessionOptions(), limits: limits, stdin: empty)
      .run(text, replaying: replaying)
  }

  func testATimedPipelinePrintsItsEventsOnAFreshVirtualClockAndDrawsItsStages() {
    let result = preview("interval 0.5 | take 2 | map x * 10")
    XCTAssertEqual(result.events, ["0.500 next 0", "1.000 next 10", "1.000 completed"])
    XCTAssertEqual(result.marbles.filter { $0.hasPrefix("1:interval") }.count, 1)
    XCTAssertEqual(result.marbles.filter { $0.hasPrefix("3:map") }.count, 1)
    XCTAssertNil(result.note)
  }

  func testTheEntriesThatBoundNamesAreReplayedSilently() {
    let result = preview(
      "xs | map x * k", replaying: ["let xs = from [1, 2]", "let k = 10\nxs | count"])
    XCTAssertEqual(result.events, ["0.000 next 10", "0.000 next 20", "0.000 completed"])
    XCTAssertEqual(result.messages, [])
  }

  func testTheHorizonStopsWhatWouldRunOn() {
    let result = preview("interval 1", horizon: 2.5)
    XCTAssertEqual(result.events.prefix(2), ["1.000 next 0", "2.000 next 1"])
    XCTAssertFalse(result.events.contains("3.000 next 2"))
  }

  func testItKeepsTheFirstLinesAndStopsTheRun() {
    let result = preview("range 1, 1e12", lines: 3)
    XCTAssertEqual(result.events, ["0.000 next 1", "0.000 next 2", "0.000 next 3"])
    XCTAssertEqual(result.note, "(the first 3 lines)")
  }

  /// `text` previewed with the budget's interrupt sent as the REPL sends it (again and
  /// again until the run returns), from when the line starts.
  private func interrupted(_ text: String, replaying: [String] = []) -> PreviewResult {
    let empty = open("/dev/null", O_RDONLY)
    defer { close(empty) }
    let run = PreviewRun(base: SessionOptions(), limits: PreviewLimits(), stdin: empty)
    let finished = expectation(description: "the preview returned")
    nonisolated(unsafe) var result = PreviewResult()
    nonisolated(unsafe) let stopper = Thread {
      while !Thread.current.isCancelled { run.interrupt() }
    }
    // Interrupting from before the line starts would stop it before its first value.
    run.willRunLine = { stopper.start() }
    Thread.detachNewThread {
      result = run.run(text, replaying: replaying)
      finished.fulfill()
    }
    wait(for: [finished], timeout: 60)
    stopper.cancel()
    return result
  }

  /// The interrupt ends a range none of whose values reach the end: the source itself
  /// checks for it.
  func testAnInterruptEndsARangeWhoseValuesAllDrop() {
    let result = interrupted("range 1, 1e15 | filter x < 0")
    XCTAssertEqual(result.events, ["0.000 disposed"])
    XCTAssertEqual(result.note, "(preview cut off after 50 ms)")
  }

  /// Work inside one value ends too: jq's loops and calls ask for the interrupt every 4096
  /// turns (`range`, `repeat`, `until`, each call), so a preview whose single
  /// value would take hours returns, cut off, without an error of its own.
  func testAnInterruptEndsALongJQRunInsideOneValue() {
    for filter in ["last(range(1e15))", "last(repeat(1))", "until(false; . + 1)"] {
      let result = interrupted("just 1 | jq '\(filter)'")
      XCTAssertFalse(result.events.contains { $0.contains("next") }, filter)
      XCTAssertFalse(result.events.contains { $0.contains("error") }, filter)
      XCTAssertEqual(result.note, "(preview cut off after 50 ms)", filter)
    }
  }

  /// The language's own functions ask for it too, every megabyte or 4096 items: a
  /// gigabyte built by `*`, joined by `join` or counted by `len` is cut off inside the one
  /// value, with neither a value nor an error (without the interrupt each line sends its
  /// value); and the stages that act on errors (`retry`, `catch`, `materialize`, …) pass it
  /// on untouched, so they neither start the work again, nor turn it into a value, nor log
  /// it.
  func testAnInterruptEndsALongFunctionInsideOneValue() {
    let lines = [
      "just \"a\" | map len(x * 1000000000)",
      "just \"ab\" | map join(split(x * 2000, \"\"), x * 125000)",
      "just s | map len(x)",
      "just \"a\" | map len(x * 1000000000) | retry",
      "just \"a\" | map len(x * 1000000000) | catch {just 0}",
      "just \"a\" | map len(x * 1000000000) | materialize",
      "onErrorResumeNext { just \"a\" | map len(x * 1000000000) }, { just 1 }",
      "just \"a\" | map len(x * 1000000000) | catchError { just 0 }",
      "just \"a\" | map len(x * 1000000000) | catchTo { just 0 }",
      "just \"a\" | map len(x * 1000000000) | retry {count: 3}",
      "just \"a\" | map len(x * 1000000000) | retryWhen { e -> e }",
      "just \"a\" | map len(x * 1000000000) | onErrorResumeNext { just 1 }",
      "just \"a\" | map len(x * 1000000000) | doError log(\"seen\")",
      "just \"a\" | map len(x * 1000000000) | tap {error: log(\"seen\")}",
    ]
    for line in lines {
      let result = interrupted(line, replaying: ["let s = \"a\" * 1e8"])
      XCTAssertEqual(result.events, ["0.000 disposed"], line)
      XCTAssertEqual(result.messages, [], line)
      XCTAssertEqual(result.note, "(preview cut off after 50 ms)", line)
    }
  }

  func testStdinReadsTheDescriptorItIsGiven() {
    XCTAssertEqual(preview("stdin | count").events, ["0.000 next 0", "0.000 completed"])
  }

  func testACompileErrorIsShownWithItsCaret() {
    let result = preview("just 1 | mapp x")
    XCTAssertTrue(result.messages.contains { $0.contains("unknown operator 'mapp'") })
    XCTAssertTrue(result.messages.contains { $0.trimmingCharacters(in: .whitespaces) == "^" })
    XCTAssertEqual(result.events, [])
  }

  func testAParseErrorIsScreenedBeforeAnythingRuns() throws {
    let result = try XCTUnwrap(PreviewRule.screen("just 1 | map (", timeUnit: .s))
    XCTAssertTrue(result.messages.first?.hasPrefix("<repl>:1:") ?? false, "\(result)")
    XCTAssertTrue(result.messages.contains { $0.hasSuffix("^") })
  }

  func testLinesWithEffectsOnTheSessionAreRefused() {
    let notes = [
      "send s, 1", "complete s", "fail s, \"x\"", "execute c, 1", "connect h",
      ":load x.sbx", ":marbles just 1 > out.svg", "expect just 1 == \"(1|)\"",
    ].map { PreviewRule.screen($0, timeUnit: .s)?.note }
    XCTAssertEqual(notes[0], "(no preview: this acts on the subject 's'; Enter runs it)")
    XCTAssertEqual(notes[3], "(no preview: this executes the command 'c'; Enter runs it)")
    XCTAssertEqual(notes[5], "(no preview for meta commands like :load; Enter runs it)")
    XCTAssertTrue(notes.allSatisfy { $0 != nil }, "\(notes)")
    for allowed in ["just 1", "let a = just 1", "subject s", "interval 1 &", "sleep 1"] {
      XCTAssertNil(PreviewRule.screen(allowed, timeUnit: .s), allowed)
    }
  }

  func testOnlyBindingEntriesThePreviewWouldRunAreReplayed() {
    XCTAssertTrue(PreviewRule.replayable("let a = 1", timeUnit: .s))
    XCTAssertTrue(PreviewRule.replayable("subject s", timeUnit: .s))
    XCTAssertFalse(PreviewRule.replayable("just 1", timeUnit: .s))
    XCTAssertFalse(PreviewRule.replayable("subject s\nsend s, 1", timeUnit: .s))
    XCTAssertFalse(PreviewRule.replayable("let a = (", timeUnit: .s))
  }

  func testPreviewAndInputAreRequestsForTheREPL() {
    let output = CollectedOutput()
    let session = Session(options: SessionOptions(), output: output)
    session.runInteractive(SourceFile(name: "<repl>", text: ":preview horizon 30"))
    XCTAssertEqual(session.takeRequest(), .preview(.horizon(30)))
    session.runInteractive(SourceFile(name: "<repl>", text: ":preview off"))
    XCTAssertEqual(session.takeRequest(), .preview(.off))
    session.runInteractive(SourceFile(name: "<repl>", text: ":input logs.ndjson"))
    XCTAssertEqual(session.takeRequest(), .input("logs.ndjson"))
    session.runInteractive(SourceFile(name: "<repl>", text: ":preview sometimes"))
    XCTAssertNil(session.takeRequest())
    XCTAssertTrue(output.stderr.contains("':preview' takes on, off or horizon SECONDS"))
  }
}
