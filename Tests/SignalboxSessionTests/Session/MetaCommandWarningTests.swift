import SignalboxJSON
import SignalboxLanguage
import SignalboxSession
import SignalboxTestSupport
import XCTest

/// A meta command's warning points at the culprit: the argument (or where it is missing)
/// when the argument is wrong, the `:` when the command itself is. A pipeline a meta command
/// parses (`:graph`, `:explain`, `:marbles`) is parsed at its place in the line, so its
/// diagnostics carry the line's own columns.
final class MetaCommandWarningTests: XCTestCase {
  /// What `program` printed on stderr, run as the script `t.sbx`.
  private func warnings(_ program: String, virtual: Bool = true) -> String {
    runSession(program, virtual: virtual).err
  }

  /// `t.sbx:LINE:COL: warning: MESSAGE`, the line, and the caret under `column`.
  private func warning(_ line: String, _ message: String, column: Int, lineNumber: Int = 1)
    -> String
  {
    "t.sbx:\(lineNumber):\(column): warning: \(message)\n    \(line)\n    "
      + "\(String(repeating: " ", count: column - 1))^\n"
  }

  func testTheCaretIsUnderTheArgument() {
    let cases: [(String, String, Int)] = [
      (":help foo", "unknown operator 'foo' [C001]", 7),
      (":help   mapp", "unknown operator 'mapp' (did you mean map?) [C001]", 9),
      (":kill 99", "no job [99] (see :jobs) [M004]", 7),
      (":kill abc", "':kill' takes a job number [M001]", 7),
      (
        ":advance abc",
        "':advance' takes a number of seconds (:advance 1.5, :advance 300ms) [M001]", 10
      ),
      (":show nope", "unknown name 'nope' [C003]", 7),
      (":format xml", "':format' takes text, json or values [M001]", 9),
      (":trace maybe", "':trace' takes on or off [M001]", 8),
      (":clock sundial", "':clock' takes real or virtual [M001]", 8),
      (
        ":load no-such-file.sbx",
        "cannot read 'no-such-file.sbx': No such file or directory [M005]", 7
      ),
      (":graph let x = 5", "':graph' takes a pipeline [M001]", 8),
      (":explain send s, 1", "':explain' takes a pipeline [M001]", 10),
    ]
    for (line, message, column) in cases {
      XCTAssertEqual(warnings(line), warning(line, message, column: column), line)
    }
  }

  func testAMissingArgumentIsPointedAtWhereItWouldGo() {
    XCTAssertEqual(warnings(":show"), warning(":show", "':show' needs a name [M002]", column: 6))
    XCTAssertEqual(
      warnings(":graph  "), warning(":graph  ", "':graph' needs a pipeline [M002]", column: 9))
    XCTAssertEqual(
      warnings(":marbles"), warning(":marbles", "':marbles' needs a pipeline [M002]", column: 9))
  }

  func testAWrongCommandIsPointedAtItself() {
    XCTAssertEqual(
      warnings("just 1\n  :jbos 2"),
      warning(
        "  :jbos 2", "unknown meta command ':jbos' (did you mean :jobs?) [M003]", column: 3,
        lineNumber: 2)
    )
    XCTAssertEqual(
      warnings(":advance 1", virtual: false),
      warning(":advance 1", "':advance' needs the virtual clock (:clock virtual) [M002]", column: 1)
    )
  }

  func testASecondStatementIsPointedAt() {
    XCTAssertEqual(
      warnings(":graph from [1] | map x; just 2"),
      warning(":graph from [1] | map x; just 2", "':graph' takes one pipeline [M001]", column: 26))
  }

  func testDiagnosticsOfAParsedArgumentCarryTheLinesColumns() {
    XCTAssertEqual(
      warnings("just 1\n:explain from [1] | filter x = 1"),
      "t.sbx:2:30: error: expected end of statement, found '=' (did you mean '=='?) [P007]\n"
        + "    :explain from [1] | filter x = 1\n                                 ^\n")
    // :graph only parses: an unknown name is not its business
    XCTAssertEqual(
      warnings(":graph from [1] | frob"), "")
    XCTAssertEqual(
      warnings(":marbles table from [1] | frob 2"),
      "t.sbx:1:27: error: unknown operator 'frob' [C001]\n    :marbles table from [1] | frob 2\n "
        + "                             ^\n"
    )
    let (out, err) = runSession(":marbles from [1] | map x.a", virtual: false)
    XCTAssertEqual(out.first, "0.000 error \"map: cannot read field 'a' of number 1\"")
    XCTAssertEqual(
      err,
      "t.sbx:1:21: runtime error: map: cannot read field 'a' of number 1 (x = 1) [E006]\n    "
        + ":marbles from [1] | map x.a\n                        ^\n",
      "on the wall clock :marbles runs a virtual session of its own; its diagnostics point here too"
    )
  }
}
