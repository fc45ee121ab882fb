import SignalboxJSON
import SignalboxLanguage
import SignalboxSession
import Synchronization
import Testing

/// `Session.interrupted` stops every loop that runs the virtual clock, not only the
/// foreground pipeline: `sleep`, `:advance` and the end-of-script run of background jobs
/// (Ctrl-C in the REPL; the fuzz targets' event budget, docs/architecture.md).
@Suite struct SessionInterruptTests {
  /// Collects output and interrupts the session once `limit` lines were printed.
  final class InterruptingOutput: SessionOutput, @unchecked Sendable {
    var lines: [String] = []
    let limit: Int
    var session: Session?
    init(limit: Int) { self.limit = limit }
    func out(_ line: String) {
      lines.append(line)
      if lines.count >= limit { session?.interrupted.store(true, ordering: .relaxed) }
    }
    func err(_ text: String) {}
    func flush() {}
  }

  private func run(_ program: String, limit: Int) -> [String] {
    var options = SessionOptions()
    options.virtualTime = true
    let output = InterruptingOutput(limit: limit)
    let session = Session(options: options, output: output)
    output.session = session
    session.runProgram([SourceFile(name: "t.sbx", text: program)])
    output.session = nil
    return output.lines
  }

  @Test func anInterruptStopsSleep() {
    let lines = run("interval 0.001 &\nsleep 1000", limit: 5)
    #expect(
      lines == (0..<5).map { "[1] \(["0.001", "0.002", "0.003", "0.004", "0.005"][$0]) next \($0)" }
    )
  }

  @Test func anInterruptStopsAdvance() {
    let lines = run("interval 0.001 &\n:advance 1000", limit: 3)
    #expect(lines.count == 3)
  }

  @Test func anInterruptStopsTheBackgroundJobsAtTheEndOfTheScript() {
    // Without the interrupt, the job would tick 3 600 000 times up to the horizon.
    let lines = run("interval 0.001 &", limit: 4)
    #expect(lines.count == 4)
  }
}
