extension Signal {
  /// Rx's `withLatestFrom`: each source value paired with `other`'s latest value; source
  /// values that come before `other` has sent anything are dropped. `other` is subscribed
  /// first (RxJS's order); its completion is ignored (its last value stays in use), its
  /// error ends everything. Completes when the source completes.
  ///
  /// RAC's `combineLatestWith` also sends when `other` sends; `sample` sends the source's
  /// latest value when the *sampler* sends.
  ///
  /// Both sides act inside one serial gate: a source value reads `other`'s latest under
  /// the lock and is sent in the same gate turn, so a terminal event decided on the other
  /// side's thread cannot overtake it, nor a newer `other` value slip in between.
  ///
  /// ```
  /// src:   -a--b---c|
  /// other: --1---2---
  /// out:   ----(b1)-(c2)|
  /// ```
  public func withLatestFrom<U: Sendable>(_ other: Signal<U>) -> Signal<(Value, U)> {
    .junction(U?.none) { j in
      j.input(other, next: { value in j.update { $0 = value } }, completed: {})
      if j.isDisposed { return }
      j.input(
        self,
        next: { value in j.turn(value) { latest, value in .value(latest.map { (value, $0) }) } },
        completed: j.finish)
    }
  }
}
