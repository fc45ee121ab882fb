import Foundation
import Signalbox
import SignalboxTestSupport
import XCTest

/// `Signalbox.version` (what `signalbox --version` prints) is a semantic version that
/// CHANGELOG.md has a section for.
final class VersionTests: XCTestCase {
  func testTheVersionIsSemanticAndInTheChangelog() throws {
    let parts = Signalbox.version.split(separator: ".", omittingEmptySubsequences: false)
    XCTAssertEqual(parts.count, 3, Signalbox.version)
    XCTAssertTrue(parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) })
    let changelog = try String(
      contentsOf: packageRoot().appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
    XCTAssertTrue(changelog.contains("\n## [\(Signalbox.version)] - "))
  }
}
