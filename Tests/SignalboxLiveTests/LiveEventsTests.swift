import SignalboxSession
import Testing

@testable import SignalboxLive

/// The event stream's frames: Server-Sent Events, one `event:` and one `data:` line of
/// compact JSON each, then an empty line.
@Suite struct LiveEventsTests {
  func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

  @Test func aFlowRowAndEndAreOneFrameEach() {
    #expect(
      text(LiveEvents.frame(.started(flow: 1, title: "interval 0.2 | take 10", realTime: true)))
        == "event: flow\ndata: {\"f\":1,\"title\":\"interval 0.2 | take 10\",\"real\":true,"
        + "\"age\":0}\n\n")
    #expect(
      text(LiveEvents.frame(.row(flow: 1, row: 2, label: "3.1:interval", parent: 3, depth: 1)))
        == "event: row\ndata: {\"f\":1,\"r\":2,\"label\":\"3.1:interval\",\"parent\":3,"
        + "\"depth\":1}\n\n")
    #expect(
      text(LiveEvents.frame(.row(flow: 1, row: 0, label: "1:just", parent: nil, depth: 0)))
        .contains("\"parent\":null"))
    #expect(
      text(LiveEvents.frame(.ended(flow: 4, time: 2.5)))
        == "event: end\ndata: {\"f\":4,\"t\":2.5}\n\n")
  }

  @Test func everyKindOfMark() {
    func mark(_ e: MarbleEvent) -> String {
      text(LiveEvents.frame(.event(flow: 1, row: 0, subscription: 3, e)))
    }
    #expect(
      mark(.value(0.2, "{\"a\":[1,2]}"))
        == "event: mark\ndata: {\"f\":1,\"r\":0,\"s\":3,\"t\":0.2,\"k\":\"v\","
        + "\"v\":\"{\\\"a\\\":[1,2]}\"}\n\n")
    #expect(mark(.completed(1)).hasSuffix("\"k\":\"c\"}\n\n"))
    #expect(mark(.error(1, "boom\nline")).hasSuffix("\"k\":\"e\",\"v\":\"boom\\nline\"}\n\n"))
    #expect(mark(.subscribed(0)).hasSuffix("\"k\":\"s\"}\n\n"))
    #expect(mark(.disposed(3)).hasSuffix("\"k\":\"d\"}\n\n"))
  }

  @Test func aLongValueIsCutWithItsLength() {
    let long = String(repeating: "x", count: LiveEvents.textLimit + 10)
    let frame = text(LiveEvents.frame(.event(flow: 1, row: 0, subscription: 1, .value(0, long))))
    #expect(frame.contains("\"len\":\(LiveEvents.textLimit + 10)"))
    #expect(!frame.contains(long))
  }

  /// No frame may hold a line break of its own before its end: one `data:` line each.
  @Test func newlinesInTextStayEscaped() {
    let frame = text(
      LiveEvents.frame(.started(flow: 1, title: "just 1\n| map x\r", realTime: false)))
    #expect(frame.split(separator: "\n", omittingEmptySubsequences: false).count == 4)
  }

  @Test func theStreamsOwnFrames() {
    #expect(text(LiveEvents.skipped(12)) == "event: skipped\ndata: {\"n\":12}\n\n")
    #expect(
      text(LiveEvents.summary(flow: 1, row: 2, count: 900, until: 180.5))
        == "event: summary\ndata: {\"f\":1,\"r\":2,\"n\":900,\"t\":180.5}\n\n")
    #expect(text(LiveEvents.done) == "event: done\ndata: {}\n\n")
    #expect(text(LiveEvents.ping) == ": ping\n\n")
  }
}
