import Signalbox
import SignalboxJSON

/// The sources: the first stage of a pipeline.
extension OperatorTable {
  static let sources: [OperatorSpec] = [
    .row(
      "from", .source, .sources, takes: .arity(1...1, "an array"),
      compile: .source(signal: Compile.from, sequence: nil)),
    .row(
      "just", .source, .sources, takes: .value,
      compile: .source(signal: Compile.just, sequence: nil)),
    .row(
      "empty", .source, .sources, takes: .nothing,
      compile: .source(signal: Compile.empty, sequence: nil)),
    .row(
      "never", .source, .sources, takes: .nothing,
      compile: .source(signal: Compile.never, sequence: nil)),
    .row(
      "error", .source, .sources, takes: .arity(1...1, "a message"),
      compile: .source(signal: Compile.error, sequence: nil)),
    .row(
      "range", .source, .sources, dialect: .signalbox, takes: .arity(2...3, "A, B[, STEP]"),
      lane: .range, compile: .source(signal: Compile.range, sequence: nil)),
    .row(
      "of", .source, .sources, dialect: .rxjs, takes: .arity(0...64, "values"),
      compile: .source(signal: Compile.of, sequence: nil)),
    .row(
      "interval", .source, .sources, takes: .arity(1...1, "a period in seconds"),
      compile: .source(signal: Compile.interval, sequence: nil)),
    .row(
      "timer", .source, .sources, takes: .arity(1...2, "T[, EXPR]"),
      compile: .source(signal: Compile.timer, sequence: nil)),
    .row(
      "timerEvery", .source, .sources, dialect: .rxjs, takes: .arity(2...2, "a delay and a period"),
      compile: .source(signal: Compile.timerEvery, sequence: nil)),
    .row(
      "marbles", .source, .sources, dialect: .signalbox,
      takes: .arity(1...4, "a marble string[, FRAME]"),
      compile: .source(signal: Compile.marbles, sequence: nil)),
    .row(
      "cold", .source, .sources, dialect: .rxjs,
      takes: .arity(1...4, "a marble string[, {VALUES}[, ERROR]]"),
      compile: .source(signal: Compile.marbles, sequence: nil)),
    .row(
      "hot", .source, .sources, dialect: .rxjs,
      takes: .arity(1...4, "a marble string with '^'[, {VALUES}[, ERROR]]"),
      compile: .source(signal: Compile.hot, sequence: nil)),
    .row(
      "defer", .source, .sources, takes: .block,
      compile: .source(signal: Compile.defer, sequence: nil)),
    .row(
      "iif", .source, .sources, dialect: .rxjs,
      takes: .arity(3...3, "a condition and two blocks or names"),
      compile: .source(signal: Compile.iif, sequence: nil)),
    .row(
      "generate", .source, .sources, dialect: .rxjs,
      takes: .arity(1...4, "INIT, COND, ITERATE[, RESULT] or RxJS's options"),
      compile: .source(signal: Compile.generate, sequence: nil)),
    .row(
      "stdin", .source, .sources, dialect: .signalbox,
      takes: .arity(0...0, "an optional mode word"),
      compile: .source(signal: Compile.stdin, sequence: nil)),
    .row(
      "file", .source, .sources, dialect: .signalbox, takes: .arity(1...1, "a path"),
      compile: .source(signal: Compile.file, sequence: nil)),
    .row(
      "merge", .source, .sources,
      compile: .source(signal: Compile.combining { .merge($0) }, sequence: nil)),
    .row(
      "concat", .source, .sources,
      compile: .source(signal: Compile.combining { .concat($0) }, sequence: nil)),
    .row(
      "zip", .source, .sources,
      compile: .source(
        signal: Compile.combining { Signal.zip($0).map { .array($0) } }, sequence: nil)),
    .row(
      "combineLatest", .source, .sources,
      compile: .source(
        signal: Compile.combining { Signal.combineLatest($0).map { .array($0) } }, sequence: nil)),
    .row(
      "forkJoin", .source, .sources, dialect: .rxjs,
      takes: .arity(0...64, "blocks or names, or an array or object of streams"),
      compile: .source(signal: Compile.forkJoin, sequence: nil)),
  ]
}
