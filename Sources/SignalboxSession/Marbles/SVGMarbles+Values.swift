import SignalboxLanguage

/// What one value marble of an SVG row stands for: one value, the values of one instant
/// (a pill listing them, RxJS's `(ab)`), or a count marble for values too close to draw
/// apart (`×37`).
struct ValueItem {
  enum Kind { case single, group, count }
  let kind: Kind
  /// The values, in time order, as compact JSON, with their instants.
  let values: [(time: Double, json: String)]
  let center: Double
  let width: Double
  /// The text drawn on the marble.
  let text: String
  /// Room kept left of it for a mark that came before its values at their instant (an
  /// error, then a retry's first value).
  var lead = 0.0

  var first: Double { values.first?.time ?? 0 }
  var last: Double { values.last?.time ?? 0 }
  var left: Double { center - width / 2 }
  var right: Double { center + width / 2 }
  /// Its left end, with the room for a mark before it.
  var reach: Double { left - lead }
}

extension SVGLayout {
  /// Space kept between two marbles of a row.
  static let marbleGap = 3.0
  /// A label longer than this is shortened with `…` (the tooltip has it whole).
  static let labelLimit = 6
  /// How many labels a same-instant pill lists before `+N`.
  static let groupLimit = 4

  /// The row's value marbles, left to right, none overlapping the one before: values at
  /// one instant are one marble; a marble that would overlap the previous one is merged
  /// with it into a count marble centred on their time range (again, until it fits).
  func valueItems(_ stage: MarbleStage) -> [ValueItem] {
    let telling = MarbleObjectLabel.keys(in: title)
    var instants: [(Double, [String])] = []
    for e in stage.events {
      guard case .value(let json) = e.kind else { continue }
      let t = MarbleTime.instant(e.time)
      if let lastT = instants.last?.0, lastT == t {
        instants[instants.count - 1].1.append(json)
      } else {
        instants.append((t, [json]))
      }
    }
    let early = Self.marksBeforeValues(stage)
    var placed: [ValueItem] = []
    for (k, (t, jsons)) in instants.enumerated() {
      // The room up to the next instant's marble (and the mark kept before it).
      var room = Double.infinity
      if k + 1 < instants.count {
        let next = instants[k + 1].0
        room = x(next) - x(t) - Self.marbleGap - (early.contains(next) ? 16 : 0)
      }
      var item = instantItem(t, jsons, room: room, telling: telling)
      if early.contains(t) { item.lead = 16 }
      // The values merged are appended to the previous marble's array, which no other
      // binding holds (so not copied): linear in a row's values, where `previous.values +
      // item.values` copied the growing count marble's values at every value.
      while let right = placed.last?.right, item.reach < right + Self.marbleGap {
        var values = placed.removeLast().values
        values.append(contentsOf: item.values)
        item = countItem(values)
      }
      placed.append(item)
    }
    return placed
  }

  /// The instants at which a completion, error or disposal came before the first value.
  static func marksBeforeValues(_ stage: MarbleStage) -> Set<Double> {
    var valued = Set<Double>()
    var early = Set<Double>()
    for e in stage.events {
      let t = MarbleTime.instant(e.time)
      if e.isValue {
        valued.insert(t)
      } else if e.ends, !valued.contains(t) {
        early.insert(t)
      }
    }
    return early.intersection(valued)
  }

  /// The marble of one instant's values, its labels shortened further while it is wider
  /// than `room`: down to one character and `…` (after the quote of a string), an object
  /// through its most telling member first (`{level: "error", …}`, `MarbleObjectLabel`,
  /// with the member names the program reads in `telling`).
  func instantItem(
    _ t: Double, _ jsons: [String], room: Double = .infinity, telling: [String] = []
  ) -> ValueItem {
    let values = jsons.map { (time: t, json: $0) }
    let single = jsons.count == 1
    let shown = jsons.prefix(single ? 1 : Self.groupLimit)
    let limit = single ? Self.labelLimit : Self.labelLimit - 1
    // When nothing can fit (every marble is at least a circle wide), the shortest forms at
    // once, without measuring the longer ones (a dense row has thousands of such instants).
    let tight = room < 2 * Self.radius
    let labels = shown.map { (json: $0, label: Self.label($0)) }
    let floor = labels.map { Self.shortest($0.label) }.max() ?? 2
    let forms = labels.map {
      Self.labelForms(
        $0.label, of: $0.json, limit: limit, floor: floor, telling: telling,
        tight: tight)
    }
    let steps = forms.map(\.count).max() ?? 1
    let pad = single ? 12.0 : 14.0
    var (text, width) = ("", Double.infinity)
    for step in 0..<steps {
      var labels = forms.map { $0[min(step, $0.count - 1)] }
      if jsons.count > shown.count { labels.append("+\(jsons.count - shown.count)") }
      text = labels.joined(separator: ",")
      width = max(2 * Self.radius, Self.textWidth(text) + pad)
      if width <= room { break }
    }
    // A marble wider than a circle (a pill too) starts where the circle would: its first
    // value sits at `t`, not left of it.
    let center = x(t) - Self.radius + width / 2
    return ValueItem(
      kind: single ? .single : .group, values: values, center: center, width: width, text: text)
  }

  /// The labels to try for one value, longest first: an object too long for `limit`
  /// characters through its telling forms then `{…`; anything else cut to `limit`,
  /// `limit - 1`, … down to `floor` characters (whole while it fits). `tight`: the last only.
  static func labelForms(
    _ label: String, of json: String, limit: Int, floor: Int, telling: [String], tight: Bool
  ) -> [String] {
    if tight { return [shortened(label, floor)] }
    if label.count > limit, let forms = MarbleObjectLabel.forms(json, telling: telling) {
      return forms + [shortened(label, floor)]
    }
    return stride(from: limit, through: floor, by: -1).map { shortened(label, $0) }
  }

  func countItem(_ values: [(time: Double, json: String)]) -> ValueItem {
    let text = "×\(values.count)"
    let width = max(2 * Self.radius, Self.textWidth(text) + 12)
    let center = (x(values[0].time) + x(values[values.count - 1].time)) / 2
    return ValueItem(kind: .count, values: values, center: center, width: width, text: text)
  }

  func marble(_ stage: MarbleStage, _ item: ValueItem, y: Double) -> String {
    let t = TimeFormat.seconds(item.first)
    let label = xml(stage.name)
    var out: String
    let fill: String
    switch item.kind {
    case .single:
      let json = item.values[0].json
      fill = Self.fill(json)
      out = "<g class=\"marble\" data-t=\"\(t)\" data-v=\"\(xml(TerminalText.fit(json, 200)))\">"
      out += "<title>\(label) at \(t): \(xml(TerminalText.fit(json, 300)))</title>"
    case .group:
      let all = item.values.map { TerminalText.fit($0.json, 300) }
      let shown = item.values.prefix(20).map { TerminalText.fit($0.json, 200) }
      fill =
        Set(item.values.map { Self.fill($0.json) }).count == 1
        ? Self.fill(item.values[0].json) : "#eeeeee"
      out =
        "<g class=\"marble group\" data-t=\"\(t)\" data-count=\"\(item.values.count)\" "
        + "data-v=\"\(xml(shown.joined(separator: ", ")))\">"
      out += "<title>\(label) at \(t), \(item.values.count) values: "
      out += "\(xml(all.prefix(50).joined(separator: ", ")))"
      out += "\(item.values.count > 50 ? ", …" : "")</title>"
    case .count:
      let b = TimeFormat.seconds(item.last)
      var listed = item.values.prefix(10).map { v in
        TimeFormat.seconds(v.time) + " " + TerminalText.fit(v.json, 40)
      }.joined(separator: "\n")
      if item.values.count > 10 { listed += "\n…" }
      fill = "#dddddd"
      out =
        "<g class=\"marble merged\" data-t=\"\(t)\" data-v=\"\(item.values.count) values\" "
        + "data-count=\"\(item.values.count)\">"
      out +=
        "<title>\(label): \(item.values.count) values from \(t) to \(b)\n\(xml(listed))</title>"
    }
    if item.width <= 2 * Self.radius {
      out +=
        "<circle cx=\"\(px(item.center))\" cy=\"\(px(y))\" r=\"\(px(Self.radius))\" "
        + "fill=\"\(fill)\"/>"
    } else {
      out +=
        "<rect x=\"\(px(item.left))\" y=\"\(px(y - Self.radius))\" width=\"\(px(item.width))\" "
        + "height=\"\(px(2 * Self.radius))\" rx=\"\(px(Self.radius))\" fill=\"\(fill)\"/>"
    }
    out += "<text x=\"\(px(item.center))\" y=\"\(px(y))\">\(xml(item.text))</text></g>\n"
    return out
  }

  /// A value's label on a marble: `MarbleLabel`'s, except that a signal carried as a
  /// value is `‹s›` and a `groupBy` group `‹KEY›` (its sub-rows say the rest).
  static func label(_ json: String) -> String {
    if json == "<signal>" { return "‹s›" }
    if json.hasPrefix("<group "), json.hasSuffix(">") {
      return "‹" + json.dropFirst("<group ".count).dropLast() + "›"
    }
    return MarbleLabel.of(json)
  }

  /// The shortest limit `shortened` is given for `label`: one character and `…`, after
  /// the quote of a string (`"a…`).
  static func shortest(_ label: String) -> Int { label.hasPrefix("\"") ? 3 : 2 }

  /// `label` cut to `limit` characters, the last one `…`.
  static func shortened(_ label: String, _ limit: Int) -> String {
    label.count <= limit ? label : String(label.prefix(max(1, limit - 1))) + "…"
  }

  /// A generous estimate of `text`'s width in pixels at 12px Helvetica/Arial (wide enough
  /// that the marble drawn around it holds it in any sans-serif font).
  static func textWidth(_ text: String) -> Double {
    asciiTextWidth(text) ?? characterTextWidth(text)
  }

  /// `textWidth`, character by character: any text.
  static func characterTextWidth(_ text: String) -> Double {
    var total = 0.0
    for ch in text {
      if TerminalText.width(ch) == 2 || ch == "…" || ch == "%" {
        total += 12
      } else if "mwMW@".contains(ch) {
        total += 11
      } else if ch.isUppercase {
        total += 9
      } else if "il.,:;'|!".contains(ch) {
        total += 4
      } else {
        total += 7.5
      }
    }
    return total
  }

  /// `textWidth` of a text of printable ASCII, `…` and `×` only, by code point (each is a
  /// character of its own there): the same as `characterTextWidth`, whose tests on a
  /// `Character` cost thousands of instructions each; nil for any other text.
  static func asciiTextWidth(_ text: String) -> Double? {
    var total = 0.0
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x2026, 0x25: total += 12  // … %
      case 0x6D, 0x77, 0x4D, 0x57, 0x40: total += 11  // m w M W @
      case 0x41...0x5A: total += 9  // the other capitals
      case 0x69, 0x6C, 0x2E, 0x2C, 0x3A, 0x3B, 0x27, 0x7C, 0x21: total += 4  // il.,:;'|!
      case 0x20...0x7E, 0xD7: total += 7.5  // and `×` (a count marble's)
      default: return nil
      }
    }
    return total
  }
}
