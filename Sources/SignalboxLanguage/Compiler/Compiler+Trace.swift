import Signalbox
import SignalboxJSON

extension Compiler {
  /// A `trace` stage: passes events on and prints each lifecycle step.
  func traceStage(label: String) -> StageFunction {
    { upstream, env in
      let host = env.context.host
      let lexical = env.context
      return Signal { downstream in
        // The lines of this subscription belong to whoever subscribes (SPEC §9).
        let context = LineOwner.current ?? lexical
        host.trace(label, "subscribed", nil, context: context)
        // `disposed` prints once: when the subscription is disposed, or right after a terminal
        // event and before it travels on (a terminal event disposes upstream first, SPEC §9),
        // even when the source ends synchronously during this subscribe.
        let disposed = ActionDisposable { host.trace(label, "disposed", nil, context: context) }
        downstream.add(disposed)
        return upstream.subscribe(
          Subscriber(
            next: { value in
              host.trace(label, "next", value, context: context)
              downstream.sendNext(value)
            },
            error: { error in
              if !(error is EvaluationInterrupted) {
                host.trace(
                  label, "error", .string(RuntimeError.message(of: error)), context: context)
              }
              disposed.dispose()
              downstream.sendError(error)
            },
            completed: {
              host.trace(label, "completed", nil, context: context)
              disposed.dispose()
              downstream.sendCompleted()
            }
          ), for: downstream)
      }
    }
  }

  /// Runs `body` with a fresh per-subscription index for the stage's `i`.
  static func indexed(
    _ upstream: Signal<JSON>,
    _ body: @escaping @Sendable (Signal<JSON>, StageCounter) -> Signal<JSON>
  ) -> Signal<JSON> {
    .defer { body(upstream, StageCounter()) }
  }
}
