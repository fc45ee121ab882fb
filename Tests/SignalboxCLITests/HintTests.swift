import XCTest

/// The notes where RAC and RxJS differ (`H010`–`H014`): on stderr the first time in a
/// session the operator behaves as RAC's, with the RxJS spelling; never on stdout; none
/// with `-q` or `--no-hints`, nor when the operator did what both would do.
final class HintTests: XCTestCase {
  private func run(_ program: String, _ flags: [String] = []) throws -> BinaryRunner.Result {
    try BinaryRunner.run(["--virtual"] + flags + ["-e", program])
  }

  private let cases: [(program: String, note: String, quiet: String)] = [
    (
      "interval 0.1 | take 20 | throttle 0.5",
      "note: throttle kept the last value of a burst (RAC); RxJS's throttleTime keeps the first "
        + "(RAC's throttle is RxJS's debounceTime) [H010]\n",
      "marbles \"a---b|\", 0.5 | throttle 1"
    ),
    (
      "marbles \"a-b-#\", 0.5 | delay 1",
      "note: delay dropped the values still waiting when the error came (RAC sends an error at "
        + "once); to delay the error too: materialize | delay T | dematerialize [H011]\n",
      "marbles \"a---#\", 0.5 | delay 1"
    ),
    (
      "interval 1 | timeout 2.5",
      "note: timeout T bounds the whole signal (RAC): values do not restart it; RxJS's timeout "
        + "(each value within T) is timeout T, {each: true} [H012]\n",
      "never | timeout 2.5"
    ),
    (
      "interval 1 | takeUntil { timer 1.5 | flattenMap { error \"x\" } } | take 3",
      "note: takeUntil ignored its trigger's error (RAC); RxJS's takeUntil sends it on [H013]\n",
      "interval 1 | takeUntil { timer 1.5 } | take 3"
    ),
    (
      "interval 1 | finally log(\"f\") | take 2",
      "note: finally did not run: the pipeline was disposed before it ended (RAC runs it on "
        + "completed and error only); RxJS's finalize runs on disposal too: finalize EXPR "
        + "[H014]\n",
      "from [1, 2] | finally log(\"f\") | take 3"
    ),
  ]

  func testEachNoteOnceOnStderrWithTheSameStdout() throws {
    for (program, note, _) in cases {
      // Twice in one session: one note.
      let twice = try run(program + "\n" + program)
      XCTAssertEqual(twice.err.components(separatedBy: "note:").count - 1, 1, twice.err)
      XCTAssertTrue(twice.err.contains(note), "\(program):\n\(twice.err)")
      let silent = try run(program + "\n" + program, ["--no-hints"])
      XCTAssertEqual(silent.out, twice.out, program)
      XCTAssertFalse(silent.err.contains("note:"), silent.err)
      XCTAssertEqual(silent.status, twice.status)
      let quiet = try run(program, ["-q"])
      XCTAssertFalse(quiet.err.contains("note:"), quiet.err)
    }
  }

  /// Where RAC and RxJS agree (a value alone in its window, an error with nothing waiting,
  /// a timeout before any value, a trigger that sends, a finally that ran): no note.
  func testNoNoteWhereBothAgree() throws {
    // `debounce` and `debounceTime` are the RxJS names of what they do: no note either.
    let agreeing =
      cases.map(\.quiet) + [
        "interval 0.1 | take 20 | debounce 0.5", "interval 0.1 | take 20 | debounceTime 0.5",
      ]
    for program in agreeing {
      let result = try run(program)
      XCTAssertFalse(result.err.contains("note:"), "\(program):\n\(result.err)")
    }
  }
}
