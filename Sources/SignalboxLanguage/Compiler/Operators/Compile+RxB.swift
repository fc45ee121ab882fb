import Signalbox
import SignalboxJSON

// MARK: RxJS's operators on a signal of signals

extension Compile {
  /// The signal an inner value holds: `null` is empty (as `flatten`), a non-stream an error.
  static func innerSignal(_ name: String, _ value: JSON) throws -> Signal<JSON> {
    if case .null = value { return .empty }
    guard case .stream(let s) = value else {
      throw RuntimeError(Message.expectedStream(name, got: value))
    }
    return s.signal
  }

  /// `concatAll`, `switchAll`, `exhaustAll`: `apply` (a flattening map) on the inner
  /// signals themselves.
  static func flatteningAll(
    _ apply:
      @escaping @Sendable (Signal<JSON>, @escaping @Sendable (JSON) throws -> Signal<JSON>) ->
      Signal<JSON>
  ) -> StageCompiler {
    { site in
      let name = site.name
      return { upstream, _ in apply(upstream) { try innerSignal(name, $0) } }
    }
  }

  /// `combineLatestAll`, `zipAll`: the inner signals collected until the source completes,
  /// then `join` of them all.
  static func joiningAll(
    _ join: @escaping @Sendable ([Signal<JSON>]) -> Signal<[JSON]>
  ) -> StageCompiler {
    { site in
      let name = site.name
      return { upstream, _ in
        upstream.map { try innerSignal(name, $0) }.collect().flattenMap { signals in
          join(signals).map { JSON.array($0) }
        }
      }
    }
  }
}
