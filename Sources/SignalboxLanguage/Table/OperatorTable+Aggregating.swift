import Signalbox
import SignalboxJSON

/// Stages that send one value for the whole stream.
extension OperatorTable {
  static let aggregating: [OperatorSpec] = [
    .row(
      "collect", .stage, .aggregating, aliases: ["toArray"], forms: ["collect", "toArray"],
      takes: .nothing,
      summary: "one array of every value at completion (`[]` when empty)", rule: "AG2",
      example: "range 1, 4 | collect", state: "every value until completion",
      compile: .signal(Compile.collect)),
    .row(
      "aggregate", .stage, .aggregating, forms: ["aggregate START, EXPR"],
      takes: .seedAndExpression, summary: "the final accumulator at completion (START when empty)",
      rule: "AG1", example: "range 1, 4 | aggregate 1, acc * x", state: "the accumulator",
      lane: .fold(sendsEach: false),
      compile: .signal(Compile.accumulating { $0.aggregate(into: $1, $2) })),
    .row(
      "reduce", .stage, .aggregating, dialect: .rxjs,
      nearest: "`aggregate START, EXPR`, which `reduce START, EXPR` is; without START it is Rx's "
        + "seedless form, and Rx writes the seed last: `reduce(fn, seed)`",
      forms: ["reduce [START,] EXPR"], takes: .optionalSeedAndExpression,
      summary: "the final accumulator (`acc`), sent at completion",
      example:
        "range 1, 5 | reduce acc * x\nrange 1, 5 | reduce 10, acc + x\nempty | reduce acc + x",
      state: "the accumulator", compile: .signal(Compile.reduce)),
    .row(
      "count", .stage, .aggregating, forms: ["count [EXPR]"], takes: .optionalPredicate,
      summary: "how many values (with EXPR, passing it), at completion",
      example: "from [\"a\", \"b\", \"c\"] | count", state: "a count",
      compile: .signal(Compile.countMatching)),
    .row(
      "min", .stage, .aggregating, dialect: .rxjs,
      nearest: "none (`aggregate` with a comparison of your own)", forms: ["min [EXPR]"],
      takes: .optionalComparer,
      summary: "the least value, sent when the source completes (an empty source only completes)",
      example:
        "from [3, 1, 2] | min\nfrom [3, 1, 2] | max\nfrom [{\"a\": 3}, {\"a\": 1}] | min acc.a "
        + "- x.a", state: "the least value so far", compile: .signal(Compile.minRx)),
    .row(
      "max", .stage, .aggregating, dialect: .rxjs, forms: ["max [EXPR]"], takes: .optionalComparer,
      under: "min", state: "the greatest value so far",
      compile: .signal(Compile.maxRx)),
    .row(
      "any", .stage, .aggregating, forms: ["any [EXPR]"], takes: .optionalPredicate,
      summary:
        "`true` at the first passing value (any value, without EXPR), `false` at completion; "
        + "an error gives `false`", rule: "BO1", example: "from [1, 5, 2] | any x > 4",
      compile: .signal(Compile.any)),
    .row(
      "all", .stage, .aggregating, forms: ["all EXPR"], takes: .predicate,
      summary: "`false` at the first failing value or on error, `true` at completion", rule: "BO2",
      example: "from [1, 5, 2] | all x < 4", compile: .signal(Compile.all)),
    .row(
      "every", .stage, .aggregating, dialect: .rxjs,
      nearest: "`all EXPR`, which sends `false` for an error", forms: ["every EXPR"],
      takes: .predicate,
      summary: "`false` at the first value failing EXPR (then completed), `true` when the source "
        + "completes, and an error stays an error",
      example: "from [1, 5, 2] | every x < 4\nempty | every false",
      compile: .signal(Compile.every)),
    .row(
      "isEmpty", .stage, .aggregating, dialect: .rxjs,
      nearest: "`any`, which sends `false` for an error", forms: ["isEmpty"], takes: .nothing,
      summary: "`false` at the first value (then completed), `true` when the source completes "
        + "without one", example: "interval 1 | isEmpty\nempty | isEmpty",
      compile: .signal(Compile.isEmpty)),
    .row(
      "first", .stage, .aggregating, forms: ["first [EXPR[, DEFAULT]]"],
      takes: .optionalPredicateAndDefault,
      summary: "the first value (with EXPR, the first passing it; EXPR `null`: any value), else "
        + "DEFAULT, else the error \"first: no elements in sequence\", then completed", rule: "BL1",
      example: "interval 1 | first", compile: .signal(Compile.firstMatching)),
    .row(
      "last", .stage, .aggregating, dialect: .rxjs,
      nearest: "`takeLast 1`, which completes empty where `last` fails (RxJS's `EmptyError`)",
      forms: ["last [EXPR[, DEFAULT]]"], takes: .optionalPredicateAndDefault,
      summary:
        "the last value, at completion, or for an empty source the error \"last: no elements "
        + "in sequence\"", example: "from [1, 2, 3] | last\nempty | last",
      state: "the latest value", compile: .signal(Compile.lastMatching)),
    .row(
      "single", .stage, .aggregating, dialect: .rxjs, nearest: "none", forms: ["single [EXPR]"],
      takes: .optionalPredicate,
      summary: "the only value (passing EXPR), sent when the source completes",
      example: "from [1, 5, 2] | single x > 4\nfrom [1, 5, 7] | single x > 4",
      state: "whether a value came and how many matched", compile: .signal(Compile.single)),
    .row(
      "findIndex", .stage, .aggregating, dialect: .rxjs,
      nearest: "none (`find EXPR` sends the value)", forms: ["findIndex EXPR"], takes: .predicate,
      summary: "the index of the first value passing EXPR (then completed), or -1 when the source "
        + "completes without one (on a signal, `find EXPR` sends that value, or `null`)",
      example: "from [3, 8, 5] | findIndex x > 4\nfrom [3, 8, 5] | find x > 4",
      compile: .signal(Compile.findIndex)),
    .row(
      "takeLast", .stage, .aggregating, forms: ["takeLast N"], takes: .count,
      summary: "the last N values, sent at completion", rule: "TL1",
      example: "range 1, 5 | takeLast 2", state: "the last N values",
      compile: .signal(Compile.counted(Compile.takeLastWithinBudget))),
  ]
}
