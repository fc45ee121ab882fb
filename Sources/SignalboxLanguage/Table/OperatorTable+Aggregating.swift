import Signalbox
import SignalboxJSON

/// Stages that send one value for the whole stream.
extension OperatorTable {
  static let aggregating: [OperatorSpec] = [
    .row(
      "collect", .stage, .aggregating, aliases: ["toArray"], takes: .nothing,
      compile: .signal(Compile.collect)),
    .row(
      "aggregate", .stage, .aggregating, takes: .seedAndExpression, lane: .fold(sendsEach: false),
      compile: .signal(Compile.accumulating { $0.aggregate(into: $1, $2) })),
    .row(
      "reduce", .stage, .aggregating, dialect: .rxjs, takes: .optionalSeedAndExpression,
      compile: .signal(Compile.reduce)),
    .row(
      "count", .stage, .aggregating, takes: .optionalPredicate,
      compile: .signal(Compile.countMatching)),
    .row(
      "min", .stage, .aggregating, dialect: .rxjs, takes: .optionalComparer,
      compile: .signal(Compile.minRx)),
    .row(
      "max", .stage, .aggregating, dialect: .rxjs, takes: .optionalComparer,
      compile: .signal(Compile.maxRx)),
    .row("any", .stage, .aggregating, takes: .optionalPredicate, compile: .signal(Compile.any)),
    .row("all", .stage, .aggregating, takes: .predicate, compile: .signal(Compile.all)),
    .row(
      "every", .stage, .aggregating, dialect: .rxjs, takes: .predicate,
      compile: .signal(Compile.every)),
    .row(
      "isEmpty", .stage, .aggregating, dialect: .rxjs, takes: .nothing,
      compile: .signal(Compile.isEmpty)),
    .row(
      "first", .stage, .aggregating, takes: .optionalPredicateAndDefault,
      compile: .signal(Compile.firstMatching)),
    .row(
      "last", .stage, .aggregating, dialect: .rxjs, takes: .optionalPredicateAndDefault,
      compile: .signal(Compile.lastMatching)),
    .row(
      "single", .stage, .aggregating, dialect: .rxjs, takes: .optionalPredicate,
      compile: .signal(Compile.single)),
    .row(
      "findIndex", .stage, .aggregating, dialect: .rxjs, takes: .predicate,
      compile: .signal(Compile.findIndex)),
    .row(
      "takeLast", .stage, .aggregating, takes: .count,
      compile: .signal(Compile.counted(Compile.takeLastWithinBudget))),
  ]
}
