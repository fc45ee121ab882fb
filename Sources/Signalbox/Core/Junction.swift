import Synchronization

/// The junction: what an operator with more than one input — a second signal, a timer,
/// inner signals — puts on its subscription, as a single-input operator puts the relay
/// (OpenCombine shares `InnerBase` the same way). One per subscription.
///
/// Events of several inputs may come on several threads at once. The junction holds what
/// every such operator needs and does once what they all do:
///
/// - `State`, the operator's own, behind a lock;
/// - a `SerialGate` in front of `downstream`: one input's turn at a time reaches it;
/// - `all`, everything the subscription owns (the inputs' subscriptions, timers), owned by
///   `downstream` before any input runs.
///
/// A **turn** is the rule: inside the gate, decide under the lock (`decide` changes the
/// state and returns what to send — an `Emission` — or an action), then send or act outside
/// the lock, still in the same gate turn. So no subscriber code runs under the lock, two
/// threads cannot reorder what was decided, and a completion decided on one thread cannot
/// overtake a value decided on another. An operator then says only what happens to each
/// input's events:
///
/// ```swift
/// .junction(ZipState<Value, U>()) { j in
///   j.input(self, next: { v in j.turn(v) { $0.left.append($1); return $0.pairs() } }, …)
///   j.input(other, next: { u in j.turn(u) { $0.right.append($1); return $0.pairs() } }, …)
/// }
/// ```
///
/// An input's error, unless the operator says otherwise, is `fail`: everything the
/// subscription owns is disposed at once (the other inputs stop on their threads), then
/// the error is sent in the gate's turn.
final class Junction<State: Sendable, Output: Sendable>: Sendable {
  /// The subscriber served. Send to it directly only inside a turn (`turn`'s `act`).
  let downstream: Subscriber<Output>
  /// What the subscription owns; owned by `downstream`.
  let all = CompoundDisposable()
  private let gate = SerialGate()
  private let state: Mutex<State>

  init(_ downstream: Subscriber<Output>, _ initial: sending State) {
    self.downstream = downstream
    self.state = Mutex(initial)
    downstream.add(all)
  }

  /// Whether the subscription has ended (an input or a timer ended it, or it was disposed).
  var isDisposed: Bool { all.isDisposed }

  // MARK: Inputs

  /// A subscriber for one input, owned by `all`, not yet subscribed: for inputs kept in a
  /// disposable of their own, or subscribed later.
  func subscriber<Input: Sendable>(
    next: @escaping @Sendable (Input) -> Void,
    error: (@Sendable (any Error) -> Void)? = nil,
    completed: @escaping @Sendable () -> Void
  ) -> Subscriber<Input> {
    let subscriber = Subscriber<Input>(
      next: next, error: error ?? { [self] in fail($0) }, completed: completed)
    all.add(subscriber)
    return subscriber
  }

  /// Subscribes `signal` as an input (its subscription owned by `all`). `error` defaults to
  /// `fail`. The input is subscribed even when the subscription has ended already (its
  /// source then runs with a disposed subscriber), as RAC does; an operator that must not
  /// start it checks `isDisposed` first.
  func input<Input: Sendable>(
    _ signal: Signal<Input>,
    next: @escaping @Sendable (Input) -> Void,
    error: (@Sendable (any Error) -> Void)? = nil,
    completed: @escaping @Sendable () -> Void
  ) {
    signal.subscribe(subscriber(next: next, error: error, completed: completed))
  }

  // MARK: Turns

  /// One turn: in the gate, `decide` under the lock, then what it returned is sent. (An
  /// uncontended gate runs it without making an escaping closure: `SerialGate.perform`.)
  @inline(__always)
  func turn(_ decide: @escaping @Sendable (inout State) -> Emission<Output>) {
    gate.perform(
      { emit(state.withLock { decide(&$0) }) },
      otherwise: { { [self] in emit(state.withLock { decide(&$0) }) } })
  }

  /// The same for a turn that needs the input's value: `decide` gets it as an argument, so
  /// a `decide` that captures nothing is a plain function and the hot path allocates no
  /// closure context per value (a closure capturing the value would be one, as it may
  /// escape to the gate's queue).
  @inline(__always)
  func turn<Input: Sendable>(
    _ input: Input, _ decide: @escaping @Sendable (inout State, Input) -> Emission<Output>
  ) {
    gate.perform(
      { emit(state.withLock { decide(&$0, input) }) },
      otherwise: { { [self] in emit(state.withLock { decide(&$0, input) }) } })
  }

  /// A turn that only changes the state and sends nothing (a value held for later). It
  /// still takes the gate, so it keeps its place among the turns that send.
  func update(_ change: @escaping @Sendable (inout State) -> Void) {
    gate.perform(
      { state.withLock { change(&$0) } },
      otherwise: { { [self] in state.withLock { change(&$0) } } })
  }

  /// One turn with an action of the operator's own (schedule a timer, dispose an input):
  /// in the gate, `decide` under the lock, then `act` with what it returned, outside the
  /// lock (it may send to `downstream`).
  func turn<Action: Sendable>(
    _ decide: @escaping @Sendable (inout State) -> Action,
    act: @escaping @Sendable (Action) -> Void
  ) {
    gate.perform(
      { act(state.withLock { decide(&$0) }) },
      otherwise: { { [self] in act(state.withLock { decide(&$0) }) } })
  }

  /// A turn that decides nothing under the lock: `work` runs in the gate (and may send to
  /// `downstream`).
  func inTurn(_ work: @escaping @Sendable () -> Void) { gate.perform(work, otherwise: { work }) }

  /// Runs `work` in a turn from the action `schedule` makes (a scheduler's next turn, a
  /// timer): the action is owned by `all` until it runs, then let go, so nothing is kept
  /// per event (`delay`, `deliverOn`).
  func later(
    _ schedule: (@escaping @Sendable () -> Void) -> (any Disposable)?,
    _ work: @escaping @Sendable () -> Void
  ) {
    let holder = SerialDisposable()
    guard let token = all.add(holder) else { return }
    holder.inner = schedule { [self] in
      all.remove(token)
      holder.dispose()  // breaks holder -> action -> holder
      inTurn(work)
    }
  }

  /// Runs `work` in a turn now and, when `period` is given, in a turn every `period` from
  /// now, on a timer owned by `all` (`bufferWithTime`'s and `windowTime`'s openings).
  func inTurnNow(
    andEvery period: Double?, on scheduler: any Scheduler,
    _ work: @escaping @Sendable () -> Void
  ) {
    if let period {
      all.add(
        scheduler.schedule(at: scheduler.now + period, repeatingEvery: period) { [self] in
          inTurn(work)
        })
    }
    inTurn(work)
  }

  /// Subscribes `source` as an input whose every value and completion (and error, when
  /// `errors`; otherwise an error is `fail`, at once) is handed to `deliver` as the work
  /// that sends it downstream.
  func forward(
    _ source: Signal<Output>, errors: Bool,
    through deliver: @escaping @Sendable (@escaping @Sendable () -> Void) -> Void
  ) {
    let downstream = self.downstream
    var error: (@Sendable (any Error) -> Void)? = nil
    if errors { error = { error in deliver { downstream.sendError(error) } } }
    input(
      source, next: { value in deliver { downstream.sendNext(value) } }, error: error,
      completed: { deliver { downstream.sendCompleted() } })
  }

  /// Reads or changes the state under the lock, outside a turn (what no send depends on).
  func withState<R: Sendable>(_ body: (inout State) -> R) -> R { state.withLock { body(&$0) } }

  /// Sends what a turn decided, in order: the values, then completion.
  @inline(__always)
  func emit(_ emission: Emission<Output>) {
    switch emission {
    case .nothing: return
    case .completed: downstream.sendCompleted()
    case .one(let value, let completes):
      downstream.sendNext(value)
      if completes { downstream.sendCompleted() }
    case .many(let values, let completes):
      for value in values { downstream.sendNext(value) }
      if completes { downstream.sendCompleted() }
    }
  }

  // MARK: Events decided by no state

  /// Sends a value in its own gate turn.
  @inline(__always)
  func sendNext(_ value: Output) {
    let downstream = self.downstream
    gate.perform({ downstream.sendNext(value) }, otherwise: { { downstream.sendNext(value) } })
  }

  /// Ends with `error`: disposes everything at once, then sends it in the gate's turn.
  func fail(_ error: any Error) {
    all.dispose()
    let downstream = self.downstream
    gate.run { downstream.sendError(error) }
  }

  /// Completes: disposes everything at once, then completes in the gate's turn.
  func finish() {
    all.dispose()
    let downstream = self.downstream
    gate.run { downstream.sendCompleted() }
  }
}

/// What one turn sends, decided under the lock: values in order, then maybe completion.
/// An enum, so the usual turn (one value or none) copies no array.
enum Emission<Output: Sendable>: Sendable {
  case nothing
  case completed
  /// One value, then completion if `completes`.
  case one(Output, completes: Bool)
  /// Several values in order (`zip` releasing a backlog), then completion if `completes`.
  case many([Output], completes: Bool)

  /// `value` if there is one, then completion if `completes`.
  static func value(_ value: Output?, completes: Bool = false) -> Emission {
    if let value { return .one(value, completes: completes) }
    return completes ? .completed : .nothing
  }
}

extension Signal {
  /// A signal whose every subscription puts a junction, starting from `initial`, on its
  /// inputs: how every operator with more than one input or a timer is built. `wire` runs
  /// once per subscription and subscribes the inputs.
  static func junction<State: Sendable>(
    _ initial: State, _ wire: @escaping @Sendable (Junction<State, Value>) -> Void
  ) -> Signal {
    Signal { downstream in
      wire(Junction(downstream, initial))
      return nil
    }
  }

  /// A junction with no state of its own (the decisions are the subscriber's and the
  /// compound's: `takeUntil`, `timeout`, `delay`).
  static func junction(_ wire: @escaping @Sendable (Junction<Void, Value>) -> Void) -> Signal {
    junction((), wire)
  }
}
