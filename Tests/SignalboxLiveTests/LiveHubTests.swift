import FoundationEssentials
import SignalboxSession
import Testing

@testable import SignalboxLive

/// The hub between the session and the readers: bounded per reader and in its history;
/// a slow reader is told what it skipped and starts over; a vanished one is forgotten.
/// Nothing here waits on the wall clock: a reader's next read is awaited, and `observe`
/// is synchronous (it never waits for a reader).
@Suite struct LiveHubTests {
  func text(_ bytes: [UInt8]?) -> String { bytes.map { String(decoding: $0, as: UTF8.self) } ?? "" }

  func value(_ k: Int) -> FlowNote {
    .event(flow: 1, row: 0, subscription: 1, .value(Double(k), "\(k)"))
  }

  func started(_ hub: LiveHub) {
    hub.observe(.started(flow: 1, title: "interval 1", realTime: true))
    hub.observe(.row(flow: 1, row: 0, label: "1:interval", parent: nil, depth: 0))
  }

  /// A hub on the clock `now`, started, and a reader that has read what it held.
  func startedWithAReader(_ now: Clock) async -> (LiveHub, Int) {
    let hub = LiveHub(clock: { now.value })
    started(hub)
    let id = try! #require(hub.connect())
    _ = await hub.next(id)
    return (hub, id)
  }

  @Test func aNewReaderGetsTheHistoryThenEachEvent() async {
    let hub = LiveHub(clock: { 0 })
    started(hub)
    hub.observe(value(1))
    let id = try! #require(hub.connect())
    let first = text(await hub.next(id))
    #expect(first.hasPrefix("event: reset\n"))
    #expect(first.contains("event: flow\n") && first.contains("\"label\":\"1:interval\""))
    #expect(first.contains("\"v\":\"1\""))
    #expect(!first.contains("skipped"))
    async let second = hub.next(id)
    hub.observe(value(2))
    #expect(text(await second) == text(LiveEvents.frame(value(2))))
  }

  @Test func aSlowReaderIsToldWhatItSkippedAndStartsOver() async {
    var limits = LiveHub.Limits()
    limits.clientBytes = 2000
    let hub = LiveHub(limits: limits, clock: { 0 })
    started(hub)
    let id = try! #require(hub.connect())
    _ = await hub.next(id)
    // The reader reads nothing while 1000 events go by: the hub never waits for it.
    for k in 0..<1000 { hub.observe(value(k)) }
    let catchUp = text(await hub.next(id))
    let skipped = try! #require(catchUp.firstRange(of: "event: skipped\ndata: {\"n\":"))
    #expect(skipped.lowerBound == catchUp.startIndex)
    #expect(catchUp.contains("event: reset\n"))
    // It starts over from the history, which holds the latest event.
    #expect(catchUp.contains("\"v\":\"999\""))
    // And goes on as before.
    hub.observe(value(1000))
    #expect(text(await hub.next(id)) == text(LiveEvents.frame(value(1000))))
  }

  @Test func aReaderThatFellBehindHoldsNoMoreThanItsLimit() {
    var limits = LiveHub.Limits()
    limits.clientBytes = 4096
    let hub = LiveHub(limits: limits, clock: { 0 })
    started(hub)
    _ = hub.connect()
    for k in 0..<20_000 { hub.observe(value(k)) }
    #expect(hub.queuedBytes.allSatisfy { $0 <= 4096 })
  }

  @Test func aVanishedReaderIsForgotten() async {
    let hub = LiveHub(clock: { 0 })
    let id = try! #require(hub.connect())
    #expect(hub.readers.now == 1)
    hub.disconnect(id)
    #expect(hub.readers == (0, true))
    #expect(await hub.next(id) == nil)
    for k in 0..<10 { hub.observe(value(k)) }
    #expect(hub.queuedBytes.isEmpty)
  }

  @Test func aWaitingReaderIsResumedWhenItIsDisconnected() async {
    let hub = LiveHub(clock: { 0 })
    let id = try! #require(hub.connect())
    _ = await hub.next(id)
    async let waiting = hub.next(id)
    hub.disconnect(id)
    #expect(await waiting == nil)
  }

  /// After the end, a reader handed `event: done` is ended: its next read is nil, so the
  /// server closes its stream.
  @Test func aReaderHandedTheEndIsEnded() async {
    let hub = LiveHub(clock: { 0 })
    let waiting = try! #require(hub.connect())
    let queued = try! #require(hub.connect())
    _ = await hub.next(waiting)
    _ = await hub.next(queued)
    async let resumed = hub.next(waiting)
    hub.finish()
    hub.finish()
    #expect(text(await resumed) == "event: done\ndata: {}\n\n")
    #expect(await hub.next(waiting) == nil)
    // One that was not waiting: `done` after what it had queued, once, then nil.
    #expect(text(await hub.next(queued)) == "event: done\ndata: {}\n\n")
    #expect(await hub.next(queued) == nil)
    // One that comes after the end: the history, ending in `done`, then nil.
    let late = try! #require(hub.connect())
    #expect(text(await hub.next(late)).hasSuffix("event: done\ndata: {}\n\n"))
    #expect(await hub.next(late) == nil)
  }

  /// With no reader ever: `wait` seconds from the end for one to come, on the hub's clock.
  @Test func withNoReaderTheViewWaitsForOne() async {
    let now = Clock(0)
    let hub = LiveHub(clock: { now.value })
    #expect(hub.keepsServing(wait: 60), "before the end")
    started(hub)
    now.value = 10
    hub.finish()
    now.value = 69.9
    #expect(hub.keepsServing(wait: 60))
    now.value = 70
    #expect(!hub.keepsServing(wait: 60))
    // One that comes in time is served until it has read the end.
    let late = LiveHub(clock: { now.value })
    late.finish()
    let id = try! #require(late.connect())
    #expect(late.keepsServing(wait: 60))
    _ = await late.next(id)
    #expect(late.keepsServing(wait: 60), "handed the end, not yet gone")
    #expect(await late.next(id) == nil)
    late.disconnect(id)
    #expect(!late.keepsServing(wait: 60))
  }

  /// Nothing to see (no flow was told: the program did not compile, or ran no pipeline)
  /// and no reader: the view stops at once.
  @Test func withNothingToSeeTheViewStopsAtOnce() {
    let hub = LiveHub(clock: { 0 })
    #expect(!hub.toldAFlow)
    hub.finish()
    #expect(!hub.keepsServing(wait: 60))
  }

  /// A reader that read everything and went away: the view stops at once.
  @Test func aReaderThatReadEverythingLetsTheViewStop() async {
    let now = Clock(0)
    let (hub, id) = await startedWithAReader(now)
    now.value = 5
    hub.finish()
    #expect(hub.keepsServing(wait: 60))
    _ = await hub.next(id)
    hub.disconnect(id)
    #expect(!hub.keepsServing(wait: 60))
  }

  /// A reader that stopped reading (its connection stuck writing to a page that reads
  /// nothing) holds the view up for `wait` seconds after it last took bytes, no longer;
  /// one that stopped long before the end, not at all.
  @Test func aReaderThatStoppedReadingDoesNotHoldTheViewUp() async {
    let now = Clock(0)
    let (hub, _) = await startedWithAReader(now)
    now.value = 1
    for k in 0..<100 { hub.observe(value(k)) }
    now.value = 2
    hub.finish()
    #expect(hub.readers.now == 1)
    #expect(hub.keepsServing(wait: 3))
    now.value = 2.9
    #expect(hub.keepsServing(wait: 3))
    now.value = 3
    #expect(!hub.keepsServing(wait: 3))
    #expect(!hub.keepsServing(wait: 0.5), "a shorter wait: stopped reading before the end")
  }

  @Test func atMostFourReaders() {
    let hub = LiveHub()
    for _ in 0..<4 { #expect(hub.connect() != nil) }
    #expect(hub.connect() == nil)
  }

  @Test func theHistoryKeepsTheLatestEventsAndCountsTheRest() async {
    var limits = LiveHub.Limits()
    limits.history.marks = 10
    let hub = LiveHub(limits: limits, clock: { 0 })
    started(hub)
    for k in 0..<100 { hub.observe(value(k)) }
    hub.observe(.ended(flow: 1, time: 100))
    let id = try! #require(hub.connect())
    let all = text(await hub.next(id))
    #expect(all.contains("event: summary\ndata: {\"f\":1,\"r\":0,\"n\":90,\"t\":89}"))
    #expect(all.components(separatedBy: "event: mark").count - 1 == 10)
    #expect(all.contains("\"v\":\"99\"") && !all.contains("\"v\":\"89\""))
    #expect(all.hasSuffix(text(LiveEvents.frame(.ended(flow: 1, time: 100)))))
  }

  @Test func aLateReaderLearnsHowOldAFlowIs() async {
    let now = Clock(10)
    let hub = LiveHub(clock: { now.value })
    started(hub)
    now.value = 12.5
    let id = try! #require(hub.connect())
    #expect(text(await hub.next(id)).contains("\"age\":2.5"))
  }

  @Test func theEndOfTheSessionAndPingsReachEveryReader() async {
    let hub = LiveHub(clock: { 0 })
    let id = try! #require(hub.connect())
    _ = await hub.next(id)
    hub.ping()
    #expect(text(await hub.next(id)) == ": ping\n\n")
    hub.finish()
    #expect(text(await hub.next(id)) == "event: done\ndata: {}\n\n")
    let late = try! #require(hub.connect())
    #expect(text(await hub.next(late)).hasSuffix("event: done\ndata: {}\n\n"))
  }
}

/// A settable clock for the hub.
final class Clock: @unchecked Sendable {
  var value: Double
  init(_ value: Double) { self.value = value }
}
