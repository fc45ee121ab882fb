extension Signal {
  /// RxJS 7's `sample(notifier)`: each time `notifier` sends, the source's latest value if
  /// a new one came since the last sample — a value is sent at most once. The source is
  /// subscribed first; its completion completes (a held value is dropped); `notifier`
  /// completing changes nothing; an error of either fails.
  ///
  /// RAC's `sample` sends the latest value at every tick, even one sent before, and
  /// completes when either side completes.
  public func sampleRx<S: Sendable>(_ notifier: Signal<S>) -> Signal {
    .junction(Value?.none) { j in
      j.input(self, next: { value in j.update { $0 = value } }, completed: j.finish)
      j.input(
        notifier,
        next: { _ in
          j.turn { held in
            defer { held = nil }
            return .value(held)
          }
        }, completed: {})
    }
  }
}
