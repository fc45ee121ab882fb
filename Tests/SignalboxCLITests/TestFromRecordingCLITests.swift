import Foundation
import XCTest

/// `signalbox test --from-recording REC -e PIPELINE [-o FILE]`: a test file from a
/// `--format json` recording. The text is checked byte for byte; then its program without
/// the `expect` statement is run, and what the pipeline prints must be the expected events.
final class TestFromRecordingCLITests: ScratchFolderTestCase {
  override var folderName: String { "from-recording" }

  private func write(_ name: String, _ text: String) throws -> String {
    try folder.write(name, text)
  }

  /// The generated file with its `expect` statement turned into the pipeline it tests;
  /// that program's `--format json` records, and the expected events as JSON records.
  private func replay(_ text: String) throws -> (printed: [String], expected: [String]) {
    let parts = text.components(separatedBy: "\nexpect ")
    XCTAssertEqual(parts.count, 2, text)
    let sides = parts[1].components(separatedBy: " == ")
    let program = try write("replay.sbx", parts[0] + "\n" + sides[0] + "\n")
    let run = try BinaryRunner.run(["--virtual", "--no-hints", "--format", "json", program])
    XCTAssertEqual(run.err, "")
    let expected = sides[1].split(separator: "\n").compactMap { line -> String? in
      let item = line.trimmingCharacters(in: .whitespaces)
      guard item.hasPrefix("{") else { return nil }
      return (item.hasSuffix(",") ? String(item.dropLast()) : item)
        .replacingOccurrences(of: "{t: ", with: #"{"t":"#)
        .replacingOccurrences(of: ", kind: ", with: #","kind":"#)
        .replacingOccurrences(of: ", value: ", with: #","value":"#)
        .replacingOccurrences(of: ", message: ", with: #","message":"#)
    }
    return (run.out.split(separator: "\n").map(String.init), expected)
  }

  func testARecordingThroughAPipelineBecomesATest() throws {
    let result = try BinaryRunner.run([
      "test", "--from-recording", "08-record-replay.stdin", "-e", "map x + 1",
    ])
    XCTAssertEqual(result.status, 0, result.err)
    XCTAssertEqual(
      result.out,
      """
      # From the recording 08-record-replay.stdin through map x + 1: what it printed, kept as \
      a test.
      let recording = from [
        {t: 0.25, kind: "next", value: 0},
        {t: 0.5, kind: "next", value: 1},
        {t: 0.75, kind: "next", value: 4},
        {t: 0.75, kind: "completed"}
      ] | flatMap { timer x.t, x } | dematerialize

      expect recording | map x + 1 == [
        {t: 0.25, kind: "next", value: 1},
        {t: 0.5, kind: "next", value: 2},
        {t: 0.75, kind: "next", value: 5},
        {t: 0.75, kind: "completed"}
      ]

      """)
    let (printed, expected) = try replay(result.out)
    XCTAssertEqual(printed, expected)
    XCTAssertEqual(expected.count, 4)
  }

  func testTheRecordingIsReadAsATimedReplayReadsIt() throws {
    // A job's record and a log line are skipped, a record out of order is sent after the
    // one before it, and the error ends the replay.
    let recording = try write(
      "rec.ndjson",
      """
      {"t":0.5,"kind":"next","value":{"a":"x y"}}
      {"job":1,"t":0.6,"kind":"next","value":9}
      {"t":0.7,"kind":"log","values":[1]}
      {"t":0.25,"kind":"next","value":[1,null]}
      {"t":1.5,"kind":"error","message":"boom \\"here\\""}
      {"t":2,"kind":"next","value":3}

      """)
    let out = folder.path("t.sbx")
    let result = try BinaryRunner.run([
      "test", "--from-recording", recording, "-e", "delay 1 | take 5", "-o", out,
    ])
    XCTAssertEqual(result.status, 0, result.err)
    XCTAssertEqual(result.out, "")
    let text = try String(contentsOfFile: out, encoding: .utf8)
    XCTAssertTrue(
      text.contains(
        """
        let recording = from [
          {t: 0.5, kind: "next", value: {"a":"x y"}},
          {t: 0.5, kind: "next", value: [1,null]},
          {t: 1.5, kind: "error", message: "boom \\"here\\""}
        ]
        """), text)
    XCTAssertTrue(
      text.hasSuffix(
        """
        expect recording | delay 1 | take 5 == [
          {t: 1.5, kind: "error", message: "boom \\"here\\""}
        ]

        """), text)
    let (printed, expected) = try replay(text)
    XCTAssertEqual(printed, expected)
  }

  func testAnEmptyRecordingCompletesAtOnceAndAPipelineThatDoesNotCompileIsStatus2() throws {
    let empty = try write("empty.ndjson", "")
    let result = try BinaryRunner.run([
      "test", "--from-recording", empty, "-e", "count",
    ])
    XCTAssertEqual(result.status, 0, result.err)
    XCTAssertTrue(
      result.out.hasSuffix(
        """
        let recording = from [
          {t: 0, kind: "completed"}
        ] | flatMap { timer x.t, x } | dematerialize

        expect recording | count == [
          {t: 0, kind: "next", value: 0},
          {t: 0, kind: "completed"}
        ]

        """), result.out)
    let wrong = try BinaryRunner.run(["test", "--from-recording", empty, "-e", "map x +"])
    XCTAssertEqual(wrong.status, 2)
    XCTAssertEqual(wrong.out, "")
    XCTAssertTrue(wrong.err.contains("error: expected an expression"), wrong.err)
  }
}
