import Signalbox
import SignalboxJSON

/// Stages that pass some values and drop the others.
extension OperatorTable {
  static let filtering: [OperatorSpec] = [
    .row(
      "filter", .stage, .filtering, forms: ["filter EXPR"], takes: .predicate,
      summary: "keeps the values for which EXPR is true (jq truthiness)", rule: "`-filter:`",
      example: "range 1, 6 | filter x % 2 == 0", lane: .filter,
      compile: .stage(signal: Compile.filter, sequence: SequenceCompile.predicate { $0.filter($1) })
    ),
    .row(
      "ignore", .stage, .filtering, forms: ["ignore EXPR"], takes: .value,
      summary: "drops values equal to EXPR", rule: "`-ignore:`",
      example: "from [1, null, 2] | ignore null",
      compile: .stage(signal: Compile.ignore, sequence: SequenceCompile.ignore)),
    .row(
      "ignoreValues", .stage, .filtering, aliases: ["ignoreElements"],
      forms: ["ignoreValues", "ignoreElements"], takes: .nothing,
      summary: "only completed or error", rule: "LF4", example: "from [1, 2] | ignoreValues",
      compile: .signal(Compile.ignoreValues)),
    .row(
      "distinctUntilChanged", .stage, .filtering, aliases: ["removeDuplicates"],
      forms: ["distinctUntilChanged [EXPR[, KEY]]", "removeDuplicates [EXPR]"],
      takes: .arity(0...2, "an optional comparator or key"),
      summary: "drops a value equal (as JSON) to the one before, the first passing", rule: "DU1",
      example: "from [1, 1, {\"a\": 1}, {\"a\": 1}, 1] | distinctUntilChanged",
      state: "the previous value",
      compile: .stage(
        signal: Compile.distinctUntilChangedBy, sequence: Compile.distinctUntilChangedSequence)),
    .row(
      "distinctUntilKeyChanged", .stage, .filtering, dialect: .rxjs,
      nearest: "`distinctUntilChanged x[KEY]`, which it is", forms: ["distinctUntilKeyChanged KEY"],
      takes: .arity(1...1, "a field name"),
      summary: "drops a value whose field KEY equals (as JSON) the one before it: "
        + "`distinctUntilChanged x[KEY]`",
      example: "from [{\"id\": 1, \"v\": \"a\"}, {\"id\": 1, \"v\": \"b\"}, {\"id\": 2, \"v\": "
        + "\"c\"}] | distinctUntilKeyChanged \"id\"", state: "the previous key",
      compile: .signal(Compile.distinctUntilKeyChanged)),
    .row(
      "distinct", .stage, .filtering, dialect: .rxjs,
      nearest: "`distinctUntilChanged`, which compares with the previous value only",
      forms: ["distinct [KEY[, FLUSH]]"],
      takes: .arity(0...2, "an optional key expression and flush stream"),
      summary:
        "drops every value equal (as JSON) to one sent before, or with KEY every value whose "
        + "key was seen before",
      example:
        "from [1, 2, 1, 3, 2] | distinct\nfrom [{\"id\": 1, \"v\": \"a\"}, {\"id\": 1, \"v\": "
        + "\"b\"}, {\"id\": 2, \"v\": \"c\"}] | distinct x.id", state: "every key seen",
      compile: .signal(Compile.distinctRx)),
    .row(
      "take", .stage, .filtering, forms: ["take N"], takes: .count,
      summary: "the first N values, then completed; `take 0` never subscribes", rule: "TK1, TK2",
      example: "interval 1 | take 2", state: "a count",
      compile: .stage(
        signal: Compile.counted { $0.take($1) },
        sequence: SequenceCompile.counted { $0.take($1) })),
    .row(
      "skip", .stage, .filtering, forms: ["skip N"], takes: .count,
      summary: "all but the first N values", rule: "TK3", example: "from [1, 2, 3] | skip 2",
      state: "a count",
      compile: .stage(
        signal: Compile.counted { $0.skip($1) },
        sequence: SequenceCompile.counted { $0.skip($1) })),
    .row(
      "skipLast", .stage, .filtering, dialect: .rxjs, nearest: "none (`takeLast` is its opposite)",
      forms: ["skipLast N"], takes: .count,
      summary:
        "all but the last N values: each is sent once N newer ones have come, and the last N "
        + "are dropped at completion", example: "from [1, 2, 3, 4] | skipLast 2",
      state: "the last N values", compile: .signal(Compile.counted { $0.skipLast($1) })),
    .row(
      "takeUntilBlock", .stage, .filtering, forms: ["takeUntilBlock EXPR"], takes: .predicate,
      summary: "values until EXPR is true; that value is not sent",
      rule: "TK4", example: "from [1, 2, 3, 1] | takeUntilBlock x >= 3",
      compile: .stage(
        signal: Compile.predicate { $0.takeUntilBlock($1) },
        sequence: SequenceCompile.predicate { $0.takeUntilBlock($1) })),
    .row(
      "takeWhileBlock", .stage, .filtering, forms: ["takeWhileBlock EXPR[, INCLUSIVE]"],
      takes: .arity(1...2, "a predicate and an optional `true` (inclusive)"),
      summary: "values while EXPR is true, and with INCLUSIVE `true` the first failing value too, "
        + "then completed", rule: "TK4", example: "from [1, 2, 3, 1] | takeWhileBlock x < 3",
      compile: .stage(signal: Compile.takeWhile, sequence: Compile.takeWhileSequence)),
    .row(
      "takeWhile", .stage, .filtering, aliasOf: "takeWhileBlock", dialect: .rxjs,
      forms: ["takeWhile EXPR[, INCLUSIVE]"],
      summary: "values while EXPR is true; the first that fails it completes the stream and is not "
        + "sent (S)", rule: "TK4", example: "from [1, 2, 3, 1] | takeWhile x < 3",
      compile: .stage(
        signal: Compile.predicate { $0.takeWhileBlock($1) },
        sequence: SequenceCompile.predicate { $0.takeWhileBlock($1) })),
    .row(
      "skipUntilBlock", .stage, .filtering, forms: ["skipUntilBlock EXPR"], takes: .predicate,
      summary: "drops values until EXPR is true, then sends everything",
      rule: "TK4", example: "from [1, 5, 2] | skipUntilBlock x > 3",
      compile: .stage(
        signal: Compile.predicate { $0.skipUntilBlock($1) },
        sequence: SequenceCompile.predicate { $0.skipUntilBlock($1) })),
    .row(
      "skipWhileBlock", .stage, .filtering, forms: ["skipWhileBlock EXPR"], takes: .predicate,
      summary: "drops values while EXPR is true", rule: "TK4",
      example: "from [1, 5, 2] | skipWhileBlock x < 3",
      compile: .stage(
        signal: Compile.predicate { $0.skipWhileBlock($1) },
        sequence: SequenceCompile.predicate { $0.skipWhileBlock($1) })),
    .row(
      "skipWhile", .stage, .filtering, aliasOf: "skipWhileBlock", dialect: .rxjs,
      forms: ["skipWhile EXPR"],
      summary: "drops values while EXPR is true, then sends everything (S)", rule: "TK4",
      example: "from [1, 5, 2] | skipWhile x < 3",
      compile: .stage(
        signal: Compile.predicate { $0.skipWhileBlock($1) },
        sequence: SequenceCompile.predicate { $0.skipWhileBlock($1) })),
    .row(
      "takeUntil", .stage, .filtering, forms: ["takeUntil NAME/BLOCK"], takes: .stream,
      summary: "completes when the trigger sends or completes; a trigger error is ignored",
      rule: "TU1–TU4", example: "interval 1 | takeUntil { timer 2.5 }",
      compile: .signal(Compile.takeUntil)),
    .row(
      "takeUntilReplacement", .stage, .filtering, forms: ["takeUntilReplacement NAME/BLOCK"],
      takes: .stream,
      summary: "the source until the replacement sends, then the replacement", rule: "TR1",
      example: "interval 1 | takeUntilReplacement { timer 2.5, \"new\" }",
      state: "the current inner subscription",
      compile: .signal(Compile.withOther { $0.takeUntilReplacement($1) })),
    .row(
      "skipUntil", .stage, .filtering, dialect: .rxjs,
      nearest: "`skipUntilBlock EXPR`, which waits for a value to pass EXPR, not for " + "a stream",
      forms: ["skipUntil NAME/BLOCK"], takes: .stream,
      summary:
        "drops the source's values until the notifier sends a value (it is subscribed first, "
        + "and unsubscribed after its first value)",
      example: "marbles \"abcd|\", 1 | skipUntil { timer 1.5 }",
      state: "whether the notifier has sent", compile: .signal(Compile.skipUntil)),
  ]
}
