import SignalboxJSON

/// An evaluation error inside an expression; the stage running it prefixes its name
/// (`map: cannot read field 'name' of number 3`). It carries its catalogue message
/// (`Message.xxx(…)`), or the program's own text (`fail("x")`), which has no ID.
public struct EvalError: Error, Sendable {
  /// The catalogue message; nil for the program's own text.
  public var diagnostic: DiagnosticMessage?
  private var ownText: String
  /// What the error says: its message's text, or the program's own.
  public var message: String { diagnostic?.text ?? ownText }
  /// The catalogue entry of the message; nil for the program's own text (`fail("x")`).
  public var id: DiagnosticMessage.ID? { diagnostic?.id }

  public init(_ message: DiagnosticMessage) {
    diagnostic = message
    ownText = ""
  }
  /// The program's own text (`fail("x")`).
  public init(_ ownText: String) {
    diagnostic = nil
    self.ownText = ownText
  }
}
