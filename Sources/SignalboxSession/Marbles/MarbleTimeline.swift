import SignalboxLanguage

/// The time axis of a diagram: times mapped to positions (columns or pixels) at one scale —
/// equal time, equal width — except that a long idle stretch is cut out and drawn as a
/// break of fixed width.
///
/// A gap between consecutive instants is cut when it is more than ten times the typical
/// (lower-median) gap: `timer 3600` after a burst at 0 draws the burst across the width and
/// the hour as a break. Breaks take at most a third of the length (the longest gaps first).
struct MarbleTimeline {
  struct Segment {
    let start: Double
    let end: Double
    let x0: Double
  }

  let segments: [Segment]
  /// Position units per second.
  let scale: Double
  let breakWidth: Double
  let length: Double

  /// - Parameters:
  ///   - instants: the times to place (any order, duplicates allowed); 0 and `end` are added.
  ///   - length: the position of `end` when nothing is cut (positions run from 0).
  ///   - breakWidth: the width a break takes.
  init(instants: [Double], end: Double, length: Double, breakWidth: Double) {
    let times = Array(Set(instants.map(MarbleTime.instant) + [0, MarbleTime.instant(end)])).sorted()
    self.breakWidth = breakWidth
    self.length = max(0, length)
    var gaps: [(index: Int, size: Double)] = []
    for k in 1..<max(1, times.count) { gaps.append((k, times[k] - times[k - 1])) }
    var cut = Set<Int>()
    if gaps.count >= 2 {
      let sorted = gaps.map(\.size).sorted()
      let typical = sorted[(sorted.count - 1) / 2]
      let maxBreaks = breakWidth > 0 ? Int(max(0, length / 3 / breakWidth)) : 0
      let long = gaps.filter { $0.size > typical * 10 && $0.size > 0 }.sorted { $0.size > $1.size }
      cut = Set(long.prefix(maxBreaks).map(\.index))
    }
    // Segments: runs of instants not separated by a cut gap.
    var spans: [(Double, Double)] = []
    var start = times.first ?? 0
    for k in 1..<max(1, times.count) where cut.contains(k) {
      spans.append((start, times[k - 1]))
      start = times[k]
    }
    spans.append((start, times.last ?? 0))
    let total = spans.reduce(0) { $0 + ($1.1 - $1.0) }
    let room = self.length - Double(spans.count - 1) * breakWidth
    scale = total > 0 && room > 0 ? room / total : 0
    var x = 0.0
    var segments: [Segment] = []
    for (a, b) in spans {
      segments.append(Segment(start: a, end: b, x0: x))
      x += (b - a) * scale + breakWidth
    }
    self.segments = segments
  }

  /// The position of `t` (a time between two segments goes to the start of the later one).
  func x(_ t: Double) -> Double {
    let t = MarbleTime.instant(t)
    var lo = 0
    var hi = segments.count - 1
    while lo < hi {
      let mid = (lo + hi + 1) / 2
      if segments[mid].start <= t { lo = mid } else { hi = mid - 1 }
    }
    let s = segments[lo]
    return s.x0 + (min(max(t, s.start), s.end) - s.start) * scale
  }

  /// Where each break is: from the end of one segment to the start of the next.
  var breaks: [(from: Double, to: Double)] {
    zip(segments, segments.dropFirst()).map { a, b in (a.x0 + (a.end - a.start) * scale, b.x0) }
  }

  /// Times for the ruler: each segment's start, then round multiples of a step (1, 2 or 5
  /// times a power of ten, at least a millisecond) at least `spacing` apart.
  func ticks(spacing: Double) -> [Double] {
    var result = segments.map(\.start)
    guard scale > 0 else { return result }
    var step = 0.001
    var k = 0
    let steps = [1.0, 2, 5]
    while step * scale < spacing && k < 1000 {
      k += 1
      let decade = k / 3
      var power = 0.001
      for _ in 0..<decade { power *= 10 }
      step = steps[k % 3] * power
    }
    for s in segments {
      let first = (s.start / step).rounded(.up) * step
      var n = 0.0
      // Counted, not accumulated: a step too small for the magnitude cannot loop forever.
      while n < 1000 {
        let t = first + n * step
        if t > s.end || (n > 0 && t == first) { break }
        result.append(t)
        n += 1
      }
    }
    return result
  }
}
