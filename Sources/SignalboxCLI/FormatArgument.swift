import SignalboxSession

/// A `--format` value as typed: one of the formats, or a word that names none, kept (not
/// refused by the parser) so that `validate()` can report it in the contract's words.
enum FormatArgument: Sendable {
  case known(OutputFormat)
  case unknown(String)

  init(argument: String) {
    self = OutputFormat(rawValue: argument).map(FormatArgument.known) ?? .unknown(argument)
  }
}
