import SignalboxJSON
import SignalboxLanguage

/// The option table's reading of a command line that argument-parser refused: the first
/// word the table can name as the mistake (an unknown option, a missing value, a flag given
/// a value, a value the option cannot read), as a catalogue entry with its ID. What the
/// table does not name keeps argument-parser's own sentence under `U023`, so every usage
/// error the user sees ends with an ID. Only called after a parse has failed: start-up
/// never pays for it.
extension CommandLineOption {
  static func mistake(in words: [String]) -> DiagnosticMessage? {
    var k = 0
    while k < words.count {
      let word = words[k]
      k += 1
      // After `--` every word is a file; `-` alone is standard input.
      if word == "--" { return nil }
      guard word.hasPrefix("-"), word.count > 1 else { continue }
      var name = word
      var attached: String? = nil
      if word.hasPrefix("--"), let equals = word.firstIndex(of: "=") {
        name = String(word[..<equals])
        attached = String(word[word.index(after: equals)...])
      }
      guard let option = named(name) else {
        if !word.hasPrefix("--"), word.count > 2 {
          // `-qz`: short flags written together; the first letter the table does not know.
          guard let letter = word.dropFirst().first(where: { !isShortFlag($0) }) else { continue }
          return Message.unknownCommandLineOption("-\(letter)", suggestion: nil)
        }
        let names = shown.flatMap(\.names)
        let suggestion = Compiler.closest(to: name, among: names)
        return Message.unknownCommandLineOption(name, suggestion: suggestion)
      }
      switch option.arity {
      case .flag:
        if attached != nil { return Message.flagTakesNoValue(name, word) }
      case .value(let placeholder):
        let value: String
        if let attached {
          value = attached
        } else {
          // argument-parser reads a word starting with '-' as the next option, never as
          // a value (`--horizon -1`); after '=' it is a value.
          guard k < words.count, !(words[k].hasPrefix("-") && words[k].count > 1) else {
            let dashed = k < words.count ? words[k] : nil
            return Message.missingOptionValue(name, placeholder, dashed: dashed)
          }
          value = words[k]
          k += 1
        }
        var scratch = CommandOptions()
        if let set = option.set, !set(&scratch, value) {
          return Message.invalidOptionValue(name, placeholder, value)
        }
      case .optionalValue:
        break
      case .pair:
        // Taken out before argument-parser (`extractArguments`), with their own messages.
        k += 2
      }
    }
    return nil
  }

  /// `q` of `-qr`: a short flag the table knows.
  private static func isShortFlag(_ letter: Character) -> Bool {
    named("-\(letter)").map { $0.arity == .flag } ?? false
  }
}
