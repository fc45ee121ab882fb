import Signalbox
import SignalboxJSON

/// The compile functions of the operator table, one per operator (or tight family), grouped
/// as docs/operators.md is: each turns a checked stage into a signal factory or a stage
/// function over the engine's operators. Their sequence forms are in `SequenceCompile`.
enum Compile {}

// MARK: Sources

extension Compile {
  static func from(_ site: Compiler.Site) throws -> PipelineFactory {
    let e = try site.expr(0)
    return { env in
      .defer {
        let v = try Compiler.atSubscription(e, env)
        guard case .array(let items) = v else {
          throw RuntimeError(Message.expectedArray("from", got: v))
        }
        return .from(items)
      }
    }
  }

  static func just(_ site: Compiler.Site) throws -> PipelineFactory {
    let e = try site.expr(0)
    return { env in .defer { .just(try Compiler.atSubscription(e, env)) } }
  }

  static func empty(_ site: Compiler.Site) throws -> PipelineFactory { { _ in .empty } }

  static func never(_ site: Compiler.Site) throws -> PipelineFactory { { _ in .never } }

  static func error(_ site: Compiler.Site) throws -> PipelineFactory {
    let e = try site.expr(0)
    return { env in
      .defer { .error(RuntimeError(Compiler.errorMessage(try Compiler.atSubscription(e, env)))) }
    }
  }

  static func range(_ site: Compiler.Site) throws -> PipelineFactory {
    let bounds = try site.compiler.rangeBounds(site.stage, scope: site.scope, op: "range")
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
  }

  static func interval(_ site: Compiler.Site) throws -> PipelineFactory {
    let period = try site.time(0, Compiler.TimeRule(positive: true, minimum: Limits.shortestPeriod))
    return { env in
      let p = try period(env)
      return Signal.interval(p, on: env.context.host.scheduler).map { .number(Double($0)) }
    }
  }

  static func timer(_ site: Compiler.Site) throws -> PipelineFactory {
    let delay = try site.time(0, Compiler.TimeRule())
    let value = try site.optionalExpr(1)
    return { env in
      .defer {
        let d = try delay(env)
        let v = try value.map { try Compiler.atSubscription($0, env) } ?? .number(0)
        return Signal.timer(d, on: env.context.host.scheduler) { v }
      }
    }
  }

  static func marbles(_ site: Compiler.Site) throws -> PipelineFactory {
    guard case .expr(.literal(.string(let text), _)) = site.arguments[0] else {
      throw site.fail(Message.marblesNeedsLiteral(), at: site.arguments[0].offset)
    }
    var frame: @Sendable (Env) throws -> Double = { @Sendable _ in 0.1 }
    if site.argumentCount == 2 {
      frame = try site.time(1, Compiler.TimeRule(positive: true, finite: true))
    }
    let duration = frame
    return { env in
      MarbleDiagram.signal(
        text, frameDuration: try duration(env), on: env.context.host.scheduler,
        value: { c in
          if let digit = c.wholeNumberValue, c.isASCII { return .number(Double(digit)) }
          return .string(String(c))
        },
        error: { RuntimeError(Message.marbleError()) })
    }
  }

  static func `defer`(_ site: Compiler.Site) throws -> PipelineFactory {
    let block = try site.stream(0)
    return { env in .defer { try block(env, env.input) } }
  }

  /// `merge A, B…`, `concat A, B…`, `zip A, B…`, `combineLatest A, B…`.
  static func combining(
    _ combine: @escaping @Sendable ([Signal<JSON>]) -> Signal<JSON>
  ) -> SourceCompiler {
    { site in
      let blocks = try (0..<site.argumentCount).map { try site.stream($0) }
      return { env in combine(try blocks.map { try $0(env, env.input) }) }
    }
  }
}
