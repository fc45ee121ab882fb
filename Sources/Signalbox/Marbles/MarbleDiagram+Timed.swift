/// Marble syntax with RxJS TestScheduler's notation on top of SPEC §5's: `^` the
/// subscription point (times count from it; a hot source's events before it are missed),
/// `!` an unsubscription, and time progressions (`10ms`, `1.5s`, `2m`, `1h` at the start or
/// after a space) that move the clock by their duration instead of by frames. A group
/// `(ab)` still takes one frame (SPEC §5), and spaces are ignored.
///
/// ```swift
/// try MarbleDiagram.timed("--^-a 1s b|", frameDuration: 0.1).events.map(\.time)
/// // [0.2, 1.4, 1.5]: a two frames after ^, then one second, b one frame later
/// ```
extension MarbleDiagram {
  /// The events of a marble string with their times in seconds, from `^` when it has one.
  public struct Timed: Sendable {
    /// The events, each with its time in seconds.
    public var events: [(time: Double, symbol: Symbol)] = []
    /// Where in the string `^` and `!` stand (character offsets), when they do.
    public var subscriptionPoint: Int?
    /// Where `!` stands, when it does.
    public var unsubscription: Int?
    /// The offset of a second `^` or `!`, which a marble string may have only once.
    public var repeated: Int?
    /// The time of `!` from the subscription point.
    public var unsubscribedAt: Double?
  }

  /// A time progression's units, in seconds.
  static let progressionUnits: [(String, Double)] = [
    ("ms", 0.001), ("s", 1), ("m", 60), ("h", 3600),
  ]

  /// Parses `text`, each frame `frameDuration` seconds long.
  public static func timed(_ text: String, frameDuration: Double) -> Timed {
    let chars = Array(text)
    var timed = Timed()
    var frames = 0
    var extra = 0.0
    var inGroup = false
    var subscription: (frames: Int, extra: Double) = (0, 0)
    var unsubscription: (frames: Int, extra: Double)?
    var raw: [(frames: Int, extra: Double, symbol: Symbol)] = []
    var i = 0
    while i < chars.count {
      let c = chars[i]
      defer { i += 1 }
      if c.isASCII, c.isNumber, !inGroup, i == 0 || chars[i - 1] == " ",
        let (length, seconds) = progression(chars, at: i)
      {
        extra += seconds
        i += length - 1
        continue
      }
      switch c {
      case "^":
        if timed.subscriptionPoint != nil { timed.repeated = timed.repeated ?? i }
        timed.subscriptionPoint = timed.subscriptionPoint ?? i
        subscription = (frames, extra)
      case "!":
        if timed.unsubscription != nil { timed.repeated = timed.repeated ?? i }
        timed.unsubscription = timed.unsubscription ?? i
        unsubscription = (frames, extra)
      default:
        let at = frames
        if let symbol = read(c, frame: &frames, inGroup: &inGroup) {
          raw.append((at, extra, symbol))
        }
        continue
      }
      if !inGroup { frames += 1 }
    }
    func time(_ f: Int, _ e: Double) -> Double {
      Double(f - subscription.frames) * frameDuration + (e - subscription.extra)
    }
    timed.events = raw.map { (time($0.frames, $0.extra), $0.symbol) }
    timed.unsubscribedAt = unsubscription.map { time($0.frames, $0.extra) }
    return timed
  }

  /// A time progression at `i` (`10ms`, `1.5s`): its length in characters and its
  /// duration, when digits, an optional fraction and a unit are followed by no letter.
  static func progression(_ chars: [Character], at i: Int) -> (Int, Double)? {
    var k = i
    while k < chars.count, chars[k].isASCII, chars[k].isNumber { k += 1 }
    if k + 1 < chars.count, chars[k] == ".", chars[k + 1].isASCII, chars[k + 1].isNumber {
      k += 1
      while k < chars.count, chars[k].isASCII, chars[k].isNumber { k += 1 }
    }
    guard let number = Double(String(chars[i..<k])) else { return nil }
    for (unit, seconds) in progressionUnits {
      let end = k + unit.count
      guard end <= chars.count, String(chars[k..<end]) == unit else { continue }
      if end < chars.count, chars[end].isLetter || chars[end].isNumber { continue }
      return (end - i, number * seconds)
    }
    return nil
  }

  /// A signal of `events` (times in seconds from subscription, as `timed` gives them):
  /// those at time 0 synchronously at subscription, later ones on `scheduler`, and those
  /// before 0 (a hot source's, before `^`) missed.
  public static func signal<Value: Sendable>(
    events: [(time: Double, symbol: Symbol)], on scheduler: any Scheduler,
    value: @escaping @Sendable (Character) -> Value, error: @escaping @Sendable () -> any Error
  ) -> Signal<Value> {
    let sorted = events.enumerated().filter { $0.element.time >= 0 }
      .sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
    return Signal { subscriber in
      let start = scheduler.now
      let all = CompoundDisposable()
      @Sendable func send(_ symbol: Symbol) {
        switch symbol {
        case .value(let c): subscriber.sendNext(value(c))
        case .completed: subscriber.sendCompleted()
        case .error: subscriber.sendError(error())
        }
      }
      var k = 0
      while k < sorted.count && sorted[k].time == 0 {
        send(sorted[k].symbol)
        k += 1
      }
      while k < sorted.count {
        let time = sorted[k].time
        var group: [Symbol] = []
        while k < sorted.count && sorted[k].time == time {
          group.append(sorted[k].symbol)
          k += 1
        }
        let symbols = group
        all.add(scheduler.schedule(at: start + time) { for s in symbols { send(s) } })
      }
      return all
    }
  }
}
