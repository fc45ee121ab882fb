import SignalboxTestSupport
import XCTest

@testable import SignalboxJSON
@testable import SignalboxLanguage
@testable import SignalboxSession

/// The lifecycle's names as a user types them: what "did you mean" says of another tool's
/// name for a side effect at the end (`finalize` and `tap` run in Transforming's and
/// Aggregating's tests, with the operators they were added with).
final class LifecycleLanguageTests: OperatorLanguageTestCase {
  func testDidYouMeanSaysWhatTheSuggestionDoes() {
    XCTAssertTrue(
      fails("from [1] | ensure 1").contains("not on disposal"), fails("from [1] | ensure 1"))
  }
}
