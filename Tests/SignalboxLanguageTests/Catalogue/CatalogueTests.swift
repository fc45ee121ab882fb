import SignalboxTestSupport
import XCTest

@testable import SignalboxJSON
@testable import SignalboxLanguage
@testable import SignalboxSession

/// The catalogue behind `:help` (docs/operators.md and docs/functions.md are written from
/// it: OperatorTableTests).
final class CatalogueTests: XCTestCase {
  func testEveryOperatorTheCompilerKnowsHasHelp() {
    for name in OperatorTable.stageNames + OperatorTable.sourceNameList
      + OperatorTable.functionNames
    {
      XCTAssertFalse(Catalogue.entries(named: name).isEmpty, "no :help for \(name)")
    }
  }

  func testEveryExampleRunsWithoutDiagnostics() {
    for entry in Catalogue.all {
      let (session, output) = makeSession()
      XCTAssertTrue(
        session.runProgram([SourceFile(name: "example", text: entry.example)]), entry.forms[0])
      XCTAssertFalse(output.stdout.isEmpty, "\(entry.forms[0]) prints nothing")
    }
  }

  func testHelpRunsTheExample() {
    let (session, output) = makeSession()
    session.runProgram([SourceFile(name: "t", text: ":help take")])
    XCTAssertEqual(output.stdout.first, "take N  (Filtering)")
    XCTAssertTrue(output.stdout.contains("    sbx> interval 1 | take 2"), "\(output.stdout)")
    XCTAssertTrue(output.stdout.contains("    2.000 completed"), "\(output.stdout)")
  }

  // MARK: meta commands

  func testEveryMetaCommandIsOneEntry() {
    XCTAssertEqual(
      Catalogue.metaCommands.map(\.command).sorted { $0.rawValue < $1.rawValue },
      MetaCommand.allCases.sorted { $0.rawValue < $1.rawValue })
    let names = Catalogue.metaCommands.flatMap { [$0.name] + $0.aliases }
    XCTAssertEqual(Set(names).count, names.count, "a meta command name is declared twice")
  }

  /// The session runs every name and alias of the table's meta commands (with its handler:
  /// none says "unknown"), and only those.
  func testTheSessionRunsExactlyTheTablesMetaCommands() {
    for meta in Catalogue.metaCommands {
      for name in [meta.name] + meta.aliases {
        let err = runSession(":" + name).err
        XCTAssertFalse(err.contains("unknown meta command"), "\(name): \(err)")
        XCTAssertEqual(Catalogue.metaCommand(named: name)?.command, meta.command)
        let help = runSession(":help :" + name)
        XCTAssertEqual(help.err, "", name)
        XCTAssertTrue(help.out.first?.hasPrefix(":" + meta.name) ?? false, "\(help.out)")
      }
    }
    for word in ["frobnicate", "show2", "helps", "map"] {
      XCTAssertTrue(runSession(":" + word).err.contains("unknown meta command ':\(word)'"), word)
      XCTAssertNil(Catalogue.metaCommand(named: word))
    }
    let overview = runSession(":help").out
    for meta in Catalogue.metaCommands {
      XCTAssertTrue(overview.contains { $0.hasPrefix("  :" + meta.name + " ") }, meta.name)
    }
  }

  func testFormatsShapeNamesTheOutputFormats() {
    XCTAssertEqual(
      Catalogue.metaCommand(named: "format")?.shape,
      OutputFormat.allCases.map(\.rawValue).joined(separator: "|"))
  }

  func testPendingAndResourcesAreTheMetaCommandsThatReadWorkLabels() {
    XCTAssertEqual(
      Catalogue.metaCommands.filter(\.readsWorkLabels).map(\.command), [.pending, .resources])
  }
}
