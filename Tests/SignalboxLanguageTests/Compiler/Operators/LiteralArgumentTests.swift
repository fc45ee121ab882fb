import SignalboxTestSupport
import XCTest

@testable import SignalboxLanguage

/// The literal arguments of `expand`, `mergeScan`, `timerEvery`, `timeoutWith`, `generate` …,
/// checked when the program is compiled: a literal count, time or option that cannot be is
/// an error naming the operator, before anything runs.
final class LiteralArgumentTests: XCTestCase {
  private func compileError(_ program: String, file: StaticString = #filePath, line: UInt = #line)
    -> String
  {
    let (out, err) = runSession(program)
    XCTAssertEqual(out, [], program, file: file, line: line)
    return err
  }

  func testLiteralArgumentsAreCheckedAtCompileTime() {
    XCTAssertTrue(
      compileError("just 1 | expand { empty }, 0").contains(
        "'expand': the count must be a positive integer [C022]"))
    XCTAssertTrue(
      compileError("just 1 | mergeScan { empty }, 0, -1").contains(
        "'mergeScan': the count must be a positive integer [C022]"))
    XCTAssertTrue(
      compileError("timerEvery 1, 0").contains(
        "'timerEvery': the time must be a positive number [C007]"))
    XCTAssertTrue(
      compileError("just 1 | timeoutWith -1, { empty }").contains(
        "'timeoutWith': the time must not be negative [C007]"))
    XCTAssertTrue(
      compileError("generate {initialState: 1, iterate: x, foo: 1}").contains(
        "'generate' has no option 'foo' (it takes initialState, condition, iterate, "
          + "resultSelector) [C030]"))
    XCTAssertTrue(
      compileError("generate {initialState: 1}").contains(
        "generate: the option 'iterate' must be given, got null"))
    XCTAssertTrue(
      compileError("generate 1, 2").contains(
        "'generate' takes INIT, COND, ITERATE[, RESULT] [C005]"))
    XCTAssertTrue(
      compileError("iif true, { empty }").contains("'iif' takes"), "iif needs both streams")
  }
}
