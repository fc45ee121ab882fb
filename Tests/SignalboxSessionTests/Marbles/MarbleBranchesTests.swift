import XCTest

@testable import SignalboxJSON
@testable import SignalboxLanguage
@testable import SignalboxSession

/// A block used several times: a sub-row per use (`MarbleBranches`), named by its number
/// or, for a `groupBy` group, by its key; and the rows of `MarbleBranches.stages` on their
/// own.
final class MarbleBranchesTests: XCTestCase {
  func testEveryUseOfABlockIsASubRowOfItsOwn() {
    let model = MarbleFixtures.recorded("from [1, 2, 3] | flattenMap { timer 1, x }")
    let timers = model.stages.filter { $0.label == "2.1:timer" }
    XCTAssertEqual(timers.map(\.branch), ["#1", "#2", "#3"])
    for timer in timers {
      XCTAssertEqual(timer.events.filter { $0.kind == .subscribed }.count, 1)
      XCTAssertEqual(timer.events.filter { $0.kind == .completed }.count, 1)
    }
    XCTAssertEqual(timers.map { $0.events[1].words }, ["1", "2", "3"])
    let lines = TerminalMarbles.render(model, width: 60)
    XCTAssertEqual(
      lines.map { String($0.prefix(14)) },
      [
        "time          ", "1:from        ", "  2.1:timer #1", "  2.1:timer #2", "  2.1:timer #3",
        "2:flattenMap  ",
      ], lines.joined(separator: "\n"))
  }

  func testAGroupsUseIsNamedByItsKey() {
    let model = MarbleFixtures.recorded(
      "from [1, 2, 3] | groupBy x % 2 | flattenMap { g -> g | scan 0, acc + x }")
    XCTAssertEqual(
      model.stages.map(\.name),
      [
        "1:from", "2:groupBy", "3.1:g key 1", "3.2:scan key 1", "3.1:g key 0", "3.2:scan key 0",
        "3:flattenMap",
      ])
    XCTAssertEqual(
      model.stages[1].events.filter(\.isValue).map(\.words), ["<group 1>", "<group 0>"])
    XCTAssertEqual(model.stages[3].events.filter(\.isValue).map(\.words), ["1", "4"])
  }

  func testABlockUsedOnceKeepsOneRowPerStage() {
    let rows = [
      MarbleBranches.Row(label: "1:from", depth: 0, events: [.subscribed(0)], uses: []),
      MarbleBranches.Row(
        label: "2.1:just", depth: 1, events: [.subscribed(0), .completed(0)],
        uses: [[.subscribed(0), .completed(0)]]),
      MarbleBranches.Row(label: "2:merge", depth: 0, events: [.subscribed(0)], uses: []),
    ]
    let stages = MarbleBranches.stages(rows)
    XCTAssertEqual(stages.map(\.name), ["1:from", "2.1:just", "2:merge"])
    XCTAssertEqual(stages.map(\.branch), [nil, nil, nil])
  }
}
