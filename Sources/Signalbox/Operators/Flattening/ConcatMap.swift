extension Signal {
  /// Rx's `concatMap`: each value's signal, one at a time, in order. A value that arrives
  /// while an inner signal runs waits; `transform` is called for it only when its turn
  /// comes (RxJS `mergeMap(project, 1)`), so a waiting value's signal is built — and a
  /// thrown error raised — when it is subscribed. Completes when the source and every
  /// inner signal have completed; the first error ends everything.
  ///
  /// RAC spells it `map(transform).flatten(.concat)`, which builds each signal as its
  /// value arrives; the events are the same. The work is the merge engine's, with one slot.
  ///
  /// ```
  /// src: 1-2------|
  /// concatMap { v in cold(--v|) }
  /// out: --1--2---|
  /// ```
  public func concatMap<U: Sendable>(_ transform: @escaping @Sendable (Value) throws -> Signal<U>)
    -> Signal<U>
  {
    MergeEngine.signal(self, limit: 1) { { value, _ in Signal<U>.defer { try transform(value) } } }
  }
}
