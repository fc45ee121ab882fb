import SignalboxTestSupport
import Testing

/// RxJS's meanings at the edges of Rx names that RAC has no stream operator for (issue 38,
/// item 7): `first` on an empty source, negative literal counts, `distinctUntilChanged`'s key
/// from the first value, and `sample` given a period. On the virtual clock.
@Suite struct RxEdgeMeaningsLanguageTests {
  @Test func firstOnAnEmptySourceIsRxjsEmptyError() {
    #expect(runSession("empty | first").out == ["0.000 error \"first: no elements in sequence\""])
    #expect(
      runSession("from [] | first").out == [
        "0.000 error \"first: no elements in sequence\""
      ])
    #expect(
      runSession("marbles \"--a-b|\", 0.5 | first").out == [
        "1.000 next \"a\"", "1.000 completed",
      ])
    #expect(runSession("marbles \"--#\", 0.5 | first").out == ["1.000 error \"marble error\""])
  }

  @Test func firstWithRxjsDefaultValue() {
    #expect(runSession("empty | first null, 5").out == ["0.000 next 5", "0.000 completed"])
    #expect(runSession("from [3, 4] | first null, 5").out == ["0.000 next 3", "0.000 completed"])
    #expect(runSession("from [1, 2] | first x > 5, 0").out == ["0.000 next 0", "0.000 completed"])
    #expect(runSession("from [1, 7] | first x > 5").out == ["0.000 next 7", "0.000 completed"])
  }

  @Test func negativeLiteralCountsAreRxjsZero() {
    #expect(runSession("from [1, 2] | take -1").out == ["0.000 completed"])
    #expect(runSession("from [1, 2] | takeLast -1").out == ["0.000 completed"])
    #expect(runSession("from [1, 2] | repeat -1").out == ["0.000 completed"])
    let all = ["0.000 next 1", "0.000 next 2", "0.000 completed"]
    #expect(runSession("from [1, 2] | skip -1").out == all)
    #expect(runSession("from [1, 2] | skipLast -1").out == all)
    #expect(runSession("seq [1, 2] | take -1 | array").out == ["0.000 next []", "0.000 completed"])
    #expect(
      runSession("seq [1, 2] | skip -2 | array").out == [
        "0.000 next [1,2]", "0.000 completed",
      ])
    #expect(
      runSession("marbles \"a-b|\" | skip -1").out == [
        "0.000 next \"a\"", "0.200 next \"b\"", "0.300 completed",
      ])
    #expect(runSession("from [1, 2] | take 1.5").err.contains("[C006]"), "not a count")
    let once = ["0.000 next \"a\"", "0.100 error \"marble error\""]
    #expect(runSession("marbles \"a#\" | retry -1").out == once, "RxJS's and RAC's: no retry")
    #expect(runSession("marbles \"a#\" | retry(-1)").out == once)
  }

  @Test func distinctUntilChangedKeysTheFirstValueToo() {
    // RxJS distinctUntilChanged-spec.ts: the key selector is applied to the first value.
    let program = "from [{\"k\": 1}, {\"k\": 1, \"z\": 0}, {\"k\": 2}, {\"k\": 2}] "
    #expect(
      runSession(program + "| distinctUntilChanged x.k").out == [
        "0.000 next {\"k\":1}", "0.000 next {\"k\":2}", "0.000 completed",
      ])
    #expect(
      runSession(program + "| distinctUntilChanged acc == x, x.k").out == [
        "0.000 next {\"k\":1}", "0.000 next {\"k\":2}", "0.000 completed",
      ])
  }

  @Test func sampleWithAPeriodIsACompileErrorPointingAtSampleTime() {
    let (out, err) = runSession("interval 1 | take 3 | sample 1")
    #expect(out == [])
    #expect(err.contains("for a period write 'sampleTime T' [C005]"))
    #expect(
      runSession("interval 0.4 | take 5 | sampleTime 1").out == [
        "1.000 next 1", "2.000 next 3", "2.000 completed",
      ])
  }
}
