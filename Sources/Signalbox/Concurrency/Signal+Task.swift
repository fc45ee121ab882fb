extension Signal {
  /// The elements of an `AsyncSequence`, then completed; the sequence's error as the error
  /// event. Each subscription iterates the sequence in a task of its own, which disposing the
  /// subscription cancels. Events arrive on that task's thread, outside any scheduler's work
  /// (docs/library.md, "Swift concurrency").
  public init<S: AsyncSequence & Sendable>(_ sequence: S) where S.Element == Value {
    self.init { subscriber in
      let task = Task {
        do {
          for try await value in sequence {
            if subscriber.isDisposed { return }
            subscriber.sendNext(value)
          }
          subscriber.sendCompleted()
        } catch {
          subscriber.sendError(error)
        }
      }
      return ActionDisposable { task.cancel() }
    }
  }

  /// The result of `operation`, then completed, or its error: `operation` runs in a task
  /// started at each subscription and cancelled when the subscription is disposed (its
  /// result, or the `CancellationError` it may throw then, is not sent).
  public static func task(
    priority: TaskPriority? = nil, _ operation: @escaping @Sendable () async throws -> Value
  ) -> Signal {
    Signal { subscriber in
      let task = Task(priority: priority) {
        do {
          let value = try await operation()
          subscriber.sendNext(value)
          subscriber.sendCompleted()
        } catch {
          subscriber.sendError(error)
        }
      }
      return ActionDisposable { task.cancel() }
    }
  }
}
