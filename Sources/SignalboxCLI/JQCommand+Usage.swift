/// A refused `signalbox jq` command line in jq 1.7.1's words (its `main.c`): the option
/// table's refusal (an ID and Signalbox's sentence) becomes the line jq prints for it, so
/// that a script reading jq's standard error sees jq's words (`jq: Unknown option -x`).
extension JQCommand {
  /// jq's line for the refusal `message`; Signalbox's own line where jq has no such refusal.
  static func usageText(_ message: DiagnosticMessage) -> String {
    let text = message.text
    let option = String(text.prefix { $0 != " " && $0 != ":" })
    switch message.id {
    case .unknownCommandLineOption:
      let quoted = text.split(separator: "'", omittingEmptySubsequences: false)
      if quoted.count >= 3 { return "jq: Unknown option \(quoted[1])\n" }
    case .needsNameAndValue:
      let example = ["--arg": "value", "--argjson": "text"][option] ?? "filename"
      return "jq: \(option) takes two parameters (e.g. \(option) varname \(example))\n"
    case .missingOptionValue where option == "--indent":
      return "jq: --indent takes one parameter\n"
    case .missingOptionValue where option == "-L" || option == "--library-path":
      return "-L takes a parameter: (e.g. -L /search/path or -L/search/path)\n"
    case .invalidOptionValue where option == "--indent":
      return "jq: --indent takes a number between -1 and 7\n"
    default: break
    }
    return "jq: \(message.commandLineText)\n"
  }
}
