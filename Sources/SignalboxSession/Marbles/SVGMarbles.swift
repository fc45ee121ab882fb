import SignalboxLanguage

/// A standalone SVG marble diagram in the look of RxMarbles: one arrow per stage, circles
/// with value labels (coloured by value, so a value can be followed from stage to stage),
/// a bar for completion, a cross for an error, a dotted bar for a disposal, a small caret
/// under a later subscription, stage names on the left and a time axis at the bottom.
///
/// Values at one instant are one marble, a pill that lists them (`(ab)` in the terminal);
/// values too close to be drawn apart become one count marble (`×37`) whose tooltip gives
/// their time range. No two marbles of a row overlap. A long label is shortened with `…`.
///
/// Every marble is a `<g class="marble">` whose `<title>` gives its stage, time and full
/// value (the browser shows it on hover) and whose `data-t`/`data-v` attributes carry the
/// same for scripts. Several pipelines are several panels of one document, each titled
/// with its pipeline (`<g class="panel">`), each with its own time axis. The bytes depend
/// only on the models: the same run on the virtual clock gives the same file.
package enum SVGMarbles {
  /// - Parameter standalone: with the XML declaration (a `.svg` file); without, for inlining
  ///   into HTML.
  /// - Parameter axisLength: the time axis' length in pixels (`--marbles-width N`: 8 a column).
  package static func render(
    _ model: MarbleModel, standalone: Bool = true, axisLength: Double = defaultAxisLength
  ) -> String {
    render(panels: [MarblePanel(model: model, axisLength: axisLength)], standalone: standalone)
  }

  /// The time axis' length in pixels at the default 80 columns.
  package static let defaultAxisLength = 640.0
  /// Pixels of time axis per column of `--marbles-width`.
  package static let pixelsPerColumn = 8.0

  /// One document with a panel per model, top to bottom.
  package static func render(panels: [MarblePanel], standalone: Bool = true) -> String {
    SVGDocument(panels).text(standalone: standalone)
  }
}

/// One diagram of a multi-panel SVG: a pipeline's model and the title it is drawn under.
package struct MarblePanel: Equatable, Sendable {
  /// The pipeline's text (nil: no title line).
  package var title: String?
  package var model: MarbleModel
  /// The length of its time axis in pixels.
  package var axisLength: Double

  package init(
    title: String? = nil, model: MarbleModel,
    axisLength: Double = SVGMarbles.defaultAxisLength
  ) {
    self.title = title
    self.model = model
    self.axisLength = axisLength
  }
}

private struct SVGDocument {
  let layouts: [SVGLayout]
  let width: Double
  let height: Double

  init(_ panels: [MarblePanel]) {
    let labels = panels.flatMap { $0.model.stages.map(\.name) }
    let longest = labels.map { min($0.count, 28) }.max() ?? 4
    // 8 px a letter, or more when the longest label as drawn (13px: wide letters, CJK)
    // would reach past the left edge, right-aligned at x0 - 24.
    let drawn = labels.map { SVGLayout.textWidth(TerminalText.fit($0, 28)) * 13 / 12 }.max() ?? 0
    let x0 = max(24 + Double(max(longest, 4)) * 8 + 24, (drawn + 24 + 4).rounded(.up))
    var top = 0.0
    var layouts: [SVGLayout] = []
    for (k, panel) in panels.enumerated() {
      let layout = SVGLayout(panel, index: k, x0: x0, top: top)
      layouts.append(layout)
      top += layout.height
    }
    self.layouts = layouts
    // Wider when a marble at the end of the axis (a long pill) and its mark reach past it.
    width = layouts.map(\.extent).max() ?? x0 + SVGMarbles.defaultAxisLength + 56
    height = max(top, 40)
  }

  func text(standalone: Bool) -> String {
    var out = standalone ? "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" : ""
    out +=
      "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"marbles\" width=\"\(px(width))\" "
      + "height=\"\(px(height))\""
    out +=
      " viewBox=\"0 0 \(px(width)) \(px(height))\" font-family=\"Helvetica, Arial, sans-serif\" "
      + "font-size=\"13\">\n"
    out += "<style>\(Self.style)</style>\n"
    out += "<rect class=\"background\" width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n"
    for layout in layouts { out += layout.panel(width: width) }
    out += "</svg>\n"
    return out
  }

  static let style = """
    .marble circle,.marble rect{stroke:#333;stroke-width:1.5}\
    .marble text{font-size:12px;text-anchor:middle;dominant-baseline:central;pointer-events:none}\
    .marble:hover circle,.marble:hover rect{stroke-width:3}\
    .track{stroke:#ddd;stroke-width:1}\
    .branch-link{stroke:#aaa;stroke-width:1;stroke-dasharray:3 3}\
    .arrow{stroke:#333;stroke-width:2}\
    .end line,.error path{stroke:#333;stroke-width:2.5}\
    .error path{stroke:#c0392b}\
    .disposed line{stroke:#333;stroke-width:2;stroke-dasharray:2 3}\
    .subscribed path{fill:#333}\
    .break path{stroke:#888;stroke-width:1.5;fill:none}\
    .label{text-anchor:end;dominant-baseline:central;fill:#333}\
    .panel-title{font-family:Menlo,Consolas,monospace;font-size:12px;fill:#333}\
    .panel-rule{stroke:#ccc;stroke-width:1}\
    .axis line,.axis path{stroke:#999;stroke-width:1}\
    .axis text{fill:#666;font-size:11px;text-anchor:middle}
    """
}

/// One panel: its title, a row per stage and its time axis, from `top` down.
struct SVGLayout {
  static let rowHeight = 64.0
  static let radius = 15.0
  static let titleHeight = 20.0
  static let fills = [
    "#f7c548", "#82c785", "#f28a5b", "#6fb3d8", "#c79bd8", "#f2a0b8", "#9cd3c6", "#d8c07a",
  ]

  let model: MarbleModel
  let title: String?
  let axisLength: Double
  let index: Int
  let timeline: MarbleTimeline
  let x0: Double
  let top: Double
  /// Where the first row starts.
  let rowsTop: Double
  let height: Double
  /// Each stage's value marbles (`valueItems`).
  var items: [[ValueItem]] = []

  init(_ panel: MarblePanel, index: Int, x0: Double, top: Double) {
    model = panel.model
    title = panel.title
    axisLength = panel.axisLength
    self.index = index
    self.x0 = x0
    self.top = top
    rowsTop = top + 36 + (panel.title == nil ? 0 : Self.titleHeight)
    height = rowsTop - top + Double(model.stages.count) * Self.rowHeight + 44
    timeline = MarbleTimeline(
      instants: model.stages.flatMap { $0.events.map(\.time) }, end: model.end,
      length: axisLength, breakWidth: 32)
    items = model.stages.map { valueItems($0) }
  }

  /// The width the panel needs: the axis and a margin, or, when a marble at the end of the
  /// axis is wider than that room (a pill listing long values), its right end, the mark
  /// after it (a completion bar, an error cross 9 px wide) and a margin.
  var extent: Double {
    let marbles = items.compactMap { $0.last?.right }.max() ?? 0
    return max(x0 + axisLength + 56, (marbles + 5 + 10 + 4).rounded(.up))
  }

  func x(_ t: Double) -> Double { x0 + timeline.x(t) }

  func panel(width: Double) -> String {
    var out = "<g class=\"panel\" data-panel=\"\(index + 1)\""
    if let title { out += " data-title=\"\(xml(TerminalText.fit(title, 300)))\"" }
    out += ">\n"
    if let title {
      if index > 0 {
        out +=
          "<line class=\"panel-rule\" x1=\"0\" y1=\"\(px(top + 4))\" x2=\"\(px(width))\" "
          + "y2=\"\(px(top + 4))\"/>\n"
      }
      out +=
        "<text class=\"panel-title\" x=\"16\" y=\"\(px(top + 26))\">"
        + "\(xml(TerminalText.fit(title, Int((width - 32) / 7.3))))"
        + "<title>\(xml(TerminalText.fit(title, 2000)))</title></text>\n"
    }
    out += branchLinks()
    for (r, stage) in model.stages.enumerated() { out += row(r, stage, width: width) }
    out += axis(width: width)
    out += "</g>\n"
    return out
  }

  func axis(width: Double) -> String {
    let y = rowsTop + Double(model.stages.count) * Self.rowHeight + 8
    var out = "<g class=\"axis\">\n"
    out +=
      "<line x1=\"\(px(x0))\" y1=\"\(px(y))\" x2=\"\(px(width - 32))\" "
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
