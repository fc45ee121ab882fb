import SignalboxJSON
import SignalboxTestSupport
import Testing

@testable import SignalboxSession

/// Drawing a stage's marbles is linear in its events (issue 45: the table searched its
/// columns and trimmed lines a character at a time, the SVG row copied a growing count
/// marble's values at every value: 25 000 → 100 000 events took 3 s → 43 s). Each drawing
/// at n and 4n events, in the three shapes that stress it: values too close to draw apart
/// (one count marble), values far apart, and all values at one instant.
@Suite struct DrawingComplexityTests {
  enum Shape: CaseIterable { case close, apart, oneInstant }

  static func time(_ k: Int, _ shape: Shape) -> Double {
    switch shape {
    case .close: Double(k) / 1000
    case .apart: Double(k)
    case .oneInstant: 0
    }
  }

  /// Two stages (a source and a `map`) of n values each, then completed.
  static func recorder(_ n: Int, _ shape: Shape) -> (MarbleRecorder, end: Double) {
    let recorder = MarbleRecorder()
    let rows = [recorder.row("1:range"), recorder.row("2:map")]
    let subscriptions = rows.map { recorder.subscribed($0, at: 0) }
    for k in 0..<n {
      for (row, s) in zip(rows, subscriptions) {
        recorder.record(row, s, at: time(k, shape), .next(.number(Double(k))))
      }
    }
    let end = time(n, shape)
    for (row, s) in zip(rows, subscriptions) { recorder.record(row, s, at: end, .completed) }
    return (recorder, end)
  }

  static func model(_ n: Int, _ shape: Shape) -> MarbleModel {
    let (recorder, end) = recorder(n, shape)
    return recorder.model(end: end)
  }

  @Test(arguments: Shape.allCases)
  func theTableIsLinear(_ shape: Shape) {
    let lines = Self.recorder(3, shape).0.render()
    #expect(lines.count == 3 && lines.allSatisfy { $0.last != " " }, "\(lines)")
    let ratio = growth(from: 2000) { n in _ = Self.recorder(n, shape).0.render() }
    #expect(ratio < linearBound, "table, \(shape): 4× the events took \(ratio)× the CPU")
  }

  @Test(arguments: Shape.allCases)
  func theSVGIsLinear(_ shape: Shape) {
    #expect(SVGMarbles.render(Self.model(3, shape)).hasSuffix("</svg>\n"))
    // 8 000 values: below, the copies a quadratic row made hide under the drawing's cost.
    let models = [8000, 32000].map { ($0, Self.model($0, shape)) }
    let ratio = growth(from: 8000, tries: 2) { n in
      _ = SVGMarbles.render(models.first { $0.0 == n }!.1)
    }
    #expect(ratio < linearBound, "SVG, \(shape): 4× the events took \(ratio)× the CPU")
  }

  @Test(arguments: Shape.allCases)
  func theTerminalDiagramIsLinear(_ shape: Shape) {
    #expect(TerminalMarbles.render(Self.model(3, shape), width: 80).count >= 2)
    let models = [2000, 8000].map { ($0, Self.model($0, shape)) }
    let ratio = growth(from: 2000) { n in
      _ = TerminalMarbles.render(models.first { $0.0 == n }!.1, width: 80)
    }
    #expect(ratio < linearBound, "terminal, \(shape): 4× the events took \(ratio)× the CPU")
  }

  @Test(arguments: Shape.allCases)
  func theReportIsLinear(_ shape: Shape) {
    func entry(_ n: Int) -> MarbleReportEntry {
      MarbleReportEntry(
        source: "range 0, \(n) | map x", output: (0..<n).map { "0.000 next \($0)" },
        model: Self.model(n, shape))
    }
    #expect(HTMLReport.render(title: "t", entries: [entry(3)]).contains("2:map"))
    let entries = [2000, 8000].map { ($0, entry($0)) }
    let ratio = growth(from: 2000) { n in
      _ = HTMLReport.render(title: "t", entries: [entries.first { $0.0 == n }!.1])
    }
    #expect(ratio < linearBound, "report, \(shape): 4× the events took \(ratio)× the CPU")
  }
}
