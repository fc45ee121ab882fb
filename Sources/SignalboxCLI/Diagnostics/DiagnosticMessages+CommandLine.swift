import SignalboxJSON
import SignalboxLanguage

/// The command line (`U…`): options the checks refuse, and files it cannot read or write.
/// The CLI prints them as `signalbox: TEXT [U001]` (a usage error adds the usage line).
/// Their texts are in their entries (`DiagnosticEntries+CommandLine.swift`); these fill in
/// the arguments.
extension Message {
  static func unknownOutputFormat(_ name: String, _ expected: String)
    -> DiagnosticMessage
  {
    DiagnosticCatalogue.commandLineMessage(
      .unknownOutputFormat, ["name": name, "expected": expected])
  }
  static func argsNeedProgram() -> DiagnosticMessage {
    DiagnosticCatalogue.commandLineMessage(.argsNeedProgram)
  }
  static func programGivenTwice() -> DiagnosticMessage {
    DiagnosticCatalogue.commandLineMessage(.programGivenTwice)
  }
  static func compareWithProgram() -> DiagnosticMessage {
    DiagnosticCatalogue.commandLineMessage(.compareWithProgram)
  }
  static func badLivePort(_ value: String) -> DiagnosticMessage {
    DiagnosticCatalogue.commandLineMessage(.badLivePort, ["value": value])
  }
  static func recordTestNeeds() -> DiagnosticMessage {
    DiagnosticCatalogue.commandLineMessage(.recordTestNeeds, [:])
  }
  static func cannotWriteTestFile(_ path: String, _ reason: String) -> DiagnosticMessage {
    DiagnosticCatalogue.commandLineMessage(.cannotWriteTestFile, ["path": path, "reason": reason])
  }
  static func badHorizon(_ value: String) -> DiagnosticMessage {
    DiagnosticCatalogue.commandLineMessage(.badHorizon, ["value": value])
  }
  static func badThreads(_ value: Int) -> DiagnosticMessage {
    DiagnosticCatalogue.commandLineMessage(.badThreads, ["value": "\(value)"])
  }
  static func badIndent(_ value: Int) -> DiagnosticMessage {
    DiagnosticCatalogue.commandLineMessage(.badIndent, ["value": "\(value)"])
  }
  static func jqOutputNotJSON(_ format: String) -> DiagnosticMessage {
    DiagnosticCatalogue.commandLineMessage(.jqOutputNotJSON, ["format": format])
  }
  /// `--arg takes a name and a value`.
  static func needsNameAndValue(_ option: String) -> DiagnosticMessage {
    DiagnosticCatalogue.commandLineMessage(.needsNameAndValue, ["option": option])
  }
  /// `--arg 1x: '1x' is not a name …`.
  static func badArgumentName(_ option: String, _ name: String, _ problem: String)
    -> DiagnosticMessage
  {
    DiagnosticCatalogue.commandLineMessage(
      .badArgumentName, ["option": option, "name": name, "problem": problem])
  }
  /// `--argjson v: not JSON: …`, `--jsonargs: 1x is not JSON: …`: `lead` is what comes
  /// before `not JSON`.
  static func argumentNotJSON(_ lead: String, _ problem: String) -> DiagnosticMessage {
    DiagnosticCatalogue.commandLineMessage(.argumentNotJSON, ["lead": lead, "problem": problem])
  }
  static func cannotReadArgumentFile(
    _ option: String, _ name: String, _ path: String, reason: String? = nil
  ) -> DiagnosticMessage {
    DiagnosticCatalogue.commandLineMessage(
      .cannotReadArgumentFile,
      [
        "option": option, "name": name, "path": path,
        "reason": reason.map { ": \($0)" } ?? "",
      ])
  }
  static func unknownMarbleFormat(_ word: String, _ value: String, _ formats: String)
    -> DiagnosticMessage
  {
    DiagnosticCatalogue.commandLineMessage(
      .unknownMarbleFormat, ["word": word, "value": value, "formats": formats])
  }
  static func marblesWithSpace(_ format: String) -> DiagnosticMessage {
    DiagnosticCatalogue.commandLineMessage(.marblesWithSpace, ["format": format])
  }
  static func noCompletionScript(_ shell: String, _ shells: String) -> DiagnosticMessage {
    DiagnosticCatalogue.commandLineMessage(.noCompletionScript, ["shell": shell, "shells": shells])
  }
  /// A script, data file or program file that cannot be read, with the OS's reason.
  static func cannotReadScript(_ path: String, _ reason: String) -> DiagnosticMessage {
    DiagnosticCatalogue.commandLineMessage(.cannotReadScript, ["path": path, "reason": reason])
  }
  /// After `cannot read 'stdin | map x.a'`: the word reads as a program.
  static func runAsProgram(_ quoted: String) -> DiagnosticMessage {
    DiagnosticCatalogue.commandLineMessage(.runAsProgram, ["quoted": quoted])
  }
  static func cannotWriteOutput(_ reason: String) -> DiagnosticMessage {
    DiagnosticCatalogue.commandLineMessage(.cannotWriteOutput, ["reason": reason])
  }
  /// `unknown option '--virtaul' (did you mean '--virtual'?)`.
  static func unknownCommandLineOption(_ word: String, suggestion: String?)
    -> DiagnosticMessage
  {
    DiagnosticCatalogue.commandLineMessage(
      .unknownCommandLineOption,
      ["word": word, "meant": suggestion.map { " (did you mean '\($0)'?)" } ?? ""])
  }
  /// `--horizon needs a value: --horizon <seconds>`; when the next word starts with '-'
  /// (`--horizon -1`), how to give it as the value.
  static func missingOptionValue(
    _ option: String, _ placeholder: String, dashed: String? = nil
  ) -> DiagnosticMessage {
    var how = ""
    if let dashed {
      how =
        option.hasPrefix("--")
        ? " (a value starting with '-' follows '=': \(option)=\(dashed))"
        : " (a value starting with '-' cannot follow \(option): write ' \(dashed)')"
    }
    return DiagnosticCatalogue.commandLineMessage(
      .missingOptionValue, ["option": option, "placeholder": placeholder, "dashed": how])
  }
  /// `--virtual takes no value, got '--virtual=3'`.
  static func flagTakesNoValue(_ option: String, _ word: String) -> DiagnosticMessage {
    DiagnosticCatalogue.commandLineMessage(.flagTakesNoValue, ["option": option, "word": word])
  }
  /// `--horizon takes <seconds>, got 'abc'`.
  static func invalidOptionValue(_ option: String, _ placeholder: String, _ value: String)
    -> DiagnosticMessage
  {
    DiagnosticCatalogue.commandLineMessage(
      .invalidOptionValue, ["option": option, "placeholder": placeholder, "value": value])
  }
  /// A refusal the option table's entries (U019-U022) do not name; none is made today (it
  /// held swift-argument-parser's own sentences while that parsed the line).
  static func commandLineRefused(_ text: String) -> DiagnosticMessage {
    DiagnosticCatalogue.commandLineMessage(.commandLineRefused, ["text": text])
  }
  static func needsReadline(_ problem: String) -> DiagnosticMessage {
    DiagnosticCatalogue.commandLineMessage(.needsReadline, ["problem": problem])
  }
  static func cannotReadSample(_ path: String, _ reason: String) -> DiagnosticMessage {
    DiagnosticCatalogue.commandLineMessage(.cannotReadSample, ["path": path, "reason": reason])
  }
  static func exploreNeedsTerminal(_ path: String) -> DiagnosticMessage {
    DiagnosticCatalogue.commandLineMessage(.exploreNeedsTerminal, ["path": path])
  }
}

extension DiagnosticMessage {
  /// `TEXT [U001]`: how the command line prints a message after `signalbox: `.
  var commandLineText: String { "\(text) [\(id.rawValue)]" }
}

extension DiagnosticCatalogue {
  /// The message of the command line's entry `id`, its arguments filled in.
  static let commandLineMessage = DiagnosticTexts(commandLine)
}
