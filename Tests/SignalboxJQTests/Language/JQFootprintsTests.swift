import Testing

@testable import SignalboxJQ
@testable import SignalboxJSON

/// The footprint a run keeps of its last `[…]` (`JQFootprints`): what the budget counts is
/// what a walk of the value counts, kept or not, so the limit stops what it stopped before.
@Suite struct JQFootprintsTests {
  /// `items` built as `[…]` builds it: each element weighed, then the array kept.
  static func built(_ items: [JSON], _ footprints: inout JQFootprints) {
    let held = items.reduce(0) { $0 + JQBudget.weight($1, footprints) }
    footprints.built(items, held: held)
  }

  @Test func aKeptArrayCountsWhatItsWalkCounts() {
    var footprints = JQFootprints()
    var value = JSON.array([.number(1), .string("abc"), .object(JSONObject())])
    for _ in 0..<50 {
      guard case .array(let items) = value else { break }
      Self.built(items, &footprints)
      let walked = value.footprint(upTo: JQBudget.bytes)
      #expect(footprints.footprint(value) == walked)
      let next = JSON.array([value, .string("xy"), .object(JSONObject([JSONKey("k"): value]))])
      #expect(footprints.footprint(next) == next.footprint(upTo: JQBudget.bytes))
      value = .array([value, .number(2)])
    }
  }

  /// Another array of the same count is walked, not taken for the kept one.
  @Test func anotherArrayIsWalked() {
    var footprints = JQFootprints()
    let kept: [JSON] = [.array([]), .number(1)]
    Self.built(kept, &footprints)
    let other = JSON.array([.array([.string(String(repeating: "a", count: 1000))]), .number(1)])
    #expect(footprints.footprint(other) == other.footprint(upTo: JQBudget.bytes))
    #expect(footprints.footprint(other) > footprints.footprint(.array(kept)) + 1000)
  }

  /// A value that shares one array many times is counted in full for each holder, as
  /// before: doubling it stops at the limit (Q006) after about 25 steps, at once.
  @Test func sharedDoublingStillStopsAtTheLimit() throws {
    let filter = "reduce range(0; 40) as $_ ([1]; [., .]) | length"
    let error = #expect(throws: JQError.self) {
      try JQProgram(filter).run(.null, context: JQContext()) { _ in }
    }
    #expect(error?.id == .jqTooBig)
    #expect(error?.message.hasPrefix("[…]: the value would take more than") == true)
  }
}
