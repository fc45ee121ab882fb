/// One event of a signal: a value, or one of the two terminal events.
///
/// The grammar of a signal is `next* (error | completed)?` (RAC C1): after a terminal event
/// nothing more is delivered.
public enum Event<Value> {
  /// A value.
  case next(Value)
  /// The signal failed (terminal).
  case error(any Error)
  /// The signal completed (terminal).
  case completed

  /// Whether this is `error` or `completed`.
  public var isTerminal: Bool {
    if case .next = self { return false }
    return true
  }

  /// The value of a `next` event.
  public var value: Value? {
    if case .next(let value) = self { return value }
    return nil
  }
}

extension Event: Sendable where Value: Sendable {}
