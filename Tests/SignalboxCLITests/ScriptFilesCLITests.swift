import Foundation
import XCTest

/// Several script files are one program in one session (the contract's rule): bindings
/// carry over, all are compiled before any runs, and the errors of every file are printed.
final class ScriptFilesCLITests: ScratchFolderTestCase {
  override var folderName: String { "scripts" }

  func testABindingOfTheFirstFileIsSeenInTheNext() throws {
    let a = try folder.write("a.sbx", "let n = just 1\n")
    let b = try folder.write("b.sbx", "n | map x + 1\n")
    let result = try BinaryRunner.run(["--virtual", a, b])
    XCTAssertEqual(result.out, "0.000 next 2\n0.000 completed\n")
    XCTAssertEqual(result.status, 0)
  }

  func testCompileErrorsOfEveryFileArePrintedAndNothingRuns() throws {
    let a = try folder.write("a.sbx", "just 1\nfoo 1\n")
    let b = try folder.write("b.sbx", "bar 2\n")
    let result = try BinaryRunner.run(["--virtual", a, b])
    XCTAssertEqual(result.out, "")
    XCTAssertTrue(result.err.contains("a.sbx:2:1: error: unknown source or name 'foo'"), result.err)
    XCTAssertTrue(result.err.contains("b.sbx:1:1: error: unknown source or name 'bar'"), result.err)
    XCTAssertEqual(result.status, 2)
  }
}
