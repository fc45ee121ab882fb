import Signalbox
import XCTest

final class MarbleDiagramTests: XCTestCase {
  func testParsesFramesGroupsAndTerminals() {
    let events = MarbleDiagram.parse("-1-(ab)|")
    XCTAssertEqual(events.map(\.frame), [1, 3, 3, 4])
    XCTAssertEqual(events.map(\.symbol), [.value("1"), .value("a"), .value("b"), .completed])
  }

  func testErrorAndSpaces() {
    let events = MarbleDiagram.parse("a - #")
    XCTAssertEqual(events.map(\.frame), [0, 2])
    XCTAssertEqual(events.map(\.symbol), [.value("a"), .error])
  }
}
