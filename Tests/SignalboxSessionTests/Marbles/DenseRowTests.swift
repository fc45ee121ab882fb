import SignalboxTestSupport
import XCTest

@testable import SignalboxLanguage
@testable import SignalboxSession

/// Issue 41, item 3 (first part): in a dense row a value's label is shortened (`"ap…`)
/// before its marble becomes a count marble; counts only where even one character and `…`
/// do not fit.
final class DenseRowTests: XCTestCase {
  /// The SVG of `program`'s diagram.
  private func svg(_ program: String) -> String {
    let (session, _) = makeSession { $0.report = true }
    session.runProgram([SourceFile(name: "t.sbx", text: program)])
    let panels = session.reportEntries.map { MarblePanel(title: $0.source, model: $0.model) }
    return SVGMarbles.render(panels: panels)
  }

  /// The text of each marble of the stage `name`, with its `data-v`.
  private func marbles(_ svg: String, stage name: String) -> [(value: String, text: String)] {
    guard let start = svg.range(of: "data-stage=\"\(name)\"") else { return [] }
    let row = svg[start.upperBound...].prefix { _ in true }
    let end = row.range(of: "<g class=\"stage")?.lowerBound ?? row.endIndex
    return row[..<end].components(separatedBy: "<g class=\"marble").dropFirst().map { part in
      let value =
        part.components(separatedBy: "data-v=\"").dropFirst().first?
        .components(separatedBy: "\"").first ?? ""
      let text =
        part.components(separatedBy: "</text>").first?
        .components(separatedBy: "\">").last ?? ""
      return (value, text)
    }
  }

  func testADenseRowShortensItsValuesInsteadOfCountingThem() {
    let picture = svg(
      "interval 0.2 | take 12 | map [\"api-7d9f\", \"worker-1\", \"ingress-nginx-x\"][x % 3]"
        + " | throttleTime 0.3")
    let map = marbles(picture, stage: "3:map")
    XCTAssertEqual(map.count, 12, picture)
    for (value, text) in map {
      XCTAssertTrue(text.hasSuffix("…"), text)
      XCTAssertTrue(value.hasPrefix(String(text.dropLast())), "\(text) is not \(value) shortened")
      XCTAssertGreaterThanOrEqual(text.count, 4, "the quote, a letter at least, and …: \(text)")
    }
    XCTAssertFalse(picture.contains("marble merged"), "no count marble")
    let throttled = marbles(picture, stage: "4:throttleTime")
    XCTAssertFalse(throttled.isEmpty)
    XCTAssertFalse(throttled.contains { $0.text.hasPrefix("×") }, "\(throttled)")
  }

  func testCountsWhereEvenTheShortestFormDoesNotFit() {
    let picture = svg("interval 0.01 | take 300 | map \"worker-\\(x)\"")
    let map = marbles(picture, stage: "3:map")
    XCTAssertTrue(map.contains { $0.text.hasPrefix("×") }, picture)
    XCTAssertLessThan(map.count, 300)
  }

  /// Issue 41, item 3: an object shows its most telling member — the one the program reads
  /// by name — not its first characters (`{"ts…`); a pill of objects too.
  func testAnObjectShowsTheMemberTheProgramReads() {
    let picture = svg(
      "from [{\"ts\": 1, \"level\": \"error\", \"msg\": \"disk full\"}, "
        + "{\"ts\": 2, \"level\": \"info\"}] | filter x.level == \"error\"")
    XCTAssertEqual(
      marbles(picture, stage: "1:from").map(\.text),
      ["{level: &quot;error&quot;, …},{level: &quot;info&quot;, …}"])
    XCTAssertEqual(
      marbles(picture, stage: "2:filter").map(\.text), ["{level: &quot;error&quot;, …}"])
  }

  /// Without a member named in the program: the first short scalar; in a dense row the
  /// shorter forms, `{ts: …}` and `{…`, before a count marble.
  func testAnObjectShowsItsFirstShortScalarAndShortensInADenseRow() {
    let objects = "map {msg: \"hello world number \" + str(x), n: [1, 2], ts: x}"
    let sparse = marbles(svg("interval 0.2 | take 6 | \(objects)"), stage: "3:map")
    XCTAssertEqual(sparse.map(\.text), (0..<6).map { "{ts: \($0), …}" })
    let dense = marbles(svg("interval 0.05 | take 12 | \(objects)"), stage: "3:map")
    XCTAssertEqual(dense.count, 12)
    XCTAssertTrue(dense.allSatisfy { $0.text == "{…" || $0.text.hasPrefix("{ts: ") }, "\(dense)")
  }

  func testTheMembersAProgramReads() {
    XCTAssertEqual(
      MarbleObjectLabel.keys(in: "stdin | filter x.level == \"e\" | jq '.kubernetes.pod, 0.5'"),
      ["level", "kubernetes", "pod"])
    XCTAssertEqual(MarbleObjectLabel.keys(in: "range 1..3 | map x * 0.5"), [])
    XCTAssertEqual(
      MarbleObjectLabel.forms("{\"a b\":[1],\"long\":\"abcdefghijklmnop\"}", telling: []),
      ["{long: \"abcdefghij…, …}", "{long: …}"], "the first scalar; a long value shortened")
    XCTAssertEqual(
      MarbleObjectLabel.forms("{\"a b\":[1]}", telling: []), ["{\"a b\": […]}", "{\"a b\": …}"])
    XCTAssertNil(MarbleObjectLabel.forms("[1,2]", telling: []))
    XCTAssertNil(MarbleObjectLabel.forms("{}", telling: []))
  }
}
