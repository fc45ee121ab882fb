import Signalbox
import SignalboxJSON

// MARK: Rx names with Rx's meaning

extension Compile {
  /// `concatMap BLOCK`, `switchMap BLOCK`, `exhaustMap BLOCK`: a block per value, flattened
  /// by `apply`.
  static func flatteningMap(
    _ apply:
      @escaping @Sendable (Signal<JSON>, @escaping @Sendable (JSON) throws -> Signal<JSON>) ->
      Signal<JSON>
  ) -> StageCompiler {
    { site in
      let block = try site.stream(0)
      return { upstream, env in apply(upstream) { try block(env, $0) } }
    }
  }
}

extension Compile {
  /// `distinct [EXPR]`: without EXPR, the values themselves are the keys.
  static func distinct(_ site: Compiler.Site) throws -> StageFunction {
    if site.argumentCount == 0 { return { upstream, _ in upstream.distinct() } }
    return perValue(try site.expr(0)) { upstream, key in upstream.distinct(by: key) }
  }

  static func last(_ site: Compiler.Site) throws -> StageFunction {
    { upstream, _ in upstream.last { RuntimeError(Message.noElements("last")) } }
  }

  /// `defaultIfEmpty EXPR`: EXPR is evaluated when the source completes empty.
  static func defaultIfEmpty(_ site: Compiler.Site) throws -> StageFunction {
    let value = try site.expr(0)
    return { upstream, env in upstream.defaultIfEmpty { try Compiler.atSubscription(value, env) } }
  }

  static func pairwise(_ site: Compiler.Site) throws -> StageFunction {
    { upstream, _ in upstream.pairwise().map(Compile.pair) }
  }

  /// `bufferCount N[, EVERY]`: both counts at least 1.
  static func bufferCount(_ site: Compiler.Site) throws -> StageFunction {
    let size = try site.positiveCount(0)
    let every = site.argumentCount > 1 ? try site.positiveCount(1) : nil
    return { upstream, env in
      .defer { upstream.bufferCount(try size(env), every: try every?(env)).map { .array($0) } }
    }
  }

  /// `reduce START, EXPR` is `aggregate`; `reduce EXPR` starts from the first value.
  static func reduce(_ site: Compiler.Site) throws -> StageFunction {
    if site.argumentCount == 2 { return try accumulating { $0.aggregate(into: $1, $2) }(site) }
    let step = try site.expr(0)
    return { upstream, env in
      upstream.reduce { acc, x, i in try step(Frame(x: x, i: i, acc: acc, env: env)) }
    }
  }
}

extension Compile {
  /// `share`: one reference-counted connection at a time (a `let` binding ending in it is
  /// built once, so its uses share it).
  static func share(_ site: Compiler.Site) throws -> StageFunction {
    { upstream, env in
      Compiler.rehosted(Compiler.connectionSource(upstream, host: env.context.host).share())
    }
  }
}
