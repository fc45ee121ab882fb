extension Signal {
  /// `true` at the first value passing `predicate` (source disposed), `false` when the
  /// source ends without one — an error counts as ending (RAC `-any:`, BO1, built on
  /// `materialize`). A predicate that throws fails the signal.
  public func any(_ predicate: @escaping @Sendable (Value) throws -> Bool = { _ in true }) -> Signal<Bool> {
    Signal<Bool> { downstream in
      self.subscribe(
        Subscriber(
          next: { value in
            let passes: Bool
            do { passes = try predicate(value) } catch {
              downstream.sendError(error)
              return
            }
            if passes {
              downstream.sendNext(true)
              downstream.sendCompleted()
            }
          },
          error: { _ in
            downstream.sendNext(false)
            downstream.sendCompleted()
          },
          completed: {
            downstream.sendNext(false)
            downstream.sendCompleted()
          }
        ))
    }
  }

  /// `false` at the first value failing `predicate` or on error, `true` on completion
  /// (RAC `-all:`, BO2).
  public func all(_ predicate: @escaping @Sendable (Value) throws -> Bool) -> Signal<Bool> {
    Signal<Bool> { downstream in
      self.subscribe(
        Subscriber(
          next: { value in
            let passes: Bool
            do { passes = try predicate(value) } catch {
              downstream.sendError(error)
              return
            }
            if !passes {
              downstream.sendNext(false)
              downstream.sendCompleted()
            }
          },
          error: { _ in
            downstream.sendNext(false)
            downstream.sendCompleted()
          },
          completed: {
            downstream.sendNext(true)
            downstream.sendCompleted()
          }
        ))
    }
  }
}
