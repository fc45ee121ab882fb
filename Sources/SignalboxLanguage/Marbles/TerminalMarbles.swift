/// The terminal marble diagram: one row per stage on a common time axis scaled to time and
/// fitted to a width, with a ruler above and a legend below.
///
///     time        0    0.5       1.5  2    2.5
///     1:marbles   a----b--------------c----|
///     2:throttle  --------------b---------(c|)
///
/// A value is drawn as its label (`a` for the string "a", `1`, `[1,2]`) where it fits
/// before the next mark, otherwise as a letter keyed to the legend. `(…)` groups what
/// happened at one instant; `|` is completion, `#` an error (its message in the legend),
/// `!` a disposal, `^` a subscription after the first (a retry, a flattened inner signal);
/// `-` is a live subscription, blank none. A long idle stretch is cut out and drawn as
/// `~~`. When several instants fall into one column the column shows `*` (or the `#`, `|`
/// or `!` among them) and the legend says how many values were merged. Every line is at
/// most `width` characters (colour escapes aside).
public enum TerminalMarbles {
  public static func render(_ model: MarbleModel, width: Int, colour: Bool = false) -> [String] {
    guard !model.stages.isEmpty else { return [] }
    return Layout(model, width: max(1, width)).lines(colour: colour)
  }
}

/// What one column of a row shows.
private struct Item {
  let column: Int
  /// The events in the column, in order.
  let events: [MarbleEvent]
  /// Whether they are all at one instant (else several instants were merged).
  let simultaneous: Bool
  var text: [Character] = []
  /// The legend key's position in `text`, when the item is keyed.
  var keyAt: Int?
}

private struct Layout {
  let model: MarbleModel
  let width: Int
  let labelWidth: Int
  /// Columns of the axis (after the label column), margin included.
  let columns: Int
  let timeline: MarbleTimeline
  var rows: [[Item]] = []
  /// Keyed items: (row, item index), in the order their keys were given.
  var keyed: [(row: Int, item: Int)] = []
  var unlabelled: [Int]
  var merged: [(values: Int, marbles: Int)]

  init(_ model: MarbleModel, width: Int) {
    self.model = model
    self.width = width
    let longest = model.stages.map(\.label.count).max() ?? 0
    var labelWidth = min(max(longest, 4), max(4, width / 4))
    if width - labelWidth - 2 < 8 { labelWidth = max(1, min(labelWidth, width - 10)) }
    self.labelWidth = labelWidth
    columns = max(1, width - labelWidth - 2)
    unlabelled = Array(repeating: 0, count: model.stages.count)
    merged = Array(repeating: (0, 0), count: model.stages.count)
    // Room after the last instant for what is drawn there (`(c|)` starts at its time).
    let end = MarbleTime.instant(model.end)
    var margin = 0
    for stage in model.stages {
      let atEnd = Self.drawn(stage).filter { MarbleTime.instant($0.time) == end }
      if !atEnd.isEmpty { margin = max(margin, Self.fullText(atEnd).count - 1) }
    }
    margin = min(margin, columns / 4)
    let instants = model.stages.flatMap { $0.events.map(\.time) }
    timeline = MarbleTimeline(
      instants: instants, end: model.end, length: Double(max(0, columns - 1 - margin)), breakWidth: 5)
    rows = model.stages.indices.map { place(row: $0) }
    assignKeys()
  }

  /// The stage's events that draw something (its first subscription at 0 does not).
  static func drawn(_ stage: MarbleStage) -> [MarbleEvent] {
    let silent = stage.silentSubscription
    return stage.events.enumerated().filter { $0.offset != silent }.map(\.element)
  }

  /// `a`, `(ab|)`, `(1,2)`: an instant's events as marble text (commas only between
  /// labels longer than one character).
  static func fullText(_ events: [MarbleEvent]) -> [Character] {
    wrap(events.map { e in
      if case .value(let json) = e.kind { return (MarbleLabel.of(json), true) }
      return (String(e.mark ?? "?"), false)
    })
  }

  /// One part alone as it is; several in parentheses, with a comma between two values when
  /// either label is longer than a character (`(ab|)`, `(10,20|)`).
  static func wrap(_ parts: [(text: String, value: Bool)]) -> [Character] {
    guard parts.count > 1 else { return Array(parts.first?.text ?? "") }
    var out = "("
    for (k, part) in parts.enumerated() {
      if k > 0, part.value, parts[k - 1].value, part.text.count > 1 || parts[k - 1].text.count > 1 { out += "," }
      out += part.text
    }
    return Array(out + ")")
  }

  func column(_ t: Double) -> Int {
    MarbleTime.clamped(timeline.x(t).rounded(), 0...(columns - 1))
  }

  /// The first column of each break.
  var breakColumns: [Int] {
    timeline.breaks.map { MarbleTime.clamped($0.from.rounded(), 0...(columns - 1)) + 1 }
  }

  /// Groups a row's events by column and chooses what each column shows.
  mutating func place(row: Int) -> [Item] {
    let stage = model.stages[row]
    var items: [Item] = []
    var byColumn: [Int: [MarbleEvent]] = [:]
    var order: [Int] = []
    for event in Self.drawn(stage) {
      let c = column(event.time)
      if byColumn[c] == nil { order.append(c) }
      byColumn[c, default: []].append(event)
    }
    for c in order.sorted() {
      let events = byColumn[c]!
      let first = MarbleTime.instant(events[0].time)
      let simultaneous = events.allSatisfy { MarbleTime.instant($0.time) == first }
      items.append(Item(column: c, events: events, simultaneous: simultaneous))
    }
    let breaks = breakColumns
    var needKeys: [Int] = []
    for k in items.indices {
      let c = items[k].column
      // How far the text may reach: the next mark, the next break or the margin's end.
      var limit = columns
      var tight = false
      if k + 1 < items.count {
        limit = items[k + 1].column
        tight = true
      }
      if let b = breaks.first(where: { $0 > c }), b <= limit {
        limit = b
        tight = false
      }
      items[k].text = choose(items[k], room: limit - c, tight: tight, row: row)
      if items[k].text.contains("\u{0}") { needKeys.append(k) }
    }
    // A crowded row (merged columns, or more than eight values without room) draws its
    // unlabelled values as `*`: keys there would only fill the legend.
    if items.contains(where: { !$0.simultaneous }) || needKeys.count > 8 {
      for k in needKeys {
        items[k].text = items[k].text.map { $0 == "\u{0}" ? "*" : $0 }
        unlabelled[row] += items[k].events.filter(\.isValue).count
      }
    } else {
      keyed += needKeys.map { (row, $0) }
    }
    return items
  }

  /// The first candidate text that fits in `room` columns. Next to another mark a bare label
  /// longer than one character needs a blank after it (`1020` would read as one value).
  mutating func choose(_ item: Item, room: Int, tight: Bool, row: Int) -> [Character] {
    func fits(_ text: [Character]) -> Bool {
      if text.count <= 1 { return true }
      if tight && text.last != ")" { return text.count < room }
      return text.count <= room
    }
    let values = item.events.filter(\.isValue).count
    guard item.simultaneous else {
      merged[row].values += values
      if values > 0 { merged[row].marbles += 1 }
      for mark: Character in ["#", "|", "!"] where item.events.contains(where: { $0.mark == mark }) { return [mark] }
      return values > 0 ? ["*"] : ["^"]
    }
    let full = Self.fullText(item.events)
    if fits(full), TerminalText.isPlain(String(full)) { return full }
    guard values > 0 else {
      for mark: Character in ["#", "|", "!", "^"] where item.events.contains(where: { $0.mark == mark }) { return [mark] }
      return ["?"]
    }
    // The values under one key, the other marks kept: `(k|)`, else the key alone.
    var parts: [(text: String, value: Bool)] = []
    var keyed = false
    for e in item.events {
      if e.isValue {
        if !keyed { parts.append(("\u{0}", true)) }
        keyed = true
      } else {
        parts.append((String(e.mark ?? "?"), false))
      }
    }
    let keyedText = Self.wrap(parts)
    if fits(keyedText) { return keyedText }
    // One column: an error matters more than the values beside it.
    if item.events.contains(where: { $0.mark == "#" }) {
      unlabelled[row] += values
      return ["#"]
    }
    return ["\u{0}"]
  }

  /// Gives each keyed item a letter that no inline label uses (`a` keyed and `a` the string
  /// would read alike); past the letters, an item shows `*` and counts as unlabelled.
  mutating func assignKeys() {
    var taken = Set<Character>()
    for row in rows {
      for item in row where item.simultaneous {
        for e in item.events {
          if case .value(let json) = e.kind {
            let label = MarbleLabel.of(json)
            if label.count == 1, !item.text.contains("\u{0}"), item.text != ["*"] { taken.insert(label.first!) }
          }
        }
      }
    }
    let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ").filter { !taken.contains($0) }
    var next = 0
    var kept: [(row: Int, item: Int)] = []
    for (r, k) in keyed {
      guard let at = rows[r][k].text.firstIndex(of: "\u{0}") else { continue }
      if next < letters.count {
        rows[r][k].text[at] = letters[next]
        rows[r][k].keyAt = at
        next += 1
        kept.append((r, k))
      } else {
        rows[r][k].text[at] = "*"
        rows[r][k].keyAt = nil
        unlabelled[r] += rows[r][k].events.filter(\.isValue).count
      }
    }
    keyed = kept
  }

  // MARK: drawing

  func lines(colour: Bool) -> [String] {
    var canvas: [Line] = []
    let prefix = labelWidth + 2
    let breaks = breakColumns
    // The ruler.
    var ruler = Line(width: width)
    ruler.put("time", at: 0, style: .dim)
    placeRuler(&ruler, offset: prefix)
    for b in breaks { ruler.put("~~", at: prefix + b + 1, style: .dim) }
    canvas.append(ruler)
    let endColumn = column(model.end)
    for (r, stage) in model.stages.enumerated() {
      var line = Line(width: width)
      let style = Style.stage(r)
      line.put(Self.label(stage.label, labelWidth), at: 0, style: style)
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
        let itemStyle = item.events.contains { $0.mark == "#" } ? Style.error : style
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
  func placeRuler(_ ruler: inout Line, offset: Int) {
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
  func legend() -> [Line] {
    var lines: [Line] = []
    /// `  k  head body`, the body cut to the width (saying how long it was).
    func entry(_ key: String, _ style: Style, _ head: String, _ body: String = "") {
      var line = Line(width: width)
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
      let what = item.events.filter { item.text.count == 1 || $0.isValue }.map(\.words).joined(separator: ", ")
      entry(String(item.text[at]), .stage(r), "\(stage.label) at \(TimeFormat.seconds(MarbleTime.instant(item.events[0].time))): ", what)
    }
    var errors = 0
    for stage in model.stages {
      for e in stage.events {
        guard case .error(let message) = e.kind else { continue }
        errors += 1
        if errors <= 8 { entry("#", .error, "\(stage.label) at \(TimeFormat.seconds(MarbleTime.instant(e.time))): ", "error: \(message)") }
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
      entry("*", .stage(r), "\(stage.label): ", "\(values) values, " + parts.joined(separator: ", "))
    }
    return lines
  }
}

/// How a cell is coloured.
private enum Style: Equatable {
  case plain, dim, error
  case stage(Int)

  static let palette = ["36", "33", "35", "32", "34", "96", "93", "95"]

  var escape: String {
    switch self {
    case .plain: return ""
    case .dim: return "\u{1B}[2m"
    case .error: return "\u{1B}[1;31m"
    case .stage(let k): return "\u{1B}[\(Style.palette[k % Style.palette.count])m"
    }
  }
}

/// One line of cells, clipped to the width. A wide character (CJK, emoji) takes two cells;
/// a control character is drawn as `?`.
private struct Line {
  /// `nil`: the right half of a wide character.
  var cells: [Character?]
  var styles: [Style]

  init(width: Int) {
    cells = Array(repeating: " ", count: width)
    styles = Array(repeating: .plain, count: width)
  }

  mutating func put(_ text: String, at column: Int, style: Style) {
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
    var current = Style.plain
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

/// Display widths in a terminal, near enough to wcwidth for what a diagram prints.
enum TerminalText {
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

  static func columns(_ text: String) -> Int {
    var total = 0
    for ch in text { total += max(1, width(ch)) }
    return total
  }

  /// `text` cut to `columns` with `...` (and how long it was, when there is room to say).
  static func fit(_ text: String, _ columns: Int) -> String {
    guard Self.columns(text) > columns else { return text }
    let note = "... (\(text.count) characters)"
    // How long it was, for a long text (a value) with room to say it.
    let tail = text.count > 200 && columns - note.count >= 12 ? note : "..."
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
