import Signalbox

// MARK: Rx names with Rx's meaning

extension Compile {
  /// `concatMap BLOCK`, `switchMap BLOCK`, `exhaustMap BLOCK`: a block per value, flattened
  /// by `apply`.
  static func flatteningMap(
    _ apply: @escaping @Sendable (Signal<JSON>, @escaping @Sendable (JSON) throws -> Signal<JSON>) -> Signal<JSON>
  ) -> StageCompiler {
    { site in
      let block = try site.stream(0)
      return { upstream, env in apply(upstream) { try block(env, $0) } }
    }
  }
}
