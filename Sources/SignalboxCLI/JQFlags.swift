import ArgumentParser
import SignalboxJSON
import SignalboxLanguage
import SignalboxSession

/// jq's flags with jq's meaning (docs/language.md, "jq's flags"), as plain values: what
/// `JQFlags` parses and `quickParse` reads. Any of them means the values format, as jq
/// prints. (`-r`, `--indent`, `--arg`, `--argjson` are older and live with the others.)
struct JQFlagOptions: Sendable, Equatable {
  var compact = false
  var slurp = false
  var nullInput = false
  var rawInput = false
  var sortKeys = false
  var tab = false
  var join = false
  var ascii = false
  var rawOutput0 = false
  var seq = false
  var exitStatus = false
  var args = false
  var jsonargs = false
  /// `-f FILE`/`--from-file FILE`: the program is FILE's text (as `-e` with that text).
  var fromFile: String? = nil

  var any: Bool { self != JQFlagOptions() }

  /// The property a flag word of `quickParse` sets (nil: not one of these flags).
  static func property(_ word: String) -> WritableKeyPath<JQFlagOptions, Bool>? {
    switch word {
    case "-c", "--compact-output": \.compact
    case "-s", "--slurp": \.slurp
    case "-n", "--null-input": \.nullInput
    case "-R", "--raw-input": \.rawInput
    case "-S", "--sort-keys": \.sortKeys
    case "--tab": \.tab
    case "-j", "--join-output": \.join
    case "-a", "--ascii-output": \.ascii
    case "--raw-output0": \.rawOutput0
    case "--seq": \.seq
    case "--exit-status": \.exitStatus
    case "--args": \.args
    case "--jsonargs": \.jsonargs
    default: nil
    }
  }

  /// What the plain `stdin` source sends.
  var input: JQInput {
    if nullInput { return .null }
    if rawInput { return slurp ? .rawText : .rawLines }
    return slurp ? .slurp : .json
  }

  func output(lastValue: LastValue?) -> JQOutputOptions {
    var out = JQOutputOptions()
    out.sortKeys = sortKeys
    out.tab = tab
    out.join = join
    out.ascii = ascii
    out.rawOutput0 = rawOutput0
    out.seq = seq
    out.lastValue = lastValue
    return out
  }

  /// `--args`/`--jsonargs`: the positional arguments as `$ARGS.positional`.
  func positional(_ words: [String]) throws -> [JSON] {
    guard jsonargs else { return words.map { .string($0) } }
    return try words.map { word in
      switch JSON.parse(word) {
      case .success(let value): return value
      case .failure(let error):
        throw ValidationError(
          "--jsonargs: \(word) is not JSON: \(error.message) at column \(error.column)")
      }
    }
  }
}

/// argument-parser's side of `JQFlagOptions`.
struct JQFlags: ParsableArguments {
  @Flag(
    name: [.customShort("c"), .customLong("compact-output")],
    help: "jq's -c (accepted: values print compact).")
  var compact = false
  @Flag(
    name: [.customShort("s"), .long],
    help: "The `stdin` source sends one array of every input value.")
  var slurp = false
  @Flag(
    name: [.customShort("n"), .customLong("null-input")],
    help: "The `stdin` source sends one null and reads nothing.")
  var nullInput = false
  @Flag(
    name: [.customShort("R"), .customLong("raw-input")],
    help: "The `stdin` source sends each line as a string (with -s: the whole text).")
  var rawInput = false
  @Flag(name: [.customShort("S"), .customLong("sort-keys")], help: "Object keys print sorted.")
  var sortKeys = false
  @Flag(help: "Values print pretty, one tab a level.")
  var tab = false
  @Flag(
    name: [.customShort("j"), .customLong("join-output")],
    help: "Like -r, with nothing after each value.")
  var join = false
  @Flag(
    name: [.customShort("a"), .customLong("ascii-output")],
    help: "Non-ASCII characters print as \\uXXXX.")
  var ascii = false
  @Flag(name: .customLong("raw-output0"), help: "Like -r, with a NUL after each value.")
  var rawOutput0 = false
  @Flag(help: "An ASCII RS character before each value (RFC 7464).")
  var seq = false
  @Flag(
    name: .customLong("exit-status"),
    help: "jq's -e: status 1 when the last value is false or null, 4 when there is none.")
  var exitStatus = false
  @Flag(help: "The arguments after the options are strings for $ARGS.positional, not data files.")
  var args = false
  @Flag(help: "The arguments after the options are JSON values for $ARGS.positional.")
  var jsonargs = false
  @Option(
    name: [.customShort("f"), .customLong("from-file")],
    help: ArgumentHelp("Run the program in FILE, as -e runs its text.", valueName: "file"))
  var fromFile: String?

  var options: JQFlagOptions {
    JQFlagOptions(
      compact: compact, slurp: slurp, nullInput: nullInput, rawInput: rawInput,
      sortKeys: sortKeys, tab: tab, join: join, ascii: ascii, rawOutput0: rawOutput0, seq: seq,
      exitStatus: exitStatus, args: args, jsonargs: jsonargs, fromFile: fromFile)
  }
}

extension SignalboxCommand {
  /// `--rawfile NAME FILE` (the text) and `--slurpfile NAME FILE` (an array of its JSON
  /// values), read before the program runs.
  static func readFileArgument(_ word: String, _ name: String, path: String) throws -> JSON {
    guard let text = FileText.contents(of: path) else {
      throw ValidationError("\(word) \(name): cannot read \(path)")
    }
    if word == "--rawfile" { return .string(text) }
    switch JSON.parseAll(text) {
    case .success(let values): return .array(values)
    case .failure(let error):
      throw ValidationError(
        "\(word) \(name): \(path) is not JSON: \(error.message) at line \(error.line)")
    }
  }
}
