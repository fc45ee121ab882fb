extension Signal {
  /// The block `bind` calls for each value: it returns the stream to splice in (or `nil`)
  /// and may set `stop` to end the source side after this value.
  public typealias BindBlock<U: Sendable> = @Sendable (Value, inout Bool) throws -> Signal<U>?

  /// The primitive every stream operator can be derived from (RAC `-bind:`).
  ///
  /// Rules (RAC B1–B7):
  /// - `factory` runs once per subscription, so the block it returns may close over fresh
  ///   state; then the source is subscribed.
  /// - Each source value goes through the block; a returned signal is subscribed at once and
  ///   its values are forwarded as they arrive, concurrently with the source and earlier
  ///   inner signals (merge).
  /// - `nil` from the block disposes the source and counts it as completed; `stop = true`
  ///   subscribes the returned signal first, then does the same.
  /// - Completes once the source side and every inner signal have completed.
  /// - The first error (source, inner, or thrown by the block) is forwarded and disposes
  ///   everything; after that no value reaches the block.
  ///
  /// The work is the merge engine's (`MergeEngine`), which `flatten` shares.
  ///
  /// ```swift
  /// // flattenMap, from bind:
  /// source.bind { { value, _ in f(value) } }
  /// ```
  public func bind<U: Sendable>(_ factory: @escaping @Sendable () -> BindBlock<U>) -> Signal<U> {
    MergeEngine.signal(self, limit: 0, factory)
  }
}
