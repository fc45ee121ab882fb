import SignalboxTestSupport
import XCTest

@testable import SignalboxJSON
@testable import SignalboxLanguage
@testable import SignalboxSession

/// The language forms of `share`, `shareReplay` and `connectable`, run through a session on the
/// virtual clock with the exact lines they print: values, empty, never, error, early disposal and
/// each one's own edges.
final class MulticastingLanguageTests: OperatorLanguageTestCase {
  func testShareIsOneSourceSubscriptionWhileAnyoneListens() {
    assertRuns([
      Run(
        "let s = interval 1 | take 2 | map log(\"source\", x) | share\ns | map \"A\" + str(x) "
          + "&\nsleep 1.5\n" + "s | map \"B\" + str(x)\ns | map \"C\" + str(x)",
        [
          "1.000 log \"source\" 0", "[1] 1.000 next \"A0\"", "2.000 log \"source\" 1",
          "[1] 2.000 next \"A1\"", "0.500 next \"B1\"", "[1] 2.000 completed", "0.500 completed",
          "1.000 log \"source\" 0", "1.000 next \"C0\"", "2.000 log \"source\" 1",
          "2.000 next \"C1\"", "2.000 completed",
        ], "B joins A's connection; C, after the end, starts a new one"),
      Run(
        "let s = interval 1 | take 2 | map log(\"source\", x) | share\ns | map \"A\" + str(x) "
          + "&\ns | map \"B\" + str(x) &",
        [
          "1.000 log \"source\" 0", "[1] 1.000 next \"A0\"", "[2] 1.000 next \"B0\"",
          "2.000 log \"source\" 1", "[1] 2.000 next \"A1\"", "[2] 2.000 next \"B1\"",
          "[1] 2.000 completed", "[2] 2.000 completed",
        ], "one source subscription for both jobs"),
    ])
  }

  func testShareReconnectsWherePublishAutoconnectDoesNot() {
    let shared = "let s = interval 1 | map log(\"source\", x) | share\ns | take 1\ns | take 1"
    XCTAssertEqual(
      run(shared),
      [
        "1.000 log \"source\" 0", "1.000 next 0", "1.000 completed", "1.000 log \"source\" 0",
        "1.000 next 0", "1.000 completed",
      ])
    let published = runSession(
      shared.replacingOccurrences(of: "| share", with: "| publish | autoconnect"))
    XCTAssertEqual(published.out, ["1.000 log \"source\" 0", "1.000 next 0", "1.000 completed"])
    XCTAssertTrue(
      published.err.contains("no scheduled work left"), "RAC's connection is gone for good")
    XCTAssertEqual(
      run("let s = marbles \"a#\" | share\ns\ns"),
      [
        "0.000 next \"a\"", "0.100 error \"marble error\"", "0.000 next \"a\"",
        "0.100 error \"marble error\"",
      ],
      "an error resets it too")
  }

  func testShareResets() {
    assertRuns([
      Run(
        "let s = marbles \"ab|\", 1 | share {resetOnComplete: false}\ns\ns",
        ["0.000 next \"a\"", "1.000 next \"b\"", "2.000 completed", "0.000 completed"]),
      Run(
        "let s = marbles \"a#\", 1 | share {resetOnError: false}\ns\ns",
        ["0.000 next \"a\"", "1.000 error \"marble error\"", "0.000 error \"marble error\""]),
    ])
  }

  func testShareReplayForms() {
    XCTAssertEqual(
      run("let s = marbles \"abc|\", 1 | shareReplay {bufferSize: 1}\ns &\nsleep 5\ns"),
      [
        "[1] 0.000 next \"a\"", "[1] 1.000 next \"b\"", "[1] 2.000 next \"c\"",
        "[1] 3.000 completed", "0.000 next \"c\"", "0.000 completed",
      ])
    XCTAssertEqual(
      run("let s = marbles \"abc|\", 1 | shareReplay 2, 1.5\ns &\nsleep 3.5\ns").suffix(2),
      ["0.000 next \"c\"", "0.000 completed"], "b expired at 2.5; c, at 3.5, is still kept")
    XCTAssertTrue(
      fails("marbles \"ab|\", 1 | shareReplay {size: 1}").contains(
        "'shareReplay' has no option 'size' (it takes bufferSize, windowTime, refCount)"))
  }

  func testConnectableConnectsAnewAfterTheEnd() {
    XCTAssertEqual(
      run(
        "let c = interval 1 | take 2 | connectable\nc | map \"A\" + str(x) &\nconnect c\n"
          + "sleep 3\nc | map \"B\" + str(x) &\nconnect c"),
      [
        "[1] 1.000 next \"A0\"", "[1] 2.000 next \"A1\"", "[1] 2.000 completed",
        "[2] 1.000 next \"B0\"", "[2] 2.000 next \"B1\"", "[2] 2.000 completed",
      ])
  }
}
