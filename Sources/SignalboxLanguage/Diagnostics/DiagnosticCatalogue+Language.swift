import SignalboxJSON

/// The language's part of the catalogue: the entries of the lexer and parser
/// (`DiagnosticEntries+Syntax.swift`), the compiler (`+Compile`), error events (`+Runtime`),
/// evaluation errors (`+Evaluation`), jq's spellings (`+JQ`), the notes where RAC and RxJS
/// differ (`+Hints`) and the command line's (`DiagnosticExplanations+CommandLine.swift`).
extension DiagnosticCatalogue {
  public static let language: [DiagnosticEntry] =
    syntax + compile + runtime + evaluation + jq + jqStage + hints + commandLine

  /// The command line's entries, from its explanations' switch.
  static let commandLine: [DiagnosticEntry] = DiagnosticMessage.ID.commandLineIDs.compactMap {
    id in id.commandLineExplanation.map { DiagnosticEntry(id, $0) }
  }
}
