import CReadline
import Signalbox
import SignalboxJSON
import SignalboxLanguage
import SignalboxSession

/// The driver's side of the preview and of the sample `stdin` reads: `:preview`, `:input`,
/// `signalbox explore FILE`.
extension ReplDriver {
  /// `:preview on|off|horizon S`.
  func setPreview(_ setting: Session.PreviewSetting) {
    switch setting {
    case .on:
      guard isatty(0) != 0, isatty(1) != 0, ReplDriver.environment("TERM") ?? "dumb" != "dumb"
      else { return say("(no preview: standard input and output are not both a terminal)") }
      preview.enabled = true
      ReplInput.install()
      say("(preview on)")
    case .off:
      preview.enabled = false
      say("(preview off)")
    case .horizon(let seconds):
      preview.limits.horizon = seconds
      let text = seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
      say("(preview horizon: \(text) s of virtual time)")
    }
  }

  /// `:input FILE`: a sample of FILE is what `stdin` reads from now on.
  func bindSample(_ path: String) {
    switch PreviewSample.load(path) {
    case .success(let sample): bind(sample)
    case .failure(let failure):
      let message = Message.cannotReadSample(failure.path, failure.reason)
      terminal.err(DiagnosticRenderer.line(message) + "\n")
    }
  }

  /// `sample` is what `stdin` reads, in the previews and in the entries; said once.
  func bind(_ sample: PreviewSample) {
    preview.sample = sample
    ReplCompletion.fieldPaths = sample.fieldPaths
    say(sample.summary)
  }

  /// Before an entry that reads `stdin`: the session reads the sample afresh, from its
  /// start (the descriptor before is closed when no job could still be reading it).
  func rereadSample(for statement: String) {
    guard let sample = preview.sample, statement.contains("stdin") else { return }
    let fd = sample.descriptor()
    guard fd >= 0 else { return }
    if !session.hasJobs {
      for old in sampleReaders { close(old) }
      sampleReaders = []
    }
    sampleReaders.append(fd)
    session.rebindStdin(fd)
  }

  /// What the run loop does when keys come (`readable`: standard input has some), or when
  /// the preview read some while asking where the cursor is: the preview taken down, the
  /// keys given to readline (ReplInput, which takes the terminal's answers out), and a
  /// preview after the pause while the line is still being typed.
  static func keys(
    preview: ReplPreview, loop: RunLoopScheduler, lineEnded: @escaping @Sendable () -> Bool
  ) -> @Sendable (Bool) -> Void {
    let handle: @Sendable (Bool) -> Void = { readable in
      if ReplInput.installed {
        guard readable ? ReplInput.gather() : ReplInput.hasKeys else { return }
        preview.beforeKey()
        var keys = 0
        repeat {
          sbx_rl_callback_read_char()
          keys += 1
        } while ReplInput.hasKeys && !lineEnded() && keys < 4096
      } else {
        guard readable else { return }
        preview.beforeKey()
        sbx_rl_callback_read_char()
      }
      if !lineEnded() { preview.afterKey(on: loop) }
    }
    preview.keysWaiting = { _ = loop.schedule(at: loop.now) { handle(false) } }
    return handle
  }

  private func say(_ note: String) {
    terminal.out(note)
    terminal.flush()
  }
}
