import Signalbox
import SignalboxJSON

/// RxJS 7's error operators and sources of issue 28's third list (rule "Rx").
extension OperatorTable {
  static let rxCErrors: [OperatorSpec] = [
    OperatorSpec(
      name: "catchError", role: .stage, group: .rx, forms: ["catchError BLOCK"], arity: 1...1,
      takes: "a block",
      doc: .own(
        summary:
          "RAC's `catch` (on error, the block's stream; `x` the message), with RxJS's "
          + "`caught` named in the block: the source with this same `catchError`, so "
          + "`catchError { caught }` subscribes it again (`retry` without a count, but each "
          + "time through one more `catchError`, as in RxJS: for many attempts `retry` keeps "
          + "one). `catch` has no `caught`; the events are otherwise the same",
        rule: "Rx, CA1",
        example:
          "marbles \"ab#\", 1 | catchError { just \"caught \" + x }\n"
          + "marbles \"a#\", 1 | catchError { caught } | take 3"),
      state: "the current inner subscription",
      compile: .stage(signal: Compile.catchError, sequence: nil)),
    OperatorSpec(
      name: "retryWhen", role: .stage, group: .rx, forms: ["retryWhen BLOCK"], arity: 1...1,
      takes: "a block",
      doc: .own(
        summary:
          "RxJS's `retryWhen` (deprecated there, for `retry {delay}`): at the source's first "
          + "error the block is given, as `x`, the stream of its error messages, and its "
          + "stream subscribed; each value it sends resubscribes the source, its completion "
          + "completes, its error is the error",
        rule: "Rx",
        example: "marbles \"a#\", 1 | retryWhen { e -> e | delay 1 | take 2 }"),
      state: "the notifier's subscription", pending: "resubscribes",
      compile: .stage(signal: Compile.retryWhen, sequence: nil)),
    OperatorSpec(
      name: "repeatWhen", role: .stage, group: .rx, forms: ["repeatWhen BLOCK"], arity: 1...1,
      takes: "a block",
      doc: .own(
        summary:
          "RxJS's `repeatWhen`: at the source's first completion the block is given, as `x`, "
          + "the stream of its completions (a `null` each), and its stream subscribed; each "
          + "value it sends resubscribes the source. Completes when that stream has completed "
          + "and the source's last subscription has",
        rule: "Rx",
        example: "marbles \"ab|\", 1 | repeatWhen { c -> c | delay 1 | take 1 }"),
      state: "the notifier's subscription", pending: "resubscribes",
      compile: .stage(signal: Compile.repeatWhen, sequence: nil)),
    OperatorSpec(
      name: "onErrorResumeNext", role: .stage, group: .rx,
      forms: ["onErrorResumeNext NAME/BLOCK, …", "onErrorResumeNext [A, B…]"], arity: 1...64,
      takes: "blocks or names, or an array of streams",
      doc: .own(
        summary:
          "the source, then each stream in turn: the next starts when the one before "
          + "completes or fails, and errors are dropped (RxJS's operator and its source "
          + "`onErrorResumeNext A, B…`). RAC's `catch` moves on only after an error",
        rule: "Rx",
        example:
          "marbles \"a#\", 1 | onErrorResumeNext { marbles \"b|\", 1 }\n"
          + "onErrorResumeNext { error \"x\" }, { just 1 }"),
      state: "the streams still to subscribe",
      compile: .stage(signal: Compile.onErrorResumeNextStage, sequence: nil)),
    OperatorSpec(
      name: "onErrorResumeNext", role: .source, group: .rx,
      forms: ["onErrorResumeNext A, B…"], arity: 0...64,
      takes: "blocks or names, or an array of streams",
      doc: .with("onErrorResumeNext"), state: "the streams still to subscribe",
      compile: .source(signal: Compile.onErrorResumeNext, sequence: nil)),
  ]
}
