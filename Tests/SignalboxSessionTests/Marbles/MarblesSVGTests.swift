import Foundation
import XCTest

@testable import SignalboxJSON
@testable import SignalboxLanguage
@testable import SignalboxSession

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The SVG diagram and the HTML report: well-formed, self-contained, the same bytes for
/// the same model.
final class MarblesSVGTests: XCTestCase {
  /// Parses `text` as XML; the parser's error when it is not well-formed.
  private func xmlError(_ text: String) -> String? {
    let parser = XMLParser(data: Data(text.utf8))
    return parser.parse()
      ? nil : "\(parser.parserError.map { "\($0)" } ?? "?") at line \(parser.lineNumber)"
  }

  private func count(_ needle: String, in text: String) -> Int {
    text.components(separatedBy: needle).count - 1
  }

  private let nasty = MarbleModel(stages: [
    MarbleStage(
      "1:from<&>\"'",
      [
        .value(0, "\"<b>&amp;\\u0001 \u{1}\u{FFFE}\""), .value(0, "\"日本語\""),
        .error(1, "bad <x> & \"y\"\u{7}\n"),
      ])
  ])

  func testEverySVGIsWellFormedXML() {
    for (name, model) in MarbleFixtures.all + [("nasty", nasty)] {
      let svg = SVGMarbles.render(model)
      XCTAssertNil(xmlError(svg), name)
      XCTAssertTrue(
        svg.hasPrefix(
          "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\""),
        name)
    }
  }

  func testOneGroupPerStageAndPerMarble() {
    let svg = SVGMarbles.render(MarbleFixtures.throttle)
    XCTAssertEqual(count("<g class=\"stage\"", in: svg), 2)
    XCTAssertEqual(count("<g class=\"marble\"", in: svg), 5)
    XCTAssertEqual(count("<g class=\"end\"", in: svg), 2)
    XCTAssertTrue(svg.contains("<title>2:throttle at 1.500: &quot;b&quot;</title>"))
    let errors = SVGMarbles.render(MarbleFixtures.error)
    XCTAssertEqual(count("<g class=\"error\"", in: errors), 3)
    XCTAssertEqual(
      count("<g class=\"subscribed\"", in: errors), 2, "the resubscriptions after the first error")
    XCTAssertEqual(count("<g class=\"disposed\"", in: errors), 2)
  }

  func testCloseValuesAreMergedIntoOneMarbleThatSaysHowMany() {
    var events: [MarbleEvent] = []
    for k in 0..<3600 { events.append(.value(Double(k), String(k))) }
    let svg = SVGMarbles.render(MarbleModel(stages: [MarbleStage("1:interval", events)]))
    XCTAssertNil(xmlError(svg))
    let merged = count("<g class=\"marble merged\"", in: svg)
    XCTAssertGreaterThan(merged, 5)
    XCTAssertLessThan(
      count("<g class=\"marble", in: svg), 40, "bounded by the pixels, not the events")
    XCTAssertTrue(svg.contains("data-count=\""))
  }

  func testABlocksRowIsMarkedAndEachUseHasATriangle() {
    let svg = SVGMarbles.render(MarbleFixtures.inner)
    XCTAssertNil(xmlError(svg))
    XCTAssertEqual(count("<g class=\"stage\"", in: svg), 2)
    // The block was used twice: a sub-row per use and stage, each with its triangle and a
    // dotted link up to the row it branches off.
    XCTAssertEqual(count("<g class=\"stage inner branch\" data-stage=\"2.", in: svg), 4)
    XCTAssertEqual(count("data-stage=\"2.1:interval #2\"", in: svg), 1)
    XCTAssertEqual(count("data-depth=\"1\"", in: svg), 4)
    XCTAssertEqual(count("<g class=\"subscribed\"", in: svg), 4)
    XCTAssertEqual(count("<line class=\"branch-link\"", in: svg), 4)
  }

  func testTheSameModelGivesTheSameBytes() {
    for (name, model) in MarbleFixtures.all {
      let svg = SVGMarbles.render(model)
      XCTAssertEqual(svg, SVGMarbles.render(model), name)
      assertSnapshot(svg, named: "svg-\(name).svg")
    }
  }

  private var report: String {
    HTMLReport.render(
      title: "Signalbox report",
      entries: [
        MarbleReportEntry(
          source: "marbles \"ab--c|\", 0.5 | throttle 1",
          output: ["1.500 next \"b\"", "2.500 next \"c\"", "2.500 completed"],
          model: MarbleFixtures.throttle),
        MarbleReportEntry(
          source: MarbleFixtures.innerProgram,
          output: [
            "1.000 next 0", "1.000 next 0", "2.000 next 1", "2.000 next 1", "2.000 completed",
          ],
          model: MarbleFixtures.inner),
        MarbleReportEntry(source: "x < y && \"</script>\"", output: ["<b>"], model: nasty),
      ])
  }

  func testTheReportIsOnePageWithNothingFromOutside() {
    let html = report
    assertSnapshot(html, named: "report.html")
    XCTAssertTrue(html.hasPrefix("<!DOCTYPE html>\n"))
    XCTAssertEqual(count("<section class=\"pipeline\"", in: html), 3)
    XCTAssertEqual(count("<svg ", in: html), 3)
    // Nothing loaded: the only URL is the SVG namespace.
    XCTAssertEqual(count("http", in: html), 3)
    XCTAssertEqual(count("http://www.w3.org/2000/svg", in: html), 3)
    for needle in ["src=", "href=", "@import", "url(", "<link", "<?xml"] {
      XCTAssertFalse(html.contains(needle), needle)
    }
    // Source text is escaped, so no `</script>` ends the page's script early.
    XCTAssertEqual(count("</script>", in: html), 1)
    XCTAssertTrue(html.contains("x &lt; y &amp;&amp;"))
    // Each inline diagram is well-formed on its own.
    var rest = Substring(html)
    while let a = rest.range(of: "<svg "), let b = rest.range(of: "</svg>") {
      XCTAssertNil(xmlError(String(rest[a.lowerBound..<b.upperBound])))
      rest = rest[b.upperBound...]
    }
  }

  func testTheReportCutsLongOutput() {
    let lines = (0..<5000).map { "0.000 next \($0)" }
    let html = HTMLReport.render(
      title: "t",
      entries: [
        MarbleReportEntry(source: "range 0, 5000", output: lines, model: MarbleFixtures.throttle)
      ])
    XCTAssertTrue(html.contains("… 4000 more lines"))
    XCTAssertFalse(html.contains("next 1000\n"))
    XCTAssertTrue(html.contains("Output (5000 lines)"))
  }

  /// An error, then a retry's first value at the same instant: the cross before the marble
  /// (as the terminal's `(#^1)`), not after it.
  func testAMarkThatCameFirstIsDrawnBeforeTheMarble() throws {
    let svg = SVGMarbles.render(MarbleFixtures.error)
    let row = try XCTUnwrap(
      svg.components(separatedBy: "data-stage=\"2:map\"").last?.components(
        separatedBy: "</g>\n</g>"
      ).first)
    func number(after marker: String, in text: String) -> Double? {
      guard let range = text.range(of: marker) else { return nil }
      return Double(text[range.upperBound...].prefix { $0.isNumber || $0 == "." })
    }
    let error = try XCTUnwrap(
      row.components(separatedBy: "<g class=\"error\" data-t=\"2.000\">").last)
    let marble = try XCTUnwrap(
      row.components(separatedBy: "<g class=\"marble\" data-t=\"2.000\"").last)
    let crossRight = try XCTUnwrap(number(after: "L", in: error))
    let circleLeft = try XCTUnwrap(number(after: "cx=\"", in: marble)) - 15
    XCTAssertLessThanOrEqual(crossRight, circleLeft, row)
  }
}
