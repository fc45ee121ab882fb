import SignalboxJSON
import SignalboxLanguage
import SignalboxSession

extension Launch {
  /// `signalbox explore FILE`: the REPL with a sample of FILE (its first values) as what
  /// `stdin` reads — in the preview under the line, and afresh in each entry that reads it.
  func explore(_ path: String, _ options: SessionOptions) -> Never {
    let sample: PreviewSample
    switch PreviewSample.load(path) {
    case .success(let loaded): sample = loaded
    case .failure(let failure):
      fail(Message.cannotReadSample(failure.path, failure.reason), .ioFailure)
    }
    guard isatty(0) != 0 else { fail(Message.exploreNeedsTerminal(path), .usage) }
    exit(
      Repl.run(
        options: options, colour: colour, live: live, open: liveAtStart, preview: preview,
        sample: sample))
  }

  private func fail(_ message: DiagnosticMessage, _ status: ExitStatus) -> Never {
    var bytes = Array("signalbox: \(message.commandLineText)\n".utf8)
    _ = write(2, &bytes, bytes.count)
    exit(status.rawValue)
  }
}
