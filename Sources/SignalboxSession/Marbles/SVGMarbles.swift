import SignalboxLanguage

/// A standalone SVG marble diagram in the look of RxMarbles: one arrow per stage, circles
/// with value labels (coloured by value, so a value can be followed from stage to stage),
/// a bar for completion, a cross for an error, a dotted bar for a disposal, a small caret
/// under a later subscription, stage names on the left and a time axis at the bottom.
///
/// Every marble is a `<g class="marble">` whose `<title>` gives its stage, time and value
/// (the browser shows it on hover) and whose `data-t`/`data-v` attributes carry the same for
/// scripts. The bytes depend only on the model: the same run on the virtual clock gives the
/// same file.
public enum SVGMarbles {
  /// - Parameter standalone: with the XML declaration (a `.svg` file); without, for inlining
  ///   into HTML.
  public static func render(_ model: MarbleModel, standalone: Bool = true) -> String {
    SVGLayout(model).document(standalone: standalone)
  }
}

private struct SVGLayout {
  static let axisLength = 640.0
  static let rowHeight = 64.0
  static let radius = 15.0
  static let top = 36.0
  /// Values closer than a marble's width at different instants are drawn as one marble.
  static let mergeDistance = 30.0
  /// How far apart piled values (several at one instant) are drawn.
  static let pileStep = 18.0
  static let fills = [
    "#f7c548", "#82c785", "#f28a5b", "#6fb3d8", "#c79bd8", "#f2a0b8", "#9cd3c6", "#d8c07a",
  ]

  let model: MarbleModel
  let timeline: MarbleTimeline
  let x0: Double
  let width: Double
  let height: Double

  init(_ model: MarbleModel) {
    self.model = model
    let longest = model.stages.map { min($0.label.count, 28) }.max() ?? 4
    x0 = 24 + Double(max(longest, 4)) * 8 + 24
    width = x0 + Self.axisLength + 56
    height = Self.top + Double(model.stages.count) * Self.rowHeight + 44
    timeline = MarbleTimeline(
      instants: model.stages.flatMap { $0.events.map(\.time) }, end: model.end,
      length: Self.axisLength, breakWidth: 32)
  }

  func x(_ t: Double) -> Double { x0 + timeline.x(t) }

  func document(standalone: Bool) -> String {
    var out = standalone ? "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" : ""
    out +=
      "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"marbles\" width=\"\(px(width))\" "
      + "height=\"\(px(height))\""
    out +=
      " viewBox=\"0 0 \(px(width)) \(px(height))\" font-family=\"Helvetica, Arial, sans-serif\" "
      + "font-size=\"13\">\n"
    out += "<style>\(Self.style)</style>\n"
    out += "<rect class=\"background\" width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n"
    for (r, stage) in model.stages.enumerated() { out += row(r, stage) }
    out += axis()
    out += "</svg>\n"
    return out
  }

  static let style = """
    .marble circle{stroke:#333;stroke-width:1.5}\
    .marble text{font-size:12px;text-anchor:middle;dominant-baseline:central;pointer-events:none}\
    .marble:hover circle{stroke-width:3}\
    .arrow{stroke:#333;stroke-width:2}\
    .end line,.error path{stroke:#333;stroke-width:2.5}\
    .error path{stroke:#c0392b}\
    .disposed line{stroke:#333;stroke-width:2;stroke-dasharray:2 3}\
    .subscribed path{fill:#333}\
    .break path{stroke:#888;stroke-width:1.5;fill:none}\
    .label{text-anchor:end;dominant-baseline:central;fill:#333}\
    .axis line,.axis path{stroke:#999;stroke-width:1}\
    .axis text{fill:#666;font-size:11px;text-anchor:middle}
    """

  func row(_ r: Int, _ stage: MarbleStage) -> String {
    let y = Self.top + Double(r) * Self.rowHeight + Self.rowHeight / 2
    // A block's stage (`2.1:interval`) is marked as one: its label in grey.
    let inner = stage.depth > 0
    var out =
      "<g class=\"stage\(inner ? " inner" : "")\" "
      + "data-stage=\"\(xml(stage.label))\"\(inner ? " data-depth=\"\(stage.depth)\"" : "")>\n"
    out +=
      "<text class=\"label\" x=\"\(px(x0 - 24))\" "
      + "y=\"\(px(y))\"\(inner ? " style=\"fill:#777\"" : "")>"
      + "\(xml(TerminalText.fit(stage.label, 28)))</text>\n"
    // The arrow: one line per live stretch; an arrowhead when still live at the end.
    var live = stage.recordsSubscriptions ? 0 : 1
    var from: Double? = live > 0 ? 0 : nil
    var stretches: [(Double, Double)] = []
    for e in stage.events {
      if e.kind == .subscribed {
        live += 1
        if live == 1 { from = e.time }
      }
      if e.ends, live > 0 {
        live -= 1
        if live == 0, let a = from {
          stretches.append((a, e.time))
          from = nil
        }
      }
    }
    let endX = x(model.end) + 24
    for (a, b) in stretches {
      out +=
        "<line class=\"arrow\" x1=\"\(px(x(a)))\" y1=\"\(px(y))\" x2=\"\(px(x(b)))\" "
        + "y2=\"\(px(y))\"/>\n"
    }
    if let a = from {
      out +=
        "<line class=\"arrow\" x1=\"\(px(x(a)))\" y1=\"\(px(y))\" x2=\"\(px(endX))\" "
        + "y2=\"\(px(y))\"/>\n"
      out +=
        "<path class=\"arrow\" "
        + "d=\"M\(px(endX - 2)),\(px(y - 6))L\(px(endX + 8)),\(px(y))L\(px(endX - 2)),"
        + "\(px(y + 6))Z\" fill=\"#333\"/>\n"
    }
    for b in timeline.breaks {
      let cx = x0 + (b.from + b.to) / 2
      out +=
        "<g class=\"break\"><path "
        + "d=\"M\(px(cx - 7)),\(px(y + 9))L\(px(cx - 1)),\(px(y - 9))M\(px(cx + 1)),"
        + "\(px(y + 9))L\(px(cx + 7)),\(px(y - 9))\"/></g>\n"
    }
    out += marks(stage, y: y)
    out += "</g>\n"
    return out
  }

  /// Completions, errors, disposals and later subscriptions, then the values on top. A mark
  /// at the same instant as a value sits just after its circle.
  func marks(_ stage: MarbleStage, y: Double) -> String {
    var out = ""
    let silent = stage.silentSubscription
    var valuesAt: [Double: Int] = [:]
    for e in stage.events where e.isValue { valuesAt[MarbleTime.instant(e.time), default: 0] += 1 }
    // One mark of a kind per place (a thousand retries at one instant draw one cross);
    // up to four carets side by side for subscriptions at one instant (a block used for
    // several values at once).
    var drawn = Set<String>()
    var subscribedAt: [Double: Int] = [:]
    for (k, e) in stage.events.enumerated() where !e.isValue && k != silent {
      let t = TimeFormat.seconds(MarbleTime.instant(e.time))
      let pile = valuesAt[MarbleTime.instant(e.time)].map {
        Double(min($0, 4) - 1) * Self.pileStep + Self.radius + 5
      }
      var cx = x(e.time) + (pile ?? 0)
      if e.kind == .subscribed {
        let n = subscribedAt[MarbleTime.instant(e.time), default: 0]
        subscribedAt[MarbleTime.instant(e.time)] = n + 1
        cx = x(e.time) + Double(min(n, 3)) * 10
      }
      guard drawn.insert("\(e.mark ?? "?")\(px(cx))").inserted else { continue }
      let title =
        "<title>\(xml(stage.label)) at \(t): \(xml(TerminalText.fit(e.words, 300)))</title>"
      switch e.kind {
      case .completed:
        out +=
          "<g class=\"end\" data-t=\"\(t)\">\(title)<line x1=\"\(px(cx))\" y1=\"\(px(y - 15))\" "
          + "x2=\"\(px(cx))\" y2=\"\(px(y + 15))\"/></g>\n"
      case .error:
        out +=
          "<g class=\"error\" data-t=\"\(t)\">\(title)<path "
          + "d=\"M\(px(cx - 9)),\(px(y - 9))L\(px(cx + 9)),\(px(y + 9))M\(px(cx + 9)),"
          + "\(px(y - 9))L\(px(cx - 9)),\(px(y + 9))\"/></g>\n"
      case .disposed:
        out +=
          "<g class=\"disposed\" data-t=\"\(t)\">\(title)<line x1=\"\(px(cx))\" "
          + "y1=\"\(px(y - 13))\" x2=\"\(px(cx))\" y2=\"\(px(y + 13))\"/></g>\n"
      case .subscribed:
        let sx = cx
        out +=
          "<g class=\"subscribed\" data-t=\"\(t)\">\(title)<path "
          + "d=\"M\(px(sx - 6)),\(px(y + 27))L\(px(sx)),\(px(y + 18))L\(px(sx + 6)),"
          + "\(px(y + 27))Z\"/></g>\n"
      case .value:
        break
      }
    }
    // Values: a few at one instant are piled; values closer than a few pixels at different
    // instants (or a big pile) become one grey marble that says how many.
    let values = stage.events.filter(\.isValue)
    var k = 0
    while k < values.count {
      let first = x(values[k].time)
      var j = k + 1
      while j < values.count && x(values[j].time) - first < Self.mergeDistance { j += 1 }
      let cluster = values[k..<j]
      let instant = MarbleTime.instant(values[k].time)
      if cluster.count == 1
        || (cluster.count <= 4 && cluster.allSatisfy { MarbleTime.instant($0.time) == instant })
      {
        for (n, e) in cluster.enumerated() {
          out += marble(stage, e, x: first + Double(n) * Self.pileStep, y: y)
        }
      } else {
        out += merged(stage, Array(cluster), x: (first + x(values[j - 1].time)) / 2, y: y)
      }
      k = j
    }
    return out
  }

  func marble(_ stage: MarbleStage, _ e: MarbleEvent, x: Double, y: Double) -> String {
    guard case .value(let json) = e.kind else { return "" }
    let t = TimeFormat.seconds(MarbleTime.instant(e.time))
    let label = MarbleLabel.of(json)
    let shown = label.count <= 3 ? label : String(label.prefix(2)) + "…"
    var out = "<g class=\"marble\" data-t=\"\(t)\" data-v=\"\(xml(TerminalText.fit(json, 200)))\">"
    out += "<title>\(xml(stage.label)) at \(t): \(xml(TerminalText.fit(json, 300)))</title>"
    out +=
      "<circle cx=\"\(px(x))\" cy=\"\(px(y))\" r=\"\(px(Self.radius))\" "
      + "fill=\"\(Self.fill(json))\"/>"
    out += "<text x=\"\(px(x))\" y=\"\(px(y))\">\(xml(shown))</text></g>\n"
    return out
  }

  func merged(_ stage: MarbleStage, _ events: [MarbleEvent], x: Double, y: Double) -> String {
    let a = TimeFormat.seconds(MarbleTime.instant(events[0].time))
    let b = TimeFormat.seconds(MarbleTime.instant(events[events.count - 1].time))
    var listed = events.prefix(10).map { e -> String in
      guard case .value(let json) = e.kind else { return "" }
      return TimeFormat.seconds(MarbleTime.instant(e.time)) + " " + TerminalText.fit(json, 40)
    }.joined(separator: "\n")
    if events.count > 10 { listed += "\n…" }
    var out =
      "<g class=\"marble merged\" data-t=\"\(a)\" data-v=\"\(events.count) values\" "
      + "data-count=\"\(events.count)\">"
    out +=
      "<title>\(xml(stage.label)): \(events.count) values from \(a) to \(b)\n\(xml(listed))</title>"
    out += "<circle cx=\"\(px(x))\" cy=\"\(px(y))\" r=\"\(px(Self.radius))\" fill=\"#dddddd\"/>"
    out +=
      "<text x=\"\(px(x))\" "
      + "y=\"\(px(y))\">\(events.count > 99 ? "99+" : "\(events.count)")×</text></g>\n"
    return out
  }

  func axis() -> String {
    let y = Self.top + Double(model.stages.count) * Self.rowHeight + 8
    var out = "<g class=\"axis\">\n"
    out +=
      "<line x1=\"\(px(x0))\" y1=\"\(px(y))\" x2=\"\(px(x0 + Self.axisLength + 24))\" "
      + "y2=\"\(px(y))\"/>\n"
    var placed: [Double] = []
    for t in timeline.ticks(spacing: 80) {
      let tx = x(t)
      guard !placed.contains(where: { abs($0 - tx) < 40 }) else { continue }
      placed.append(tx)
      out += "<line x1=\"\(px(tx))\" y1=\"\(px(y - 4))\" x2=\"\(px(tx))\" y2=\"\(px(y + 4))\"/>"
      out += "<text x=\"\(px(tx))\" y=\"\(px(y + 18))\">\(MarbleTime.short(t))s</text>\n"
    }
    for b in timeline.breaks {
      let cx = x0 + (b.from + b.to) / 2
      out +=
        "<path d=\"M\(px(cx - 6)),\(px(y + 6))L\(px(cx - 1)),\(px(y - 6))M\(px(cx + 1)),"
        + "\(px(y + 6))L\(px(cx + 6)),\(px(y - 6))\"/>\n"
    }
    out += "</g>\n"
    return out
  }

  /// The fill for a value: the same value gets the same colour everywhere (FNV-1a of its
  /// text picks from the palette).
  static func fill(_ json: String) -> String {
    var hash: UInt32 = 2_166_136_261
    for byte in json.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
    return fills[Int(hash % UInt32(fills.count))]
  }
}
