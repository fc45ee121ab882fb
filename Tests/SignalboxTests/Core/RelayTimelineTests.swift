import Signalbox
import SignalboxTestSupport
import XCTest

/// Every single-upstream operator runs on the one relay: on a hot source its upstream
/// subscription starts at the subscription (200) and ends at the first of the source's
/// terminal event, the operator's own early end, or the disposal (RxTest's subscription
/// logs). Their events are checked per family in the other files.
final class RelayTimelineTests: XCTestCase {
  /// Each operator, its output written as text so that one table holds them all.
  static let operators: [(String, @Sendable (Signal<Int>) -> Signal<String>)] = [
    ("map", { $0.map { "\($0 * 10)" } }),
    ("filter", { $0.filter { $0 % 2 == 1 }.map { "\($0)" } }),
    ("ignoreValues", { $0.ignoreValues(as: String.self) }),
    ("skip", { $0.skip(1).map { "\($0)" } }),
    ("skipWhileBlock", { $0.skipWhileBlock { $0 < 2 }.map { "\($0)" } }),
    ("takeUntilBlock", { $0.takeUntilBlock { $0 > 5 }.map { "\($0)" } }),
    ("distinctUntilChanged", { $0.distinctUntilChanged().map { "\($0)" } }),
    ("scan", { $0.scan(0, +).map { "\($0)" } }),
    ("combinePrevious", { $0.combinePrevious(0) { "\($0)\($1)" } }),
    ("aggregate", { $0.aggregate(0, +).map { "\($0)" } }),
    ("collect", { $0.collect().map { "\($0)" } }),
    ("takeLast", { $0.takeLast(1).map { "\($0)" } }),
    ("materialize", { $0.materialize().map { $0.isTerminal ? "end" : "v" } }),
    ("doNext", { $0.doNext { _ in }.map { "\($0)" } }),
    ("catch", { $0.catch { _ in .empty }.map { "\($0)" } }),
    ("concat", { $0.concat(.empty).map { "\($0)" } }),
    ("distinct", { $0.distinct().map { "\($0)" } }),
    ("skipLast", { $0.skipLast(1).map { "\($0)" } }),
    ("defaultIfEmpty", { $0.defaultIfEmpty { 0 }.map { "\($0)" } }),
    ("pairwise", { $0.pairwise().map { "\($0.0)\($0.1)" } }),
    ("bufferCount", { $0.bufferCount(2, every: 1).map { "\($0)" } }),
    ("reduce", { $0.reduce { a, b, _ in a + b }.map { "\($0)" } }),
    ("throttleTime", { $0.throttleTime(5).map { "\($0)" } }),
  ]

  private func run(
    _ events: [Recorded<Int>], dispose: Double = 1000,
    _ op: @Sendable (Signal<Int>) -> Signal<String>
  ) -> (events: [Recorded<String>], subscriptions: [Subscription]) {
    let t = TestTimeline()
    let source = t.hot(events)
    let signal = op(source.signal)
    let recorded = t.start(dispose: dispose) { signal }
    return (recorded, source.subscriptions)
  }

  func testNeverHoldsTheSourceUntilDisposal() {
    for (name, op) in Self.operators {
      let (events, subscriptions) = run([], op)
      XCTAssertEqual(events, [], name)
      XCTAssertEqual(subscriptions, [Subscription(200, 1000)], name)
    }
  }

  func testEmptyEndsTheSourceSubscriptionAtItsCompletion() {
    for (name, op) in Self.operators {
      let (events, subscriptions) = run([.completed(250)], op)
      XCTAssertEqual(events.last?.kind, .completed, name)
      XCTAssertEqual(events.last?.time, 250, name)
      XCTAssertEqual(subscriptions, [Subscription(200, 250)], name)
    }
  }

  func testValuesThenCompletion() {
    for (name, op) in Self.operators {
      let (events, subscriptions) = run(
        [.next(150, 9), .next(210, 1), .next(220, 2), .completed(300)], op)
      XCTAssertEqual(events.last, .completed(300), name)
      XCTAssertTrue(
        events.allSatisfy { $0.time >= 210 },
        "\(name): the value at 150 came before the subscription")
      XCTAssertEqual(subscriptions, [Subscription(200, 300)], name)
    }
  }

  func testAnErrorEndsTheSourceSubscription() {
    for (name, op) in Self.operators {
      let (events, subscriptions) = run([.next(210, 1), .error(260, "boom")], op)
      XCTAssertEqual(subscriptions, [Subscription(200, 260)], name)
      XCTAssertEqual(events.last?.time, 260, name)
    }
  }

  func testEarlyDisposalReachesTheSource() {
    for (name, op) in Self.operators {
      let (events, subscriptions) = run(
        [.next(210, 1), .next(300, 2), .completed(400)], dispose: 250, op)
      XCTAssertTrue(events.allSatisfy { $0.time <= 250 }, name)
      XCTAssertEqual(subscriptions, [Subscription(200, 250)], name)
    }
  }

  func testAnOperatorThatEndsEarlyDisposesItsSourceThere() {
    let cases: [(String, @Sendable (Signal<Int>) -> Signal<String>, [Recorded<String>])] = [
      (
        "take", { $0.take(2).map { "\($0)" } }, [.next(210, "1"), .next(220, "2"), .completed(220)]
      ),
      (
        "takeUntilBlock", { $0.takeUntilBlock { $0 == 2 }.map { "\($0)" } },
        [.next(210, "1"), .completed(220)]
      ),
      ("first", { $0.first(or: { 0 }).map { "\($0)" } }, [.next(210, "1"), .completed(210)]),
      (
        "distinct throws",
        {
          $0.distinct { v -> Int in
            if v == 2 { throw SignalError("no 2") }
            return v
          }.map { "\($0)" }
        },
        [.next(210, "1"), .error(220, "no 2")]
      ),
      ("any", { $0.any { $0 == 2 }.map { "\($0)" } }, [.next(220, "true"), .completed(220)]),
      ("all", { $0.all { $0 < 2 }.map { "\($0)" } }, [.next(220, "false"), .completed(220)]),
      (
        "map throws",
        {
          $0.map { v -> String in
            if v == 2 { throw SignalError("no 2") }
            return "\(v)"
          }
        },
        [.next(210, "1"), .error(220, "no 2")]
      ),
    ]
    for (name, op, expected) in cases {
      let (events, subscriptions) = run(
        [.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)], op)
      XCTAssertEqual(events, expected, name)
      XCTAssertEqual(
        subscriptions.map(\.unsubscribe), [expected.last!.time],
        "\(name): the source is disposed at the end")
    }
  }

  func testCatchSubscribesTheFallbackAtTheError() {
    let t = TestTimeline()
    let source = t.hot([.next(210, 1), .error(250, "boom")])
    let fallback = t.cold([.next(10, 7), .completed(20)])
    let events = t.start { source.signal.catch { _ in fallback.signal } }
    XCTAssertEqual(events, [.next(210, 1), .next(260, 7), .completed(270)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 250)])
    XCTAssertEqual(fallback.subscriptions, [Subscription(250, 270)])
  }
}
