import Signalbox
import SignalboxJSON

/// Sharing one subscription between subscribers, and subjects.
extension OperatorTable {
  static let multicasting: [OperatorSpec] = [
    .row(
      "publish", .stage, .multicasting, takes: .nothing, sharing: .connection,
      compile: .signal(Compile.publish)),
    .row("connect", .statement, .multicasting, compile: .statement(Parser.parseConnect)),
    .row(
      "autoconnect", .stage, .multicasting, sharing: .autoconnect,
      compile: .signal(Compile.autoconnect)),
    .row(
      "replay", .stage, .multicasting, takes: .nothing, sharing: .hot,
      compile: .signal(Compile.replaying { $0.replay() })),
    .row(
      "replayLast", .stage, .multicasting, takes: .nothing, sharing: .hot,
      compile: .signal(Compile.replaying(last: 1) { $0.replayLast() })),
    .row(
      "replayLazily", .stage, .multicasting, takes: .nothing, sharing: .hot,
      compile: .signal(Compile.replaying { $0.replayLazily() })),
    .row(
      "share", .stage, .multicasting, dialect: .rxjs,
      takes: .arity(0...1, "optional {resetOnError, resetOnComplete, resetOnRefCountZero}"),
      sharing: .hot, compile: .signal(Compile.shareRx)),
    .row(
      "shareReplay", .stage, .multicasting, dialect: .rxjs,
      takes: .arity(0...2, "an optional count and time, or {bufferSize, windowTime, refCount}"),
      sharing: .hot, compile: .signal(Compile.shareReplay)),
    .row(
      "connectable", .stage, .multicasting, dialect: .rxjs, takes: .nothing, sharing: .connectable,
      compile: .signal(Compile.connectable)),
    .row("subject", .statement, .multicasting, compile: .statement(Parser.parseSubject(.subject))),
    .row("send", .statement, .multicasting, compile: .statement(Parser.parseSend)),
    .row("complete", .statement, .multicasting, compile: .statement(Parser.parseComplete)),
    .row("fail", .statement, .multicasting, compile: .statement(Parser.parseFail)),
    .row(
      "replaySubject", .statement, .multicasting,
      compile: .statement(Parser.parseSubject(.replaySubject))),
    .row(
      "behaviorSubject", .statement, .multicasting,
      compile: .statement(Parser.parseSubject(.behaviorSubject))),
  ]
}
