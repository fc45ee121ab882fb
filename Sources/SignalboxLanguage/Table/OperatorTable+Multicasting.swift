import Signalbox
import SignalboxJSON

/// Sharing one subscription between subscribers, and subjects.
extension OperatorTable {
  static let multicasting: [OperatorSpec] = [
    .row(
      "publish", .stage, .multicasting, forms: ["publish"], takes: .nothing,
      summary: "hot after `connect`: one subscription to the source, shared", rule: "MC1",
      example: "let p = interval 1 | take 2 | map log(\"source\", x) | publish\np | map \"A\" + "
        + "str(x) &\np | map \"B\" + str(x) &\nconnect p", sharing: .connection,
      compile: .signal(Compile.publish)),
    .row(
      "connect", .statement, .multicasting, forms: ["connect NAME"], under: "publish",
      compile: .statement(Parser.parseConnect)),
    .row(
      "autoconnect", .stage, .multicasting, forms: ["autoconnect"],
      summary:
        "after `publish`: connects on the first subscriber, disconnects for good when the last "
        + "leaves", rule: "MC2", example: "let a = interval 1 | publish | autoconnect\na | take 2",
      state: "the shared subscription while anyone listens", sharing: .autoconnect,
      compile: .signal(Compile.autoconnect)),
    .row(
      "replay", .stage, .multicasting, forms: ["replay"], takes: .nothing,
      summary: "hot at once and replays everything · only the latest · connects on first use",
      rule: "MC3", example: "let r = marbles \"abc|\" | replayLast\nsleep 1\nr",
      state: "every value, replayed to late subscribers", sharing: .hot,
      compile: .signal(Compile.replaying { $0.replay() })),
    .row(
      "replayLast", .stage, .multicasting, forms: ["replayLast"], takes: .nothing, under: "replay",
      state: "the last value", sharing: .hot,
      compile: .signal(Compile.replaying(last: 1) { $0.replayLast() })),
    .row(
      "replayLazily", .stage, .multicasting, forms: ["replayLazily"], takes: .nothing,
      under: "replay", state: "every value, replayed to late subscribers",
      sharing: .hot, compile: .signal(Compile.replaying { $0.replayLazily() })),
    .row(
      "share", .stage, .multicasting, dialect: .rxjs,
      nearest: "`publish | autoconnect`, which disconnects for good when its last "
        + "subscriber leaves",
      forms: ["share [{resetOnError, resetOnComplete, resetOnRefCountZero}]"],
      takes: .arity(0...1, "optional {resetOnError, resetOnComplete, resetOnRefCountZero}"),
      summary: "one subscription to the source, shared while anyone listens: the first subscriber "
        + "connects, the last to leave disconnects, and the next one connects anew, also after "
        + "the source completed or failed",
      example:
        "let s = interval 1 | take 2 | map log(\"source\", x) | share\ns | map \"A\" + str(x) "
        + "&\nsleep 1.5\ns | map \"B\" + str(x)\ns | map \"C\" + str(x)",
      state: "the shared subscription while anyone listens", sharing: .hot,
      compile: .signal(Compile.shareRx)),
    .row(
      "shareReplay", .stage, .multicasting, dialect: .rxjs,
      nearest: "`replayLazily`, which never disconnects and replays everything; "
        + "`replayLast`, which connects at once",
      forms: ["shareReplay [N[, T]]", "shareReplay {bufferSize, windowTime, refCount}"],
      takes: .arity(0...2, "an optional count and time, or {bufferSize, windowTime, refCount}"),
      summary:
        "`share` that replays: a late subscriber gets the last N values (all by default) that"
        + " came within T seconds, then live ones",
      example:
        "let s = interval 1 | take 3 | map log(\"source\", x) | shareReplay 1\ns &\nsleep 2.5\n"
        + "s", state: "the values replayed", sharing: .hot, compile: .signal(Compile.shareReplay)),
    .row(
      "connectable", .stage, .multicasting, dialect: .rxjs,
      nearest: "`publish`, which connects once, for good, and whose subject forgets that it ended",
      forms: ["connectable"], takes: .nothing,
      summary:
        "hot after `connect NAME`, and when the source ends, the subject is replaced and the "
        + "next `connect` subscribes the source anew",
      example: "let c = interval 1 | take 2 | connectable\nc | map \"A\" + str(x) &\nconnect c\n"
        + "sleep 3\nc | map \"B\" + str(x) &\nconnect c",
      state: "the shared subscription while connected", sharing: .connectable,
      compile: .signal(Compile.connectable)),
    .row(
      "subject", .statement, .multicasting, forms: ["subject"],
      summary: "a hot subject; it forgets it terminated", rule: "SU1, SU2",
      example: "subject s\ns | map x * 10 &\nsend s, 1\nsend s, 2\ncomplete s",
      compile: .statement(Parser.parseSubject(.subject))),
    .row(
      "send", .statement, .multicasting, forms: ["send"], under: "subject",
      compile: .statement(Parser.parseSend)),
    .row(
      "complete", .statement, .multicasting, forms: ["complete"], under: "subject",
      compile: .statement(Parser.parseComplete)),
    .row(
      "fail", .statement, .multicasting, forms: ["fail"], under: "subject",
      compile: .statement(Parser.parseFail)),
    .row(
      "replaySubject", .statement, .multicasting, forms: ["replaySubject NAME[, CAPACITY]"],
      summary: "replays its buffer and its terminal event", rule: "RS1",
      example: "replaySubject r, 2\nsend r, 1\nsend r, 2\nsend r, 3\ncomplete r\nr",
      compile: .statement(Parser.parseSubject(.replaySubject))),
    .row(
      "behaviorSubject", .statement, .multicasting, forms: ["behaviorSubject NAME, EXPR"],
      summary: "a late subscriber gets the latest value", rule: "BS1",
      example: "behaviorSubject b, \"start\"\nsend b, \"latest\"\nb | take 1",
      compile: .statement(Parser.parseSubject(.behaviorSubject))),
  ]
}
