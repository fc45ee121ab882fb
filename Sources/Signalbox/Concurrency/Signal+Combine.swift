// Apple platforms only: Linux has no Combine (docs/library.md, "Combine").
#if canImport(Combine)
  import Combine
  import Synchronization

  extension Signal {
    /// The signal as a Combine `Publisher`: each Combine subscription subscribes to the signal
    /// at once (when the subscriber receives its subscription) and delivers values as the
    /// subscriber's demand allows. A signal cannot be slowed down, so values the subscriber
    /// has not asked for yet wait in an unbounded buffer, and the completion or error follows
    /// the last buffered value. Cancelling disposes the signal's subscription and drops the
    /// buffer.
    public var publisher: SignalPublisher<Value> { SignalPublisher(signal: self) }

    /// A signal of `publisher`'s values: each subscription subscribes to the publisher with
    /// unlimited demand; its completion completes the signal and its failure is the error
    /// event. Disposing the subscription cancels the Combine subscription.
    public init<P: Publisher>(_ publisher: P) where P.Output == Value {
      let publisher = PublisherBox(publisher.mapError { $0 as any Error }.eraseToAnyPublisher())
      self.init { subscriber in
        let sink = PublisherSink<Value>(subscriber)
        publisher.publisher.subscribe(
          AnySubscriber(
            receiveSubscription: { sink.receive($0) },
            receiveValue: { value in
              sink.next(value)
              return .none
            },
            receiveCompletion: { sink.finish($0.signalError) }))
        return ActionDisposable { sink.cancel() }
      }
    }
  }

  /// `signal.publisher`: a Combine `Publisher` of a signal's values; its failure is the
  /// signal's error.
  public struct SignalPublisher<Value: Sendable>: Publisher, Sendable {
    /// The signal's values.
    public typealias Output = Value
    /// The signal's error.
    public typealias Failure = any Error

    let signal: Signal<Value>

    /// Subscribes `subscriber`: a subscription of its own to the signal, made at once.
    public func receive<S: Combine.Subscriber>(subscriber: S)
    where S.Input == Value, S.Failure == any Error {
      let subscription = SignalSubscription(AnySubscriber(subscriber))
      subscriber.receive(subscription: subscription)
      subscription.start(signal)
    }
  }

  extension Subscribers.Completion {
    /// The error of a failure; nil for `.finished`.
    fileprivate var signalError: (any Error)? {
      if case .failure(let error) = self { return error }
      return nil
    }
  }

  /// One Combine subscription to a signal: the values not yet asked for, the demand, the
  /// terminal event. `@unchecked Sendable`: every field is behind `state`'s lock, and the
  /// downstream subscriber is called by one draining thread at a time.
  final class SignalSubscription<Value: Sendable>: Combine.Subscription, @unchecked Sendable {
    typealias S = AnySubscriber<Value, any Error>
    /// `@unchecked Sendable`: only ever read and written under the lock.
    private struct State: @unchecked Sendable {
      var buffer: [S.Input] = []
      var head = 0
      var demand = Subscribers.Demand.none
      var completion: Subscribers.Completion<any Error>?
      var draining = false
      var done = false
      var downstream: S?
      var disposable: (any Disposable)?
    }
    private let state: Mutex<State>
    private let identifier = CombineIdentifier()

    var combineIdentifier: CombineIdentifier { identifier }

    init(_ downstream: S) { state = Mutex(State(downstream: downstream)) }

    func start(_ signal: Signal<S.Input>) {
      let subscriber = Subscriber<S.Input>(
        next: { [weak self] in self?.enqueue($0) },
        error: { [weak self] in self?.end(.failure($0)) },
        completed: { [weak self] in self?.end(.finished) })
      let disposable = InlineSubscription.run { signal.subscribe(subscriber) }
      let cancelled = state.withLock { state in
        if state.done { return true }
        state.disposable = disposable
        return false
      }
      if cancelled { disposable.dispose() }
    }

    func request(_ demand: Subscribers.Demand) {
      guard demand > .none else { return }
      state.withLock { $0.demand += demand }
      drain()
    }

    func cancel() {
      let disposable = state.withLock { state in
        state.done = true
        state.buffer = []
        state.head = 0
        state.downstream = nil
        defer { state.disposable = nil }
        return state.disposable
      }
      disposable?.dispose()
    }

    private func enqueue(_ value: S.Input) {
      state.withLock { if !$0.done { $0.buffer.append(value) } }
      drain()
    }

    private func end(_ completion: Subscribers.Completion<any Error>) {
      state.withLock { if $0.completion == nil { $0.completion = completion } }
      drain()
    }

    private enum Step {
      case stop
      case value(S, S.Input)
      case finish(S, Subscribers.Completion<any Error>)
    }

    /// Hands buffered values to the subscriber while it asks for them, then the completion
    /// once the buffer is empty. One thread drains at a time; another's enqueue or request
    /// is seen by the drainer before it stops (both happen under the lock).
    private func drain() {
      let entered = state.withLock { state in
        if state.draining { return false }
        state.draining = true
        return true
      }
      guard entered else { return }
      while true {
        switch state.withLock({ Self.step(&$0) }) {
        case .stop: return
        case .value(let downstream, let value):
          let more = downstream.receive(value)
          state.withLock { $0.demand += more }
        case .finish(let downstream, let completion):
          downstream.receive(completion: completion)
          return
        }
      }
    }

    private static func step(_ state: inout State) -> Step {
      guard !state.done, let downstream = state.downstream else {
        state.draining = false
        return .stop
      }
      let buffered = state.head < state.buffer.count
      if buffered && state.demand > .none {
        state.demand -= 1
        let value = state.buffer[state.head]
        state.head += 1
        if state.head == state.buffer.count { (state.buffer, state.head) = ([], 0) }
        return .value(downstream, value)
      }
      if state.head == state.buffer.count, let completion = state.completion {
        state.done = true
        state.draining = false
        state.downstream = nil
        state.disposable = nil
        return .finish(downstream, completion)
      }
      state.draining = false
      return .stop
    }
  }

  /// A publisher handed to the signal's subscriptions, which may subscribe on any thread:
  /// Combine's publishers are not declared `Sendable`, but subscribing is what they are for.
  struct PublisherBox<Value>: @unchecked Sendable {
    let publisher: AnyPublisher<Value, any Error>
    init(_ publisher: AnyPublisher<Value, any Error>) { self.publisher = publisher }
  }

  /// `Signal(publisher)`'s link: the Combine subscription (cancelled on disposal, also when
  /// it arrives after the disposal) and the signal's subscriber.
  final class PublisherSink<Value: Sendable>: @unchecked Sendable {
    private let subscriber: Subscriber<Value>
    /// `@unchecked Sendable`: only ever read and written under the lock.
    private struct Held: @unchecked Sendable { var subscription: (any Combine.Subscription)? }
    private let subscription = Mutex(Held())
    private let cancelled = Atomic(false)

    init(_ subscriber: Subscriber<Value>) { self.subscriber = subscriber }

    func receive(_ subscription: any Combine.Subscription) {
      let late = self.subscription.withLock { held in
        if cancelled.load(ordering: .acquiring) { return true }
        held.subscription = subscription
        return false
      }
      if late { return subscription.cancel() }
      subscription.request(.unlimited)
    }

    func next(_ value: Value) {
      if !cancelled.load(ordering: .relaxed) { subscriber.sendNext(value) }
    }

    func finish(_ error: (any Error)?) {
      if cancelled.load(ordering: .relaxed) { return }
      if let error { subscriber.sendError(error) } else { subscriber.sendCompleted() }
    }

    func cancel() {
      cancelled.store(true, ordering: .releasing)
      let held = subscription.withLock { held in
        defer { held.subscription = nil }
        return held
      }
      held.subscription?.cancel()
    }
  }
#endif
