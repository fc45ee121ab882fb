import Signalbox
import SignalboxJSON

/// A run of `map`, `filter` and a final `aggregate` or `scan` whose expressions compute
/// only with numbers, fused into one loop after `range`: each value travels the stages as
/// an unboxed `Double` through one method call per stage, with no `JSON` value, frame, relay
/// or subscriber between them (`range 1, 1e7 | map x*2 | filter x%3==0 | aggregate 0,
/// acc+x`); after any other signal the stages are one subscriber (`NumberLane.stage`).
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

  let steps: [Step]
  let fold: Fold?

  /// `range` and the stages as one signal.
  func source(_ bounds: @escaping @Sendable (Env) throws -> RangeBounds) -> PipelineFactory {
    let lane = self
    return { env in
      .defer {
        // Subscribing runs downstream first: the fold's START is evaluated before the
        // range's bounds, as the stages on their own do.
        let initial = try lane.fold.map { try Compiler.atSubscription($0.start, env) }
        let range = try bounds(env)
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

  /// The stages as one stage after any signal: one subscriber for them all, a number
  /// value handed on unboxed.
  var stage: StageFunction {
    let lane = self
    return { upstream, env in
      .defer {
        let initial = try lane.fold.map { try Compiler.atSubscription($0.start, env) }
        return Signal { downstream in
          let sink = LaneHolder(lane.sink(to: downstream, initial: initial, env: env))
          return upstream.subscribe(
            Subscriber(
              next: { value in
                do {
                  if case .number(let n) = value {
                    try sink.stage.number(n)
                  } else {
                    try sink.stage.value(value)
                  }
                } catch {
                  downstream.sendError(error)
                }
              },
              error: { downstream.sendError($0) },
              completed: { sink.stage.completed() }), for: downstream)
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

/// A lane's stages for the subscriber that feeds them. `@unchecked Sendable`: touched only
/// on that subscription's event path, which is serialized.
final class LaneHolder: @unchecked Sendable {
  let stage: LaneStage
  init(_ stage: LaneStage) { self.stage = stage }
}

extension Compiler {
  /// The `NumberLane` a pipeline starts with, and the index of its last stage: `range`
  /// followed by at least one stage it fuses. Nil when the pipeline does not start so, or
  /// when every stage is wrapped (`--trace`, `--marbles`, `:pending`).
  func numberLane(_ pipeline: Pipeline, scope: Scope) throws -> (PipelineFactory, last: Int)? {
    guard numberFastPaths, instrumentation == Instrumentation() else { return nil }
    let source = pipeline.stages[0]
    guard source.member == nil, let sourceSpec = OperatorTable.spec(source.name, .source),
      sourceSpec.lane == .range, (2...3).contains(source.arguments.count),
      source.arguments.allSatisfy({ if case .expr = $0 { return true } else { return false } })
    else { return nil }
    let plan = lanePlan(pipeline.stages.dropFirst(), scope: scope)
    guard !plan.isEmpty else { return nil }
    // Compiled in the order the stages are, with each stage's position for its errors.
    let bounds = try rangeBounds(source, scope: scope, op: "range")
    guard let lane = try compileLane(plan, scope: scope) else { return nil }
    return (lane.source(bounds), plan.count)
  }

  /// The lane of stages `k`… of a pipeline after any signal, and the index of its last
  /// stage: at least two stages that fuse (one alone computes on unboxed numbers anyway).
  func numberLane(_ pipeline: Pipeline, from k: Int, scope: Scope) throws -> (
    StageFunction, last: Int
  )? {
    guard numberFastPaths, instrumentation == Instrumentation() else { return nil }
    let plan = lanePlan(pipeline.stages[k...], scope: scope)
    guard plan.count > 1, let lane = try compileLane(plan, scope: scope) else { return nil }
    return (lane.stage, k + plan.count - 1)
  }

  /// Which of `stages` fuse, from the first on, decided from their text alone: `map`s
  /// of number expressions and `filter`s of truth expressions, up to a fold.
  private func lanePlan(_ stages: ArraySlice<Stage>, scope: Scope) -> [(
    stage: Stage, lane: OperatorSpec.Lane
  )] {
    var plan: [(stage: Stage, lane: OperatorSpec.Lane)] = []
    for stage in stages {
      guard stage.member == nil, let spec = OperatorTable.spec(stage.name, .stage) else { break }
      let expressions = stage.arguments.compactMap { argument -> Expr? in
        if case .expr(let e) = argument { return e }
        return nil
      }
      guard expressions.count == stage.arguments.count else { break }
      let plain = NumericCompiler(parameters: scope.parameters)
      switch spec.lane {
      case .map?
      where expressions.count == 1 && !NumericCompiler.isTruthValued(expressions[0])
        && plain.number(expressions[0]) != nil:
        plan.append((stage, .map))
      case .filter? where expressions.count == 1 && plain.truth(expressions[0]) != nil:
        plan.append((stage, .filter))
      case .fold(let sendsEach)?
      where expressions.count == 2
        && NumericCompiler(readsAcc: true, parameters: scope.parameters).number(expressions[1])
          != nil:
        plan.append((stage, .fold(sendsEach: sendsEach)))
        return plan
      default:
        return plan
      }
    }
    return plan
  }

  /// The planned stages compiled, each with its own position for its errors.
  private func compileLane(_ plan: [(stage: Stage, lane: OperatorSpec.Lane)], scope: Scope) throws
    -> NumberLane?
  {
    var steps: [NumberLane.Step] = []
    var fold: NumberLane.Fold? = nil
    let outer = stageOffset
    defer { stageOffset = outer }
    for (stage, lane) in plan {
      stageOffset = stage.offset
      let site = Site(compiler: self, stage: stage, scope: scope)
      let expressions = stage.arguments.map { argument -> Expr in
        guard case .expr(let e) = argument else { preconditionFailure("planned as expressions") }
        return e
      }
      let plain = NumericCompiler(parameters: scope.parameters)
      switch lane {
      case .map:
        guard let f = plain.number(expressions[0]) else { return nil }
        steps.append(.map(try site.expr(0), f))
      case .filter:
        guard let p = plain.truth(expressions[0]) else { return nil }
        steps.append(.filter(try site.expr(0), p))
      case .fold(let sendsEach):
        let folding = NumericCompiler(readsAcc: true, parameters: scope.parameters)
        guard let f = folding.number(expressions[1]) else { return nil }
        fold = NumberLane.Fold(
          start: try site.expr(0), step: try site.expr(1), number: f, sendsEach: sendsEach)
      case .range:
        return nil
      }
    }
    return NumberLane(steps: steps, fold: fold)
  }
}
