import SignalboxJSON
import SignalboxLanguage
import SignalboxSession
import SignalboxTestSupport
import Testing

/// `expect` (SPEC §5, "Expectations"): every form passing (nothing printed, status 0) and
/// failing (X001 under the caret with both rows and the first difference, status 1, the
/// script going on).
@Suite struct SessionExpectTests {
  private func passes(_ program: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let run = runSessionWithStatus(program)
    #expect(run.err == "", sourceLocation: sourceLocation)
    #expect(run.out == [], sourceLocation: sourceLocation)
    #expect(run.status == 0, sourceLocation: sourceLocation)
  }

  /// The failure's lines under the caret (after the source line and the caret).
  private func fails(_ program: String, sourceLocation: SourceLocation = #_sourceLocation)
    -> [String]
  {
    let run = runSessionWithStatus(program)
    #expect(run.status == 1, sourceLocation: sourceLocation)
    #expect(run.err.contains("[X001]"), "\(run.err)", sourceLocation: sourceLocation)
    return run.err.split(separator: "\n").dropFirst(3).map { String($0.dropFirst(4)) }
  }

  @Test func theMarbleFormPassesOnTheSameTimeline() {
    passes("expect cold \"-a-b|\" == \"-a-b|\"")
    passes("expect marbles \"-1-2|\" | map x * 10 == \"-a-b|\", {a: 10, b: 20}")
    passes("expect cold \"-a-(bc)-|\" == \"-a-(bc)-|\"")
    passes("expect marbles \"-a-#\", {}, \"oops\" == \"-a-#\", {}, \"oops\"")
    passes("expect cold \"-a 1s b|\" == \"-a 1s b|\"")
  }

  @Test func theMarbleFormFailsWithBothRowsAndTheFirstDifference() {
    let run = runSessionWithStatus("expect cold \"-a-b|\" == \"-a--b|\"")
    #expect(
      run.err == """
        t.sbx:1:1: error: expectation failed [X001]
            expect cold "-a-b|" == "-a--b|"
            ^
            expected: -a--b|
            actual:   -a-b|
            at 0.300: expected nothing, got next "b"

        """)
    #expect(run.status == 1)
  }

  @Test func valuesCompareAsJSONAndUnknownValuesGetALetter() {
    passes("expect just 1.0 == \"(1|)\"")
    passes("expect just {b: 2, a: 1} == \"(x|)\", {x: {a: 1, b: 2.0}}")
    #expect(
      fails("expect marbles \"-1-2|\" | map x * 10 == \"-a-b|\", {a: 10, b: 30}") == [
        "expected: -a-b|", "actual:   -a-c|", "where c = 20",
        "at 0.300: expected next 30, got next 20",
      ])
  }

  @Test func anErrorValueIsComparedByItsMessage() {
    #expect(
      fails("expect marbles \"-a-#\" == \"-a-#\", {}, \"oops\"").last
        == "at 0.300: expected error \"oops\", got error \"marble error\"")
  }

  @Test func theFrameArgumentIsTheExpectedStringsFrame() {
    passes("expect marbles \"-a-b|\", 1 == \"-a-b|\", 1")
    passes("expect marbles \"-a-b|\" == \"-a-b|\", {}, \"e\", 0.1")
    #expect(
      fails("expect marbles \"-a|\" == \"-a|\", 1").last
        == "at 0.100: expected nothing, got next \"a\"")
  }

  @Test func theEventsFormComparesExactTimes() {
    passes(
      "expect interval 1 | take 2 == [{t: 1, kind: \"next\", value: 0}, "
        + "{t: 2, kind: \"next\", value: 1}, {t: 2, kind: \"completed\"}]")
    passes(
      "expect error \"boom\" == [{t: 0, value: {kind: \"error\", message: \"boom\"}}]")
    #expect(
      fails("expect timer 1.5 == [{t: 1.5, kind: \"next\", value: 1}]").last
        == "at 1.500: expected next 1, got next 0")
  }

  @Test func aRightHandSideThatIsNoTimelineIsX002() {
    let run = runSessionWithStatus("expect just 1 == [1]\njust 2")
    #expect(run.err.contains("expect: not an event: 1 [X002]"))
    #expect(run.out == ["0.000 next 2", "0.000 completed"])
    #expect(run.status == 1)
  }

  @Test func subscriptionsAreThoseOfTheLastRun() {
    passes(
      "let s = cold \"-a-b-c|\"\nexpect s | take 2 == \"-a-(b|)\"\n"
        + "expect s subscriptions == \"^--!\"")
    passes(
      "let s = cold \"-a|\"\nexpect s | concat s == \"-a-a|\"\n"
        + "expect s subscriptions == [\"^-!\", \"--^-!\"]")
    passes("let s = cold \"-a-\"\nexpect s == \"-a\"\nexpect s subscriptions == \"^\"")
    #expect(
      fails(
        "let s = cold \"-a-b-c|\"\nexpect s | take 2 == \"-a-(b|)\"\n"
          + "expect s subscriptions == \"^---!\"")
        == [
          "expected: ^---!", "actual:   ^--!",
          "subscription 1 of s: expected 0.000 to 0.400, got 0.000 to 0.300",
        ])
  }

  @Test func aHotSourceStartsAfreshOnEachExpectationsClock() {
    passes(
      "let h = hot \"--a-^-b--c|\"\nexpect h == \"--b--c|\"\nexpect h | take 1 == \"--(b|)\"")
  }

  @Test func theShortcuts() {
    passes("expect just 1 completes\nexpect marbles \"--#\" fails \"marble error\"")
    passes("expect from [1, 2, 3] | filter x > 1 emits 2 values")
    #expect(
      fails("expect error \"boom\" completes") == [
        "actual:   #", "expected completed, got error \"boom\" at 0.000",
      ])
    #expect(fails("expect never fails \"x\"").last == "expected error \"x\", got no end")
    #expect(fails("expect from [1, 2] emits 1 value").last == "expected 1 value, got 2")
  }

  @Test func aLabelNamesTheFailureAndTheScriptGoesOn() {
    let run = runSessionWithStatus("expect \"twice\": just 1 == \"(2|)\"\njust 3")
    #expect(run.err.hasPrefix("t.sbx:1:1: error: expectation failed: twice [X001]"))
    #expect(run.out == ["0.000 next 3", "0.000 completed"])
  }

  @Test func eachExpectationHasAVirtualClockOfItsOwn() {
    passes(
      "sleep 5\nexpect timer 1 == [{t: 1, kind: \"next\", value: 0}, {t: 1, kind: \"completed\"}]")
    let real = runSessionWithStatus("expect timer 100s == \"100s (0|)\"", virtual: false)
    #expect(real.err == "")
    #expect(real.status == 0)
  }

  @Test func comparisonsInThePipelineAreParenthesisedOrCalls() {
    passes("expect from [1, 2] | map (x == 1) == \"(tf|)\", {t: true, f: false}")
    passes("expect from [1, 2] | filter(x == 1) == \"(1|)\"")
    passes("expect from [1, 2] | filter x != 2 == \"(1|)\"")
  }

  @Test func theResultsAreKeptForTheTestCommand() {
    let (session, _) = makeSession()
    _ = session.runProgram(
      [SourceFile(name: "t.sbx", text: "expect just 1 completes\n\nexpect \"n\": never completes")])
    let results = session.expectationResults
    #expect(results.map(\.line) == [1, 3])
    #expect(results.map(\.passed) == [true, false])
    #expect(results.map(\.label) == [nil, "n"])
  }
}
