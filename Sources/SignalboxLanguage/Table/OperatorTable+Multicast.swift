import Signalbox

extension OperatorTable {
  static let multicast: [OperatorSpec] = [
    OperatorSpec(
      name: "publish", role: .stage, group: .multicast, forms: ["publish"], arity: 0...0,
      takes: "no arguments",
      doc: .own(
        summary: "hot after `connect`: one subscription to the source, shared", rule: "MC1",
        example:
          "let p = interval 1 | take 2 | map log(\"source\", x) | publish\np | map \"A\" + str(x) &\np | map \"B\" + str(x) &\nconnect p"
      ),
      sharing: .connection, compile: .stage(signal: Compile.publish, sequence: nil)),
    OperatorSpec(
      name: "connect", role: .statement, group: .multicast, forms: ["connect NAME"],
      doc: .with("publish"),
      compile: .statement(Parser.parseConnect)),
    OperatorSpec(
      name: "autoconnect", role: .stage, group: .multicast, forms: ["autoconnect"],
      doc: .own(
        summary:
          "after `publish`: connects on the first subscriber, disconnects for good when the last leaves",
        rule: "MC2", example: "let a = interval 1 | publish | autoconnect\na | take 2"),
      state: "the shared subscription while anyone listens", sharing: .autoconnect,
      compile: .stage(signal: Compile.autoconnect, sequence: nil)),
    OperatorSpec(
      name: "replay", role: .stage, group: .multicast, forms: ["replay"], arity: 0...0,
      takes: "no arguments",
      doc: .own(
        summary: "hot at once and replays everything · only the latest · connects on first use",
        rule: "MC3",
        example: "let r = marbles \"abc|\" | replayLast\nsleep 1\nr"),
      state: "every value, replayed to late subscribers", sharing: .hot,
      compile: .stage(signal: Compile.replaying { $0.replay() }, sequence: nil)),
    OperatorSpec(
      name: "replayLast", role: .stage, group: .multicast, forms: ["replayLast"], arity: 0...0,
      takes: "no arguments", doc: .with("replay"), state: "the last value", sharing: .hot,
      compile: .stage(signal: Compile.replaying { $0.replayLast() }, sequence: nil)),
    OperatorSpec(
      name: "replayLazily", role: .stage, group: .multicast, forms: ["replayLazily"], arity: 0...0,
      takes: "no arguments", doc: .with("replay"),
      state: "every value, replayed to late subscribers",
      sharing: .hot, compile: .stage(signal: Compile.replaying { $0.replayLazily() }, sequence: nil)
    ),
    OperatorSpec(
      name: "subject", role: .statement, group: .multicast, forms: ["subject"],
      doc: .own(
        summary: "a hot subject; it forgets it terminated", rule: "SU1, SU2",
        example: "subject s\ns | map x * 10 &\nsend s, 1\nsend s, 2\ncomplete s"),
      compile: .statement(Parser.parseSubject(.subject))),
    OperatorSpec(
      name: "send", role: .statement, group: .multicast, forms: ["send"], doc: .with("subject"),
      compile: .statement(Parser.parseSend)),
    OperatorSpec(
      name: "complete", role: .statement, group: .multicast, forms: ["complete"],
      doc: .with("subject"),
      compile: .statement(Parser.parseComplete)),
    OperatorSpec(
      name: "fail", role: .statement, group: .multicast, forms: ["fail"], doc: .with("subject"),
      compile: .statement(Parser.parseFail)),
    OperatorSpec(
      name: "replaySubject", role: .statement, group: .multicast,
      forms: ["replaySubject NAME[, CAPACITY]"],
      doc: .own(
        summary: "replays its buffer and its terminal event", rule: "RS1",
        example: "replaySubject r, 2\nsend r, 1\nsend r, 2\nsend r, 3\ncomplete r\nr"),
      compile: .statement(Parser.parseSubject(.replaySubject))),
    OperatorSpec(
      name: "behaviorSubject", role: .statement, group: .multicast,
      forms: ["behaviorSubject NAME, EXPR"],
      doc: .own(
        summary: "a late subscriber gets the latest value", rule: "BS1",
        example: "behaviorSubject b, \"start\"\nsend b, \"latest\"\nb | take 1"),
      compile: .statement(Parser.parseSubject(.behaviorSubject))),
  ]

  static let commands: [OperatorSpec] = [
    OperatorSpec(
      name: "command", role: .statement, group: .commands, forms: ["command"],
      doc: .own(
        summary:
          "a command runs its block per `execute`; `executing` starts `false`; executing while busy (not `concurrent`) is refused with a warning",
        rule: "CMD1–CMD7",
        example:
          "command c = { timer 1, x * 2 }\nc.executionSignals | flatten | take 1 &\nc.executing | take 3 &\nexecute c, 21"
      ),
      compile: .statement(Parser.parseCommand)),
    OperatorSpec(
      name: "execute", role: .statement, group: .commands, forms: ["execute"],
      doc: .with("command"),
      compile: .statement(Parser.parseExecute)),
    OperatorSpec(
      name: "executionSignals", role: .member, group: .commands, forms: ["c.executionSignals"],
      doc: .with("command"), compile: .member(Compiler.executionSignals)),
    OperatorSpec(
      name: "executing", role: .member, group: .commands, forms: ["c.executing"],
      doc: .with("command"),
      compile: .member(Compiler.executing)),
    OperatorSpec(
      name: "enabled", role: .member, group: .commands, forms: ["c.enabled"], doc: .with("command"),
      compile: .member(Compiler.enabled)),
    OperatorSpec(
      name: "errors", role: .member, group: .commands, forms: ["c.errors"], doc: .with("command"),
      compile: .member(Compiler.errors)),
  ]

  /// The language's own statements: documented with the operators, not listed by `:ops`.
  static let statements: [OperatorSpec] = [
    OperatorSpec(
      name: "let", role: .statement, group: .statements,
      forms: ["let NAME = PIPELINE", "let NAME = EXPR"],
      doc: .own(
        summary:
          "names a pipeline (built anew at each use; hot when it ends in `replay`, `replayLast`, `replayLazily`, `publish | autoconnect` or `share`), a sequence (evaluated once, shared) or a value",
        rule: "", example: "let n = 2\nlet doubled = from [1, 2] | map x * n\ndoubled"),
      compile: .statement(Parser.parseLet)),
    OperatorSpec(
      name: "sleep", role: .statement, group: .statements, forms: ["sleep T"],
      doc: .own(
        summary:
          "waits T seconds on the clock before the next statement; background jobs run meanwhile",
        rule: "", example: "interval 1 | take 2 &\nsleep 1.5\njust 1 | map now()"),
      compile: .statement(Parser.parseSleep)),
  ]
}
