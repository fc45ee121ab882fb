import SignalboxTestSupport
import XCTest

@testable import SignalboxJSON
@testable import SignalboxLanguage
@testable import SignalboxSession

extension RxNamesTests {
  // MARK: filtering and folding

  func testDistinctDropsEveryValueSeenBefore() {
    XCTAssertEqual(
      run("from [1, 2, 1, 3, 2] | distinct"),
      ["0.000 next 1", "0.000 next 2", "0.000 next 3", "0.000 completed"])
    XCTAssertEqual(
      run("from [[1], [1], 1, 1.0, \"1\", {\"a\": 1}, {\"a\": 1.0}] | distinct"),
      [
        "0.000 next [1]", "0.000 next 1", "0.000 next \"1\"", "0.000 next {\"a\":1}",
        "0.000 completed",
      ],
      "equal as JSON")
    XCTAssertEqual(
      run("from [1, 2, 1] | distinctUntilChanged"),
      ["0.000 next 1", "0.000 next 2", "0.000 next 1", "0.000 completed"],
      "RAC's operator compares with the previous value only")
    XCTAssertEqual(
      run("from [\"ab\", \"cd\", \"e\"] | distinct len(x)"),
      ["0.000 next \"ab\"", "0.000 next \"e\"", "0.000 completed"])
    XCTAssertEqual(
      runSession("from [true, 2] | distinct len(x)").out,
      ["0.000 error \"distinct: len() of boolean true\""])
  }

  func testSkipLastSendsAValueOnceNNewerOnesCame() {
    XCTAssertEqual(
      run("from [1, 2, 3, 4] | skipLast 2"), ["0.000 next 1", "0.000 next 2", "0.000 completed"])
    XCTAssertEqual(
      run("marbles \"a-b-c|\", 0.5 | skipLast 1"),
      ["1.000 next \"a\"", "2.000 next \"b\"", "2.500 completed"])
    XCTAssertEqual(
      run("from [1, 2] | skipLast 0"), ["0.000 next 1", "0.000 next 2", "0.000 completed"])
    XCTAssertEqual(run("from [1, 2] | skipLast 5"), ["0.000 completed"])
  }

  func testLastFailsOnAnEmptySource() {
    XCTAssertEqual(run("from [1, 2, 3] | last"), ["0.000 next 3", "0.000 completed"])
    XCTAssertEqual(run("empty | last"), ["0.000 error \"last: no elements in sequence\""])
    XCTAssertEqual(run("empty | takeLast 1"), ["0.000 completed"], "RAC's nearest completes empty")
    XCTAssertEqual(run("marbles \"a-b#\", 0.5 | last"), ["1.500 error \"marble error\""])
    XCTAssertEqual(
      run("empty | last | catch { just x }"),
      ["0.000 next \"last: no elements in sequence\"", "0.000 completed"])
  }

  func testDefaultIfEmpty() {
    XCTAssertEqual(
      run("empty | defaultIfEmpty \"none\""), ["0.000 next \"none\"", "0.000 completed"])
    XCTAssertEqual(run("from [1] | defaultIfEmpty \"none\""), ["0.000 next 1", "0.000 completed"])
    XCTAssertEqual(
      run("timer 2 | ignoreValues | defaultIfEmpty now()"), ["2.000 next 2", "2.000 completed"],
      "evaluated at completion")
    XCTAssertEqual(run("error \"boom\" | defaultIfEmpty 0"), ["0.000 error \"boom\""])
  }

  func testPairwise() {
    XCTAssertEqual(
      run("from [1, 2, 4] | pairwise"), ["0.000 next [1,2]", "0.000 next [2,4]", "0.000 completed"])
    XCTAssertEqual(run("just 1 | pairwise"), ["0.000 completed"])
    XCTAssertEqual(
      run("from [1, 2, 4] | combinePrevious 0, [acc, x]"),
      ["0.000 next [0,1]", "0.000 next [1,2]", "0.000 next [2,4]", "0.000 completed"],
      "RAC's nearest starts from START")
  }

  func testBufferCount() {
    XCTAssertEqual(
      run("range 1, 5 | bufferCount 2"),
      ["0.000 next [1,2]", "0.000 next [3,4]", "0.000 next [5]", "0.000 completed"])
    XCTAssertEqual(
      run("range 1, 5 | bufferCount 2, 3"),
      ["0.000 next [1,2]", "0.000 next [4,5]", "0.000 completed"], "3 is in no window")
    XCTAssertEqual(
      run("interval 1 | bufferCount 2, 3 | take 2"),
      ["2.000 next [0,1]", "5.000 next [3,4]", "5.000 completed"])
    XCTAssertEqual(run("empty | bufferCount 3"), ["0.000 completed"])
    XCTAssertTrue(
      runSession("from [1] | bufferCount 0").err.contains(
        "error: 'bufferCount': the count must be a positive integer"))
    XCTAssertTrue(
      runSession("from [1] | bufferCount 2, 0").err.contains(
        "error: 'bufferCount': the count must be a positive integer"))
    XCTAssertEqual(
      runSession("let n = 0\nfrom [1] | bufferCount n").out,
      ["0.000 error \"bufferCount: the count must be a positive integer, got number 0\""])
  }

  func testReduceWithAndWithoutASeed() {
    XCTAssertEqual(run("range 1, 5 | reduce acc * x"), ["0.000 next 120", "0.000 completed"])
    XCTAssertEqual(run("empty | reduce acc + x"), ["0.000 completed"])
    XCTAssertEqual(
      run("from [1, 2, 3] | reduce acc + x * i"), ["0.000 next 9", "0.000 completed"],
      "i of the first value is 0")
    assertSame("reduce", as: "aggregate", "range 1, 4 | NAME 10, acc + x")
    assertSame("reduce", as: "aggregate", "empty | NAME 10, acc + x")
    assertSame("reduce", as: "aggregate", "marbles \"1-2#\" | NAME 0, acc + x")
  }

  // MARK: combining

  func testWithLatestFromPairsSourceValuesWithTheOthersLatest() {
    XCTAssertEqual(
      run("marbles \"a-b-c|\", 0.5 | withLatestFrom { marbles \"-1-2|\", 0.5 }"),
      ["1.000 next [\"b\",1]", "2.000 next [\"c\",2]", "2.500 completed"])
    XCTAssertEqual(
      run(
        "subject s\nsubject u\ns | withLatestFrom u &\nsend s, 1\nsend u, \"x\"\nsend s, 2\nsend "
          + "u, \"y\"\ncomplete u\nsend s, 3\ncomplete s"
      ),
      ["[1] 0.000 next [2,\"x\"]", "[1] 0.000 next [3,\"y\"]", "[1] 0.000 completed"],
      "1 came before u sent; u's completion keeps \"y\"")
    XCTAssertEqual(run("interval 1 | withLatestFrom { error \"boom\" }"), ["0.000 error \"boom\""])
    XCTAssertEqual(run("marbles \"ab|\", 1 | withLatestFrom { never }"), ["2.000 completed"])
    XCTAssertEqual(
      run("marbles \"a-b-c|\", 0.5 | combineLatestWith { marbles \"-1-2|\", 0.5 }"),
      [
        "0.500 next [\"a\",1]", "1.000 next [\"b\",1]", "1.500 next [\"b\",2]",
        "2.000 next [\"c\",2]", "2.500 completed",
      ],
      "RAC's nearest also sends when the other does")
  }

  func testRaceMirrorsTheFirstInputToSendAnything() {
    XCTAssertEqual(
      run("race { timer 1, \"a\" }, { timer 2, \"b\" }, { timer 0.5, \"c\" }"),
      ["0.500 next \"c\"", "0.500 completed"])
    XCTAssertEqual(
      run("race { marbles \"--a|\" }, { marbles \"-|\" }"), ["0.100 completed"],
      "a completion wins too")
    XCTAssertEqual(
      run("race { marbles \"--a|\" }, { marbles \"-#\" }"), ["0.100 error \"marble error\""],
      "an error too")
    XCTAssertEqual(
      run("race { just 1 }, { interval 1 | initially log(\"subscribed\") }"),
      ["0.000 next 1", "0.000 completed"],
      "the second is never subscribed")
    XCTAssertEqual(
      run("let a = timer 1, \"a\"\ntimer 2, \"b\" | race a"),
      ["1.000 next \"a\"", "1.000 completed"])
    assertSame("raceWith", as: "race", "timer 2, \"b\" | NAME { timer 1, \"a\" }")
    XCTAssertEqual(run("race { marbles \"-a|\" }"), ["0.100 next \"a\"", "0.200 completed"])
    let none = runSession("race")
    XCTAssertEqual(none.out, [])
    XCTAssertTrue(none.err.contains("no scheduled work left"), none.err)
    XCTAssertTrue(
      runSession("from [1] | race").err.contains("error: 'race' takes a block or a name"))
  }

  // MARK: multicasting

  func testShareIsOneSourceSubscriptionWhileAnyoneListens() {
    XCTAssertEqual(
      run(
        "let s = interval 1 | take 2 | map log(\"source\", x) | share\ns | map \"A\" + str(x) "
          + "&\nsleep 1.5\n"
          + "s | map \"B\" + str(x)\ns | map \"C\" + str(x)"),
      [
        "1.000 log \"source\" 0", "[1] 1.000 next \"A0\"", "2.000 log \"source\" 1",
        "[1] 2.000 next \"A1\"",
        "0.500 next \"B1\"", "[1] 2.000 completed", "0.500 completed", "1.000 log \"source\" 0",
        "1.000 next \"C0\"",
        "2.000 log \"source\" 1", "2.000 next \"C1\"", "2.000 completed",
      ], "B joins A's connection; C, after the end, starts a new one")
    XCTAssertEqual(
      run(
        "let s = interval 1 | take 2 | map log(\"source\", x) | share\ns | map \"A\" + str(x) "
          + "&\ns | map \"B\" + str(x) &"
      ),
      [
        "1.000 log \"source\" 0", "[1] 1.000 next \"A0\"", "[2] 1.000 next \"B0\"",
        "2.000 log \"source\" 1",
        "[1] 2.000 next \"A1\"", "[2] 2.000 next \"B1\"", "[1] 2.000 completed",
        "[2] 2.000 completed",
      ], "one source subscription for both jobs")
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
}
