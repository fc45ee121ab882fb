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
    // Before the silent part: the reader, if made now, keeps the real output for warnings.
    stdinSource.runLoop = runLoop
    let statements = bindings.replay.statements
    let replayMode = options.mode
    silently {
      CurrentScheduler.run(as: scheduler) {
        for (statement, file) in statements { execute(statement, file: file, mode: replayMode) }
      }
    }
    if mode.interactive {
      let name = kind == .virtual ? "virtual" : "real"
      output.out("(\(name) clock; \(bindings.replay.summary) replayed)")
    }
  }

  /// Runs `body` on a virtual clock of its own, then goes back to the session's wall
  /// clock: what `:marbles` does on a wall-clock session, so its drawing is exact. The
  /// bindings, output and status are the session's; the work left on the virtual clock
  /// runs up to `horizon`, and a job started on it that is still running is disposed.
  func onOwnVirtualClock(horizon: Double, _ body: () -> Void) {
    let sessionClock = clock
    let firstJob = jobs.nextNumberWithoutTaking
    let ownClock = VirtualTimeScheduler()
    clock = .virtual(ownClock)
    stdinSource.runLoop = nil
    defer {
      CurrentScheduler.run(as: ownClock) { runOut(ownClock, horizon: horizon) }
      disposeJobs(because: .endOfScript, from: firstJob)
      ownClock.discardPendingWork()
      clock = sessionClock
      stdinSource.runLoop = runLoop
    }
    body()
  }
}
