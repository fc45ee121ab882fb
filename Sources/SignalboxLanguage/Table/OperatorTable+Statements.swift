import Signalbox
import SignalboxJSON

/// The language's own statements: documented with the operators, not listed by `:ops`.
extension OperatorTable {
  static let statements: [OperatorSpec] = [
    .row("let", .statement, .statements, dialect: .signalbox, compile: .statement(Parser.parseLet)),
    .row(
      "sleep", .statement, .statements, dialect: .signalbox,
      compile: .statement(Parser.parseSleep)),
    .row(
      "expect", .statement, .statements, dialect: .signalbox,
      compile: .statement(Parser.parseExpect)),
  ]
}
