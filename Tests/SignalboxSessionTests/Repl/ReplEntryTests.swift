import SignalboxSession
import XCTest

/// What is still open in an unfinished entry, the prompt that says so, and the entry the
/// REPL builds from typed lines (two empty lines abandon it).
final class ReplEntryTests: XCTestCase {
  func testOpenNamesTheInnermostBracketAndWhereItIs() {
    XCTAssertEqual(ReplQuestions.open("from [1,"), .bracket("[", line: 1, column: 6))
    XCTAssertEqual(
      ReplQuestions.open("from [1] | flattenMap { v ->\n  timer (1"),
      .bracket("(", line: 2, column: 9))
    XCTAssertEqual(
      ReplQuestions.open("from [1] | map {a: 1,\n"), .bracket("{", line: 1, column: 16))
    XCTAssertEqual(ReplQuestions.open("from [1, 2] |"), .pipe)
    XCTAssertEqual(ReplQuestions.open("timer 1,"), .comma)
    XCTAssertNil(ReplQuestions.open("from [1, 2] | map x"))
    XCTAssertNil(ReplQuestions.open("just \"[\""), "a bracket in a string does not count")
    XCTAssertNil(ReplQuestions.open("from [1] | map x } ["), "a stray '}' is balanced by '['")
  }

  func testThePromptSaysWhatIsOpen() {
    XCTAssertEqual(ReplQuestions.prompt(for: nil), "sbx> ")
    XCTAssertEqual(ReplQuestions.prompt(for: ReplQuestions.open("from [1,")), "...[ ")
    XCTAssertEqual(ReplQuestions.prompt(for: ReplQuestions.open("map {")), "...{ ")
    XCTAssertEqual(ReplQuestions.prompt(for: ReplQuestions.open("map f(")), "...( ")
    XCTAssertEqual(ReplQuestions.prompt(for: ReplQuestions.open("just 1 |")), "...| ")
    XCTAssertEqual(ReplQuestions.prompt(for: ReplQuestions.open("timer 1,")), "..., ")
    for open in [ReplQuestions.Open.pipe, .comma, .bracket("{", line: 1, column: 1)] {
      XCTAssertEqual(ReplQuestions.prompt(for: open).count, 5, "as wide as sbx> ")
    }
  }

  func testAMultiLineEntryIsFinishedWholeWithItsNewlines() {
    var entry = ReplEntry()
    XCTAssertEqual(entry.prompt, "sbx> ")
    XCTAssertEqual(entry.add("from [1,"), .continues(prompt: "...[ "))
    XCTAssertEqual(entry.prompt, "...[ ")
    XCTAssertEqual(entry.add("2] |"), .continues(prompt: "...| "))
    XCTAssertEqual(entry.add("map x"), .finished("from [1,\n2] |\nmap x"))
    XCTAssertEqual(entry.text, "")
    XCTAssertEqual(entry.prompt, "sbx> ")
  }

  func testOneEmptyLineGoesOnTwoInARowAbandonTheEntry() {
    var entry = ReplEntry()
    _ = entry.add("from [1,")
    XCTAssertEqual(entry.add(""), .continues(prompt: "...[ "))
    XCTAssertEqual(entry.add("2,"), .continues(prompt: "...[ "))
    XCTAssertEqual(entry.add(""), .continues(prompt: "...[ "), "the count starts again")
    XCTAssertEqual(
      entry.add("  "),
      .abandoned(note: "(entry abandoned: the '[' at line 1, column 6 was never closed)"))
    XCTAssertEqual(entry.text, "")
    XCTAssertEqual(entry.add("just 1"), .finished("just 1"), "the next entry starts afresh")
  }

  func testTheAbandonNoteNamesATrailingPipeOrComma() {
    var entry = ReplEntry()
    _ = entry.add("just 1 |")
    _ = entry.add("")
    XCTAssertEqual(entry.add(""), .abandoned(note: "(entry abandoned: it ended in '|')"))
    _ = entry.add("timer 1,")
    _ = entry.add("")
    XCTAssertEqual(entry.add(""), .abandoned(note: "(entry abandoned: it ended in ',')"))
  }

  func testEmptyLinesBetweenEntriesAreNothing() {
    var entry = ReplEntry()
    XCTAssertEqual(entry.add(""), .nothing)
    XCTAssertEqual(entry.add("   "), .nothing)
    XCTAssertEqual(entry.add("just 2"), .finished("just 2"))
  }

  func testClearDropsAnUnfinishedEntry() {
    var entry = ReplEntry()
    _ = entry.add("from [1,")
    entry.clear()
    XCTAssertEqual(entry.prompt, "sbx> ")
    XCTAssertEqual(entry.add("just 3"), .finished("just 3"))
  }

  func testCompletionHelpers() {
    XCTAssertEqual(
      ReplQuestions.completions(of: "th", among: ["map", "then", "throttle"]),
      ["then", "throttle"])
    XCTAssertTrue(ReplQuestions.completesFileNames(line: ":load ex", start: 6))
    XCTAssertFalse(ReplQuestions.completesFileNames(line: ":load", start: 0))
    XCTAssertFalse(ReplQuestions.completesFileNames(line: "from [1] | ma", start: 11))
    XCTAssertEqual(
      ReplQuestions.listing("throttle", shapes: ["throttle": "T[, EXPR]"]), "throttle T[, EXPR]")
    XCTAssertEqual(ReplQuestions.listing("map", shapes: ["map": ""]), "map")
  }
}
