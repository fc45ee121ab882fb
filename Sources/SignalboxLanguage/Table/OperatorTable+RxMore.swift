import Signalbox
import SignalboxJSON

/// More Rx names with RxJS 7's meaning (rule "Rx"), each composed from engine operators.
extension OperatorTable {
  static let rxMore: [OperatorSpec] = [
    OperatorSpec(
      name: "every", role: .stage, group: .rx, forms: ["every EXPR"], arity: 1...1,
      takes: "a predicate",
      doc: .own(
        summary:
          "`false` at the first value failing EXPR (then completed), `true` when the source completes; an error stays an error. RAC's `all` sends `false` for an error",
        rule: "Rx", example: "from [1, 5, 2] | every x < 4\nempty | every false"),
      compile: .stage(signal: Compile.every, sequence: nil)),
    OperatorSpec(
      name: "isEmpty", role: .stage, group: .rx, forms: ["isEmpty"], arity: 0...0,
      takes: "no arguments",
      doc: .own(
        summary:
          "`false` at the first value (then completed), `true` when the source completes without one. RAC's nearest is `any`, which sends `false` for an error",
        rule: "Rx", example: "interval 1 | isEmpty\nempty | isEmpty"),
      compile: .stage(signal: Compile.isEmpty, sequence: nil)),
    OperatorSpec(
      name: "throwIfEmpty", role: .stage, group: .rx, forms: ["throwIfEmpty"], arity: 0...0,
      takes: "no arguments",
      doc: .own(
        summary:
          "the source's values; completing without any is the error \"throwIfEmpty: no elements in sequence\" (RxJS's `EmptyError`). RAC has no such operator",
        rule: "Rx", example: "from [1] | throwIfEmpty\nempty | throwIfEmpty"),
      compile: .stage(signal: Compile.throwIfEmpty, sequence: nil)),
    OperatorSpec(
      name: "findIndex", role: .stage, group: .rx, forms: ["findIndex EXPR"], arity: 1...1,
      takes: "a predicate",
      doc: .own(
        summary:
          "the index of the first value passing EXPR (then completed), or -1 when the source completes without one. On a signal, `find EXPR` sends that value (`null` when none)",
        rule: "Rx", example: "from [3, 8, 5] | findIndex x > 4\nfrom [3, 8, 5] | find x > 4"),
      compile: .stage(signal: Compile.findIndex, sequence: nil)),
    OperatorSpec(
      name: "tap", role: .stage, group: .rx,
      forms: ["tap EXPR", "tap {next, error, complete, finalize}"],
      arity: 1...1, takes: "an expression or RxJS's {next, error, complete, finalize}",
      doc: .own(
        summary:
          "RAC's `doNext EXPR`; with RxJS's observer object, `next` for each value (`x`), `error` with the message as `x`, `complete`, and `finalize` once the subscription has ended (as the `finalize` operator)",
        rule: "Rx",
        example:
          "marbles \"a#\", 1 | tap {next: log(\"next\", x), error: log(\"error\", x), finalize: log(\"end\")}"
      ),
      compile: .stage(signal: Compile.tap, sequence: nil)),
    OperatorSpec(
      name: "of", role: .source, group: .rx, forms: ["of A, B…"], arity: 0...64,
      takes: "values",
      doc: .own(
        summary:
          "the values, in order, then completed: `from [A, B…]`. RxJS's `EMPTY`, `NEVER` and `throwError` are `empty`, `never` and `error` here",
        rule: "Rx", example: "of 1, \"a\", [2]"),
      compile: .source(signal: Compile.of, sequence: nil)),
    OperatorSpec(
      name: "skipUntil", role: .stage, group: .rx, forms: ["skipUntil NAME/BLOCK"], arity: 1...1,
      takes: "a block or a name",
      doc: .own(
        summary:
          "drops the source's values until the notifier sends a value (it is subscribed first, and unsubscribed after its first value); its error ends the stream, its completion without a value drops everything. RAC's `skipUntilBlock` waits for a predicate instead",
        rule: "Rx", example: "marbles \"abcd|\", 1 | skipUntil { timer 1.5 }"),
      state: "whether the notifier has sent",
      compile: .stage(signal: Compile.skipUntil, sequence: nil)),
    OperatorSpec(
      name: "distinctUntilKeyChanged", role: .stage, group: .rx,
      forms: ["distinctUntilKeyChanged KEY"], arity: 1...1, takes: "a field name",
      doc: .own(
        summary:
          "drops a value whose field KEY equals (as JSON) the one before it: `distinctUntilChanged x[KEY]`",
        rule: "Rx",
        example:
          "from [{\"id\": 1, \"v\": \"a\"}, {\"id\": 1, \"v\": \"b\"}, {\"id\": 2, \"v\": \"c\"}] | distinctUntilKeyChanged \"id\""
      ),
      state: "the previous key",
      compile: .stage(signal: Compile.distinctUntilKeyChanged, sequence: nil)),
  ]
}
