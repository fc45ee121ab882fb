import SignalboxJSON
import SignalboxLanguage
import SignalboxSession
import SignalboxTestSupport
import XCTest

/// Sequences compare element by element (RAC `-[RACSequence isEqual:]`), and `trace` says
/// `memoised` for a value a memoised cell already computed, wherever the trace stage is.
final class SequenceEqualityTests: XCTestCase {
  func testSequencesCompareElementByElement() {
    let program = """
      let a = seq [1, 2, 3]
      let b = seq range 1, 3
      let c = iterate 1, x + 1
      let d = seq [1, 2]
      let e = seq [[1], {k: 2}]
      let f = seq [[1], {k: 2}]
      just [a == a, a == b, a == d, d == a, c == c, e == f, a != b, a == [1, 2, 3]]
      """
    XCTAssertEqual(
      runSession(program).out,
      ["0.000 next [true,true,false,false,true,true,false,false]", "0.000 completed"])
  }

  func testComparingPullsOnlyToTheFirstDifference() {
    let program = """
      let a = seq [1, 2, 3] | map log("a", x)
      let b = seq [1, 5, 3] | map log("b", x)
      just a == b
      """
    XCTAssertEqual(
      runSession(program).out,
      [
        "0.000 log \"a\" 1", "0.000 log \"b\" 1", "0.000 log \"a\" 2", "0.000 log \"b\" 5",
        "0.000 next false", "0.000 completed",
      ])
  }

  func testASignalIsEqualToNothing() {
    XCTAssertEqual(
      runSession("let p = just 1\njust p == p").out, ["0.000 next false", "0.000 completed"])
  }

  func testTraceOutsideTheLetSaysMemoised() {
    let program = """
      let s = seq [1, 2] | map x * 10
      s | trace | array
      s | trace | array
      seq [1, 2] | trace | array
      """
    XCTAssertEqual(
      runSession(program).out,
      [
        "0.000 trace s pulled 10", "0.000 trace s pulled 20", "0.000 next [10,20]",
        "0.000 completed",
        "0.000 trace s memoised 10", "0.000 trace s memoised 20", "0.000 next [10,20]",
        "0.000 completed",
        "0.000 trace seq pulled 1", "0.000 trace seq pulled 2", "0.000 next [1,2]",
        "0.000 completed",
      ])
  }
}
