import Signalbox
import SignalboxJSON

/// Side effects at subscription, events and the end.
extension OperatorTable {
  static let lifecycle: [OperatorSpec] = [
    OperatorSpec(
      name: "initially", role: .stage, group: .lifecycle, forms: ["initially EXPR"], arity: 1...1,
      takes: "an expression",
      doc: .own(
        summary: "evaluates EXPR at every subscription, before the source", rule: "LF1",
        example: "from [1] | initially log(\"starting\")"),
      compile: .stage(signal: Compile.sideEffect { $0.initially($1) }, sequence: nil)),
    OperatorSpec(
      name: "finally", role: .stage, group: .lifecycle, forms: ["finally EXPR"], arity: 1...1,
      takes: "an expression",
      doc: .own(
        summary:
          "evaluates EXPR when the source completes or errors, not when it is disposed",
        rule: "LF2",
        example: "from [1] | finally log(\"finished\")"),
      compile: .stage(signal: Compile.finally, sequence: nil)),
    OperatorSpec(
      name: "finalize", role: .stage, group: .lifecycle, dialect: .rxjs,
      nearest:
        "`finally`, which runs before the terminal event goes on, and not on "
        + "disposal", forms: ["finalize EXPR"],
      arity: 1...1,
      takes: "an expression",
      doc: .own(
        summary:
          "evaluates EXPR once the subscription has ended: after the terminal event has gone "
          + "on, or when it is disposed (a `take` further on, Ctrl-C)",
        rule: "",
        example:
          "marbles \"ab|\", 1 | finalize log(\"finalize\")\ninterval 1 | finalize "
          + "log(\"finalize\") | take 1"
      ),
      compile: .stage(signal: Compile.finalize, sequence: nil)),
    OperatorSpec(
      name: "doNext", role: .stage, group: .lifecycle, forms: ["doNext EXPR"], arity: 1...1,
      takes: "an expression",
      doc: .own(
        summary: "a side effect, then the event passes on", rule: "LF5",
        example: "from [1] | doNext log(\"saw\", x) | doCompleted log(\"done\")"),
      compile: .stage(signal: Compile.doNext, sequence: nil)),
    OperatorSpec(
      name: "doError", role: .stage, group: .lifecycle, forms: ["doError EXPR"], arity: 1...1,
      takes: "an expression",
      doc: .with("doNext"), compile: .stage(signal: Compile.doError, sequence: nil)),
    OperatorSpec(
      name: "doCompleted", role: .stage, group: .lifecycle, forms: ["doCompleted EXPR"],
      arity: 1...1,
      takes: "an expression",
      doc: .with("doNext"),
      compile: .stage(signal: Compile.sideEffect { $0.doCompleted($1) }, sequence: nil)),
    OperatorSpec(
      name: "tap", role: .stage, group: .lifecycle, dialect: .rxjs,
      nearest:
        "`doNext EXPR` · `doError EXPR` · `doCompleted EXPR`",
      forms: ["tap EXPR", "tap {next, error, complete, finalize}"],
      arity: 1...1, takes: "an expression or RxJS's {next, error, complete, finalize}",
      doc: .own(
        summary:
          "`doNext EXPR`, or with an observer object, `next` for each value (`x`), `error` with"
          + " the message as `x`, `complete`, and `finalize` once the subscription has ended (as "
          + "the `finalize` operator)",
        rule: "",
        example:
          "marbles \"a#\", 1 | tap {next: log(\"next\", x), error: log(\"error\", x), finalize: "
          + "log(\"end\")}"
      ),
      compile: .stage(signal: Compile.tap, sequence: nil)),
    OperatorSpec(
      name: "trace", role: .stage, group: .lifecycle, dialect: .signalbox, forms: ["trace [LABEL]"],
      arity: 0...1,
      takes: "an optional label",
      doc: .own(
        summary: "passes events on, printing each lifecycle step (LABEL: the stage before)",
        rule: "",
        example: "from [1] | map x + 1 | trace"),
      compile: .stage(signal: Compile.trace, sequence: SequenceCompile.trace)),
  ]
}
