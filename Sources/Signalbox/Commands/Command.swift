import Synchronization

/// An action that turns an input into a signal of work, tracking whether it is running
/// (RAC `RACCommand`, CMD1–CMD7).
///
/// - `execute(_:)` runs the block at once and returns the execution's signal, replayed so
///   nothing is missed; the work itself is connected one scheduler turn later, after
///   `executing` and `enabled` have updated (CMD3).
/// - `executionSignals` sends each execution's signal (errors replaced by completion);
///   `errors` sends each execution's error as a value; `executing` is `false` first, `true`
///   while any execution runs; `enabled` is the enabled input (true until it sends) and
///   (`allowsConcurrentExecution` or not executing). The last two send only changes.
/// - Executing a disabled command returns a signal that fails with
///   `SignalError.commandNotEnabled` and does nothing else (CMD4).
public final class Command<Input: Sendable, Output: Sendable>: Sendable {
  private struct State {
    var running = 0
    var enabledInput = true
  }
  private let state = Mutex(State())
  private let block: @Sendable (Input) throws -> Signal<Output>
  private let scheduler: any Scheduler
  /// Whether `execute` may start an execution while another runs.
  public let allowsConcurrentExecution: Bool

  private let executionSubject = Subject<Signal<Output>>()
  private let errorSubject = Subject<any Error>()
  private let executingSubject = BehaviorSubject(false)
  private let enabledSubject = BehaviorSubject(true)
  private let enabledInputDisposable = SerialDisposable()

  /// A command running `block` for each execution: `enabled` (true when nil) gates it, `scheduler`
  /// (the current one, or a queue) delivers its state; `block` returns the execution's work.
  public init(
    enabled: Signal<Bool>? = nil,
    allowsConcurrentExecution: Bool = false,
    scheduler: (any Scheduler)? = nil,
    _ block: @escaping @Sendable (Input) throws -> Signal<Output>
  ) {
    self.block = block
    self.allowsConcurrentExecution = allowsConcurrentExecution
    self.scheduler =
      scheduler ?? CurrentScheduler.current ?? QueueScheduler(label: "signalbox.command")
    if let enabled {
      enabledInputDisposable.inner = enabled.subscribe(next: { [weak self] value in
        guard let self else { return }
        self.state.withLock { $0.enabledInput = value }
        self.publishState()
      })
    }
  }

  deinit { enabledInputDisposable.dispose() }

  /// Each execution's signal, for executions started after you subscribed (hot).
  public var executionSignals: Signal<Signal<Output>> { executionSubject.signal }
  /// Each execution's error, as a value (hot, never fails).
  public var errors: Signal<any Error> { errorSubject.signal }
  /// `false` first, then whether any execution is running, on change.
  public var executing: Signal<Bool> { executingSubject.signal }
  /// Whether `execute` would run now, first the current value, then changes.
  public var enabled: Signal<Bool> { enabledSubject.signal }

  /// Whether `execute` would run now.
  public var isEnabled: Bool {
    state.withLock { state in
      state.enabledInput && (allowsConcurrentExecution || state.running == 0)
    }
  }

  /// Starts an execution, or returns a failing signal when the command is disabled.
  public func execute(_ input: Input) -> Signal<Output> {
    tryExecute(input) ?? .error(SignalError.commandNotEnabled)
  }

  /// Starts an execution; `nil` when the command is disabled (nothing else happens then).
  public func tryExecute(_ input: Input) -> Signal<Output>? {
    let started = state.withLock { state -> Bool in
      guard state.enabledInput && (allowsConcurrentExecution || state.running == 0) else {
        return false
      }
      state.running += 1
      return true
    }
    guard started else { return nil }
    publishState()

    let work: Signal<Output>
    do { work = try block(input) } catch { work = .error(error) }
    let finished: @Sendable () -> Void = { [self] in
      state.withLock { $0.running -= 1 }
      publishState()
    }
    let tracked = work.on(
      error: { [self] error in
        finished()
        errorSubject.sendNext(error)
      },
      completed: finished
    )
    let connection = tracked.multicast(ReplaySubject(capacity: nil))
    executionSubject.sendNext(connection.signal.catch { _ in .empty })
    scheduler.schedule { connection.connect() }
    return connection.signal
  }

  private func publishState() {
    let (running, enabled) = state.withLock { state in
      (state.running > 0, state.enabledInput && (allowsConcurrentExecution || state.running == 0))
    }
    if executingSubject.value != running { executingSubject.sendNext(running) }
    if enabledSubject.value != enabled { enabledSubject.sendNext(enabled) }
  }
}
