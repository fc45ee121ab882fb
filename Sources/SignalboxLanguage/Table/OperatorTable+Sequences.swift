import Signalbox
import SignalboxJSON

/// Sequence sources and the sequence-only operators (docs/sequences.md).
extension OperatorTable {
  static let sequences: [OperatorSpec] = [
    .row(
      "seq", .source, .sequences, forms: ["seq ARRAY", "seq range A, B[, STEP]"],
      summary: "a lazy sequence over an array, or over a range of numbers", rule: "`rac_sequence`",
      example: "seq range 1, 3 | map x * 10", state: "memoised sequence cells",
      compile: .source(signal: nil, sequence: SequenceCompile.seq)),
    .row(
      "iterate", .source, .sequences, forms: ["iterate START, EXPR"], takes: .seedAndExpression,
      summary:
        "the infinite lazy sequence START, f(START), f(f(START)) …; f runs when a head is read",
      rule: "SEQ1", example: "iterate 1, x * 3 | take 4 | array", state: "memoised sequence cells",
      compile: .source(signal: nil, sequence: SequenceCompile.iterate)),
    .row(
      "head", .stage, .sequences, forms: ["head"], takes: .nothing,
      summary: "the first value (null when empty) · the rest", rule: "`head` `tail`",
      example: "seq [1, 2, 3] | tail | head", state: "memoised sequence cells",
      compile: .stage(signal: nil, sequence: SequenceCompile.head)),
    .row(
      "tail", .stage, .sequences, forms: ["tail"], takes: .nothing,
      under: "head", state: "memoised sequence cells",
      compile: .stage(signal: nil, sequence: SequenceCompile.tail)),
    .row(
      "eager", .stage, .sequences, forms: ["eager"], takes: .nothing,
      summary: "evaluate every cell now (operators on it evaluate at once) · a lazy view again",
      rule: "SEQ2", example: "seq [1, 2] | map log(\"computing\", x) | eager | head",
      state: "memoised sequence cells",
      compile: .stage(signal: nil, sequence: SequenceCompile.eager)),
    .row(
      "lazy", .stage, .sequences, forms: ["lazy"], takes: .nothing,
      under: "eager", state: "memoised sequence cells",
      compile: .stage(signal: nil, sequence: SequenceCompile.lazy)),
    .row(
      "foldLeft", .stage, .sequences, forms: ["foldLeft START, EXPR"], takes: .seedAndExpression,
      summary: "combine from the left (`acc` the running value) · from the right (`acc` the lazily "
        + "computed rest)", rule: "SEQ5",
      example: "seq [1, 2, 3] | foldLeft 0, acc - x\nseq [1, 2, 3] | foldRight 0, x - acc",
      state: "the accumulator", compile: .stage(signal: nil, sequence: SequenceCompile.foldLeft)),
    .row(
      "foldRight", .stage, .sequences, forms: ["foldRight START, EXPR"], takes: .seedAndExpression,
      under: "foldLeft", state: "the accumulator",
      compile: .stage(signal: nil, sequence: SequenceCompile.foldRight)),
    .row(
      "find", .stage, .sequences, forms: ["find EXPR"], takes: .predicate,
      summary: "the first value passing EXPR (null when none) · all values as one array",
      rule: "SEQ6", example: "seq [3, 8, 5] | find x > 4\nseq [3, 8, 5] | array",
      compile: .stage(signal: Compile.findSignal, sequence: SequenceCompile.find)),
    .row(
      "array", .stage, .sequences, forms: ["array"], takes: .nothing,
      under: "find", compile: .stage(signal: nil, sequence: SequenceCompile.array)),
    .row(
      "signal", .stage, .sequences, forms: ["signal"], takes: .nothing,
      summary: "a sequence's values as a signal, one per action · a signal's values as an eager "
        + "sequence when it completes", rule: "SEQ7, BL4",
      example: "seq [1, 2] | signal | delay 1\ninterval 1 | take 2 | sequence | array",
      compile: .stage(signal: nil, sequence: SequenceCompile.signal)),
    .row(
      "sequence", .stage, .sequences, forms: ["sequence"], takes: .nothing,
      under: "signal", state: "every value until completion",
      compile: .conversion(SequenceCompile.sequence)),
  ]
}
