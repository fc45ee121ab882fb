/// The error an engine operator raises itself (timeout, a disabled command, …). It carries
/// its catalogue message (an ID declared in `DiagnosticEntries+Engine.swift`, whose entry the
/// language writes: the engine has no programs to show), or a caller's own text, which has
/// no ID.
public struct SignalError: Error, Sendable, Equatable, CustomStringConvertible {
  /// Its catalogue message, or the caller's own text.
  public let content: MessageOrText
  /// The catalogue message; nil for a caller's own text.
  public var diagnostic: DiagnosticMessage? { content.diagnostic }
  /// What the error says: its message's text, or the caller's own.
  public var message: String { content.text }
  /// The catalogue entry of the message; nil for a caller's own text.
  public var id: DiagnosticMessage.ID? { content.id }
  /// The message.
  public var description: String { message }

  /// An error with an ID and its text, as the engine's own errors are.
  public init(_ message: DiagnosticMessage) { content = MessageOrText(message) }
  /// A caller's own text, without an ID.
  public init(_ ownText: String) { content = MessageOrText(ownText) }

  /// `timeout` sends this when the source has not terminated in time (RAC code 1).
  public static let timedOut = SignalError(.init(.timedOut, "timed out"))
  /// Executing a disabled `Command` gives a signal that fails with this (RAC code 1).
  public static let commandNotEnabled = SignalError(
    .init(.commandNotEnabled, "command is not enabled"))
  /// `last` sends this when the source completed without a value (RxJS's `EmptyError`).
  public static let noElements = SignalError(.init(.noElements, "no elements in sequence"))
  /// `bufferWhen`'s default failure: its closing signal sent with no time passing.
  public static let closesAtOnce = SignalError(
    .init(.closesAtOnce, "bufferWhen: the closing signal sent with no time passing"))
}
