extension Signal {
  /// The source's latest value each time `sampler` sends (RAC `-sample:`, SA1). The source
  /// is subscribed first. Completes (or fails) when either side completes (or fails).
  ///
  /// Both sides act inside one serial gate: a tick reads the latest value under the lock
  /// and sends it in the same gate turn, so a terminal event decided on the other side's
  /// thread cannot overtake it.
  public func sample<S: Sendable>(_ sampler: Signal<S>) -> Signal {
    .junction(Value?.none) { j in
      j.input(self, next: { value in j.update { $0 = value } }, completed: j.finish)
      j.input(sampler, next: { _ in j.turn { .value($0) } }, completed: j.finish)
    }
  }
}
