import Signalbox
import SignalboxJSON

// MARK: RxJS's buffers and windows (OperatorTable+RxD)

extension Compile {
  /// A window as the language shows it: a stream value.
  static func windows(_ signal: Signal<Signal<JSON>>) -> Signal<JSON> {
    signal.map { .stream(StreamValue(signal: $0)) }
  }

  /// `bufferTime T[, CREATION[, MAX]]` and `windowTime …` (RxJS's arguments; CREATION
  /// `null` is none, as in RxJS's `bufferTime(T, null, MAX)`).
  static func timeSpans(
    _ apply:
      @escaping @Sendable (Signal<JSON>, Double, Double?, Int?, any Scheduler)
      -> Signal<JSON>
  ) -> StageCompiler {
    { site in
      let span = try site.time(0, Compiler.TimeRule(positive: true))
      let creation: (@Sendable (Env) throws -> Double)?
      if site.argumentCount > 1, case .expr(.literal(.null, _)) = site.arguments[1] {
        creation = nil
      } else {
        creation =
          site.argumentCount > 1 ? try site.time(1, Compiler.TimeRule(positive: true)) : nil
      }
      let most = site.argumentCount > 2 ? try site.positiveCount(2) : nil
      return { upstream, env in
        .defer {
          apply(
            upstream, try span(env), try creation?(env), try most?(env),
            env.context.host.scheduler)
        }
      }
    }
  }

  /// `bufferWhen BLOCK`: the block is run anew for each buffer.
  static func bufferWhen(_ site: Compiler.Site) throws -> StageFunction {
    let closing = try site.stream(0)
    return { upstream, env in
      upstream.bufferWhen(
        { try closing(env, env.input) },
        atOnce: { RuntimeError(Message.closesAtOnce("bufferWhen")) },
        on: env.context.host.scheduler
      ).map { .array($0) }
    }
  }

  /// `bufferToggle OPENINGS, BLOCK` and `windowToggle …`: the block gets the opening value.
  static func toggles(
    _ apply:
      @escaping @Sendable (
        Signal<JSON>, Signal<JSON>, @escaping @Sendable (JSON) throws -> Signal<JSON>
      ) -> Signal<JSON>
  ) -> StageCompiler {
    { site in
      let openings = try site.stream(0)
      let closing = try site.stream(1)
      return { upstream, env in
        .defer { apply(upstream, try openings(env, env.input), { try closing(env, $0) }) }
      }
    }
  }

  /// `windowCount N[, EVERY]`.
  static func windowCount(_ site: Compiler.Site) throws -> StageFunction {
    let size = try site.positiveCount(0)
    let every = site.argumentCount > 1 ? try site.count(1) : nil
    return { upstream, env in
      .defer { windows(upstream.windowCount(try size(env), startEvery: try every?(env))) }
    }
  }

  /// `audit BLOCK`: the block gets the value that starts the duration.
  static func audit(_ site: Compiler.Site) throws -> StageFunction {
    let duration = try site.stream(0)
    return { upstream, env in upstream.audit { try duration(env, $0) } }
  }

  /// `debounce BLOCK` / `throttle BLOCK[, {leading, trailing}]`: RxJS's duration-selector
  /// forms (the block gets the value; a let-bound stream's name is a selector giving that
  /// stream); a time is RAC's `throttle T[, EXPR]`.
  static func throttleOrSelector(_ site: Compiler.Site) throws -> StageFunction {
    guard isStream(site, 0), site.name != "debounceTime" else { return try throttle(site) }
    let duration = try site.stream(0)
    if site.name == "debounce" {
      if site.argumentCount > 1 {
        throw site.fail(Message.arity(site.name, "T[, EXPR], or a block (RxJS's selector)"))
      }
      return { upstream, env in upstream.debounce { try duration(env, $0) } }
    }
    let options = try site.options(1, keys: ["leading", "trailing"])
    return { upstream, env in
      .defer {
        upstream.throttle(
          leading: try options.bool("leading", env, default: true),
          trailing: try options.bool("trailing", env, default: false)
        ) { try duration(env, $0) }
      }
    }
  }

  /// Whether argument `k` is a stream: a block, or a name bound to a pipeline, a subject or
  /// a connection (not a value: `throttle t` with `let t = 1` is a time).
  static func isStream(_ site: Compiler.Site, _ k: Int) -> Bool {
    switch site.arguments[k] {
    case .block: return true
    case .expr(.name(let name, _)):
      guard !site.scope.parameters.contains(name), let bound = site.compiler.lookup(name) else {
        return false
      }
      return [.pipeline, .hot, .subject, .connection].contains(bound.kind)
    default: return false
    }
  }

  /// `sample NAME/BLOCK` is RAC's; `sample NAME/BLOCK, {rxjs: true}` is RxJS 7's.
  static func sampleRx(_ site: Compiler.Site) throws -> StageFunction {
    guard site.argumentCount > 1 else { return try withOther { $0.sample($1) }(site) }
    let other = try site.stream(0)
    let options = try site.options(1, keys: ["rxjs"])
    return { upstream, env in
      .defer {
        let notifier = try other(env, env.input)
        guard try options.bool("rxjs", env, default: false) else {
          return upstream.sample(notifier)
        }
        return upstream.sampleRx(notifier)
      }
    }
  }

  /// `shareReplay [N[, T]]` or `shareReplay {bufferSize, windowTime, refCount}`.
  static func shareReplay(_ site: Compiler.Site) throws -> StageFunction {
    let options =
      site.isOptions(0) ? try site.options(0, keys: ["bufferSize", "windowTime", "refCount"]) : nil
    let size = options == nil && site.argumentCount > 0 ? try site.count(0) : nil
    let window =
      options == nil && site.argumentCount > 1 ? try site.time(1, Compiler.TimeRule()) : nil
    return { upstream, env in
      let source = Compiler.connectionSource(upstream, host: env.context.host)
      let scheduler = env.context.host.scheduler
      let shared: Signal<JSON>
      if let options {
        shared = source.shareReplay(
          bufferSize: try options.count("bufferSize", env),
          windowTime: try options.time("windowTime", env),
          refCount: try options.bool("refCount", env, default: false), on: scheduler)
      } else {
        shared = source.shareReplay(
          bufferSize: try size?(env), windowTime: try window?(env), on: scheduler)
      }
      return Compiler.rehosted(shared)
    }
  }
}

extension Compile {
  /// `connectable`: a connection shared by its subscribers, made by `connect` (anew after
  /// each end); a `let` binding ending in `connectable` is handled by the let statement.
  static func connectable(_ site: Compiler.Site) throws -> StageFunction {
    { upstream, env in
      Compiler.rehosted(
        Compiler.connectionSource(upstream, host: env.context.host).connectable().signal)
    }
  }
}
