import Signalbox
import SignalboxJSON
import SignalboxLanguage
import Synchronization

/// What `--marbles`, `:marbles` and `--report` draw: every event of every stage of one
/// foreground pipeline, by time, with each stage's subscriptions and disposals. `model`
/// gives it to the renderers (`TerminalMarbles`, `SVGMarbles`, `MarbleSyntax`); `render`
/// draws the per-instant table (`--marbles=table`):
///
///     time         0.000    0.500    1.000
///     1:marbles    a        b        c,|
///     2:throttle   -        -        c,|
///
/// Each column is one instant at which something happened in some stage; a cell lists that
/// stage's events at that instant (`,`-separated: values as compact JSON, `|` completed,
/// `#` error); `-` is nothing.
final class MarbleRecorder: StageRecorder {
  private struct Mark {
    let stage: Int
    /// The subscription it belongs to (its number from `subscribed`).
    let subscription: Int
    let event: MarbleEvent
  }
  private struct Row {
    let label: String
    var parent: Int?
    var depth: Int
    /// False while the row is only known as the parent of a block's row (a stage that is
    /// not a signal has no row of its own: its blocks' rows go where it would be).
    var real: Bool
  }
  private struct State {
    var rows: [Row] = []
    var marks: [Mark] = []
    var subscriptions = 0
    /// Subscriptions that completed or failed (their disposal is not drawn).
    var ended = Set<Int>()
    /// Whether the flow's end was told to the live view (it is told once).
    var flowEnded = false
    /// When the flow ended (the first `ended`): a command execution's diagram ends there,
    /// not when the script does.
    var endTime: Double?

    mutating func index(_ label: String) -> Int {
      if let k = rows.firstIndex(where: { $0.label == label }) { return k }
      rows.append(Row(label: label, parent: nil, depth: 0, real: false))
      return rows.count - 1
    }

    /// The real rows, each block's rows right above the row of the stage it is given to
    /// (its inputs above the stage that consumes them: `merge`'s sources, `flattenMap`'s
    /// inner signals); otherwise in the order they were first seen.
    var order: [Int] {
      var children = Array(repeating: [Int](), count: rows.count)
      var top: [Int] = []
      for (k, row) in rows.enumerated() {
        if let p = row.parent { children[p].append(k) } else { top.append(k) }
      }
      var out: [Int] = []
      var seen = Set<Int>()
      // Depth first: a row's children (in order), then the row itself.
      var stack: [(row: Int, expanded: Bool)] = top.reversed().map { ($0, false) }
      while let (k, expanded) = stack.popLast() {
        if expanded {
          if rows[k].real { out.append(k) }
          continue
        }
        guard seen.insert(k).inserted else { continue }
        stack.append((k, true))
        stack.append(contentsOf: children[k].reversed().map { ($0, false) })
      }
      return out
    }
  }
  private let state = Mutex(State())
  /// Whether the events are kept for a diagram (`--marbles`, `--report`); a recorder made
  /// only for the live view keeps none, so a run of hours holds no more than its rows.
  private let keeps: Bool
  /// Where each row and event is told as it happens (`--live`), outside the lock.
  private let tap: FlowTap?

  /// How many marks it keeps (the REPL's preview keeps few); the values after are dropped.
  private let limit: Int

  init(keeps: Bool = true, tap: FlowTap? = nil, limit: Int = .max) {
    self.keeps = keeps
    self.tap = tap
    self.limit = limit
  }

  /// The row for a stage label: a statement's stages in the order they were compiled, the
  /// stages of a block (`parent`: the label of the stage it is given to) under that stage.
  package func row(_ label: String, under parent: String? = nil, depth: Int = 0) -> Int {
    let (k, new, parentRow) = state.withLock { s -> (Int, Bool, Int?) in
      let k = s.index(label)
      guard !s.rows[k].real else { return (k, false, nil) }
      s.rows[k].real = true
      s.rows[k].depth = depth
      if let parent { s.rows[k].parent = s.index(parent) }
      return (k, true, s.rows[k].parent)
    }
    if new { tap?.row(k, label, parent: parentRow, depth: depth) }
    return k
  }

  /// A subscription to the stage of `row` starts; the token for its other events.
  package func subscribed(_ row: Int, at time: Double) -> Int {
    let subscription = state.withLock { s in
      s.subscriptions += 1
      if keeps {
        s.marks.append(Mark(stage: row, subscription: s.subscriptions, event: .subscribed(time)))
      }
      return s.subscriptions
    }
    tap?.event(row, subscription, .subscribed(time))
    return subscription
  }

  package func record(_ row: Int, _ subscription: Int, at time: Double, _ event: Event<JSON>) {
    if case .next = event, tap == nil, limit < .max,
      state.withLock({ $0.marks.count >= limit })
    {
      return
    }
    let kind: MarbleEvent.Kind
    switch event {
    case .next(.stream(let stream)) where stream.key != nil:
      // A `groupBy` group: a signal, named by its key.
      kind = .value("<group \(JSONWriter.string(stream.key ?? .null))>")
    case .next(let v): kind = .value(JSONWriter.string(v))
    case .completed: kind = .completed
    case .error(let e): kind = .error(RuntimeError.message(of: e))
    }
    let event = MarbleEvent(time, kind)
    state.withLock { s in
      if case .value = kind {} else { s.ended.insert(subscription) }
      if keeps { s.marks.append(Mark(stage: row, subscription: subscription, event: event)) }
    }
    tap?.event(row, subscription, event)
  }

  /// The subscription was disposed: drawn when it had not completed or failed.
  package func disposed(_ row: Int, _ subscription: Int, at time: Double) {
    let drawn = state.withLock { s in
      // A recorder that keeps nothing (the live view's) forgets an ended subscription at its
      // disposal, the last thing it is told of it: a run of hours keeps no set of them.
      guard keeps else { return s.ended.remove(subscription) == nil }
      guard s.ended.insert(subscription).inserted else { return false }
      s.marks.append(Mark(stage: row, subscription: subscription, event: .disposed(time)))
      return true
    }
    if drawn { tap?.event(row, subscription, .disposed(time)) }
  }

  /// The flow ended at `time`: told to the live view, the first time only (a command's
  /// execution ends when it does, and again with the script).
  func ended(at time: Double) {
    let first = state.withLock { s in
      defer {
        s.flowEnded = true
        if s.endTime == nil { s.endTime = time }
      }
      return !s.flowEnded
    }
    if first, let tap { tap.observer.observe(.ended(flow: tap.flow, time: time)) }
  }

  /// When the flow ended (its first `ended`), nil while it runs.
  var endTime: Double? { state.withLock { $0.endTime } }

  /// Every stage and its events, the diagram ending at `end` (when the pipeline ended).
  /// A block used several times (a `flattenMap`'s inner signals, `groupBy`'s groups) has a
  /// sub-row per use (`MarbleBranches`).
  func model(end: Double) -> MarbleModel {
    let (rows, order, marks) = state.withLock { ($0.rows, $0.order, $0.marks) }
    var events = Array(repeating: [MarbleEvent](), count: rows.count)
    var uses = Array(repeating: [[MarbleEvent]](), count: rows.count)
    // Where each subscription's events go in `uses[stage]`.
    var place: [Int: Int] = [:]
    for mark in marks {
      events[mark.stage].append(mark.event)
      if let k = place[mark.subscription] {
        uses[mark.stage][k].append(mark.event)
      } else {
        place[mark.subscription] = uses[mark.stage].count
        uses[mark.stage].append([mark.event])
      }
    }
    let recorded = order.map { k in
      MarbleBranches.Row(
        label: rows[k].label, depth: rows[k].depth, events: events[k], uses: uses[k])
    }
    return MarbleModel(stages: MarbleBranches.stages(recorded), end: end)
  }

  /// The per-instant table's lines (none when nothing was recorded).
  func render() -> [String] {
    let (rows, order, all) = state.withLock { ($0.rows, $0.order, $0.marks) }
    guard !order.isEmpty else { return [] }
    let labels = order.map { rows[$0].label }
    var place = Array(repeating: -1, count: rows.count)
    for (r, k) in order.enumerated() { place[k] = r }
    // The table shows values, completions and errors only.
    let marks: [(stage: Int, time: Double, text: String)] = all.compactMap { mark in
      guard place[mark.stage] >= 0 else { return nil }
      switch mark.event.kind {
      case .value(let text): return (place[mark.stage], mark.event.time, text)
      case .completed: return (place[mark.stage], mark.event.time, "|")
      case .error: return (place[mark.stage], mark.event.time, "#")
      case .subscribed, .disposed: return nil
      }
    }
    let times = Array(Set(marks.map { ($0.time * 1000).rounded() / 1000 })).sorted()
    // Each instant's column, looked up once per mark (not searched: linear in the marks).
    let columns = Dictionary(uniqueKeysWithValues: times.enumerated().map { ($1, $0) })
    var cells = Array(
      repeating: Array(repeating: [String](), count: times.count), count: labels.count)
    for mark in marks {
      let t = (mark.time * 1000).rounded() / 1000
      guard let column = columns[t] else { continue }
      cells[mark.stage][column].append(mark.text)
    }
    let labelWidth = max(4, labels.map(\.count).max() ?? 0) + 2
    var widths = times.map { TimeFormat.seconds($0).count }
    for row in cells {
      for (c, cell) in row.enumerated() {
        widths[c] = max(widths[c], cell.joined(separator: ",").count)
      }
    }
    func pad(_ s: String, _ w: Int) -> String {
      s + String(repeating: " ", count: max(0, w - s.count))
    }
    var lines = [
      pad("time", labelWidth)
        + times.enumerated().map { pad(TimeFormat.seconds($1), widths[$0] + 2) }.joined()
    ]
    for (r, label) in labels.enumerated() {
      let row = cells[r].enumerated().map { c, cell in
        pad(cell.isEmpty ? "-" : cell.joined(separator: ","), widths[c] + 2)
      }
      lines.append(pad(label, labelWidth) + row.joined())
    }
    // Trailing blanks cut in one pass (dropping them one at a time counted the line each
    // time: quadratic in a row of many columns).
    return lines.map { line in
      guard let last = line.lastIndex(where: { $0 != " " }) else { return "" }
      return String(line[...last])
    }
  }
}
