import Signalbox
import SignalboxJSON

// MARK: Rx operators of RxJS 7 that had no spelling, composed from the engine's

extension Compile {
  /// `single [EXPR]`: the only value (passing EXPR) at completion; a second matching value
  /// is an error at once, none an error at completion (which one: whether any value came).
  static func single(_ site: Compiler.Site) throws -> StageFunction {
    let use: @Sendable (Signal<JSON>, @escaping @Sendable (JSON) throws -> Bool) -> Signal<JSON> =
      { upstream, passes in
        .defer {
          let seen = StageCell<Bool>()
          let matches = StageCounter()
          return upstream.filter { value in
            seen.value = true
            guard try passes(value) else { return false }
            matches.value += 1
            if matches.value > 1 { throw RuntimeError(Message.tooManyElements("single")) }
            return true
          }
          .takeLast(1)
          .defaultIfEmpty {
            throw RuntimeError(
              seen.value == true
                ? Message.noMatchingElements("single") : Message.noElements("single"))
          }
        }
      }
    if site.argumentCount == 0 { return { upstream, _ in use(upstream) { _ in true } } }
    return try predicate(use)(site)
  }
}
