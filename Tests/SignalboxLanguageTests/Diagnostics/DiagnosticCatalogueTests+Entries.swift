import Foundation
import SignalboxJQ
import XCTest

@testable import SignalboxJSON
@testable import SignalboxLanguage
@testable import SignalboxSession

/// Every module's entries together: each holds its text, its explanation and its severity
/// (by the rules of its phase letter), and every ID a `Message` function raises has one.
extension DiagnosticCatalogueTests {
  /// The severity rules of the phase letters (docs/architecture.md, "Diagnostics"): errors
  /// stop a program or a value (`L` `P` `C` `R` `E` `J` `B` `Q`, and the command line's
  /// `U`); meta commands (`M`) and running statements (`S`) warn and the session goes on;
  /// hints (`H`) are notes, except H015, a warning on its own line about the program.
  static func severityRule(_ id: DiagnosticMessage.ID) -> DiagnosticMessage.Severity {
    if id.rawValue == "H015" { return .warning }
    switch id.rawValue.first {
    case "M", "S": return .warning
    case "H": return .note
    default: return .error
    }
  }

  func testEverySeverityFollowsTheRuleOfItsPhase() {
    for entry in DiagnosticCatalogue.all {
      XCTAssertEqual(entry.severity, Self.severityRule(entry.id), "\(entry.id)")
    }
  }

  /// The renderer's word is the entry's: a message made from an entry carries its
  /// severity into `Diagnostic` and `DiagnosticRenderer.line`.
  func testTheRendererPrintsTheEntrysSeverity() {
    let file = SourceFile(name: "t", text: "just 1")
    for entry in DiagnosticCatalogue.all {
      let message = entry.message()
      XCTAssertEqual(message.severity, entry.severity, "\(entry.id)")
      let word = entry.severity.rawValue
      XCTAssertTrue(DiagnosticRenderer.line(message).hasPrefix("\(word): "), "\(entry.id)")
      XCTAssertTrue(
        DiagnosticRenderer.render(Diagnostic(message, at: 0), in: file).hasPrefix(
          "t:1:1: \(word): "), "\(entry.id)")
    }
    XCTAssertEqual(
      DiagnosticRenderer.line(Message.nothingLeft()),
      "warning: pipeline disposed: no scheduled work left that could end it [S005]")
    XCTAssertEqual(
      DiagnosticRenderer.line(Message.throttleKeptLast()).prefix(20), "note: throttle kept ")
  }

  /// All modules' entries below the command (the command's own are checked by
  /// CommandLineMessageTests): IDs unique, each with its text and its explanation.
  func testEveryEntryHoldsItsTextAndExplanation() {
    let all = DiagnosticCatalogue.all
    XCTAssertEqual(Set(all.map(\.id)).count, all.count, "an ID declared twice")
    for entry in all {
      XCTAssertFalse(entry.text.isEmpty, "\(entry.id) has no text")
      XCTAssertFalse(entry.explanation.meaning.isEmpty, "\(entry.id) has no explanation")
      XCTAssertFalse(entry.explanation.right.isEmpty, "\(entry.id) has no right example")
    }
  }

  /// Every ID a `Message` function raises (`filled(.x`, `jqMessage(.x`, … in the modules'
  /// `Diagnostics/` folders) has an entry declared in a `DiagnosticEntries*.swift`
  /// (`DiagnosticEntry(.x, …)` or the row form `.error(.x, …)`).
  func testEveryRaisedIDHasAnEntry() throws {
    let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Sources")
    var raised = Set<String>()
    var declared = Set<String>()
    let modules = try FileManager.default.contentsOfDirectory(atPath: sources.path)
    for module in modules {
      let folder = sources.appendingPathComponent(module).appendingPathComponent("Diagnostics")
      let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
      for name in files where name.hasPrefix("Diagnostic") && name.hasSuffix(".swift") {
        let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        for match in text.matches(of: /(?:filled|[a-z][A-Za-z]*Message)\(\s*\.([A-Za-z0-9]+)/) {
          raised.insert(String(match.1))
        }
        for match in text.matches(of: /DiagnosticEntry\(\s*\.([A-Za-z0-9]+),/) {
          declared.insert(String(match.1))
        }
        // The row form of the entries files: `.error(`, `.warning(` or `.note(` and the ID.
        guard name.hasPrefix("DiagnosticEntries") else { continue }
        for match in text.matches(of: /\.(?:error|warning|note)\(\s*\.([A-Za-z0-9]+),/) {
          declared.insert(String(match.1))
        }
      }
    }
    XCTAssertGreaterThan(raised.count, 150)
    XCTAssertEqual(raised.subtracting(declared), [], "raised without an entry")
  }
}
