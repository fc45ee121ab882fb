import Signalbox
import SignalboxJSON

/// Sharing one subscription between subscribers, and subjects.
extension OperatorTable {
  static let multicasting: [OperatorSpec] = [
    OperatorSpec(
      name: "publish", role: .stage, group: .multicasting, forms: ["publish"], arity: 0...0,
      takes: "no arguments",
      doc: .own(
        summary: "hot after `connect`: one subscription to the source, shared", rule: "MC1",
        example:
          "let p = interval 1 | take 2 | map log(\"source\", x) | publish\np | map \"A\" + "
          + "str(x) &\np | map \"B\" + str(x) &\nconnect p"
      ),
      sharing: .connection, compile: .stage(signal: Compile.publish, sequence: nil)),
    OperatorSpec(
      name: "connect", role: .statement, group: .multicasting, forms: ["connect NAME"],
      doc: .with("publish"),
      compile: .statement(Parser.parseConnect)),
    OperatorSpec(
      name: "autoconnect", role: .stage, group: .multicasting, forms: ["autoconnect"],
      doc: .own(
        summary:
          "after `publish`: connects on the first subscriber, disconnects for good when the last "
          + "leaves",
        rule: "MC2", example: "let a = interval 1 | publish | autoconnect\na | take 2"),
      state: "the shared subscription while anyone listens", sharing: .autoconnect,
      compile: .stage(signal: Compile.autoconnect, sequence: nil)),
    OperatorSpec(
      name: "replay", role: .stage, group: .multicasting, forms: ["replay"], arity: 0...0,
      takes: "no arguments",
      doc: .own(
        summary: "hot at once and replays everything · only the latest · connects on first use",
        rule: "MC3",
        example: "let r = marbles \"abc|\" | replayLast\nsleep 1\nr"),
      state: "every value, replayed to late subscribers", sharing: .hot,
      compile: .stage(signal: Compile.replaying { $0.replay() }, sequence: nil)),
    OperatorSpec(
      name: "replayLast", role: .stage, group: .multicasting, forms: ["replayLast"], arity: 0...0,
      takes: "no arguments", doc: .with("replay"), state: "the last value", sharing: .hot,
      compile: .stage(signal: Compile.replaying { $0.replayLast() }, sequence: nil)),
    OperatorSpec(
      name: "replayLazily", role: .stage, group: .multicasting, forms: ["replayLazily"],
      arity: 0...0,
      takes: "no arguments", doc: .with("replay"),
      state: "every value, replayed to late subscribers",
      sharing: .hot, compile: .stage(signal: Compile.replaying { $0.replayLazily() }, sequence: nil)
    ),
    OperatorSpec(
      name: "share", role: .stage, group: .multicasting, dialect: .rxjs,
      nearest:
        "`publish | autoconnect`, which disconnects for good when its last "
        + "subscriber leaves",
      forms: ["share [{resetOnError, resetOnComplete, resetOnRefCountZero}]"], arity: 0...1,
      takes: "optional {resetOnError, resetOnComplete, resetOnRefCountZero}",
      doc: .own(
        summary:
          "one subscription to the source, shared while anyone listens: the first subscriber "
          + "connects, the last to leave disconnects, and the next one connects anew, also after "
          + "the source completed or failed",
        rule: "",
        example:
          "let s = interval 1 | take 2 | map log(\"source\", x) | share\ns | map \"A\" + str(x) "
          + "&\nsleep 1.5\ns | map \"B\" + str(x)\ns | map \"C\" + str(x)"
      ),
      state: "the shared subscription while anyone listens", sharing: .hot,
      compile: .stage(signal: Compile.shareRx, sequence: nil)),
    OperatorSpec(
      name: "shareReplay", role: .stage, group: .multicasting, dialect: .rxjs,
      nearest:
        "`replayLazily`, which never disconnects and replays everything; "
        + "`replayLast`, which connects at once",
      forms: ["shareReplay [N[, T]]", "shareReplay {bufferSize, windowTime, refCount}"],
      arity: 0...2, takes: "an optional count and time, or {bufferSize, windowTime, refCount}",
      doc: .own(
        summary:
          "`share` that replays: a late subscriber gets the last N values (all by default) that"
          + " came within T seconds, then live ones",
        rule: "",
        example:
          "let s = interval 1 | take 3 | map log(\"source\", x) | shareReplay 1\ns &\nsleep 2.5\n"
          + "s"),
      state: "the values replayed", sharing: .hot,
      compile: .stage(signal: Compile.shareReplay, sequence: nil)),
    OperatorSpec(
      name: "connectable", role: .stage, group: .multicasting, dialect: .rxjs,
      nearest:
        "`publish`, which connects once, for good, and whose subject forgets that it ended",
      forms: ["connectable"], arity: 0...0,
      takes: "no arguments",
      doc: .own(
        summary:
          "hot after `connect NAME`, and when the source ends, the subject is replaced and the "
          + "next `connect` subscribes the source anew",
        rule: "",
        example:
          "let c = interval 1 | take 2 | connectable\nc | map \"A\" + str(x) &\nconnect c\n"
          + "sleep 3\nc | map \"B\" + str(x) &\nconnect c"),
      state: "the shared subscription while connected", sharing: .connectable,
      compile: .stage(signal: Compile.connectable, sequence: nil)),
    OperatorSpec(
      name: "subject", role: .statement, group: .multicasting, forms: ["subject"],
      doc: .own(
        summary: "a hot subject; it forgets it terminated", rule: "SU1, SU2",
        example: "subject s\ns | map x * 10 &\nsend s, 1\nsend s, 2\ncomplete s"),
      compile: .statement(Parser.parseSubject(.subject))),
    OperatorSpec(
      name: "send", role: .statement, group: .multicasting, forms: ["send"], doc: .with("subject"),
      compile: .statement(Parser.parseSend)),
    OperatorSpec(
      name: "complete", role: .statement, group: .multicasting, forms: ["complete"],
      doc: .with("subject"),
      compile: .statement(Parser.parseComplete)),
    OperatorSpec(
      name: "fail", role: .statement, group: .multicasting, forms: ["fail"], doc: .with("subject"),
      compile: .statement(Parser.parseFail)),
    OperatorSpec(
      name: "replaySubject", role: .statement, group: .multicasting,
      forms: ["replaySubject NAME[, CAPACITY]"],
      doc: .own(
        summary: "replays its buffer and its terminal event", rule: "RS1",
        example: "replaySubject r, 2\nsend r, 1\nsend r, 2\nsend r, 3\ncomplete r\nr"),
      compile: .statement(Parser.parseSubject(.replaySubject))),
    OperatorSpec(
      name: "behaviorSubject", role: .statement, group: .multicasting,
      forms: ["behaviorSubject NAME, EXPR"],
      doc: .own(
        summary: "a late subscriber gets the latest value", rule: "BS1",
        example: "behaviorSubject b, \"start\"\nsend b, \"latest\"\nb | take 1"),
      compile: .statement(Parser.parseSubject(.behaviorSubject))),
  ]
}
