import Signalbox

extension Compiler {
  /// A `trace` stage: passes events on and prints each lifecycle step.
  func traceStage(label: String) -> StageFunction {
    { upstream, env in
      let host = env.context.host
      let lexical = env.context
      return Signal { downstream in
        // The lines of this subscription belong to whoever subscribes (SPEC §9).
        let context = LineOwner.current ?? lexical
        host.trace(label, "subscribed", nil, context: context)
        // `disposed` prints once: when the subscription is disposed, or right after a terminal
        // event and before it travels on (a terminal event disposes upstream first, SPEC §9),
        // even when the source ends synchronously during this subscribe.
        let disposed = ActionDisposable { host.trace(label, "disposed", nil, context: context) }
        downstream.add(disposed)
        return upstream.subscribe(
          Subscriber(
            next: { value in
              host.trace(label, "next", value, context: context)
              downstream.sendNext(value)
            },
            error: { error in
              host.trace(label, "error", .string(RuntimeError.message(of: error)), context: context)
              disposed.dispose()
              downstream.sendError(error)
            },
            completed: {
              host.trace(label, "completed", nil, context: context)
              disposed.dispose()
              downstream.sendCompleted()
            }
          ), for: downstream)
      }
    }
  }

  /// Runs `body` with a fresh per-subscription index for the stage's `i`.
  static func indexed(
    _ upstream: Signal<JSON>, _ body: @escaping @Sendable (Signal<JSON>, StageCounter) -> Signal<JSON>
  ) -> Signal<JSON> {
    .defer { body(upstream, StageCounter()) }
  }

  func compileStage(_ stage: Stage, previous: String, scope: Scope) throws -> StageFunction {
    let name = stage.name
    let args = stage.arguments
    func expr(_ k: Int) throws -> Eval { try expression(args[k], op: name, scope: scope) }
    func stream(_ k: Int) throws -> BlockFactory { try compileStreamArgument(args[k], op: name, scope: scope) }
    func perValue(_ eval: @escaping Eval, _ use: @escaping @Sendable (Signal<JSON>, @escaping @Sendable (JSON) throws -> JSON) -> Signal<JSON>) -> StageFunction {
      { upstream, env in
        Compiler.indexed(upstream) { upstream, counter in
          use(upstream) { value in
            let frame = Frame(x: value, i: counter.value, acc: .null, env: env)
            counter.value += 1
            return try eval(frame)
          }
        }
      }
    }
    switch name {
    case "map", "reduceEach", "tryMap":
      try checkArity(stage, 1...1, "an expression")
      let e = try expr(0)
      if name == "tryMap" {
        return perValue(e) { upstream, f in
          upstream.map { v in
            let result = try f(v)
            if case .null = result { throw RuntimeError("tryMap: null result") }
            return result
          }
        }
      }
      return perValue(e) { upstream, f in upstream.map(f) }
    case "mapReplace":
      try checkArity(stage, 1...1, "a value")
      return perValue(try expr(0)) { upstream, f in upstream.map(f) }
    case "filter":
      try checkArity(stage, 1...1, "a predicate")
      return perValue(try expr(0)) { upstream, f in upstream.filter { try f($0).isTruthy } }
    case "ignore":
      try checkArity(stage, 1...1, "a value")
      return perValue(try expr(0)) { upstream, f in upstream.filter { $0 != (try f($0)) } }
    case "takeUntilBlock", "takeWhileBlock", "skipUntilBlock", "skipWhileBlock":
      try checkArity(stage, 1...1, "a predicate")
      return perValue(try expr(0)) { upstream, f in
        let p: @Sendable (JSON) throws -> Bool = { try f($0).isTruthy }
        switch name {
        case "takeUntilBlock": return upstream.takeUntilBlock(p)
        case "takeWhileBlock": return upstream.takeWhileBlock(p)
        case "skipUntilBlock": return upstream.skipUntilBlock(p)
        default: return upstream.skipWhileBlock(p)
        }
      }
    case "distinctUntilChanged":
      try checkArity(stage, 0...0, "no arguments")
      return { upstream, _ in upstream.distinctUntilChanged() }
    case "startWith":
      try checkArity(stage, 1...1, "a value")
      let e = try expr(0)
      return { upstream, env in upstream.startWith { try Compiler.atSubscription(e, env) } }
    case "scan", "aggregate", "combinePrevious":
      try checkArity(stage, 2...2, "START, EXPR")
      let start = try expr(0)
      let step = try expr(1)
      return { upstream, env in
        .defer {
          let initial = try Compiler.atSubscription(start, env)
          switch name {
          case "scan":
            return upstream.scan(initial) { acc, x, i in try step(Frame(x: x, i: i, acc: acc, env: env)) }
          case "aggregate":
            return upstream.aggregate(initial) { acc, x, i in try step(Frame(x: x, i: i, acc: acc, env: env)) }
          default:
            let counter = StageCounter()
            return upstream.combinePrevious(initial) { previous, x in
              defer { counter.value += 1 }
              return try step(Frame(x: x, i: counter.value, acc: previous, env: env))
            }
          }
        }
      }
    case "take", "skip", "takeLast":
      try checkArity(stage, 1...1, "a count")
      let count = try countArgument(stage, 0, scope: scope)
      return { upstream, env in
        .defer {
          let n = try count(env)
          switch name {
          case "take": return upstream.take(n)
          case "skip": return upstream.skip(n)
          default: return upstream.takeLast(n)
          }
        }
      }
    case "flattenMap":
      try checkArity(stage, 1...1, "a block")
      let block = try stream(0)
      return { upstream, env in upstream.flattenMap { try block(env, $0) } }
    case "bind":
      try checkArity(stage, 1...2, "a block[, STOP]")
      let block = try stream(0)
      let stop = args.count == 2 ? try expr(1) : nil
      return { upstream, env in
        upstream.bind {
          let counter = StageCounter()
          return { value, shouldStop in
            if let stop {
              shouldStop = try stop(Frame(x: value, i: counter.value, acc: .null, env: env)).isTruthy
            }
            counter.value += 1
            return try block(env, value)
          }
        }
      }
    case "flatten", "switchToLatest":
      try checkArity(stage, name == "flatten" ? 0...1 : 0...0, name == "flatten" ? "an optional limit" : "no arguments")
      let limit = args.isEmpty ? nil : try countArgument(stage, 0, scope: scope)
      return { upstream, env in
        .defer {
          // A `null` inner is empty (RAC's nil from a flattenMap block): nothing to merge,
          // but for `switchToLatest` it still ends the current inner signal.
          let streams = upstream.map { value -> Signal<JSON> in
            if case .null = value { return .empty }
            guard case .stream(let s) = value else {
              throw RuntimeError("\(name): expected a stream, got \(Operators.describe(value))")
            }
            return s.signal
          }
          if name == "switchToLatest" { return streams.switchToLatest() }
          let n = try limit?(env) ?? 0
          return streams.flatten(n == 0 ? .merge : .concurrent(n))
        }
      }
    case "concat", "merge", "zipWith", "combineLatestWith", "sample", "takeUntil", "takeUntilReplacement", "catchTo":
      try checkArity(stage, 1...1, "a block or a name")
      let other = try stream(0)
      return { upstream, env in
        .defer {
          let signal = try other(env, env.input)
          switch name {
          case "concat": return upstream.concat(signal)
          case "merge": return upstream.merge(signal)
          case "zipWith": return upstream.zipWith(signal).map { .array([$0.0, $0.1]) }
          case "combineLatestWith": return upstream.combineLatestWith(signal).map { .array([$0.0, $0.1]) }
          case "sample": return upstream.sample(signal)
          case "takeUntil": return upstream.takeUntil(signal)
          case "takeUntilReplacement": return upstream.takeUntilReplacement(signal)
          default: return upstream.catchTo(signal)
          }
        }
      }
    case "then":
      try checkArity(stage, 1...1, "a block")
      let block = try stream(0)
      return { upstream, env in upstream.then { try block(env, env.input) } }
    case "catch":
      try checkArity(stage, 1...1, "a block")
      let block = try stream(0)
      return { upstream, env in
        upstream.catch { error in try block(env, .string(RuntimeError.message(of: error))) }
      }
    case "throttle", "debounce":
      try checkArity(stage, 1...2, "T[, PREDICATE]")
      let interval = try timeArgument(stage, 0, scope: scope, positive: false)
      let predicate = args.count == 2 ? try expr(1) : nil
      return { upstream, env in
        .defer {
          let t = try interval(env)
          let scheduler = env.context.host.scheduler
          guard let predicate else { return upstream.throttle(t, on: scheduler) }
          return Compiler.indexed(upstream) { upstream, counter in
            upstream.throttle(t, on: scheduler) { value in
              defer { counter.value += 1 }
              return try predicate(Frame(x: value, i: counter.value, acc: .null, env: env)).isTruthy
            }
          }
        }
      }
    case "delay", "bufferWithTime", "timeout":
      try checkArity(stage, 1...1, "a time in seconds")
      let interval = try timeArgument(stage, 0, scope: scope, positive: name == "bufferWithTime")
      return { upstream, env in
        .defer {
          let t = try interval(env)
          let scheduler = env.context.host.scheduler
          switch name {
          case "delay": return upstream.delay(t, on: scheduler)
          case "bufferWithTime": return upstream.bufferWithTime(t, on: scheduler).map { .array($0) }
          default: return upstream.timeout(t, on: scheduler).catch { error in
              if let e = error as? SignalError, e == .timedOut { throw RuntimeError("timed out") }
              throw error
            }
          }
        }
      }
    case "timestamp":
      try checkArity(stage, 0...0, "no arguments")
      return { upstream, env in
        upstream.map { value in .object(["t": .number(env.context.elapsed), "value": value]) }
      }
    case "collect", "toArray":
      try checkArity(stage, 0...0, "no arguments")
      return { upstream, _ in upstream.collect().map { .array($0) } }
    case "count":
      try checkArity(stage, 0...0, "no arguments")
      return { upstream, _ in upstream.count().map { .number(Double($0)) } }
    case "first":
      try checkArity(stage, 0...0, "no arguments")
      return { upstream, _ in upstream.first(or: { .null }) }
    case "any", "all":
      try checkArity(stage, name == "any" ? 0...1 : 1...1, name == "any" ? "an optional predicate" : "a predicate")
      if args.isEmpty { return { upstream, _ in upstream.any().map { .bool($0) } } }
      return perValue(try expr(0)) { upstream, f in
        let p: @Sendable (JSON) throws -> Bool = { try f($0).isTruthy }
        return (name == "any" ? upstream.any(p) : upstream.all(p)).map { .bool($0) }
      }
    case "ignoreValues":
      try checkArity(stage, 0...0, "no arguments")
      return { upstream, _ in upstream.ignoreValues(as: JSON.self) }
    case "groupBy":
      try checkArity(stage, 1...1, "a key expression")
      return perValue(try expr(0)) { upstream, f in
        upstream.groupBy(f).map { group in .stream(StreamValue(signal: group.signal, key: group.key)) }
      }
    case "try":
      try checkArity(stage, 1...2, "a predicate[, MESSAGE]")
      let message = args.count == 2 ? try expr(1) : nil
      let predicate = try expr(0)
      return { upstream, env in
        Compiler.indexed(upstream) { upstream, counter in
          upstream.filter { value in
            let frame = Frame(x: value, i: counter.value, acc: .null, env: env)
            counter.value += 1
            if try predicate(frame).isTruthy { return true }
            let text = try message.map { Compiler.errorMessage(try $0(frame)) }
            throw RuntimeError(text ?? "try: predicate failed")
          }
        }
      }
    case "retry", "repeat":
      try checkArity(stage, 0...1, "an optional count")
      let count = args.isEmpty ? nil : try countArgument(stage, 0, scope: scope)
      return { upstream, env in
        .defer {
          let n = try count?(env)
          return name == "retry" ? upstream.retry(n) : upstream.repeat(n)
        }
      }
    case "materialize":
      try checkArity(stage, 0...0, "no arguments")
      return { upstream, _ in
        upstream.materialize().map { event in
          switch event {
          case .next(let v): return .object(["kind": "next", "value": v])
          case .completed: return .object(["kind": "completed"])
          case .error(let e): return .object(["kind": "error", "message": .string(RuntimeError.message(of: e))])
          }
        }
      }
    case "dematerialize":
      try checkArity(stage, 0...0, "no arguments")
      return { upstream, _ in
        upstream.map { value -> Event<JSON> in
          guard case .object(let o) = value, case .string(let kind)? = o["kind"] else {
            throw RuntimeError("dematerialize: expected an event object, got \(Operators.describe(value))")
          }
          switch kind {
          case "next": return .next(o["value"] ?? .null)
          case "completed": return .completed
          case "error": return .error(RuntimeError(Compiler.errorMessage(o["message"] ?? .null)))
          default: throw RuntimeError("dematerialize: unknown event kind \"\(kind)\"")
          }
        }.dematerialize()
      }
    case "initially", "finally", "doCompleted":
      try checkArity(stage, 1...1, "an expression")
      let e = try expr(0)
      return { upstream, env in
        let run: @Sendable () throws -> Void = { _ = try Compiler.atSubscription(e, env) }
        switch name {
        case "initially": return upstream.initially(run)
        case "finally": return upstream.finally(run)
        default: return upstream.doCompleted(run)
        }
      }
    case "doNext":
      try checkArity(stage, 1...1, "an expression")
      return perValue(try expr(0)) { upstream, f in upstream.doNext { _ = try f($0) } }
    case "doError":
      try checkArity(stage, 1...1, "an expression")
      let e = try expr(0)
      return { upstream, env in
        upstream.doError { error in
          _ = try e(Frame(x: .string(RuntimeError.message(of: error)), i: 0, acc: .null, env: env))
        }
      }
    case "trace":
      return traceStage(label: try traceLabel(stage, previous: previous))
    case "publish":
      try checkArity(stage, 0...0, "no arguments")
      return { upstream, env in Compiler.rehosted(Compiler.connectionSource(upstream, host: env.context.host).publish().signal) }
    case "replay", "replayLast", "replayLazily":
      try checkArity(stage, 0...0, "no arguments")
      return { upstream, env in
        let source = Compiler.connectionSource(upstream, host: env.context.host)
        switch name {
        case "replay": return Compiler.rehosted(source.replay())
        case "replayLast": return Compiler.rehosted(source.replayLast())
        default: return Compiler.rehosted(source.replayLazily())
        }
      }
    case "autoconnect":
      throw fail("'autoconnect' must follow 'publish'", at: stage.offset)
    case "head", "tail", "eager", "lazy", "foldLeft", "foldRight", "find", "array", "signal":
      throw fail(Message.sequenceOnly(name), at: stage.offset)
    default:
      throw fail(Message.unknownOperator(name, suggestion: suggest(name, among: Compiler.operatorNames)), at: stage.offset)
    }
  }

  static let operatorNames: [String] = [
    "map", "mapReplace", "filter", "ignore", "reduceEach", "flattenMap", "flatten", "startWith", "scan",
    "combinePrevious", "take", "skip", "takeUntilBlock", "takeWhileBlock", "skipUntilBlock", "skipWhileBlock",
    "distinctUntilChanged", "concat", "zipWith", "bind", "throttle", "delay", "bufferWithTime", "timeout", "sample",
    "timestamp", "debounce", "collect", "aggregate", "takeLast", "count", "any", "all", "first", "toArray", "merge",
    "combineLatestWith", "switchToLatest", "then", "ignoreValues", "takeUntil", "takeUntilReplacement", "groupBy",
    "catch", "catchTo", "try", "tryMap", "retry", "repeat", "materialize", "dematerialize", "initially", "finally",
    "doNext", "doError", "doCompleted", "trace", "publish", "replay", "replayLast", "replayLazily", "autoconnect",
    "head", "tail", "eager", "lazy", "foldLeft", "foldRight", "find", "array", "signal", "sequence",
  ]
}
