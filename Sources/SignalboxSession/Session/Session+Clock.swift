import Signalbox
import SignalboxLanguage

/// `:clock`, the one implementation (in a script and at the prompt alike), and the
/// virtual clock a `:marbles` on a wall-clock session runs on.
extension Session {
  /// `:clock real|virtual`: the statements after it run on a fresh clock of that kind —
  /// the background jobs of the old clock are disposed (with a warning), the new clock
  /// starts at 0, and the names bound so far are bound again on it, silently (subjects and
  /// hot pipelines start afresh; reading stdin goes on where it was). At the prompt
  /// (`mode.interactive`) a note says what was bound again.
  func switchClock(to kind: RunMode.Clock, mode: RunMode) {
    disposeJobs(because: .clockChanged)
    clock.discardPendingWork()
    clock = SessionClock(kind)
    options.mode.clock = kind
    stdinSource.runLoop = runLoop
    // The replay is handed its output: nothing while it runs (`ReplayHost`); what it binds
    // keeps that host, which is the session's once the replay ended, so a hot binding's
    // later lines print.
    let host = ReplayHost(self)
    let time = RunClock(clock: clock, host: host, quiet: true)
    let statements = bindings.replay.statements
    let replayMode = options.mode
    CurrentScheduler.run(as: time.scheduler) {
      for (statement, file) in statements {
        execute(statement, file: file, mode: replayMode, on: time)
      }
    }
    host.replayEnded()
    if mode.interactive {
      let name = kind == .virtual ? "virtual" : "real"
      output.out("(\(name) clock; \(bindings.replay.summary) replayed)")
    }
  }

  /// Runs `body` with a virtual clock of its own, passed to it (the session's wall clock
  /// stays the session's): what `:marbles` does on a wall-clock session, so its drawing is
  /// exact. The bindings, output and status are the session's; the statements see the
  /// virtual clock through an `OwnClockHost` (stdin read synchronously on it); the work left
  /// on it runs up to `horizon`, and a job started on it that is still running is disposed.
  func onOwnVirtualClock(horizon: Double, _ body: (RunClock) -> Void) {
    let firstJob = jobs.nextNumberWithoutTaking
    let ownClock = VirtualTimeScheduler()
    let time = RunClock(clock: .virtual(ownClock), host: OwnClockHost(self, clock: ownClock))
    body(time)
    CurrentScheduler.run(as: ownClock) { runOut(ownClock, horizon: horizon) }
    disposeJobs(because: .endOfScript, from: firstJob)
    ownClock.discardPendingWork()
  }
}
