/// One event of a signal: a value, or one of the two terminal events.
///
/// The grammar of a signal is `next* (error | completed)?` (RAC C1): after a terminal event
/// nothing more is delivered.
public enum Event<Value> {
  case next(Value)
  case error(any Error)
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

/// The error an engine operator raises itself (timeout, a disabled command, …).
public struct SignalError: Error, Sendable, Equatable, CustomStringConvertible {
  public var message: String
  public init(_ message: String) { self.message = message }
  public var description: String { message }

  /// `timeout` sends this when the source has not terminated in time (RAC code 1).
  public static let timedOut = SignalError("timed out")
  /// Executing a disabled `Command` gives a signal that fails with this (RAC code 1).
  public static let commandNotEnabled = SignalError("command is not enabled")
  /// `last` sends this when the source completed without a value (RxJS's `EmptyError`).
  public static let noElements = SignalError("no elements in sequence")
}
