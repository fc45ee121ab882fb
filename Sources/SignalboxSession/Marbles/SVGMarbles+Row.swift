import SignalboxLanguage

/// One stage's row of an SVG panel: its label, a faint track across the axis, the arrow
/// while it is subscribed, its marks (completion, error, disposal, later subscriptions) and
/// its value marbles.
extension SVGLayout {
  func row(_ r: Int, _ stage: MarbleStage, width: Double) -> String {
    let y = rowsTop + Double(r) * Self.rowHeight + Self.rowHeight / 2
    // A block's stage (`2.1:interval`) is marked as one: its label in grey.
    let inner = stage.depth > 0
    var out =
      "<g class=\"stage\(inner ? " inner" : "")\(stage.branch == nil ? "" : " branch")\" "
      + "data-stage=\"\(xml(stage.name))\"\(inner ? " data-depth=\"\(stage.depth)\"" : "")>\n"
    out +=
      "<text class=\"label\" x=\"\(px(x0 - 24))\" "
      + "y=\"\(px(y))\"\(inner ? " style=\"fill:#777\"" : "")>"
      + "\(xml(TerminalText.fit(stage.name, 28)))</text>\n"
    // The track: every row has a line, even when everything happened at one instant.
    out +=
      "<line class=\"track\" x1=\"\(px(x0 - 8))\" y1=\"\(px(y))\" "
      + "x2=\"\(px(width - 32))\" y2=\"\(px(y))\"/>\n"
    out += arrows(stage, y: y)
    for b in timeline.breaks {
      let cx = x0 + (b.from + b.to) / 2
      out +=
        "<g class=\"break\"><path "
        + "d=\"M\(px(cx - 7)),\(px(y + 9))L\(px(cx - 1)),\(px(y - 9))M\(px(cx + 1)),"
        + "\(px(y + 9))L\(px(cx + 7)),\(px(y - 9))\"/></g>\n"
    }
    let items = items[r]
    out += marks(stage, items: items, y: y)
    for item in items { out += marble(stage, item, y: y) }
    out += "</g>\n"
    return out
  }

  /// The links of a block's uses (`MarbleBranches`): a dotted line from the row of the
  /// stage they branch off (the nearest statement row above) down to where each use's
  /// sub-row starts, drawn under everything else.
  func branchLinks() -> String {
    var out = ""
    for (r, stage) in model.stages.enumerated() where stage.branch != nil {
      guard let start = stage.events.first(where: { $0.kind == .subscribed }),
        let outer = model.stages[..<r].lastIndex(where: { $0.depth == 0 })
      else { continue }
      let y0 = rowsTop + Double(outer) * Self.rowHeight + Self.rowHeight / 2
      let y1 = rowsTop + Double(r) * Self.rowHeight + Self.rowHeight / 2
      let cx = x(start.time)
      out +=
        "<line class=\"branch-link\" x1=\"\(px(cx))\" y1=\"\(px(y0))\" x2=\"\(px(cx))\" "
        + "y2=\"\(px(y1))\"/>\n"
    }
    return out
  }

  /// The arrow: one line per live stretch; an arrowhead when still live at the end.
  func arrows(_ stage: MarbleStage, y: Double) -> String {
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
    var out = ""
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
    return out
  }

  /// Completions, errors, disposals and later subscriptions. A mark at an instant that a
  /// value marble covers sits just after that marble.
  func marks(_ stage: MarbleStage, items: [ValueItem], y: Double) -> String {
    var out = ""
    let silent = stage.silentSubscription
    // One mark of a kind per place (a thousand retries at one instant draw one cross);
    // up to four carets side by side for subscriptions at one instant (a block used for
    // several values at once).
    var drawn = Set<String>()
    var subscribedAt: [Double: Int] = [:]
    var valued = Set<Double>()
    for (k, e) in stage.events.enumerated() where k != silent {
      if e.isValue { valued.insert(MarbleTime.instant(e.time)) }
      guard !e.isValue else { continue }
      let instant = MarbleTime.instant(e.time)
      let t = TimeFormat.seconds(instant)
      var cx = x(e.time)
      if e.kind == .subscribed {
        let n = subscribedAt[instant, default: 0]
        subscribedAt[instant] = n + 1
        cx += Double(min(n, 3)) * 10
      } else if let item = items.first(where: { $0.first <= instant && instant <= $0.last }) {
        // Before the marble when it came before the instant's values (and room was kept).
        let before = item.lead > 0 && item.first == instant && !valued.contains(instant)
        cx = before ? item.left - 10 : item.right + 5
      }
      guard drawn.insert("\(e.mark ?? "?")\(px(cx))").inserted else { continue }
      let title =
        "<title>\(xml(stage.name)) at \(t): \(xml(TerminalText.fit(e.words, 300)))</title>"
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
        out +=
          "<g class=\"subscribed\" data-t=\"\(t)\">\(title)<path "
          + "d=\"M\(px(cx - 6)),\(px(y + 27))L\(px(cx)),\(px(y + 18))L\(px(cx + 6)),"
          + "\(px(y + 27))Z\"/></g>\n"
      case .value:
        break
      }
    }
    return out
  }
}
