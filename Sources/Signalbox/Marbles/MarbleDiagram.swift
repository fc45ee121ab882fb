/// Marble syntax (SPEC §5): each character is one frame, the first at t = 0. `-` nothing,
/// a digit or letter a value, `(ab)` several values in one frame, `|` completed, `#` an
/// error, spaces ignored.
///
/// ```swift
/// MarbleDiagram.parse("-1-(ab)|")
/// // [(1, .value("1")), (3, .value("a")), (3, .value("b")), (4, .completed)]
/// ```
public enum MarbleDiagram {
  /// What one marble stands for: a value, completion or an error.
  public enum Symbol: Equatable, Sendable {
    /// A value, by its character.
    case value(Character)
    /// `|`.
    case completed
    /// `#`.
    case error
  }

  /// The events of `text` with their frame numbers, in order.
  public static func parse(_ text: String) -> [(frame: Int, symbol: Symbol)] {
    var events: [(Int, Symbol)] = []
    var frame = 0
    var inGroup = false
    for ch in text {
      let at = frame
      if let symbol = read(ch, frame: &frame, inGroup: &inGroup) { events.append((at, symbol)) }
    }
    return events
  }

  /// One character of SPEC §5's syntax: the event it stands for, if any, at the current
  /// `frame`, which it then moves on (by one outside a group; a group takes one frame).
  static func read(_ ch: Character, frame: inout Int, inGroup: inout Bool) -> Symbol? {
    let symbol: Symbol?
    switch ch {
    case " ": return nil
    case "(":
      inGroup = true
      return nil
    case ")":
      inGroup = false
      frame += 1
      return nil
    case "-": symbol = nil
    case "|": symbol = .completed
    case "#": symbol = .error
    default: symbol = .value(ch)
    }
    if !inGroup { frame += 1 }
    return symbol
  }

  /// A cold signal that sends `text`'s events, frame k at `k * frameDuration` after
  /// subscription on `scheduler`; frame 0 synchronously at subscription.
  public static func signal<Value: Sendable>(
    _ text: String, frameDuration: Double, on scheduler: any Scheduler,
    value: @escaping @Sendable (Character) -> Value, error: @escaping @Sendable () -> any Error
  ) -> Signal<Value> {
    let events = parse(text).map { (time: Double($0.frame) * frameDuration, symbol: $0.symbol) }
    return signal(events: events, on: scheduler, value: value, error: error)
  }
}
