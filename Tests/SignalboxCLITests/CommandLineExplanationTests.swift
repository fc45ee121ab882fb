import XCTest

@testable import SignalboxCLI
@testable import SignalboxJSON
@testable import SignalboxLanguage

/// The command line's catalogue entries (`U…`), run through the binary: each entry's wrong
/// command line prints its ID at the end of a `signalbox:` line on stderr, the right one
/// prints no ID; `--explain` shows both command lines.
final class CommandLineExplanationTests: XCTestCase {
  func testTheWrongCommandLineGetsItsIDAndTheRightOneNone() throws {
    let entries = DiagnosticCatalogue.commandLine
    XCTAssertGreaterThanOrEqual(entries.count, 15)
    for entry in entries {
      let id = entry.id
      guard let (wrong, right) = entry.explanation.commandLine else { continue }
      let failed = try BinaryRunner.run(wrong)
      XCTAssertTrue(
        failed.err.split(separator: "\n").contains {
          $0.hasPrefix("signalbox: ") && $0.hasSuffix("[\(id.rawValue)]")
        }, "\(id.rawValue) \(wrong):\n\(failed.err)")
      XCTAssertNotEqual(failed.status, 0, "\(id.rawValue) \(wrong)")
      let fine = try BinaryRunner.run(right)
      XCTAssertEqual(fine.status, 0, "\(id.rawValue) \(right):\n\(fine.err)")
      XCTAssertNil(fine.err.firstMatch(of: /\[[A-Z][0-9]{3}\]/), "\(id.rawValue): \(fine.err)")
    }
  }

  func testExplainShowsTheCommandLines() throws {
    let result = try BinaryRunner.run(["--explain", "U004"])
    XCTAssertEqual(result.status, 0)
    XCTAssertTrue(
      result.out.contains("wrong:\n    signalbox --virtual --horizon nan -e 'just 1'\n"),
      result.out)
    XCTAssertTrue(
      result.out.contains("right:\n    signalbox --virtual --horizon 10 -e 'just 1'\n"),
      result.out)
  }
}
