import Foundation
import SignalboxJSON
import SignalboxLanguage
import SignalboxSession
import SignalboxTestSupport
import Testing

/// `file "PATH" timed` (and `stdin timed`) replay what `--format json` recorded: the same
/// events at the same times.
@Suite struct TimedReplayTests {
  private func run(_ program: String, format: OutputFormat = .text) -> (out: [String], err: String)
  {
    runSession(program, format: format)
  }

  private func withRecording(_ lines: [String], _ body: (String) -> Void) throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("signalbox-timed-\(UUID().uuidString).ndjson").path
    try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    body(path)
  }

  @Test(arguments: [
    "interval 0.25 | take 4 | map x * x",
    "marbles \"-a--b-#\" | map x + \"!\"",
    "from [1, 2, 3] | delay 1.5",
    "timer 2, {a: [1, null], s: \"é\\n\"}",
    "interval 0.1 | take 5 | throttle 0.25",
  ])
  func aRecordingReplaysTheSameEventsAtTheSameTimes(program: String) throws {
    let original = run(program)
    let recording = run(program, format: .json).out
    try withRecording(recording) { path in
      #expect(run("file \"\(path)\" timed").out == original.out)
    }
  }

  @Test func backgroundJobsAndLogsAreSkippedAndOrderIsKept() throws {
    let lines = [
      #"{"t":0.1,"kind":"next","value":"a"}"#,
      #"{"t":0.2,"kind":"log","values":[1]}"#,
      #"{"job":1,"t":0.3,"kind":"next","value":"job"}"#,
      #"{"t":0.05,"kind":"next","value":"late"}"#,
      #"{"t":0.4,"kind":"error","message":"boom"}"#,
      #"{"t":0.5,"kind":"next","value":"after the end"}"#,
    ]
    try withRecording(lines) { path in
      #expect(
        run("file \"\(path)\" timed").out == [
          "0.100 next \"a\"", "0.100 next \"late\"", "0.400 error \"boom\"",
        ])
    }
  }

  @Test func aReplayReadsOneRecordAheadAndStopsWhenDisposed() throws {
    let lines = (1...3).map { #"{"t":\#($0),"kind":"next","value":\#($0)}"# }
    try withRecording(lines) { path in
      let out = run(
        """
        file "\(path)" timed &
        :advance 1.5
        :pending
        :kill 1
        :pending
        file "\(path)" timed | take 1
        """
      ).out
      #expect(
        out == [
          "[1] 1.000 next 1",
          "[1] 2.000 file (stage 1) replays next record",  // one record read ahead, no more
          "[1] 1.500 disposed",
          "no pending work",
          "1.000 next 1", "1.000 completed",
        ])
    }
  }

  @Test func aRecordingWithoutAnEndCompletesAfterItsLastEvent() throws {
    try withRecording([#"{"t":1.5,"kind":"next","value":1}"#]) { path in
      #expect(
        run("file \"\(path)\" timed | map x * 10").out == ["1.500 next 10", "1.500 completed"])
    }
    try withRecording([]) { path in
      #expect(run("file \"\(path)\" timed").out == ["0.000 completed"])
    }
  }

  @Test func whatIsNotARecordIsAnErrorAfterTheEventsBeforeIt() throws {
    try withRecording([#"{"t":1,"kind":"next","value":1}"#, "[1]"]) { path in
      let out = run("file \"\(path)\" timed").out
      #expect(out.count == 2)
      #expect(out.first == "1.000 next 1")
      #expect(out.last?.hasPrefix("1.000 error \"\(path): record 2 is not an event record") == true)
    }
    try withRecording([#"{"t":1,"kind":"next","value":1}"#, #"{"t":"#]) { path in
      #expect(
        run("file \"\(path)\" timed").out == [
          "1.000 next 1", "1.000 error \"\(path):3:1: unexpected end of input\"",
        ])
    }
  }
}
