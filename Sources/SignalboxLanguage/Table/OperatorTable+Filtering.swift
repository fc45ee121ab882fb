import Signalbox
import SignalboxJSON

/// Stages that pass some values and drop the others.
extension OperatorTable {
  static let filtering: [OperatorSpec] = [
    .row(
      "filter", .stage, .filtering, takes: .predicate, lane: .filter,
      compile: .stage(signal: Compile.filter, sequence: SequenceCompile.predicate { $0.filter($1) })
    ),
    .row(
      "ignore", .stage, .filtering, takes: .value,
      compile: .stage(signal: Compile.ignore, sequence: SequenceCompile.ignore)),
    .row(
      "ignoreValues", .stage, .filtering, aliases: ["ignoreElements"], takes: .nothing,
      compile: .signal(Compile.ignoreValues)),
    .row(
      "distinctUntilChanged", .stage, .filtering, aliases: ["removeDuplicates"],
      takes: .arity(0...2, "an optional comparator or key"),
      compile: .stage(
        signal: Compile.distinctUntilChangedBy, sequence: Compile.distinctUntilChangedSequence)),
    .row(
      "distinctUntilKeyChanged", .stage, .filtering, dialect: .rxjs,
      takes: .arity(1...1, "a field name"), compile: .signal(Compile.distinctUntilKeyChanged)),
    .row(
      "distinct", .stage, .filtering, dialect: .rxjs,
      takes: .arity(0...2, "an optional key expression and flush stream"),
      compile: .signal(Compile.distinctRx)),
    .row(
      "take", .stage, .filtering, takes: .count,
      compile: .stage(
        signal: Compile.counted { $0.take($1) },
        sequence: SequenceCompile.counted { $0.take($1) })),
    .row(
      "skip", .stage, .filtering, takes: .count,
      compile: .stage(
        signal: Compile.counted { $0.skip($1) },
        sequence: SequenceCompile.counted { $0.skip($1) })),
    .row(
      "skipLast", .stage, .filtering, dialect: .rxjs, takes: .count,
      compile: .signal(Compile.counted { $0.skipLast($1) })),
    .row(
      "takeUntilBlock", .stage, .filtering, takes: .predicate,
      compile: .stage(
        signal: Compile.predicate { $0.takeUntilBlock($1) },
        sequence: SequenceCompile.predicate { $0.takeUntilBlock($1) })),
    .row(
      "takeWhileBlock", .stage, .filtering,
      takes: .arity(1...2, "a predicate and an optional `true` (inclusive)"),
      compile: .stage(signal: Compile.takeWhile, sequence: Compile.takeWhileSequence)),
    .row(
      "takeWhile", .stage, .filtering, aliasOf: "takeWhileBlock", dialect: .rxjs,
      compile: .stage(
        signal: Compile.predicate { $0.takeWhileBlock($1) },
        sequence: SequenceCompile.predicate { $0.takeWhileBlock($1) })),
    .row(
      "skipUntilBlock", .stage, .filtering, takes: .predicate,
      compile: .stage(
        signal: Compile.predicate { $0.skipUntilBlock($1) },
        sequence: SequenceCompile.predicate { $0.skipUntilBlock($1) })),
    .row(
      "skipWhileBlock", .stage, .filtering, takes: .predicate,
      compile: .stage(
        signal: Compile.predicate { $0.skipWhileBlock($1) },
        sequence: SequenceCompile.predicate { $0.skipWhileBlock($1) })),
    .row(
      "skipWhile", .stage, .filtering, aliasOf: "skipWhileBlock", dialect: .rxjs,
      compile: .stage(
        signal: Compile.predicate { $0.skipWhileBlock($1) },
        sequence: SequenceCompile.predicate { $0.skipWhileBlock($1) })),
    .row("takeUntil", .stage, .filtering, takes: .stream, compile: .signal(Compile.takeUntil)),
    .row(
      "takeUntilReplacement", .stage, .filtering, takes: .stream,
      compile: .signal(Compile.withOther { $0.takeUntilReplacement($1) })),
    .row(
      "skipUntil", .stage, .filtering, dialect: .rxjs, takes: .stream,
      compile: .signal(Compile.skipUntil)),
  ]
}
