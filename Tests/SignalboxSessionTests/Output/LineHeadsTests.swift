import Signalbox
import SignalboxTestSupport
import Testing

@testable import SignalboxJSON
@testable import SignalboxLanguage
@testable import SignalboxSession

/// `next` lines whose beginning is kept for the millisecond (`LineHeads`) against the same
/// lines formatted in full: generated times (many in one millisecond, across milliseconds,
/// near halves, negative, huge, not finite), with and without a job, colour on and off, in
/// the text and JSON formats.
@Suite struct LineHeadsTests {
  /// The full text line, as `channel.line` writes it.
  static func textLine(_ value: JSON, _ stamp: Stamp, _ palette: Palette) -> String {
    TextLine.string(.next, stamp, palette: palette) { bytes in
      bytes.append(UInt8(ascii: " "))
      JSONWriter.write(value, into: &bytes)
    }
  }

  /// The full JSON line.
  static func jsonLine(_ value: JSON, _ stamp: Stamp) -> String {
    var bytes: [UInt8] = []
    var object = JSONWriter.ObjectWriter()
    if let job = stamp.job { object.member("job", .number(Double(job)), into: &bytes) }
    object.member("t", .number(TimeFormat.milliseconds(stamp.time)), into: &bytes)
    object.member("kind", .string("next"), into: &bytes)
    object.member("value", value, into: &bytes)
    object.end(into: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  static func stamps() -> [Stamp] {
    var rng = SplitMix(seed: 3)
    var stamps: [Stamp] = []
    var t = 0.0
    for k in 0..<4_000 {
      switch k % 10 {
      case 0: t += Double(rng.below(2_000)) / 1e6  // within or past the millisecond
      case 1: t = Double(rng.below(100_000)) / 1000 + 0.0005  // a half
      case 2: t = Double(rng.below(100_000)) / 1000 + 0.0005 + 1e-9
      case 3: t = [-0.0, -0.0004, -1.5, 1e6 - 0.0001, 1e6, 3e7, .nan, .infinity][rng.below(8)]
      default: t += Double(rng.below(50)) / 1e7
      }
      let job: Int? = k % 7 == 0 ? 1 + rng.below(3) : nil
      stamps.append(Stamp(time: t, job: job))
      if k % 9 == 0 { stamps.append(stamps[stamps.count - 1]) }  // the same stamp again
    }
    return stamps
  }

  @Test func keptHeadsWriteWhatFormattingWrites() {
    let values: [JSON] = [1, "a", .object(["k": .array([1.5, .null])]), .number(-0.0)]
    for colour in [false, true] {
      let colours = ColourChoice(stdout: colour, stderr: false)
      let text = PrinterTests.Recorder(colours: colours)
      let json = PrinterTests.Recorder(colours: colours)
      let textPrinter = OutputFormat.text.printer(OutputChannel(text))
      let jsonPrinter = OutputFormat.json.printer(OutputChannel(json))
      var wantText: [String] = []
      var wantJSON: [String] = []
      for (k, stamp) in Self.stamps().enumerated() {
        let value = values[k % values.count]
        textPrinter.event(.next(value), stamp)
        jsonPrinter.event(.next(value), stamp)
        wantText.append("out " + Self.textLine(value, stamp, colour ? .ansi : .plain))
        wantJSON.append("out " + Self.jsonLine(value, stamp))
      }
      #expect(text.calls == wantText)
      #expect(json.calls == wantJSON)
    }
  }

  @Test func theKeyIsTheMillisecondWhenItDecides() {
    #expect(TimeFormat.millisecondKey(0) == 0)
    #expect(TimeFormat.millisecondKey(0.0014) == 1)
    #expect(TimeFormat.millisecondKey(0.0016) == 2)
    #expect(TimeFormat.millisecondKey(0.0015) == nil)  // within a millionth of a half
    #expect(TimeFormat.millisecondKey(-0.0) == nil)
    #expect(TimeFormat.millisecondKey(-1) == nil)
    #expect(TimeFormat.millisecondKey(1e6) == nil)
    #expect(TimeFormat.millisecondKey(.nan) == nil)
    for t in Self.stamps().map(\.time) {
      guard let key = TimeFormat.millisecondKey(t) else { continue }
      #expect(TimeFormat.seconds(t) == TimeFormat.seconds(Double(key) / 1000), "\(t)")
    }
  }
}
