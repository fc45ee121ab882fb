/// How many inner signals a flatten keeps subscribed at once.
public enum FlattenStrategy: Sendable, Equatable {
  /// Every inner signal at once (merge; RAC `flatten`, `flatten:0`).
  case merge
  /// One at a time, in order (concat; RAC `flatten:1`).
  case concat
  /// At most `n` at once, the rest queued in order (RAC `flatten:n`).
  case concurrent(Int)

  var limit: Int {
    switch self {
    case .merge: return 0
    case .concat: return 1
    case .concurrent(let n): return max(0, n)
    }
  }
}

extension Signal {
  /// Flattens a signal of signals with a concurrency limit (RAC `-flatten:`, F1–F5).
  ///
  /// Each inner signal is subscribed at once while fewer than the limit are active,
  /// otherwise queued in order; a completed inner signal makes room for the oldest queued
  /// one. Completes when the outer and every inner signal have completed; the first error
  /// wins and queued signals are never subscribed. Inner signals that complete
  /// synchronously are subscribed in a loop, not recursively, so 100 000 of them do not
  /// grow the stack. The same merge engine as `bind`.
  public func flatten<U: Sendable>(_ strategy: FlattenStrategy) -> Signal<U>
  where Value == Signal<U> {
    MergeEngine.signal(self, limit: strategy.limit) { { signal, _ in signal } }
  }

  /// Merges a signal of signals (RAC `-flatten`): every inner signal at once.
  public func flatten<U: Sendable>() -> Signal<U> where Value == Signal<U> {
    flatten(.merge)
  }

  /// Concatenates a signal of signals (RAC `-concat` on a signal of signals): `flatten(1)`.
  public func concat<U: Sendable>() -> Signal<U> where Value == Signal<U> {
    flatten(.concat)
  }
}
