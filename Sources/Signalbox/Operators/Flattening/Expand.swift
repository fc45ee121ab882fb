import DequeModule
import Synchronization

extension Signal {
  /// Each value, and recursively each value of the signal `project` makes of it (RxJS 7's
  /// `expand`): a value is sent when it gets one of `limit` slots (0: no limit), then its
  /// signal is subscribed, and that signal's values are treated the same way; values that
  /// find every slot busy wait in order. Completes when the source and every signal made
  /// have completed and nothing waits; the first error (or a throw of `project`) ends it.
  ///
  /// A signal that sends synchronously is expanded depth-first, inside the turn that
  /// subscribed it (the junction's gate runs re-entrant work at once), as RxJS does: the
  /// first `ExpandRun.recursion` levels by recursion, deeper ones on a work stack of the
  /// subscription's own (in the same order), so the call stack does not grow with depth.
  public func expand(
    limit: Int = 0, _ project: @escaping @Sendable (Value) throws -> Signal
  ) -> Signal {
    expand(limit: limit, depth: .max, project) {
      fatalError("unreachable: no expansion reaches Int.max levels")
    }
  }

  /// `expand` that fails with `tooDeep()` when a synchronous expansion (each value's signal
  /// subscribed inside the turn of the one it came from) passes `depth` levels, or holds
  /// more than `depth` values waiting on its work stack: an endless synchronous expansion
  /// (`expand { .just($0 + 1) }`) then ends instead of running on.
  public func expand(
    limit: Int = 0, depth: Int, _ project: @escaping @Sendable (Value) throws -> Signal,
    tooDeep: @escaping @Sendable () -> any Error
  ) -> Signal {
    .junction(ExpandState<Value>(limit: max(0, limit))) { j in
      let run = ExpandRun(j, project, depth: depth, tooDeep: tooDeep)
      j.all.add(run.inners)
      j.input(
        self, next: { run.offer($0) },
        completed: {
          j.turn {
            $0.outerDone = true
            return $0.finished ? .completed : .nothing
          }
        })
    }
  }
}

/// The values waiting for a slot, the slots in use, and whether the source completed.
private struct ExpandState<Value: Sendable>: Sendable {
  let limit: Int
  var active = 0
  var waiting = Deque<Value>()
  var outerDone = false

  var finished: Bool { outerDone && active == 0 && waiting.isEmpty }
  var hasSlot: Bool { limit == 0 || active < limit }
}

/// The synchronous path's own stack. `frames`: `start` calls on the gate's thread, one
/// inside the other; the one at `ExpandRun.recursion` runs `loop`, and while it does
/// (`looping`), a value started inside it (the signal it subscribed sent synchronously) goes
/// to `batch` instead of a deeper call; after each subscription the batch moves onto
/// `stack`, first value on top, one level deeper than the value whose signal sent it.
private struct ExpandWork<Value: Sendable>: Sendable {
  var frames = 0
  var looping = false
  var batch: [Value] = []
  var stack: [(value: Value, level: Int)] = []
}

/// One `expand` subscription's work: the junction, the projection and the running inner
/// subscriptions (each under a token it gives back when it completes, so a long expansion
/// holds only the running ones).
private final class ExpandRun<Value: Sendable>: Sendable {
  /// How many levels of a synchronous expansion run by recursion before the work stack
  /// takes over: the common, shallow case keeps RxJS's timing exactly (a value's signal is
  /// subscribed before its sibling arrives), and the call stack stays bounded.
  static var recursion: Int { 16 }

  let j: Junction<ExpandState<Value>, Value>
  let project: @Sendable (Value) throws -> Signal<Value>
  let inners = CompoundDisposable()
  let depth: Int
  let tooDeep: @Sendable () -> any Error
  private let work = Mutex(ExpandWork<Value>())

  init(
    _ j: Junction<ExpandState<Value>, Value>,
    _ project: @escaping @Sendable (Value) throws -> Signal<Value>,
    depth: Int, tooDeep: @escaping @Sendable () -> any Error
  ) {
    self.j = j
    self.project = project
    self.depth = depth
    self.tooDeep = tooDeep
  }

  /// A value from the source or an inner signal: it takes a slot, or waits for one.
  func offer(_ value: Value) {
    j.turn(
      { state -> Bool in
        guard state.hasSlot else {
          state.waiting.append(value)
          return false
        }
        state.active += 1
        return true
      },
      act: { [self] go in if go { start(value) } })
  }

  /// A value that has a slot, in the gate's turn: expanded at once (`expandOne`), put on
  /// the work stack's batch while `loop` runs, or expanded by `loop` at the last level of
  /// recursion.
  private func start(_ value: Value) {
    if j.isDisposed { return }
    let decided = work.withLock { w -> Int? in
      if w.looping {
        guard w.batch.count + w.stack.count < depth else { return nil }
        w.batch.append(value)
        return 0
      }
      w.frames += 1
      return w.frames
    }
    guard let frame = decided else { return j.fail(tooDeep()) }
    if frame == 0 { return }
    defer { work.withLock { $0.frames -= 1 } }
    if frame < Self.recursion { expandOne(value) } else { loop(value) }
  }

  /// Expands `first` and everything its signals send synchronously, depth-first, from the
  /// work stack: the order of the recursion, with the stack in memory instead.
  private func loop(_ first: Value) {
    work.withLock {
      $0.looping = true
      $0.stack = [(first, 0)]
    }
    defer {
      work.withLock {
        $0.looping = false
        $0.stack = []
        $0.batch = []
      }
    }
    while !j.isDisposed, let (value, level) = work.withLock({ $0.stack.popLast() }) {
      guard level < depth else { return j.fail(tooDeep()) }
      expandOne(value)
      work.withLock { w in
        while let next = w.batch.popLast() { w.stack.append((next, level + 1)) }
      }
    }
  }

  /// Sends `value` (it has a slot) and subscribes the signal made of it.
  private func expandOne(_ value: Value) {
    if j.isDisposed { return }
    j.downstream.sendNext(value)
    let inner: Signal<Value>
    do {
      inner = try project(value)
    } catch {
      j.fail(error)
      return
    }
    if j.isDisposed { return }
    let token = EventPathBox<DisposableToken?>(nil)
    let subscriber = Subscriber<Value>(
      next: { [self] in offer($0) },
      error: { [j] in j.fail($0) },
      completed: { [self] in completed(token.value) })
    token.value = inners.add(subscriber)
    inner.subscribe(subscriber)
  }

  /// An inner signal completed: its slot goes to the oldest waiting values.
  private func completed(_ token: DisposableToken?) {
    if let token { inners.remove(token) }
    j.turn(
      { state -> (ready: [Value], done: Bool) in
        state.active -= 1
        var ready: [Value] = []
        while state.hasSlot, let next = state.waiting.popFirst() {
          state.active += 1
          ready.append(next)
        }
        return (ready, state.finished)
      },
      act: { [self] decided in
        for value in decided.ready { start(value) }
        if decided.done { j.downstream.sendCompleted() }
      })
  }
}
