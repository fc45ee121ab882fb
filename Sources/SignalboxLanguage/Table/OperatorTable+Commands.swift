import Signalbox
import SignalboxJSON

/// Commands
extension OperatorTable {
  static let commands: [OperatorSpec] = [
    .row("command", .statement, .commands, compile: .statement(Parser.parseCommand)),
    .row("execute", .statement, .commands, compile: .statement(Parser.parseExecute)),
    .row("executionSignals", .member, .commands, compile: .member(Compiler.executionSignals)),
    .row("executing", .member, .commands, compile: .member(Compiler.executing)),
    .row("enabled", .member, .commands, compile: .member(Compiler.enabled)),
    .row("errors", .member, .commands, compile: .member(Compiler.errors)),
  ]
}
