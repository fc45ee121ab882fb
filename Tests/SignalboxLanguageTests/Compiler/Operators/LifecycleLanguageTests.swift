import SignalboxTestSupport
import XCTest

@testable import SignalboxJSON
@testable import SignalboxLanguage
@testable import SignalboxSession

/// The language forms of the side effects at the end (`finalize`, RAC's `finally`), and what
/// "did you mean" says of another tool's name for one (`tap` runs in Aggregating's tests,
/// with the operators it was added with).
final class LifecycleLanguageTests: OperatorLanguageTestCase {
  func testDidYouMeanSaysWhatTheSuggestionDoes() {
    XCTAssertTrue(
      fails("from [1] | ensure 1").contains("not on disposal"), fails("from [1] | ensure 1"))
  }

  func testFinalizeRunsAfterTheEndAndFinallyBefore() {
    assertRuns([
      Run(
        "interval 1 | finalize log(\"f\") | take 1",
        ["1.000 next 0", "1.000 completed", "1.000 log \"f\""]),
      Run(
        "marbles \"a#\", 1 | finalize log(\"f\")",
        ["0.000 next \"a\"", "1.000 error \"marble error\"", "1.000 log \"f\""]),
      Run(
        "marbles \"a#\", 1 | finally log(\"f\")",
        ["0.000 next \"a\"", "1.000 log \"f\"", "1.000 error \"marble error\""],
        "RAC's finally: before the event"),
    ])
  }
}
