import Signalbox
import SignalboxJSON

/// An expression's work cut off because its run was interrupted (Ctrl-C, the REPL preview's
/// budget): thrown by the language's functions that can do work out of proportion to their
/// text (`"a" * N`, `join`, `split`, `len`), which ask for the interrupt as they go, as jq's
/// evaluator does (`JQInterrupted`). It is no error of the program: the session prints
/// nothing for it (the run ends as an interrupted run does, `disposed`), the stages that act
/// on errors pass it on untouched (`Compiler.isInterrupt`), and `--marbles` draws nothing.
package struct EvaluationInterrupted: Error, Sendable, CustomStringConvertible {
  package init() {}
  package var description: String { "interrupted" }
}

/// How a function asks for the interrupt: the run whose code is running now (`LineOwner`)
/// says whether it was interrupted (`RuntimeHost.isInterrupted`). Outside a run (a unit
/// test calling a function) nothing interrupts.
enum Interruption {
  /// Bytes a function copies or reads between two questions: about 0.1 ms of work.
  static let bytesPerPoll = 1 << 20
  /// Items a function visits between two questions (jq's evaluator: 4096 calls and turns).
  static let itemsPerPoll = 4096

  /// Whether the run whose code is running now was interrupted.
  static var requested: Bool { LineOwner.current?.host.isInterrupted ?? false }

  /// Throws `EvaluationInterrupted` when the run whose code is running now was interrupted.
  static func check() throws {
    if requested { throw EvaluationInterrupted() }
  }
}

/// A stage that acts on errors (`catch`, `catchError`, `catchTo`, `retry`, `retryWhen`,
/// `onErrorResumeNext`, `materialize`, `doError`, `tap`, `trace`) passes an interrupted
/// evaluation on untouched, from inside its own handler: it neither handles it, nor starts
/// the work again, nor shows it, and the session ends the run as interrupted. The check
/// adds no signal of its own: a stage subscribes through as many layers as it would without
/// it, so a loop that resubscribes synchronously (`error "x" | catchError { caught }`)
/// takes the same stack per turn and stops at the stage limit as before.
extension Compiler {
  /// Whether `error` is an interrupted evaluation, which the stages that act on errors pass
  /// on (`retry(passing:)`, `retryWhen(passing:)`; `catch` handlers check it themselves,
  /// inline, so that no closure is added to their call either).
  static let isInterrupt: @Sendable (any Error) -> Bool = { $0 is EvaluationInterrupted }

  /// RxJS's `onErrorResumeNext`: each signal in turn, errors dropped, but for an interrupted
  /// evaluation, which ends it. The engine's signals (`concat` of each `catchTo(.empty)`),
  /// with the check in the `catch`'s own handler.
  static func resumingAfterErrors(_ signals: [Signal<JSON>]) -> Signal<JSON> {
    .concat(
      signals.map { signal in
        signal.catch { error in
          if error is EvaluationInterrupted { throw error }
          return .empty
        }
      })
  }
}
