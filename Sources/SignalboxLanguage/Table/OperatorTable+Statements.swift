import Signalbox
import SignalboxJSON

/// The language's own statements: documented with the operators, not listed by `:ops`.
extension OperatorTable {
  static let statements: [OperatorSpec] = [
    OperatorSpec(
      name: "let", role: .statement, group: .statements, dialect: .signalbox,
      forms: ["let NAME = PIPELINE", "let NAME = EXPR"],
      doc: .own(
        summary:
          "names a pipeline (built anew at each use; hot when it ends in `replay`, `replayLast`, "
          + "`replayLazily`, `publish | autoconnect` or `share`), a sequence (evaluated once, "
          + "shared) or a value",
        rule: "", example: "let n = 2\nlet doubled = from [1, 2] | map x * n\ndoubled"),
      compile: .statement(Parser.parseLet)),
    OperatorSpec(
      name: "sleep", role: .statement, group: .statements, dialect: .signalbox, forms: ["sleep T"],
      doc: .own(
        summary:
          "waits T seconds on the clock before the next statement; background jobs run meanwhile",
        rule: "", example: "interval 1 | take 2 &\nsleep 1.5\njust 1 | map now()"),
      compile: .statement(Parser.parseSleep)),
    OperatorSpec(
      name: "expect", role: .statement, group: .statements, dialect: .signalbox,
      forms: [
        "expect PIPELINE == \"MARBLES\"[, VALUES[, ERROR]][, FRAME]", "expect PIPELINE == [EVENTS]",
        "expect NAME subscriptions == \"^--!\"", "expect PIPELINE completes",
        "expect PIPELINE fails \"MESSAGE\"", "expect PIPELINE emits N values",
      ],
      doc: .own(
        summary:
          "runs the pipeline on a virtual clock of its own and compares its timeline with "
          + "the expected one (RxJS TestScheduler's marbles); prints nothing when they agree, "
          + "else an error (X001) with both rows and the first difference, and goes on",
        rule: "",
        example:
          "expect marbles \"-a-b|\" | map x + \"!\" == \"-a-b|\", {a: \"a!\", b: \"b!\"}\n"
          + "expect marbles \"-a-b|\" | take 1 == \"-(a|)\"\njust \"both held\""),
      compile: .statement(Parser.parseExpect)),
  ]
}
