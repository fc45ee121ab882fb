import Signalbox
import SignalboxJSON

/// Stages that pass some values and drop the others.
extension OperatorTable {
  static let filtering: [OperatorSpec] = [
    OperatorSpec(
      name: "filter", role: .stage, group: .filtering, forms: ["filter EXPR"], arity: 1...1,
      takes: "a predicate",
      doc: .own(
        summary: "keeps the values for which EXPR is true (jq truthiness)", rule: "`-filter:`",
        example: "range 1, 6 | filter x % 2 == 0"),
      lane: .filter,
      compile: .stage(signal: Compile.filter, sequence: SequenceCompile.predicate { $0.filter($1) })
    ),
    OperatorSpec(
      name: "ignore", role: .stage, group: .filtering, forms: ["ignore EXPR"], arity: 1...1,
      takes: "a value",
      doc: .own(
        summary: "drops values equal to EXPR", rule: "`-ignore:`",
        example: "from [1, null, 2] | ignore null"),
      compile: .stage(signal: Compile.ignore, sequence: SequenceCompile.ignore)),
    OperatorSpec(
      name: "ignoreValues", aliases: ["ignoreElements"], role: .stage, group: .filtering,
      forms: ["ignoreValues", "ignoreElements"], arity: 0...0,
      takes: "no arguments",
      doc: .own(
        summary: "only completed or error", rule: "LF4", example: "from [1, 2] | ignoreValues"),
      compile: .stage(signal: Compile.ignoreValues, sequence: nil)),
    OperatorSpec(
      name: "distinctUntilChanged", aliases: ["removeDuplicates"], role: .stage,
      group: .filtering,
      forms: ["distinctUntilChanged [EXPR[, KEY]]", "removeDuplicates [EXPR]"], arity: 0...2,
      takes: "an optional comparator or key",
      doc: .own(
        summary:
          "drops a value equal (as JSON) to the one before, the first passing",
        rule: "DU1",
        example: "from [1, 1, {\"a\": 1}, {\"a\": 1}, 1] | distinctUntilChanged"),
      state: "the previous value",
      compile: .stage(
        signal: Compile.distinctUntilChangedBy, sequence: Compile.distinctUntilChangedSequence)),
    OperatorSpec(
      name: "distinctUntilKeyChanged", role: .stage, group: .filtering, dialect: .rxjs,
      nearest:
        "`distinctUntilChanged x[KEY]`, which it is",
      forms: ["distinctUntilKeyChanged KEY"], arity: 1...1, takes: "a field name",
      doc: .own(
        summary:
          "drops a value whose field KEY equals (as JSON) the one before it: "
          + "`distinctUntilChanged x[KEY]`",
        rule: "",
        example:
          "from [{\"id\": 1, \"v\": \"a\"}, {\"id\": 1, \"v\": \"b\"}, {\"id\": 2, \"v\": "
          + "\"c\"}] | distinctUntilKeyChanged \"id\""
      ),
      state: "the previous key",
      compile: .stage(signal: Compile.distinctUntilKeyChanged, sequence: nil)),
    OperatorSpec(
      name: "distinct", role: .stage, group: .filtering, dialect: .rxjs,
      nearest:
        "`distinctUntilChanged`, which compares with the previous value only",
      forms: ["distinct [KEY[, FLUSH]]"], arity: 0...2,
      takes: "an optional key expression and flush stream",
      doc: .own(
        summary:
          "drops every value equal (as JSON) to one sent before, or with KEY every value whose "
          + "key was seen before",
        rule: "",
        example:
          "from [1, 2, 1, 3, 2] | distinct\nfrom [{\"id\": 1, \"v\": \"a\"}, {\"id\": 1, \"v\": "
          + "\"b\"}, {\"id\": 2, \"v\": \"c\"}] | distinct x.id"
      ),
      state: "every key seen",
      compile: .stage(signal: Compile.distinctRx, sequence: nil)),
    OperatorSpec(
      name: "take", role: .stage, group: .filtering, forms: ["take N"], arity: 1...1,
      takes: "a count",
      doc: .own(
        summary: "the first N values, then completed; `take 0` never subscribes", rule: "TK1, TK2",
        example: "interval 1 | take 2"),
      state: "a count",
      compile: .stage(
        signal: Compile.counted { $0.take($1) },
        sequence: SequenceCompile.counted { $0.take($1) })),
    OperatorSpec(
      name: "skip", role: .stage, group: .filtering, forms: ["skip N"], arity: 1...1,
      takes: "a count",
      doc: .own(
        summary: "all but the first N values", rule: "TK3", example: "from [1, 2, 3] | skip 2"),
      state: "a count",
      compile: .stage(
        signal: Compile.counted { $0.skip($1) },
        sequence: SequenceCompile.counted { $0.skip($1) })),
    OperatorSpec(
      name: "skipLast", role: .stage, group: .filtering, dialect: .rxjs,
      nearest:
        "none (`takeLast` is its opposite)", forms: ["skipLast N"],
      arity: 1...1,
      takes: "a count",
      doc: .own(
        summary:
          "all but the last N values: each is sent once N newer ones have come, and the last N "
          + "are dropped at completion",
        rule: "", example: "from [1, 2, 3, 4] | skipLast 2"),
      state: "the last N values",
      compile: .stage(signal: Compile.counted { $0.skipLast($1) }, sequence: nil)),
    OperatorSpec(
      name: "takeUntilBlock", role: .stage, group: .filtering, forms: ["takeUntilBlock EXPR"],
      arity: 1...1,
      takes: "a predicate",
      doc: .own(
        summary: "values until EXPR is true; that value is not sent", rule: "TK4",
        example: "from [1, 2, 3, 1] | takeUntilBlock x >= 3"),
      compile: .stage(
        signal: Compile.predicate { $0.takeUntilBlock($1) },
        sequence: SequenceCompile.predicate { $0.takeUntilBlock($1) })),
    OperatorSpec(
      name: "takeWhileBlock", role: .stage, group: .filtering,
      forms: ["takeWhileBlock EXPR[, INCLUSIVE]"],
      arity: 1...2,
      takes: "a predicate and an optional `true` (inclusive)",
      doc: .own(
        summary:
          "values while EXPR is true, and with INCLUSIVE `true` the first failing value too, "
          + "then completed",
        rule: "TK4",
        example: "from [1, 2, 3, 1] | takeWhileBlock x < 3"),
      compile: .stage(signal: Compile.takeWhile, sequence: Compile.takeWhileSequence)),
    OperatorSpec(
      name: "takeWhile", aliasOf: "takeWhileBlock", role: .stage, group: .filtering, dialect: .rxjs,
      forms: ["takeWhile EXPR[, INCLUSIVE]"],
      doc: .own(
        summary:
          "values while EXPR is true; the first that fails it completes the stream and is not "
          + "sent (S)",
        rule: "TK4", example: "from [1, 2, 3, 1] | takeWhile x < 3"),
      compile: .stage(
        signal: Compile.predicate { $0.takeWhileBlock($1) },
        sequence: SequenceCompile.predicate { $0.takeWhileBlock($1) })),
    OperatorSpec(
      name: "skipUntilBlock", role: .stage, group: .filtering, forms: ["skipUntilBlock EXPR"],
      arity: 1...1,
      takes: "a predicate",
      doc: .own(
        summary: "drops values until EXPR is true, then sends everything", rule: "TK4",
        example: "from [1, 5, 2] | skipUntilBlock x > 3"),
      compile: .stage(
        signal: Compile.predicate { $0.skipUntilBlock($1) },
        sequence: SequenceCompile.predicate { $0.skipUntilBlock($1) })),
    OperatorSpec(
      name: "skipWhileBlock", role: .stage, group: .filtering, forms: ["skipWhileBlock EXPR"],
      arity: 1...1,
      takes: "a predicate",
      doc: .own(
        summary: "drops values while EXPR is true", rule: "TK4",
        example: "from [1, 5, 2] | skipWhileBlock x < 3"),
      compile: .stage(
        signal: Compile.predicate { $0.skipWhileBlock($1) },
        sequence: SequenceCompile.predicate { $0.skipWhileBlock($1) })),
    OperatorSpec(
      name: "skipWhile", aliasOf: "skipWhileBlock", role: .stage, group: .filtering, dialect: .rxjs,
      forms: ["skipWhile EXPR"],
      doc: .own(
        summary:
          "drops values while EXPR is true, then sends everything (S)",
        rule: "TK4", example: "from [1, 5, 2] | skipWhile x < 3"),
      compile: .stage(
        signal: Compile.predicate { $0.skipWhileBlock($1) },
        sequence: SequenceCompile.predicate { $0.skipWhileBlock($1) })),
    OperatorSpec(
      name: "takeUntil", role: .stage, group: .filtering, forms: ["takeUntil NAME/BLOCK"],
      arity: 1...1,
      takes: "a block or a name",
      doc: .own(
        summary: "completes when the trigger sends or completes; a trigger error is ignored",
        rule: "TU1–TU4",
        example: "interval 1 | takeUntil { timer 2.5 }"),
      compile: .stage(signal: Compile.takeUntil, sequence: nil)),
    OperatorSpec(
      name: "takeUntilReplacement", role: .stage, group: .filtering,
      forms: ["takeUntilReplacement NAME/BLOCK"],
      arity: 1...1, takes: "a block or a name",
      doc: .own(
        summary: "the source until the replacement sends, then the replacement", rule: "TR1",
        example: "interval 1 | takeUntilReplacement { timer 2.5, \"new\" }"),
      state: "the current inner subscription",
      compile: .stage(signal: Compile.withOther { $0.takeUntilReplacement($1) }, sequence: nil)),
    OperatorSpec(
      name: "skipUntil", role: .stage, group: .filtering, dialect: .rxjs,
      nearest:
        "`skipUntilBlock EXPR`, which waits for a value to pass EXPR, not for "
        + "a stream",
      forms: ["skipUntil NAME/BLOCK"], arity: 1...1,
      takes: "a block or a name",
      doc: .own(
        summary:
          "drops the source's values until the notifier sends a value (it is subscribed first, "
          + "and unsubscribed after its first value)",
        rule: "", example: "marbles \"abcd|\", 1 | skipUntil { timer 1.5 }"),
      state: "whether the notifier has sent",
      compile: .stage(signal: Compile.skipUntil, sequence: nil)),
  ]
}
