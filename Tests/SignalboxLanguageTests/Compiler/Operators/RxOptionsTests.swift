import SignalboxTestSupport
import XCTest

@testable import SignalboxLanguage

/// RxJS 7's optional arguments, spelled as an Rx user tries them first: an extra argument
/// where RxJS has a positional parameter, an object literal where it takes a config object.
/// Each runs on the virtual clock with the exact lines it prints.
final class RxOptionsTests: XCTestCase {
  private func run(_ program: String, file: StaticString = #filePath, line: UInt = #line)
    -> [String]
  {
    let (out, err) = runSession(program)
    XCTAssertEqual(err, "", program, file: file, line: line)
    return out
  }

  private func fails(_ program: String) -> String { runSession(program).err }

  func testThrottleTimeConfig() {
    XCTAssertEqual(
      run("marbles \"ab-c-d--|\", 1 | throttleTime 3, {leading: false, trailing: true}"),
      ["3.000 next \"c\"", "6.000 next \"d\"", "8.000 completed"])
    XCTAssertEqual(
      run("marbles \"ab-c-d--|\", 1 | throttleTime 3, {trailing: true}"),
      ["0.000 next \"a\"", "3.000 next \"c\"", "6.000 next \"d\"", "8.000 completed"])
    XCTAssertEqual(
      run("marbles \"ab-c-d--|\", 1 | throttleTime 3, {}"),
      ["0.000 next \"a\"", "5.000 next \"d\"", "8.000 completed"], "RxJS's defaults")
    XCTAssertTrue(
      fails("marbles \"ab|\" | throttleTime 1, {lead: true}").contains(
        "'throttleTime' has no option 'lead' (it takes leading, trailing)"))
    XCTAssertEqual(
      run("marbles \"ab|\" | throttleTime 1, {leading: 1}"),
      ["0.000 error \"throttleTime: the option 'leading' must be a boolean, got number 1\""])
  }

  func testMergeMapConcurrency() {
    XCTAssertEqual(
      run("marbles \"ab|\", 1 | mergeMap { y -> interval 0.6 | take 2 | map y + str(x) }, 1"),
      [
        "0.600 next \"a0\"", "1.200 next \"a1\"", "1.800 next \"b0\"", "2.400 next \"b1\"",
        "2.400 completed",
      ])
    XCTAssertEqual(
      run("from [3, 1, 2] | mergeMap { timer x, x }, 2"),
      [
        "1.000 next 1", "3.000 next 3", "3.000 next 2", "3.000 completed",
      ])
  }

  func testTakeWhileInclusive() {
    XCTAssertEqual(
      run("from [1, 2, 3, 1] | takeWhile x < 3, true"),
      ["0.000 next 1", "0.000 next 2", "0.000 next 3", "0.000 completed"])
    XCTAssertEqual(
      run("from [1, 2, 3, 1] | takeWhile x < 3, false"),
      ["0.000 next 1", "0.000 next 2", "0.000 completed"])
    XCTAssertEqual(
      run("marbles \"12#\" | takeWhile x < 3, true"),
      ["0.000 next 1", "0.100 next 2", "0.200 error \"marble error\""])
  }

  func testFirstAndLastWithAPredicateAndADefault() {
    XCTAssertEqual(run("from [1, 2, 3] | first x > 1"), ["0.000 next 2", "0.000 completed"])
    XCTAssertEqual(
      run("from [1, 2, 3] | first x > 5, \"none\""), ["0.000 next \"none\"", "0.000 completed"])
    XCTAssertEqual(
      run("from [1, 2, 3] | first x > 5"), ["0.000 error \"first: no elements in sequence\""])
    XCTAssertEqual(run("empty | first"), ["0.000 next null", "0.000 completed"], "RAC's first")
    XCTAssertEqual(run("from [1, 2, 3, 4] | last x < 3"), ["0.000 next 2", "0.000 completed"])
    XCTAssertEqual(run("empty | last x < 3, \"d\""), ["0.000 next \"d\"", "0.000 completed"])
    XCTAssertEqual(
      run("from [5] | last x < 3"), ["0.000 error \"last: no elements in sequence\""])
  }

  func testStartWithSeveralValues() {
    XCTAssertEqual(
      run("from [1] | startWith 8, 9"),
      ["0.000 next 8", "0.000 next 9", "0.000 next 1", "0.000 completed"])
  }

  func testCountWithAPredicate() {
    XCTAssertEqual(run("from [1, 2, 3] | count x > 1"), ["0.000 next 2", "0.000 completed"])
  }

  func testScanWithoutASeed() {
    XCTAssertEqual(
      run("from [1, 2, 3] | scan acc + x"),
      ["0.000 next 1", "0.000 next 3", "0.000 next 6", "0.000 completed"])
    XCTAssertEqual(run("empty | scan acc + x"), ["0.000 completed"])
  }

  func testDistinctUntilChangedWithAKeyOrAComparator() {
    XCTAssertEqual(
      run("from [{\"a\":1},{\"a\":1},{\"a\":2}] | distinctUntilChanged x.a"),
      ["0.000 next {\"a\":1}", "0.000 next {\"a\":2}", "0.000 completed"])
    XCTAssertEqual(
      run("from [1, 2, 3, 4, 6] | distinctUntilChanged x - acc < 2"),
      ["0.000 next 1", "0.000 next 3", "0.000 next 6", "0.000 completed"],
      "compared with the last value sent (1), not the one before")
    XCTAssertEqual(
      run("from [{\"a\":1},{\"a\":2},{\"a\":4}] | distinctUntilChanged x - acc < 2, x.a"),
      ["0.000 next {\"a\":1}", "0.000 next {\"a\":4}", "0.000 completed"])
  }

  func testWithLatestFromSeveral() {
    XCTAssertEqual(
      run(
        "marbles \"a-b-c|\", 0.5 | withLatestFrom { marbles \"-1-2|\", 0.5 }, { marbles \"x|\" }"),
      ["1.000 next [\"b\",1,\"x\"]", "2.000 next [\"c\",2,\"x\"]", "2.500 completed"])
  }

  func testTimeoutConfig() {
    let late = ["0.000 next \"a\"", "2.000 next \"b\"", "5.000 error \"timed out\""]
    XCTAssertEqual(run("marbles \"a-b----c|\", 1 | timeout {each: 3}"), late)
    XCTAssertEqual(run("marbles \"a-b----c|\", 1 | timeout 3, {each: true}"), late)
    XCTAssertEqual(
      run("marbles \"a-b----c|\", 1 | timeout 20"),
      ["0.000 next \"a\"", "2.000 next \"b\"", "7.000 next \"c\"", "8.000 completed"],
      "RAC's timeout: the whole signal")
    XCTAssertEqual(
      run("marbles \"---a-b|\", 1 | timeout {first: 4, each: 2}"),
      ["3.000 next \"a\"", "5.000 next \"b\"", "6.000 completed"])
    XCTAssertEqual(
      run("marbles \"a-b----c|\", 1 | timeout {each: 3, with: {marbles \"xy|\", 1}}"),
      [
        "0.000 next \"a\"", "2.000 next \"b\"", "5.000 next \"x\"", "6.000 next \"y\"",
        "7.000 completed",
      ])
    XCTAssertEqual(
      run("marbles \"a|\" | timeout {first: null}"),
      ["0.000 error \"timeout: the option 'each' must be a time in seconds, got null\""])
  }

  func testRetryAndRepeatConfig() {
    XCTAssertEqual(
      run("marbles \"a#\", 1 | retry {count: 2, delay: 1}"),
      ["0.000 next \"a\"", "2.000 next \"a\"", "4.000 next \"a\"", "5.000 error \"marble error\""])
    XCTAssertEqual(
      run("marbles \"a|\", 1 | repeat {count: 2, delay: 2}"),
      ["0.000 next \"a\"", "3.000 next \"a\"", "4.000 completed"])
    XCTAssertEqual(run("marbles \"a|\", 1 | repeat {count: 0}"), ["0.000 completed"])
    XCTAssertTrue(
      fails("marbles \"a|\" | retry {delay: 1, reset: true}").contains("has no option 'reset'"))
  }

  func testDistinctWithFlushes() {
    XCTAssertEqual(
      run("marbles \"12121|\", 1 | distinct x, { marbles \"---x\", 1 }"),
      ["0.000 next 1", "1.000 next 2", "4.000 next 1", "5.000 completed"])
    XCTAssertEqual(
      run("marbles \"12121|\", 1 | distinct null, { marbles \"---x\", 1 }"),
      ["0.000 next 1", "1.000 next 2", "4.000 next 1", "5.000 completed"])
  }

  func testShareResets() {
    XCTAssertEqual(
      run("let s = marbles \"ab|\", 1 | share {resetOnComplete: false}\ns\ns"),
      ["0.000 next \"a\"", "1.000 next \"b\"", "2.000 completed", "0.000 completed"])
    XCTAssertEqual(
      run("let s = marbles \"a#\", 1 | share {resetOnError: false}\ns\ns"),
      ["0.000 next \"a\"", "1.000 error \"marble error\"", "0.000 error \"marble error\""])
  }

  func testRxNamesWithoutASpellingBefore() {
    XCTAssertEqual(
      run("marbles \"ab|\", 1 | endWith \"y\", \"z\""),
      [
        "0.000 next \"a\"", "1.000 next \"b\"", "2.000 next \"y\"", "2.000 next \"z\"",
        "2.000 completed",
      ])
    XCTAssertEqual(
      run("marbles \"a#\", 1 | endWith \"z\""),
      ["0.000 next \"a\"", "1.000 error \"marble error\""])
    XCTAssertEqual(
      run("from [3, 1] | delayWhen { timer x }"),
      ["1.000 next 1", "3.000 next 3", "3.000 completed"])
    XCTAssertEqual(
      run("from [3, 1] | delayWhen { empty }"), ["0.000 completed"],
      "a duration that completes without a value drops the value (RxJS 7)")
    XCTAssertEqual(
      run("interval 1 | finalize log(\"f\") | take 1"),
      ["1.000 next 0", "1.000 completed", "1.000 log \"f\""])
    XCTAssertEqual(
      run("marbles \"a#\", 1 | finalize log(\"f\")"),
      ["0.000 next \"a\"", "1.000 error \"marble error\"", "1.000 log \"f\""])
    XCTAssertEqual(
      run("marbles \"a#\", 1 | finally log(\"f\")"),
      ["0.000 next \"a\"", "1.000 log \"f\"", "1.000 error \"marble error\""],
      "RAC's finally: before the event")
    XCTAssertEqual(run("from [1, 2] | ignoreElements"), ["0.000 completed"])
    XCTAssertEqual(run("from [1] | mapTo 5"), ["0.000 next 5", "0.000 completed"])
    XCTAssertEqual(
      run("just 1 | concatWith { just 2 } | mergeWith { just 3 }"),
      ["0.000 next 1", "0.000 next 2", "0.000 next 3", "0.000 completed"])
    XCTAssertEqual(
      run("from [1, 2] | map { y -> timer y, y } | mergeAll"),
      run("from [1, 2] | map { y -> timer y, y } | flatten"))
  }

  func testDidYouMeanSaysWhatTheSuggestionDoes() {
    XCTAssertTrue(
      fails("from [1] | ensure 1").contains("not on disposal"), fails("from [1] | ensure 1"))
  }

  func testEveryIsEmptyThrowIfEmptyFindIndexTapOf() {
    XCTAssertEqual(run("from [1, 5, 2] | every x < 4"), ["0.000 next false", "0.000 completed"])
    XCTAssertEqual(run("from [1, 2] | every x < 4"), ["0.000 next true", "0.000 completed"])
    XCTAssertEqual(
      run("marbles \"1#\", 1 | every x < 4"), ["1.000 error \"marble error\""],
      "an error stays an error (RAC's all sends false)")
    XCTAssertEqual(run("never | every true | take 0"), ["0.000 completed"])
    XCTAssertEqual(run("interval 1 | isEmpty"), ["1.000 next false", "1.000 completed"])
    XCTAssertEqual(run("empty | isEmpty"), ["0.000 next true", "0.000 completed"])
    XCTAssertEqual(run("error \"e\" | isEmpty"), ["0.000 error \"e\""])
    XCTAssertEqual(
      run("empty | throwIfEmpty"), ["0.000 error \"throwIfEmpty: no elements in sequence\""])
    XCTAssertEqual(run("from [1] | throwIfEmpty"), ["0.000 next 1", "0.000 completed"])
    XCTAssertEqual(run("from [3, 8, 5] | findIndex x > 4"), ["0.000 next 1", "0.000 completed"])
    XCTAssertEqual(run("from [3] | findIndex x > 4"), ["0.000 next -1", "0.000 completed"])
    XCTAssertEqual(run("from [3, 8, 5] | find x > 4"), ["0.000 next 8", "0.000 completed"])
    XCTAssertEqual(run("empty | find x > 4"), ["0.000 next null", "0.000 completed"])
    XCTAssertEqual(run("interval 1 | find x > 1"), ["3.000 next 2", "3.000 completed"])
    XCTAssertEqual(
      run(
        "marbles \"a|\", 1 | tap {next: log(\"n\", x), complete: log(\"c\"), finalize: "
          + "log(\"f\")}"),
      [
        "0.000 log \"n\" \"a\"", "0.000 next \"a\"", "1.000 log \"c\"", "1.000 completed",
        "1.000 log \"f\"",
      ])
    XCTAssertEqual(
      run("interval 1 | tap {finalize: log(\"f\")} | take 1"),
      ["1.000 next 0", "1.000 completed", "1.000 log \"f\""], "finalize on disposal")
    XCTAssertEqual(
      run("of 1, \"a\""), ["0.000 next 1", "0.000 next \"a\"", "0.000 completed"])
    XCTAssertEqual(run("of"), ["0.000 completed"])
  }

  func testSkipUntilANotifierAndDistinctUntilKeyChanged() {
    XCTAssertEqual(
      run("marbles \"abcd|\", 1 | skipUntil { timer 1.5 }"),
      ["2.000 next \"c\"", "3.000 next \"d\"", "4.000 completed"])
    XCTAssertEqual(run("marbles \"abcd|\", 1 | skipUntil { empty }"), ["4.000 completed"])
    XCTAssertEqual(run("marbles \"abcd|\", 1 | skipUntil { error \"x\" }"), ["0.000 error \"x\""])
    XCTAssertEqual(run("never | skipUntil { timer 1 } | take 0"), ["0.000 completed"])
    XCTAssertEqual(
      run(
        "from [{\"id\": 1}, {\"id\": 1}, {\"id\": 2}, {\"id\": 1}] | distinctUntilKeyChanged \"id\""
      ),
      [
        "0.000 next {\"id\":1}", "0.000 next {\"id\":2}", "0.000 next {\"id\":1}",
        "0.000 completed",
      ])
  }
}
