import Foundation
import XCTest

/// `--time-unit ms` through the binary: bare times in milliseconds, times printed so, a
/// recording replayed in the same unit, and a value it cannot read refused (U022).
final class TimeUnitCLITests: XCTestCase {
  func testBareTimesAreMillisecondsOnTheCommandLine() throws {
    let r = try BinaryRunner.run([
      "--virtual", "--time-unit", "ms", "-e", "interval 100 | take 2 | delay 1s",
    ])
    XCTAssertEqual(r.out, "1100 next 0\n1200 next 1\n1200 completed\n", r.err)
    XCTAssertEqual(r.err, "", "no H015 warning")
    XCTAssertEqual(r.status, 0)
    let equals = try BinaryRunner.run(["--virtual", "--time-unit=ms", "-e", "timer 300"])
    XCTAssertEqual(equals.out, "300 next 0\n300 completed\n")
  }

  func testJSONRecordsReplayInTheSameUnit() throws {
    let recorded = try BinaryRunner.run([
      "--virtual", "--time-unit", "ms", "--format", "json", "-e", "marbles \"-a-b|\", 50",
    ])
    XCTAssertEqual(
      recorded.out,
      "{\"t\":50,\"kind\":\"next\",\"value\":\"a\"}\n"
        + "{\"t\":150,\"kind\":\"next\",\"value\":\"b\"}\n"
        + "{\"t\":200,\"kind\":\"completed\"}\n")
    let replayed = try BinaryRunner.run(
      ["--virtual", "--time-unit", "ms", "-e", "stdin timed"], stdin: recorded.out)
    XCTAssertEqual(replayed.out, "50 next \"a\"\n150 next \"b\"\n200 completed\n", replayed.err)
  }

  func testAnUnknownUnitIsRefused() throws {
    let r = try BinaryRunner.run(["--time-unit", "us", "-e", "just 1"])
    XCTAssertEqual(r.status, 2)
    XCTAssertTrue(r.err.contains("--time-unit"), r.err)
    let help = try BinaryRunner.run(["--help"])
    XCTAssertTrue(help.out.contains("--time-unit"), help.out)
  }
}
