import SignalboxLanguage

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
package enum TerminalMarbles {
  package static func render(_ model: MarbleModel, width: Int, colour: Bool = false) -> [String] {
    guard !model.stages.isEmpty else { return [] }
    return DiagramLayout(model, width: max(1, width)).lines(colour: colour)
  }
}

/// What one column of a row shows.
struct DiagramItem {
  let column: Int
  /// The events in the column, in order.
  let events: [MarbleEvent]
  /// Whether they are all at one instant (else several instants were merged).
  let simultaneous: Bool
  var text: [Character] = []
  /// The legend key's position in `text`, when the item is keyed.
  var keyAt: Int?
}

struct DiagramLayout {
  let model: MarbleModel
  let width: Int
  let labelWidth: Int
  /// Columns of the axis (after the label column), margin included.
  let columns: Int
  let timeline: MarbleTimeline
  var rows: [[DiagramItem]] = []
  /// Keyed items: (row, item index), in the order their keys were given.
  var keyed: [(row: Int, item: Int)] = []
  var unlabelled: [Int]
  var merged: [(values: Int, marbles: Int)]

  init(_ model: MarbleModel, width: Int) {
    self.model = model
    self.width = width
    let longest = model.stages.map(\.indentedName.count).max() ?? 0
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
      instants: instants, end: model.end, length: Double(max(0, columns - 1 - margin)),
      breakWidth: 5)
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
    wrap(
      events.map { e in
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
      if k > 0, part.value, parts[k - 1].value, part.text.count > 1 || parts[k - 1].text.count > 1 {
        out += ","
      }
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
  mutating func place(row: Int) -> [DiagramItem] {
    let stage = model.stages[row]
    var items: [DiagramItem] = []
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
      items.append(DiagramItem(column: c, events: events, simultaneous: simultaneous))
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
  mutating func choose(_ item: DiagramItem, room: Int, tight: Bool, row: Int) -> [Character] {
    func fits(_ text: [Character]) -> Bool {
      if text.count <= 1 { return true }
      if tight && text.last != ")" { return text.count < room }
      return text.count <= room
    }
    let values = item.events.filter(\.isValue).count
    guard item.simultaneous else {
      merged[row].values += values
      if values > 0 { merged[row].marbles += 1 }
      for mark: Character in ["#", "|", "!"] where item.events.contains(where: { $0.mark == mark })
      { return [mark] }
      return values > 0 ? ["*"] : ["^"]
    }
    let full = Self.fullText(item.events)
    if fits(full), TerminalText.isPlain(String(full)) { return full }
    guard values > 0 else {
      for mark: Character in ["#", "|", "!", "^"]
      where item.events.contains(where: { $0.mark == mark }) { return [mark] }
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
            if label.count == 1, !item.text.contains("\u{0}"), item.text != ["*"] {
              taken.insert(label.first!)
            }
          }
        }
      }
    }
    let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ").filter {
      !taken.contains($0)
    }
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
}

extension MarbleStage {
  /// The row's label in the terminal: a block's use (`MarbleBranches`) indented under the
  /// rows before it.
  var indentedName: String { branch == nil ? label : "  " + name }
}
