import Signalbox
import SignalboxJSON

/// A stream argument made for several values at once: a block that sees, besides its `x`
/// (or its parameter), names the operator binds — `mergeScan`'s `acc`, `catchError`'s
/// `caught` — read as block parameters are.
typealias BoundBlockFactory = @Sendable (Env, [JSON], JSON) throws -> Signal<JSON>

extension Compiler.Site {
  /// Argument `k` as a stream made for `x` with `names` bound to the values given with it
  /// (in the order of `names`). A name of a pipeline (not a block) sees none of them.
  func stream(_ k: Int, binding names: [String]) throws -> BoundBlockFactory {
    guard case .block(let block) = arguments[k] else {
      let plain = try stream(k)
      return { env, _, x in try plain(env, x) }
    }
    var inner = scope
    inner.parameters.append(contentsOf: names)
    if let parameter = block.parameter { inner.parameters.append(parameter) }
    let factory = try compiler.compilePipeline(block.pipeline, scope: inner)
    let named = block.parameter != nil
    return { env, values, x in
      var bound = env
      for value in values { bound = bound.child(binding: value, named: true) }
      return try factory(bound.child(binding: x, named: named))
    }
  }
}
