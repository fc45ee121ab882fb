import Foundation
import XCTest

/// Issue 14 through the binary: bad numbers on the command line and in data, and the
/// limits on program text (docs/language.md, "Limits and failures").
final class LimitsCLITests: XCTestCase {
  func testHorizonMustBeAFiniteNonNegativeNumber() throws {
    for value in ["nan", "inf", "-1"] {
      let result = try BinaryRunner.run(["--virtual", "--horizon=\(value)", "-e", "interval 1"])
      XCTAssertEqual(result.status, 2, value)
      XCTAssertTrue(
        result.err.contains("signalbox: --horizon takes a non-negative number of seconds"),
        result.err)
      XCTAssertEqual(result.out, "")
    }
    let ok = try BinaryRunner.run(["--virtual", "--horizon", "2", "-e", "interval 1"])
    XCTAssertEqual(ok.out, "1.000 next 0\n2.000 next 1\n")
    XCTAssertEqual(ok.status, 0)
  }

  func testIndexesFromStdinData() throws {
    try assertBinary(
      ["--virtual", "-e", "stdin | map [\"a\", \"b\"][x.i]"],
      stdin: "{\"i\":1e19}\n{\"i\":-1e19}\n{\"i\":1e400}\n{\"i\":-1}\n", status: 0,
      out: "0.000 next null\n0.000 next null\n0.000 next null\n0.000 next \"b\"\n"
        + "0.000 completed\n")
  }

  func testCountsFromStdinData() throws {
    let result = try BinaryRunner.run(
      ["--virtual", "-e", "stdin | flattenMap { n -> range 1, 3 | take n }"], stdin: "1e300\n2\n")
    XCTAssertEqual(
      result.out,
      "0.000 error \"take: the count must be a non-negative integer, got number 1e+300\"\n")
    XCTAssertEqual(result.status, 1)
  }

  /// The binary runs its session on a thread of its own (`LargeStack`), so the limits hold
  /// with a small `ulimit -s` too: programs at every limit run in a shell that set 1 MiB.
  func testTheLimitsHoldOnASmallStack() throws {
    let lets =
      (["let a0 = just 1"] + (1..<1000).map { "let a\($0) = a\($0 - 1) | map x" } + ["a999"])
      .joined(separator: "\n")
    let program = [
      lets,
      "range 1, 9999 | aggregate [], [acc] | map str(x) | map len(x)",
      "just 1" + String(repeating: " + 1", count: 999),
    ].joined(separator: "\n")
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "limits-\(getpid()).sbx"
    ).path
    try program.write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let result = try BinaryRunner.run(
      [
        "/bin/sh", "-c", "ulimit -s 1024 && exec \"$0\" --virtual \"$1\"", BinaryRunner.binary.path,
        path,
      ], shell: true)
    XCTAssertEqual(
      result.out,
      "0.000 next 1\n0.000 completed\n0.000 next 20000\n0.000 completed\n0.000 next 1000\n0.000 "
        + "completed\n"
    )
    XCTAssertEqual(result.status, 0, result.err)
  }
}
