import Signalbox
import SignalboxJSON

// MARK: Combine

extension Compile {
  static func then(_ site: Compiler.Site) throws -> StageFunction {
    let block = try site.stream(0)
    return { upstream, env in upstream.then { try block(env, env.input) } }
  }

  static func ignoreValues(_ site: Compiler.Site) throws -> StageFunction {
    { upstream, _ in upstream.ignoreValues(as: JSON.self) }
  }

  static func groupBy(_ site: Compiler.Site) throws -> StageFunction {
    perValue(try site.expr(0)) { upstream, f in
      upstream.groupBy(f).map { group in .stream(StreamValue(signal: group.signal, key: group.key))
      }
    }
  }

  /// A pair of values as the array the language shows (`zipWith`, `combineLatestWith`).
  static func pair(_ pair: (JSON, JSON)) -> JSON { .array([pair.0, pair.1]) }
}
