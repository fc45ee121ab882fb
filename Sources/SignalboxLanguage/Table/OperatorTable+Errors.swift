import Signalbox
import SignalboxJSON

/// Stages that handle errors, or resubscribe.
extension OperatorTable {
  static let errors: [OperatorSpec] = [
    .row("catch", .stage, .errors, takes: .block, compile: .signal(Compile.catch)),
    .row(
      "catchError", .stage, .errors, dialect: .rxjs, takes: .block,
      compile: .signal(Compile.catchError)),
    .row(
      "catchTo", .stage, .errors, takes: .stream,
      compile: .signal(Compile.catchTo)),
    .row(
      "try", .stage, .errors, takes: .arity(1...2, "a predicate[, MESSAGE]"),
      compile: .signal(Compile.try)),
    .row("tryMap", .stage, .errors, takes: .expression, compile: .signal(Compile.tryMap)),
    .row(
      "retry", .stage, .errors,
      takes: .arity(0...1, "an optional count or RxJS's {count, delay, resetOnSuccess}"),
      compile: .signal(Compile.retryRx)),
    .row(
      "retryWhen", .stage, .errors, dialect: .rxjs, takes: .block,
      compile: .signal(Compile.retryWhen)),
    .row(
      "repeat", .stage, .errors, takes: .arity(0...1, "an optional count or RxJS's {count, delay}"),
      compile: .signal(Compile.repeatRx)),
    .row(
      "repeatWhen", .stage, .errors, dialect: .rxjs, takes: .block,
      compile: .signal(Compile.repeatWhen)),
    .row(
      "onErrorResumeNext", .stage, .errors, dialect: .rxjs,
      takes: .arity(1...64, "blocks or names, or an array of streams"),
      compile: .signal(Compile.onErrorResumeNextStage)),
    .row(
      "onErrorResumeNext", .source, .errors, dialect: .rxjs,
      takes: .arity(0...64, "blocks or names, or an array of streams"),
      compile: .source(signal: Compile.onErrorResumeNext, sequence: nil)),
  ]
}
