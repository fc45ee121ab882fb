import Signalbox
import SignalboxLanguage
import Testing

/// `:advance T` and `:pending` on the virtual clock (SPEC §8).
@Suite struct PendingTests {
  private func run(_ program: String, virtual: Bool = true, labelWork: Bool = false) -> (out: [String], err: String) {
    let output = CollectedOutput()
    var options = SessionOptions()
    options.virtualTime = virtual
    options.labelWork = labelWork
    let session = Session(options: options, output: output)
    session.runProgram([SourceFile(name: "t.sbx", text: program)])
    return (output.stdout, output.stderr)
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
    let real = run(":pending\n:advance 1", virtual: false)
    #expect(real.err.contains("':pending' needs the virtual clock (:clock virtual)"))
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
      clock.schedule(at: 1) { clock.schedule(at: 2) {} }
    }
    clock.schedule(at: 3) {}
    #expect(clock.pendingWork.map { $0.label === label } == [true, false])
    clock.advance(to: 1)
    #expect(clock.pendingWork.map(\.time) == [2, 3])
    #expect(clock.pendingWork.map { $0.label === label } == [true, false])
    #expect(WorkLabel.current == nil)
  }
}
