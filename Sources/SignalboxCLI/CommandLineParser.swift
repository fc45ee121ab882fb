import SignalboxJSON
import SignalboxLanguage
import SignalboxSession

/// A refused command line: its catalogue message, printed ending with its ID (`… [U019]`).
struct UsageError: Error, CustomStringConvertible {
  let message: DiagnosticMessage

  init(_ message: DiagnosticMessage) { self.message = message }

  var description: String { message.commandLineText }
}

/// What a command line asks for.
enum CommandRequest {
  case run(CommandOptions, bound: [(name: String, value: JSON)])
  case help
  case version
}

/// The one reader of the command line: the option table (`CommandLineOption.all`) parses it.
/// `--name value`, `--name=value`, short flags alone or together (`-q`, `-qr`, `-qe PROGRAM`:
/// a letter that takes a value ends the group and takes the next word), `--` (every word
/// after it is a file), repeats (a later value replaces an earlier one; `--input` and the
/// two-value options add), `--help`/`-h` and `--version` (the help wins; either wins over
/// an unknown option). Each refusal
/// is a catalogue entry with its ID: an unknown option (U019, with the closest name), a
/// missing value (U020; a value starting with `-` follows `=`), a flag given `=value`
/// (U021), a value its setter cannot read (U022); then `CommandOptions.validate()`.
///
/// A subcommand (`signalbox jq …`) is a first word with a table of its own: its entries are
/// passed as `table`, and the words after it as `words`.
struct CommandLineParser {
  let table: [CommandLineOption]
  private var words: [String]
  private var k = 0
  private var command = CommandOptions()
  private var bound: [(name: String, value: JSON)] = []
  /// `--help` or `-h` met: the rest of the line is not read.
  private var builtin: CommandRequest? = nil
  /// `--version` met: the rest of the line is read, and the help wins.
  private var versionAsked = false
  /// Whether `CommandOptions.validate()` checks the main command's combinations (not a
  /// subcommand's, which checks its own).
  private let validates: Bool
  /// jq's rule (`signalbox jq`): a word is an option only when `-` is followed by `-` or a
  /// letter, so `-1` is a filter.
  private let letterOptionsOnly: Bool

  init(
    _ words: [String], table: [CommandLineOption] = CommandLineOption.all, validates: Bool = true,
    letterOptionsOnly: Bool = false
  ) {
    self.words = words
    self.table = table
    self.validates = validates
    self.letterOptionsOnly = letterOptionsOnly
  }

  static func parse(_ words: [String]) throws(UsageError) -> CommandRequest {
    var parser = CommandLineParser(words)
    return try parser.parse()
  }

  mutating func parse() throws(UsageError) -> CommandRequest {
    while k < words.count {
      let word = words[k]
      k += 1
      if word == "--" {
        command.files += words[k...]
        break
      }
      // `-` alone is standard input, a file.
      let second = word.dropFirst().first
      guard word.hasPrefix("-"), let second,
        !letterOptionsOnly || second == "-" || second.isLetter
      else {
        command.files.append(word)
        continue
      }
      if word.hasPrefix("--") {
        try long(word)
      } else {
        try short(word)
      }
      if let builtin { return builtin }
    }
    if versionAsked { return .version }
    if validates { try command.validate() }
    return .run(command, bound: bound)
  }

  /// Refuses the unknown option `name` (U019), unless the line asks for the help (`--help`,
  /// `-h`) or the version anywhere before `--`: then that is the answer, as argument-parser
  /// gave it.
  private mutating func refuseUnknown(_ name: String, suggestion: String?) throws(UsageError) {
    let line = words.prefix { $0 != "--" }
    if line.contains("--help") || line.contains("-h") {
      builtin = .help
    } else if line.contains("--version") {
      builtin = .version
    } else {
      throw UsageError(Message.unknownCommandLineOption(name, suggestion: suggestion))
    }
  }

  /// The option named `name`, hidden ones included.
  private func named(_ name: String) -> CommandLineOption? {
    table.first { $0.names.contains(name) }
  }

  private mutating func long(_ word: String) throws(UsageError) {
    // `--marbles=FORMAT` and `--live=PORT` become their hidden options.
    let next = k < words.count ? words[k] : nil
    var rewritten = try SignalboxCommand.marblesWords(word, next: next)
    if rewritten == nil { rewritten = try SignalboxCommand.liveWords(word) }
    if let rewritten {
      words.replaceSubrange((k - 1)..<k, with: rewritten)
      k -= 1
      return
    }
    var name = word
    var attached: String? = nil
    if let equals = word.firstIndex(of: "=") {
      name = String(word[..<equals])
      attached = String(word[word.index(after: equals)...])
    }
    // jq 1.7.1 reads no `--name=value`: the whole word is an unknown option.
    guard let option = named(name), attached == nil || !letterOptionsOnly else {
      if letterOptionsOnly { return try refuseUnknown(word, suggestion: nil) }
      let suggestion = Compiler.closest(
        to: name, among: table.filter { !$0.hidden }.flatMap(\.names))
      return try refuseUnknown(name, suggestion: suggestion)
    }
    try take(option, name: name, word: word, attached: attached)
  }

  private mutating func short(_ word: String) throws(UsageError) {
    let letters = Array(word.dropFirst())
    // jq 1.7.1: `-LDIR` is `-L DIR`.
    if letterOptionsOnly, letters.count > 1, letters[0] == "L", let option = named("-L") {
      return try take(option, name: "-L", word: word, attached: String(letters.dropFirst()))
    }
    if letters.count == 1 {
      guard let option = named(word) else {
        let suggestion = Compiler.closest(
          to: word, among: table.filter { !$0.hidden }.flatMap(\.names))
        return try refuseUnknown(word, suggestion: suggestion)
      }
      return try take(option, name: word, word: word, attached: nil)
    }
    // `-qr`: the letters the table knows as short flags; the first one it does not know is
    // the mistake. A letter that takes a value (`-qe PROGRAM`) takes the next word.
    // jq names the whole word (`jq: Unknown option -nqe`). jq 1.7.1 looks for each of its
    // letters anywhere in the word before it checks for a stranger: an `h` in it is
    // `--help`, else a `V` is `--version` (`-xh`, the filter `-infinite | has("a")`).
    if letterOptionsOnly, letters.contains(where: { named("-\($0)") == nil }) {
      for help in ["-h", "-V"] where letters.contains(Character(String(help.dropFirst()))) {
        if let option = named(help) {
          return try take(option, name: help, word: word, attached: nil)
        }
      }
    }
    for letter in letters where named("-\(letter)") == nil {
      return try refuseUnknown(letterOptionsOnly ? word : "-\(letter)", suggestion: nil)
    }
    for letter in letters {
      let name = "-\(letter)"
      guard let option = named(name) else { continue }
      try take(option, name: name, word: word, attached: nil)
    }
  }

  /// What `option` (spelt `name` in `word`) takes, from `attached` (after `=`) or the next
  /// words.
  private mutating func take(
    _ option: CommandLineOption, name: String, word: String, attached: String?
  ) throws(UsageError) {
    switch option.arity {
    case .flag where option.group == .builtin:
      if option.name == "--help" { builtin = .help } else { versionAsked = true }
    case .flag, .optionalValue:
      if attached != nil { throw UsageError(Message.flagTakesNoValue(name, word)) }
      _ = option.set?(&command, "")
    case .value(let placeholder):
      let value: String
      if let attached {
        value = attached
      } else {
        // A word starting with '-' is the next option, never a value (`--horizon -1`);
        // after '=' it is a value. jq's own options take the next word whatever it is, as
        // jq's main.c does (`--indent -1`).
        let dashed = k < words.count && words[k].hasPrefix("-") && words[k].count > 1
        guard k < words.count, !dashed || option.group == .jq else {
          let dashed = k < words.count ? words[k] : nil
          throw UsageError(Message.missingOptionValue(name, placeholder, dashed: dashed))
        }
        value = words[k]
        k += 1
      }
      if let set = option.set, !set(&command, value) {
        throw UsageError(Message.invalidOptionValue(name, placeholder, value))
      }
    case .pair:
      guard attached == nil, k + 1 < words.count else {
        throw UsageError(Message.needsNameAndValue(name))
      }
      let (bindName, text) = (words[k], words[k + 1])
      k += 2
      if let setPair = option.setPair {
        setPair(&command, bindName, text)
      } else {
        bound.append((bindName, try SignalboxCommand.boundValue(name, bindName, text)))
      }
    }
  }
}
