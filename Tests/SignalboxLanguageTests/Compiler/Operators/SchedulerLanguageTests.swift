import SignalboxTestSupport
import XCTest

/// RAC's scheduler operators in the language (`deliverOn`, `deliverOnMainThread`,
/// `subscribeOn`), the scheduler names and the did-you-means for other tools' scheduler,
/// operator and subject names (issue 38 items 5 and 6).
final class SchedulerLanguageTests: OperatorLanguageTestCase {
  func testDeliverOnHopsOneTurnSameInstant() {
    assertRuns([
      Run(
        "merge { just 1 | deliverOn main }, { just 2 }",
        ["0.000 next 2", "0.000 next 1", "0.000 completed"]),
      Run(
        "merge { just 1 | deliverOn \"worker\" }, { just 2 }",
        ["0.000 next 2", "0.000 next 1", "0.000 completed"], "a scheduler of one's own"),
      Run(
        "merge { just 1 | deliverOn immediate }, { just 2 }",
        ["0.000 next 1", "0.000 next 2", "0.000 completed"], "immediate: no hop"),
      Run(
        "marbles \"a-b-#\" | deliverOn background",
        ["0.000 next \"a\"", "0.200 next \"b\"", "0.400 error \"marble error\""]),
    ])
  }

  func testDeliverOnMainThreadHopsOnlyBehindAWaitingEvent() {
    XCTAssertEqual(
      run("merge { just 1 | deliverOnMainThread }, { just 2 }"),
      ["0.000 next 1", "0.000 next 2", "0.000 completed"])
  }

  func testSubscribeOnSubscribesOneTurnLater() {
    assertRuns([
      Run(
        "merge { just 1 | subscribeOn main }, { just 2 }",
        ["0.000 next 2", "0.000 next 1", "0.000 completed"]),
      Run("from [1] | subscribeOn main | take 0", ["0.000 completed"]),
    ])
  }

  func testSchedulerNamesFromOtherToolsGetOurs() {
    for (program, words) in [
      ("from [1] | deliverOn mainThreadScheduler", "did you mean 'main'?"),
      ("from [1] | subscribeOn asyncScheduler", "did you mean 'background'?"),
      ("from [1] | deliverOn bakground", "did you mean 'background'?"),
      ("from [1] | deliverOn 1", "a scheduler is a name"),
    ] {
      let err = fails(program)
      XCTAssertTrue(err.contains(words), err)
      XCTAssertTrue(err.contains("[C047]"), err)
    }
  }

  func testRxOperatorAndSubjectNamesGetOurs() {
    for (program, words) in [
      ("from [1] | observeOn(main)", "did you mean deliverOn?"),
      ("from [1] | receive(main)", "did you mean deliverOn?"),
      ("PublishSubject()", "did you mean subject NAME?"),
      ("PassthroughSubject()", "did you mean subject NAME?"),
      ("Subject", "did you mean subject NAME?"),
      ("BehaviorSubject", "did you mean behaviorSubject NAME, V?"),
      ("CurrentValueSubject", "did you mean behaviorSubject NAME, V?"),
      ("ReplaySubject", "did you mean replaySubject NAME, N?"),
    ] {
      XCTAssertTrue(fails(program).contains(words), program + ": " + fails(program))
    }
    for program in ["subject s\ns.onNext(1)", "subject s\ns.next(1)", "subject s\ns.send(1)"] {
      let err = fails(program)
      XCTAssertTrue(err.contains("'send s, 1'") && err.contains("[H007]"), err)
    }
  }
}
