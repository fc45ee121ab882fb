import Signalbox
import SignalboxJSON

// MARK: Aggregate

extension Compile {
  static func collect(_ site: Compiler.Site) throws -> StageFunction {
    let name = site.stage.name
    return { upstream, _ in
      upstream.collect(atMost: Limits.arrayLength) {
        RuntimeError(Message.arrayTooLong(name, Limits.arrayLength))
      }.map { .array($0) }
    }
  }

  static func count(_ site: Compiler.Site) throws -> StageFunction {
    { upstream, _ in upstream.count().map { .number(Double($0)) } }
  }

  static func first(_ site: Compiler.Site) throws -> StageFunction {
    { upstream, _ in upstream.first(or: { .null }) }
  }

  /// `any [EXPR]`: without EXPR, whether there is any value.
  static func any(_ site: Compiler.Site) throws -> StageFunction {
    if site.argumentCount == 0 { return { upstream, _ in upstream.any().map { .bool($0) } } }
    return try predicate { upstream, p in upstream.any(p).map { .bool($0) } }(site)
  }

  static func all(_ site: Compiler.Site) throws -> StageFunction {
    try predicate { upstream, p in upstream.all(p).map { .bool($0) } }(site)
  }
}
