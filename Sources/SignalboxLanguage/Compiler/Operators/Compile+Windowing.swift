import Signalbox
import SignalboxJSON
import Synchronization

// MARK: Windowing

/// Handlers of the buffers and windows.
extension Compile {
  /// `bufferCount N[, EVERY]`: both counts at least 1.
  static func bufferCount(_ site: Compiler.Site) throws -> StageFunction {
    let size = try site.positiveCount(0)
    let every = site.argumentCount > 1 ? try site.positiveCount(1) : nil
    return { upstream, env in
      .defer { upstream.bufferCount(try size(env), every: try every?(env)).map { .array($0) } }
    }
  }

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
}
