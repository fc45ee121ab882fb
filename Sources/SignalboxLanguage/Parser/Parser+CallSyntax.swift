import SignalboxJSON

/// RxJS's call syntax: a stage's name followed at once by `(` takes its arguments in the
/// parentheses, comma-separated (`of(1, 2, 3)`, `take(3)`, `first()`), with RxJS's
/// positional order where an Rx name orders them differently (`rxOrder`).
///
///     stage := NAME '(' [arg (',' arg)*] ')'
///
/// A `(` after a space, or parentheses that are followed by more of an expression
/// (`map(x) * 2`), keep their old reading: a parenthesised first argument.
extension Parser {
  /// The arguments in the parentheses right after the name (which ends at `nameEnd`), or
  /// nil, with the parser where it was, when the stage is not written as a call.
  mutating func parseCallArguments(nameEnd: Int, name: String) -> [Argument]? {
    guard isSymbol("("), current.offset == nameEnd else { return nil }
    let saved = (position, diagnostics.count, depth, chainDepth)
    // In parentheses `==` compares, even in `expect`'s pipeline (`filter(x == 1)`).
    let expecting = expectDepth
    expectDepth = nil
    defer { expectDepth = expecting }
    do {
      advance()
      skipNewlines()
      var arguments: [Argument] = []
      if !isSymbol(")") {
        arguments = try parseArgumentList()
        skipNewlines()
      }
      try expectSymbol(")")
      if atArgumentsEnd() || (name == "file" && identifier() != nil) { return arguments }
    } catch {}
    position = saved.0
    diagnostics.removeSubrange(saved.1...)
    depth = saved.2
    chainDepth = saved.3
    return nil
  }

  /// `arg (',' arg)*`.
  mutating func parseArgumentList() throws -> [Argument] {
    var arguments = [try parseArgument()]
    while isSymbol(",") {
      advance()
      skipNewlines()
      arguments.append(try parseArgument())
    }
    return arguments
  }

  /// RxJS's positional order and meaning for the names whose Signalbox form orders or
  /// reads its arguments differently:
  ///
  /// - `scan(EXPR, SEED)`, `reduce(EXPR, SEED)`: the seed last. Read as RxJS's when the
  ///   first reads `acc` or `x` and the second reads neither; otherwise Signalbox's order,
  ///   which the same call would otherwise mean.
  /// - `timer(T, P)`: 0 at T, then every P (`timerEvery T, P`).
  /// - `range(START, COUNT)`: COUNT numbers from START (`range START, START + COUNT - 1`).
  static func rxOrder(_ stage: inout Stage) {
    let args = stage.arguments
    guard args.count == 2, case .expr(let first) = args[0], case .expr(let second) = args[1]
    else { return }
    switch stage.name {
    case "scan", "reduce":
      let names: Set = ["acc", "x"]
      if Compile.mentions(first, names), !Compile.mentions(second, names) {
        stage.arguments = [args[1], args[0]]
      }
    case "timer":
      stage.name = "timerEvery"
    case "range":
      let at = second.offset
      let last = Expr.binary(
        .subtract, .binary(.add, first, second, at: at), .literal(.number(1), at: at), at: at)
      stage.arguments = [args[0], .expr(last)]
    default:
      return
    }
  }
}
