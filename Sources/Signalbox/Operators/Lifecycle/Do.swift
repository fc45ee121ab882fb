extension Signal {
  /// Runs `action` for each value, then forwards it (RAC `-doNext:`, LF5). A throw ends
  /// the signal with that error.
  public func doNext(_ action: @escaping @Sendable (Value) throws -> Void) -> Signal {
    on(next: action)
  }

  /// Runs `action` on error, then forwards the error (RAC `-doError:`).
  public func doError(_ action: @escaping @Sendable (any Error) throws -> Void) -> Signal {
    on(error: action)
  }

  /// Runs `action` on completion, then forwards it (RAC `-doCompleted:`).
  public func doCompleted(_ action: @escaping @Sendable () throws -> Void) -> Signal {
    on(completed: action)
  }

  /// Runs `action` when the signal completes or fails, before forwarding that event; not
  /// on dispose (RAC `-finally:`, LF2).
  public func finally(_ action: @escaping @Sendable () throws -> Void) -> Signal {
    on(error: { _ in try action() }, completed: action)
  }

  /// Runs `action` at every subscription, before the source is subscribed (RAC
  /// `-initially:`, LF1).
  public func initially(_ action: @escaping @Sendable () throws -> Void) -> Signal {
    .defer {
      try action()
      return self
    }
  }

  /// Side effects for each kind of event, run before the event is forwarded; a thrown error
  /// replaces the event with that error.
  public func on(
    next: (@Sendable (Value) throws -> Void)? = nil,
    error: (@Sendable (any Error) throws -> Void)? = nil,
    completed: (@Sendable () throws -> Void)? = nil
  ) -> Signal {
    relay { (downstream: Subscriber<Value>) -> Relay<Value> in
      var onError: (@Sendable (any Error) -> Void)?
      if let error {
        onError = { failure in
          do { try error(failure) } catch {
            downstream.sendError(error)
            return
          }
          downstream.sendError(failure)
        }
      }
      var onCompleted: (@Sendable () -> Void)?
      if let completed {
        onCompleted = {
          do { try completed() } catch {
            downstream.sendError(error)
            return
          }
          downstream.sendCompleted()
        }
      }
      return Relay(
        next: { value in
          do { try next?(value) } catch {
            downstream.sendError(error)
            return
          }
          downstream.sendNext(value)
        },
        error: onError, completed: onCompleted)
    }
  }
}
