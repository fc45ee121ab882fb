import SignalboxLanguage

/// The colours of one stream, chosen once per run: `Palette.ansi` at a terminal that may be
/// coloured, `Palette.plain` otherwise. Painting only adds escape sequences around parts
/// of a line; with the plain palette every code is empty, so the characters are the same.
struct Palette: Sendable {
  /// Whether this palette paints at all.
  let isPlain: Bool

  static let plain = Palette(isPlain: true)
  static let ansi = Palette(isPlain: false)

  init(isPlain: Bool) { self.isPlain = isPlain }

  init(colour: Bool) { self.isPlain = !colour }

  static let resetCode = "\u{1B}[0m"
  static let dimCode = "\u{1B}[2m"
  static let boldCode = "\u{1B}[1m"
  static let redCode = "\u{1B}[31m"
  static let greenCode = "\u{1B}[32m"
  static let yellowCode = "\u{1B}[33m"
  static let cyanCode = "\u{1B}[36m"
  static let magentaCode = "\u{1B}[35m"

  var reset: String { isPlain ? "" : Palette.resetCode }
  /// The job prefix and the time of an event line.
  var dim: String { isPlain ? "" : Palette.dimCode }

  /// How an event line's kind and what follows it are painted: `before` the kind word,
  /// `after` it (before the payload), and at the `end` of the line.
  func paint(_ kind: TextLine.Kind) -> (before: String, after: String, end: String) {
    isPlain ? ("", "", "") : (kind.before, kind.after, kind.end)
  }

  /// Paints rendered diagnostics: `error:` / `warning:` and the caret line.
  func diagnostic(_ text: String) -> String {
    if isPlain { return text }
    let bold = Palette.boldCode
    let reset = Palette.resetCode
    let red = Palette.redCode
    let yellow = Palette.yellowCode
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    for k in lines.indices {
      let line = lines[k]
      if let (head, tail) = Palette.split(line, at: ": error: ")
        ?? Palette.split(line, at: ": runtime error: ")
      {
        let marker = line.dropFirst(head.count).dropLast(tail.count)
        lines[k] = bold + head + reset + red + bold + marker + reset + bold + tail + reset
      } else if let (head, tail) = Palette.split(line, at: ": warning: ") {
        lines[k] = bold + head + reset + yellow + bold + ": warning: " + reset + bold + tail + reset
      } else if line.hasPrefix("error: ") {
        lines[k] = red + bold + "error:" + reset + line.dropFirst(6)
      } else if line.hasPrefix("warning: ") {
        lines[k] = yellow + bold + "warning:" + reset + line.dropFirst(8)
      } else if line.hasPrefix("    "), line.hasSuffix("^"),
        line.dropLast().allSatisfy({ $0 == " " || $0 == "\t" })
      {
        lines[k] = String(line.dropLast()) + Palette.greenCode + bold + "^" + reset
      }
    }
    return lines.joined(separator: "\n")
  }

  /// The text before and after the first occurrence of `marker`.
  private static func split(_ line: String, at marker: String) -> (String, String)? {
    let chars = Array(line)
    let m = Array(marker)
    guard chars.count >= m.count else { return nil }
    for start in 0...(chars.count - m.count) where Array(chars[start..<start + m.count]) == m {
      return (String(chars[..<start]), String(chars[(start + m.count)...]))
    }
    return nil
  }
}
