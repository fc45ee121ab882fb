import Signalbox
import SignalboxJSON

/// Stages on a signal of signals, or that map each value to a stream and flatten the streams.
extension OperatorTable {
  static let flattening: [OperatorSpec] = [
    .row(
      "flattenMap", .stage, .flattening, takes: .blockAndOptionalCount,
      compile: .stage(signal: Compile.mergeMap, sequence: Compile.mergeMapSequence)),
    .row(
      "mergeMap", .stage, .flattening, aliases: ["flatMap"], aliasOf: "flattenMap", dialect: .rxjs,
      compile: .stage(signal: Compile.flattenMap, sequence: SequenceCompile.flattenMap)),
    .row(
      "concatMap", .stage, .flattening, dialect: .rxjs, takes: .block,
      compile: .signal(Compile.flatteningMap { $0.concatMap($1) })),
    .row(
      "switchMap", .stage, .flattening, aliases: ["flatMapLatest"], dialect: .rxjs, takes: .block,
      compile: .signal(Compile.flatteningMap { $0.switchMap($1) })),
    .row(
      "exhaustMap", .stage, .flattening, dialect: .rxjs, takes: .block,
      compile: .signal(Compile.flatteningMap { $0.exhaustMap($1) })),
    .row(
      "flatten", .stage, .flattening, aliases: ["mergeAll"],
      takes: .arity(0...1, "an optional limit"),
      compile: .stage(signal: Compile.flatten, sequence: SequenceCompile.flatten)),
    .row(
      "switchToLatest", .stage, .flattening, takes: .nothing,
      compile: .signal(Compile.switchToLatest)),
    .row(
      "concatAll", .stage, .flattening, dialect: .rxjs, takes: .nothing,
      compile: .signal(Compile.flatteningAll { $0.concatMap($1) })),
    .row(
      "switchAll", .stage, .flattening, dialect: .rxjs, takes: .nothing,
      compile: .signal(Compile.flatteningAll { $0.switchMap($1) })),
    .row(
      "exhaustAll", .stage, .flattening, dialect: .rxjs, takes: .nothing,
      compile: .signal(Compile.flatteningAll { $0.exhaustMap($1) })),
    .row(
      "combineLatestAll", .stage, .flattening, dialect: .rxjs, takes: .nothing,
      compile: .signal(Compile.joiningAll { Signal.combineLatest($0) })),
    .row(
      "zipAll", .stage, .flattening, dialect: .rxjs, takes: .nothing,
      compile: .signal(Compile.joiningAll { Signal.zip($0) })),
    .row(
      "expand", .stage, .flattening, dialect: .rxjs, takes: .blockAndOptionalCount,
      compile: .signal(Compile.expand)),
    .row(
      "mergeScan", .stage, .flattening, dialect: .rxjs,
      takes: .arity(2...3, "a block, a seed and an optional count"),
      compile: .signal(Compile.mergeScan)),
    .row(
      "switchScan", .stage, .flattening, dialect: .rxjs, takes: .arity(2...2, "a block and a seed"),
      compile: .signal(Compile.switchScan)),
    .row(
      "bind", .stage, .flattening, takes: .arity(1...2, "a block[, STOP]"),
      compile: .stage(signal: Compile.bind, sequence: SequenceCompile.bind)),
  ]
}
