import SignalboxJSON

/// An evaluation error inside an expression; the stage running it prefixes its name
/// (`map: cannot read field 'name' of number 3`).
public struct EvalError: Error, Sendable {
  public var message: String
  /// The catalogue entry of the message; nil for the program's own text (`fail("x")`).
  public var id: DiagnosticMessage.ID?
  public init(_ message: String, id: DiagnosticMessage.ID? = nil) {
    self.message = message
    self.id = id
  }
}

extension EvalError {
  package init(_ message: DiagnosticMessage) { self.init(message.text, id: message.id) }
}
