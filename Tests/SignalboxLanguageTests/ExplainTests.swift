import SignalboxLanguage
import Testing

/// `:explain PIPELINE` (SPEC §8): the graph, each stage annotated.
@Suite struct ExplainTests {
  private func run(_ program: String, virtual: Bool = true) -> (out: [String], err: String) {
    runSession(program, virtual: virtual)
  }

  @Test func eachStageSaysTemperatureStateTimeAndScheduler() {
    #expect(
      run(":explain interval 1 | take 3 | publish").out == [
        "1. interval 1",
        "     cold · no state · time: sends a value every period · scheduler: the session's virtual clock",
        "2. take 3",
        "     cold · state: a count · no time",
        "3. publish",
        "     hot · no state · no time",
      ])
    #expect(
      run(":explain timer 1").out.last
        == "     cold · no state · time: sends its value after the delay · scheduler: the session's virtual clock")
    #expect(run(":explain timer 1", virtual: false).out.last?.hasSuffix("scheduler: the session's real clock") == true)
  }

  @Test func blocksAreExplainedUnderTheirStage() {
    let out = run(":explain from [1, 2] | flattenMap { v -> timer v | delay 1 }").out
    #expect(out.count == 8)
    #expect(out[2] == "2. flattenMap { v -> … }")
    #expect(out[3] == "     cold · state: the inner subscriptions running · no time")
    #expect(out[6] == "     2. delay 1")
    #expect(out[7].hasPrefix("          cold · state: the events in flight · time: shifts every event by T"))
  }

  @Test func boundNamesAreHotOrColdAsBound() {
    let out = run(
      """
      subject s
      let p = interval 1 | take 2
      :explain s | map x
      :explain p | map x
      """
    ).out
    #expect(out[1].hasPrefix("     hot · state: the subject's subscribers"))
    #expect(out[5] == "     cold · no state · no time")
  }

  @Test func mistakesAreWarnings() {
    #expect(run(":explain").err.contains("':explain' needs a pipeline"))
    #expect(run(":explain let n = 5").err.contains("':explain' takes a pipeline"))
    #expect(run(":explain from [1").err.contains("error:"))
  }
}
