import SignalboxJSON
import SignalboxLanguage
import SignalboxSession

/// jq's flags with jq's meaning (docs/language.md, "jq's flags"), as plain values: what
/// the option table's jq entries set. Any of them means the values format, as jq
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
  func positional(_ words: [String]) throws(UsageError) -> [JSON] {
    guard jsonargs else { return words.map { .string($0) } }
    var values: [JSON] = []
    for word in words {
      switch JSON.parse(word) {
      case .success(let value): values.append(value)
      case .failure(let error):
        throw UsageError(
          Message.argumentNotJSON(
            "--jsonargs: \(word) is ", "\(error.message) at column \(error.column)"))
      }
    }
    return values
  }
}

extension SignalboxCommand {
  /// `--rawfile NAME FILE` (the text) and `--slurpfile NAME FILE` (an array of its JSON
  /// values), read before the program runs.
  static func readFileArgument(_ word: String, _ name: String, path: String)
    throws(UsageError) -> JSON
  {
    // Any size up to the longest string a program may hold (not the program text's limit).
    guard let text = FileText.contents(of: path, limit: Limits.stringLength) else {
      let reason = FileText.osError
      throw UsageError(Message.cannotReadArgumentFile(word, name, path, reason: reason))
    }
    if word == "--rawfile" { return .string(text) }
    switch JSON.parseAll(text, literals: true) {
    case .success(let values): return .array(values)
    case .failure(let error):
      throw UsageError(
        Message.argumentNotJSON(
          "\(word) \(name): \(path) is ", "\(error.message) at line \(error.line)"))
    }
  }
}
