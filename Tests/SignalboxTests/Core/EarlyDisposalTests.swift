import Signalbox
import SignalboxTestSupport
import Synchronization
import XCTest

/// Disposal stops all further work (SPEC §6), also while a synchronous source is still
/// inside its subscribe call: each operator is put between a source that counts the values
/// it generates and an early `take`, and the test asserts how many values were generated
/// and how many side effects ran — never how long it took.
final class EarlyDisposalTests: XCTestCase {
  /// How many values a source generated, and how many side effects ran.
  final class Tally: Sendable {
    let generated = Atomic<Int>(0)
    let effects = Atomic<Int>(0)
    func generate() { generated.add(1, ordering: .relaxed) }
    func effect() { effects.add(1, ordering: .relaxed) }
    var generatedCount: Int { generated.load(ordering: .relaxed) }
    var effectCount: Int { effects.load(ordering: .relaxed) }
  }

  /// 0, 1, 2 … `limit - 1` synchronously, checking disposal between values (as `from`,
  /// `range` and the stdin reader do), then completed.
  static func counting(_ tally: Tally, limit: Int = 1_000_000) -> Signal<Int> {
    Signal { subscriber in
      var k = 0
      while k < limit {
        if subscriber.isDisposed { return nil }
        tally.generate()
        subscriber.sendNext(k)
        k += 1
      }
      subscriber.sendCompleted()
      return nil
    }
  }

  /// Runs `make` on a virtual clock and returns what arrived.
  func run(_ make: @escaping @Sendable () -> Signal<Int>) -> [Recorded<Int>] {
    TestTimeline().start(subscribe: 0, dispose: 1000, make)
  }

  func assertStopsEarly(
    _ name: String, generatedAtMost bound: Int = 3, file: StaticString = #filePath,
    line: UInt = #line,
    _ op: @escaping @Sendable (Signal<Int>, Tally) -> Signal<Int>
  ) {
    let tally = Tally()
    let events = run { op(EarlyDisposalTests.counting(tally), tally).take(2) }
    XCTAssertEqual(
      events.count, 3, "\(name): two values and completed: \(events)", file: file, line: line)
    XCTAssertEqual(events.last, .completed(0), name, file: file, line: line)
    XCTAssertLessThanOrEqual(
      tally.generatedCount, bound, "\(name): the source kept running after disposal", file: file,
      line: line)
  }

  func testEveryChainingOperatorStopsItsSynchronousSource() {
    assertStopsEarly("map") { s, _ in s.map { $0 * 2 } }
    assertStopsEarly("filter") { s, _ in s.filter { _ in true } }
    assertStopsEarly("ignore") { s, _ in s.ignore(-1) }
    assertStopsEarly("skip", generatedAtMost: 4) { s, _ in s.skip(1) }
    assertStopsEarly("scan") { s, _ in s.scan(0) { $0 + $1 } }
    assertStopsEarly("distinctUntilChanged") { s, _ in s.distinctUntilChanged() }
    assertStopsEarly("takeUntilBlock") { s, _ in s.takeUntilBlock { $0 > 100 } }
    assertStopsEarly("flattenMap (bind)") { s, _ in s.flattenMap { .just($0) } }
    assertStopsEarly("bind") { s, _ in s.bind { { v, _ in .just(v) } } }
    assertStopsEarly("doNext") { s, tally in s.doNext { _ in tally.effect() } }
    assertStopsEarly("materialize/dematerialize") { s, _ in s.materialize().dematerialize() }
    assertStopsEarly("catch") { s, _ in s.catch { _ in .empty } }
    assertStopsEarly("concat (first part)") { s, _ in s.concat(.never) }
    assertStopsEarly("merge") { s, _ in s.merge(.never) }
    assertStopsEarly("takeUntil") { s, _ in s.takeUntil(Signal<Int>.never) }
    assertStopsEarly("takeUntilReplacement") { s, _ in s.takeUntilReplacement(.never) }
    assertStopsEarly("switchToLatest") { s, _ in Signal<Signal<Int>>.just(s).switchToLatest() }
    assertStopsEarly("flatten merge") { s, _ in Signal<Signal<Int>>.just(s).flatten(.merge) }
    assertStopsEarly("flatten concat") { s, _ in Signal<Signal<Int>>.just(s).flatten(.concat) }
    assertStopsEarly("zipWith (right side)") { s, _ in
      Signal.from([7, 8, 9]).zipWith(s).map { $0.1 }
    }
    assertStopsEarly("combineLatestWith (right side)") { s, _ in
      Signal<Int>.just(0).combineLatestWith(s).map { $0.1 }
    }
    assertStopsEarly("flattenMap of a synchronous inner") { s, _ in
      Signal<Int>.just(0).flattenMap { _ in s }
    }
    assertStopsEarly("switchToLatest of a synchronous inner") { s, _ in
      Signal<Int>.just(0).map { _ in s }.switchToLatest()
    }
    assertStopsEarly("groupBy + flatten") { s, _ in
      s.groupBy { $0 % 2 }.map { $0.signal }.flatten(.merge)
    }
    assertStopsEarly("throttle with a predicate that passes nothing") { s, _ in
      s.throttle(1, valuesPassing: { _ in false })
    }
  }

  func testSideEffectsStopAtDisposal() {
    // `from [1, 2, 3] | doNext log(…) | take 2`: no effect for 3.
    let tally = Tally()
    let events = run { Signal.from([1, 2, 3]).doNext { _ in tally.effect() }.take(2) }
    XCTAssertEqual(events, [.next(0, 1), .next(0, 2), .completed(0)])
    XCTAssertEqual(tally.effectCount, 2)
  }

  func testFinallyDoesNotRunOnDisposal() {
    // RAC's `-finally:` runs on completion and error only.
    let tally = Tally()
    let events = run { Signal.from([1, 2, 3]).finally { tally.effect() }.take(2) }
    XCTAssertEqual(events, [.next(0, 1), .next(0, 2), .completed(0)])
    XCTAssertEqual(tally.effectCount, 0)
    let completed = Tally()
    _ = run { Signal.from([1]).finally { completed.effect() } }
    XCTAssertEqual(completed.effectCount, 1, "finally still runs on completion")
  }

  func testInitiallyOfALaterSubscriptionDoesNotRunAfterDisposal() {
    // `concat` subscribes its second part only when the first completes: after an early
    // `take` ended the whole, the second part's `initially` must not run.
    let tally = Tally()
    let events = run {
      EarlyDisposalTests.counting(Tally(), limit: 3).concat(
        Signal<Int>.just(9).initially { tally.effect() }
      ).take(2)
    }
    XCTAssertEqual(events, [.next(0, 0), .next(0, 1), .completed(0)])
    XCTAssertEqual(tally.effectCount, 0)
  }

  func testRepeatStopsResubscribingAtDisposal() {
    let tally = Tally()
    let events = run { Signal.just(1).doNext { _ in tally.effect() }.repeat(1_000_000).take(3) }
    XCTAssertEqual(events, [.next(0, 1), .next(0, 1), .next(0, 1), .completed(0)])
    XCTAssertEqual(tally.effectCount, 3)
  }

  func testRetryStopsResubscribingAtDisposal() {
    let tally = Tally()
    let failing = Signal<Int> { s in
      tally.effect()
      s.sendNext(7)
      s.sendError(SignalError("e"))
      return nil
    }
    let events = run { failing.retry(1_000_000).take(2) }
    XCTAssertEqual(events, [.next(0, 7), .next(0, 7), .completed(0)])
    XCTAssertEqual(tally.effectCount, 2)
  }

  /// `combine` of 100 000 `just k` signals, each with a side effect, taken 2: 0 and 1 arrive
  /// and only their two side effects ran.
  private func assertTakingTwoOfManySignalsStops(
    _ combine: @escaping @Sendable ([Signal<Int>]) -> Signal<Int>,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    let tally = Tally()
    let parts = (0..<100_000).map { k in Signal<Int>.just(k).doNext { _ in tally.effect() } }
    let events = run { combine(parts).take(2) }
    XCTAssertEqual(events, [.next(0, 0), .next(0, 1), .completed(0)], file: file, line: line)
    XCTAssertEqual(tally.effectCount, 2, file: file, line: line)
  }

  func testConcatOfManySignalsStopsAtDisposal() {
    assertTakingTwoOfManySignalsStops { Signal.concat($0) }
  }

  func testMergeOfManySignalsStopsAtDisposal() {
    assertTakingTwoOfManySignalsStops { Signal.merge($0) }
  }

  func testZipStopsBothSides() {
    let left = Tally()
    let right = Tally()
    let events = run {
      Signal.zip([EarlyDisposalTests.counting(left), EarlyDisposalTests.counting(right)]).map {
        $0[0]
      }.take(2)
    }
    XCTAssertEqual(events, [.next(0, 0), .next(0, 1), .completed(0)])
    // zip buffers the left side until the right one is subscribed: RAC subscribes them in
    // turn, so the left runs to its end first. The right side stops at the second pair.
    XCTAssertLessThanOrEqual(right.generatedCount, 3)
  }

  func testReplayOfALongBufferStopsAtDisposal() {
    let subject = ReplaySubject<Int>(capacity: nil)
    for k in 0..<100_000 { subject.sendNext(k) }
    let tally = Tally()
    let events = run { subject.signal.doNext { _ in tally.effect() }.take(2) }
    XCTAssertEqual(events, [.next(0, 0), .next(0, 1), .completed(0)])
    XCTAssertEqual(tally.effectCount, 2)
  }

  func testSequenceToSignalStopsPulling() {
    let tally = Tally()
    let naturals = StreamSequence<Int>.iterate(0) {
      tally.effect()
      return $0 + 1
    }
    let scheduler = VirtualTimeScheduler()
    let recorder = EventRecorder<Int>(scheduler: scheduler)
    scheduler.schedule { naturals.signal(on: scheduler).take(3).subscribe(recorder.subscriber()) }
    scheduler.run()
    XCTAssertEqual(recorder.events, [.next(0, 0), .next(0, 1), .next(0, 2), .completed(0)])
    XCTAssertLessThanOrEqual(tally.effectCount, 3)
  }

  func testOutsideDisposalDuringSubscribeStopsTheSource() {
    // A subscriber disposed from its own `next` handler (an outside `dispose()`, not a
    // terminal event) stops the source at once.
    let tally = Tally()
    let scheduler = VirtualTimeScheduler()
    let holder = Mutex<(any Disposable)?>(nil)
    let seen = Atomic<Int>(0)
    scheduler.schedule {
      let subscriber = Subscriber<Int>(next: { _ in
        if seen.add(1, ordering: .relaxed).newValue == 2 { holder.withLock { $0 }?.dispose() }
      })
      holder.withLock { $0 = subscriber }
      EarlyDisposalTests.counting(tally).map { $0 + 1 }.filter { _ in true }.subscribe(subscriber)
    }
    scheduler.run()
    XCTAssertEqual(seen.load(ordering: .relaxed), 2)
    XCTAssertEqual(tally.generatedCount, 2)
  }
}
