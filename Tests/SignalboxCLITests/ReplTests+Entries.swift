import Foundation
import XCTest

/// An entry over several lines at the prompt: the continuation prompt says what is open,
/// two empty lines abandon it, and it is one history entry, in the next session too.
extension ReplTests {
  func testTheContinuationPromptSaysWhatIsOpen() throws {
    let t = try start()
    t.type("from [1,\r", shows: "...[ ")
    t.type("2] | flattenMap {\r", shows: "...{ ")
    t.type("just x * 5 } |\r", shows: "...| ")
    t.type("take 1\r", shows: "0.000 next 5")
  }

  func testTwoEmptyLinesAbandonAnUnfinishedEntry() throws {
    let t = try start()
    t.type("from [1,\r", shows: "...[ ")
    t.type("\r")
    t.type("\r", shows: "(entry abandoned: the '[' at line 1, column 6 was never closed)")
    let mark = t.mark
    t.type("just 1\r")
    XCTAssertTrue(t.wait(for: "0.000 next 1", after: mark), t.transcript)
    XCTAssertFalse(t.transcript[mark...].contains("error"), t.transcript)
  }

  func testAMultiLineEntryIsRecalledWholeInTheNextSession() throws {
    let first = try start()
    first.type("from [1,\r", shows: "...[ ")
    first.type("2] | map x * 3\r", shows: "0.000 next 6")
    XCTAssertTrue(
      first.wait(for: "sbx> ", after: first.transcript.range(of: "completed")?.upperBound))
    // `:quit`, not Ctrl-D: a Ctrl-D typed in the instant between two entries, while readline
    // has given the terminal back to canonical mode, is an end of file the switch to raw mode
    // drops (a person cannot type that fast; a test can).
    first.type(":quit\r")
    XCTAssertEqual(first.exitStatus(), 0, first.transcript)
    let file = try String(contentsOfFile: history, encoding: .utf8)
    XCTAssertTrue(file.contains("from [1,\n2] | map x * 3\n"), file)

    let second = try start()
    let mark = second.mark
    second.type("\u{1B}[A\u{1B}[A\r")  // up twice (past `:quit`), Enter: the whole entry
    XCTAssertTrue(second.wait(for: "0.000 next 6", after: mark), second.transcript)
    XCTAssertFalse(second.transcript[mark...].contains("...[ "), second.transcript)
  }

  func testAHistoryFileOfPlainLinesIsStillReadALineAnEntry() throws {
    try "just 7\njust 8\n".write(toFile: history, atomically: true, encoding: .utf8)
    let t = try start()
    let mark = t.mark
    t.type("\u{1B}[A\u{1B}[A\r")  // up twice: the line before the last
    XCTAssertTrue(t.wait(for: "0.000 next 7", after: mark), t.transcript)
  }
}
