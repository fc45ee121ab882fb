import Signalbox
import SignalboxTestSupport
import Synchronization
import XCTest

final class SequenceSignalTests: XCTestCase {
  func testSignalSendsOneValuePerActionThenCompletes() {
    let t = TestTimeline()
    let events = t.start { StreamSequence.from([1, 2, 3]).signal(on: t.scheduler) }
    XCTAssertEqual(events, [.next(200, 1), .next(200, 2), .next(200, 3), .completed(200)])
    let t2 = TestTimeline()
    XCTAssertEqual(
      t2.start { StreamSequence<Int>.empty.signal(on: t2.scheduler) }, [.completed(200)])
  }

  func testSignalOfAFailingSequenceSendsTheError() {
    let t = TestTimeline()
    let failing = StreamSequence.from([1, 2]).map { x -> Int in
      if x == 2 { throw Boom() }
      return x
    }
    let events = t.start { failing.signal(on: t.scheduler) }
    XCTAssertEqual(events.count, 2)
    XCTAssertEqual(events.first, .next(200, 1))
  }

  func testDisposingTheSignalStopsPullingAnInfiniteSequence() {
    let t = TestTimeline()
    let calls = CallCounter()
    let naturals = calls.naturals()
    let recorder = EventRecorder<Int>(scheduler: t.scheduler)
    let subscriber = recorder.subscriber()
    let disposable = CurrentScheduler.run(as: t.scheduler) {
      naturals.signal(on: t.scheduler).subscribe(subscriber)
    }
    for _ in 0..<5 { _ = t.scheduler.runNext(notAfter: 0) }
    disposable.dispose()
    t.scheduler.advance(by: 10)
    XCTAssertEqual(recorder.events.map(\.kind), [0, 1, 2, 3, 4].map { .next($0) })
    XCTAssertLessThanOrEqual(calls.value, 5)
  }

  func testSignalSequenceCollectsWhenTheSignalCompletes() throws {
    let t = TestTimeline()
    let src = t.cold("-1-2-|")
    let events = t.start { src.sequence().map { try $0.array().reduce(0, +) } }
    XCTAssertEqual(events, [.next(205, 3), .completed(205)])
    let t2 = TestTimeline()
    XCTAssertEqual(t2.start { Signal<Int>.never.sequence().map { _ in 0 } }, [])
    XCTAssertEqual(
      TestTimeline().start { Signal<Int>.error(Boom()).sequence().map { _ in 0 } }.count, 1)
  }
}

final class SequenceLimitTests: XCTestCase {
  func testTakeAndFoldLeftOverAMillionRunsInConstantStack() throws {
    let sum = try StreamSequence.iterate(1) { $0 + 1 }.take(1_000_000).foldLeft(0, +)
    XCTAssertEqual(sum, 500_000_500_000)
  }

  func testFilteringOutALongRunDoesNotRecurse() throws {
    let found = try StreamSequence.iterate(0) { $0 + 1 }.filter { $0 >= 300_000 }.head
    XCTAssertEqual(found, 300_000)
  }

  func testReleasingALongEvaluatedSequenceDoesNotRecurse() throws {
    var s: StreamSequence<Int>? = StreamSequence.iterate(0) { $0 + 1 }.map { $0 * 2 }.take(500_000)
    XCTAssertEqual(try s?.foldLeft(0) { acc, _ in acc + 1 }, 500_000)
    s = nil  // 500 000 memoised cells, freed one by one
    XCTAssertNil(s)
  }

  func testFoldRightOverAHundredThousandWithALazyRest() throws {
    #if SIGNALBOX_TSAN
      let n = 5_000  // the sanitizer's frames and shadow stacks make deep hops impractical
    #else
      let n = 100_000
    #endif
    let s = StreamSequence.iterate(1) { $0 + 1 }.take(n)
    let total = try s.foldRight(0) { x, rest in x + (try rest.head ?? 0) }
    XCTAssertEqual(total, n * (n + 1) / 2)
  }
}
