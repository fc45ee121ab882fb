import OpenCombine
import Signalbox

/// One benchmark row: the same work done by Signalbox's engine, by OpenCombine, and by a
/// hand-written loop (the floor). Each function does `n` elements (or operations) and
/// returns a checksum so the optimiser cannot drop the work.
public struct Row: Sendable {
  public let name: String
  public let elements: Int
  public let signalbox: @Sendable (Int) -> Int
  public let opencombine: @Sendable (Int) -> Int
  public let floor: @Sendable (Int) -> Int
}

public enum Workloads {
  public static let rows: [Row] = [
    Row(
      name: "chain", elements: 2_000_000, signalbox: chainSignalbox, opencombine: chainOpenCombine,
      floor: chainFloor),
    Row(
      name: "subscribe", elements: 200_000, signalbox: subscribeSignalbox,
      opencombine: subscribeOpenCombine, floor: subscribeFloor),
    Row(
      name: "flatMap", elements: 200_000, signalbox: flatMapSignalbox,
      opencombine: flatMapOpenCombine, floor: flatMapFloor),
    Row(
      name: "fanout", elements: 200_000, signalbox: fanoutSignalbox, opencombine: fanoutOpenCombine,
      floor: fanoutFloor),
  ]

  /// Not in the table; for `BenchTable RUNS NAME signalbox` by hand. `subscribe-created`:
  /// the `subscribe` work with the source made by `Signal { … }` instead of `just`, so
  /// `map` cannot be fused into it (the cost of a two-level subscription).
  public static let extraRows: [Row] = [
    Row(
      name: "subscribe-created", elements: 200_000, signalbox: subscribeCreatedSignalbox,
      opencombine: subscribeOpenCombine, floor: subscribeFloor)
  ]

  /// Runs `body` as the engine expects subscriptions to run: on a current scheduler (the
  /// immediate one), so everything is synchronous.
  @inline(__always)
  static func onScheduler<R>(_ body: () -> R) -> R {
    CurrentScheduler.run(as: ImmediateScheduler.shared, body)
  }

  /// A source sending 0 to n - 1 from its subscription, then completing.
  static func numbers(_ n: Int) -> Signal<Int> {
    Signal { subscriber in
      for i in 0..<n { subscriber.sendNext(i) }
      subscriber.sendCompleted()
      return nil
    }
  }

  // MARK: chain — n Ints → map(x*2) → filter(x%3==0) → reduce(+)

  public static func chainSignalbox(_ n: Int) -> Int {
    onScheduler {
      let source = numbers(n)
      let result = ResultBox()
      source.map { $0 &* 2 }.filter { $0 % 3 == 0 }.aggregate(0) { $0 &+ $1 }.subscribe(next: {
        result.value = $0
      })
      return result.value
    }
  }

  public static func chainOpenCombine(_ n: Int) -> Int {
    let subject = PassthroughSubject<Int, Never>()
    let result = ResultBox()
    let cancellable = subject.map { $0 &* 2 }.filter { $0 % 3 == 0 }.reduce(0, &+).sink {
      result.value = $0
    }
    for i in 0..<n { subject.send(i) }
    subject.send(completion: .finished)
    cancellable.cancel()
    return result.value
  }

  public static func chainFloor(_ n: Int) -> Int {
    var total = 0
    for i in 0..<n {
      let doubled = i &* 2
      if doubled % 3 == 0 { total &+= doubled }
    }
    return total
  }

  // MARK: subscribe — subscribe to just(1).map and dispose, n times

  public static func subscribeSignalbox(_ n: Int) -> Int {
    onScheduler {
      let result = ResultBox()
      for i in 0..<n {
        let d = Signal.just(i).map { $0 &+ 1 }.subscribe(next: { result.value &+= $0 })
        d.dispose()
      }
      return result.value
    }
  }

  public static func subscribeCreatedSignalbox(_ n: Int) -> Int {
    onScheduler {
      let result = ResultBox()
      for i in 0..<n {
        let source = Signal<Int> { subscriber in
          subscriber.sendNext(i)
          subscriber.sendCompleted()
          return nil
        }
        let d = source.map { $0 &+ 1 }.subscribe(next: { result.value &+= $0 })
        d.dispose()
      }
      return result.value
    }
  }

  public static func subscribeOpenCombine(_ n: Int) -> Int {
    let result = ResultBox()
    for i in 0..<n {
      let c = Just(i).map { $0 &+ 1 }.sink { result.value &+= $0 }
      c.cancel()
    }
    return result.value
  }

  public static func subscribeFloor(_ n: Int) -> Int {
    let result = ResultBox()
    let transform: (Int) -> Int = { $0 &+ 1 }
    for i in 0..<n { result.value &+= transform(i) }
    return result.value
  }

  // MARK: flatMap — each value into a just-like inner signal

  public static func flatMapSignalbox(_ n: Int) -> Int {
    onScheduler {
      let source = numbers(n)
      let result = ResultBox()
      source.flattenMap { Signal.just($0) }.subscribe(next: { result.value &+= $0 })
      return result.value
    }
  }

  public static func flatMapOpenCombine(_ n: Int) -> Int {
    let subject = PassthroughSubject<Int, Never>()
    let result = ResultBox()
    let c = subject.flatMap { Just($0) }.sink { result.value &+= $0 }
    for i in 0..<n { subject.send(i) }
    subject.send(completion: .finished)
    c.cancel()
    return result.value
  }

  public static func flatMapFloor(_ n: Int) -> Int {
    let result = ResultBox()
    let inner: (Int, (Int) -> Void) -> Void = { value, send in send(value) }
    for i in 0..<n { inner(i) { result.value &+= $0 } }
    return result.value
  }

  // MARK: fanout — a subject with 10 subscribers, per send

  public static func fanoutSignalbox(_ n: Int) -> Int {
    onScheduler {
      let subject = Subject<Int>()
      let result = ResultBox()
      let subscriptions = (0..<10).map { _ in
        subject.signal.subscribe(next: { result.value &+= $0 })
      }
      for i in 0..<n { subject.sendNext(i) }
      subject.sendCompleted()
      subscriptions.forEach { $0.dispose() }
      return result.value
    }
  }

  public static func fanoutOpenCombine(_ n: Int) -> Int {
    let subject = PassthroughSubject<Int, Never>()
    let result = ResultBox()
    let cancellables = (0..<10).map { _ in subject.sink { result.value &+= $0 } }
    for i in 0..<n { subject.send(i) }
    subject.send(completion: .finished)
    cancellables.forEach { $0.cancel() }
    return result.value
  }

  public static func fanoutFloor(_ n: Int) -> Int {
    let result = ResultBox()
    let subscribers: [(Int) -> Void] = (0..<10).map { _ in { result.value &+= $0 } }
    for i in 0..<n { for s in subscribers { s(i) } }
    return result.value
  }
}

/// A result written from inside callbacks. `@unchecked Sendable`: one thread.
final class ResultBox: @unchecked Sendable {
  var value = 0
}
