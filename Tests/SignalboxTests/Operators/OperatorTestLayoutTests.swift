import Foundation
import SignalboxTestSupport
import XCTest

/// The engine operators' tests follow their sources: every file of
/// `Sources/Signalbox/Operators/<Concern>/` that declares a public operator has its
/// `<Name>Tests.swift` (or `<Name>Tests+Concern.swift`) in
/// `Tests/SignalboxTests/Operators/<Concern>/`, and every test file there is named for a
/// source file (no batch files).
final class OperatorTestLayoutTests: XCTestCase {
  private let root = packageRoot()

  /// The Swift files under `folder`, as paths relative to it (`Time/Throttle.swift`).
  private func swiftFiles(under folder: String) -> [String] {
    let base = root.appendingPathComponent(folder)
    guard let walker = FileManager.default.enumerator(atPath: base.path) else { return [] }
    return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
  }

  /// The test file names that may test `name`: `NameTests.swift` or `NameTests+X.swift`.
  private func isTestFile(_ file: String, of name: String) -> Bool {
    file == "\(name)Tests.swift" || (file.hasPrefix("\(name)Tests+") && file.hasSuffix(".swift"))
  }

  /// An operator file declares public API; an internal engine file (a merge engine, a
  /// scheduler adapter) declares none and is tested through the operators built on it.
  private func declaresPublicAPI(_ relative: String) throws -> Bool {
    let url = root.appendingPathComponent("Sources/Signalbox/Operators/\(relative)")
    return try String(contentsOf: url, encoding: .utf8).contains("public ")
  }

  private var sources: [String] { swiftFiles(under: "Sources/Signalbox/Operators") }
  private var tests: [String] { swiftFiles(under: "Tests/SignalboxTests/Operators") }

  func testEveryEngineOperatorFileHasItsTestFile() throws {
    let operators = try sources.filter { try declaresPublicAPI($0) }
    XCTAssertGreaterThan(operators.count, 50, "the engine's operator files were found")
    for source in operators {
      let folder = (source as NSString).deletingLastPathComponent
      let name = ((source as NSString).lastPathComponent as NSString).deletingPathExtension
      let found = tests.contains {
        ($0 as NSString).deletingLastPathComponent == folder
          && isTestFile(($0 as NSString).lastPathComponent, of: name)
      }
      XCTAssertTrue(found, "Operators/\(source) has no \(folder)/\(name)Tests.swift")
    }
  }

  func testEveryOperatorTestFileIsNamedForASourceFile() {
    let known = Set(sources.map { ($0 as NSString).deletingPathExtension })
    let helpers: Set = ["OperatorTestLayoutTests.swift", "OperatorTestHelpers.swift"]
    XCTAssertFalse(tests.isEmpty)
    for test in tests where !helpers.contains(test) {
      let stem = (test as NSString).deletingPathExtension
      let name = stem.components(separatedBy: "+")[0]
      XCTAssertTrue(name.hasSuffix("Tests"), "\(test) is not a test file")
      XCTAssertTrue(
        known.contains(String(name.dropLast("Tests".count))),
        "\(test) is named for no file of Sources/Signalbox/Operators")
    }
  }
}
