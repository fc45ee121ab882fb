import Signalbox
import SignalboxJSON

/// A pipeline built for an environment (a statement, a block invocation).
package typealias PipelineFactory = @Sendable (Env) throws -> Signal<JSON>
/// A block built for one input value.
package typealias BlockFactory = @Sendable (Env, JSON) throws -> Signal<JSON>
/// One operator stage applied to the signal before it.
typealias StageFunction = @Sendable (Signal<JSON>, Env) throws -> Signal<JSON>

/// A statement ready to run (`expect`'s: `Compiler+Expect.swift`).
package enum CompiledStatement {
  case run(PipelineFactory, background: Bool, at: Int)
  case letPipeline(slot: Int, PipelineFactory, hot: HotForm)
  case letSequence(slot: Int, SequenceFactory)
  case letValue(slot: Int, Eval)
  case subject(slot: Int, kind: SubjectKind, arguments: [Eval])
  case send(slot: Int, Eval)
  case complete(slot: Int)
  case fail(slot: Int, Eval)
  case command(slot: Int, concurrent: Bool, BlockFactory)
  case execute(slot: Int, Eval, name: String)
  case connect(slot: Int)
  case sleep(Eval)
  case meta(String, String, at: Int, argumentAt: Int)
  case expect(CompiledExpectation, at: Int)
}

extension CompiledStatement {
  /// Whether the statement binds a name (what `:clock` replays).
  package var bindsAName: Bool {
    switch self {
    case .letPipeline, .letSequence, .letValue, .subject, .command: return true
    default: return false
    }
  }
}

/// How a `let` pipeline is bound: cold (built at each use), hot at once (ends in `replay`,
/// `replayLast`, `replayLazily`, `publish | autoconnect`, `share`), or a connection (`publish`).
package enum HotForm {
  case cold, hot, connection
  /// A connection made by `connect`, anew after each end (RxJS's `connectable`).
  case connectable
}

/// Compiles statements one after another, keeping track of the names earlier statements
/// bound, so unknown names are compile errors found before anything runs.
package final class Compiler {
  package init() {}

  package enum NameKind: Equatable {
    case value, pipeline, subject, command, connection, hot, sequence
  }

  package private(set) var names: [String: (slot: Int, kind: NameKind)] = [:]
  private(set) var slotCount = 0
  /// What the statements being compiled found wrong (`compile(_:of:as:)` returns them).
  var diagnostics: [Diagnostic] = []
  /// What the statements being compiled record around each stage (`compile(_:of:as:)`).
  var instrumentation = Instrumentation()
  /// The file being compiled (runtime errors point into it).
  private(set) var file: SourceFile?
  /// The unit the program's numbers are in (`--time-unit`, `:units`; `Compiler+Units`).
  package var timeUnit = TimeUnit.s
  /// The stage being compiled: a failing expression's runtime error points at it.
  var stageOffset: Int?
  /// The stage whose arguments are being compiled, for the marble rows of its blocks'
  /// stages (`3.1:map`); nil outside any stage (a statement's own pipeline).
  var marbleStage: MarbleRowStage?
  /// Number fast paths: `range` and the number stages after it fused into one loop
  /// (`NumberLane`), and `map`, `filter`, `aggregate` and `scan` computing number
  /// expressions on unboxed doubles (`NumericCompiler`). Tests turn them off.
  var numberFastPaths = true
  /// The stage being compiled, as a path through enclosing blocks' stages (`[3, 1]`).
  var stagePath: [Int] = []

  struct Failure: Error {}

  /// The lexical scope of an expression: enclosing block parameters, innermost last.
  struct Scope {
    var parameters: [String] = []
  }

  static let reservedNames: Set<String> = Set(
    ImplicitName.allCases.map(\.rawValue) + ["true", "false", "null"])

  func fail(_ message: DiagnosticMessage, at offset: Int) -> Failure {
    diagnostics.append(Diagnostic(message, at: offset))
    return Failure()
  }

  /// Names a `let` failed to rebind (`let t = …`): one error, not later unknown names.
  var refusedNames: Set<String> = []
  /// The subscriptions of the `let`-bound `cold`/`hot` sources (`expect NAME subscriptions`).
  var subscriptionLogs: [String: SubscriptionLog] = [:]

  /// An unknown-name failure, reported unless `name` is one the program was already told it
  /// cannot rebind.
  func failUnknown(_ name: String, _ message: DiagnosticMessage, at offset: Int) -> Failure {
    refusedNames.contains(name) ? Failure() : fail(message, at: offset)
  }

  /// Whether a program may bind `name` (`let`, `--arg`): not an implicit name (`x`, `i`,
  /// `t`, `acc`) nor a literal. A function name may be bound: functions are called with
  /// parentheses, so `keys` is the binding and `keys(x)` the function.
  package static func isBindable(_ name: String) -> Bool {
    !reservedNames.contains(name)
  }

  /// The message refusing a `let` of an operator's or a source's name (SPEC §9); nil for a
  /// name a program may bind, function names included.
  package static func operatorNameProblem(_ name: String) -> DiagnosticMessage? {
    if OperatorTable.isName(name, .function) { return nil }
    if OperatorTable.isName(name, .source) { return Message.shadowsOperator(name, source: true) }
    if OperatorTable.isName(name, .stage) { return Message.shadowsOperator(name, source: false) }
    return nil
  }

  /// `anyOperatorName`: `--arg count 3` binds `count` (read as `$count`, as jq users write
  /// it), which a `let` may not.
  package func bind(
    _ name: String, as kind: NameKind, at offset: Int, anyOperatorName: Bool = false
  ) throws -> Int {
    if !Compiler.isBindable(name) {
      refusedNames.insert(name)
      throw fail(Message.shadowing(name), at: offset)
    }
    if !anyOperatorName, let problem = Compiler.operatorNameProblem(name) {
      refusedNames.insert(name)
      throw fail(problem, at: offset)
    }
    if let existing = names[name] {
      names[name] = (existing.slot, kind)
      return existing.slot
    }
    let slot = slotCount
    slotCount += 1
    names[name] = (slot, kind)
    return slot
  }

  package func lookup(_ name: String) -> (slot: Int, kind: NameKind)? { names[name] }

  /// How many stages a subscription to each bound name passes through, counting the
  /// stages of the let-bound pipelines and blocks it uses (see `checkReach`).
  private(set) var reaches: [String: Int] = [:]

  /// What a run asks to be recorded around every stage of the statements it compiles: a
  /// value the session derives from its run mode and passes in with each statement.
  package struct Instrumentation: Equatable, Sendable {
    /// Trace every stage (`--trace`, `:trace on`).
    package var trace = false
    /// Record every stage's events for `--marbles`, `:marbles`, `--report` (if recording).
    package var marbles = false
    /// Label the work each stage schedules, for `:pending` (see `labelled`).
    package var labelWork = false

    package init(trace: Bool = false, marbles: Bool = false, labelWork: Bool = false) {
      self.trace = trace
      self.marbles = marbles
      self.labelWork = labelWork
    }
  }

  /// One file's statements compiled: those that compiled, and what was wrong.
  package struct Compilation {
    package var statements: [CompiledStatement]
    package var diagnostics: [Diagnostic]
  }

  /// Compiles `statements` of `file` with the stages instrumented as `instrumentation` says;
  /// the names they bind stay bound for the statements compiled after them.
  package func compile(
    _ statements: [Statement], of file: SourceFile, as instrumentation: Instrumentation
  ) -> Compilation {
    diagnostics = []
    self.file = file
    self.instrumentation = instrumentation
    defer { diagnostics = [] }
    var compiled: [CompiledStatement] = []
    for statement in statements {
      if let c = compile(statement) { compiled.append(c) }
    }
    return Compilation(statements: compiled, diagnostics: diagnostics)
  }

  /// Binds a command-line argument's `name` (`--arg`) to a value slot; nil when the name
  /// cannot be bound (the command line checked it before: no diagnostic is kept).
  package func bindArgument(_ name: String, anyOperatorName: Bool = false) -> Int? {
    defer { diagnostics = [] }
    return try? bind(name, as: .value, at: 0, anyOperatorName: anyOperatorName)
  }

  /// Compiles one statement; `nil` when it had errors (`compile(_:of:as:)` returns them).
  private func compile(_ statement: Statement) -> CompiledStatement? {
    // A statement that reaches too far is reported, and still compiled (and its name
    // bound), so what follows is checked without a cascade of unknown names.
    let reachable = (try? checkReach(statement)) != nil
    do {
      let compiled = try compileChecked(statement)
      return reachable ? compiled : nil
    } catch {
      return nil
    }
  }

  /// Subscribing nests a few calls per stage, and a pipeline that uses a let-bound name or
  /// a block subscribes through their stages too (a value sent through a chain of hot
  /// lets passes all of them at once): one statement may reach at most `Limits.stages`
  /// stages in all, or 13 000 chained `let aN = aN-1 | map x` would exhaust the stack at
  /// run time. Checked here, before anything runs, as a compile error.
  private func checkReach(_ statement: Statement) throws {
    func record(_ name: String, _ reach: Int, at offset: Int) throws {
      // A name past the limit is reported once, here, and counts as nothing after.
      reaches[name] = reach > Limits.stages ? 0 : reach
      if reach > Limits.stages { throw fail(Message.tooManyStages(reach), at: offset) }
    }
    switch statement {
    case .pipeline(let pipeline, _, let at):
      let reach = self.reach(pipeline)
      if reach > Limits.stages { throw fail(Message.tooManyStages(reach), at: at) }
    case .letPipeline(let name, let pipeline, let at): try record(name, reach(pipeline), at: at)
    case .letValue(let name, let expr, let at): try record(name, reach(expr), at: at)
    case .command(let name, _, let block, let at): try record(name, reach(block.pipeline), at: at)
    case .subject(_, let name, _, _): reaches[name] = nil
    default: break
    }
  }

  /// The stages `pipeline` passes through: its own, plus the most any bound name or block
  /// it uses passes through.
  func reach(_ pipeline: Pipeline) -> Int {
    var inner = 0
    var own = pipeline.stages.count
    for (k, stage) in pipeline.stages.enumerated() {
      // a bound name as the source
      if k == 0, stage.member == nil, reaches[stage.name] != nil { own -= 1 }
      if let bound = reaches[stage.name] { inner = max(inner, bound) }
      for argument in stage.arguments {
        switch argument {
        case .block(let block): inner = max(inner, reach(block.pipeline))
        case .expr(let expr): inner = max(inner, reach(expr))
        }
      }
    }
    return own + inner
  }

  /// The most stages a bound name or block used in `expr` passes through (a walk with a
  /// stack of its own: expressions may be `Limits.expressionDepth` deep).
  func reach(_ expr: Expr) -> Int {
    var most = 0
    var pending = [expr]
    while let e = pending.popLast() {
      switch e {
      case .literal, .dollar: break
      case .name(let name, _): if let bound = reaches[name] { most = max(most, bound) }
      case .array(let items, _): pending.append(contentsOf: items)
      case .object(let entries, _): pending.append(contentsOf: entries.map(\.value))
      case .field(let base, _, _): pending.append(base)
      case .index(let base, let index, _): pending.append(contentsOf: [base, index])
      case .unary(_, let operand, _): pending.append(operand)
      case .binary(_, let l, let r, _): pending.append(contentsOf: [l, r])
      case .conditional(let c, let a, let b, _): pending.append(contentsOf: [c, a, b])
      case .call(_, let arguments, _): pending.append(contentsOf: arguments)
      case .block(let block): most = max(most, reach(block.pipeline))
      }
    }
    return most
  }

  /// How the table says a pipeline ending in its last stage is shared.
  func hotForm(of pipeline: Pipeline) -> HotForm {
    guard let last = pipeline.stages.last?.name, pipeline.stages.count > 1 else { return .cold }
    switch OperatorTable.spec(last, .stage)?.sharing {
    case .hot, .autoconnect: return .hot
    case .connection: return .connection
    case .connectable: return .connectable
    default: return .cold
    }
  }

  static func value(in env: Env, slot: Int) -> JSON {
    if case .value(let v) = env.context.host.globals[slot] { return v }
    return .null
  }

  /// A time in seconds: a number, not negative, not NaN (may be infinite).
  static func isTime(_ v: JSON) -> Bool {
    guard let n = v.numberValue else { return false }
    return n >= 0
  }

  /// A count: a whole number from 0 to 10^15 (so `Int(n)` cannot trap).
  static func isCount(_ v: JSON) -> Bool {
    guard let n = v.numberValue else { return false }
    return n >= 0 && n == n.rounded() && n < 1e15
  }
}
