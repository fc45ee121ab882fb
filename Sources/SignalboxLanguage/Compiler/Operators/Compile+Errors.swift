import Signalbox
import SignalboxJSON

// MARK: Errors and lifecycle

extension Compile {
  static func `catch`(_ site: Compiler.Site) throws -> StageFunction {
    let block = try site.stream(0)
    return { upstream, env in
      upstream.catch { error in try block(env, .string(RuntimeError.message(of: error))) }
    }
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

  static func materialize(_ site: Compiler.Site) throws -> StageFunction {
    { upstream, _ in
      upstream.materialize().map { event in
        switch event {
        case .next(let v): return .object(["kind": "next", "value": v])
        case .completed: return .object(["kind": "completed"])
        case .error(let e):
          return .object(["kind": "error", "message": .string(RuntimeError.message(of: e))])
        }
      }
    }
  }

  static func dematerialize(_ site: Compiler.Site) throws -> StageFunction {
    { upstream, _ in
      upstream.map { value -> Event<JSON> in
        guard case .object(let o) = value, case .string(let kind)? = o["kind"] else {
          throw RuntimeError(Message.expectedEvent(got: value))
        }
        switch kind {
        case "next": return .next(o["value"] ?? .null)
        case "completed": return .completed
        case "error": return .error(RuntimeError(Compiler.errorMessage(o["message"] ?? .null)))
        default: throw RuntimeError(Message.unknownEventKind(kind))
        }
      }.dematerialize()
    }
  }

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
        _ = try e(Frame(x: .string(RuntimeError.message(of: error)), i: 0, acc: .null, env: env))
      }
    }
  }

  static func trace(_ site: Compiler.Site) throws -> StageFunction {
    site.compiler.traceStage(
      label: try site.compiler.traceLabel(site.stage, previous: site.previous))
  }
}
