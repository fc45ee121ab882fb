import SignalboxJSON
import SignalboxLanguage
import SignalboxSession
import SignalboxTestSupport
import XCTest

final class LanguageTests: XCTestCase {
  private func run(_ program: String) -> (out: [String], err: String) { runSession(program) }

  func testMapFilter() {
    XCTAssertEqual(
      run("from [1,2,3] | map x*x | filter x > 1").out,
      ["0.000 next 4", "0.000 next 9", "0.000 completed"])
  }

  func testEvaluationErrorNamesTheOperator() {
    XCTAssertEqual(
      run("from [{name: \"a\"}, 3] | map x.name").out,
      ["0.000 next \"a\"", "0.000 error \"map: cannot read field 'name' of number 3\""])
  }

  func testParseErrorIsRenderedWithACaret() {
    let result = run("from [1,2 | map x")
    XCTAssertEqual(result.out, [])
    XCTAssertEqual(
      result.err,
      "t.sbx:1:11: error: expected ']' or ',', found '|' [P001]\n    from [1,2 | map x\n         "
        + "     ^\n"
    )
  }

  func testUnknownOperatorSuggestsAName() {
    XCTAssertTrue(run("from [1] | throtle 1").err.contains("did you mean throttle?"))
  }

  func testNumbersPrintLikeJavaScript() {
    let values: [(Double, String)] = [
      (1e21, "1e+21"), (1e-7, "1e-7"), (0.000001, "0.000001"), (-0.0, "-0"), (2.5, "2.5"),
      (100, "100"), (123456789.125, "123456789.125"),
    ]
    for (n, text) in values { XCTAssertEqual(JSONWriter.string(.number(n)), text) }
  }

  func testJSONKeepsKeyOrderAndEscapes() throws {
    let value = try JSON.parse("{\"b\": 1, \"a\": \"x/\\u0001\\n\"}").get()
    XCTAssertEqual(JSONWriter.string(value), "{\"b\":1,\"a\":\"x/\\u0001\\n\"}")
  }

  func testThrottleInVirtualTime() {
    XCTAssertEqual(
      run("marbles \"ab--c|\", 0.5 | throttle 1").out,
      ["1.500 next \"b\"", "2.500 next \"c\"", "2.500 completed"])
  }
}
