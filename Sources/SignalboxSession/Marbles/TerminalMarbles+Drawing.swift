import SignalboxLanguage

/// Drawing a laid-out diagram: the ruler, the rows, the legend, and the lines with or
/// without colour.
extension DiagramLayout {
  func lines(colour: Bool) -> [String] {
    var canvas: [DiagramLine] = []
    let prefix = labelWidth + 2
    let breaks = breakColumns
    // The ruler.
    var ruler = DiagramLine(width: width)
    ruler.put("time", at: 0, style: .dim)
    placeRuler(&ruler, offset: prefix)
    for b in breaks { ruler.put("~~", at: prefix + b + 1, style: .dim) }
    canvas.append(ruler)
    let endColumn = column(model.end)
    for (r, stage) in model.stages.enumerated() {
      var line = DiagramLine(width: width)
      let style = DiagramStyle.stage(r)
      line.put(Self.label(stage.indentedName, labelWidth), at: 0, style: style)
      // The line: `-` while subscribed (counting the first subscription, drawn or not).
      var live = stage.recordsSubscriptions ? 0 : 1
      var changes: [Int: Int] = [:]
      for e in stage.events {
        let c = self.column(e.time)
        if e.kind == .subscribed { changes[c, default: 0] += 1 }
        if e.ends { changes[c, default: 0] -= 1 }
      }
      for c in 0...max(0, endColumn) {
        live = max(0, live + (changes[c] ?? 0))
        if live > 0 { line.put("-", at: prefix + c, style: .plain) }
      }
      for b in breaks { line.put("~~", at: prefix + b + 1, style: .dim) }
      for item in rows[r] {
        let itemStyle = item.events.contains { $0.mark == "#" } ? DiagramStyle.error : style
        line.put(String(item.text), at: prefix + item.column, style: itemStyle)
      }
      canvas.append(line)
    }
    canvas.append(contentsOf: legend())
    return canvas.map { $0.rendered(colour: colour) }
  }

  static func label(_ text: String, _ width: Int) -> String {
    text.count <= width ? text : String(text.prefix(max(0, width - 1))) + "~"
  }

  /// Time labels on the ruler: segment starts first, then round times, each where it fits
  /// with a blank on both sides.
  func placeRuler(_ ruler: inout DiagramLine, offset: Int) {
    let spacing = Double(max(MarbleTime.short(model.end).count + 3, 10))
    var used = Array(repeating: false, count: columns + 1)
    for b in breakColumns {
      for c in (b + 1)..<min(columns, b + 3) { used[c] = true }
    }
    for t in timeline.ticks(spacing: spacing) {
      let text = MarbleTime.short(t)
      let c = column(t)
      let last = c + text.count - 1
      guard last < columns else { continue }
      let lo = max(0, c - 1)
      let hi = min(columns, last + 1)
      guard !(lo...hi).contains(where: { used[$0] }) else { continue }
      for k in c...last { used[k] = true }
      ruler.put(text, at: offset + c, style: .dim)
    }
  }

  /// Keys, errors, and what was merged, under the diagram.
  func legend() -> [DiagramLine] {
    var lines: [DiagramLine] = []
    /// `  k  head body`, the body cut to the width (saying how long it was).
    func entry(_ key: String, _ style: DiagramStyle, _ head: String, _ body: String = "") {
      var line = DiagramLine(width: width)
      line.put(key, at: 2, style: style)
      line.put(head, at: 5, style: .plain)
      let used = 5 + TerminalText.columns(head)
      line.put(TerminalText.fit(body, width - used), at: used, style: .plain)
      lines.append(line)
    }
    for (r, k) in keyed {
      let item = rows[r][k]
      guard let at = item.keyAt else { continue }
      let stage = model.stages[r]
      // The values; every event when the marks did not fit either.
      let what = item.events.filter { item.text.count == 1 || $0.isValue }.map(\.words).joined(
        separator: ", ")
      entry(
        String(item.text[at]), .stage(r),
        "\(stage.name) at \(TimeFormat.seconds(MarbleTime.instant(item.events[0].time))): ", what)
    }
    var errors = 0
    for stage in model.stages {
      for e in stage.events {
        guard case .error(let message) = e.kind else { continue }
        errors += 1
        if errors <= 8 {
          entry(
            "#", .error, "\(stage.name) at \(TimeFormat.seconds(MarbleTime.instant(e.time))): ",
            "error: \(message)")
        }
      }
    }
    if errors > 8 { entry("#", .error, "... and \(errors - 8) more errors") }
    for (r, stage) in model.stages.enumerated() {
      let m = merged[r]
      guard m.values > 0 || unlabelled[r] > 0 else { continue }
      let values = stage.events.filter(\.isValue).count
      var parts: [String] = []
      if m.values > 0 { parts.append("\(m.values) merged into \(m.marbles) marbles") }
      if unlabelled[r] > 0 { parts.append("\(unlabelled[r]) without room for a label") }
      entry(
        "*", .stage(r), "\(stage.name): ", "\(values) values, " + parts.joined(separator: ", "))
    }
    return lines
  }
}

/// How a cell is coloured.
enum DiagramStyle: Equatable {
  case plain, dim, error
  case stage(Int)

  static let palette = ["36", "33", "35", "32", "34", "96", "93", "95"]

  var escape: String {
    switch self {
    case .plain: return ""
    case .dim: return "\u{1B}[2m"
    case .error: return "\u{1B}[1;31m"
    case .stage(let k): return "\u{1B}[\(DiagramStyle.palette[k % DiagramStyle.palette.count])m"
    }
  }
}

/// One line of cells, clipped to the width. A wide character (CJK, emoji) takes two cells;
/// a control character is drawn as `?`.
struct DiagramLine {
  /// `nil`: the right half of a wide character.
  var cells: [Character?]
  var styles: [DiagramStyle]

  init(width: Int) {
    cells = Array(repeating: " ", count: width)
    styles = Array(repeating: .plain, count: width)
  }

  mutating func put(_ text: String, at column: Int, style: DiagramStyle) {
    var c = column
    for ch in text {
      let w = TerminalText.width(ch)
      guard c >= 0, c + w <= cells.count else { break }
      cells[c] = w == 0 ? "?" : ch
      styles[c] = style
      if w == 2 {
        cells[c + 1] = nil
        styles[c + 1] = style
      }
      c += max(1, w)
    }
  }

  func rendered(colour: Bool) -> String {
    var end = cells.count
    while end > 0 && cells[end - 1] == " " { end -= 1 }
    var out = ""
    var current = DiagramStyle.plain
    for k in 0..<end {
      guard let ch = cells[k] else { continue }
      if colour {
        let style = ch == " " ? current : styles[k]
        if style != current {
          if current != .plain { out += "\u{1B}[0m" }
          out += style.escape
          current = style
        }
      }
      out.append(ch)
    }
    if current != .plain { out += "\u{1B}[0m" }
    return out
  }
}
