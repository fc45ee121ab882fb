import SignalboxJSON
import SignalboxLanguage
import SignalboxSession
import SignalboxTestSupport
import Testing

/// `:explain PIPELINE` (SPEC §8): the graph, each stage annotated.
@Suite struct ExplainTests {
  private func run(_ program: String, virtual: Bool = true, width: Int = 200) -> (
    out: [String], err: String
  ) {
    runSession(program, virtual: virtual) { $0.marbleWidth = width }
  }

  @Test func eachStageSaysTemperatureStateTimeAndScheduler() {
    #expect(
      run(":explain interval 1 | take 3 | publish").out == [
        "1. interval 1",
        "     cold · no state · time: sends a value every period · scheduler: the session's "
          + "virtual clock",
        "2. take 3",
        "     cold · state: a count · no time",
        "3. publish",
        "     hot · no state · no time",
      ])
    #expect(
      run(":explain timer 1").out.last
        == "     cold · no state · time: sends its value after the delay · scheduler: the "
        + "session's virtual clock"
    )
    #expect(
      run(":explain timer 1", virtual: false).out.last?.hasSuffix(
        "scheduler: the session's real clock") == true)
  }

  @Test func blocksAreExplainedUnderTheirStage() {
    let out = run(":explain from [1, 2] | flattenMap { v -> timer v | delay 1 }").out
    #expect(out.count == 8)
    #expect(out[2] == "2. flattenMap { v -> … }")
    #expect(out[3] == "     cold · state: the inner subscriptions running · no time")
    #expect(out[6] == "     2. delay 1")
    #expect(
      out[7].hasPrefix(
        "          cold · state: the events in flight · time: shifts every event by T"))
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

  /// Lines longer than the width (the terminal's, or 80) wrap at spaces, each continuation
  /// under the start of its text; a word is never cut, and no line starts with `·`.
  @Test func longLinesWrapAtWordBoundaries() {
    let program = """
      :explain from [{"name": "ada"}] | map {who: x.name, greeting: "hello " + x.name + ", how are \
      you this fine day?"} | \
      flattenMap { v -> timer 1, v | throttle 0.5 } | map \
      "a_rather_long_word_that_cannot_be_broken_anywhere_at_all_not_even_near_the_end"
      """.replacingOccurrences(of: "\\\n", with: "")
    #expect(
      run(program, width: 80).out == [
        "1. from [{\"name\": \"ada\"}]",
        "     cold · no state · no time",
        "2. map {\"who\": x.name, \"greeting\": \"hello \" + x.name + \", how are you this fine",
        "   day?\"}",
        "     cold · no state · no time",
        "3. flattenMap { v -> … }",
        "     cold · state: the inner subscriptions running · no time",
        "     1. timer 1, v",
        "          cold · no state · time: sends its value after the delay · scheduler:",
        "          the session's virtual clock",
        "     2. throttle 0.5",
        "          cold · state: the latest value, held · time: sends it once no newer",
        "          one came for T · scheduler: the session's virtual clock",
        "4. map",
        "   \"a_rather_long_word_that_cannot_be_broken_anywhere_at_all_not_even_near_the_end\"",
        "     cold · no state · no time",
      ])
    let narrow = run(program, width: 30).out
    for line in narrow where line.count > 30 {
      #expect(
        !line.dropFirst(line.prefix { $0 == " " }.count).contains(" "),
        "only a single word overflows: \(line)")
    }
    #expect(narrow.allSatisfy { !$0.trimmingPrefix(while: { $0 == " " }).hasPrefix("·") })
    // Joined again, the words are the same as at a width that wraps nothing.
    let words = { (lines: [String]) in lines.joined(separator: " ").split(separator: " ") }
    #expect(words(narrow) == words(run(program, width: 1000).out))
  }

  @Test func graphDoesNotWrap() {
    let out = run(
      ":graph from [1] | map \"" + String(repeating: "word ", count: 30) + "\"", width: 40
    ).out
    #expect(out.count == 2)
  }

  @Test func mistakesAreWarnings() {
    #expect(run(":explain").err.contains("':explain' needs a pipeline"))
    #expect(run(":explain let n = 5").err.contains("':explain' takes a pipeline"))
    #expect(run(":explain from [1").err.contains("error:"))
  }
}
