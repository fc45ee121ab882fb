import SignalboxJSON

/// What a catalogue entry means, with a program that gets it (`wrong`) and the same
/// program put right (`right`): `signalbox --explain ID`, `signalbox help ID` and
/// `:help ID` print it; DiagnosticExplanationTests runs both programs (on the virtual
/// clock, `input` as standard input) and checks that only the wrong one gets the ID.
public struct DiagnosticExplanation: Sendable {
  public let meaning: String
  public let wrong: String
  public let right: String
  /// Standard input for both programs (`J…` entries read data).
  public let input: String?
  /// The command line's entries (`U…`): the arguments of a `signalbox` that gets the entry
  /// and of one put right (CommandLineExplanationTests runs both); then `wrong` is empty and
  /// `right` the program both run.
  public let commandLine: (wrong: [String], right: [String])?

  init(
    _ meaning: String, wrong: String, right: String, input: String? = nil,
    commandLine: (wrong: [String], right: [String])? = nil
  ) {
    self.meaning = meaning
    self.wrong = wrong
    self.right = right
    self.input = input
    self.commandLine = commandLine
  }
}

extension DiagnosticMessage {
  /// For the command line's `--explain` of a word that names no entry.
  public static func unknownID(_ word: String) -> DiagnosticMessage { Message.unknownID(word) }
}

extension DiagnosticMessage.ID {
  /// The entry named `word` (`C001`, `c001`), or nil.
  public init?(named word: String) {
    self.init(rawValue: word.uppercased())
  }

  /// A letter and three digits (`C001`): a word `:help` takes as an ID, known or not.
  public static func looksLikeID(_ word: String) -> Bool {
    let scalars = Array(word.unicodeScalars)
    return scalars.count == 4 && scalars[0].properties.isAlphabetic && scalars[0].isASCII
      && scalars.dropFirst().allSatisfy { ("0"..."9").contains($0) }
  }

  /// What `--explain` prints: the ID and its meaning, then both examples.
  public var explained: String {
    let e = explanation
    if let (wrong, right) = e.commandLine {
      return "\(rawValue): \(e.meaning)\n\nwrong:\n    \(Self.shellWords(wrong))\n\nright:\n"
        + "    \(Self.shellWords(right))\n"
    }
    var text = "\(rawValue): \(e.meaning)\n\nwrong:\n"
    for line in e.wrong.split(separator: "\n", omittingEmptySubsequences: false) {
      text += "    \(line)\n"
    }
    text += "\nright:\n"
    for line in e.right.split(separator: "\n", omittingEmptySubsequences: false) {
      text += "    \(line)\n"
    }
    if let input = e.input {
      text += "\n(both read this on standard input:)\n"
      for line in input.split(separator: "\n") { text += "    \(line)\n" }
    }
    return text
  }

  /// `signalbox ARGS` as a shell line: each word that is not plain in single quotes.
  static func shellWords(_ arguments: [String]) -> String {
    let plain = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_=./,")
    let words = arguments.map { word in
      !word.isEmpty && word.allSatisfy(plain.contains)
        ? word : "'" + word.replacing("'", with: "'\\''") + "'"
    }
    return (["signalbox"] + words).joined(separator: " ")
  }

  /// The entry's explanation (one file of the catalogue per phase).
  public var explanation: DiagnosticExplanation {
    syntaxExplanation ?? compileExplanation ?? runtimeExplanation ?? evaluationExplanation
      ?? inputExplanation ?? jqExplanation ?? limitsExplanation ?? hintExplanation
      ?? commandLineExplanation
      ?? DiagnosticExplanation("", wrong: "", right: "")
  }
}
