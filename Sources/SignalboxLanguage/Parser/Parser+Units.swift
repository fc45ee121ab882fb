import SignalboxJSON

/// The unit a program's numbers are in: seconds, or milliseconds under `--time-unit ms`
/// and after a `:units ms` statement. A number written with a unit (`1.5s`, `300ms`) is
/// read in the unit chosen (`1.5s` is 1500 under ms), so a named or computed time
/// (`let t = 1s`, `delay t * 2`) means the same whichever way it was written; the compiler
/// turns time arguments into seconds (`Compiler.timeUnit`).
extension Parser {
  /// Parses a whole program whose numbers are in `timeUnit` until a `:units` statement.
  package static func parse(_ file: SourceFile, timeUnit: TimeUnit = .s) -> (
    statements: [Statement], diagnostics: [Diagnostic]
  ) {
    var parser = Parser(file: file)
    parser.timeUnit = timeUnit
    let statements = parser.parseProgram()
    return (statements, parser.diagnostics)
  }

  /// A `:units s|ms` statement: the statements after it are read in that unit.
  mutating func noteUnits(_ name: String, _ argument: String) {
    guard name == MetaCommand.units.rawValue, let unit = TimeUnit(rawValue: argument) else {
      return
    }
    timeUnit = unit
  }

  /// The number token `n` at `offset` in the unit chosen: a bare number as written, one
  /// with a unit (lexed as seconds) converted.
  func number(_ n: Double, at offset: Int) -> Double {
    guard timeUnit != .s, let value = Lexer.valueInUnit(file, at: offset, timeUnit) else {
      return n
    }
    return value
  }
}
