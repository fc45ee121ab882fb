import Signalbox

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
          "resubscribes on error, at most N times (N+1 subscriptions; no N: forever). RxJS's "
          + "config: `count` retries, each `delay` seconds after the error; `resetOnSuccess: "
          + "true` counts anew after a value",
        rule: "RT1, RT2",
        example: "marbles \"a#\" | initially log(\"subscribed\") | retry 1"),
      state: "a count", pending: "resubscribes",
      compile: .stage(signal: Compile.retryRx, sequence: nil)),
    OperatorSpec(
      name: "repeat", role: .stage, group: .errors, forms: ["repeat [N]", "repeat {count, delay}"],
      arity: 0...1,
      takes: "an optional count or RxJS's {count, delay}",
      doc: .own(
        summary:
          "resubscribes on completion; N subscriptions in all (no N: forever). RxJS's config: "
          + "`count` subscriptions, each `delay` seconds after the completion",
        rule: "RP1",
        example: "just \"x\" | repeat 3"),
      state: "a count", pending: "resubscribes",
      compile: .stage(signal: Compile.repeatRx, sequence: nil)),
    OperatorSpec(
      name: "materialize", role: .stage, group: .errors, forms: ["materialize"], arity: 0...0,
      takes: "no arguments",
      doc: .own(
        summary: "events become values", rule: "EV1", example: "marbles \"a#\" | materialize"),
      compile: .stage(signal: Compile.materialize, sequence: nil)),
    OperatorSpec(
      name: "dematerialize", role: .stage, group: .errors, forms: ["dematerialize"], arity: 0...0,
      takes: "no arguments",
      doc: .own(
        summary: "event values become events", rule: "EV2",
        example:
          "from [{\"kind\": \"next\", \"value\": 1}, {\"kind\": \"completed\"}] | dematerialize"),
      compile: .stage(signal: Compile.dematerialize, sequence: nil)),
    OperatorSpec(
      name: "initially", role: .stage, group: .errors, forms: ["initially EXPR"], arity: 1...1,
      takes: "an expression",
      doc: .own(
        summary: "evaluates EXPR at every subscription, before the source", rule: "LF1",
        example: "from [1] | initially log(\"starting\")"),
      compile: .stage(signal: Compile.sideEffect { $0.initially($1) }, sequence: nil)),
    OperatorSpec(
      name: "finally", role: .stage, group: .errors, forms: ["finally EXPR"], arity: 1...1,
      takes: "an expression",
      doc: .own(
        summary:
          "evaluates EXPR when the source completes or errors — not when disposed, as in RAC",
        rule: "LF2",
        example: "from [1] | finally log(\"finished\")"),
      compile: .stage(signal: Compile.finally, sequence: nil)),
    OperatorSpec(
      name: "doNext", role: .stage, group: .errors, forms: ["doNext EXPR"], arity: 1...1,
      takes: "an expression",
      doc: .own(
        summary: "a side effect, then the event passes on", rule: "LF5",
        example: "from [1] | doNext log(\"saw\", x) | doCompleted log(\"done\")"),
      compile: .stage(signal: Compile.doNext, sequence: nil)),
    OperatorSpec(
      name: "doError", role: .stage, group: .errors, forms: ["doError EXPR"], arity: 1...1,
      takes: "an expression",
      doc: .with("doNext"), compile: .stage(signal: Compile.doError, sequence: nil)),
    OperatorSpec(
      name: "doCompleted", role: .stage, group: .errors, forms: ["doCompleted EXPR"], arity: 1...1,
      takes: "an expression",
      doc: .with("doNext"),
      compile: .stage(signal: Compile.sideEffect { $0.doCompleted($1) }, sequence: nil)),
    OperatorSpec(
      name: "trace", role: .stage, group: .errors, forms: ["trace [LABEL]"], arity: 0...1,
      takes: "an optional label",
      doc: .own(
        summary: "passes events on, printing each lifecycle step (LABEL: the stage before)",
        rule: "",
        example: "from [1] | map x + 1 | trace"),
      compile: .stage(signal: Compile.trace, sequence: SequenceCompile.trace)),
  ]
}
