import Foundation
import SignalboxTestSupport
import XCTest

@testable import SignalboxJSON
@testable import SignalboxLanguage
@testable import SignalboxSession

/// `--explain ID` / `:help ID`: every catalogue entry says what it means, and its examples
/// are run: the wrong program gets the entry's ID (at the end of a diagnostic on stderr, or
/// as the ID of an error event), the right one gets no ID at all.
final class DiagnosticExplanationTests: XCTestCase {
  private typealias ID = DiagnosticMessage.ID

  /// The IDs a program got: those shown on stderr and those of its error events.
  private func ids(of program: String, input: String?, realClock: Bool) throws -> (
    ids: Set<String>, err: String
  ) {
    let path = NSTemporaryDirectory() + "explain-\(UUID().uuidString).txt"
    try Data((input ?? "").utf8).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let fd = open(path, O_RDONLY)
    XCTAssertGreaterThanOrEqual(fd, 0)
    defer { close(fd) }
    let output = CollectedOutput()
    var options = SessionOptions()
    options.virtualTime = !realClock
    // The notes where RAC and RxJS differ (`H01x`), as the command line gives them.
    options.hints = true
    options.stdinDescriptor = fd
    let session = Session(options: options, output: output)
    session.runProgram([SourceFile(name: "t.sbx", text: program)])
    var found = Set(session.errorEventIDs.compactMap { $0?.rawValue })
    let pattern = try NSRegularExpression(pattern: "\\[([A-Z][0-9]{3})\\]")
    let text = output.stderr
    for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
      if let range = Range(match.range(at: 1), in: text) { found.insert(String(text[range])) }
    }
    return (found, text)
  }

  /// Entries added on main by the jq work before explanations existed: each still needs
  /// its meaning and examples in `DiagnosticEntries+<Phase>.swift` (then leave it out
  /// here; the test fails when one of these gets an explanation and is still listed).
  static let awaitingExplanation: Set<DiagnosticMessage.ID> = []

  func testEveryEntryIsExplainedWithARightExample() {
    for id in ID.allCases {
      let e = id.explanation
      if Self.awaitingExplanation.contains(id) {
        XCTAssertTrue(e.meaning.isEmpty, "\(id.rawValue) is explained now: take it off the list")
        continue
      }
      XCTAssertFalse(e.meaning.isEmpty, "\(id.rawValue) has no explanation")
      XCTAssertFalse(e.right.isEmpty, "\(id.rawValue) has no right example")
      XCTAssertTrue(id.explained.hasPrefix("\(id.rawValue): \(e.meaning)\n"))
    }
  }

  func testTheWrongExampleGetsItsIDAndTheRightOneNone() throws {
    for id in ID.allCases where !Self.awaitingExplanation.contains(id) {
      let e = id.explanation
      let realClock = id == .neverEnds
      if !e.wrong.isEmpty {
        let wrong = try ids(of: e.wrong, input: e.input, realClock: realClock)
        XCTAssertTrue(
          wrong.ids.contains(id.rawValue), "\(id.rawValue)'s wrong example: \(wrong.err)")
      }
      let right = try ids(of: e.right, input: e.input, realClock: realClock)
      XCTAssertEqual(right.ids, [], "\(id.rawValue)'s right example: \(right.err)")
    }
  }

  /// The entries no short program gets; each says so in its meaning.
  func testOnlyThesePutNoWrongExample() {
    // The command line's entries are run by CommandLineExplanationTests.
    let without = Set(
      ID.allCases.filter { $0.explanation.wrong.isEmpty && $0.explanation.commandLine == nil }
    )
    .subtracting(Self.awaitingExplanation)
    XCTAssertEqual(
      without,
      [
        .invalidNumber, .streamTooDeep, .sequenceNotReady, .lineTooLong, .valueTooDeep,
        .jsonTrailingText, .programTooLong, .valueTooLong, .tooMuchUnreadable, .stringTooLong,
        .reportNotWritable, .nulInRawOutput0, .cannotStartLiveView, .jqSyntax, .jqUndefined,
        .jqRuntime, .jqTooDeep, .jqModule, .jqTooBig,
      ])
  }

  func testHelpOfAnIDPrintsTheExplanation() {
    let (out, err) = runSession(":help c001")
    XCTAssertEqual(err, "")
    XCTAssertEqual(out.first, "C001: " + ID.unknownOperator.explanation.meaning)
    XCTAssertTrue(out.contains("    from [1, 2] | frobnicate"), "\(out)")
    let unknown = runSession(":help C999")
    XCTAssertEqual(unknown.out, [])
    XCTAssertTrue(unknown.err.contains("warning: no diagnostic 'C999'"), unknown.err)
    XCTAssertTrue(unknown.err.contains("[M006]"), unknown.err)
  }
}
