import Signalbox
import SignalboxTestSupport
import Synchronization
import XCTest

/// `Operators/Combining/SampleRx.swift`: timelines on the virtual clock.
final class SampleRxTests: XCTestCase {
  private typealias Op = @Sendable (Signal<Int>, TestTimeline) -> Signal<Int>

  private func subscribers(
    _ t: TestTimeline, _ signal: Signal<Int>, _ windows: [(Double, Double)]
  ) -> [EventRecorder<Int>] {
    windows.map { (start, end) in
      let recorder = EventRecorder<Int>(scheduler: t.scheduler)
      let subscription = Mutex<(any Disposable)?>(nil)
      t.scheduler.schedule(at: start) {
        subscription.withLock { $0 = signal.subscribe(recorder.subscriber()) }
      }
      t.scheduler.schedule(at: end) { subscription.withLock { $0 }?.dispose() }
      return recorder
    }
  }

  func testSampleRxSendsEachValueAtMostOnce() {
    let op: @Sendable (Signal<Int>, Signal<Int>, TestTimeline) -> Signal<Int> = { s, n, _ in
      s.sampleRx(n)
    }
    XCTAssertEqual(
      timeline("1-2---3|", "-0-0-0-0", op), [.next(201, 1), .next(203, 2), .completed(207)])
    XCTAssertEqual(timeline("1-2---|", "-0|", op), [.next(201, 1), .completed(206)])
    XCTAssertEqual(timeline("-", "-0", op), [])
    XCTAssertEqual(timeline("|", "-0", op), [.completed(200)])
    XCTAssertEqual(timeline("1-#", "-0", op), [.next(201, 1), .error(202, "marble error")])
    XCTAssertEqual(timeline("1-2|", "-0-0", dispose: 202, op), [.next(201, 1)])
    let rac: @Sendable (Signal<Int>, Signal<Int>, TestTimeline) -> Signal<Int> = { s, n, _ in
      s.sample(n)
    }
    XCTAssertEqual(
      timeline("1-----|", "-0-0", rac), [.next(201, 1), .next(203, 1), .completed(206)],
      "RAC's sample sends 1 again")
  }
}
