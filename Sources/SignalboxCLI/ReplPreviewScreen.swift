import CReadline
import SignalboxSession

/// Draws the preview's lines under the line being typed, with the terminal's own
/// capabilities (terminfo, through the tinfo library readline loads): down to the row
/// under the line (`cud1`), clear to the end of the screen (`ed`), the lines, then back up
/// (`cuu`) to the row and column (`cr`, `cuf`) readline left the cursor at, so readline's
/// idea of where it is stays true. Nothing is drawn for a terminal without them.
struct ReplPreviewScreen {
  private let down: [UInt8]
  private let clearBelow: [UInt8]
  private let carriageReturn: [UInt8]
  /// Rows drawn under the line now (0: nothing to clear).
  private(set) var rowsShown = 0

  /// The capabilities, or nil when the terminal lacks one (or readline's library has no
  /// terminfo functions); call after readline set the terminal up.
  init?() {
    guard let down = ReplPreviewScreen.capability("cud1"),
      let clearBelow = ReplPreviewScreen.capability("ed"),
      let carriageReturn = ReplPreviewScreen.capability("cr"),
      ReplPreviewScreen.capability("cuu", 1) != nil,
      ReplPreviewScreen.capability("cuf", 1) != nil
    else { return nil }
    self.down = down
    self.clearBelow = clearBelow
    self.carriageReturn = carriageReturn
  }

  /// `lines` under the line (`prompt` then `line`, the cursor `point` characters into
  /// `line`), cut to the window: each narrower than `columns`, and no more of them than
  /// the rows under the line's last row (the cursor on row `screenRow` of `rows`, 1 at the
  /// top), so that nothing scrolls; none when the line ends on the window's last row.
  mutating func draw(
    _ lines: [String], prompt: String, line: String, point: Int, columns: Int, rows: Int,
    screenRow: Int = 1
  ) {
    let columns = max(2, columns)
    // `point` counts bytes (readline's `rl_point`); widths count the terminal's columns.
    let promptWidth = TerminalText.columns(prompt)
    let typed = String(decoding: line.utf8.prefix(max(0, point)), as: UTF8.self)
    let cursor = promptWidth + TerminalText.columns(typed)
    let end = promptWidth + TerminalText.columns(line)
    let lineRows = end / columns + 1
    let cursorRow = cursor / columns
    let below = max(0, lineRows - 1 - cursorRow)
    // The line itself stays on the screen, whatever the preview's length.
    let room = rows - min(max(1, screenRow), rows) - below
    let shown = Array(lines.prefix(max(0, min(rows - lineRows - 1, rows * 2 / 3, room))))
    guard !shown.isEmpty || rowsShown > 0 else { return }
    var bytes = carriageReturn
    for _ in 0...below { bytes += down }
    bytes += clearBelow
    for (k, text) in shown.enumerated() {
      if k > 0 { bytes += carriageReturn + down }
      bytes += Array(TerminalText.fit(text, columns - 1).utf8)
    }
    // Back to the cursor's row: the rows under the line, and the line's rows under it.
    let up = below + max(1, shown.count)
    bytes += carriageReturn + (ReplPreviewScreen.capability("cuu", up) ?? [])
    if cursor % columns > 0 { bytes += ReplPreviewScreen.capability("cuf", cursor % columns) ?? [] }
    _ = bytes.withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
    rowsShown = shown.count
  }

  /// The preview taken off the screen (nothing when none is shown).
  mutating func clear(prompt: String, line: String, point: Int, columns: Int, rows: Int) {
    draw([], prompt: prompt, line: line, point: point, columns: columns, rows: rows)
    rowsShown = 0
  }

  /// The cursor is on the row under the line now (readline ended the line: Enter, or a
  /// `^C` written after it): the preview's rows, from here down, are cleared.
  mutating func clearFromHere() {
    guard rowsShown > 0 else { return }
    let bytes = carriageReturn + clearBelow
    _ = bytes.withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
    rowsShown = 0
  }

  /// What readline's clear-screen (Ctrl-L) or a resize left: nothing of ours to clear.
  mutating func forget() { rowsShown = 0 }

  private static func capability(_ name: String, _ parameter: Int = -1) -> [UInt8]? {
    var buffer = [CChar](repeating: 0, count: 256)
    let length = sbx_ti_expand(name, Int32(clamping: parameter), &buffer, Int32(buffer.count))
    guard length >= 0 else { return nil }
    return buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }
  }
}
