import SignalboxJSON
import SignalboxLanguage
import SignalboxSession
import Testing

/// A REPL `:reset` replaces the session: the old one, with its subjects, bindings, jobs and
/// clocks (`:clock` replaces the clock in the same session), must be freed (issue 25, Q7:
/// memory grew with every reset).
@Suite struct SessionReleaseTests {
  final class Discard: SessionOutput, @unchecked Sendable {
    func out(_ line: String) {}
    func err(_ text: String) {}
    func flush() {}
  }

  static let lines = [
    "subject s", "s | map x * 2 | scan 0, acc + x &", "send s, 1", "let a = just 1 | map x + 1",
    "a | map {n: x}", "range 1, 20 | collect", "let v = {k: 1}", "timer 0.001 | map \"t\" &",
    ":jobs", "complete s", "marbles \"ab-c|\", 0.001 | map x", "interval 1 &",
    // The clock switched in the same session: the old clock's work is dropped, the names
    // bound again on the new one, and a job started there.
    ":clock virtual", ":marbles a | take 1", "interval 1 &",
  ]

  @Test(arguments: [true, false]) func aReplacedSessionIsFreed(virtual: Bool) {
    weak var released: Session?
    do {
      var options = SessionOptions()
      options.virtualTime = virtual
      let session = Session(options: options, output: Discard())
      for line in Self.lines { session.runInteractive(SourceFile(name: "<repl>", text: line)) }
      session.disposeJobsForReset()
      session.close()
      released = session
    }
    #expect(released == nil)
  }
}
