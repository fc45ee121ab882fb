import XCTest

@testable import SignalboxJSON
@testable import SignalboxLanguage
@testable import SignalboxSession

/// The catalogue behind `:help` and docs/operators.md (docs/functions.md for the functions)
/// describe the same operators.
final class CatalogueTests: XCTestCase {
  private var operatorsDoc: String {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    return ["docs/operators.md", "docs/functions.md"].map {
      (try? String(contentsOf: root.appendingPathComponent($0), encoding: .utf8)) ?? ""
    }.joined(separator: "\n")
  }

  func testEveryCatalogueEntryIsDocumentedWithItsSummaryAndExample() {
    let doc = operatorsDoc
    XCTAssertFalse(doc.isEmpty)
    for entry in Catalogue.all {
      let heading = "### " + entry.forms.map { "`\($0)`" }.joined(separator: " · ")
      XCTAssertTrue(doc.contains(heading), "docs/operators.md lacks \(heading)")
      XCTAssertTrue(doc.contains(entry.summary), "summary of \(entry.forms[0]) differs")
      XCTAssertTrue(
        doc.contains("```sbx\n" + entry.example + "\n```"), "example of \(entry.forms[0]) differs")
    }
  }

  func testEveryOperatorTheCompilerKnowsHasHelp() {
    for name in OperatorTable.stageNames + OperatorTable.sourceNameList
      + OperatorTable.functionNames
    {
      XCTAssertFalse(Catalogue.entries(named: name).isEmpty, "no :help for \(name)")
    }
  }

  func testEveryExampleRunsWithoutDiagnostics() {
    for entry in Catalogue.all {
      let output = CollectedOutput()
      var options = SessionOptions()
      options.virtualTime = true
      let session = Session(options: options, output: output)
      XCTAssertTrue(
        session.runProgram([SourceFile(name: "example", text: entry.example)]), entry.forms[0])
      XCTAssertFalse(output.stdout.isEmpty, "\(entry.forms[0]) prints nothing")
    }
  }

  func testHelpRunsTheExample() {
    let output = CollectedOutput()
    var options = SessionOptions()
    options.virtualTime = true
    let session = Session(options: options, output: output)
    session.runProgram([SourceFile(name: "t", text: ":help take")])
    XCTAssertEqual(output.stdout.first, "take N  (Transform and filter (S))")
    XCTAssertTrue(output.stdout.contains("    sbx> interval 1 | take 2"), "\(output.stdout)")
    XCTAssertTrue(output.stdout.contains("    2.000 completed"), "\(output.stdout)")
  }
}
