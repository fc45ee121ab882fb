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
          Message.argumentNotJSON(
            "--jsonargs: \(word) is ", "\(error.message) at column \(error.column)"
          ).commandLineText)
      }
    }
  }
}

/// argument-parser's side of `JQFlagOptions`: names and help from the option table.
struct JQFlags: ParsableArguments {
  @Flag(
    name: CommandLineOption.compact.nameSpecification, help: CommandLineOption.compact.argumentHelp)
  var compact = false
  @Flag(name: CommandLineOption.slurp.nameSpecification, help: CommandLineOption.slurp.argumentHelp)
  var slurp = false
  @Flag(
    name: CommandLineOption.nullInput.nameSpecification,
    help: CommandLineOption.nullInput.argumentHelp)
  var nullInput = false
  @Flag(
    name: CommandLineOption.rawInput.nameSpecification,
    help: CommandLineOption.rawInput.argumentHelp)
  var rawInput = false
  @Flag(
    name: CommandLineOption.sortKeys.nameSpecification,
    help: CommandLineOption.sortKeys.argumentHelp)
  var sortKeys = false
  @Flag(name: CommandLineOption.tab.nameSpecification, help: CommandLineOption.tab.argumentHelp)
  var tab = false
  @Flag(name: CommandLineOption.join.nameSpecification, help: CommandLineOption.join.argumentHelp)
  var join = false
  @Flag(name: CommandLineOption.ascii.nameSpecification, help: CommandLineOption.ascii.argumentHelp)
  var ascii = false
  @Flag(
    name: CommandLineOption.rawOutput0.nameSpecification,
    help: CommandLineOption.rawOutput0.argumentHelp)
  var rawOutput0 = false
  @Flag(name: CommandLineOption.seq.nameSpecification, help: CommandLineOption.seq.argumentHelp)
  var seq = false
  @Flag(
    name: CommandLineOption.exitStatus.nameSpecification,
    help: CommandLineOption.exitStatus.argumentHelp)
  var exitStatus = false
  @Flag(name: CommandLineOption.args.nameSpecification, help: CommandLineOption.args.argumentHelp)
  var args = false
  @Flag(
    name: CommandLineOption.jsonargs.nameSpecification,
    help: CommandLineOption.jsonargs.argumentHelp)
  var jsonargs = false
  @Option(
    name: CommandLineOption.fromFile.nameSpecification,
    help: CommandLineOption.fromFile.argumentHelp)
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
    // Any size up to the longest string a program may hold (not the program text's limit).
    guard let text = FileText.contents(of: path, limit: Limits.stringLength) else {
      let reason = FileText.osError
      throw ValidationError(
        Message.cannotReadArgumentFile(word, name, path, reason: reason).commandLineText)
    }
    if word == "--rawfile" { return .string(text) }
    switch JSON.parseAll(text) {
    case .success(let values): return .array(values)
    case .failure(let error):
      throw ValidationError(
        Message.argumentNotJSON(
          "\(word) \(name): \(path) is ", "\(error.message) at line \(error.line)"
        ).commandLineText)
    }
  }
}
