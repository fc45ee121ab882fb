extension Signal {
  /// Rx's `defaultIfEmpty`: the source's values; if it completes without any, `value()`
  /// first (evaluated then; a thrown error is sent instead). Errors are forwarded.
  public func defaultIfEmpty(_ value: @escaping @Sendable () throws -> Value) -> Signal {
    relay { downstream in
      let sent = EventPathBox(false)
      return Relay(
        next: { v in
          sent.value = true
          downstream.sendNext(v)
        },
        completed: {
          if !sent.value {
            do { downstream.sendNext(try value()) } catch { return downstream.sendError(error) }
          }
          downstream.sendCompleted()
        })
    }
  }
}
