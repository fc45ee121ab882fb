import SignalboxJSON
import SignalboxLanguage
import Synchronization

/// `--report`: passes everything on to the session's real output and keeps a copy of the
/// standard output lines written while a foreground pipeline runs (colour escapes removed;
/// at most `HTMLReport.outputLimit` lines kept, the rest counted).
final class ReportCapture: SessionOutput, Sendable {
  private let sink: any SessionOutput
  private struct State {
    var capturing = false
    var lines: [String] = []
    var dropped = 0
  }
  private let state = Mutex(State())

  init(_ sink: any SessionOutput) { self.sink = sink }

  var colours: ColourChoice { sink.colours }

  func start() {
    state.withLock { $0 = State(capturing: true) }
  }

  /// The lines captured since `start` (with `… N more lines` counted as lines the report
  /// does not show).
  func stop() -> [String] {
    state.withLock { s in
      let lines = s.lines + Array(repeating: "", count: s.dropped)
      s = State()
      return lines
    }
  }

  /// The lines captured since `start`, capture going on (counted as `stop` counts them).
  var lines: [String] {
    state.withLock { $0.lines + Array(repeating: "", count: $0.dropped) }
  }

  private func keep(_ line: @autoclosure () -> String) {
    state.withLock { s in
      guard s.capturing else { return }
      if s.lines.count < HTMLReport.outputLimit {
        s.lines.append(Self.plain(line()))
      } else {
        s.dropped += 1
      }
    }
  }

  /// `line` without ANSI colour escapes.
  static func plain(_ line: String) -> String {
    guard line.contains("\u{1B}") else { return line }
    var out = ""
    var escape = false
    for ch in line {
      if ch == "\u{1B}" {
        escape = true
      } else if escape {
        if ch.isLetter { escape = false }
      } else {
        out.append(ch)
      }
    }
    return out
  }

  func out(_ line: String) {
    keep(line)
    sink.out(line)
  }

  func outLine(_ write: (inout [UInt8]) -> Void) {
    var bytes: [UInt8] = []
    write(&bytes)
    keep(String(decoding: bytes, as: UTF8.self))
    sink.outLine { $0.append(contentsOf: bytes) }
  }

  func outValue(prefix: String, _ value: JSON) {
    // A big string is kept cut (the report shows the start of it).
    if case .string(let s) = value, s.utf8.count > 4096 {
      keep(prefix + "\"" + String(s.prefix(200)) + "…")
    } else {
      keep(prefix + JSONWriter.string(value))
    }
    sink.outValue(prefix: prefix, value)
  }

  func err(_ text: String) { sink.err(text) }
  func flush() { sink.flush() }
}
