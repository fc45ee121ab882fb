import Signalbox

/// A pipeline built for an environment (a statement, a block invocation).
typealias PipelineFactory = @Sendable (Env) throws -> Signal<JSON>
/// A block built for one input value.
typealias BlockFactory = @Sendable (Env, JSON) throws -> Signal<JSON>
/// One operator stage applied to the signal before it.
typealias StageFunction = @Sendable (Signal<JSON>, Env) throws -> Signal<JSON>

/// A statement ready to run.
enum CompiledStatement {
  case run(PipelineFactory, background: Bool, at: Int)
  case letPipeline(slot: Int, PipelineFactory, hot: HotForm)
  case letSequence(slot: Int, SequenceFactory)
  case letValue(slot: Int, Eval)
  case subject(slot: Int, kind: String, arguments: [Eval])
  case send(slot: Int, Eval)
  case complete(slot: Int)
  case fail(slot: Int, Eval)
  case command(slot: Int, concurrent: Bool, BlockFactory)
  case execute(slot: Int, Eval, name: String)
  case connect(slot: Int)
  case sleep(Eval)
  case meta(String, String, at: Int)
}

extension CompiledStatement {
  /// Whether the statement binds a name (what `:clock` replays).
  var bindsAName: Bool {
    switch self {
    case .letPipeline, .letSequence, .letValue, .subject, .command: return true
    default: return false
    }
  }
}

/// How a `let` pipeline is bound: cold (built at each use), hot at once (ends in `replay`,
/// `replayLast`, `replayLazily`, `… | publish | autoconnect`), or a connection (`publish`).
enum HotForm { case cold, hot, connection }

/// Compiles statements one after another, keeping track of the names earlier statements
/// bound, so unknown names are compile errors found before anything runs.
final class Compiler {
  enum NameKind: Equatable { case value, pipeline, subject, command, connection, hot, sequence }

  private(set) var names: [String: (slot: Int, kind: NameKind)] = [:]
  private(set) var slotCount = 0
  var diagnostics: [Diagnostic] = []
  var traceEveryStage = false
  /// The file being compiled (runtime errors point into it).
  var file: SourceFile?
  /// The stage being compiled: a failing expression's runtime error points at it.
  var stageOffset: Int?
  /// Record every stage's events for `--marbles` (a no-op unless the statement's context
  /// carries a recorder).
  var marbleEveryStage = false
  /// Label the work each stage schedules, for `:pending` (see `labelled`).
  var labelWork = false
  /// The stage being compiled, as a path through enclosing blocks' stages (`[3, 1]`).
  var stagePath: [Int] = []

  struct Failure: Error {}

  /// The lexical scope of an expression: enclosing block parameters, innermost last.
  struct Scope {
    var parameters: [String] = []
  }

  static let reservedNames: Set<String> = ["x", "i", "t", "acc", "true", "false", "null"]

  func fail(_ message: DiagnosticMessage, at offset: Int) -> Failure {
    diagnostics.append(.error(message, at: offset))
    return Failure()
  }

  func bind(_ name: String, as kind: NameKind, at offset: Int) throws -> Int {
    if Compiler.reservedNames.contains(name) || OperatorTable.functionNames.contains(name) {
      throw fail(Message.shadowing(name), at: offset)
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

  func lookup(_ name: String) -> (slot: Int, kind: NameKind)? { names[name] }

  /// How many stages a subscription to each bound name passes through, counting the
  /// stages of the let-bound pipelines and blocks it uses (see `checkReach`).
  private(set) var reaches: [String: Int] = [:]

  /// Compiles one statement; `nil` when it had errors (already recorded).
  func compile(_ statement: Statement) -> CompiledStatement? {
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
      if k == 0, stage.member == nil, reaches[stage.name] != nil { own -= 1 }  // a bound name as the source
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

  private func compileChecked(_ statement: Statement) throws -> CompiledStatement? {
    do {
      switch statement {
      case .pipeline(let pipeline, let background, let at):
        return .run(try compilePipeline(pipeline, scope: Scope()), background: background, at: at)
      case .letPipeline(let name, let pipeline, let at):
        if pipeline.stages.count == 1, pipeline.stages[0].member == nil, pipeline.stages[0].arguments.isEmpty,
          let bound = lookup(pipeline.stages[0].name), bound.kind == .value
        {
          let slot = try bind(name, as: .value, at: at)
          let source = bound.slot
          return .letValue(slot: slot, { frame in Compiler.value(in: frame.env, slot: source) })
        }
        let hot = hotForm(of: pipeline)
        let flow = try compileFlow(pipeline, scope: Scope(), bindingConnection: hot == .connection)
        if case .sequence(let sequence) = flow {
          return .letSequence(slot: try bind(name, as: .sequence, at: at), sequence)
        }
        let factory = flow.asSignal
        let kind: NameKind = hot == .cold ? .pipeline : (hot == .hot ? .hot : .connection)
        return .letPipeline(slot: try bind(name, as: kind, at: at), factory, hot: hot)
      case .letValue(let name, let expr, let at):
        let eval = try compileExpression(expr, scope: Scope(), op: "let")
        return .letValue(slot: try bind(name, as: .value, at: at), eval)
      case .subject(let kind, let name, let arguments, let at):
        let evals = try arguments.map { try compileExpression($0, scope: Scope(), op: kind) }
        if kind == "behaviorSubject" && evals.count != 1 { throw fail(Message.arity(kind, "a name and a start value"), at: at) }
        if kind == "subject" && !evals.isEmpty { throw fail(Message.arity(kind, "only a name"), at: at) }
        if kind == "replaySubject" && evals.count > 1 { throw fail(Message.arity(kind, "a name and an optional capacity"), at: at) }
        if kind == "replaySubject", let first = arguments.first, case .literal(let v, _) = first, !Compiler.isCount(v) {
          throw fail(Message.notACount(kind), at: first.offset)
        }
        var checked = evals
        if kind == "replaySubject", let first = arguments.first, let capacity = evals.first {
          // A computed capacity gets the literal form's words, at run time.
          let location = file.map { (file: $0, offset: first.offset) }
          checked[0] = { frame in
            let v = try capacity(frame)
            guard Compiler.isCount(v) else {
              throw RuntimeError(Message.badCount(kind, got: v), location: location)
            }
            return v
          }
        }
        return .subject(slot: try bind(name, as: .subject, at: at), kind: kind, arguments: checked)
      case .send(let name, let expr, let at):
        return .send(slot: try subjectSlot(name, at: at), try compileExpression(expr, scope: Scope(), op: "send"))
      case .complete(let name, let at):
        return .complete(slot: try subjectSlot(name, at: at))
      case .fail(let name, let expr, let at):
        return .fail(slot: try subjectSlot(name, at: at), try compileExpression(expr, scope: Scope(), op: "fail"))
      case .command(let name, let concurrent, let block, let at):
        let factory = try compileBlock(block, scope: Scope())
        return .command(slot: try bind(name, as: .command, at: at), concurrent: concurrent, factory)
      case .execute(let name, let expr, let at):
        guard let bound = lookup(name) else {
          throw fail(Message.unknownName(name, suggestion: suggest(name, among: Array(names.keys))), at: at)
        }
        guard bound.kind == .command else { throw fail(Message.notACommand(name), at: at) }
        return .execute(slot: bound.slot, try compileExpression(expr, scope: Scope(), op: "execute"), name: name)
      case .connect(let name, let at):
        guard let bound = lookup(name) else {
          throw fail(Message.unknownName(name, suggestion: suggest(name, among: Array(names.keys))), at: at)
        }
        guard bound.kind == .connection else { throw fail(Message.notAConnection(name), at: at) }
        return .connect(slot: bound.slot)
      case .sleep(let expr, _):
        // A time, as every operator's: not negative, not NaN (a literal is checked now).
        if case .literal(let v, let at) = expr, !Compiler.isTime(v) { throw fail(Message.badTime("sleep", Message.nonNegativeTimeRule), at: at) }
        let seconds = try compileExpression(expr, scope: Scope(), op: "sleep")
        let location = file.map { (file: $0, offset: expr.offset) }
        return .sleep({ frame in
          let v = try seconds(frame)
          guard Compiler.isTime(v) else {
            throw RuntimeError(Message.badTimeAtRuntime("sleep", Message.nonNegativeTimeRule, got: v), location: location)
          }
          return v
        })
      case .meta(let name, let rest, let at):
        return .meta(name, rest, at: at)
      }
    }
  }

  private func subjectSlot(_ name: String, at offset: Int) throws -> Int {
    guard let bound = lookup(name) else {
      throw fail(Message.unknownName(name, suggestion: suggest(name, among: Array(names.keys))), at: offset)
    }
    guard bound.kind == .subject else { throw fail(Message.notASubject(name), at: offset) }
    return bound.slot
  }

  /// How the table says a pipeline ending in its last stage is shared.
  private func hotForm(of pipeline: Pipeline) -> HotForm {
    guard let last = pipeline.stages.last?.name, pipeline.stages.count > 1 else { return .cold }
    switch OperatorTable.spec(last, .stage)?.sharing {
    case .hot: return .hot
    case .connection: return .connection
    default: return .cold
    }
  }

  static func value(in env: Env, slot: Int) -> JSON {
    if case .value(let v) = env.context.host.globals[slot] { return v }
    return .null
  }

  /// A time in seconds: a number, not negative, not NaN (may be infinite).
  static func isTime(_ v: JSON) -> Bool {
    guard case .number(let n) = v else { return false }
    return n >= 0
  }

  /// A count: a whole number from 0 to 10^15 (so `Int(n)` cannot trap).
  static func isCount(_ v: JSON) -> Bool {
    guard case .number(let n) = v else { return false }
    return n >= 0 && n == n.rounded() && n < 1e15
  }

  /// The closest name to `name` among `candidates`, for "did you mean …?".
  func suggest(_ name: String, among candidates: [String]) -> String? {
    var best: (String, Int)? = nil
    // The distance is at least the difference in length, and costs the product of the
    // lengths: a long name (hostile program text) gets no suggestion rather than a
    // table of 10^10 cells.
    let allowed = max(1, name.count / 3)
    guard name.count <= 64 else { return nil }
    for candidate in candidates where abs(candidate.count - name.count) <= allowed {
      let d = Compiler.editDistance(name.lowercased(), candidate.lowercased())
      if d <= max(1, name.count / 3), best == nil || d < best!.1 { best = (candidate, d) }
    }
    if best == nil, let prefixed = candidates.filter({ $0.hasPrefix(name) && name.count >= 2 }).min(by: { $0.count < $1.count }) {
      return prefixed
    }
    return best?.0
  }

  /// Edit distance counting a swap of neighbours as one edit (`hepl` → `help`).
  static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var d = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { d[i][0] = i }
    for j in 0...b.count { d[0][j] = j }
    for i in 1...a.count {
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
        }
      }
    }
    return d[a.count][b.count]
  }
}
