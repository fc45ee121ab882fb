import Signalbox
import SignalboxJSON
import Synchronization

// MARK: Errors

/// Handlers of the stages that handle errors, or resubscribe.
extension Compile {
  static func `catch`(_ site: Compiler.Site) throws -> StageFunction {
    let block = try site.stream(0)
    return { upstream, env in
      upstream.catch { error in
        if error is EvaluationInterrupted { throw error }  // passed on, not handled
        return try block(env, .string(RuntimeError.message(of: error)))
      }
    }
  }

  /// `catchError BLOCK`: RAC's `catch` (`x` the message), with RxJS's `caught` bound in
  /// the block: the source with this same `catchError`, to subscribe again.
  static func catchError(_ site: Compiler.Site) throws -> StageFunction {
    let block = try site.stream(0, binding: ["caught"])
    return { upstream, env in
      @Sendable func handled(_ source: Signal<JSON>) -> Signal<JSON> {
        source.catch { error in
          // Passed on, in this handler: no extra signal, so a turn takes no more stack.
          if error is EvaluationInterrupted { throw error }
          let caught = JSON.stream(
            StreamValue(signal: SubscriptionDepth.counting(1, .defer { handled(source) })))
          return try block(env, [caught], .string(RuntimeError.message(of: error)))
        }
      }
      return handled(upstream)
    }
  }

  /// `catchTo STREAM`: RAC's `catchTo` (the stream at an error), its check for an
  /// interrupted evaluation in the `catch`'s own handler, as `catch`'s.
  static func catchTo(_ site: Compiler.Site) throws -> StageFunction {
    try withOther { upstream, other in
      upstream.catch { error in
        if error is EvaluationInterrupted { throw error }  // passed on, not handled
        return other
      }
    }(site)
  }

  /// `try EXPR[, MESSAGE]`: an error at the first value failing EXPR.
  static func `try`(_ site: Compiler.Site) throws -> StageFunction {
    let message = try site.optionalExpr(1)
    let predicate = try site.expr(0)
    return { upstream, env in
      Compiler.indexed(upstream) { upstream, counter in
        upstream.filter { value in
          let frame = Frame(x: value, i: counter.value, acc: .null, env: env)
          counter.value += 1
          if try predicate(frame).isTruthy { return true }
          let text = try message.map { Compiler.errorMessage(try $0(frame)) }
          throw text.map { RuntimeError($0) } ?? RuntimeError(Message.predicateFailed())
        }
      }
    }
  }

  static func tryMap(_ site: Compiler.Site) throws -> StageFunction {
    perValue(try site.expr(0)) { upstream, f in
      upstream.map { v in
        let result = try f(v)
        if case .null = result { throw RuntimeError(Message.nullResult()) }
        return result
      }
    }
  }

  /// `retry [N]`, `repeat [N]`: resubscribes, at most N times (no N: forever).
  static func resubscribing(_ apply: @escaping @Sendable (Signal<JSON>, Int?) -> Signal<JSON>)
    -> StageCompiler
  {
    { site in
      let count = site.argumentCount == 0 ? nil : try site.count(0)
      return { upstream, env in .defer { apply(upstream, try count?(env)) } }
    }
  }

  /// `retry [N]` (RAC) or `retry {count, delay, resetOnSuccess}` (RxJS's config).
  static func retryRx(_ site: Compiler.Site) throws -> StageFunction {
    // RxJS's `retry(-1)` and RAC's `-retry:-1` both let the first error through: `retry 0`.
    if isNegativeLiteral(site, 0) { return { upstream, _ in upstream } }
    guard site.isOptions(0) else {
      return try resubscribing { $0.retry($1, passing: Compiler.isInterrupt) }(site)
    }
    let options = try site.options(0, keys: ["count", "delay", "resetOnSuccess"])
    return { upstream, env in
      .defer {
        upstream.retry(
          count: try options.count("count", env), delay: try options.time("delay", env),
          resetOnSuccess: try options.bool("resetOnSuccess", env, default: false),
          on: env.context.host.scheduler, passing: Compiler.isInterrupt)
      }
    }
  }

  /// `repeat [N]` (RAC) or `repeat {count, delay}` (RxJS's config).
  static func repeatRx(_ site: Compiler.Site) throws -> StageFunction {
    // RxJS's `repeat(-1)` is empty, as `repeat 0`.
    if isNegativeLiteral(site, 0) { return { upstream, _ in upstream.take(0) } }
    guard site.isOptions(0) else { return try resubscribing { $0.repeat($1) }(site) }
    let options = try site.options(0, keys: ["count", "delay"])
    return { upstream, env in
      .defer {
        upstream.repeat(
          count: try options.count("count", env), delay: try options.time("delay", env),
          on: env.context.host.scheduler)
      }
    }
  }

  /// `retryWhen BLOCK`: the block is given (as `x`) the stream of the source's error
  /// messages; each value of its stream resubscribes the source.
  static func retryWhen(_ site: Compiler.Site) throws -> StageFunction {
    let block = try site.stream(0)
    return { upstream, env in
      upstream.retryWhen(passing: Compiler.isInterrupt) { errors in
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

  /// `onErrorResumeNext A, B…` (or `[A, B…]`) as a stage: the source, then each stream in
  /// turn, the next one starting when the one before completes or fails; errors dropped
  /// (not an interrupted evaluation: `Compiler.resumingAfterErrors`).
  static func onErrorResumeNextStage(_ site: Compiler.Site) throws -> StageFunction {
    let streams = try streamList(site)
    return { upstream, env in
      .defer { Compiler.resumingAfterErrors([upstream] + (try streams(env))) }
    }
  }

  /// `onErrorResumeNext A, B…` (or `[A, B…]`) as a source: each stream in turn, errors
  /// dropped.
  static func onErrorResumeNext(_ site: Compiler.Site) throws -> PipelineFactory {
    let streams = try streamList(site)
    // An interrupted evaluation in a stream is not an error to go on from.
    return { env in .defer { Compiler.resumingAfterErrors(try streams(env)) } }
  }
}
