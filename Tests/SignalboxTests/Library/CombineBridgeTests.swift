// Apple platforms only (Linux has no Combine); docs/library.md, "Combine", says how the same
// file was run against OpenCombine on Linux.
#if canImport(Combine)
  import Combine
  import Signalbox
  import Synchronization
  import XCTest

  /// The Combine bridge (Sources/Signalbox/Concurrency/Signal+Combine.swift): `publisher`
  /// honours demand, buffers, completes after the buffer and disposes on cancel;
  /// `Signal(publisher)` relays and cancels on disposal. Timing on the virtual clock.
  final class CombineBridgeTests: XCTestCase {
    final class Log<T: Sendable>: Sendable {
      let entries = Mutex<[T]>([])
      func add(_ entry: T) { entries.withLock { $0.append(entry) } }
      var all: [T] { entries.withLock { $0 } }
    }

    /// A Combine subscriber that asks for `initial` values and then nothing; `request` asks
    /// for more.
    final class Asker: Combine.Subscriber, @unchecked Sendable {
      typealias Input = Int
      typealias Failure = any Error
      let log = Log<String>()
      let initial: Subscribers.Demand
      var subscription: (any Combine.Subscription)?
      init(_ initial: Subscribers.Demand) { self.initial = initial }
      func receive(subscription: any Combine.Subscription) {
        self.subscription = subscription
        subscription.request(initial)
      }
      func receive(_ input: Int) -> Subscribers.Demand {
        log.add("\(input)")
        return .none
      }
      func receive(completion: Subscribers.Completion<any Error>) {
        if case .failure = completion { log.add("failed") } else { log.add("finished") }
      }
      func request(_ demand: Subscribers.Demand) { subscription?.request(demand) }
    }

    /// A signal counting its subscriptions and disposals.
    final class Probe: Sendable {
      let subscribed = Atomic(0)
      let disposed = Atomic(0)
      func signal() -> Signal<Int> {
        Signal { _ in
          self.subscribed.add(1, ordering: .relaxed)
          return ActionDisposable { self.disposed.add(1, ordering: .relaxed) }
        }
      }
    }

    func testPublisherDeliversOnlyWhatWasAskedForAndBuffersTheRest() {
      let asker = Asker(.max(1))
      Signal.from([1, 2, 3]).publisher.subscribe(asker)
      XCTAssertEqual(asker.log.all, ["1"], "one asked for, one delivered")
      asker.request(.max(1))
      XCTAssertEqual(asker.log.all, ["1", "2"])
      asker.request(.max(5))
      XCTAssertEqual(asker.log.all, ["1", "2", "3", "finished"], "completion after the buffer")
    }

    func testPublisherOnTheVirtualClockWithUnlimitedDemand() {
      let vts = VirtualTimeScheduler()
      let log = Log<String>()
      let cancellable = Signal.interval(1, on: vts).take(3).publisher.sink(
        receiveCompletion: { _ in log.add("finished@\(vts.now)") },
        receiveValue: { log.add("\($0)@\(vts.now)") })
      vts.advance(by: 5)
      XCTAssertEqual(log.all, ["0@1.0", "1@2.0", "2@3.0", "finished@3.0"])
      cancellable.cancel()
    }

    func testPublisherFailsWithTheSignalsError() {
      struct Failure: Error {}
      let asker = Asker(.unlimited)
      Signal.from([1]).concat(Signal.error(Failure())).publisher.subscribe(asker)
      XCTAssertEqual(asker.log.all, ["1", "failed"])
    }

    func testCancellingThePublishersSubscriptionDisposesTheSignals() {
      let probe = Probe()
      let asker = Asker(.unlimited)
      probe.signal().publisher.subscribe(asker)
      XCTAssertEqual(probe.subscribed.load(ordering: .relaxed), 1)
      XCTAssertEqual(probe.disposed.load(ordering: .relaxed), 0)
      asker.subscription?.cancel()
      XCTAssertEqual(probe.disposed.load(ordering: .relaxed), 1)
    }

    func testASignalFromAPublisherRelaysItsValuesAndCompletion() {
      let subject = PassthroughSubject<Int, any Error>()
      let log = Log<String>()
      Signal(subject).subscribe(next: { log.add("\($0)") }, completed: { log.add("completed") })
      subject.send(1)
      subject.send(2)
      subject.send(completion: .finished)
      XCTAssertEqual(log.all, ["1", "2", "completed"])
    }

    func testASignalFromAPublisherSendsItsFailureAsTheError() {
      struct Failure: Error {}
      let subject = PassthroughSubject<Int, Failure>()
      let log = Log<String>()
      Signal(subject).subscribe(
        next: { log.add("\($0)") }, error: { log.add("error \($0 is Failure)") })
      subject.send(1)
      subject.send(completion: .failure(Failure()))
      XCTAssertEqual(log.all, ["1", "error true"])
    }

    func testDisposingASignalFromAPublisherCancelsTheCombineSubscription() {
      let subject = PassthroughSubject<Int, Never>()
      let cancelled = Atomic(0)
      let log = Log<Int>()
      let publisher = subject.handleEvents(receiveCancel: {
        cancelled.add(1, ordering: .relaxed)
      })
      let disposable = Signal(publisher).subscribe(next: { log.add($0) })
      subject.send(1)
      disposable.dispose()
      subject.send(2)
      XCTAssertEqual(cancelled.load(ordering: .relaxed), 1)
      XCTAssertEqual(log.all, [1], "nothing after the disposal")
    }
  }
#endif
