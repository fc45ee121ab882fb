import Foundation
import SignalboxTestSupport
import XCTest

@testable import SignalboxLanguage
@testable import SignalboxSession

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Issue 41, item 2: nothing an SVG picture or the report draws lies outside its canvas —
/// labels, pills, end and error marks, at both ends of the axis. Each element's extent is
/// read back from the SVG text (text by its anchor and the renderer's width estimate).
final class SVGGeometryTests: XCTestCase {
  static let programs = [
    // The right edge: a same-instant pill of long values at the end of the axis.
    "from [range(12)] | map {kubernetes: {pod: \"worker-\\(x)-abcdef\"}}"
      + " | map .kubernetes.pod | delay 0.3",
    "interval 0.001 | take 12 | map \"worker-\\(x)-abcdef\" | delay 0.3",
    "from [\"WWWWWWWWW\", \"MMMMMMMMM\", \"@@@@@@@@\", \"日本語日本語日本語\", \"x\"] | delay 2",
    "from [1, 2] | delay 1 | map if x == 2 then error(\"boom boom\") else \"WWWWWWWWWWW\" end",
    "interval 0.2 | take 12 | map [\"api-7d9f\", \"worker-1\", \"ingress-nginx-x\"][x % 3]"
      + " | throttleTime 0.3",
    "interval 1 | take 3 | flattenMap { timer 0.5, \"WWWWWWWWWW\" }",
    "interval 0.5 | take 4 | map {ts: x, level: \"error\"} | bufferCount 2",
    "marbles \"ab--#\", 0.5",
    "interval 1 | take 3 | map x * 10 &\ntimer 2.5, \"fg\"",
  ]

  /// The report's entries of `program`, run with `--marbles-width width`.
  private func entries(_ program: String, width: Int) -> [MarbleReportEntry] {
    let (session, _) = makeSession {
      $0.report = true
      $0.marbleWidth = width
    }
    session.runProgram([SourceFile(name: "t.sbx", text: program)])
    return session.reportEntries
  }

  func testNothingIsDrawnOutsideTheCanvas() {
    for width in [80, 120, 200] {
      for program in Self.programs {
        let all = entries(program, width: width)
        XCTAssertFalse(all.isEmpty, program)
        let panels = all.map { MarblePanel(title: $0.source, model: $0.model) }
        let svg = SVGMarbles.render(panels: panels)
        SVGGeometry.check(svg, "\(program) at \(width)")
        // The report inlines each entry's SVG.
        let html = HTMLReport.render(title: "t", entries: all)
        let inline = html.components(separatedBy: "<svg ").dropFirst()
        XCTAssertEqual(inline.count, all.count, program)
        for part in inline {
          let end = part.range(of: "</svg>")?.upperBound ?? part.endIndex
          SVGGeometry.check("<svg " + part[..<end], "report of \(program) at \(width)")
        }
      }
    }
  }

  func testALongWideLabelStaysInsideTheLeftEdge() {
    let name = "1:" + String(repeating: "日本語W", count: 10)
    let model = MarbleModel(stages: [
      MarbleStage(name, [.subscribed(0), .value(0, "\"WWWWWW\""), .completed(1)])
    ])
    SVGGeometry.check(SVGMarbles.render(model), "a long label")
    for (fixture, model) in MarbleFixtures.all {
      SVGGeometry.check(SVGMarbles.render(model), fixture)
    }
  }

  func testTheCheckSeesAPillPastTheEdge() {
    let svg = """
      <svg xmlns="http://www.w3.org/2000/svg" width="100" height="40">\
      <rect x="60" y="5" width="50" height="30"/><text x="4" y="20" class="label">ab</text></svg>
      """
    XCTAssertEqual(SVGGeometry.outside(svg).map(\.element), ["rect", "text"])
  }
}

/// The horizontal extent of each drawn element of an SVG document, from its attributes.
enum SVGGeometry {
  struct Extent {
    let element: String
    let left: Double
    let right: Double
  }

  /// Fails the test for each element outside `0…width`.
  static func check(
    _ svg: String, _ what: String, file: StaticString = #filePath, line: UInt = #line
  ) {
    for e in outside(svg) {
      XCTFail(
        "\(what): \(e.element) \(e.left)…\(e.right) outside the canvas", file: file, line: line)
    }
  }

  /// The elements outside `0…width` (the root's width).
  static func outside(_ svg: String) -> [Extent] {
    let reader = Reader()
    let parser = XMLParser(data: Data(svg.utf8))
    parser.delegate = reader
    guard parser.parse() else { return [Extent(element: "not XML", left: 0, right: 0)] }
    return reader.extents.filter { $0.left < 0 || $0.right > reader.width }
  }

  private final class Reader: NSObject, XMLParserDelegate {
    var width = Double.infinity
    var extents: [Extent] = []
    private var text: (x: Double, anchor: String, size: Double, mono: Bool)?
    private var characters = ""
    private var inTitle = false

    func parser(
      _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
      qualifiedName: String?, attributes a: [String: String] = [:]
    ) {
      let n = { (key: String) in a[key].flatMap(Double.init) }
      let cls = a["class"] ?? ""
      switch name {
      case "svg": width = n("width") ?? width
      case "rect":
        if let x = n("x"), let w = n("width") {
          extents.append(Extent(element: name, left: x, right: x + w))
        }
      case "circle":
        if let cx = n("cx"), let r = n("r") {
          extents.append(Extent(element: name, left: cx - r, right: cx + r))
        }
      case "line":
        if let x1 = n("x1"), let x2 = n("x2") {
          extents.append(Extent(element: name, left: min(x1, x2), right: max(x1, x2)))
        }
      case "path":
        let xs = pathXs(a["d"] ?? "")
        if let lo = xs.min(), let hi = xs.max() {
          extents.append(Extent(element: name, left: lo, right: hi))
        }
      case "text":
        let anchor =
          cls == "label" ? "end" : cls == "panel-title" ? "start" : (a["text-anchor"] ?? "middle")
        let size = cls == "label" ? 13.0 : cls == "panel-title" ? 12 : 12
        text = (n("x") ?? 0, anchor, size, cls == "panel-title")
        characters = ""
      case "title": inTitle = true
      default: break
      }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
      if !inTitle, text != nil { characters += string }
    }

    func parser(
      _ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?
    ) {
      if name == "title" { inTitle = false }
      guard name == "text", let t = text else { return }
      let w =
        t.mono
        ? Double(characters.reduce(0) { $0 + TerminalText.width($1) }) * 7.3
        : SVGLayout.textWidth(characters) * t.size / 12
      let left = t.anchor == "start" ? t.x : t.anchor == "end" ? t.x - w : t.x - w / 2
      extents.append(Extent(element: "text", left: left, right: left + w))
      text = nil
    }

    /// The x coordinates of a path made of `M`/`L` commands with `x,y` pairs.
    private func pathXs(_ d: String) -> [Double] {
      let pairs = d.split(whereSeparator: { "MLZ".contains($0) })
      return pairs.compactMap { $0.split(separator: ",").first.flatMap { Double($0) } }
    }
  }
}
