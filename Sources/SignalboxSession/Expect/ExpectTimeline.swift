import SignalboxJSON

/// One event of a run as `expect` compares it: its time in seconds on the run's own clock
/// and what it was.
struct TimedEvent: Equatable {
  enum Kind: Equatable {
    case next(JSON)
    case completed
    case error(String)

    var isNext: Bool {
      if case .next = self { return true }
      return false
    }
  }

  var time: Double
  var kind: Kind

  /// Times are equal within a billionth of a second (a frame of 0.1 added up by the
  /// virtual clock is not exactly 0.3).
  static func sameTime(_ a: Double, _ b: Double) -> Bool {
    abs(a - b) <= 1e-9 * max(1, abs(a), abs(b))
  }

  static func == (a: TimedEvent, b: TimedEvent) -> Bool {
    sameTime(a.time, b.time) && a.kind == b.kind
  }

  /// `next "c"`, `completed`, `error "boom"`.
  var description: String {
    switch kind {
    case .next(let value): return "next " + JSONWriter.string(value)
    case .completed: return "completed"
    case .error(let message): return "error " + JSONWriter.string(.string(message))
    }
  }

  /// The `[EVENTS]` form of the event: `{t, kind, value}`, `{t, kind}`, `{t, kind, message}`.
  var literal: String {
    let time = ExpectRows.trimmedNumber(TimeFormat.seconds(time))
    switch kind {
    case .next(let value):
      return "{t: \(time), kind: \"next\", value: \(JSONWriter.string(value))}"
    case .completed: return "{t: \(time), kind: \"completed\"}"
    case .error(let message):
      return "{t: \(time), kind: \"error\", message: \(JSONWriter.string(.string(message)))}"
    }
  }

  /// An event of the `[EVENTS]` form: `{t, kind: "next", value}`, `{t, kind: "completed"}`,
  /// `{t, kind: "error", message}`, or `materialize | timestamp`'s `{t, value: {kind, …}}`.
  init?(literal: JSON) {
    guard case .object(let o) = literal, let t = o["t"]?.numberValue, t.isFinite, t >= 0
    else { return nil }
    var record = o
    if o["kind"] == nil, case .object(let inner)? = o["value"] { record = inner }
    switch record["kind"] {
    case .string("next")?:
      guard let value = record["value"] else { return nil }
      self.init(time: t, kind: .next(value))
    case .string("completed")?:
      self.init(time: t, kind: .completed)
    case .string("error")?:
      guard let message = record["message"] else { return nil }
      if case .string(let s) = message {
        self.init(time: t, kind: .error(s))
      } else {
        self.init(time: t, kind: .error(JSONWriter.string(message)))
      }
    default:
      return nil
    }
  }

  init(time: Double, kind: Kind) {
    self.time = time
    self.kind = kind
  }
}

/// The first difference of two timelines, as `at 0.300: expected next "c", got next "d"`:
/// at the earlier of the two first differing events, what each timeline has at that time
/// (`nothing` when it has no event then). Nil when they are the same.
func firstDifference(expected: [TimedEvent], actual: [TimedEvent]) -> String? {
  var k = 0
  while k < expected.count, k < actual.count, expected[k] == actual[k] { k += 1 }
  if k == expected.count && k == actual.count { return nil }
  let e = k < expected.count ? expected[k] : nil
  let a = k < actual.count ? actual[k] : nil
  let time = min(e?.time ?? .infinity, a?.time ?? .infinity)
  func at(_ event: TimedEvent?) -> String {
    guard let event, TimedEvent.sameTime(event.time, time) else { return "nothing" }
    return event.description
  }
  return "at \(TimeFormat.seconds(time)): expected \(at(e)), got \(at(a))"
}
