import SignalboxJSON
import SignalboxLanguage
import SignalboxSession
import XCTest

/// The questions the REPL asks about what was typed, answered by the lexer and parser.
final class ReplQuestionsTests: XCTestCase {
  /// Each row: what was typed, whether the REPL waits for more, and why (when not plain).
  private func assertContinuation(
    _ rows: [(text: String, continues: Bool, why: String)], file: StaticString = #filePath,
    line: UInt = #line
  ) {
    for row in rows {
      XCTAssertEqual(
        ReplQuestions.needsContinuation(row.text), row.continues, "\(row.why): \(row.text)",
        file: file, line: line)
    }
  }

  func testAStatementContinuesAfterAPipeACommaOrAnOpenBracket() {
    assertContinuation([
      ("from [1, 2] |", true, "a pipe"),
      ("timer 1,", true, "a comma"),
      ("from [1,\n2", true, "an open bracket"),
      ("from [1] | flattenMap { v ->", true, "an open block"),
      ("from [1] |   # a comment after the pipe", true, "a comment after the pipe"),
      ("from [1] |\n", true, "a newline after the pipe"),
    ])
  }

  func testAFinishedStatementDoesNotContinue() {
    assertContinuation([
      ("from [1, 2] | map x", false, "finished"),
      ("", false, "empty"),
      ("from [1] | map x }", false, "a stray closing brace is an error, not more input"),
      ("just 1 # ends in a comma,", false, "the comma is in a comment"),
    ])
  }

  func testBracketsAndPipesInsideStringsDoNotCount() {
    assertContinuation([
      ("just \"a | b, [\"", false, "in a string"),
      ("just \"|\"", false, "in a string"),
      ("just \"\\\"[\"", false, "an escaped quote does not end the string"),
      ("just \"unterminated [", false, "an unterminated string is an error at once"),
      ("map {a: \"}\"", true, "the brace in the string does not close the object"),
    ])
  }

  func testBindingStatementsAreFoundByTheParser() {
    let rows: [(text: String, binds: Bool, why: String)] = [
      ("let n = 5", true, "let"),
      ("let p = interval 1 | publish", true, "let"),
      ("subject s", true, "subject"),
      ("behaviorSubject b, 1", true, "behaviorSubject"),
      ("command c = { just x }", true, "command"),
      ("from [1]; let n = 5", true, "the second statement binds"),
      ("send s, 1", false, "send"),
      ("letter | take 1", false, "a name that starts with let is not a let"),
      ("let = 5", false, "not a statement"),
      (":let", false, "a meta command"),
    ]
    for row in rows {
      XCTAssertEqual(ReplQuestions.bindsAName(row.text), row.binds, "\(row.why): \(row.text)")
    }
  }

  func testBoundNames() {
    XCTAssertEqual(
      ReplQuestions.statements(in: "let a = 1\nsubject s\ncommand c = { just 1 }\nsend s, 1").map(
        \.boundName), ["a", "s", "c", nil])
  }

  func testCompletionWordsAreTheTablesTheMetaCommandsAndTheBoundNames() {
    let output = CollectedOutput()
    var options = SessionOptions()
    options.virtualTime = true
    let session = Session(options: options, output: output)
    session.runProgram([SourceFile(name: "t", text: "let squares = seq [1, 4]")])
    let words = ReplQuestions.completionWords(boundNames: session.boundNames)
    for word in ["throttle", "from", "subject", "let", "sleep", "len", ":help", "squares"] {
      XCTAssertTrue(words.contains(word), word)
    }
    XCTAssertFalse(words.contains("c.executing"))
    XCTAssertEqual(words, words.sorted())
  }
}
