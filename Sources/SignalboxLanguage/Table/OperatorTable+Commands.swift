import Signalbox
import SignalboxJSON

/// Commands
extension OperatorTable {
  static let commands: [OperatorSpec] = [
    OperatorSpec(
      name: "command", role: .statement, group: .commands, forms: ["command"],
      doc: .own(
        summary:
          "a command runs its block per `execute`; `executing` starts `false`; executing while "
          + "busy (not `concurrent`) is refused with a warning",
        rule: "CMD1–CMD7",
        example:
          "command c = { timer 1, x * 2 }\nc.executionSignals | flatten | take 1 &\nc.executing "
          + "| take 3 &\nexecute c, 21"
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
}
