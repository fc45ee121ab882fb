/// What an error says: a catalogue message (`DiagnosticMessage`, with its ID), or a caller's
/// own text, which has no ID (`fail("x")`, `error "boom"`, an engine user's `SignalError`).
/// The engine's `SignalError`, jq's `EvalError` and the language's `RuntimeError` carry one.
public struct MessageOrText: Sendable, Equatable {
  /// The catalogue message; nil for a caller's own text.
  public let diagnostic: DiagnosticMessage?
  private let ownText: String
  /// The message's text, or the caller's own.
  public var text: String { diagnostic?.text ?? ownText }
  /// The catalogue entry of the message; nil for a caller's own text.
  public var id: DiagnosticMessage.ID? { diagnostic?.id }

  public init(_ message: DiagnosticMessage) {
    diagnostic = message
    ownText = ""
  }
  /// A caller's own text, without an ID.
  public init(_ ownText: String) {
    diagnostic = nil
    self.ownText = ownText
  }
}
