// A build without the `LiveView` trait (a plain `swift build --build-tests`): `--live` and
// `:live` say the build lacks the view, and how to build it.
#if !LiveView
  import Foundation
  import XCTest

  final class LiveViewAbsentTests: XCTestCase {
    static let text =
      "this signalbox was built without the live view: build it with "
      + "`swift build --traits LiveView` (or `make`) [U032]"

    /// `--live` before anything runs: the message and status 2, nothing on stdout.
    func testLiveOptionSaysTheBuildLacksTheView() throws {
      let result = try BinaryRunner.run(["--live", "-e", "just 1"])
      XCTAssertEqual(result.status, 2)
      XCTAssertEqual(result.out, "")
      XCTAssertEqual(result.err, "signalbox: \(Self.text)\n")
    }

    /// Everything else still runs in such a build.
    func testTheRestRuns() throws {
      let result = try BinaryRunner.run(["-q", "-e", "just 1"])
      XCTAssertEqual(result.status, 0)
      XCTAssertEqual(result.out, "1\n")
    }
  }

  extension ReplTests {
    /// `:live` at the prompt warns with the same ID, and the REPL goes on.
    func testLiveCommandSaysTheBuildLacksTheView() throws {
      let t = try start()
      t.type(":live\r", shows: "built without the live view")
      XCTAssertTrue(t.transcript.contains("[U032]"), t.transcript)
      t.type("just 1\r", shows: "completed")
      t.type(":quit\r")
      XCTAssertEqual(t.exitStatus(), 0)
    }
  }
#endif
