import Signalbox
import SignalboxTestSupport
import XCTest

/// `Operators/Transforming/Map.swift`: timelines on the virtual clock.
final class MapTests: XCTestCase {
  func testMap_Never() {
    let t = TestTimeline()
    XCTAssertEqual(t.start { Signal<Int>.never.map { $0 * 2 } }, [])
  }

  func testMap_Empty() {
    let t = TestTimeline()
    XCTAssertEqual(t.start { Signal<Int>.empty.map { $0 * 2 } }, [.completed(200)])
  }

  func testMap_Values() {
    let t = TestTimeline()
    let src = t.cold("-1-2-|")
    XCTAssertEqual(
      t.start { src.map { $0 * 10 } }, [.next(201, 10), .next(203, 20), .completed(205)])
  }

  func testMap_Error() {
    let t = TestTimeline()
    let src = t.cold("-1-#")
    XCTAssertEqual(t.start { src.map { $0 * 10 } }, [.next(201, 10), .error(203, "marble error")])
  }

  func testMap_DisposedEarly() {
    let t = TestTimeline()
    let src = t.cold("-1-2-3-|")
    XCTAssertEqual(t.start(dispose: 204) { src.map { $0 + 1 } }, [.next(201, 2), .next(203, 3)])
  }

  /// `just(v).map(f)` is fused into one subscription: the same events as the two-level
  /// form, `f` run at each subscription (not when the signal is made), errors and
  /// disposal as before.
  func testMapOfJust_IsFusedWithTheSameBehaviour() {
    let calls = Counter()
    let fused = Signal.just(4).map { v -> Int in
      calls.increment()
      return v * 10
    }
    XCTAssertEqual(calls.value, 0, "nothing runs before a subscription (C4)")
    XCTAssertEqual(TestTimeline().start { fused }, [.next(200, 40), .completed(200)])
    XCTAssertEqual(
      TestTimeline().start { fused.repeat(3) },
      [.next(200, 40), .next(200, 40), .next(200, 40), .completed(200)])
    XCTAssertEqual(calls.value, 4, "the transform runs once per subscription")
    let twoLevel = Signal<Int> { s in
      s.sendNext(4)
      s.sendCompleted()
      return nil
    }.map { $0 * 10 }
    XCTAssertEqual(
      TestTimeline().start { fused.concat(fused) },
      TestTimeline().start { twoLevel.concat(twoLevel) })
    let failing = Signal.just(1).map { _ -> Int in throw TestError() }
    XCTAssertEqual(TestTimeline().start { failing }, [.error(200, "test error")])
    XCTAssertEqual(
      TestTimeline().start { Signal.just(1).map { $0 + 1 }.map { $0 * 5 }.take(1) },
      [.next(200, 10), .completed(200)])
    XCTAssertEqual(
      TestTimeline().start { Signal.just(1).map { $0 + 1 }.filter { _ in false } },
      [.completed(200)])
  }

  func testMap_MatchesBindDerivation() {
    let t = TestTimeline()
    let src = t.cold("-1-2-|")
    let derived = t.start { src.flattenMap { Signal.just($0 * 3) } }
    let t2 = TestTimeline()
    let src2 = t2.cold("-1-2-|")
    XCTAssertEqual(t2.start { src2.map { $0 * 3 } }, derived)
  }

  func testMapReplace() {
    let op: TimelineOp<String> = { s, _ in s.mapReplace("x") }
    assertQuietEdges(op)
    XCTAssertEqual(timeline("-1-2-|", op), [.next(201, "x"), .next(203, "x"), .completed(205)])
    XCTAssertEqual(timeline("-1-#", op), [.next(201, "x"), .error(203, "marble error")])
    XCTAssertEqual(timeline("-1-2-3-|", dispose: 204, op), [.next(201, "x"), .next(203, "x")])
  }
}
