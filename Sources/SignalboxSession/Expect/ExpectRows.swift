import SignalboxJSON

/// Timelines written as marble rows on one axis (SPEC §5's syntax, which `cold` reads
/// back): one column per frame that holds an event in either row, the frames between as
/// `-` (a gap of more than `longestGap` frames as one time progression, `1.5s`), a group
/// `(ab)` for several events in one frame, and each cell padded with spaces (which the
/// syntax ignores) to the wider of the two rows.
struct ExpectRows {
  let frame: Double
  /// The expected side's values map: a value equal to one of its one-character keys'
  /// values is written as that key.
  let values: JSONObject?
  /// Values no key or literal writes, given the first free letter, in order.
  private(set) var added: [(symbol: Character, value: JSON)] = []
  private var taken: Set<Character> = []
  static let longestGap = 20
  private static let reserved: Set<Character> = ["-", "|", "#", "(", ")", "^", "!", " "]

  init(frame: Double, values: JSONObject?) {
    self.frame = frame > 0 && frame.isFinite ? frame : 0.1
    self.values = values
    taken = Set((values?.keys ?? []).compactMap { $0.count == 1 ? $0.first : nil })
  }

  /// The character a value is written as without a new letter: its key in the values map,
  /// or itself when it is a one-character string (not a digit, not a marble symbol) or a
  /// digit's number, and no key of the map.
  func literal(_ value: JSON) -> Character? {
    if let values {
      for key in values.keys where key.count == 1 && values[key] == value { return key.first }
    }
    var symbol: Character?
    switch value {
    case .string(let s) where s.count == 1:
      let c = s.first!
      if !(c.isASCII && c.isNumber), !ExpectRows.reserved.contains(c) { symbol = c }
    case .number(let n) where n >= 0 && n <= 9 && n == n.rounded():
      symbol = Character(String(Int(n)))
    default: break
    }
    guard let symbol, values?[String(symbol)] == nil else { return nil }
    return symbol
  }

  private mutating func symbol(_ value: JSON) -> Character {
    if let c = literal(value) { return c }
    if let known = added.first(where: { $0.value == value }) { return known.symbol }
    let letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
    let c = letters.first { !taken.contains($0) } ?? "?"
    taken.insert(c)
    added.append((c, value))
    return c
  }

  private func frameIndex(_ time: Double) -> Int {
    let f = (time / frame).rounded()
    return f.isFinite ? Int(max(0, min(f, 1e9))) : 0
  }

  /// Each timeline's cells by frame.
  private mutating func cells(_ events: [TimedEvent]) -> [Int: String] {
    var byFrame: [Int: [Character]] = [:]
    for event in events {
      let c: Character
      switch event.kind {
      case .next(let value): c = symbol(value)
      case .completed: c = "|"
      case .error: c = "#"
      }
      byFrame[frameIndex(event.time), default: []].append(c)
    }
    return byFrame.mapValues { $0.count == 1 ? String($0) : "(" + String($0) + ")" }
  }

  /// The timelines as rows of equal columns.
  mutating func rows(_ timelines: [[TimedEvent]]) -> [String] {
    for timeline in timelines {
      for case .next(let value) in timeline.map(\.kind) {
        if let c = literal(value) { taken.insert(c) }
      }
    }
    let all = timelines.map { cells($0) }
    let frames = Set(all.flatMap(\.keys)).sorted()
    var rows = Array(repeating: "", count: timelines.count)
    var previous = -1
    for f in frames {
      let gap = f - previous - 1
      let filler =
        gap > ExpectRows.longestGap
        ? (previous < 0 ? "" : " ") + ExpectRows.progression(Double(gap) * frame) + " "
        : String(repeating: "-", count: gap)
      let width = all.map { ($0[f] ?? "-").count }.max() ?? 1
      for k in rows.indices {
        let cell = all[k][f] ?? "-"
        rows[k] += filler + cell + String(repeating: " ", count: width - cell.count)
      }
      previous = f
    }
    return rows.map { ExpectRows.trimmed($0) }
  }

  /// A time progression: `250ms`, `2s`, or seconds to the millisecond.
  static func progression(_ seconds: Double) -> String {
    let ms = (seconds * 1000).rounded()
    if abs(seconds * 1000 - ms) < 1e-6, ms < 1e12 {
      let whole = Int(ms)
      return whole % 1000 == 0 && whole > 0 ? "\(whole / 1000)s" : "\(whole)ms"
    }
    return trimmedNumber(TimeFormat.seconds(seconds)) + "s"
  }

  /// `0.300` as `0.3`, `2.000` as `2`.
  static func trimmedNumber(_ text: String) -> String {
    var t = Substring(text)
    while t.hasSuffix("0") { t.removeLast() }
    if t.hasSuffix(".") { t.removeLast() }
    return String(t)
  }

  /// The row without the frames after its last event.
  private static func trimmed(_ row: String) -> String {
    var t = Substring(row)
    while t.hasSuffix(" ") || t.hasSuffix("-") { t.removeLast() }
    return String(t)
  }
}
