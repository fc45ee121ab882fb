import SignalboxJSON
import SignalboxLanguage
import SignalboxSession
import Testing

/// Issue 14, part 5: output is flushed at the end of every statement (SPEC §3), so a line
/// never waits for the work of the next statement.
@Suite struct OutputFlushTests {
  /// Records lines and flushes in order.
  final class Recording: SessionOutput, @unchecked Sendable {
    var log: [String] = []
    func out(_ line: String) { log.append(line) }
    func err(_ text: String) { log.append("err: " + text) }
    func flush() {
      if log.last != "flush" { log.append("flush") }
    }
  }

  @Test func everyStatementEndsWithAFlush() {
    let output = Recording()
    var options = SessionOptions()
    options.virtualTime = true
    let session = Session(options: options, output: output)
    session.runProgram([
      SourceFile(name: "t.sbx", text: "just 1\nlet a = 5\nfrom [2, 3] | map x * a")
    ])
    #expect(
      output.log == [
        "0.000 next 1", "0.000 completed", "flush",
        "0.000 next 10", "0.000 next 15", "0.000 completed", "flush",
      ])
  }
}
