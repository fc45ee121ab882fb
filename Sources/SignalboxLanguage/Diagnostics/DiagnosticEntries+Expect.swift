import SignalboxJSON

/// `expect` (`X…`): an expectation whose run did not show what it said, and a right-hand
/// side that cannot be read as a timeline.
extension DiagnosticCatalogue {
  static let expectations: [DiagnosticEntry] = [
    .error(
      .expectationFailed, text: "expectation failed{label}",
      "An `expect` statement ran its pipeline on a virtual clock of its own and the timeline "
        + "differs from the expected one: the expected and the actual marble rows follow "
        + "on one axis, then the first difference. The script goes on; its exit status is 1.",
      wrong: "expect marbles \"-a-b|\" == \"-a--b|\"",
      right: "expect marbles \"-a-b|\" == \"-a-b|\""),
    .error(
      .badExpectation, text: "expect: {what}",
      "The right-hand side of an `expect` is not a timeline: `[EVENTS]` takes objects "
        + "`{t: SECONDS, kind: \"next\", value: V}`, `{t, kind: \"completed\"}` or "
        + "`{t, kind: \"error\", message: M}` (or `materialize | timestamp`'s records); "
        + "`subscriptions ==` takes marble strings with one `^` and at most one `!`; "
        + "`emits N values` a count.",
      wrong: "expect just 1 == [1]",
      right: "expect just 1 == [{t: 0, kind: \"next\", value: 1}, {t: 0, kind: \"completed\"}]"),
  ]
}

extension DiagnosticMessage.ID {
  package static let expectationFailed = Self("X001")
  package static let badExpectation = Self("X002")
}

extension Message {
  package static func expectationFailed(_ label: String?) -> DiagnosticMessage {
    filled(.expectationFailed, ["label": label.map { ": \($0)" } ?? ""])
  }
  package static func badExpectation(_ what: String) -> DiagnosticMessage {
    filled(.badExpectation, ["what": what])
  }
}
