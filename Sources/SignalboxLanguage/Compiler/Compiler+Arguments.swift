import Signalbox
import SignalboxJSON

/// Reading a stage's arguments: blocks, streams, expressions, counts, times, ranges.
extension Compiler {
  func compileBlock(_ block: Block, scope: Scope) throws -> BlockFactory {
    var inner = scope
    if let parameter = block.parameter { inner.parameters.append(parameter) }
    let factory = try compilePipeline(block.pipeline, scope: inner)
    let named = block.parameter != nil
    return { env, input in try factory(env.child(binding: input, named: named)) }
  }

  /// A stream argument: a block, or an expression giving a stream (a bound name).
  func compileStreamArgument(_ argument: Argument, op: String, scope: Scope) throws -> BlockFactory
  {
    switch argument {
    case .block(let block): return try compileBlock(block, scope: scope)
    case .expr(let expr):
      if case .name(let name, let at) = expr, lookup(name) == nil, !scope.parameters.contains(name)
      {
        throw failUnknown(
          name,
          Message.unknownName(name, suggestion: suggest(name, among: names.keys.sorted())), at: at)
      }
      let eval = try compileExpression(expr, scope: scope, op: op)
      return { env, input in
        let value = try eval(Frame(x: input, i: 0, acc: .null, env: env))
        guard case .stream(let stream) = value else {
          throw RuntimeError(Message.expectedPipeline(op, got: value))
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
        do { return try eval(frame) } catch let error as EvalError {
          throw RuntimeError(error, in: op)
        }
      }
    }
  }

  /// The arguments of `range A, B[, STEP]` (and `seq range`): a literal step of 0 is a
  /// compile error; at subscription they must be numbers and the step non-zero.
  func rangeBounds(_ stage: Stage, scope: Scope, op: String) throws
    -> @Sendable (Env) throws -> RangeBounds
  {
    let args = stage.arguments
    if args.count == 3, case .expr(.literal(.number(0), let at)) = args[2] {
      throw fail(Message.zeroStep(), at: at)
    }
    let a = try expression(args[0], op: op, scope: scope)
    let b = try expression(args[1], op: op, scope: scope)
    let step = args.count == 3 ? try expression(args[2], op: op, scope: scope) : nil
    return { env in
      let from = try Compiler.atSubscription(a, env)
      let to = try Compiler.atSubscription(b, env)
      let by = try step.map { try Compiler.atSubscription($0, env) } ?? .number(1)
      guard let x = from.numberValue, let y = to.numberValue, let s = by.numberValue else {
        throw RuntimeError(Message.expectedNumbers(op))
      }
      if s == 0 { throw RuntimeError(Message.zeroStepAtRuntime(op)) }
      guard !x.isNaN, !y.isNaN, !s.isNaN else {
        throw RuntimeError(Message.nanBound(op, x.isNaN ? "A" : y.isNaN ? "B" : "STEP"))
      }
      guard x.isFinite, s.isFinite else {
        throw RuntimeError(Message.infiniteBound(op, x.isFinite ? "the step" : "the start"))
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
        return .stream(
          StreamValue(
            signal: SubscriptionDepth.counting(own, .defer { try factory(env) }), nesting: nesting))
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
      throw EvalError(Message.streamTooDeep(nesting))
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
  /// With `positive`, 0 is refused too (`bufferCount`).
  func countArgument(_ stage: Stage, _ k: Int, scope: Scope, positive: Bool = false) throws
    -> @Sendable (Env) throws -> Int
  {
    let argument = stage.arguments[k]
    if case .expr(.literal(let v, let at)) = argument {
      guard Compiler.isCount(v), case .number(let n) = v else {
        throw fail(
          positive ? Message.notAPositiveCount(stage.name) : Message.notACount(stage.name), at: at)
      }
      if positive && n == 0 { throw fail(Message.notAPositiveCount(stage.name), at: at) }
      let count = Int(n)
      return { _ in count }
    }
    let eval = try expression(argument, op: stage.name, scope: scope)
    let name = stage.name
    let location = file.map { (file: $0, offset: argument.offset) }
    return { env in
      let v = try eval(Frame(x: env.input, i: 0, acc: .null, env: env))
      guard let count = Compiler.count(v), !positive || count > 0 else {
        let message =
          positive ? Message.badPositiveCount(name, got: v) : Message.badCount(name, got: v)
        throw RuntimeError(message, location: location)
      }
      return count
    }
  }

  /// `v` as a count (a whole number from 0 to 10^15), or nil.
  package static func count(_ v: JSON) -> Int? {
    guard isCount(v), case .number(let n) = v else { return nil }
    return Int(n)
  }

  /// What a time argument must be. Every time is a number (never NaN); `positive` ones are
  /// above 0, the others at least 0; `finite` ones below infinity (a marble frame: frame 0
  /// at `0 * ∞` would be NaN).
  ///
  /// A `positive` time is a period: something happens every T (`interval`, `sampleTime`,
  /// `bufferTime`'s span and creation, `windowTime`'s, `bufferWithTime`, `timerEvery`'s
  /// period, a marble frame), so it is at least `Limits.shortestPeriod` (or `minimum` when
  /// given): a shorter one (`bufferTime 1e-300`) would never let the virtual clock reach
  /// the horizon and spins on the wall clock. The other times are one-shot waits (`delay`,
  /// `debounce`, `timeout`, `timer`'s due time): any non-negative time, 0 being "the next
  /// turn", as in RAC and Rx; each fires once per value, so none repeats on its own.
  struct TimeRule: Sendable {
    var positive = false
    var finite = false
    var minimum: Double? = nil

    /// The shortest time allowed above 0, if any.
    var shortest: Double? { minimum ?? (positive ? Limits.shortestPeriod : nil) }

    func accepts(_ n: Double) -> Bool {
      guard positive ? n > 0 : n >= 0 else { return false }
      if finite && !n.isFinite { return false }
      if let shortest, n < shortest { return false }
      return true
    }

    /// The rule `v` breaks, in words (`the time must be a positive number`).
    func text(for v: JSON) -> String {
      if let n = v.numberValue, positive ? n > 0 : n >= 0 {
        if let shortest, n < shortest { return Message.periodRule(shortest) }
        if finite && !n.isFinite { return Message.finiteTimeRule }
      }
      return positive ? Message.positiveTimeRule : Message.nonNegativeTimeRule
    }
  }

  /// A time argument in seconds: literal checked now (`positive` or non-negative).
  func timeArgument(_ stage: Stage, _ k: Int, scope: Scope, positive: Bool) throws
    -> @Sendable (Env) throws -> Double
  {
    try timeArgument(stage, k, scope: scope, rule: TimeRule(positive: positive))
  }

  /// A time argument in seconds: a literal is checked now (a compile error), a computed
  /// value at subscription (an error event with the same words, pointing at the argument).
  func timeArgument(_ stage: Stage, _ k: Int, scope: Scope, rule: TimeRule) throws
    -> @Sendable (Env) throws -> Double
  {
    let argument = stage.arguments[k]
    if case .expr(.literal(let v, let at)) = argument {
      let time = seconds(v)
      guard let n = time.numberValue, rule.accepts(n) else {
        throw fail(Message.badTime(stage.name, rule.text(for: time)), at: at)
      }
      if let written = v.numberValue { warnIfMilliseconds(written, at: at) }
      return { _ in n }
    }
    let eval = try expression(argument, op: stage.name, scope: scope)
    let name = stage.name
    let location = file.map { (file: $0, offset: argument.offset) }
    let perSecond = timeUnit.perSecond
    return { env in
      let v = try eval(Frame(x: env.input, i: 0, acc: .null, env: env))
      guard let n = v.numberValue.map({ $0 / perSecond }), rule.accepts(n) else {
        let time = v.numberValue.map { JSON.number($0 / perSecond) } ?? v
        throw RuntimeError(
          Message.badTimeAtRuntime(name, rule.text(for: time), got: v), location: location)
      }
      return n
    }
  }

  /// Evaluates `eval` once per subscription with `x` = the block input (source arguments).
  static func atSubscription(_ eval: @escaping Eval, _ env: Env) throws -> JSON {
    try eval(Frame(x: env.input, i: 0, acc: .null, env: env))
  }

  /// `atSubscription` of an argument that must be an array (`from`, `seq`): its items.
  static func itemsAtSubscription(_ eval: @escaping Eval, _ env: Env, op: String) throws -> [JSON] {
    let v = try atSubscription(eval, env)
    guard case .array(let items) = v else {
      throw RuntimeError(Message.expectedArray(op, got: v))
    }
    return items
  }

  package static func errorMessage(_ value: JSON) -> String {
    if case .string(let s) = value { return s }
    return JSONWriter.string(value)
  }
}
