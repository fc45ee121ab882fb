import Signalbox
import SignalboxJSON

/// Stages that handle errors, or resubscribe.
extension OperatorTable {
  static let errors: [OperatorSpec] = [
    .row(
      "catch", .stage, .errors, forms: ["catch BLOCK"], takes: .block,
      summary: "on error, the block's stream (`x` = the message)", rule: "CA1",
      example: "marbles \"a#\" | catch { just \"recovered from \" + x }",
      state: "the current inner subscription", compile: .signal(Compile.catch)),
    .row(
      "catchError", .stage, .errors, dialect: .rxjs,
      nearest: "`catch`, the same events, without RxJS's `caught`", forms: ["catchError BLOCK"],
      takes: .block,
      summary:
        "on error, the block's stream (`x` the message), where `caught` names the source with"
        + " this same `catchError`", rule: "CA1",
      example: "marbles \"ab#\", 1 | catchError { just \"caught \" + x }\n"
        + "marbles \"a#\", 1 | catchError { caught } | take 3",
      state: "the current inner subscription", compile: .signal(Compile.catchError)),
    .row(
      "catchTo", .stage, .errors, forms: ["catchTo NAME/BLOCK"], takes: .stream,
      summary: "on error, the given stream", rule: "CA1",
      example: "error \"boom\" | catchTo { from [1, 2] }", state: "the current inner subscription",
      compile: .signal(Compile.withOther { $0.catchTo($1) })),
    .row(
      "try", .stage, .errors, forms: ["try EXPR[, MESSAGE]"],
      takes: .arity(1...2, "a predicate[, MESSAGE]"),
      summary: "an error (MESSAGE or \"try: predicate failed\") at the first value failing EXPR",
      rule: "TY1", example: "from [1, -1, 2] | try x > 0, \"negative: \" + str(x)",
      compile: .signal(Compile.try)),
    .row(
      "tryMap", .stage, .errors, forms: ["tryMap EXPR"], takes: .expression,
      summary: "map, failing on an evaluation error or a null result", rule: "TY1",
      example: "from [{\"v\": 1}, {}] | tryMap x.v", compile: .signal(Compile.tryMap)),
    .row(
      "retry", .stage, .errors, forms: ["retry [N]", "retry {count, delay, resetOnSuccess}"],
      takes: .arity(0...1, "an optional count or RxJS's {count, delay, resetOnSuccess}"),
      summary: "resubscribes on error, at most N times (N+1 subscriptions; no N: forever)",
      rule: "RT1, RT2", example: "marbles \"a#\" | initially log(\"subscribed\") | retry 1",
      state: "a count", pending: "resubscribes", compile: .signal(Compile.retryRx)),
    .row(
      "retryWhen", .stage, .errors, dialect: .rxjs,
      nearest: "`retry N`, which resubscribes at once, a number of times",
      forms: ["retryWhen BLOCK"], takes: .block,
      summary: "at the source's first error the block is given, as `x`, the stream of its error "
        + "messages, and its stream is subscribed: each value it sends resubscribes the source,"
        + " its completion completes, its error is the error",
      example: "marbles \"a#\", 1 | retryWhen { e -> e | delay 1 | take 2 }",
      state: "the notifier's subscription", pending: "resubscribes",
      compile: .signal(Compile.retryWhen)),
    .row(
      "repeat", .stage, .errors, forms: ["repeat [N]", "repeat {count, delay}"],
      takes: .arity(0...1, "an optional count or RxJS's {count, delay}"),
      summary: "resubscribes on completion, N subscriptions in all (no N: forever)", rule: "RP1",
      example: "just \"x\" | repeat 3", state: "a count", pending: "resubscribes",
      compile: .signal(Compile.repeatRx)),
    .row(
      "repeatWhen", .stage, .errors, dialect: .rxjs,
      nearest: "`repeat N`, which resubscribes at once, a number of times",
      forms: ["repeatWhen BLOCK"], takes: .block,
      summary: "at the source's first completion the block is given, as `x`, the stream of its "
        + "completions (a `null` each), and its stream is subscribed: each value it sends "
        + "resubscribes the source",
      example: "marbles \"ab|\", 1 | repeatWhen { c -> c | delay 1 | take 1 }",
      state: "the notifier's subscription", pending: "resubscribes",
      compile: .signal(Compile.repeatWhen)),
    .row(
      "onErrorResumeNext", .stage, .errors, dialect: .rxjs,
      nearest: "`catch { … }`, which moves on after an error only",
      forms: ["onErrorResumeNext NAME/BLOCK, …", "onErrorResumeNext [A, B…]"],
      takes: .arity(1...64, "blocks or names, or an array of streams"),
      summary:
        "the source, then each stream in turn: the next starts when the one before completes "
        + "or fails, and errors are dropped",
      example: "marbles \"a#\", 1 | onErrorResumeNext { marbles \"b|\", 1 }\n"
        + "onErrorResumeNext { error \"x\" }, { just 1 }", state: "the streams still to subscribe",
      compile: .signal(Compile.onErrorResumeNextStage)),
    .row(
      "onErrorResumeNext", .source, .errors, dialect: .rxjs, forms: ["onErrorResumeNext A, B…"],
      takes: .arity(0...64, "blocks or names, or an array of streams"), under: "onErrorResumeNext",
      state: "the streams still to subscribe",
      compile: .source(signal: Compile.onErrorResumeNext, sequence: nil)),
  ]
}
