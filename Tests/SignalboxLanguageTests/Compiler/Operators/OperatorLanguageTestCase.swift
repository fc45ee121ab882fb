import SignalboxTestSupport
import XCTest

/// What the concerns' language tests (`<Concern>LanguageTests`) share: a program run in a
/// fresh session on the virtual clock, and the comparison of an alias with its operator.
class OperatorLanguageTestCase: XCTestCase {
  /// What `program` prints on standard output; it must print nothing on standard error.
  func run(_ program: String, file: StaticString = #filePath, line: UInt = #line)
    -> [String]
  {
    let (out, err) = runSession(program)
    XCTAssertEqual(err, "", program, file: file, line: line)
    return out
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
