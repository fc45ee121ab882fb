import SignalboxJSON
import SignalboxLanguage
import Synchronization

/// `--report`: passes everything on to the session's real output and keeps a copy of the
/// standard output lines (colour escapes removed) of each flow the report has a panel for,
/// by the line's owner (`LineOwner`): the foreground pipeline running (`start`), and the
/// background jobs, command executions and hot pipelines it follows (`follow`); a hot
/// connection's lines to the panel of the statement it is part of. A line whose owner is
/// none of them goes to the foreground pipeline while one runs. At most
/// `HTMLReport.outputLimit` lines are kept per flow, the rest counted.
final class ReportCapture: SessionOutput, Sendable {
  private let sink: any SessionOutput
  private struct Kept {
    var lines: [String] = []
    var dropped = 0
    /// The lines, with each dropped one counted as a line the report does not show.
    var all: [String] { lines + Array(repeating: "", count: dropped) }
  }
  private struct State {
    var foreground: ObjectIdentifier?
    var owners: [ObjectIdentifier: Kept] = [:]
  }
  private let state = Mutex(State())

  init(_ sink: any SessionOutput) { self.sink = sink }

  var colours: ColourChoice { sink.colours }

  /// The foreground pipeline owned by `owner` starts: its lines are kept until `stop`.
  func start(_ owner: StatementContext) {
    state.withLock {
      $0.foreground = ObjectIdentifier(owner)
      $0.owners[ObjectIdentifier(owner)] = Kept()
    }
  }

  /// The lines of the foreground pipeline since `start` (forgotten here).
  func stop(_ owner: StatementContext) -> [String] {
    state.withLock { s in
      if s.foreground == ObjectIdentifier(owner) { s.foreground = nil }
      return s.owners.removeValue(forKey: ObjectIdentifier(owner))?.all ?? []
    }
  }

  /// Keeps the lines `owner` prints (a job, a command execution, a hot pipeline) until
  /// `take`.
  func follow(_ owner: StatementContext) {
    state.withLock { $0.owners[ObjectIdentifier(owner)] = Kept() }
  }

  /// The lines `owner` printed (forgotten here).
  func take(_ owner: StatementContext) -> [String] {
    state.withLock { $0.owners.removeValue(forKey: ObjectIdentifier(owner))?.all ?? [] }
  }

  /// The lines `owner` printed so far, capture going on.
  func lines(of owner: StatementContext) -> [String] {
    state.withLock { $0.owners[ObjectIdentifier(owner)]?.all ?? [] }
  }

  private func keep(_ line: @autoclosure () -> String) {
    let owner = LineOwner.current
    // The owner's panel, else the panel of the statement it is part of (`panel`).
    let keys = [owner, owner?.panel].compactMap { $0.map(ObjectIdentifier.init) }
    state.withLock { s in
      let key = keys.first { s.owners[$0] != nil } ?? s.foreground
      guard let key, var kept = s.owners[key] else { return }
      s.owners[key] = nil  // no copy of the array while it grows
      if kept.lines.count < HTMLReport.outputLimit {
        kept.lines.append(Self.plain(line()))
      } else {
        kept.dropped += 1
      }
      s.owners[key] = kept
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
