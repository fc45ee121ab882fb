import Signalbox
import SignalboxJSON

extension Compiler {
  /// One stage being compiled, as a compile function of the operator table sees it: the
  /// stage, its scope, the stage before it (a `trace` label), and the compiler, with the
  /// argument readers every operator uses. Its arity was checked against the table.
  struct Site {
    let compiler: Compiler
    let stage: Stage
    let scope: Scope
    /// The name of the stage before (`trace`'s default label).
    var previous: String = ""

    var name: String { stage.name }
    var arguments: [Argument] { stage.arguments }
    var argumentCount: Int { stage.arguments.count }

    /// Argument `k` as an expression (a block in expression position is a stream value).
    func expr(_ k: Int) throws -> Eval {
      try compiler.expression(stage.arguments[k], op: stage.name, scope: scope)
    }

    /// Argument `k` as a number-valued expression over unboxed numbers (`x * 2`), when
    /// it is one (`NumericCompiler`); nil when number fast paths are off.
    func numberExpr(_ k: Int, readsAcc: Bool = false) -> NumberEval? {
      guard compiler.numberFastPaths, k < stage.arguments.count,
        case .expr(let e) = stage.arguments[k], !NumericCompiler.isTruthValued(e)
      else { return nil }
      return NumericCompiler(readsAcc: readsAcc, parameters: scope.parameters).number(e)
    }

    /// Argument `k` as a truth-valued expression over unboxed numbers (`x % 3 == 0`).
    func truthExpr(_ k: Int) -> TruthEval? {
      guard compiler.numberFastPaths, k < stage.arguments.count,
        case .expr(let e) = stage.arguments[k]
      else { return nil }
      return NumericCompiler(parameters: scope.parameters).truth(e)
    }

    /// Argument `k` as an expression, when it is there.
    func optionalExpr(_ k: Int) throws -> Eval? {
      k < stage.arguments.count ? try expr(k) : nil
    }

    /// Argument `k` as a stream: a block, or a name of a pipeline.
    func stream(_ k: Int) throws -> BlockFactory {
      try compiler.compileStreamArgument(stage.arguments[k], op: stage.name, scope: scope)
    }

    /// Argument `k` as a count (checked now when literal, at subscription otherwise).
    func count(_ k: Int) throws -> @Sendable (Env) throws -> Int {
      try compiler.countArgument(stage, k, scope: scope)
    }

    /// Argument `k` as a count of at least 1.
    func positiveCount(_ k: Int) throws -> @Sendable (Env) throws -> Int {
      try compiler.countArgument(stage, k, scope: scope, positive: true)
    }

    /// Argument `k` as a time in seconds.
    func time(_ k: Int, _ rule: TimeRule) throws -> @Sendable (Env) throws -> Double {
      try compiler.timeArgument(stage, k, scope: scope, rule: rule)
    }

    /// Argument `k` as a sequence stream (a block or a name), or nil when it is a signal.
    func sequence(_ k: Int) throws -> (@Sendable (Env, JSON) throws -> JSONSequence)? {
      try compiler.sequenceArgument(stage.arguments[k], op: stage.name, scope: scope)
    }

    /// Records a compile error at `offset` (the stage by default).
    func fail(_ message: DiagnosticMessage, at offset: Int? = nil) -> Failure {
      compiler.fail(message, at: offset ?? stage.offset)
    }

    func checkArity(_ range: ClosedRange<Int>, _ shape: String) throws {
      try compiler.checkArity(stage, range, shape)
    }
  }
}
