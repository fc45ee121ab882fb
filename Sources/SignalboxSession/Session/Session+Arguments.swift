import SignalboxJSON
import SignalboxLanguage

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Names given on the command line (`--arg NAME TEXT`, `--argjson NAME JSON`, jq's flags):
/// bound before the program runs, as if by `let NAME = VALUE`, in every session of the run
/// (the REPL makes a new one on `:clock`).
extension Session {
  /// Why `name` cannot be given with `--arg`/`--argjson`, or nil when it can.
  public static func argumentNameProblem(_ name: String) -> String? {
    // A name is what the lexer reads as one identifier, nothing before or after it.
    let tokens = Lexer.tokenize(SourceFile(name: "--arg", text: name)).tokens.map(\.kind)
    guard tokens == [.identifier(name), .end] else {
      return "'\(name)' is not a name (letters, digits and _, not starting with a digit)"
    }
    return Compiler.isBindable(name) ? nil : Message.shadowing(name).text
  }

  func defineArguments() {
    for (name, value) in options.arguments {
      compiler.diagnostics = []
      guard let slot = try? compiler.bind(name, as: .value, at: 0) else { continue }
      set(slot, .value(value))
    }
  }
}
