import XCTest

@testable import SignalboxJSON
@testable import SignalboxLanguage
@testable import SignalboxSession

/// The terminal marble diagram, rendered from hand-written models (the recorder is tested
/// through the session).
final class MarblesTerminalTests: XCTestCase {
  private func draw(_ model: MarbleModel, _ width: Int = 80, colour: Bool = false) -> [String] {
    TerminalMarbles.render(model, width: width, colour: colour)
  }

  private func stripped(_ line: String) -> String {
    var out = ""
    var escape = false
    for ch in line {
      if ch == "\u{1B}" {
        escape = true
        continue
      }
      if escape {
        if ch == "m" { escape = false }
        continue
      }
      out.append(ch)
    }
    return out
  }

  /// Everything the width tests draw: the fixtures and some awkward shapes.
  private var awkward: [(String, MarbleModel)] {
    MarbleFixtures.all + [
      (
        "empty stage",
        MarbleModel(
          stages: [MarbleStage("1:never", []), MarbleStage("2:late", [.subscribed(5)])], end: 40)
      ),
      (
        "wide values",
        MarbleModel(stages: [
          MarbleStage("1:from", (0..<40).map { .value(Double($0) / 7, "\"日本語\"") })
        ])
      ),
      (
        "errors at one instant",
        MarbleModel(stages: [
          MarbleStage(
            "1:retry",
            (0..<1000).flatMap { _ in
              [MarbleEvent.subscribed(0), .value(0, "1"), .error(0, "boom\nagain")]
            })
        ])
      ),
      (
        "a long label",
        MarbleModel(stages: [
          MarbleStage("12:" + String(repeating: "flattenMap", count: 20), [.value(1, "1")])
        ])
      ),
      (
        "huge time",
        MarbleModel(stages: [
          MarbleStage("1:timer", [.value(0, "0"), .value(1e300, "1"), .completed(1e300)])
        ])
      ),
      (
        "one instant",
        MarbleModel(stages: [MarbleStage("1:just", [.value(0, "1"), .completed(0)])])
      ),
    ]
  }

  func testGoldenDiagramsAtFortyEightyAndOneHundredTwentyColumns() {
    for (name, model) in MarbleFixtures.all {
      for width in [40, 80, 120] {
        let text = draw(model, width).joined(separator: "\n") + "\n"
        assertSnapshot(text, named: "terminal-\(name)-\(width).txt")
      }
    }
  }

  func testNoLineIsWiderThanTheWidth() {
    for (name, model) in awkward {
      for width in [12, 20, 40, 41, 60, 80, 99, 120, 200] {
        for colour in [false, true] {
          let lines = draw(model, width, colour: colour)
          XCTAssertFalse(lines.isEmpty, name)
          for line in lines {
            XCTAssertLessThanOrEqual(
              TerminalText.columns(stripped(line)), width, "\(name) at \(width): \(line)")
            XCTAssertFalse(line.contains("\n"), name)
          }
        }
      }
    }
  }

  func testEqualTimeIsEqualWidth() {
    let row = Array(draw(MarbleFixtures.throttle)[1].dropFirst("1:marbles   ".count))
    let a = row.firstIndex(of: "a")!
    let b = row.firstIndex(of: "b")!
    let c = row.firstIndex(of: "c")!
    // b is 0.5 s after a, c 2 s after a.
    XCTAssertEqual(Double(c - a), Double(b - a) * 4, accuracy: 1)
    XCTAssertEqual(draw(MarbleFixtures.throttle, 40)[2], "2:throttle  --------------b---------(c|)")
  }

  func testALongIdleStretchIsDrawnAsABreak() {
    let lines = draw(MarbleFixtures.idle)
    XCTAssertTrue(lines[0].contains("~~ 3600"), lines[0])
    XCTAssertTrue(lines[1].contains("c-~~-(late|)"), lines[1])
    // The burst before the break gets the width: a and b are far apart.
    let row = Array(lines[1].dropFirst("1:merge  ".count))
    XCTAssertGreaterThan(row.firstIndex(of: "b")! - row.firstIndex(of: "a")!, 20)
  }

  func testALateSubscriptionIsMarkedAndNothingIsDrawnBeforeIt() {
    let lines = draw(MarbleFixtures.late)
    XCTAssertEqual(
      lines.map { String($0.prefix(16)) },
      [
        "time            ", "1:marbles       ", "  2.1:timer #1  ", "  2.1:timer #2  ",
        "2:flattenMap    ",
      ])
    // Each use on a sub-row of its own, from its subscription to its end.
    for inner in lines[2...3] {
      XCTAssertTrue(
        inner.hasPrefix("  2.1:timer #" + "1  " + String(repeating: " ", count: 10))
          || inner.hasPrefix("  2.1:timer #2  " + String(repeating: " ", count: 20)), inner)
      XCTAssertTrue(inner.contains("^-"), inner)
      XCTAssertEqual(inner.filter { $0 == "^" }.count, 1)
      XCTAssertEqual(inner.filter { $0 == "|" }.count, 1, "each use ends")
    }
  }

  func testEveryUseOfABlockIsASubRowAboveItsStage() {
    let lines = draw(MarbleFixtures.inner)
    XCTAssertEqual(
      lines,
      [
        "time               0             0.5           1             1.5           2",
        "1:from             (12|)",
        "  2.1:interval #1  ^---------------------------0---------------------------(1!)",
        "  2.2:take #1      ^---------------------------0---------------------------(1|)",
        "  2.1:interval #2  ^---------------------------0---------------------------(1!)",
        "  2.2:take #2      ^---------------------------0---------------------------(1|)",
        "2:flattenMap       ----------------------------(00)------------------------(11|)",
      ])
    XCTAssertTrue(
      lines[1].hasSuffix("(12|)"), "two values and completion at one instant are grouped")
  }

  func testAnErrorIsAHashWithItsMessageInTheLegend() {
    let lines = draw(MarbleFixtures.error)
    XCTAssertTrue(
      lines[2].contains("(#^4)"),
      "the error, the resubscription and the first new value at one instant")
    XCTAssertTrue(lines[3].hasSuffix("#"))
    XCTAssertTrue(
      lines.contains("  #  2:map at 2.000: error: division by zero"), lines.joined(separator: "\n"))
    XCTAssertEqual(lines.filter { $0.hasPrefix("  #") }.count, 3)
  }

  func testErrorsInTheLegendAreBounded() {
    let model = MarbleModel(stages: [
      MarbleStage(
        "1:retry",
        (0..<1000).flatMap { k in [MarbleEvent.subscribed(Double(k)), .error(Double(k), "boom")] })
    ])
    let lines = draw(model)
    XCTAssertEqual(lines.filter { $0.hasPrefix("  #") }.count, 9)
    XCTAssertTrue(lines.contains("  #  ... and 992 more errors"))
  }

  func testMoreEventsThanColumnsSaysHowManyWereMerged() {
    let lines = draw(MarbleFixtures.interval, 80)
    XCTAssertTrue(lines[1].hasSuffix("(99!)"), lines[1])
    XCTAssertTrue(lines[2].hasSuffix("(99|)"), lines[2])
    XCTAssertTrue(
      lines.contains { $0.hasPrefix("  *  2:take: 100 values, ") && $0.contains(" merged into ") },
      lines.joined(separator: "\n"))
  }

  func testAValueTooLongForItsPlaceIsKeyedToTheLegend() {
    let lines = draw(MarbleFixtures.longValue)
    XCTAssertEqual(lines[1], "1:just   (a|)")
    XCTAssertTrue(lines[3].hasPrefix("  a  1:just at 0.000: \"xxxx"), lines[3])
    XCTAssertTrue(lines[3].hasSuffix("... (2002 characters)"), lines[3])
    XCTAssertEqual(lines[3].count, 80)
  }

  func testAKeyIsNeverALetterDrawnAsAValue() {
    let long = "\"" + String(repeating: "y", count: 100) + "\""
    let model = MarbleModel(stages: [
      MarbleStage("1:from", [.value(0, "\"a\""), .value(1, long), .completed(2)])
    ])
    let lines = draw(model)
    XCTAssertTrue(lines[1].hasPrefix("1:from  a"), lines[1])
    XCTAssertTrue(lines[1].contains("b-"), lines[1])
    XCTAssertTrue(lines[2].hasPrefix("  b  1:from at 1.000: \"yyy"), lines[2])
  }

  func testColourOnlyWhenAskedAndNeverChangesTheText() {
    for (name, model) in MarbleFixtures.all {
      let plain = draw(model)
      let coloured = draw(model, colour: true)
      XCTAssertFalse(plain.joined().contains("\u{1B}"), name)
      XCTAssertTrue(coloured.joined().contains("\u{1B}["), name)
      XCTAssertEqual(coloured.map(stripped), plain, name)
    }
  }
}
