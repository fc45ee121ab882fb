import SignalboxJSON
import SignalboxLanguage
import SignalboxSession
import XCTest

/// The questions the REPL asks about what was typed, answered by the lexer and parser.
final class ReplQuestionsTests: XCTestCase {
  func testAStatementContinuesAfterAPipeACommaOrAnOpenBracket() {
    XCTAssertTrue(ReplQuestions.needsContinuation("from [1, 2] |"))
    XCTAssertTrue(ReplQuestions.needsContinuation("timer 1,"))
    XCTAssertTrue(ReplQuestions.needsContinuation("from [1,\n2"))
    XCTAssertTrue(ReplQuestions.needsContinuation("from [1] | flattenMap { v ->"))
    XCTAssertTrue(ReplQuestions.needsContinuation("from [1] |   # a comment after the pipe"))
    XCTAssertTrue(ReplQuestions.needsContinuation("from [1] |\n"))
  }

  func testAFinishedStatementDoesNotContinue() {
    XCTAssertFalse(ReplQuestions.needsContinuation("from [1, 2] | map x"))
    XCTAssertFalse(ReplQuestions.needsContinuation(""))
    XCTAssertFalse(
      ReplQuestions.needsContinuation("from [1] | map x }"),
      "a stray closing brace is an error, not more input")
    XCTAssertFalse(ReplQuestions.needsContinuation("just 1 # ends in a comma,"))
  }

  func testBracketsAndPipesInsideStringsDoNotCount() {
    XCTAssertFalse(ReplQuestions.needsContinuation("just \"a | b, [\""))
    XCTAssertFalse(ReplQuestions.needsContinuation("just \"|\""))
    XCTAssertFalse(
      ReplQuestions.needsContinuation("just \"\\\"[\""), "an escaped quote does not end the string")
    XCTAssertFalse(
      ReplQuestions.needsContinuation("just \"unterminated ["),
      "an unterminated string is an error at once")
    XCTAssertTrue(ReplQuestions.needsContinuation("map {a: \"}\""))
  }

  func testBindingStatementsAreFoundByTheParser() {
    XCTAssertTrue(ReplQuestions.bindsAName("let n = 5"))
    XCTAssertTrue(ReplQuestions.bindsAName("let p = interval 1 | publish"))
    XCTAssertTrue(ReplQuestions.bindsAName("subject s"))
    XCTAssertTrue(ReplQuestions.bindsAName("behaviorSubject b, 1"))
    XCTAssertTrue(ReplQuestions.bindsAName("command c = { just x }"))
    XCTAssertTrue(ReplQuestions.bindsAName("from [1]; let n = 5"), "the second statement binds")
    XCTAssertFalse(ReplQuestions.bindsAName("send s, 1"))
    XCTAssertFalse(
      ReplQuestions.bindsAName("letter | take 1"), "a name that starts with let is not a let")
    XCTAssertFalse(ReplQuestions.bindsAName("let = 5"), "not a statement")
    XCTAssertFalse(ReplQuestions.bindsAName(":let"))
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
