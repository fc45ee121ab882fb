import SignalboxJQ
import XCTest

@testable import SignalboxJSON
@testable import SignalboxLanguage
@testable import SignalboxSession

/// Every entry of the diagnostics catalogue, rendered: one sample per ID (checked below), each
/// sample must carry its own ID, and each text is pinned, as users and the conformance cases
/// see it.
final class DiagnosticCatalogueTests: XCTestCase {
  typealias ID = DiagnosticMessage.ID

  /// The samples of `id` (with sample arguments, and the text each must have): exactly one
  /// of the `sample…` functions, split by phase over `DiagnosticCatalogueTests+*.swift`,
  /// names each ID (`testEveryIDHasExactlyOneSample`).
  private func samples(_ id: ID) -> [(DiagnosticMessage, String)] {
    [
      sampleSyntaxAndCompile(id), sampleEvaluation(id), sampleInputAndMeta(id),
      sampleNotes(id), sampleJQLanguage(id), sampleExpect(id),
    ].compactMap { $0 }
  }

  func testEveryIDHasExactlyOneSample() {
    for id in ID.allCases {
      XCTAssertEqual(samples(id).count, 1, "samples of \(id)")
    }
  }

  /// Meta-command and running-statement messages are warnings; error events and evaluation
  /// errors print as runtime errors; the rest are compile errors.
  private func severity(_ id: ID) -> Diagnostic.Severity {
    switch id.rawValue.first {
    case "M", "S": return .warning
    case "R", "E", "J", "B", "Q": return .runtimeError
    default: return .error
    }
  }

  func testEveryCatalogueEntryRendersWithItsPositionAndPinnedText() {
    let file = SourceFile(name: "t.sbx", text: "from [1] | frob 1")
    for id in ID.allCases {
      guard let (message, text) = samples(id).first else { continue }
      XCTAssertEqual(message.id, id, "the sample of \(id) comes from another entry")
      let rendered = DiagnosticRenderer.render(Diagnostic(severity(id), message, at: 11), in: file)
      XCTAssertEqual(
        rendered,
        "t.sbx:1:12: \(severity(id).rawValue): \(text) [\(id.rawValue)]\n    from [1] | frob 1\n"
          + "               ^\n",
        "\(id)")
    }
  }

  /// Each module lists its own entries; together they are the catalogue, one entry per ID.
  func testEveryModulesEntriesHaveUniqueIDs() {
    let modules = [
      DiagnosticCatalogue.json, DiagnosticCatalogue.language, DiagnosticCatalogue.sessionEntries,
    ]
    let ids = modules.flatMap { $0.map(\.id.rawValue) }
    XCTAssertEqual(Set(ids).count, ids.count, "an ID declared twice")
    XCTAssertEqual(ids, DiagnosticCatalogue.all.map(\.id.rawValue))
    // Input data and limits are the JSON module's; meta commands and running statements
    // the session's.
    XCTAssertEqual(Set(DiagnosticCatalogue.json.compactMap(\.id.rawValue.first)), ["J", "B", "R"])
    XCTAssertEqual(
      Set(DiagnosticCatalogue.sessionEntries.compactMap(\.id.rawValue.first)), ["M", "S"])
  }

  func testIDsAreStableCodesOfTheirPhase() {
    XCTAssertEqual(Set(ID.allCases.map(\.rawValue)).count, ID.allCases.count)
    for id in ID.allCases {
      XCTAssertNotNil(id.rawValue.wholeMatch(of: /[LPCREJMSBHUQX][0-9]{3}/), id.rawValue)
    }
    XCTAssertEqual(ID.unknownOperator.rawValue, "C001")
    XCTAssertEqual(ID.unterminatedString.rawValue, "L001")
  }

  func testDiagnosticsCarryTheIDOfTheirEntry() {
    let (_, diagnostics) = Parser.parse(SourceFile(name: "t", text: "from [1,"))
    XCTAssertEqual(diagnostics.map(\.id), [.unexpected])
    let (_, lexed) = Lexer.tokenize(SourceFile(name: "t", text: "just \"abc"))
    XCTAssertEqual(lexed.map(\.id), [.unterminatedString])
  }

  /// An error holds the catalogue's message itself (its ID with its text), or the program's
  /// own text, which has no ID.
  func testErrorsCarryTheirMessage() {
    guard case .failure(let syntax) = JSON.parse("[1,") else { return XCTFail("accepted") }
    XCTAssertEqual(syntax.diagnostic, Message.jsonEndOfInput())
    XCTAssertEqual(syntax.id, .jsonEndOfInput)
    let eval = EvalError(Message.divisionByZero())
    XCTAssertEqual(eval.id, .divisionByZero)
    XCTAssertEqual(eval.message, Message.divisionByZero().text)
    let event = RuntimeError(Message.timedOut())
    XCTAssertEqual(RuntimeError.id(of: event), .timedOut)
    XCTAssertEqual(RuntimeError.message(of: event), "timed out")
    let own = EvalError("boom")
    XCTAssertNil(own.diagnostic)
    XCTAssertEqual(own.message, "boom")
    XCTAssertNil(RuntimeError("boom").id)
    // In a stage, the stage's name comes first and the message keeps its ID.
    let inMap = RuntimeError(eval, in: "map")
    XCTAssertEqual(inMap.diagnostic, DiagnosticMessage(.divisionByZero, "map: division by zero"))
    XCTAssertEqual(RuntimeError(own, in: "map").message, "map: boom")
    XCTAssertNil(RuntimeError(own, in: "map").id)
  }
}
