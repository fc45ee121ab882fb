import SignalboxJSON

/// An evaluation error inside an expression; the stage running it prefixes its name
/// (`map: cannot read field 'name' of number 3`). It carries its catalogue message
/// (`Message.xxx(…)`), or the program's own text (`fail("x")`), which has no ID.
package struct EvalError: Error, Sendable {
  /// Its catalogue message, or the program's own text.
  package let content: MessageOrText
  /// The catalogue message; nil for the program's own text.
  package var diagnostic: DiagnosticMessage? { content.diagnostic }
  /// What the error says: its message's text, or the program's own.
  package var message: String { content.text }
  /// The catalogue entry of the message; nil for the program's own text (`fail("x")`).
  package var id: DiagnosticMessage.ID? { content.id }

  package init(_ message: DiagnosticMessage) { content = MessageOrText(message) }
  /// The program's own text (`fail("x")`).
  package init(_ ownText: String) { content = MessageOrText(ownText) }
}
