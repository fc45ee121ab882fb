import SignalboxLanguage

/// Display widths in a terminal, near enough to wcwidth for what a diagram prints.
package enum TerminalText {
  private static let wide: [(UInt32, UInt32)] = [
    (0x1100, 0x115F), (0x2E80, 0x303E), (0x3041, 0x33FF), (0x3400, 0x4DBF), (0x4E00, 0x9FFF),
    (0xA000, 0xA4CF), (0xAC00, 0xD7A3), (0xF900, 0xFAFF), (0xFE30, 0xFE4F), (0xFF00, 0xFF60),
    (0xFFE0, 0xFFE6), (0x1F300, 0x1F64F), (0x1F900, 0x1F9FF), (0x20000, 0x3FFFD),
  ]

  /// 0 for a control character, 2 for an East Asian wide or fullwidth one or an emoji, else 1.
  static func width(_ ch: Character) -> Int {
    guard let v = ch.unicodeScalars.first?.value else { return 1 }
    if v < 0x20 || (0x7F..<0xA0).contains(v) { return 0 }
    if v < 0x1100 { return 1 }
    for (lo, hi) in wide where lo <= v && v <= hi { return 2 }
    return 1
  }

  package static func columns(_ text: String) -> Int {
    var total = 0
    for ch in text { total += max(1, width(ch)) }
    return total
  }

  /// Whether `text` takes more than `columns`: it reads no further than it must, so a
  /// value of a hundred megabytes is measured in as much time as a line.
  static func exceeds(_ text: String, _ columns: Int) -> Bool {
    var total = 0
    for ch in text {
      total += max(1, width(ch))
      if total > columns { return true }
    }
    return false
  }

  /// `text` cut to `columns` with `...` (and how long it was, when there is room to say).
  package static func fit(_ text: String, _ columns: Int) -> String {
    guard exceeds(text, columns) else { return text }
    let count = text.count
    let note = "... (\(count) characters)"
    // How long it was, for a long text (a value) with room to say it.
    let tail = count > 200 && columns - note.count >= 12 ? note : "..."
    var out = ""
    var used = 0
    for ch in text {
      let w = max(1, width(ch))
      if used + w > columns - tail.count { break }
      out.append(ch)
      used += w
    }
    return out + tail
  }

  /// Whether a label can be drawn inline: printable ASCII only (its width is its length).
  static func isPlain(_ text: String) -> Bool {
    text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
  }
}
