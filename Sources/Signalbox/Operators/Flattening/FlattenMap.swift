extension Signal {
  /// Maps each value to a signal and merges them (RAC `-flattenMap:`): `bind` without
  /// `stop`. Inner signals run concurrently.
  ///
  /// ```
  /// src: -1---2----|
  /// flattenMap { v in cold(-v-v|) }
  /// out: --1-1-2-2-|
  /// ```
  public func flattenMap<U: Sendable>(_ transform: @escaping @Sendable (Value) throws -> Signal<U>)
    -> Signal<U>
  {
    bind { { value, _ in try transform(value) } }
  }
}
