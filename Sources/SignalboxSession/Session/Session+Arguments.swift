import SignalboxJSON
import SignalboxLanguage

/// Names given on the command line (`--arg NAME TEXT`, `--argjson NAME JSON`, jq's flags):
/// bound before the program runs, as if by `let NAME = VALUE`, in every session of the run
/// (the REPL makes a new one on `:clock`).
extension Session {
  /// Why `name` cannot be given with `--arg`/`--argjson`, or nil when it can.
  package static func argumentNameProblem(_ name: String) -> String? {
    // A name is what the lexer reads as one identifier, nothing before or after it.
    let tokens = Lexer.tokenize(SourceFile(name: "--arg", text: name)).tokens.map(\.kind)
    guard tokens == [.identifier(name), .end] else {
      return "'\(name)' is not a name (letters, digits and _, not starting with a digit)"
    }
    return Compiler.isBindable(name) ? nil : Message.shadowing(name).text
  }

  func defineArguments() {
    var named = JSONObject()
    for (name, value) in options.arguments {
      named[name] = value
      guard let slot = compiler.bindArgument(name, anyOperatorName: true) else { continue }
      set(slot, .value(value))
    }
    // jq's `$ARGS`: `--args`/`--jsonargs` values and the named ones.
    guard let slot = compiler.bindArgument("$ARGS") else { return }
    var args = JSONObject()
    args["positional"] = .array(options.positionalArguments)
    args["named"] = .object(named)
    set(slot, .value(.object(args)))
  }
}

extension Session {
  /// A command line's first argument that is no file but reads as a program (`signalbox
  /// 'stdin | map x.a'`, or jq's `signalbox .name data.json`): the program to suggest with
  /// `-e`, or nil. A word that could be a file name (`no-such.sbx`) is none.
  package static func programHint(_ text: String) -> String? {
    func parses(_ program: String) -> Bool {
      let (statements, diagnostics) = Parser.parse(SourceFile(name: "-e", text: program))
      return diagnostics.isEmpty && !statements.isEmpty
    }
    if text.contains(where: { " |()\"$[".contains($0) }), parses(text) { return text }
    if text.hasPrefix(".") || text.hasPrefix("$"), parses("stdin | map " + text) {
      return "stdin | map " + text
    }
    return nil
  }
}
