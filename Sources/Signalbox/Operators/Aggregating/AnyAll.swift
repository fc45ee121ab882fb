extension Signal {
  /// `true` at the first value passing `predicate` (source disposed), `false` when the
  /// source ends without one — an error counts as ending (RAC `-any:`, BO1, built on
  /// `materialize`). A predicate that throws fails the signal.
  public func any(_ predicate: @escaping @Sendable (Value) throws -> Bool = { _ in true })
    -> Signal<Bool>
  {
    decide(stopWhen: true, predicate, onStop: true, onCompleted: false)
  }

  /// `false` at the first value failing `predicate` or on error, `true` on completion
  /// (RAC `-all:`, BO2).
  public func all(_ predicate: @escaping @Sendable (Value) throws -> Bool) -> Signal<Bool> {
    decide(stopWhen: false, predicate, onStop: false, onCompleted: true)
  }

  /// The shape both share: stop with `onStop` at the first value whose test is
  /// `stopWhen`; `onCompleted` when the source completes; `false` when it fails (RAC builds
  /// both on `materialize`, so an error is an answer). A predicate that throws fails.
  private func decide(
    stopWhen: Bool, _ predicate: @escaping @Sendable (Value) throws -> Bool, onStop: Bool,
    onCompleted: Bool
  ) -> Signal<Bool> {
    relay { downstream in
      Relay(
        next: { value in
          let passes: Bool
          do { passes = try predicate(value) } catch {
            downstream.sendError(error)
            return
          }
          if passes == stopWhen {
            downstream.sendNext(onStop)
            downstream.sendCompleted()
          }
        },
        error: { _ in
          downstream.sendNext(false)
          downstream.sendCompleted()
        },
        completed: {
          downstream.sendNext(onCompleted)
          downstream.sendCompleted()
        })
    }
  }
}
