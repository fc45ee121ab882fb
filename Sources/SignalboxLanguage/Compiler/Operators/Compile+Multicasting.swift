import Signalbox
import SignalboxJSON
import Synchronization

// MARK: Multicasting

/// Handlers of the stages that share one subscription between subscribers.
extension Compile {
  /// `publish`: a connection shared by its subscribers (`publish | autoconnect` and a `let`
  /// binding ending in `publish` are handled where the pipeline is compiled).
  static func publish(_ site: Compiler.Site) throws -> StageFunction {
    { upstream, env in
      Compiler.rehosted(
        Compiler.connectionSource(upstream, in: env.context).publish().signal)
    }
  }

  /// `replay`, `replayLast`, `replayLazily`: hot, replaying to late subscribers; what the
  /// replay holds (every value, or the `last`) is weighed against the budget (R032).
  static func replaying(
    last: Int? = nil, _ apply: @escaping @Sendable (Signal<JSON>) -> Signal<JSON>
  ) -> StageCompiler {
    { site in
      let name = site.name
      return { upstream, env in
        let source = Compiler.connectionSource(upstream, in: env.context)
        return Compiler.rehosted(apply(holding(name, source, last: last)))
      }
    }
  }

  static func autoconnect(_ site: Compiler.Site) throws -> StageFunction {
    throw site.fail(Message.autoconnectWithoutPublish())
  }

  /// `share`: one reference-counted connection at a time (a `let` binding ending in it is
  /// built once, so its uses share it).
  static func share(_ site: Compiler.Site) throws -> StageFunction {
    { upstream, env in
      Compiler.rehosted(Compiler.connectionSource(upstream, in: env.context).share())
    }
  }

  /// `share [{resetOnError, resetOnComplete, resetOnRefCountZero}]` (RxJS's defaults: all
  /// `true`). The options are read once, when the stage is built: a `let` binding ending
  /// in `share` is one shared connection.
  static func shareRx(_ site: Compiler.Site) throws -> StageFunction {
    if site.argumentCount == 0 { return try share(site) }
    let options = try site.options(
      0, keys: ["resetOnError", "resetOnComplete", "resetOnRefCountZero"])
    return { upstream, env in
      let shared = Compiler.connectionSource(upstream, in: env.context).share(
        resetOnError: try options.bool("resetOnError", env, default: true),
        resetOnComplete: try options.bool("resetOnComplete", env, default: true),
        resetOnRefCountZero: try options.bool("resetOnRefCountZero", env, default: true))
      return Compiler.rehosted(shared)
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
      let source = Compiler.connectionSource(upstream, in: env.context)
      let scheduler = env.context.host.scheduler
      let held = { (size: Int?, window: Double?) in
        holding("shareReplay", source, last: size, span: window, on: scheduler)
      }
      let shared: Signal<JSON>
      if let options {
        let (size, window) = (
          try options.count("bufferSize", env), try options.time("windowTime", env)
        )
        shared = held(size, window).shareReplay(
          bufferSize: size, windowTime: window,
          refCount: try options.bool("refCount", env, default: false), on: scheduler)
      } else {
        let (size, window) = (try size?(env), try window?(env))
        shared = held(size, window).shareReplay(
          bufferSize: size, windowTime: window, on: scheduler)
      }
      return Compiler.rehosted(shared)
    }
  }

  /// `connectable`: a connection shared by its subscribers, made by `connect` (anew after
  /// each end); a `let` binding ending in `connectable` is handled by the let statement.
  static func connectable(_ site: Compiler.Site) throws -> StageFunction {
    { upstream, env in
      Compiler.rehosted(
        Compiler.connectionSource(upstream, in: env.context).connectable().signal)
    }
  }
}
