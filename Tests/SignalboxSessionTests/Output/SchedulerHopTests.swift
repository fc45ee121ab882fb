import SignalboxLanguage
import SignalboxTestSupport
import Testing

@testable import SignalboxSession

/// The scheduler hop made visible (issue 38 item 6), on the virtual clock: the marble rows
/// of `deliverOn`/`subscribeOn` name their scheduler; trace lines, text and json, keep the
/// contract's format (SPEC §9 lists a trace record's members: no scheduler among them).
@Suite struct SchedulerHopTests {
  @Test func jsonTraceRecordsKeepTheContractsMembers() {
    let (out, err) = runSession("from [1, 2] | deliverOn background | trace", format: .json)
    #expect(err == "")
    #expect(
      out == [
        #"{"t":0,"kind":"trace","label":"deliverOn","event":"subscribed"}"#,
        #"{"t":0,"kind":"trace","label":"deliverOn","event":"next","value":1}"#,
        #"{"t":0,"kind":"next","value":1}"#,
        #"{"t":0,"kind":"trace","label":"deliverOn","event":"next","value":2}"#,
        #"{"t":0,"kind":"next","value":2}"#,
        #"{"t":0,"kind":"trace","label":"deliverOn","event":"completed"}"#,
        #"{"t":0,"kind":"trace","label":"deliverOn","event":"disposed"}"#,
        #"{"t":0,"kind":"completed"}"#,
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
