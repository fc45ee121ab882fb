import XCTest

/// `--session-time`: every event's time from the session's start, on the virtual clock.
final class SessionTimeCLITests: XCTestCase {
  private let program = "timer 2, \"slow\" &\nsleep 0.5\ntimer 1, \"fast\" &\n"

  func testJobsStartedAtDifferentTimesPrintOnOneTimeline() throws {
    let plain = try BinaryRunner.run(["--virtual", "-e", program])
    XCTAssertEqual(
      plain.out,
      "[2] 1.000 next \"fast\"\n[2] 1.000 completed\n[1] 2.000 next \"slow\"\n"
        + "[1] 2.000 completed\n")
    let session = try BinaryRunner.run(["--virtual", "--session-time", "-e", program])
    XCTAssertEqual(session.status, 0, session.err)
    XCTAssertEqual(
      session.out,
      "[2] 1.500 next \"fast\"\n[2] 1.500 completed\n[1] 2.000 next \"slow\"\n"
        + "[1] 2.000 completed\n")
  }

  func testJSONCarriesBothTimes() throws {
    let result = try BinaryRunner.run([
      "--virtual", "--session-time", "--format", "json", "-e", program,
    ])
    XCTAssertEqual(
      result.out.split(separator: "\n").first,
      #"{"job":2,"t":1,"session_t":1.5,"kind":"next","value":"fast"}"#)
  }
}
