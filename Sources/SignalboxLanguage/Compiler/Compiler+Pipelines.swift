import Signalbox

/// What a `WorkLabel` set by a stage carries: which stage of which statement scheduled
/// the work (`:pending`).
struct StageWork: Sendable {
  /// `[3]` for the statement's third stage, `[3, 1]` for the first stage of a block of it.
  let stage: [Int]
  let name: String
  let context: StatementContext

  /// `3`, `3.1`.
  var number: String { stage.map(String.init).joined(separator: ".") }
}

/// `range A, B[, STEP]` and `seq range`, checked: A and STEP finite, nothing NaN. Values
/// are A + k·STEP up to and including B; a value equal to the one before it (the step is
/// below the spacing of doubles there, or k is past 2^53) ends the range with an error
/// instead of repeating that value forever. Both sources share this, so they agree on
/// every bound.
struct RangeBounds: Sendable {
  let start: Double
  let end: Double
  let step: Double

  /// The k-th value, or nil past the end.
  func value(_ k: Double) -> Double? {
    let v = start + k * step
    return (step > 0 ? v <= end : v >= end) ? v : nil
  }

  /// Whether `next` moved on from `previous` in the step's direction.
  func advanced(from previous: Double, to next: Double) -> Bool {
    step > 0 ? next > previous : next < previous
  }

  func stalled(at v: Double, op: String) -> RuntimeError {
    RuntimeError(
      "\(op): the step \(JSONWriter.string(.number(step))) is below the spacing of numbers at \(JSONWriter.string(.number(v))): the range would repeat \(JSONWriter.string(.number(v))) forever"
    )
  }
}

/// A per-subscription counter for a stage's `i`. `@unchecked Sendable`: touched only from
/// one subscription's serialized event path.
final class StageCounter: @unchecked Sendable {
  var value = 0
}

extension Compiler {
  func compilePipeline(_ pipeline: Pipeline, scope: Scope, bindingConnection: Bool = false) throws -> PipelineFactory {
    try compileFlow(pipeline, scope: scope, bindingConnection: bindingConnection).asSignal
  }

  /// Compiles a pipeline, following its kind from stage to stage: a sequence stays a
  /// sequence through sequence operators and becomes a signal at the first signal-only one;
  /// `sequence` turns a signal into a sequence.
  func compileFlow(_ pipeline: Pipeline, scope: Scope, bindingConnection: Bool = false) throws -> Flow {
    // Marble rows are drawn for the statement's own stages, not for those of its blocks.
    let marbleEveryStage = self.marbleEveryStage
    self.marbleEveryStage = false
    defer { self.marbleEveryStage = marbleEveryStage }
    let outerStage = stageOffset
    defer { stageOffset = outerStage }
    stageOffset = pipeline.stages[0].offset
    // Where this pipeline's stages are: `3` for the statement's third stage, `3.1` for the
    // first stage of a block given to it (for `:pending` and `:resources`).
    let base = stagePath
    defer { stagePath = base }
    stagePath = base + [1]
    var flow: Flow
    if let sequence = try compileSequenceSource(pipeline.stages[0], scope: scope) {
      flow = .sequence(sequence)
    } else if let bound = boundSequenceSource(pipeline.stages[0], scope: scope) {
      flow = .sequence(bound)
    } else {
      flow = .signal(try compileSource(pipeline.stages[0], scope: scope))
    }
    var previous = pipeline.stages[0].name
    var index = 1
    if labelWork { flow = labelled(flow, stage: stagePath, name: previous, around: .subscription) }
    if traceEveryStage { flow = traced(flow, label: "1:\(previous)") }
    if marbleEveryStage { flow = marbled(flow, label: "1:\(previous)") }
    var k = 1
    while k < pipeline.stages.count {
      let stage = pipeline.stages[k]
      index += 1
      stageOffset = stage.offset
      stagePath = base + [index]
      if labelWork { flow = labelled(flow, stage: stagePath, name: stage.name, around: .events) }
      if case .sequence(let upstream) = flow {
        if Compiler.sequenceOperators.contains(stage.name),
          let next = try compileSequenceStage(stage, previous: previous, scope: scope, upstream: upstream)
        {
          flow = next
        } else {
          flow = .signal(try applySignalStage(stage, k: &k, pipeline: pipeline, previous: previous, scope: scope, to: flow.asSignal, bindingConnection: bindingConnection))
        }
      } else if case .signal(let upstream) = flow {
        if stage.name == "sequence" {
          try checkArity(stage, 0...0, "no arguments")
          flow = .sequence { env in try upstream(env).sequence() }
        } else {
          flow = .signal(try applySignalStage(stage, k: &k, pipeline: pipeline, previous: previous, scope: scope, to: upstream, bindingConnection: bindingConnection))
        }
      }
      if labelWork { flow = labelled(flow, stage: stagePath, name: pipeline.stages[k].name, around: .subscription) }
      if traceEveryStage { flow = traced(flow, label: "\(index):\(stage.name)") }
      if marbleEveryStage { flow = marbled(flow, label: "\(index):\(pipeline.stages[k].name)") }
      previous = pipeline.stages[k].name
      k += 1
    }
    return flow
  }

  enum LabelledPart { case subscription, events }

  /// For `:pending` and `:resources`: marks the work a stage schedules with the stage, and
  /// counts the stage's live subscriptions. Wrapped after a stage,
  /// its subscription runs under the stage's label (an `interval`'s first tick); wrapped
  /// before it, the events it receives do (a `throttle`'s timer). Compiled in only when
  /// the session asks (the REPL, or a program that uses `:pending`): it costs a relay per
  /// stage and event.
  private func labelled(_ flow: Flow, stage: [Int], name: String, around part: LabelledPart) -> Flow {
    guard case .signal(let factory) = flow else { return flow }
    return .signal { env in
      let upstream = try factory(env)
      // Built at subscription: the owner is whoever subscribes (a job using a let-bound
      // pipeline), not the statement that bound it.
      let owner = LineOwner.current ?? env.context
      let label = WorkLabel(StageWork(stage: stage, name: name, context: owner))
      switch part {
      case .subscription:
        let work = StageWork(stage: stage, name: name, context: owner)
        let live = env.context.host.liveSubscriptions
        return Signal { downstream in
          live.opened(work)
          downstream.disposable.add(ActionDisposable { live.closed(work) })
          return WorkLabel.run(label) { upstream.subscribe(forwardingTo: downstream) }
        }
      case .events:
        return Signal { downstream in
          upstream.subscribe(
            Subscriber(
              next: { value in WorkLabel.run(label) { downstream.sendNext(value) } },
              error: { error in WorkLabel.run(label) { downstream.sendError(error) } },
              completed: { WorkLabel.run(label) { downstream.sendCompleted() } }), for: downstream)
        }
      }
    }
  }

  /// `--marbles`: records a signal stage's events into the statement's recorder. (A
  /// sequence stage has no times of its own; it is drawn where it becomes a signal.)
  private func marbled(_ flow: Flow, label: String) -> Flow {
    guard case .signal(let factory) = flow else { return flow }
    return .signal { env in
      let upstream = try factory(env)
      guard let recorder = env.context.marbles else { return upstream }
      let context = env.context
      let row = recorder.row(label)
      return Signal { downstream in
        upstream.subscribe(
          Subscriber(
            next: { value in
              recorder.record(row, at: context.elapsed, .next(value))
              downstream.sendNext(value)
            },
            error: { error in
              recorder.record(row, at: context.elapsed, .error(error))
              downstream.sendError(error)
            },
            completed: {
              recorder.record(row, at: context.elapsed, .completed)
              downstream.sendCompleted()
            }), for: downstream)
      }
    }
  }

  /// `--trace` on a stage of either kind.
  private func traced(_ flow: Flow, label: String) -> Flow {
    switch flow {
    case .signal(let factory):
      let trace = traceStage(label: label)
      return .signal { env in try trace(try factory(env), env) }
    case .sequence(let factory):
      return .sequence { env in try factory(env).map { Compiler.traced($0, label: label, env: env) } }
    }
  }

  /// A signal stage (or `publish | autoconnect`, two stages: `k` moves to the last one used).
  private func applySignalStage(
    _ stage: Stage, k: inout Int, pipeline: Pipeline, previous: String, scope: Scope, to upstream: @escaping PipelineFactory,
    bindingConnection: Bool
  ) throws -> PipelineFactory {
    if stage.name == "publish" {
      if k + 1 < pipeline.stages.count && pipeline.stages[k + 1].name == "autoconnect" {
        k += 1
        return { env in Compiler.rehosted(Compiler.connectionSource(try upstream(env), host: env.context.host).publish().autoconnect()) }
      }
      if bindingConnection && k == pipeline.stages.count - 1 {
        return upstream  // the connection is made by the let statement
      }
    }
    let apply = try compileStage(stage, previous: previous, scope: scope)
    return { env in try apply(try upstream(env), env) }
  }

  /// A source that names a `let`-bound sequence.
  private func boundSequenceSource(_ stage: Stage, scope: Scope) -> SequenceFactory? {
    guard stage.arguments.isEmpty, stage.member == nil, !scope.parameters.contains(stage.name),
      let bound = lookup(stage.name), bound.kind == .sequence
    else { return nil }
    let slot = bound.slot
    return { env in try Compiler.boundSequence(slot: slot, env: env) }
  }

  func compileBlock(_ block: Block, scope: Scope) throws -> BlockFactory {
    var inner = scope
    if let parameter = block.parameter { inner.parameters.append(parameter) }
    let factory = try compilePipeline(block.pipeline, scope: inner)
    let named = block.parameter != nil
    return { env, input in try factory(env.child(binding: input, named: named)) }
  }

  /// A stream argument: a block, or an expression giving a stream (a bound name).
  func compileStreamArgument(_ argument: Argument, op: String, scope: Scope) throws -> BlockFactory {
    switch argument {
    case .block(let block): return try compileBlock(block, scope: scope)
    case .expr(let expr):
      if case .name(let name, let at) = expr, lookup(name) == nil, !scope.parameters.contains(name) {
        throw fail(Message.unknownName(name, suggestion: suggest(name, among: Array(names.keys))), at: at)
      }
      let eval = try compileExpression(expr, scope: scope, op: op)
      return { env, input in
        let value = try eval(Frame(x: input, i: 0, acc: .null, env: env))
        guard case .stream(let stream) = value else {
          throw RuntimeError("\(op): expected a pipeline, got \(Operators.describe(value))")
        }
        return stream.signal
      }
    }
  }

  func expression(_ argument: Argument, op: String, scope: Scope) throws -> Eval {
    switch argument {
    case .expr(let expr): return try compileExpression(expr, scope: scope, op: op)
    case .block(let block):
      let eval = try blockValue(block, scope: scope)
      return { frame in
        do { return try eval(frame) } catch let error as EvalError { throw RuntimeError("\(op): \(error.message)") }
      }
    }
  }

  /// The arguments of `range A, B[, STEP]` (and `seq range`): a literal step of 0 is a
  /// compile error; at subscription they must be numbers and the step non-zero.
  func rangeBounds(_ stage: Stage, scope: Scope, op: String) throws -> @Sendable (Env) throws -> RangeBounds {
    let args = stage.arguments
    try checkArity(stage, 2...3, stage.name == "seq" ? "range A, B[, STEP]" : "A, B[, STEP]")
    if args.count == 3, case .expr(.literal(.number(0), let at)) = args[2] { throw fail(Message.zeroStep(), at: at) }
    let a = try expression(args[0], op: op, scope: scope)
    let b = try expression(args[1], op: op, scope: scope)
    let step = args.count == 3 ? try expression(args[2], op: op, scope: scope) : nil
    return { env in
      let from = try Compiler.atSubscription(a, env)
      let to = try Compiler.atSubscription(b, env)
      let by = try step.map { try Compiler.atSubscription($0, env) } ?? .number(1)
      guard case .number(let x) = from, case .number(let y) = to, case .number(let s) = by else {
        throw RuntimeError("\(op): expected numbers")
      }
      if s == 0 { throw RuntimeError("\(op): the step must not be 0") }
      guard !x.isNaN, !y.isNaN, !s.isNaN else {
        throw RuntimeError("\(op): the bounds and the step must be numbers, got \(x.isNaN ? "A" : y.isNaN ? "B" : "STEP") = NaN")
      }
      guard x.isFinite, s.isFinite else {
        throw RuntimeError("\(op): \(x.isFinite ? "the step" : "the start") must be finite")
      }
      return RangeBounds(start: x, end: y, step: s)
    }
  }

  /// A block in expression position: a stream value (a signal, or a sequence when the
  /// block's pipeline is one), built for the frame's `x`.
  func blockValue(_ block: Block, scope: Scope) throws -> Eval {
    var inner = scope
    if let parameter = block.parameter { inner.parameters.append(parameter) }
    let flow = try compileFlow(block.pipeline, scope: inner)
    let named = block.parameter != nil
    let own = reach(block.pipeline)
    switch flow {
    case .signal(let factory):
      return { frame in
        let env = frame.env.child(binding: frame.x, named: named)
        let nesting = try Compiler.nesting(own, frame: frame)
        return .stream(StreamValue(signal: SubscriptionDepth.counting(own, .defer { try factory(env) }), nesting: nesting))
      }
    case .sequence(let factory):
      return { frame in
        let env = frame.env.child(binding: frame.x, named: named)
        let nesting = try Compiler.nesting(own, frame: frame)
        return .stream(StreamValue(sequence: .defer { try factory(env) }, nesting: nesting))
      }
    }
  }

  /// The stages a stream built by a block of `own` stages passes through when subscribed:
  /// its own, plus the most any value it captures (its `x`, the enclosing blocks'
  /// parameters) holds — streams by their nesting, arrays and objects a level each, so a
  /// chain of streams hidden in arrays (`iterate [{…}], [{… x[0] …}]`), which releasing
  /// would also walk one level at a time, counts too. An evaluation error past
  /// `Limits.stages`.
  static func nesting(_ own: Int, frame: Frame) throws -> Int {
    var inner = 0
    for value in [frame.x] + frame.env.parameters where value.holdsValues {
      inner = max(inner, value.nestingDepth(limit: Limits.stages) ?? Limits.stages + 1)
    }
    let nesting = own + inner
    if nesting > Limits.stages {
      throw EvalError("the stream would pass through more than \(Limits.stages) stages when subscribed (\(nesting))")
    }
    return nesting
  }

  func checkArity(_ stage: Stage, _ range: ClosedRange<Int>, _ shape: String) throws {
    if !range.contains(stage.arguments.count) {
      throw fail(Message.arity(stage.name, shape), at: stage.offset)
    }
  }

  /// A count argument: checked now when literal, at run time otherwise. A count is a
  /// whole number from 0 to 10^15 (`isCount`), so converting it to `Int` cannot trap; a
  /// computed value that is not one (`-1`, `2 * 1e300`, `sqrt(-1)`) is an error event with
  /// the literal form's message, pointing at the argument.
  func countArgument(_ stage: Stage, _ k: Int, scope: Scope) throws -> @Sendable (Env) throws -> Int {
    let argument = stage.arguments[k]
    if case .expr(.literal(let v, let at)) = argument {
      guard Compiler.isCount(v), case .number(let n) = v else { throw fail(Message.notACount(stage.name), at: at) }
      let count = Int(n)
      return { _ in count }
    }
    let eval = try expression(argument, op: stage.name, scope: scope)
    let name = stage.name
    let location = file.map { (file: $0, offset: argument.offset) }
    return { env in
      let v = try eval(Frame(x: env.input, i: 0, acc: .null, env: env))
      guard let count = Compiler.count(v) else {
        throw RuntimeError("\(name): the count must be a non-negative integer, got \(Operators.describe(v))", location: location)
      }
      return count
    }
  }

  /// `v` as a count (a whole number from 0 to 10^15), or nil.
  static func count(_ v: JSON) -> Int? {
    guard isCount(v), case .number(let n) = v else { return nil }
    return Int(n)
  }

  /// What a time argument must be. Every time is a number (never NaN); `positive` ones are
  /// above 0, the others at least 0; `finite` ones below infinity (a marble frame: frame 0
  /// at `0 * ∞` would be NaN); `minimum` is the shortest period of a repeating timer.
  struct TimeRule: Sendable {
    var positive = false
    var finite = false
    var minimum: Double? = nil

    func accepts(_ n: Double) -> Bool {
      guard positive ? n > 0 : n >= 0 else { return false }
      if finite && !n.isFinite { return false }
      if let minimum, n < minimum { return false }
      return true
    }

    /// The rule `v` breaks, in words (`the time must be a positive number`).
    func text(for v: JSON) -> String {
      if case .number(let n) = v, positive ? n > 0 : n >= 0 {
        if let minimum, n < minimum { return Message.periodRule(minimum) }
        if finite && !n.isFinite { return Message.finiteTimeRule }
      }
      return positive ? Message.positiveTimeRule : Message.nonNegativeTimeRule
    }
  }

  /// A time argument in seconds: literal checked now (`positive` or non-negative).
  func timeArgument(_ stage: Stage, _ k: Int, scope: Scope, positive: Bool) throws -> @Sendable (Env) throws -> Double {
    try timeArgument(stage, k, scope: scope, rule: TimeRule(positive: positive))
  }

  /// A time argument in seconds: a literal is checked now (a compile error), a computed
  /// value at subscription (an error event with the same words, pointing at the argument).
  func timeArgument(_ stage: Stage, _ k: Int, scope: Scope, rule: TimeRule) throws -> @Sendable (Env) throws -> Double {
    let argument = stage.arguments[k]
    if case .expr(.literal(let v, let at)) = argument {
      guard case .number(let n) = v, rule.accepts(n) else {
        throw fail("'\(stage.name)': \(rule.text(for: v))", at: at)
      }
      return { _ in n }
    }
    let eval = try expression(argument, op: stage.name, scope: scope)
    let name = stage.name
    let location = file.map { (file: $0, offset: argument.offset) }
    return { env in
      let v = try eval(Frame(x: env.input, i: 0, acc: .null, env: env))
      guard case .number(let n) = v, rule.accepts(n) else {
        throw RuntimeError("\(name): \(rule.text(for: v)), got \(Operators.describe(v))", location: location)
      }
      return n
    }
  }

  /// Evaluates `eval` once per subscription with `x` = the block input (source arguments).
  static func atSubscription(_ eval: @escaping Eval, _ env: Env) throws -> JSON {
    try eval(Frame(x: env.input, i: 0, acc: .null, env: env))
  }

  static func errorMessage(_ value: JSON) -> String {
    if case .string(let s) = value { return s }
    return JSONWriter.string(value)
  }

  // MARK: sources

  func compileSource(_ stage: Stage, scope: Scope) throws -> PipelineFactory {
    let name = stage.name
    let args = stage.arguments
    func expr(_ k: Int) throws -> Eval { try expression(args[k], op: name, scope: scope) }
    switch name {
    case "from":
      try checkArity(stage, 1...1, "an array")
      let e = try expr(0)
      return { env in
        .defer {
          let v = try Compiler.atSubscription(e, env)
          guard case .array(let items) = v else { throw RuntimeError("from: expected an array, got \(Operators.describe(v))") }
          return .from(items)
        }
      }
    case "just":
      try checkArity(stage, 1...1, "a value")
      let e = try expr(0)
      return { env in .defer { .just(try Compiler.atSubscription(e, env)) } }
    case "empty":
      try checkArity(stage, 0...0, "no arguments")
      return { _ in .empty }
    case "never":
      try checkArity(stage, 0...0, "no arguments")
      return { _ in .never }
    case "error":
      try checkArity(stage, 1...1, "a message")
      let e = try expr(0)
      return { env in .defer { .error(RuntimeError(Compiler.errorMessage(try Compiler.atSubscription(e, env)))) } }
    case "range":
      let bounds = try rangeBounds(stage, scope: scope, op: "range")
      return { env in
        .defer {
          let range = try bounds(env)
          return Signal { subscriber in
            var k = 0.0
            var previous: Double? = nil
            while let v = range.value(k) {
              if subscriber.isDisposed { return nil }
              if let previous, !range.advanced(from: previous, to: v) {
                subscriber.sendError(range.stalled(at: v, op: "range"))
                return nil
              }
              subscriber.sendNext(.number(v))
              previous = v
              k += 1
            }
            subscriber.sendCompleted()
            return nil
          }
        }
      }
    case "interval":
      try checkArity(stage, 1...1, "a period in seconds")
      let period = try timeArgument(stage, 0, scope: scope, rule: TimeRule(positive: true, minimum: Limits.shortestPeriod))
      return { env in
        let p = try period(env)
        return Signal.interval(p, on: env.context.host.scheduler).map { .number(Double($0)) }
      }
    case "timer":
      try checkArity(stage, 1...2, "T[, VALUE]")
      let delay = try timeArgument(stage, 0, scope: scope, positive: false)
      let value = args.count == 2 ? try expr(1) : nil
      return { env in
        .defer {
          let d = try delay(env)
          let v = try value.map { try Compiler.atSubscription($0, env) } ?? .number(0)
          return Signal.timer(d, on: env.context.host.scheduler) { v }
        }
      }
    case "marbles":
      try checkArity(stage, 1...2, "a marble string[, FRAME]")
      guard case .expr(.literal(.string(let text), _)) = args[0] else {
        throw fail("'marbles' takes a string literal", at: args[0].offset)
      }
      var frame: @Sendable (Env) throws -> Double = { @Sendable _ in 0.1 }
      if args.count == 2 { frame = try timeArgument(stage, 1, scope: scope, rule: TimeRule(positive: true, finite: true)) }
      let duration = frame
      return { env in
        MarbleDiagram.signal(
          text, frameDuration: try duration(env), on: env.context.host.scheduler,
          value: { c in
            if let digit = c.wholeNumberValue, c.isASCII { return .number(Double(digit)) }
            return .string(String(c))
          },
          error: { RuntimeError("marble error") })
      }
    case "defer":
      try checkArity(stage, 1...1, "a block")
      let block = try compileStreamArgument(args[0], op: name, scope: scope)
      return { env in .defer { try block(env, env.input) } }
    case "stdin":
      try checkArity(stage, 0...0, "an optional mode word")
      let mode = try readMode(stage)
      let timed = stage.mode == "timed"
      let items = try itemsMode(stage, scope: scope)
      return { env in
        let host = env.context.host
        if timed {
          let stdin = host.stdinSource
          return TimedReplay.signal(source: "stdin", scheduler: host.scheduler) { stdin.recordReader() }
        }
        if let items { return .defer { host.stdinSource.signal(mode: try items(env)) } }
        return host.stdinSource.signal(mode: mode)
      }
    case "file":
      try checkArity(stage, 1...1, "a path")
      let mode = try readMode(stage)
      let timed = stage.mode == "timed"
      let path = try expr(0)
      let items = try itemsMode(stage, scope: scope)
      return { env in
        .defer {
          let p = try Compiler.atSubscription(path, env)
          guard case .string(let s) = p else { throw RuntimeError("file: expected a path string") }
          let host = env.context.host
          if timed {
            return TimedReplay.signal(source: s, scheduler: host.scheduler) {
              try StdinSource.fileRecordReader(path: s, warn: { host.warn($0) })
            }
          }
          let mode = try items?(env) ?? mode
          return StdinSource.file(path: s, mode: mode, warn: { host.warn($0) }, isInterrupted: host.stdinSource.isInterrupted)
        }
      }
    case "merge", "concat", "zip", "combineLatest":
      let blocks = try args.map { try compileStreamArgument($0, op: name, scope: scope) }
      return { env in
        let signals = try blocks.map { try $0(env, env.input) }
        switch name {
        case "merge": return .merge(signals)
        case "concat": return .concat(signals)
        case "zip": return Signal.zip(signals).map { .array($0) }
        default: return Signal.combineLatest(signals).map { .array($0) }
        }
      }
    default:
      if let index = scope.parameters.lastIndex(of: name) {
        return { env in
          let v = env.parameters[index]
          if case .stream(let s) = v { return s.signal }
          return .just(v)
        }
      }
      guard let bound = lookup(name) else {
        let candidates = Array(Parser.sourceNames) + Array(names.keys)
        throw fail(Message.unknownSource(name, suggestion: suggest(name, among: candidates)), at: stage.offset)
      }
      if !args.isEmpty { throw fail(Message.arity(name, "no arguments (it is a bound name)"), at: stage.offset) }
      if let member = stage.member {
        guard bound.kind == .command, ["executionSignals", "executing", "enabled", "errors"].contains(member) else {
          throw fail(Message.unknownMember(name, member), at: stage.offset)
        }
      }
      let slot = bound.slot
      let member = stage.member
      return { env in try Compiler.boundSignal(slot: slot, member: member, env: env) }
    }
  }

  private func readMode(_ stage: Stage) throws -> JSONStreamReader.Mode {
    switch stage.mode {
    case nil: return .json
    case "lines": return .lines
    case "lenient": return .lenient
    case "timed": return .json  // records read as JSON by TimedReplay
    case "items": return .items(.document, lenient: stage.itemsLenient)
    case let word?: throw fail(Message.badMode(word), at: stage.modeOffset)
    }
  }

  /// `items [PATH] [lenient]`: the mode, its PATH evaluated at subscription (nil: not items).
  private func itemsMode(_ stage: Stage, scope: Scope) throws -> (@Sendable (Env) throws -> JSONStreamReader.Mode)? {
    guard stage.mode == "items" else { return nil }
    let lenient = stage.itemsLenient
    guard let pathExpr = stage.itemsPath else { return { _ in .items(.document, lenient: lenient) } }
    let path = try compileExpression(pathExpr, scope: scope, op: stage.name)
    return { env in
      let value = try Compiler.atSubscription(path, env)
      return .items(try ItemsPath.from(value), lenient: lenient)
    }
  }
}
