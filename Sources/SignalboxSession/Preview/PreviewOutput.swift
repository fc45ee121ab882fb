import Synchronization

/// A preview's output: the first `limit` lines of standard output and of standard error
/// kept; when standard output reaches its limit, `onFull` runs once (the preview stops the
/// pipeline then, as Ctrl-C would).
final class PreviewOutput: SessionOutput, @unchecked Sendable {
  // Written by the preview's thread only; read after it ended.
  private(set) var stdout: [String] = []
  private(set) var stderr: [String] = []
  private(set) var full = false
  private var discarding = false
  private let limit: Int
  var onFull: (() -> Void)?

  init(limit: Int) { self.limit = max(1, limit) }

  func out(_ line: String) {
    guard !discarding else { return }
    guard stdout.count < limit else {
      if !full {
        full = true
        onFull?()
      }
      return
    }
    stdout.append(line)
  }

  func err(_ text: String) {
    guard !discarding else { return }
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    if lines.last?.isEmpty == true { lines.removeLast() }
    for line in lines where stderr.count < limit { stderr.append(String(line)) }
  }

  func flush() {}

  /// While `body` runs, nothing is kept (the bindings replayed before the line).
  func discard(_ body: () -> Void) {
    discarding = true
    body()
    discarding = false
  }
}
