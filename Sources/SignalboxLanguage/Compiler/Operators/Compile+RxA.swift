import Signalbox
import SignalboxJQ
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

extension Compile {
  /// `min [EXPR]` · `max [EXPR]`: RxJS's `reduce((acc, x) => keep ? acc : x)` sent at
  /// completion (an empty source only completes). Without EXPR, `acc` is kept while it is
  /// less (min) or greater (max) than `x` in jq's order; EXPR is RxJS's comparer(acc, x):
  /// `acc` is kept while it is a number below 0 (min) or above 0 (max).
  static func minRx(_ site: Compiler.Site) throws -> StageFunction {
    try extremeRx(site, keepsAcc: { $0 < 0 })
  }

  static func maxRx(_ site: Compiler.Site) throws -> StageFunction {
    try extremeRx(site, keepsAcc: { $0 > 0 })
  }

  private static func extremeRx(
    _ site: Compiler.Site, keepsAcc: @escaping @Sendable (Double) -> Bool
  ) throws -> StageFunction {
    let compare = try site.optionalExpr(0)
    return { upstream, env in
      upstream.reduce { acc, x, i in
        let c: Double
        if let compare {
          guard let n = (try compare(Frame(x: x, i: i, acc: acc, env: env))).numberValue else {
            return x
          }
          c = n
        } else {
          c = Double(JQOrder.compare(acc, x))
        }
        return keepsAcc(c) ? acc : x
      }
    }
  }
}
