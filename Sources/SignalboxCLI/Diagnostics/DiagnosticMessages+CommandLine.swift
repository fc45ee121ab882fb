import SignalboxJSON
import SignalboxLanguage

/// The command line (`U…`): options the checks refuse, and files it cannot read or write.
/// The CLI prints them as `signalbox: TEXT [U001]` (a usage error adds the usage line).
extension Message {
  static func unknownOutputFormat(_ name: String, _ expected: String)
    -> DiagnosticMessage
  {
    .init(.unknownOutputFormat, "unknown format '\(name)' (expected \(expected))")
  }
  static func argsNeedProgram() -> DiagnosticMessage {
    .init(.argsNeedProgram, "--args and --jsonargs need the program as -e PROGRAM or -f FILE")
  }
  static func programGivenTwice() -> DiagnosticMessage {
    .init(.programGivenTwice, "-e and -f cannot be combined")
  }
  static func compareWithProgram() -> DiagnosticMessage {
    .init(.compareWithProgram, "--compare is the program: it cannot be combined with -e or -f")
  }
  static func badLivePort(_ value: String) -> DiagnosticMessage {
    .init(.badLivePort, "--live takes a port number from 0 to 65535, got '\(value)'")
  }
  static func badHorizon(_ value: String) -> DiagnosticMessage {
    .init(.badHorizon, "--horizon takes a non-negative number of seconds, got '\(value)'")
  }
  static func badThreads(_ value: Int) -> DiagnosticMessage {
    .init(.badThreads, "--threads takes 1 or more threads, got \(value)")
  }
  static func badIndent(_ value: Int) -> DiagnosticMessage {
    .init(.badIndent, "--indent takes 0 to 7 spaces, got \(value)")
  }
  static func jqOutputNotJSON(_ format: String) -> DiagnosticMessage {
    .init(
      .jqOutputNotJSON,
      "-r, --indent and --pretty shape the values format, not --format \(format)")
  }
  /// `--arg takes a name and a value`.
  static func needsNameAndValue(_ option: String) -> DiagnosticMessage {
    .init(.needsNameAndValue, "\(option) takes a name and a value")
  }
  /// `--arg 1x: '1x' is not a name …`.
  static func badArgumentName(_ option: String, _ name: String, _ problem: String)
    -> DiagnosticMessage
  {
    .init(.badArgumentName, "\(option) \(name): \(problem)")
  }
  /// `--argjson v: not JSON: …`, `--jsonargs: 1x is not JSON: …`: `lead` is what comes
  /// before `not JSON`.
  static func argumentNotJSON(_ lead: String, _ problem: String) -> DiagnosticMessage {
    .init(.argumentNotJSON, "\(lead)not JSON: \(problem)")
  }
  static func cannotReadArgumentFile(
    _ option: String, _ name: String, _ path: String, reason: String? = nil
  ) -> DiagnosticMessage {
    .init(
      .cannotReadArgumentFile,
      "\(option) \(name): cannot read \(path)" + (reason.map { ": \($0)" } ?? ""))
  }
  static func unknownMarbleFormat(_ word: String, _ value: String, _ formats: String)
    -> DiagnosticMessage
  {
    .init(.unknownMarbleFormat, "\(word): unknown marble format '\(value)' (one of \(formats))")
  }
  static func marblesWithSpace(_ format: String) -> DiagnosticMessage {
    .init(.marblesWithSpace, "write --marbles=\(format): the format follows '=', not a space")
  }
  static func noCompletionScript(_ shell: String, _ shells: String) -> DiagnosticMessage {
    .init(
      .noCompletionScript,
      "--generate-completion-script: no script for '\(shell)' (one of \(shells))")
  }
  /// A script, data file or program file that cannot be read, with the OS's reason.
  static func cannotReadScript(_ path: String, _ reason: String) -> DiagnosticMessage {
    .init(.cannotReadScript, "cannot read \(path): \(reason)")
  }
  /// After `cannot read 'stdin | map x.a'`: the word reads as a program.
  static func runAsProgram(_ quoted: String) -> DiagnosticMessage {
    .init(.runAsProgram, "to run it as a program: signalbox -e \(quoted)")
  }
  static func cannotWriteOutput(_ reason: String) -> DiagnosticMessage {
    .init(.cannotWriteOutput, "error writing standard output: \(reason)")
  }
  /// `unknown option '--virtaul' (did you mean '--virtual'?)`.
  static func unknownCommandLineOption(_ word: String, suggestion: String?)
    -> DiagnosticMessage
  {
    let meant = suggestion.map { " (did you mean '\($0)'?)" } ?? ""
    return .init(.unknownCommandLineOption, "unknown option '\(word)'\(meant)")
  }
  /// `--horizon needs a value: --horizon <seconds>`; when the next word starts with '-'
  /// (`--horizon -1`), how to give it as the value.
  static func missingOptionValue(
    _ option: String, _ placeholder: String, dashed: String? = nil
  ) -> DiagnosticMessage {
    var text = "\(option) needs a value: \(option) <\(placeholder)>"
    if let dashed {
      text +=
        option.hasPrefix("--")
        ? " (a value starting with '-' follows '=': \(option)=\(dashed))"
        : " (a value starting with '-' cannot follow \(option): write ' \(dashed)')"
    }
    return .init(.missingOptionValue, text)
  }
  /// `--virtual takes no value, got '--virtual=3'`.
  static func flagTakesNoValue(_ option: String, _ word: String) -> DiagnosticMessage {
    .init(.flagTakesNoValue, "\(option) takes no value, got '\(word)'")
  }
  /// `--horizon takes <seconds>, got 'abc'`.
  static func invalidOptionValue(_ option: String, _ placeholder: String, _ value: String)
    -> DiagnosticMessage
  {
    .init(.invalidOptionValue, "\(option) takes <\(placeholder)>, got '\(value)'")
  }
  /// A refusal the option table's entries (U019-U022) do not name; none is made today (it
  /// held swift-argument-parser's own sentences while that parsed the line).
  static func commandLineRefused(_ text: String) -> DiagnosticMessage {
    .init(.commandLineRefused, text)
  }
  static func needsReadline(_ problem: String) -> DiagnosticMessage {
    .init(.needsReadline, "the REPL needs GNU readline: \(problem)")
  }
}

extension DiagnosticMessage {
  /// `TEXT [U001]`: how the command line prints a message after `signalbox: `.
  var commandLineText: String { "\(text) [\(id.rawValue)]" }
}
