import SignalboxSession

/// `--help`: written from the option table in the layout argument-parser used to print
/// (OVERVIEW with the discussion, USAGE, ARGUMENTS, JQ'S FLAGS, OPTIONS), 80 columns wide,
/// each option's names and placeholder in a 26-column margin.
extension CommandLineOption {
  /// The margin of an option's help text, and the width its lines wrap at.
  private static let margin = 26
  private static let width = 80

  static func helpText() -> String {
    var text = "OVERVIEW: \(SignalboxCommand.abstract)\n\n"
    for line in helpDiscussion.split(separator: "\n", omittingEmptySubsequences: false) {
      text += wrapped(String(line)) + "\n"
    }
    text += "\nUSAGE: \(SignalboxCommand.usage)\n\n"
    text += "ARGUMENTS:\n"
    text += helpRow(
      "<file>",
      "Script files, run in order in one session; with -e, data files the `stdin` source "
        + "reads.")
    text += "\nJQ'S FLAGS:\n"
    for option in all where option.group == .jq && !option.hidden && !option.takesTwo {
      text += helpRow(option.helpLabel, option.helpWithDetails)
    }
    text += "\nOPTIONS:\n"
    for option in all where option.group == .main && !option.hidden {
      text += helpRow(option.helpLabel, option.helpWithDetails)
    }
    for option in builtin { text += helpRow(option.helpLabel, option.help) }
    return text
  }

  /// A line of the discussion, wrapped at the width (a continuation starts the line).
  private static func wrapped(_ line: String) -> String {
    if line.count <= width { return line }
    let indent = String(line.prefix { $0 == " " })
    let words = line.dropFirst(indent.count).split(separator: " ").map(String.init)
    let lines = wrap(words, limit: width)
    return indent + lines.joined(separator: "\n")
  }

  /// `words` as lines of at most `limit` columns, counting the space after each word but
  /// the last, as argument-parser counted.
  private static func wrap(_ words: [String], limit: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for (index, word) in words.enumerated() {
      let trailing = index == words.count - 1 ? 0 : 1
      if !line.isEmpty, line.count + 1 + word.count + trailing > limit {
        lines.append(line)
        line = ""
      }
      line += (line.isEmpty ? "" : " ") + word
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }

  /// `-r, --raw-output`, `--format <format>`.
  var helpLabel: String {
    let spelt = names.joined(separator: ", ")
    guard case .value(let name) = arity else { return spelt }
    return "\(spelt) <\(name)>"
  }

  /// The help line, with the words the value takes and its default.
  var helpWithDetails: String {
    var details: [String] = []
    if case .value = arity, case .words(let words) = completion {
      details.append("values: " + words.joined(separator: ", "))
    }
    if let shownDefault { details.append("default: \(shownDefault)") }
    return details.isEmpty ? help : "\(help) (\(details.joined(separator: "; ")))"
  }

  /// The label in the margin and the help wrapped beside it (below it when the label is
  /// too long).
  static func helpRow(_ label: String, _ help: String) -> String {
    var lines = wrap(help.split(separator: " ").map(String.init), limit: width - margin)
    let indent = String(repeating: " ", count: margin)
    var text = "  " + label
    if label.count + 2 < margin {
      text += String(repeating: " ", count: margin - 2 - label.count) + (lines.first ?? "")
      lines = Array(lines.dropFirst())
    }
    text += "\n"
    for line in lines { text += indent + line + "\n" }
    return text
  }
}
