import Signalbox
import SignalboxJSON

/// Side effects at subscription, events and the end.
extension OperatorTable {
  static let lifecycle: [OperatorSpec] = [
    .row(
      "initially", .stage, .lifecycle, takes: .expression,
      compile: .signal(Compile.sideEffect { $0.initially($1) })),
    .row("finally", .stage, .lifecycle, takes: .expression, compile: .signal(Compile.finally)),
    .row(
      "finalize", .stage, .lifecycle, dialect: .rxjs, takes: .expression,
      compile: .signal(Compile.finalize)),
    .row("doNext", .stage, .lifecycle, takes: .expression, compile: .signal(Compile.doNext)),
    .row("doError", .stage, .lifecycle, takes: .expression, compile: .signal(Compile.doError)),
    .row(
      "doCompleted", .stage, .lifecycle, takes: .expression,
      compile: .signal(Compile.sideEffect { $0.doCompleted($1) })),
    .row(
      "tap", .stage, .lifecycle, dialect: .rxjs,
      takes: .arity(1...1, "an expression or RxJS's {next, error, complete, finalize}"),
      compile: .signal(Compile.tap)),
    .row(
      "trace", .stage, .lifecycle, dialect: .signalbox, takes: .arity(0...1, "an optional label"),
      compile: .stage(signal: Compile.trace, sequence: SequenceCompile.trace)),
  ]
}
