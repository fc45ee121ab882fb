import Foundation
import Testing

@testable import SignalboxCLI
@testable import SignalboxJSON
@testable import SignalboxSession

/// Where IDs are declared: each module declares its IDs in its own
/// `Sources/<Module>/Diagnostics/DiagnosticEntries*.swift`, and every ID declared in the
/// sources has exactly one entry in the catalogue (`DiagnosticCatalogue.all` and the command
/// line's), so none is raised unexplained and none is declared twice.
@Suite struct DiagnosticDeclarationTests {
  /// `(file, name, ID)` of every `static let name = Self("X000")` under Sources/.
  static func declarations() throws -> [(file: String, name: String, id: String)] {
    let root = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let sources = root.appending(path: "Sources")
    let files = FileManager.default.enumerator(atPath: sources.path(percentEncoded: false))
    var found: [(file: String, name: String, id: String)] = []
    while let file = files?.nextObject() as? String {
      guard file.hasSuffix(".swift") else { continue }
      let text = try String(contentsOf: sources.appending(path: file), encoding: .utf8)
      for match in text.matches(of: /static let (\w+) = Self\("([A-Z][0-9]{3})"\)/) {
        found.append((file, String(match.output.1), String(match.output.2)))
      }
    }
    return found
  }

  @Test func everyDeclaredIDHasExactlyOneEntry() throws {
    let declared = try Self.declarations()
    #expect(declared.count >= 150, "found \(declared.count) declarations")
    let ids = declared.map(\.id)
    #expect(Set(ids).count == ids.count, "an ID declared twice")
    let entries = (DiagnosticCatalogue.all + DiagnosticCatalogue.commandLine).map(\.id.rawValue)
    // Declared without an entry, or an entry whose ID no module declares.
    #expect(Set(ids).symmetricDifference(entries).sorted() == [])
    #expect(entries.count == Set(entries).count)
  }

  @Test func eachModuleDeclaresItsIDsInItsDiagnosticsFolder() throws {
    for declaration in try Self.declarations() {
      #expect(
        declaration.file.wholeMatch(of: /Signalbox\w*\/Diagnostics\/DiagnosticEntries[^\/]*/)
          != nil, "\(declaration.id) in \(declaration.file)")
    }
  }
}
