extension Signal {
  /// Rx's `defaultIfEmpty`: the source's values; if it completes without any, `value()`
  /// first (evaluated then; a thrown error is sent instead). Errors are forwarded.
  ///
  /// ```
  /// src: ---|         src: 1-|
  /// out: ---(0|)      out: 1-|      (defaultIfEmpty { 0 })
  /// ```
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
