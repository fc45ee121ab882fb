import Signalbox
import SignalboxJSON

/// Sequence sources and the sequence-only operators (docs/sequences.md).
extension OperatorTable {
  static let sequences: [OperatorSpec] = [
    .row("seq", .source, .sequences, compile: .source(signal: nil, sequence: SequenceCompile.seq)),
    .row(
      "iterate", .source, .sequences, takes: .seedAndExpression,
      compile: .source(signal: nil, sequence: SequenceCompile.iterate)),
    .row(
      "head", .stage, .sequences, takes: .nothing,
      compile: .stage(signal: nil, sequence: SequenceCompile.head)),
    .row(
      "tail", .stage, .sequences, takes: .nothing,
      compile: .stage(signal: nil, sequence: SequenceCompile.tail)),
    .row(
      "eager", .stage, .sequences, takes: .nothing,
      compile: .stage(signal: nil, sequence: SequenceCompile.eager)),
    .row(
      "lazy", .stage, .sequences, takes: .nothing,
      compile: .stage(signal: nil, sequence: SequenceCompile.lazy)),
    .row(
      "foldLeft", .stage, .sequences, takes: .seedAndExpression,
      compile: .stage(signal: nil, sequence: SequenceCompile.foldLeft)),
    .row(
      "foldRight", .stage, .sequences, takes: .seedAndExpression,
      compile: .stage(signal: nil, sequence: SequenceCompile.foldRight)),
    .row(
      "find", .stage, .sequences, takes: .predicate,
      compile: .stage(signal: Compile.findSignal, sequence: SequenceCompile.find)),
    .row(
      "array", .stage, .sequences, takes: .nothing,
      compile: .stage(signal: nil, sequence: SequenceCompile.array)),
    .row(
      "signal", .stage, .sequences, takes: .nothing,
      compile: .stage(signal: nil, sequence: SequenceCompile.signal)),
    .row(
      "sequence", .stage, .sequences, takes: .nothing,
      compile: .conversion(SequenceCompile.sequence)),
  ]
}
