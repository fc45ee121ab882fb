import ArgumentParser
import SignalboxSession

extension MarbleFormat: ExpressibleByArgument {}

/// A `--format` value as typed: one of the formats, or a word that names none, kept (not
/// refused by the parser) so that `validate()` can report it in the contract's words.
enum FormatArgument: ExpressibleByArgument {
  case known(OutputFormat)
  case unknown(String)

  init(argument: String) {
    self = OutputFormat(rawValue: argument).map(FormatArgument.known) ?? .unknown(argument)
  }

  static var allValueStrings: [String] { OutputFormat.allCases.map { $0.rawValue } }

  var defaultValueDescription: String {
    switch self {
    case .known(let format): format.rawValue
    case .unknown(let name): name
    }
  }
}
