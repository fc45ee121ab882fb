import SignalboxJSON
import Testing

@testable import SignalboxLanguage
@testable import SignalboxSession

/// Every `time:` sentence `:explain` says of an operator, checked against a timeline the
/// operator makes on the virtual clock: each sentence is pinned here with the check of
/// what it claims (a new timed operator, or a sentence changed, fails until its claim is
/// checked too).
@Suite struct ExplainClaimsTests {
  private struct Event: Equatable {
    var t: Double
    var kind: String
    var value: String
  }

  private func events(_ program: String) -> [Event] {
    let output = CollectedOutput()
    var options = SessionOptions()
    options.virtualTime = true
    Session(options: options, output: output).runProgram([SourceFile(name: "t", text: program)])
    return output.stdout.compactMap { line in
      let parts = line.split(separator: " ", maxSplits: 2).map(String.init)
      guard parts.count >= 2, let t = Double(parts[0]) else { return nil }
      return Event(t: t, kind: parts[1], value: parts.count > 2 ? parts[2] : "")
    }
  }

  /// The values `program` sends (its `next` events).
  private func nexts(_ program: String) -> [Event] {
    events(program).filter { $0.kind == "next" }
  }

  /// The values `program` sends at time 0, in order (a hop keeps the instant).
  private func order(_ program: String) -> [String] {
    nexts(program).filter { $0.t == 0 }.map(\.value)
  }

  /// Each timed entry: its sentence, and a check of it on a probe timeline.
  private let claims: [String: (sentence: String, check: (ExplainClaimsTests) -> Bool)] = [
    "delay": (
      "shifts every event by T",
      { c in
        let source = c.events("marbles \"a-b|\", 0.5")
        let shifted = source.map { Event(t: $0.t + 1, kind: $0.kind, value: $0.value) }
        return c.events("marbles \"a-b|\", 0.5 | delay 1") == shifted
      }
    ),
    "bufferWithTime": (
      "sends the window's values T after its first value",
      { c in
        // a at 1.0 opens the window (not t = 0): it closes at 2.0 with a and b (1.5).
        c.nexts("marbles \"--ab----c|\", 0.5 | bufferWithTime 1").first
          == Event(t: 2, kind: "next", value: "[\"a\",\"b\"]")
      }
    ),
    "throttle": (
      "sends it once no newer one came for T",
      { c in
        c.nexts("marbles \"ab---c|\", 0.5 | throttle 1").first
          == Event(t: 1.5, kind: "next", value: "\"b\"")
      }
    ),
    "timeout": (
      "fails if not finished within T",
      { c in
        // Values at 1 and 2 do not restart it: it fails at 2.5.
        c.events("interval 1 | timeout 2.5").last
          == Event(t: 2.5, kind: "error", value: "\"timed out\"")
      }
    ),
    "interval": (
      "sends a value every period",
      { c in c.nexts("interval 0.5 | take 3").map(\.t) == [0.5, 1, 1.5] }
    ),
    "timer": (
      "sends its value after the delay",
      { c in c.nexts("timer 2").map(\.t) == [2] }
    ),
    "marbles": (
      "sends each frame at its time",
      { c in c.events("marbles \"a-b|\", 0.5").map(\.t) == [0, 1, 1.5] }
    ),
    "cold": (
      "sends each frame at its time",
      { c in c.events("cold \"a-b|\", {}, \"e\", 0.5").map(\.t) == [0, 1, 1.5] }
    ),
    "hot": (
      "sends each frame at its time",
      { c in c.events("hot \"-^a-b|\", {}, \"e\", 0.5").map(\.t) == [0.5, 1.5, 2] }
    ),
    "deliverOn": (
      "one scheduler turn per event",
      { c in c.order("merge { just 1 | deliverOn main }, { just 2 }") == ["2", "1"] }
    ),
    "deliverOnMainThread": (
      "a turn only behind a waiting event",
      { c in c.order("merge { just 1 | deliverOnMainThread }, { just 2 }") == ["1", "2"] }
    ),
    "subscribeOn": (
      "subscribes one scheduler turn later",
      { c in c.order("merge { just 1 | subscribeOn main }, { just 2 }") == ["2", "1"] }
    ),
    "sampleTime": (
      "ticks every T",
      { c in
        c.nexts("interval 0.3 | take 10 | sampleTime 1").map(\.t) == [1, 2]
      }
    ),
    "auditTime": (
      "sends it T after the value that started the timer",
      { c in
        c.nexts("marbles \"ab-----c|\", 0.5 | auditTime 1").first
          == Event(t: 1, kind: "next", value: "\"b\"")
      }
    ),
    "throttleTime": (
      "reads the clock at each value",
      { c in
        // b and c come less than T after a (sent) and are dropped; d 3 s after is sent.
        c.nexts("marbles \"abc---d|\", 0.5 | throttleTime 1").map(\.value)
          == ["\"a\"", "\"d\""]
      }
    ),
    "bufferTime": (
      "sends a buffer T after it opened",
      { c in
        // Buffers open at subscription and every T after: [a, b] at 1, [c] at 2.
        c.nexts("marbles \"ab--c----|\", 0.25 | bufferTime 1").map(\.t).prefix(2)
          == [1, 2]
      }
    ),
    "windowTime": (
      "closes a window T after it opened",
      { c in
        c.nexts("marbles \"ab--c----|\", 0.25 | windowTime 1 | mergeMap { w -> w | collect }")
          .map(\.t).prefix(2) == [1, 2]
      }
    ),
    "timeoutWith": (
      "switches to the stream if no value came for T",
      { c in
        c.nexts("marbles \"a----b|\", 1 | timeoutWith 2, { just \"z\" }").last
          == Event(t: 2, kind: "next", value: "\"z\"")
      }
    ),
    "timerEvery": (
      "0 after T, then one every P",
      { c in c.nexts("timerEvery 2, 0.5 | take 3").map(\.t) == [2, 2.5, 3] }
    ),
    "timestamp": (
      "reads the clock for each value",
      { c in
        c.nexts("marbles \"a-b|\", 0.5 | timestamp").allSatisfy { event in
          event.value.hasPrefix("{\"t\":\(event.t == 0 ? "0" : "1"),")
        }
      }
    ),
  ]

  @Test func everyTimeSentenceIsCheckedOnATimeline() {
    let timed = OperatorTable.all.filter { $0.time != nil && $0.aliasOf == nil }
    #expect(Set(timed.map(\.name)) == Set(claims.keys))
    for spec in timed {
      guard let claim = claims[spec.name] else { continue }
      #expect(spec.time == claim.sentence, "\(spec.name): a new sentence needs a new check")
      #expect(claim.check(self), "\(spec.name): '\(claim.sentence)' is not what it does")
    }
  }
}
