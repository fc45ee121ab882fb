import SignalboxJSON
import SignalboxLanguage

/// What a marble diagram draws: every stage of one foreground pipeline with its events on a
/// common clock. The renderers (`TerminalMarbles`, `SVGMarbles`, `HTMLReport`, `MarbleSyntax`)
/// are pure functions of it, so the same run gives the same picture in every format.
///
/// Times are seconds since the pipeline started; instants are compared at millisecond
/// resolution (as the event lines print them).
package struct MarbleModel: Equatable, Sendable {
  package var stages: [MarbleStage]
  /// The diagram's last instant: when the run ended (at least every event's time).
  package var end: Double

  package init(stages: [MarbleStage], end: Double? = nil) {
    self.stages = stages
    let last = stages.flatMap(\.events).map(\.time).filter(\.isFinite).max() ?? 0
    let given = end.flatMap { $0.isFinite ? $0 : nil } ?? last
    self.end = Swift.max(0, given, last)
  }
}

/// One row: a stage's label (`2:throttle`, `2.1:interval` for a stage of the block given
/// to stage 2) and what happened to it, in time order.
package struct MarbleStage: Equatable, Sendable {
  package var label: String
  package var events: [MarbleEvent]
  /// 0 for a statement's own stages, 1 for the stages of a block given to one of them, and
  /// so on.
  package var depth: Int

  /// For one use of a block used several times (`MarbleBranches`): which use (`#2`,
  /// `key 0`); nil for a stage's only row.
  package var branch: String?

  package init(_ label: String, _ events: [MarbleEvent], depth: Int = 0, branch: String? = nil) {
    self.label = label
    self.events = events
    self.depth = depth
    self.branch = branch
  }

  /// The label with the use it draws (`4.1:g key 0`).
  package var name: String { branch.map { label + " " + $0 } ?? label }

  /// True when the stage's subscriptions are recorded; a stage without any is taken as
  /// subscribed once, at 0.
  var recordsSubscriptions: Bool { events.contains { $0.kind == .subscribed } }

  /// The index of the subscription that is not drawn: the first one when it is at 0 (every
  /// stage starts there, so only later ones say something). A block's stage draws every
  /// subscription: each is one use of the block (each value a `flattenMap` maps).
  var silentSubscription: Int? {
    guard depth == 0 else { return nil }
    guard let first = events.firstIndex(where: { $0.kind == .subscribed }) else { return nil }
    return MarbleTime.instant(events[first].time) == 0 ? first : nil
  }
}

package struct MarbleEvent: Equatable, Sendable {
  package enum Kind: Equatable, Sendable {
    /// A value, as compact JSON.
    case value(String)
    case completed
    /// An error, with its message.
    case error(String)
    /// A subscription started (drawn when it is not the stage's first one at 0).
    case subscribed
    /// A subscription was disposed before it completed or failed.
    case disposed
  }

  package var time: Double
  package var kind: Kind

  package init(_ time: Double, _ kind: Kind) {
    self.time = time
    self.kind = kind
  }

  package static func value(_ time: Double, _ text: String) -> MarbleEvent {
    MarbleEvent(time, .value(text))
  }
  package static func completed(_ time: Double) -> MarbleEvent { MarbleEvent(time, .completed) }
  package static func error(_ time: Double, _ message: String) -> MarbleEvent {
    MarbleEvent(time, .error(message))
  }
  package static func subscribed(_ time: Double) -> MarbleEvent { MarbleEvent(time, .subscribed) }
  package static func disposed(_ time: Double) -> MarbleEvent { MarbleEvent(time, .disposed) }

  var isValue: Bool {
    if case .value = kind { return true }
    return false
  }

  /// The one-character mark of a non-value event (`|`, `#`, `^`, `!`).
  var mark: Character? {
    switch kind {
    case .value: return nil
    case .completed: return "|"
    case .error: return "#"
    case .subscribed: return "^"
    case .disposed: return "!"
    }
  }

  /// Whether the event ends a subscription.
  var ends: Bool {
    switch kind {
    case .completed, .error, .disposed: return true
    case .value, .subscribed: return false
    }
  }

  /// The event in words, for legends and hover text.
  var words: String {
    switch kind {
    case .value(let text): return text
    case .completed: return "completed"
    case .error(let message): return "error: \(message)"
    case .subscribed: return "subscribed"
    case .disposed: return "disposed"
    }
  }
}

/// Time helpers shared by the renderers.
enum MarbleTime {
  /// `t` rounded to the millisecond (the resolution of the event lines).
  static func instant(_ t: Double) -> Double {
    guard t.isFinite else { return 0 }
    return (t * 1000).rounded() / 1000
  }

  /// `0`, `0.5`, `1.25`, `3600`: a time at millisecond resolution, without trailing zeros.
  static func short(_ t: Double) -> String {
    var text = TimeFormat.seconds(instant(t))
    guard text.contains(".") else { return text }
    while text.last == "0" { text.removeLast() }
    if text.last == "." { text.removeLast() }
    return text == "-0" ? "0" : text
  }

  /// `x` as an `Int` in `range` (NaN gives the lower bound): no conversion can trap.
  static func clamped(_ x: Double, _ range: ClosedRange<Int>) -> Int {
    guard x.isFinite else { return x == .infinity ? range.upperBound : range.lowerBound }
    if x <= Double(range.lowerBound) { return range.lowerBound }
    if x >= Double(range.upperBound) { return range.upperBound }
    return Int(x)
  }
}

/// How a value is labelled on a marble: a plain word string without its quotes (`a`,
/// `tick`) as marble syntax writes letters, anything else as compact JSON (`1`, `"1"`,
/// `[1,2]`, `"a b"`).
enum MarbleLabel {
  /// Characters a label keeps of a longer value: more than the widest diagram (or terminal)
  /// could draw inline, so a value past it is never drawn inline, and the work a diagram
  /// does on its label does not grow with the value (a string of a hundred megabytes).
  static let longest = 4096

  static func of(_ json: String) -> String {
    if json.utf8.count > longest { return String(json.prefix(longest + 1)) }
    guard json.count >= 3, json.first == "\"", json.last == "\"" else { return json }
    let inner = json.dropFirst().dropLast()
    guard let first = inner.first, first.isASCII, first.isLetter || first == "_" else {
      return json
    }
    guard inner.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }) else {
      return json
    }
    guard !["true", "false", "null"].contains(String(inner)) else { return json }
    return String(inner)
  }
}
