import Signalbox
import SignalboxJSON

/// Commands
extension OperatorTable {
  static let commands: [OperatorSpec] = [
    .row(
      "command", .statement, .commands, forms: ["command"],
      summary:
        "a command runs its block per `execute`; `executing` starts `false`; executing while "
        + "busy (not `concurrent`) is refused with a warning", rule: "CMD1–CMD7",
      example:
        "command c = { timer 1, x * 2 }\nc.executionSignals | flatten | take 1 &\nc.executing "
        + "| take 3 &\nexecute c, 21", compile: .statement(Parser.parseCommand)),
    .row(
      "execute", .statement, .commands, forms: ["execute"], under: "command",
      compile: .statement(Parser.parseExecute)),
    .row(
      "executionSignals", .member, .commands, forms: ["c.executionSignals"], under: "command",
      compile: .member(Compiler.executionSignals)),
    .row(
      "executing", .member, .commands, forms: ["c.executing"], under: "command",
      compile: .member(Compiler.executing)),
    .row(
      "enabled", .member, .commands, forms: ["c.enabled"], under: "command",
      compile: .member(Compiler.enabled)),
    .row(
      "errors", .member, .commands, forms: ["c.errors"], under: "command",
      compile: .member(Compiler.errors)),
  ]
}
