/// The operator relay: what an operator puts on its source (RxSwift's `Sink`, OpenCombine's
/// inner subscriptions), one per subscription.
///
/// An operator says only what happens to a value (`next`) and, when it does something else
/// at the end, to the terminal events: a fold sends its result at `completed`,
/// `materialize` turns the error into a value. Everything else is the relay's:
///
/// - terminal events are forwarded to the subscriber the operator serves (`downstream`);
/// - the relay's subscriber *is* the upstream subscription, and `downstream` owns it from
///   before the source runs, so disposing downstream — from outside, or by a terminal
///   event sent while the source is still inside its subscribe call — disposes upstream at
///   once (`Signal.subscribe(_:for:)`).
///
/// Per-subscription state (a counter, an accumulator) is made in the closure given to
/// `Signal.relay`, which runs once per subscription; it is touched only on that
/// subscription's event path, which is serialized, so it needs no lock (`EventPathBox`).
///
/// The handlers are closures made in the operator's (specialised) code rather than methods
/// of a relay subclass: a generic class's overrides always run unspecialised, which cost a
/// value-witness call per value and doubled the `chain` benchmark.
struct Relay<Input: Sendable>: Sendable {
  let next: @Sendable (Input) -> Void
  let error: (@Sendable (any Error) -> Void)?
  let completed: (@Sendable () -> Void)?

  /// Values go to `next`; `error` and `completed`, when given, replace forwarding.
  init(
    next: @escaping @Sendable (Input) -> Void,
    error: (@Sendable (any Error) -> Void)? = nil,
    completed: (@Sendable () -> Void)? = nil
  ) {
    self.next = next
    self.error = error
    self.completed = completed
  }

  /// The subscriber for the source: the handlers, with forwarding where none was given.
  func subscriber<Output: Sendable>(forwardingTo downstream: Subscriber<Output>) -> Subscriber<
    Input
  > {
    Subscriber(
      next: next,
      error: error ?? { downstream.sendError($0) },
      completed: completed ?? { downstream.sendCompleted() })
  }
}

extension Signal {
  /// A signal whose every subscription puts the relay `make` builds on this signal: how
  /// every single-upstream operator is built. `make` runs once per subscription, with the
  /// subscriber it serves.
  func relay<U: Sendable>(_ make: @escaping @Sendable (_ downstream: Subscriber<U>) -> Relay<Value>)
    -> Signal<U>
  {
    Signal<U> { downstream in
      self.subscribe(make(downstream).subscriber(forwardingTo: downstream), for: downstream)
    }
  }
}
