import Signalbox
import SignalboxJSON

/// A sequence pipeline built for an environment: a signal that delivers the sequence as one
/// value (at once for `seq` and `iterate`; when the signal completes for `sequence`).
package typealias SequenceFactory = @Sendable (Env) throws -> Signal<JSONSequence>
/// One operator stage applied to the sequence before it.
typealias SequenceStage = @Sendable (JSONSequence, Env) throws -> JSONSequence

/// A compiled pipeline with its static kind: pull-driven sequences and push-driven signals
/// take different operator implementations.
enum Flow {
  case signal(PipelineFactory)
  case sequence(SequenceFactory)

  /// The pipeline as a signal: a sequence sends its values one per action on the session's
  /// scheduler (RAC `signalWithScheduler:`), which is how a sequence pipeline prints.
  var asSignal: PipelineFactory {
    switch self {
    case .signal(let factory): return factory
    case .sequence(let factory):
      return { env in
        let scheduler = env.context.host.scheduler
        return try factory(env).flattenMap { $0.signal(on: scheduler) }
      }
    }
  }

  var isSequence: Bool {
    if case .sequence = self { return true }
    return false
  }
}
