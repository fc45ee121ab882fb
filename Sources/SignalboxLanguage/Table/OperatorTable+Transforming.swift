import Signalbox
import SignalboxJSON

/// Stages that change each value, or add values to the stream.
extension OperatorTable {
  static let transforming: [OperatorSpec] = [
    .row(
      "map", .stage, .transforming, takes: .expression, lane: .map,
      compile: .stage(signal: Compile.map, sequence: SequenceCompile.map)),
    .row(
      "jq", .stage, .transforming, dialect: .jq,
      takes: .arity(1...1, "a jq filter in single quotes"), compile: .signal(Compile.jq)),
    .row(
      "mapReplace", .stage, .transforming, aliases: ["mapTo"], takes: .value,
      compile: .stage(signal: Compile.map, sequence: SequenceCompile.map)),
    .row(
      "reduceEach", .stage, .transforming, takes: .expression,
      compile: .stage(signal: Compile.map, sequence: SequenceCompile.map)),
    .row(
      "scan", .stage, .transforming, takes: .optionalSeedAndExpression,
      lane: .fold(sendsEach: true),
      compile: .stage(signal: Compile.scanSeedless, sequence: Compile.scanSequence)),
    .row(
      "combinePrevious", .stage, .transforming, takes: .seedAndExpression,
      compile: .stage(signal: Compile.combinePrevious, sequence: SequenceCompile.combinePrevious)),
    .row(
      "pairwise", .stage, .transforming, dialect: .rxjs, takes: .nothing,
      compile: .signal(Compile.pairwise)),
    .row(
      "startWith", .stage, .transforming, takes: .oneOrMoreValues,
      compile: .stage(signal: Compile.startWithAll, sequence: Compile.startWithAllSequence)),
    .row(
      "endWith", .stage, .transforming, dialect: .rxjs, takes: .oneOrMoreValues,
      compile: .signal(Compile.endWith)),
    .row(
      "defaultIfEmpty", .stage, .transforming, dialect: .rxjs, takes: .value,
      compile: .signal(Compile.defaultIfEmpty)),
    .row(
      "throwIfEmpty", .stage, .transforming, dialect: .rxjs, takes: .nothing,
      compile: .signal(Compile.throwIfEmpty)),
    .row(
      "materialize", .stage, .transforming, takes: .nothing, compile: .signal(Compile.materialize)),
    .row(
      "dematerialize", .stage, .transforming, takes: .nothing,
      compile: .signal(Compile.dematerialize)),
  ]
}
