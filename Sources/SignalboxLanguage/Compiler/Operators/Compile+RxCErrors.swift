import Signalbox
import SignalboxJSON

// MARK: RxJS 7's error operators of issue 28's third list

extension Compile {
  /// `retryWhen BLOCK`: the block is given (as `x`) the stream of the source's error
  /// messages; each value of its stream resubscribes the source.
  static func retryWhen(_ site: Compiler.Site) throws -> StageFunction {
    let block = try site.stream(0)
    return { upstream, env in
      upstream.retryWhen { errors in
        try block(env, notices(errors.map { .string(RuntimeError.message(of: $0)) }))
      }
    }
  }

  /// `repeatWhen BLOCK`: the block is given (as `x`) the stream of the source's
  /// completions (a `null` each); each value of its stream resubscribes the source.
  static func repeatWhen(_ site: Compiler.Site) throws -> StageFunction {
    let block = try site.stream(0)
    return { upstream, env in
      upstream.repeatWhen { completions in
        try block(env, notices(completions.map { _ in JSON.null }))
      }
    }
  }

  private static func notices(_ signal: Signal<JSON>) -> JSON {
    .stream(StreamValue(signal: signal, nesting: 1))
  }

  /// `catchError BLOCK`: RAC's `catch` (`x` the message), with RxJS's `caught` bound in
  /// the block: the source with this same `catchError`, to subscribe again.
  static func catchError(_ site: Compiler.Site) throws -> StageFunction {
    let block = try site.stream(0, binding: ["caught"])
    return { upstream, env in
      @Sendable func handled(_ source: Signal<JSON>) -> Signal<JSON> {
        source.catch { error in
          let caught = JSON.stream(
            StreamValue(signal: SubscriptionDepth.counting(1, .defer { handled(source) })))
          return try block(env, [caught], .string(RuntimeError.message(of: error)))
        }
      }
      return handled(upstream)
    }
  }

  /// `onErrorResumeNext A, B…` (or `[A, B…]`) as a stage: the source, then each stream in
  /// turn, the next one starting when the one before completes or fails; errors dropped.
  static func onErrorResumeNextStage(_ site: Compiler.Site) throws -> StageFunction {
    let streams = try streamList(site)
    return { upstream, env in .defer { .onErrorResumeNext([upstream] + (try streams(env))) } }
  }
}
