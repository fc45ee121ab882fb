import SignalboxTestSupport
import XCTest

/// What the concerns' language tests (`<Concern>LanguageTests`) share: a program run in a
/// fresh session on the virtual clock, a table of programs with the lines each prints, and the
/// comparison of an alias with its operator.
class OperatorLanguageTestCase: XCTestCase {
  /// One row of a table: a program, the lines it prints on standard output, and why (if the
  /// row needs saying).
  struct Run {
    let program: String
    let lines: [String]
    let why: String

    init(_ program: String, _ lines: [String], _ why: String = "") {
      self.program = program
      self.lines = lines
      self.why = why
    }
  }

  /// What `program` prints on standard output; it must print nothing on standard error.
  func run(_ program: String, file: StaticString = #filePath, line: UInt = #line)
    -> [String]
  {
    let (out, err) = runSession(program)
    XCTAssertEqual(err, "", program, file: file, line: line)
    return out
  }

  /// Each row's program prints exactly the row's lines, and nothing on standard error.
  func assertRuns(_ rows: [Run], file: StaticString = #filePath, line: UInt = #line) {
    for row in rows {
      let message = row.why.isEmpty ? row.program : "\(row.why): \(row.program)"
      XCTAssertEqual(
        run(row.program, file: file, line: line), row.lines, message, file: file, line: line)
    }
  }

  /// `empty | STAGE` and `never | STAGE | take 0` only complete, at 0.
  func assertQuiet(_ stage: String, file: StaticString = #filePath, line: UInt = #line) {
    assertRuns(
      [
        Run("empty | \(stage)", ["0.000 completed"], "empty"),
        Run("never | \(stage) | take 0", ["0.000 completed"], "never"),
      ], file: file, line: line)
  }

  /// What `program` prints on standard error.
  func fails(_ program: String) -> String { runSession(program).err }

  /// `program` with `name` in it prints exactly what it prints with `target` instead.
  func assertSame(
    _ name: String, as target: String, _ program: String, file: StaticString = #filePath,
    line: UInt = #line
  ) {
    let alias = run(program.replacingOccurrences(of: "NAME", with: name), file: file, line: line)
    XCTAssertFalse(alias.isEmpty, file: file, line: line)
    XCTAssertEqual(
      alias, run(program.replacingOccurrences(of: "NAME", with: target)), name, file: file,
      line: line)
  }
}
