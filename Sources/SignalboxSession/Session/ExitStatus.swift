import SignalboxLanguage

/// The exit statuses of `signalbox` (SPEC §2), by name.
public enum ExitStatus: Int32, Sendable {
  /// Every pipeline completed (also: `--help`, `--version`, a closed output pipe).
  case success = 0
  /// A pipeline ended with an error event (the rest of the script still ran).
  case pipelineFailed = 1
  /// A usage, parse or compile error: nothing ran.
  case usage = 2
  /// An I/O error: a script that cannot be read, or a failed write to standard output.
  case ioFailure = 3
  /// SIGHUP outside the REPL (128 + 1), after writing every complete line.
  case hangup = 129
  /// SIGINT (Ctrl-C) outside the REPL (128 + 2), after writing every complete line.
  case interrupted = 130
  /// SIGTERM (128 + 15), after writing every complete line.
  case terminated = 143
}
