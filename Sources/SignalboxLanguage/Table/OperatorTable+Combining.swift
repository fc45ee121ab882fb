import Signalbox
import SignalboxJSON

/// Stages that combine the stream with others.
extension OperatorTable {
  static let combining: [OperatorSpec] = [
    .row(
      "merge", .stage, .combining, aliases: ["mergeWith"], takes: .stream,
      compile: .signal(Compile.withOther { $0.merge($1) })),
    .row(
      "concat", .stage, .combining, aliases: ["concatWith"], takes: .stream,
      compile: .stage(
        signal: Compile.withOther { $0.concat($1) },
        sequence: SequenceCompile.withOther { $0.concat($1) })),
    .row(
      "zipWith", .stage, .combining, takes: .stream,
      compile: .stage(
        signal: Compile.withOther { $0.zipWith($1).map(Compile.pair) },
        sequence: SequenceCompile.withOther { $0.zipWith($1).map { .array([$0.0, $0.1]) } })),
    .row(
      "combineLatestWith", .stage, .combining, takes: .stream,
      compile: .signal(Compile.withOther { $0.combineLatestWith($1).map(Compile.pair) })),
    .row(
      "withLatestFrom", .stage, .combining, dialect: .rxjs,
      takes: .arity(1...16, "blocks or names"), compile: .signal(Compile.withLatestFromAll)),
    .row(
      "race", .source, .combining, dialect: .rxjs,
      compile: .source(signal: Compile.combining { .race($0) }, sequence: nil)),
    .row(
      "race", .stage, .combining, aliases: ["raceWith"], dialect: .rxjs, takes: .stream,
      compile: .signal(Compile.withOther { $0.race($1) })),
    .row("then", .stage, .combining, takes: .block, compile: .signal(Compile.then)),
    .row(
      "groupBy", .stage, .combining, takes: .arity(1...1, "a key expression"),
      compile: .signal(Compile.groupBy)),
    .row(
      "partition", .stage, .combining, dialect: .rxjs, takes: .predicate,
      compile: .signal(Compile.partition)),
    .row(
      "sequenceEqual", .stage, .combining, dialect: .rxjs,
      takes: .arity(1...2, "a block or a name, and an optional comparer"),
      compile: .signal(Compile.sequenceEqual)),
  ]
}
