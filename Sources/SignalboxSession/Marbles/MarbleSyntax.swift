import SignalboxLanguage

/// A stage written back as a `marbles "…"[, FRAME]` source, so what a stage did can be
/// pasted in as the source of another pipeline.
///
/// Marble syntax: one character per frame, frame 0 at subscription; `-` nothing, a digit a
/// number, any other character a one-character string, `(ab)` several events in one frame,
/// `|` completion, `#` the error "marble error". So a stage can be written when:
/// - it was subscribed once (times count from that subscription);
/// - every time is a whole number of frames, for a frame of at least a millisecond;
/// - every value is a number 0–9 or a one-character string other than a digit, a space,
///   `-`, `(`, `)`, `|` or `#`;
/// - it is at most 1 000 frames long.
/// An error other than "marble error" is written as `#` with a note: the shape is exact, the
/// message is not.
package enum MarbleSyntax {
  package static let maxFrames = 1000

  package enum Result: Equatable, Sendable {
    /// `marbles "-a-b|", 0.5`, exactly.
    case exact(String)
    /// The source, and what it does not reproduce.
    case approximate(String, note: String)
    /// Why the stage cannot be written.
    case impossible(String)
  }

  package static func source(of stage: MarbleStage) -> Result {
    let subscriptions = stage.events.filter { $0.kind == .subscribed }
    guard subscriptions.count <= 1 else {
      return .impossible(
        "subscribed \(subscriptions.count) times; a marble source is one subscription")
    }
    let start = MarbleTime.instant(subscriptions.first?.time ?? 0)
    // Milliseconds since the subscription.
    var items: [(ms: Int, symbol: String)] = []
    var otherError: String?
    for e in stage.events {
      let dt = MarbleTime.instant(e.time) - start
      let scaled = (dt * 1000).rounded()
      guard scaled >= 0, scaled <= 1e12 else {
        return .impossible("an event falls outside the time a marble string can span")
      }
      let ms = Int(scaled)
      switch e.kind {
      case .subscribed, .disposed: continue
      case .completed: items.append((ms, "|"))
      case .error(let message):
        items.append((ms, "#"))
        if message != "marble error" { otherError = message }
      case .value(let json):
        guard let c = character(json) else {
          return .impossible(
            "the value \(TerminalText.fit(json, 40)) is not a digit or a one-character string")
        }
        items.append((ms, String(c)))
      }
    }
    guard !items.isEmpty else { return .exact("marbles \"\"") }
    // The frame: the greatest common divisor of the times (at least 1 ms).
    var frame = 0
    for item in items { frame = gcd(frame, item.ms) }
    if frame == 0 { frame = 100 }
    let frames = items[items.count - 1].ms / frame + 1
    guard frames <= maxFrames else {
      return .impossible(
        "it would take \(frames) frames of \(MarbleTime.short(Double(frame) / 1000)) s (at most "
          + "\(maxFrames))"
      )
    }
    var text = ""
    var k = 0
    var f = 0
    while k < items.count {
      let frameOf = items[k].ms / frame
      while f < frameOf {
        text += "-"
        f += 1
      }
      var group: [String] = []
      while k < items.count && items[k].ms / frame == frameOf {
        group.append(items[k].symbol)
        k += 1
      }
      text += group.count == 1 ? group[0] : "(" + group.joined() + ")"
      f += 1
    }
    let quoted =
      "marbles \"" + text + "\""
      + (frame == 100 ? "" : ", " + MarbleTime.short(Double(frame) / 1000))
    if let message = otherError {
      return .approximate(
        quoted, note: "# sends \"marble error\", not \"\(TerminalText.fit(message, 60))\"")
    }
    return .exact(quoted)
  }

  /// The marble character for a value, if it has one.
  static func character(_ json: String) -> Character? {
    if json.count == 1, let c = json.first, c.isASCII, c.isNumber { return c }
    guard json.count >= 3, json.first == "\"", json.last == "\"" else { return nil }
    let inner = json.dropFirst().dropLast()
    guard inner.count == 1, let c = inner.first else { return nil }
    if c == "\\" { return nil }
    if c.isASCII && c.isNumber { return nil }
    if " -()|#\"".contains(c) || c.isWhitespace { return nil }
    return c
  }

  private static func gcd(_ a: Int, _ b: Int) -> Int {
    var (a, b) = (a, b)
    while b != 0 { (a, b) = (b, a % b) }
    return a
  }
}
