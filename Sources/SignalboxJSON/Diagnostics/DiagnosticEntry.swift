/// One entry of the diagnostics catalogue: its ID, its message's text and its explanation,
/// declared by the module that raises its messages (in that module's
/// `DiagnosticEntries*.swift`; its `Message` functions fill the text's arguments). The module
/// lists its entries in its part of `DiagnosticCatalogue`; `DiagnosticCatalogueTests`
/// collects every module's entries and checks that the IDs are unique and explained, and
/// runs both programs of each.
package struct DiagnosticEntry: Sendable {
  package let id: DiagnosticMessage.ID
  /// Whether its message is an error, a warning or a note: the word the renderer prints
  /// (DiagnosticCatalogueTests checks it against the rules of the ID's phase letter).
  package let severity: DiagnosticMessage.Severity
  /// The message's text, a template: each `{name}` is an argument its `Message` function
  /// fills (`message(_:)`).
  package let text: String
  package let explanation: DiagnosticExplanation

  package init(
    _ id: DiagnosticMessage.ID, severity: DiagnosticMessage.Severity, text: String,
    _ explanation: DiagnosticExplanation
  ) {
    self.id = id
    self.severity = severity
    self.text = text
    self.explanation = explanation
  }

  /// An entry: what it means, a program that gets it, the same put right, the standard
  /// input both read (`J…` entries read data) and, for the command line's entries, the two
  /// command lines (`DiagnosticExplanation`).
  package init(
    _ id: DiagnosticMessage.ID, severity: DiagnosticMessage.Severity, text: String,
    _ meaning: String, wrong: String, right: String, input: String? = nil,
    commandLine: (wrong: [String], right: [String])? = nil
  ) {
    self.init(
      id, severity: severity, text: text,
      DiagnosticExplanation(
        meaning, wrong: wrong, right: right, input: input, commandLine: commandLine))
  }
}

/// What a catalogue entry means, with a program that gets it (`wrong`) and the same
/// program put right (`right`): `signalbox --explain ID`, `signalbox help ID` and
/// `:help ID` print it; DiagnosticExplanationTests runs both programs (on the virtual
/// clock, `input` as standard input) and checks that only the wrong one gets the ID.
package struct DiagnosticExplanation: Sendable {
  package let meaning: String
  package let wrong: String
  package let right: String
  /// Standard input for both programs (`J…` entries read data).
  package let input: String?
  /// The command line's entries (`U…`): the arguments of a `signalbox` that gets the entry
  /// and of one put right (CommandLineExplanationTests runs both); then `wrong` is empty and
  /// `right` the program both run.
  package let commandLine: (wrong: [String], right: [String])?

  package init(
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

/// The catalogue's registry: each module adds the list of its entries (`json` here,
/// `jqLibrary`, `language`, `sessionEntries`), the session joins them
/// (`DiagnosticCatalogue.all`) and the command adds its own (`commandLine`).
package enum DiagnosticCatalogue {
  /// The entries of this module: input data (`J…`) and limits (`B…`).
  package static let json: [DiagnosticEntry] = inputData + limits
}

extension DiagnosticEntry {
  /// What `--explain` prints: the ID and its meaning, then both examples.
  package var explained: String {
    let e = explanation
    let id = self.id.rawValue
    if let (wrong, right) = e.commandLine {
      return "\(id): \(e.meaning)\n\nwrong:\n    \(Self.shellWords(wrong))\n\nright:\n"
        + "    \(Self.shellWords(right))\n"
    }
    var text = "\(id): \(e.meaning)\n\nwrong:\n"
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
}

extension DiagnosticMessage.ID {
  /// A letter and three digits (`C001`): a word `:help` takes as an ID, known or not.
  package static func looksLikeID(_ word: String) -> Bool {
    let scalars = Array(word.unicodeScalars)
    return scalars.count == 4 && scalars[0].properties.isAlphabetic && scalars[0].isASCII
      && scalars.dropFirst().allSatisfy { ("0"..."9").contains($0) }
  }
}

/// The catalogue's row form: the severity as the call (`.error(…)`, `.warning(…)`,
/// `.note(…)`), then the ID, the text, what it means and the two programs.
extension DiagnosticEntry {
  package static func error(
    _ id: DiagnosticMessage.ID, text: String, _ meaning: String, wrong: String,
    right: String, input: String? = nil
  ) -> Self {
    Self(id, severity: .error, text: text, meaning, wrong: wrong, right: right, input: input)
  }

  package static func warning(
    _ id: DiagnosticMessage.ID, text: String, _ meaning: String, wrong: String,
    right: String, input: String? = nil
  ) -> Self {
    Self(id, severity: .warning, text: text, meaning, wrong: wrong, right: right, input: input)
  }

  package static func note(
    _ id: DiagnosticMessage.ID, text: String, _ meaning: String, wrong: String,
    right: String, input: String? = nil
  ) -> Self {
    Self(id, severity: .note, text: text, meaning, wrong: wrong, right: right, input: input)
  }
}
