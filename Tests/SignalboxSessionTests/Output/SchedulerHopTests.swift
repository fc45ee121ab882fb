import SignalboxLanguage
import SignalboxTestSupport
import Testing

@testable import SignalboxSession

/// The scheduler hop made visible (issue 38 item 6), on the virtual clock: `--format json`
/// trace records name the scheduler that delivered the event; the marble rows of
/// `deliverOn`/`subscribeOn` name their scheduler; text trace lines are unchanged.
@Suite struct SchedulerHopTests {
  @Test func jsonTraceNamesTheSchedulerAfterADeliverOn() {
    let (out, err) = runSession("from [1, 2] | deliverOn background | trace", format: .json)
    #expect(err == "")
    #expect(
      out == [
        #"{"t":0,"kind":"trace","label":"deliverOn","event":"subscribed"}"#,
        #"{"t":0,"kind":"trace","label":"deliverOn","event":"next","value":1,"#
          + #""scheduler":"background"}"#,
        #"{"t":0,"kind":"next","value":1}"#,
        #"{"t":0,"kind":"trace","label":"deliverOn","event":"next","value":2,"#
          + #""scheduler":"background"}"#,
        #"{"t":0,"kind":"next","value":2}"#,
        #"{"t":0,"kind":"trace","label":"deliverOn","event":"completed","scheduler":"background"}"#,
        #"{"t":0,"kind":"trace","label":"deliverOn","event":"disposed","scheduler":"background"}"#,
        #"{"t":0,"kind":"completed"}"#,
      ])
  }

  @Test func eachSchedulerByItsNameAndNoneWithoutAHop() {
    let program = """
      timer 1, 7 | trace(a) | subscribeOn "worker" | deliverOn immediate | trace(b) \
      | delay 1 | trace(c) | deliverOn main | trace(d)
      """
    let (out, _) = runSession(program, format: .json)
    let nexts = out.filter { $0.contains(#""event":"next""#) }
    #expect(
      nexts == [
        #"{"t":1,"kind":"trace","label":"a","event":"next","value":7}"#,
        #"{"t":1,"kind":"trace","label":"b","event":"next","value":7,"scheduler":"immediate"}"#,
        #"{"t":2,"kind":"trace","label":"c","event":"next","value":7}"#,
        #"{"t":2,"kind":"trace","label":"d","event":"next","value":7,"scheduler":"main"}"#,
      ])
    // `subscribeOn`: the subscription, and what a source sends while subscribing, run there.
    let subscribed = runSession(#"from [1] | trace | subscribeOn "worker""#, format: .json).out
    #expect(
      subscribed.prefix(2) == [
        #"{"t":0,"kind":"trace","label":"from","event":"subscribed","scheduler":"worker"}"#,
        #"{"t":0,"kind":"trace","label":"from","event":"next","value":1,"scheduler":"worker"}"#,
      ])
  }

  @Test func textTraceLinesAreUnchanged() {
    let (out, _) = runSession("from [1] | deliverOn background | trace")
    #expect(
      out == [
        "0.000 trace deliverOn subscribed", "0.000 trace deliverOn next 1", "0.000 next 1",
        "0.000 trace deliverOn completed", "0.000 trace deliverOn disposed", "0.000 completed",
      ])
  }

  @Test func marbleRowsOfSchedulerStagesNameTheirScheduler() {
    let (out, _) = runSession(
      #"timer 1, 5 | deliverOn background | subscribeOn "w" | deliverOnMainThread"#
    ) {
      $0.marbles = true
      $0.marbleFormat = .table
    }
    #expect(
      out == [
        "1.000 next 5", "1.000 completed", "time                    1.000",
        "1:timer                 5,|", "2:deliverOn background  5,|",
        "3:subscribeOn \"w\"       5,|", "4:deliverOnMainThread   5,|",
      ])
  }
}
