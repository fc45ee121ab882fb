import SignalboxTestSupport
import Testing

/// RxJS writes a fold's seed last (`scan((acc, x) => acc + x, 0)`), Signalbox first: the
/// RxJS order is a compile error naming both spellings (C045), never a different answer.
@Suite struct SeedOrderLanguageTests {
  static let folds = ["scan", "reduce", "aggregate", "combinePrevious"]

  @Test(arguments: folds)
  func rxjsOrderIsACompileErrorNamingBothSpellings(_ op: String) {
    for step in ["acc + x", "x * 2", "[acc, x]"] {
      let (out, err) = runSession("from [1, 2, 3] | \(op) \(step), 0")
      #expect(out == [], "\(op) \(step), 0")
      #expect(err.contains("[C045]"), "\(op) \(step), 0")
      #expect(err.contains("'\(op) START, EXPR'"))
      #expect(err.contains("'\(op)(EXPR, START)'"))
    }
  }

  @Test func theSignalboxOrderIsUnchanged() {
    #expect(
      runSession("from [1, 2, 3] | scan 0, acc + x").out == [
        "0.000 next 1", "0.000 next 3", "0.000 next 6", "0.000 completed",
      ])
    #expect(
      runSession("from [1, 2, 3] | reduce 0, acc + x").out == [
        "0.000 next 6", "0.000 completed",
      ])
    #expect(
      runSession("from [1, 2, 3] | aggregate 0, acc + x").out == [
        "0.000 next 6", "0.000 completed",
      ])
    #expect(
      runSession("from [1, 4] | combinePrevious 0, x - acc").out == [
        "0.000 next 1", "0.000 next 3", "0.000 completed",
      ])
    #expect(
      runSession("seq [1, 2, 3] | scan 0, acc + x | array").out == [
        "0.000 next [1,3,6]", "0.000 completed",
      ])
  }

  @Test func aSeedlessStepAndAConstantStepAreNotRxjsOrder() {
    #expect(
      runSession("from [1, 2, 3] | scan acc + x").out == [
        "0.000 next 1", "0.000 next 3", "0.000 next 6", "0.000 completed",
      ])
    #expect(runSession("from [1, 2, 3] | reduce 0, 1").out == ["0.000 next 1", "0.000 completed"])
    #expect(
      runSession("from [1, 2] | scan x, acc + x").out == [
        "0.000 next 1", "0.000 next 3", "0.000 completed",
      ], "a seed that reads x with a step that reads acc is Signalbox's order")
  }

  @Test func theSequenceFormsCheckTheOrderToo() {
    #expect(runSession("seq [1, 2, 3] | scan acc + x, 0 | array").err.contains("[C045]"))
    #expect(runSession("seq [1, 2] | combinePrevious x - acc, 0 | array").err.contains("[C045]"))
  }
}
