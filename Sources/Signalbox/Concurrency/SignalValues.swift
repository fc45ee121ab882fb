/// A signal's values as an `AsyncSequence` (`signal.values`): `for try await` over a signal.
///
/// Each iteration is a subscription of its own, made when the iteration begins
/// (`makeAsyncIterator`), at once on the calling thread: whatever the signal sends
/// synchronously is buffered before the first `next()` returns, and a signal on a virtual
/// clock is subscribed before the clock is advanced (docs/library.md, "Swift concurrency").
/// The loop ends when the signal completes, throws its error, and ends (returns `nil`) when
/// the iterating task is cancelled or the iterator is dropped; either disposes the
/// subscription. A signal cannot be slowed down, so values wait in a buffer until they are
/// read: unbounded by default, or as `signal.values(bufferingPolicy:)` says (`.bufferingNewest`
/// and `.bufferingOldest` drop values the loop has not read yet).
public struct SignalValues<Value: Sendable>: AsyncSequence, Sendable {
  /// The signal's values.
  public typealias Element = Value
  /// What happens to values the loop has not read yet: `.unbounded`, `.bufferingNewest(n)` or
  /// `.bufferingOldest(n)`.
  public typealias BufferingPolicy = AsyncThrowingStream<Value, any Error>.Continuation
    .BufferingPolicy

  let signal: Signal<Value>
  let bufferingPolicy: BufferingPolicy

  /// Reads one subscription's values.
  public struct AsyncIterator: AsyncIteratorProtocol {
    var base: AsyncThrowingStream<Value, any Error>.AsyncIterator

    /// The next value; `nil` when the signal completed or the task was cancelled; throws the
    /// signal's error.
    public mutating func next() async throws -> Value? {
      try await base.next()
    }
  }

  /// Subscribes to the signal and returns the iterator of that subscription's values.
  public func makeAsyncIterator() -> AsyncIterator {
    let (stream, continuation) = AsyncThrowingStream.makeStream(
      of: Value.self, throwing: (any Error).self, bufferingPolicy: bufferingPolicy)
    let subscriber = Subscriber<Value>(
      next: { continuation.yield($0) },
      error: { continuation.finish(throwing: $0) },
      completed: { continuation.finish() })
    continuation.onTermination = { _ in subscriber.dispose() }
    // At once, whatever thread this is (and so is every subscription the operators make
    // while subscribing): the buffer stands between the signal and the loop, so there is
    // no reentrancy to avoid, and deferring would race the caller's next step.
    InlineSubscription.run { _ = signal.subscribe(subscriber) }
    return AsyncIterator(base: stream.makeAsyncIterator())
  }

  /// Every value until the signal completes; throws its error. When the task is cancelled
  /// first, disposes the subscription and throws `CancellationError`.
  public func collect() async throws -> [Value] {
    var all: [Value] = []
    for try await value in self { all.append(value) }
    try Task.checkCancellation()
    return all
  }
}

extension Signal {
  /// The signal's values as an `AsyncSequence`, buffered without bound (`SignalValues`).
  public var values: SignalValues<Value> {
    SignalValues(signal: self, bufferingPolicy: .unbounded)
  }

  /// The signal's values as an `AsyncSequence`, buffered as `bufferingPolicy` says.
  public func values(bufferingPolicy: SignalValues<Value>.BufferingPolicy) -> SignalValues<Value> {
    SignalValues(signal: self, bufferingPolicy: bufferingPolicy)
  }

  /// The first value, then the subscription is disposed; `nil` when the signal completes
  /// without one (as `Sequence.first` is `nil` for an empty sequence: no value is an
  /// answer, not a failure); throws the signal's error, or `CancellationError` when the
  /// task is cancelled first.
  public var first: Value? {
    get async throws {
      for try await value in values { return value }
      try Task.checkCancellation()
      return nil
    }
  }
}
