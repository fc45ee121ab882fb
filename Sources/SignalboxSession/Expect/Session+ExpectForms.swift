import Signalbox
import SignalboxJSON
import SignalboxLanguage

/// `expect NAME subscriptions`, and the actual timeline written in the right-hand side's
/// marble form (`signalbox test --update`).
extension Session {
  /// The logged subscriptions against the expected rows (`^` subscribed, `!` unsubscribed,
  /// times from each row's start), in order of subscription.
  func compareSubscriptions(
    _ rows: [String], got: [(start: Double, end: Double)], frame: Double, name: String
  ) -> ExpectOutcome {
    let expected = rows.map { Session.subscriptionTimes($0, frame: frame) }
      .sorted { $0.start < $1.start }
    let actual = got.sorted { $0.start < $1.start }
    let drawnActual = actual.map { Session.subscriptionRow($0, frame: frame) }
    let replacement =
      drawnActual.count == 1
      ? JSONWriter.string(.string(drawnActual[0]))
      : "[" + drawnActual.map { JSONWriter.string(.string($0)) }.joined(separator: ", ") + "]"
    func same(_ a: (start: Double, end: Double), _ b: (start: Double, end: Double)) -> Bool {
      TimedEvent.sameTime(a.start, b.start)
        && (a.end == b.end || TimedEvent.sameTime(a.end, b.end))
    }
    var k = 0
    while k < expected.count, k < actual.count, same(expected[k], actual[k]) { k += 1 }
    if k == expected.count && k == actual.count {
      return ExpectOutcome(details: nil, replacement: (replacement, nil))
    }
    func span(_ row: (start: Double, end: Double)?) -> String {
      guard let row else { return "none" }
      let end = row.end.isFinite ? TimeFormat.seconds(row.end) : "never"
      return "\(TimeFormat.seconds(row.start)) to \(end)"
    }
    var details = expected.map { "expected: " + Session.subscriptionRow($0, frame: frame) }
    details += drawnActual.map { "actual:   " + $0 }
    if actual.isEmpty { details.append("actual:   (\(name) was not subscribed)") }
    details.append(
      "subscription \(k + 1) of \(name): expected \(span(k < expected.count ? expected[k] : nil))"
        + ", got \(span(k < actual.count ? actual[k] : nil))")
    return ExpectOutcome(details: details, replacement: (replacement, nil))
  }

  /// A subscription row's times: `^`'s from the row's start, `!`'s (or never).
  static func subscriptionTimes(_ text: String, frame: Double) -> (start: Double, end: Double) {
    let timed = MarbleDiagram.timed(text, frameDuration: frame)
    let caret = timed.subscriptionPoint ?? 0
    let before = String(Array(text)[..<caret]) + "x"
    let start = MarbleDiagram.timed(before, frameDuration: frame).events.last?.time ?? 0
    return (start, timed.unsubscribedAt.map { start + $0 } ?? .infinity)
  }

  /// `--^---!`: the frames to `^`, then to `!` (none when never unsubscribed).
  static func subscriptionRow(_ row: (start: Double, end: Double), frame: Double) -> String {
    func frames(_ t: Double) -> Int {
      let f = (t / frame).rounded()
      return f.isFinite ? Int(max(0, min(f, 100_000))) : 0
    }
    let start = frames(row.start)
    var text = String(repeating: "-", count: start) + "^"
    if row.end.isFinite {
      text += String(repeating: "-", count: max(0, frames(row.end) - start - 1)) + "!"
    }
    return text
  }

  /// The actual timeline as the marble form's right-hand side: the row in a string
  /// literal, and, when the values map lacks a value or the error is not `marble error`,
  /// the values map extended and the error's message (and `marble error` when a frame
  /// follows); nil when the row would not read back as the same timeline (times between
  /// frames).
  func marbleReplacement(
    _ actual: [TimedEvent], frame: Double, values: JSONObject?, framed: Bool
  ) -> (first: String, extra: String?)? {
    var rows = ExpectRows(frame: frame, values: values)
    let row = rows.rows([actual])[0]
    let back = MarbleDiagram.timed(row, frameDuration: frame).events
    guard back.count == actual.count,
      zip(back, actual).allSatisfy({ TimedEvent.sameTime($0.time, $1.time) })
    else { return nil }
    var map = values ?? JSONObject()
    for (symbol, value) in rows.added { map[String(symbol)] = value }
    var error: String?
    if case .error(let message)? = actual.last?.kind, message != "marble error" {
      error = message
    }
    let literal = JSONWriter.string(.string(row))
    guard !rows.added.isEmpty || error != nil else { return (literal, nil) }
    var extra = ", " + JSONWriter.string(.object(map))
    if error != nil || framed {
      extra += ", " + JSONWriter.string(.string(error ?? "marble error"))
    }
    return (literal, extra)
  }
}
