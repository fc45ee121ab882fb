import SignalboxJQ
import SignalboxJSON

/// The language's part of the catalogue: the entries of the lexer and parser
/// (`DiagnosticEntries+Syntax.swift`), the compiler (`+Compile`), error events (`+Runtime`),
/// evaluation errors (`+Evaluation`), jq's library's (declared in `SignalboxJQ`), jq's
/// spellings (`+JQ`), the notes where RAC and RxJS
/// differ (`+Hints`), `expect` (`+Expect`).
extension DiagnosticCatalogue {
  package static let language: [DiagnosticEntry] =
    syntax + compile + runtime + evaluation + jqLibrary + jqLanguage + jq + jqStage + hints
    + expectations
}

extension DiagnosticCatalogue {
  /// The message of the language's entry `id` (`language`), its arguments filled in.
  static let languageMessage = DiagnosticTexts(language)
}
