import XCTest

/// Issue 14 through the binary: bad numbers on the command line and in data, and the
/// limits on program text (docs/language.md, "Limits and failures").
final class LimitsCLITests: XCTestCase {
  func testHorizonMustBeAFiniteNonNegativeNumber() throws {
    for value in ["nan", "inf", "-1"] {
      let result = try BinaryRunner.run(["--virtual", "--horizon=\(value)", "-e", "interval 1"])
      XCTAssertEqual(result.status, 2, value)
      XCTAssertTrue(result.err.contains("signalbox: --horizon takes a non-negative number of seconds"), result.err)
      XCTAssertEqual(result.out, "")
    }
    let ok = try BinaryRunner.run(["--virtual", "--horizon", "2", "-e", "interval 1"])
    XCTAssertEqual(ok.out, "1.000 next 0\n2.000 next 1\n")
    XCTAssertEqual(ok.status, 0)
  }

  func testIndexesFromStdinData() throws {
    let result = try BinaryRunner.run(
      ["--virtual", "-e", "stdin | map [\"a\", \"b\"][x.i]"], stdin: "{\"i\":1e19}\n{\"i\":-1e19}\n{\"i\":1e400}\n{\"i\":-1}\n")
    XCTAssertEqual(result.out, "0.000 next null\n0.000 next null\n0.000 next null\n0.000 next \"b\"\n0.000 completed\n")
    XCTAssertEqual(result.status, 0)
  }

  func testCountsFromStdinData() throws {
    let result = try BinaryRunner.run(["--virtual", "-e", "stdin | flattenMap { n -> range 1, 3 | take n }"], stdin: "1e300\n2\n")
    XCTAssertEqual(result.out, "0.000 error \"take: the count must be a non-negative integer, got number 1e+300\"\n")
    XCTAssertEqual(result.status, 1)
  }
}
