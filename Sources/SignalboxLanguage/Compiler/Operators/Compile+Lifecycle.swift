import Signalbox
import SignalboxJSON
import Synchronization

// MARK: Lifecycle

/// Handlers of the side effects at subscription, events and the end.
extension Compile {
  /// `initially`, `finally`, `doCompleted`: EXPR evaluated for its side effect.
  static func sideEffect(
    _ apply:
      @escaping @Sendable (Signal<JSON>, @escaping @Sendable () throws -> Void) -> Signal<JSON>
  ) -> StageCompiler {
    { site in
      let e = try site.expr(0)
      return { upstream, env in apply(upstream) { _ = try Compiler.atSubscription(e, env) } }
    }
  }

  static func doNext(_ site: Compiler.Site) throws -> StageFunction {
    perValue(try site.expr(0)) { upstream, f in upstream.doNext { _ = try f($0) } }
  }

  static func doError(_ site: Compiler.Site) throws -> StageFunction {
    let e = try site.expr(0)
    return { upstream, env in
      upstream.doError { error in
        if error is EvaluationInterrupted { return }  // no error of the program
        _ = try e(Frame(x: .string(RuntimeError.message(of: error)), i: 0, acc: .null, env: env))
      }
    }
  }

  static func trace(_ site: Compiler.Site) throws -> StageFunction {
    site.compiler.traceStage(
      label: try site.compiler.traceLabel(site.stage, previous: site.previous))
  }

  /// `finalize EXPR`: EXPR evaluated once the subscription has ended (after the terminal
  /// event, or on disposal). Its value is dropped, and so is an error it raises: there is
  /// no stream left to send it on.
  static func finalize(_ site: Compiler.Site) throws -> StageFunction {
    let e = try site.expr(0)
    return { upstream, env in
      upstream.finalize(on: env.context.host.scheduler) {
        _ = try? Compiler.atSubscription(e, env)
      }
    }
  }

  /// `tap EXPR` (RAC's `doNext`), or RxJS's observer object `tap {next, error, complete,
  /// finalize}`: `next` sees the value as `x`, `error` the message as `x`; `finalize` runs
  /// as the `finalize` operator does.
  static func tap(_ site: Compiler.Site) throws -> StageFunction {
    guard site.isOptions(0) else { return try doNext(site) }
    let o = try site.options(0, keys: ["next", "error", "complete", "finalize"]).values
    return { upstream, env in
      let frame: @Sendable (JSON) -> Frame = { x in Frame(x: x, i: 0, acc: .null, env: env) }
      var s = upstream.on(
        next: { value in _ = try o["next"]?(frame(value)) },
        error: { error in
          if error is EvaluationInterrupted { return }  // no error of the program
          _ = try o["error"]?(frame(.string(RuntimeError.message(of: error))))
        },
        completed: { _ = try o["complete"]?(frame(.null)) })
      if let fin = o["finalize"] {
        s = s.finalize(on: env.context.host.scheduler) { _ = try? fin(frame(.null)) }
      }
      return s
    }
  }
}
