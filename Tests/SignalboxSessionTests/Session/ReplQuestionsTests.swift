import SignalboxJSON
import SignalboxLanguage
import SignalboxSession
import XCTest

/// The questions the REPL asks about what was typed, answered by the lexer and parser.
final class ReplQuestionsTests: XCTestCase {
  func testAStatementContinuesAfterAPipeACommaOrAnOpenBracket() {
    XCTAssertTrue(Session.needsContinuation("from [1, 2] |"))
    XCTAssertTrue(Session.needsContinuation("timer 1,"))
    XCTAssertTrue(Session.needsContinuation("from [1,\n2"))
    XCTAssertTrue(Session.needsContinuation("from [1] | flattenMap { v ->"))
    XCTAssertTrue(Session.needsContinuation("from [1] |   # a comment after the pipe"))
    XCTAssertTrue(Session.needsContinuation("from [1] |\n"))
  }

  func testAFinishedStatementDoesNotContinue() {
    XCTAssertFalse(Session.needsContinuation("from [1, 2] | map x"))
    XCTAssertFalse(Session.needsContinuation(""))
    XCTAssertFalse(
      Session.needsContinuation("from [1] | map x }"),
      "a stray closing brace is an error, not more input")
    XCTAssertFalse(Session.needsContinuation("just 1 # ends in a comma,"))
  }

  func testBracketsAndPipesInsideStringsDoNotCount() {
    XCTAssertFalse(Session.needsContinuation("just \"a | b, [\""))
    XCTAssertFalse(Session.needsContinuation("just \"|\""))
    XCTAssertFalse(
      Session.needsContinuation("just \"\\\"[\""), "an escaped quote does not end the string")
    XCTAssertFalse(
      Session.needsContinuation("just \"unterminated ["),
      "an unterminated string is an error at once")
    XCTAssertTrue(Session.needsContinuation("map {a: \"}\""))
  }

  func testBindingStatementsAreFoundByTheParser() {
    XCTAssertTrue(Session.bindsAName("let n = 5"))
    XCTAssertTrue(Session.bindsAName("let p = interval 1 | publish"))
    XCTAssertTrue(Session.bindsAName("subject s"))
    XCTAssertTrue(Session.bindsAName("behaviorSubject b, 1"))
    XCTAssertTrue(Session.bindsAName("command c = { just x }"))
    XCTAssertTrue(Session.bindsAName("from [1]; let n = 5"), "the second statement binds")
    XCTAssertFalse(Session.bindsAName("send s, 1"))
    XCTAssertFalse(
      Session.bindsAName("letter | take 1"), "a name that starts with let is not a let")
    XCTAssertFalse(Session.bindsAName("let = 5"), "not a statement")
    XCTAssertFalse(Session.bindsAName(":let"))
  }

  func testBoundNames() {
    XCTAssertEqual(
      Session.statements(in: "let a = 1\nsubject s\ncommand c = { just 1 }\nsend s, 1").map(
        \.boundName), ["a", "s", "c", nil])
  }

  func testLoadedFiles() {
    XCTAssertEqual(Session.loadedFiles(in: ":load defs.sbx"), ["defs.sbx"])
    XCTAssertEqual(Session.loadedFiles(in: ":load \"my defs.sbx\""), ["\"my defs.sbx\""])
    XCTAssertEqual(Session.loadedFiles(in: ":load"), [])
    XCTAssertEqual(Session.loadedFiles(in: ":loader x"), [])
  }

  func testCompletionWordsAreTheTablesTheMetaCommandsAndTheBoundNames() {
    let output = CollectedOutput()
    var options = SessionOptions()
    options.virtualTime = true
    let session = Session(options: options, output: output)
    session.runProgram([SourceFile(name: "t", text: "let squares = seq [1, 4]")])
    let words = session.completionWords
    for word in ["throttle", "from", "subject", "let", "sleep", "len", ":help", "squares"] {
      XCTAssertTrue(words.contains(word), word)
    }
    XCTAssertFalse(words.contains("c.executing"))
    XCTAssertEqual(words, words.sorted())
  }
}
