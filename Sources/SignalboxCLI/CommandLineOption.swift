/// One command-line option: its spellings, what it takes, the words a shell completes for
/// its value, its help line and what it sets. `CommandLineOption.all` is the one list of
/// options: `CommandLineParser` reads the command line with it, and `--help`, the man page
/// and the bash, zsh and fish completion scripts (`--generate-manual`,
/// `--generate-completion-script SHELL`) are written from it. An option is one entry.
struct CommandLineOption: Sendable {
  /// What follows the option's name.
  enum Arity: Sendable, Equatable {
    case flag
    /// One value (`--format json`); the name is the help's placeholder.
    case value(String)
    /// A flag with an optional value after `=` (`--marbles`, `--marbles=svg`).
    case optionalValue(String)
    /// Two values (`--arg NAME TEXT`).
    case pair(String, String)
  }

  /// What a shell completes after the option.
  enum Completion: Sendable, Equatable {
    case nothing
    case file
    case words([String])
  }

  /// Where `--help` and the man page list it.
  enum Group: Sendable, Equatable {
    case main
    /// jq's flags and options (docs/language.md, "jq's flags").
    case jq
    /// The parser's own (`--help`, `--version`).
    case builtin
    /// `signalbox test`'s (`CommandLineOption+TestCommand.swift`).
    case test
  }

  let names: [String]
  let arity: Arity
  let completion: Completion
  let help: String
  let group: Group
  /// Given more than once, each counts (`--input`); otherwise a later value replaces one.
  let repeatable: Bool
  /// Not in `--help`, the man page or completion (`--marbles-format`, what `--marbles=F` becomes).
  let hidden: Bool
  /// The value an absent option means, as `--help` shows it (`3600.0`).
  let shownDefault: String?
  /// What the option sets in `CommandOptions`, given its value ("" for a flag); false: a
  /// value it cannot read (U022). Nil: not set that way (pairs, built-ins).
  let set: (@Sendable (inout CommandOptions, String) -> Bool)?
  /// What a two-value option sets, given its two words; nil: the pair is bound before the
  /// program runs (`--arg NAME TEXT` of the main command).
  let setPair: (@Sendable (inout CommandOptions, String, String) -> Void)?

  init(
    _ names: [String], _ arity: Arity = .flag, _ completion: Completion = .nothing,
    help: String, group: Group = .main, repeatable: Bool = false, hidden: Bool = false,
    default shownDefault: String? = nil,
    setPair: (@Sendable (inout CommandOptions, String, String) -> Void)? = nil,
    set: (@Sendable (inout CommandOptions, String) -> Bool)?
  ) {
    self.names = names
    self.arity = arity
    self.completion = completion
    self.help = help
    self.group = group
    self.repeatable = repeatable
    self.hidden = hidden
    self.shownDefault = shownDefault
    self.set = set
    self.setPair = setPair
  }

  /// The same option listed under `group` (a subcommand's help lists another's entry).
  func inGroup(_ group: Group) -> CommandLineOption {
    CommandLineOption(
      names, arity, completion, help: help, group: group, repeatable: repeatable,
      hidden: hidden, default: shownDefault, setPair: setPair, set: set)
  }

  /// The long name (`--format`), or the short one when there is none (`-e`).
  var name: String { names.first { $0.hasPrefix("--") } ?? names[0] }

  /// The value's placeholder (`format`), if the option takes one.
  var valueName: String? {
    switch arity {
    case .flag: nil
    case .value(let name), .optionalValue(let name): name
    case .pair(let first, let second): "\(first) \(second)"
    }
  }

  /// The entry spelt `word`, hidden ones included. A scan, not a dictionary: a command line
  /// has a handful of words, and start-up would pay for building the dictionary.
  static func named(_ word: String) -> CommandLineOption? {
    all.first { $0.names.contains(word) }
  }

  /// Whether the option takes one value.
  var takesAValue: Bool { if case .value = arity { true } else { false } }

  /// Whether the option takes two values (`--arg NAME TEXT`).
  var takesTwo: Bool { if case .pair = arity { true } else { false } }

  /// The options that take two values.
  static var takingTwo: [CommandLineOption] { all.filter(\.takesTwo) }

  /// What `--help`, the man page and completion list.
  static var shown: [CommandLineOption] { all.filter { !$0.hidden } }
}

/// An environment variable the program reads: the man page's ENVIRONMENT and `--help` list
/// `EnvironmentVariable.all`.
struct EnvironmentVariable: Sendable {
  let name: String
  let help: String

  static let all: [EnvironmentVariable] = [
    .init(name: "NO_COLOR", help: "never colour the output (as --no-color)"),
    .init(name: "JQ_COLORS", help: "signalbox jq's colours, as jq 1.7.1 reads them"),
    .init(name: "COLUMNS", help: "the width of marble diagrams and :help text at a terminal"),
    .init(name: "SIGNALBOX_HISTORY", help: "the REPL's history file (default: see XDG_STATE_HOME)"),
    .init(name: "XDG_STATE_HOME", help: "the REPL's history: $XDG_STATE_HOME/signalbox/history"),
    .init(name: "HOME", help: "if no XDG_STATE_HOME: ~/.local/state/signalbox/history"),
    .init(name: "TERM", help: "the REPL's preview under the line is off when it is dumb or unset"),
    .init(
      name: "SIGNALBOX_LIVE_WAIT",
      help:
        "seconds --live waits after a script ends for a page to open, or for one that stopped "
        + "reading (default: 60)"),
  ]
}
