import Signalbox
import SignalboxTestSupport
import Synchronization
import XCTest

/// Counts calls from closures the sequences hold.
final class CallCounter: Sendable {
  private let count = Mutex(0)
  private let log = Mutex<[Int]>([])
  var value: Int { count.withLock { $0 } }
  var calls: [Int] { log.withLock { $0 } }
  func hit(_ x: Int = 0) {
    count.withLock { $0 += 1 }
    log.withLock { $0.append(x) }
  }

  /// `[1, 2, 3]` lazily mapped through `transform`, each call recorded with its element.
  func mapped(_ transform: @escaping @Sendable (Int) -> Int = { $0 }) -> StreamSequence<Int> {
    StreamSequence.from([1, 2, 3]).map { x -> Int in
      self.hit(x)
      return transform(x)
    }
  }

  /// The naturals from 0, each step recorded with the element it steps from.
  func naturals() -> StreamSequence<Int> {
    StreamSequence.iterate(0) { x in
      self.hit(x)
      return x + 1
    }
  }
}

struct Boom: Error, Equatable {}

final class SequenceLazinessTests: XCTestCase {
  func testLazyMapRunsNothingUntilHeadIsRead() throws {
    let calls = CallCounter()
    let mapped = calls.mapped { x in x * x }
    XCTAssertEqual(calls.value, 0)
    XCTAssertEqual(try mapped.head, 1)
    XCTAssertEqual(calls.calls, [1])
    XCTAssertEqual(try mapped.head, 1)
    XCTAssertEqual(try mapped.head, 1)
    XCTAssertEqual(calls.calls, [1], "a head is computed once however often it is read")
  }

  func testLazyMapRunsOncePerElementAcrossWalks() throws {
    let calls = CallCounter()
    let mapped = calls.mapped { x in x * 10 }
    XCTAssertEqual(try mapped.array(), [10, 20, 30])
    XCTAssertEqual(try mapped.array(), [10, 20, 30])
    XCTAssertEqual(try mapped.foldLeft(0, +), 60)
    XCTAssertEqual(calls.calls, [1, 2, 3])
  }

  func testDerivedSequencesShareTheMemoisedCells() throws {
    let calls = CallCounter()
    let base = calls.mapped()
    let doubled = base.map { $0 * 2 }
    let filtered = base.filter { $0 != 2 }
    XCTAssertEqual(try doubled.array(), [2, 4, 6])
    XCTAssertEqual(try filtered.array(), [1, 3])
    XCTAssertEqual(calls.calls, [1, 2, 3])
  }

  func testReadingTheTailComputesTheHeadsDependencyAsRACDoes() throws {
    // RAC's bind resolves a cell's dependency (the block for its value) on either access.
    let calls = CallCounter()
    let mapped = calls.mapped()
    _ = try mapped.tail
    XCTAssertEqual(calls.calls, [1])
    XCTAssertEqual(try mapped.tail?.head, 2)
    XCTAssertEqual(calls.calls, [1, 2])
  }

  func testEagerEvaluatesEverythingAtOnce() throws {
    let calls = CallCounter()
    let lazy = calls.mapped()
    let eager = lazy.eager()
    XCTAssertEqual(calls.calls, [1, 2, 3])
    XCTAssertTrue(eager.isEager)
    let mapped = eager.map { x -> Int in
      calls.hit(x * 100)
      return x + 1
    }
    XCTAssertEqual(
      calls.calls, [1, 2, 3, 100, 200, 300], "operators on an eager sequence run at once")
    XCTAssertTrue(mapped.isEager)
    XCTAssertFalse(mapped.lazy().isEager)
    XCTAssertEqual(try mapped.lazy().array(), [2, 3, 4])
  }

  func testTakeOneOfAnInfiniteSequenceComputesOneHead() throws {
    let calls = CallCounter()
    let naturals = calls.naturals()
    XCTAssertEqual(try naturals.take(1).array(), [0])
    XCTAssertEqual(calls.value, 0, "the start is not computed by the step")
    XCTAssertEqual(try naturals.take(3).array(), [0, 1, 2])
    XCTAssertEqual(calls.calls, [0, 1])
  }

  func testIterateComputesOnlyWhenAHeadIsRead() throws {
    let calls = CallCounter()
    let naturals = calls.naturals()
    let third = try naturals.tail?.tail
    XCTAssertEqual(calls.value, 0)
    XCTAssertEqual(try third?.head, 2)
    XCTAssertEqual(calls.calls, [0, 1])
  }

  func testResolutionShowsWhatIsKnown() throws {
    let squares = StreamSequence.from([1, 2, 3]).map { $0 * $0 }
    guard case .unknown = squares.resolution.head else {
      return XCTFail("nothing is resolved before a pull")
    }
    _ = try squares.head
    guard case .known(let h) = squares.resolution.head else { return XCTFail("head resolved") }
    XCTAssertEqual(h, 1)
    guard case .unknown = squares.resolution.tail else { return XCTFail("tail still unresolved") }
  }
}

final class SequenceOperatorTests: XCTestCase {
  func testEmpty() throws {
    let empty = StreamSequence<Int>.empty
    XCTAssertNil(try empty.head)
    XCTAssertEqual(try empty.map { $0 + 1 }.array(), [])
    XCTAssertEqual(try empty.filter { _ in true }.array(), [])
    XCTAssertEqual(try empty.foldLeft(7, +), 7)
    XCTAssertEqual(try empty.foldRight(7) { x, _ in x }, 7)
    XCTAssertNil(try empty.find { _ in true })
    XCTAssertEqual(try empty.take(3).array(), [])
  }

  func testTransformingAndFiltering() throws {
    let s = StreamSequence.from([1, 2, 2, 3, 4, 4, 5])
    XCTAssertEqual(try s.distinctUntilChanged().array(), [1, 2, 3, 4, 5])
    XCTAssertEqual(try s.skip(5).array(), [4, 5])
    XCTAssertEqual(try s.take(0).array(), [])
    XCTAssertEqual(try s.takeUntilBlock { $0 > 2 }.array(), [1, 2, 2])
    XCTAssertEqual(try s.takeWhileBlock { $0 < 3 }.array(), [1, 2, 2])
    XCTAssertEqual(try s.skipUntilBlock { $0 > 3 }.array(), [4, 4, 5])
    XCTAssertEqual(try s.skipWhileBlock { $0 < 4 }.array(), [4, 4, 5])
    XCTAssertEqual(try s.scan(0) { acc, x, _ in acc + x }.array(), [1, 3, 5, 8, 12, 16, 21])
    XCTAssertEqual(try s.combinePrevious(0) { p, x in x - p }.array(), [1, 1, 0, 1, 1, 0, 1])
    XCTAssertEqual(try s.startWith(0).take(2).array(), [0, 1])
    XCTAssertEqual(
      try s.flattenMap { x in StreamSequence.from([x, -x]) }.take(4).array(), [1, -1, 2, -2])
  }

  func testConcatZipAndFlatten() throws {
    let a = StreamSequence.from([1, 2])
    let b = StreamSequence.from([3])
    XCTAssertEqual(try a.concat(b).array(), [1, 2, 3])
    XCTAssertEqual(try a.eager().concat(b).array(), [1, 2, 3])
    XCTAssertTrue(a.eager().concat(b).isEager)
    let zipped = try StreamSequence.from([1, 2, 3]).zipWith(StreamSequence.from(["a", "b"])).array()
    XCTAssertEqual(zipped.map { "\($0.0)\($0.1)" }, ["1a", "2b"])
    let nested = StreamSequence.from([
      StreamSequence.from([1]), .empty, StreamSequence.from([2, 3]),
    ])
    XCTAssertEqual(try nested.flatten().array(), [1, 2, 3])
  }

  func testFolds() throws {
    let s = StreamSequence.from([1, 2, 3])
    XCTAssertEqual(try s.foldLeft(0, -), -6)
    XCTAssertEqual(try s.foldRight(0) { x, rest in x - (try rest.head ?? 0) }, 2)
    XCTAssertEqual(try s.find { $0 > 1 }, 2)
    XCTAssertTrue(try s.any { $0 == 3 })
    XCTAssertFalse(try s.all { $0 < 3 })
  }

  func testFoldRightThatNeverReadsTheRestDoesNotWalkIt() throws {
    let naturals = StreamSequence.iterate(0) { $0 + 1 }
    XCTAssertEqual(try naturals.foldRight(-1) { x, _ in x }, 0)
  }

  func testAnyStopsAtTheFirstMatchOnAnInfiniteSequence() throws {
    let naturals = StreamSequence.iterate(0) { $0 + 1 }
    XCTAssertTrue(try naturals.any { $0 == 1000 })
  }

  func testBindStopKeepsOnlyTheFirstValueLazilyButAllEagerly() throws {
    // SEQ4: block `v → stop; [v, v]` on [1, 2]: lazy [1], eager [1, 1].
    let block: () -> StreamSequence<Int>.SequenceBindBlock<Int> = {
      { value, stop in
        stop = true
        return StreamSequence.from([value, value])
      }
    }
    XCTAssertEqual(try StreamSequence.from([1, 2]).bind(block).array(), [1])
    XCTAssertEqual(try StreamSequence.from([1, 2]).eager().bind(block).array(), [1, 1])
  }

  /// Walks `s` with `forEach` until it ends: the elements seen, and the error that ended it.
  private func walk(_ s: StreamSequence<Int>) -> (seen: [Int], error: (any Error)?) {
    var seen: [Int] = []
    do {
      try s.forEach {
        seen.append($0)
        return true
      }
    } catch { return (seen, error) }
    return (seen, nil)
  }

  func testAFailedPullIsRememberedAndEndsTheWalk() throws {
    let calls = CallCounter()
    let s = StreamSequence.from([1, 2, 3]).map { x -> Int in
      calls.hit(x)
      if x == 2 { throw Boom() }
      return x
    }
    let (seen, error) = walk(s)
    XCTAssertTrue(error is Boom)
    XCTAssertEqual(seen, [1])
    XCTAssertThrowsError(try s.tail?.head)
    XCTAssertEqual(calls.calls, [1, 2], "the failure is memoised, not recomputed")
  }

  func testEagerEvaluationFailureKeepsTheValuesBeforeIt() throws {
    let s = StreamSequence.from([1, 2, 3]).eager().map { x -> Int in
      if x == 3 { throw Boom() }
      return x
    }
    let (seen, error) = walk(s)
    XCTAssertNotNil(error)
    XCTAssertEqual(seen, [1, 2])
  }

  func testObservedReportsPullsThenMemoisedReads() throws {
    let log = Mutex<[String]>([])
    let s = StreamSequence.from([1, 2]).observed { v, memoised in
      log.withLock { $0.append("\(memoised ? "memoised" : "pulled") \(v)") }
    }
    _ = try s.head
    _ = try s.array()
    XCTAssertEqual(log.withLock { $0 }, ["pulled 1", "memoised 1", "pulled 2"])
  }
}
