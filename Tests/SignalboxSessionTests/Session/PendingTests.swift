import Foundation
import Signalbox
import SignalboxJSON
import SignalboxLanguage
import SignalboxSession
import SignalboxTestSupport
import Testing

/// `:advance T` and `:pending` on the virtual clock (SPEC §8).
@Suite struct PendingTests {
  private func run(_ program: String, virtual: Bool = true, labelWork: Bool = false) -> (
    out: [String], err: String
  ) {
    runSession(program, virtual: virtual, labelWork: labelWork)
  }

  @Test func pendingNamesTheStageAndWhatItWillDoInItsJobsTime() {
    let out = run(
      """
      interval 1 | take 5 | throttle 2.5 &
      :advance 1.5
      timer 0.5, "x" | delay 2 &
      :pending
      :advance 1
      :pending
      """
    ).out
    #expect(
      Array(out.prefix(7)) == [
        "[1] 2.000 interval (stage 1) sends next value",
        "[2] 0.500 timer (stage 1) sends its value",
        "[1] 3.500 throttle (stage 3) sends held value",
        // after :advance 1 (the clock at 2.5): the timer fired; delay holds its value and
        // its completion
        "[1] 3.000 interval (stage 1) sends next value",
        "[2] 2.500 delay (stage 2) sends delayed event",
        "[2] 2.500 delay (stage 2) sends delayed event",
        "[1] 4.500 throttle (stage 3) sends held value",
      ])
  }

  @Test func advanceRunsTheJobsWorkAndNothingBeyond() {
    let out = run(
      """
      interval 1 | take 3 &
      :advance 2.5
      :pending
      """
    ).out
    #expect(
      Array(out.prefix(3)) == [
        "[1] 1.000 next 0", "[1] 2.000 next 1", "[1] 3.000 interval (stage 1) sends next value",
      ])
  }

  @Test func nothingPendingAndTheWallClockSayWhy() {
    #expect(run(":pending").out == ["no pending work"])
    // A timer far enough away that no load on the machine lets it fire before `:pending`.
    let real = run("timer 1h, 1 &\n:pending\n:kill 1\n:advance 1", virtual: false)
    #expect(
      real.out.first == "[1] 3600.000 timer (stage 1) sends its value", "on the wall clock too")
    #expect(real.err.contains("':advance' needs the virtual clock (:clock virtual)"))
    #expect(run(":advance soon").err.contains("':advance' takes a number of seconds"))
  }

  @Test func labellingDoesNotChangeWhatPipelinesDo() {
    let program = "marbles \"-a-b--c|\" | throttle 0.15 | delay 0.1 | bufferWithTime 0.3"
    #expect(run(program, labelWork: true).out == run(program).out)
  }

  @Test func workScheduledByScheduledWorkKeepsItsLabel() {
    let clock = VirtualTimeScheduler()
    let label = WorkLabel("ticker")
    WorkLabel.run(label) {
      _ = clock.schedule(at: 1) { clock.schedule(at: 2) {} }
    }
    clock.schedule(at: 3) {}
    #expect(clock.pendingWork.map { $0.label === label } == [true, false])
    clock.advance(to: 1)
    #expect(clock.pendingWork.map(\.time) == [2, 3])
    #expect(clock.pendingWork.map { $0.label === label } == [true, false])
    #expect(WorkLabel.current == nil)
  }
}

/// `:resources` (SPEC §8): live subscriptions per job and stage, scheduled actions,
/// subjects and their subscriber counts.
@Suite struct ResourcesTests {
  private func run(_ program: String) -> [String] { runSession(program).out }

  @Test func liveSubscriptionsGoBackToNothingWhenJobsEnd() {
    let out = run(
      """
      subject clicks
      clicks | map x &
      interval 1 | take 2 | flattenMap { v -> timer 0.5, v } &
      :advance 1.2
      :resources
      :advance 5
      :resources
      """)
    let first = Array(out.prefix(12))
    #expect(
      first == [
        "jobs:",
        "  [1] clicks | map x &",
        "    stage 1 clicks: 1 live subscription",
        "    stage 2 map: 1 live subscription",
        "  [2] interval 1 | take 2 | flattenMap { v -> timer 0.5, v } &",
        "    stage 1 interval: 1 live subscription",
        "    stage 2 take: 1 live subscription",
        "    stage 3 flattenMap: 1 live subscription",
        "    stage 3.1 timer: 1 live subscription",
        "    2 scheduled actions",
        "subjects:",
        "  clicks (subject): 1 subscriber",
      ])
    // Job 2 ran to its end (its events print in between); only job 1 is left.
    #expect(
      Array(out.suffix(6)) == [
        "jobs:",
        "  [1] clicks | map x &",
        "    stage 1 clicks: 1 live subscription",
        "    stage 2 map: 1 live subscription",
        "subjects:",
        "  clicks (subject): 1 subscriber",
      ])
  }

  @Test func nothingAlive() {
    #expect(run(":resources") == ["jobs: none", "subjects: none"])
  }
}

/// What `:clock` replays of a `:load`: only the statements that bind names.
@Suite struct LoadBindingsTests {
  @Test func onlyTheBindingStatementsOfAScriptRunAgain() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "signalbox-load-\(UUID().uuidString).sbx"
    ).path
    try Data("let a = 5\nfrom [a] | map x + 1\nsubject s\nlet p = just a * 2\n".utf8).write(
      to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let output = CollectedOutput()
    var options = SessionOptions()
    options.virtualTime = true
    let session = Session(options: options, output: output)
    session.runInteractive(SourceFile(name: "<repl>", text: ":load \(path)"))
    #expect(output.stdout == ["0.000 next 6", "0.000 completed"])
    session.runInteractive(SourceFile(name: "<repl>", text: ":clock virtual"))
    #expect(
      output.stdout.dropFirst(2) == [
        "(virtual clock; 0 binding statements and the bindings of 1 loaded file replayed)"
      ], "the pipeline statement did not run again")
    session.runProgram([SourceFile(name: "t.sbx", text: "p\n:let")])
    #expect(Array(output.stdout.dropFirst(3).prefix(2)) == ["0.000 next 10", "0.000 completed"])
    #expect(
      output.stdout.contains { $0.hasPrefix("s ") && $0.hasSuffix("subject (0 subscribers)") },
      "the subject is bound")
  }
}
