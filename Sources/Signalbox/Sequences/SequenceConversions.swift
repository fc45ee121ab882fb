extension StreamSequence {
  /// An array-backed eager sequence with every value computed now (RAC `eagerSequence`);
  /// operators on it evaluate at once. A failure ends it after the values before it.
  public func eager() -> StreamSequence<Element> {
    if isEager { return self }
    var values: [Element] = []
    do {
      try forEach {
        values.append($0)
        return true
      }
    } catch {
      return ArraySequence(values, offset: 0, eager: true, failure: error)
    }
    return ArraySequence(values, offset: 0, eager: true)
  }

  /// A lazy view (RAC `lazySequence`): itself when lazy, a lazy array sequence over the
  /// values of an eager one.
  public func lazy() -> StreamSequence<Element> {
    guard isEager, let cells = self as? ArraySequence<Element> else { return self }
    return ArraySequence(cells.values, offset: cells.offset, eager: false, failure: cells.failure)
  }

  /// A signal that sends the values in order, one per action on `scheduler`, then completes
  /// in an action of its own (RAC `-signalWithScheduler:`); a failed pull sends the error.
  /// Each value is pulled once, when its action runs, so an infinite sequence is fine and
  /// disposing stops the pulling.
  public func signal(on scheduler: any Scheduler) -> Signal<Element> {
    Signal { subscriber in
      let cursor = SequenceCursor(self)
      return scheduler.scheduleRecursive { reschedule in
        if subscriber.isDisposed { return }
        do {
          guard let cell = cursor.current, let value = try cell.head else {
            cursor.current = nil
            subscriber.sendCompleted()
            return
          }
          subscriber.sendNext(value)
          cursor.current = try cell.tail
        } catch {
          cursor.current = nil
          subscriber.sendError(error)
          return
        }
        reschedule()
      }
    }
  }
}

extension Signal {
  /// The signal's values as an eager sequence, sent when the signal completes (RAC
  /// `-sequence`, which blocks a thread until then; here the sequence arrives as a value).
  public func sequence() -> Signal<StreamSequence<Value>> {
    collect().map { ArraySequence($0, offset: 0, eager: true) }
  }

  /// `sequence` that fails with `tooMany()` past `limit` values (`collect(atMost:)`).
  public func sequence(atMost limit: Int, _ tooMany: @escaping @Sendable () -> any Error)
    -> Signal<StreamSequence<Value>>
  {
    collect(atMost: limit, tooMany).map { ArraySequence($0, offset: 0, eager: true) }
  }

  /// `sequence(atMost:)` within a budget of memory (`collect(atMost:weight:budget:…)`).
  public func sequence(
    atMost limit: Int, weight: @escaping @Sendable (Value) -> Int, budget: Int,
    _ tooMany: @escaping @Sendable () -> any Error,
    tooBig: @escaping @Sendable () -> any Error
  ) -> Signal<StreamSequence<Value>> {
    collect(atMost: limit, weight: weight, budget: budget, tooMany, tooBig: tooBig)
      .map { ArraySequence($0, offset: 0, eager: true) }
  }
}

/// Where a walk over a sequence has got to. `@unchecked Sendable`: used by one recursive
/// schedule, whose actions never run at the same time.
private final class SequenceCursor<Element: Sendable>: @unchecked Sendable {
  var current: StreamSequence<Element>?
  init(_ start: StreamSequence<Element>) { current = start }
}
