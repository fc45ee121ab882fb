import Signalbox

/// A run of `map`, `filter` and a final `aggregate` or `scan` whose expressions compute
/// only with numbers, fused into one loop after `range`: each value travels the stages as
/// an unboxed `Double` through one method call per stage, with no `JSON` value, frame, relay
/// or subscriber between them (`range 1, 1e7 | map x*2 | filter x%3==0 | aggregate 0,
/// acc+x`).
///
/// The events are those of the stages run one after another: each stage keeps its own
/// `i`, an expression that would fail (`x % 0`) is evaluated the general way for its error
/// (same message, position and value), a stage whose result is not a number (an
/// `aggregate null, acc + x` whose `acc` starts as null) carries that value on the general
/// way, values go downstream as they are made, and the loop stops as soon as downstream
/// is disposed (`| take 3`). Not used under `--trace`, `--marbles` or `:pending`, which
/// wrap every stage.
struct NumberLane {
  enum Step {
    /// `map EXPR` with a number-valued expression.
    case map(Eval, NumberEval)
    /// `filter EXPR`.
    case filter(Eval, TruthEval)
  }

  /// `aggregate START, EXPR` (`sendsEach` false) or `scan START, EXPR`.
  struct Fold {
    let start: Eval
    let step: Eval
    let number: NumberEval
    let sendsEach: Bool
  }

  let bounds: @Sendable (Env) throws -> RangeBounds
  let steps: [Step]
  let fold: Fold?

  /// The stages as one signal.
  var factory: PipelineFactory {
    let lane = self
    return { env in
      .defer {
        // Subscribing runs downstream first: the fold's START is evaluated before the
        // range's bounds, as the stages on their own do.
        let initial = try lane.fold.map { try Compiler.atSubscription($0.start, env) }
        let range = try lane.bounds(env)
        return Signal { subscriber in
          let sink = lane.sink(to: subscriber, initial: initial, env: env)
          var k = 0.0
          // `range`'s checks, with the first value compared to an infinity behind it (A
          // is finite) instead of to no value.
          var previous = range.step > 0 ? -Double.infinity : Double.infinity
          while let v = range.value(k) {
            if subscriber.isDisposed { return nil }
            if !range.advanced(from: previous, to: v) {
              subscriber.sendError(range.stalled(at: v, op: "range"))
              return nil
            }
            do { try sink.number(v) } catch {
              subscriber.sendError(error)
              return nil
            }
            previous = v
            k += 1
          }
          sink.completed()
          return nil
        }
      }
    }
  }

  /// One subscription's chain of stages, last first.
  private func sink(to subscriber: Subscriber<JSON>, initial: JSON?, env: Env) -> LaneStage {
    var sink: LaneStage
    if let fold, let initial {
      sink = FoldStage(fold, initial: initial, to: subscriber, env: env)
    } else {
      sink = LaneEnd(subscriber)
    }
    for step in steps.reversed() {
      switch step {
      case .map(let eval, let number): sink = MapStage(eval, number, then: sink, env: env)
      case .filter(let eval, let truth): sink = FilterStage(eval, truth, then: sink, env: env)
      }
    }
    return sink
  }
}

/// One stage of a `NumberLane` subscription: what it does with a number, with any other
/// value, and at the end; a thrown error ends the lane with that error. Its state is
/// touched only by the loop running the lane. Classes, not closures: a method call per
/// stage and value, with no closure context to unpack.
class LaneStage {
  func number(_ v: Double) throws {}
  func value(_ v: JSON) throws {}
  func completed() {}
}

/// The lane's subscriber: the values of the last stage.
private final class LaneEnd: LaneStage {
  let subscriber: Subscriber<JSON>
  init(_ subscriber: Subscriber<JSON>) { self.subscriber = subscriber }
  override func number(_ v: Double) { subscriber.sendNext(.number(v)) }
  override func value(_ v: JSON) { subscriber.sendNext(v) }
  override func completed() { subscriber.sendCompleted() }
}

private final class MapStage: LaneStage {
  let eval: Eval
  let f: NumberEval
  let next: LaneStage
  let env: Env
  var i = 0

  init(_ eval: @escaping Eval, _ f: @escaping NumberEval, then next: LaneStage, env: Env) {
    (self.eval, self.f, self.next, self.env) = (eval, f, next, env)
  }

  override func number(_ v: Double) throws {
    let i = self.i
    self.i = i + 1
    let r: Double
    do { r = try f(Numbers(x: v, acc: 0, i: i)) } catch {
      try missed(v, i)
      return
    }
    try next.number(r)
  }

  /// The general evaluation, for its error: out of line, so the path above stays short.
  @inline(never) private func missed(_ v: Double, _ i: Int) throws {
    try next.value(try eval(Frame(x: .number(v), i: i, acc: .null, env: env)))
  }

  override func value(_ v: JSON) throws {
    let i = self.i
    self.i = i + 1
    let out = try eval(Frame(x: v, i: i, acc: .null, env: env))
    if case .number(let n) = out { try next.number(n) } else { try next.value(out) }
  }

  override func completed() { next.completed() }
}

private final class FilterStage: LaneStage {
  let eval: Eval
  let p: TruthEval
  let next: LaneStage
  let env: Env
  var i = 0

  init(_ eval: @escaping Eval, _ p: @escaping TruthEval, then next: LaneStage, env: Env) {
    (self.eval, self.p, self.next, self.env) = (eval, p, next, env)
  }

  override func number(_ v: Double) throws {
    let i = self.i
    self.i = i + 1
    let keep: Bool
    do { keep = try p(Numbers(x: v, acc: 0, i: i)) } catch { keep = try missed(v, i) }
    if keep { try next.number(v) }
  }

  /// The general evaluation, for its error: out of line, so the path above stays short.
  @inline(never) private func missed(_ v: Double, _ i: Int) throws -> Bool {
    try eval(Frame(x: .number(v), i: i, acc: .null, env: env)).isTruthy
  }

  override func value(_ v: JSON) throws {
    let i = self.i
    self.i = i + 1
    if try eval(Frame(x: v, i: i, acc: .null, env: env)).isTruthy {
      if case .number(let n) = v { try next.number(n) } else { try next.value(v) }
    }
  }

  override func completed() { next.completed() }
}

/// The fold: its running value is an unboxed number while it is one (`general` nil), the
/// value itself otherwise.
private final class FoldStage: LaneStage {
  let eval: Eval
  let f: NumberEval
  let sendsEach: Bool
  let subscriber: Subscriber<JSON>
  let env: Env
  var i = 0
  var acc = 0.0
  var general: JSON? = nil

  init(_ fold: NumberLane.Fold, initial: JSON, to subscriber: Subscriber<JSON>, env: Env) {
    (eval, f, sendsEach) = (fold.step, fold.number, fold.sendsEach)
    (self.subscriber, self.env) = (subscriber, env)
    if case .number(let n) = initial { acc = n } else { general = initial }
  }

  private var running: JSON { general ?? .number(acc) }

  @inline(never) private func generally(_ x: JSON) throws {
    let out = try eval(Frame(x: x, i: i, acc: running, env: env))
    if case .number(let n) = out {
      acc = n
      general = nil
    } else {
      general = out
    }
  }

  override func number(_ v: Double) throws {
    if general == nil {
      do { acc = try f(Numbers(x: v, acc: acc, i: i)) } catch { try generally(.number(v)) }
    } else {
      try generally(.number(v))
    }
    i += 1
    if sendsEach { subscriber.sendNext(running) }
  }

  override func value(_ v: JSON) throws {
    try generally(v)
    i += 1
    if sendsEach { subscriber.sendNext(running) }
  }

  override func completed() {
    if !sendsEach { subscriber.sendNext(running) }
    subscriber.sendCompleted()
  }
}

extension Compiler {
  /// The `NumberLane` a pipeline starts with, and the index of its last stage: `range`
  /// followed by at least one stage it fuses. Nil when the pipeline does not start so, or
  /// when every stage is wrapped (`--trace`, `--marbles`, `:pending`).
  func numberLane(_ pipeline: Pipeline, scope: Scope) throws -> (PipelineFactory, last: Int)? {
    guard numberFastPaths, !labelWork, !traceEveryStage, !marbleEveryStage,
      pipeline.stages.count > 1
    else {
      return nil
    }
    let source = pipeline.stages[0]
    guard source.member == nil, let sourceSpec = OperatorTable.spec(source.name, .source),
      sourceSpec.name == "range", (2...3).contains(source.arguments.count),
      source.arguments.allSatisfy({ if case .expr = $0 { return true } else { return false } })
    else { return nil }
    // Which stages fuse, decided from their text alone.
    var plan: [(stage: Stage, kind: String)] = []
    for stage in pipeline.stages.dropFirst() {
      guard stage.member == nil, let spec = OperatorTable.spec(stage.name, .stage) else { break }
      let expressions = stage.arguments.compactMap { argument -> Expr? in
        if case .expr(let e) = argument { return e }
        return nil
      }
      guard expressions.count == stage.arguments.count else { break }
      let plain = NumericCompiler(parameters: scope.parameters)
      if spec.name == "map", expressions.count == 1, !NumericCompiler.isTruthValued(expressions[0]),
        plain.number(expressions[0]) != nil
      {
        plan.append((stage, "map"))
      } else if spec.name == "filter", expressions.count == 1, plain.truth(expressions[0]) != nil {
        plan.append((stage, "filter"))
      } else if spec.name == "aggregate" || spec.name == "scan", expressions.count == 2,
        NumericCompiler(readsAcc: true, parameters: scope.parameters).number(expressions[1]) != nil
      {
        plan.append((stage, spec.name))
        break
      } else {
        break
      }
    }
    guard !plan.isEmpty else { return nil }
    // Compiled in the order the stages are, with each stage's position for its errors.
    let bounds = try rangeBounds(source, scope: scope, op: "range")
    var steps: [NumberLane.Step] = []
    var fold: NumberLane.Fold? = nil
    let outer = stageOffset
    defer { stageOffset = outer }
    for (stage, kind) in plan {
      stageOffset = stage.offset
      let site = Site(compiler: self, stage: stage, scope: scope)
      let expressions = stage.arguments.map { argument -> Expr in
        guard case .expr(let e) = argument else { preconditionFailure("planned as expressions") }
        return e
      }
      let plain = NumericCompiler(parameters: scope.parameters)
      switch kind {
      case "map":
        guard let f = plain.number(expressions[0]) else { return nil }
        steps.append(.map(try site.expr(0), f))
      case "filter":
        guard let p = plain.truth(expressions[0]) else { return nil }
        steps.append(.filter(try site.expr(0), p))
      default:
        let folding = NumericCompiler(readsAcc: true, parameters: scope.parameters)
        guard let f = folding.number(expressions[1]) else { return nil }
        fold = NumberLane.Fold(
          start: try site.expr(0), step: try site.expr(1), number: f, sendsEach: kind == "scan")
      }
    }
    return (NumberLane(bounds: bounds, steps: steps, fold: fold).factory, plan.count)
  }
}
