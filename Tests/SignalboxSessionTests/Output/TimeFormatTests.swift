import SignalboxTestSupport
import Testing

@testable import SignalboxSession

/// The text format's times, written fast, against the slow path.
@Suite struct TimeFormatTests {
  /// The text format's times (`%.3f`) written from the integer of milliseconds agree with
  /// `vsnprintf`: halves and near-halves, every millisecond near round numbers, negative
  /// and signed zeros, the fast path's bound, and random times of every magnitude.
  @Test func timesWithThreeDecimalsAgreeWithPrintf() {
    var random = SplitMix(seed: 0x7469_6d65)
    var times: [Double] = [
      0, -0.0, 0.0005, 0.0015, 0.0025, 1.0625, -1.0625, 2.5e-4, 1e-300, -1e-4, 0.9995, 0.99949999,
      999_999.9995, 999_999.999, 1e6, 1e6 + 0.0005, 1.5e9, 1e300, .infinity, -.infinity, .nan,
    ]
    for ms in 0..<3_000 {
      let t = Double(ms) / 1000
      times += [t, -t, t.nextUp, t.nextDown, t + 0.0005, t + 0.0005.nextUp, t + 0.0004999999]
    }
    for _ in 0..<20_000 {
      let scale = [1e-3, 1, 60, 3600, 1e5, 1e6, 1e9][random.below(7)]
      times.append(Double(random.next() >> 11) / Double(1 << 53) * scale)
      times.append(Double(bitPattern: random.next()))
      times.append(Double(random.below(1 << 30)) / 2048)  // exact halves of a millisecond
    }
    var fast = 0
    for t in times {
      var bytes: [UInt8] = []
      TimeFormat.writeSeconds(t, into: &bytes)
      let expected = TimeFormat.secondsByPrintf(t)
      #expect(String(decoding: bytes, as: UTF8.self) == expected, "\(t)")
      if abs(t) < 1e6 && abs(abs(t) * 1000 - (abs(t) * 1000).rounded(.down) - 0.5) > 1e-6 {
        fast += 1
      }
    }
    #expect(fast > times.count / 2)
  }
}
