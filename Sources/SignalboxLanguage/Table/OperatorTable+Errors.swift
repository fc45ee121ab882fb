import Signalbox
import SignalboxJSON

/// Stages that handle errors, or resubscribe.
extension OperatorTable {
  static let errors: [OperatorSpec] = [
    OperatorSpec(
      name: "catch", role: .stage, group: .errors, forms: ["catch BLOCK"], arity: 1...1,
      takes: "a block",
      doc: .own(
        summary: "on error, the block's stream (`x` = the message)", rule: "CA1",
        example: "marbles \"a#\" | catch { just \"recovered from \" + x }"),
      state: "the current inner subscription",
      compile: .stage(signal: Compile.catch, sequence: nil)),
    OperatorSpec(
      name: "catchError", role: .stage, group: .errors, dialect: .rxjs,
      nearest:
        "`catch`, the same events, without RxJS's `caught`", forms: ["catchError BLOCK"],
      arity: 1...1,
      takes: "a block",
      doc: .own(
        summary:
          "on error, the block's stream (`x` the message), where `caught` names the source with"
          + " this same `catchError`",
        rule: "CA1",
        example:
          "marbles \"ab#\", 1 | catchError { just \"caught \" + x }\n"
          + "marbles \"a#\", 1 | catchError { caught } | take 3"),
      state: "the current inner subscription",
      compile: .stage(signal: Compile.catchError, sequence: nil)),
    OperatorSpec(
      name: "catchTo", role: .stage, group: .errors, forms: ["catchTo NAME/BLOCK"], arity: 1...1,
      takes: "a block or a name",
      doc: .own(
        summary: "on error, the given stream", rule: "CA1",
        example: "error \"boom\" | catchTo { from [1, 2] }"),
      state: "the current inner subscription",
      compile: .stage(signal: Compile.withOther { $0.catchTo($1) }, sequence: nil)),
    OperatorSpec(
      name: "try", role: .stage, group: .errors, forms: ["try EXPR[, MESSAGE]"], arity: 1...2,
      takes: "a predicate[, MESSAGE]",
      doc: .own(
        summary: "an error (MESSAGE or \"try: predicate failed\") at the first value failing EXPR",
        rule: "TY1",
        example: "from [1, -1, 2] | try x > 0, \"negative: \" + str(x)"),
      compile: .stage(signal: Compile.try, sequence: nil)),
    OperatorSpec(
      name: "tryMap", role: .stage, group: .errors, forms: ["tryMap EXPR"], arity: 1...1,
      takes: "an expression",
      doc: .own(
        summary: "map, failing on an evaluation error or a null result", rule: "TY1",
        example: "from [{\"v\": 1}, {}] | tryMap x.v"),
      compile: .stage(signal: Compile.tryMap, sequence: nil)),
    OperatorSpec(
      name: "retry", role: .stage, group: .errors,
      forms: ["retry [N]", "retry {count, delay, resetOnSuccess}"],
      arity: 0...1, takes: "an optional count or RxJS's {count, delay, resetOnSuccess}",
      doc: .own(
        summary:
          "resubscribes on error, at most N times (N+1 subscriptions; no N: forever)",
        rule: "RT1, RT2",
        example: "marbles \"a#\" | initially log(\"subscribed\") | retry 1"),
      state: "a count", pending: "resubscribes",
      compile: .stage(signal: Compile.retryRx, sequence: nil)),
    OperatorSpec(
      name: "retryWhen", role: .stage, group: .errors, dialect: .rxjs,
      nearest:
        "`retry N`, which resubscribes at once, a number of times", forms: ["retryWhen BLOCK"],
      arity: 1...1,
      takes: "a block",
      doc: .own(
        summary:
          "at the source's first error the block is given, as `x`, the stream of its error "
          + "messages, and its stream is subscribed: each value it sends resubscribes the source,"
          + " its completion completes, its error is the error",
        rule: "",
        example: "marbles \"a#\", 1 | retryWhen { e -> e | delay 1 | take 2 }"),
      state: "the notifier's subscription", pending: "resubscribes",
      compile: .stage(signal: Compile.retryWhen, sequence: nil)),
    OperatorSpec(
      name: "repeat", role: .stage, group: .errors, forms: ["repeat [N]", "repeat {count, delay}"],
      arity: 0...1,
      takes: "an optional count or RxJS's {count, delay}",
      doc: .own(
        summary:
          "resubscribes on completion, N subscriptions in all (no N: forever)",
        rule: "RP1",
        example: "just \"x\" | repeat 3"),
      state: "a count", pending: "resubscribes",
      compile: .stage(signal: Compile.repeatRx, sequence: nil)),
    OperatorSpec(
      name: "repeatWhen", role: .stage, group: .errors, dialect: .rxjs,
      nearest:
        "`repeat N`, which resubscribes at once, a number of times", forms: ["repeatWhen BLOCK"],
      arity: 1...1,
      takes: "a block",
      doc: .own(
        summary:
          "at the source's first completion the block is given, as `x`, the stream of its "
          + "completions (a `null` each), and its stream is subscribed: each value it sends "
          + "resubscribes the source",
        rule: "",
        example: "marbles \"ab|\", 1 | repeatWhen { c -> c | delay 1 | take 1 }"),
      state: "the notifier's subscription", pending: "resubscribes",
      compile: .stage(signal: Compile.repeatWhen, sequence: nil)),
    OperatorSpec(
      name: "onErrorResumeNext", role: .stage, group: .errors, dialect: .rxjs,
      nearest:
        "`catch { … }`, which moves on after an error only",
      forms: ["onErrorResumeNext NAME/BLOCK, …", "onErrorResumeNext [A, B…]"], arity: 1...64,
      takes: "blocks or names, or an array of streams",
      doc: .own(
        summary:
          "the source, then each stream in turn: the next starts when the one before completes "
          + "or fails, and errors are dropped",
        rule: "",
        example:
          "marbles \"a#\", 1 | onErrorResumeNext { marbles \"b|\", 1 }\n"
          + "onErrorResumeNext { error \"x\" }, { just 1 }"),
      state: "the streams still to subscribe",
      compile: .stage(signal: Compile.onErrorResumeNextStage, sequence: nil)),
    OperatorSpec(
      name: "onErrorResumeNext", role: .source, group: .errors, dialect: .rxjs,
      forms: ["onErrorResumeNext A, B…"], arity: 0...64,
      takes: "blocks or names, or an array of streams",
      doc: .with("onErrorResumeNext"), state: "the streams still to subscribe",
      compile: .source(signal: Compile.onErrorResumeNext, sequence: nil)),
  ]
}
