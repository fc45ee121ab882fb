import Signalbox
import SignalboxJSON

/// An expression's work cut off because its run was interrupted (Ctrl-C, the REPL preview's
/// budget): thrown by the language's functions that can do work out of proportion to their
/// text (`"a" * N`, `join`, `split`, `len`), which ask for the interrupt as they go, as jq's
/// evaluator does (`JQInterrupted`). It is no error of the program: the session prints
/// nothing for it (the run ends as an interrupted run does, `disposed`), the stages that act
/// on errors never see it (`Compiler.passingInterrupts`), and `--marbles` draws nothing.
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

extension Compiler {
  /// `signal` without its interruption: an `EvaluationInterrupted` error becomes silence (a
  /// signal that sends nothing more), so that a stage acting on errors (`catch`, `retry`,
  /// `materialize`, `doError` …) neither handles it nor starts the work again; the run's
  /// interrupt then disposes of the pipeline.
  static func passingInterrupts(_ signal: Signal<JSON>) -> Signal<JSON> {
    signal.catch { error in
      if error is EvaluationInterrupted { return .never }
      throw error
    }
  }

  /// Whether the stage acts on its upstream's error (so gets `passingInterrupts`): the
  /// stages of the errors group and those that observe an error (`materialize`, `doError`,
  /// `tap`, `trace`).
  static func actsOnErrors(_ spec: OperatorSpec) -> Bool {
    spec.group == .errors || ["materialize", "doError", "tap", "trace"].contains(spec.name)
  }
}
