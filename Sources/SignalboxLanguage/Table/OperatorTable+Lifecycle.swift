import Signalbox
import SignalboxJSON

/// Side effects at subscription, events and the end.
extension OperatorTable {
  static let lifecycle: [OperatorSpec] = [
    .row(
      "initially", .stage, .lifecycle, forms: ["initially EXPR"], takes: .expression,
      summary: "evaluates EXPR at every subscription, before the source",
      rule: "LF1", example: "from [1] | initially log(\"starting\")",
      compile: .signal(Compile.sideEffect { $0.initially($1) })),
    .row(
      "finally", .stage, .lifecycle, forms: ["finally EXPR"], takes: .expression,
      summary: "evaluates EXPR when the source completes or errors, not when it is disposed",
      rule: "LF2", example: "from [1] | finally log(\"finished\")",
      compile: .signal(Compile.finally)),
    .row(
      "finalize", .stage, .lifecycle, dialect: .rxjs,
      nearest: "`finally`, which runs before the terminal event goes on, and not on " + "disposal",
      forms: ["finalize EXPR"], takes: .expression,
      summary: "evaluates EXPR once the subscription has ended: after the terminal event has gone "
        + "on, or when it is disposed (a `take` further on, Ctrl-C)",
      example: "marbles \"ab|\", 1 | finalize log(\"finalize\")\ninterval 1 | finalize "
        + "log(\"finalize\") | take 1", compile: .signal(Compile.finalize)),
    .row(
      "doNext", .stage, .lifecycle, forms: ["doNext EXPR"], takes: .expression,
      summary: "a side effect, then the event passes on", rule: "LF5",
      example: "from [1] | doNext log(\"saw\", x) | doCompleted log(\"done\")",
      compile: .signal(Compile.doNext)),
    .row(
      "doError", .stage, .lifecycle, forms: ["doError EXPR"], takes: .expression,
      under: "doNext", compile: .signal(Compile.doError)),
    .row(
      "doCompleted", .stage, .lifecycle, forms: ["doCompleted EXPR"], takes: .expression,
      under: "doNext",
      compile: .signal(Compile.sideEffect { $0.doCompleted($1) })),
    .row(
      "tap", .stage, .lifecycle, dialect: .rxjs,
      nearest: "`doNext EXPR` · `doError EXPR` · `doCompleted EXPR`",
      forms: ["tap EXPR", "tap {next, error, complete, finalize}"],
      takes: .arity(1...1, "an expression or RxJS's {next, error, complete, finalize}"),
      summary:
        "`doNext EXPR`, or with an observer object, `next` for each value (`x`), `error` with"
        + " the message as `x`, `complete`, and `finalize` once the subscription has ended (as "
        + "the `finalize` operator)",
      example:
        "marbles \"a#\", 1 | tap {next: log(\"next\", x), error: log(\"error\", x), finalize: "
        + "log(\"end\")}", compile: .signal(Compile.tap)),
    .row(
      "trace", .stage, .lifecycle, dialect: .signalbox, forms: ["trace [LABEL]"],
      takes: .arity(0...1, "an optional label"),
      summary: "passes events on, printing each lifecycle step (LABEL: the stage before)",
      example: "from [1] | map x + 1 | trace",
      compile: .stage(signal: Compile.trace, sequence: SequenceCompile.trace)),
  ]
}
