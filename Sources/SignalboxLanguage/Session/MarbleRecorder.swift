import Signalbox
import Synchronization

/// What `--marbles` and `:marbles` draw: every event of every stage of one foreground
/// pipeline, by time, then one row per stage on a common time axis.
///
///     time         0.000    0.500    1.000
///     1:marbles    a        b        c,|
///     2:throttle   -        -        c,|
///
/// Each column is one instant at which something happened in some stage; a cell lists that
/// stage's events at that instant (`,`-separated: values as compact JSON, `|` completed,
/// `#` error); `-` is nothing.
final class MarbleRecorder: Sendable {
  private struct Mark {
    let stage: Int
    let time: Double
    let text: String
  }
  private let state = Mutex<(labels: [String], marks: [Mark])>(([], []))

  /// The row for a stage label (rows keep the order stages were compiled in).
  func row(_ label: String) -> Int {
    state.withLock { s in
      if let k = s.labels.firstIndex(of: label) { return k }
      s.labels.append(label)
      return s.labels.count - 1
    }
  }

  func record(_ row: Int, at time: Double, _ event: Event<JSON>) {
    let text: String
    switch event {
    case .next(let v): text = JSONWriter.string(v)
    case .completed: text = "|"
    case .error: text = "#"
    }
    state.withLock { $0.marks.append(Mark(stage: row, time: time, text: text)) }
  }

  /// The diagram's lines (none when nothing was recorded).
  func render() -> [String] {
    let (labels, marks) = state.withLock { ($0.labels, $0.marks) }
    guard !labels.isEmpty else { return [] }
    let times = Array(Set(marks.map { ($0.time * 1000).rounded() / 1000 })).sorted()
    var cells = Array(repeating: Array(repeating: [String](), count: times.count), count: labels.count)
    for mark in marks {
      let t = (mark.time * 1000).rounded() / 1000
      guard let column = times.firstIndex(of: t) else { continue }
      cells[mark.stage][column].append(mark.text)
    }
    let labelWidth = max(4, labels.map(\.count).max() ?? 0) + 2
    var widths = times.map { TimeFormat.seconds($0).count }
    for row in cells {
      for (c, cell) in row.enumerated() { widths[c] = max(widths[c], cell.joined(separator: ",").count) }
    }
    func pad(_ s: String, _ w: Int) -> String { s + String(repeating: " ", count: max(0, w - s.count)) }
    var lines = [pad("time", labelWidth) + times.enumerated().map { pad(TimeFormat.seconds($1), widths[$0] + 2) }.joined()]
    for (r, label) in labels.enumerated() {
      let row = cells[r].enumerated().map { c, cell in pad(cell.isEmpty ? "-" : cell.joined(separator: ","), widths[c] + 2) }
      lines.append(pad(label, labelWidth) + row.joined())
    }
    return lines.map { line in
      var l = Substring(line)
      while l.last == " " { l = l.dropLast() }
      return String(l)
    }
  }
}
