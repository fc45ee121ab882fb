import SignalboxJSON

/// The language's messages: each fills its entry's text (a template whose `{name}`s are its
/// arguments), declared with its ID, severity and explanation in
/// `DiagnosticEntries+<Phase>.swift`. Syntax and compile errors here; error events and
/// evaluation errors in `DiagnosticMessages+Runtime.swift`; notes in
/// `DiagnosticMessages+Hints.swift`. `DiagnosticCatalogueTests` renders every entry.
extension Message {
  /// The message of the language's entry `id`: its text with `arguments` filled in.
  static func filled(
    _ id: DiagnosticMessage.ID, _ arguments: KeyValuePairs<String, String> = [:]
  ) -> DiagnosticMessage {
    DiagnosticCatalogue.languageMessage(id, arguments)
  }

  // MARK: lexer

  static func unterminatedString() -> DiagnosticMessage { filled(.unterminatedString) }
  static func invalidEscape() -> DiagnosticMessage { filled(.invalidEscape) }
  static func invalidCharacter(_ c: Unicode.Scalar) -> DiagnosticMessage {
    filled(.invalidCharacter, ["character": String(c)])
  }
  static func invalidNumber() -> DiagnosticMessage { filled(.invalidNumber) }

  // MARK: parser

  static func unexpected(_ found: String, expected: String) -> DiagnosticMessage {
    filled(.unexpected, ["expected": expected, "found": found])
  }
  /// A single `=` right after an operand (`filter x = 1`): most likely a comparison.
  static func singleEquals(expected: String) -> DiagnosticMessage {
    filled(.singleEquals, ["expected": expected])
  }
  static func chainedComparison() -> DiagnosticMessage { filled(.chainedComparison) }
  static func nestedTooDeeply(_ limit: Int) -> DiagnosticMessage {
    filled(.nestedTooDeeply, ["limit": "\(limit)"])
  }
  static func expressionTooDeep(_ limit: Int) -> DiagnosticMessage {
    filled(.expressionTooDeep, ["limit": "\(limit)"])
  }
  static func pipelineTooLong(_ limit: Int) -> DiagnosticMessage {
    filled(.pipelineTooLong, ["limit": "\(limit)"])
  }

  /// After `limit` errors in one input, the rest are not listed.
  static func tooManyErrors(_ limit: Int) -> DiagnosticMessage {
    filled(.tooManyErrors, ["limit": "\(limit)"])
  }
  /// The program text is JSON data: `stdin` (or a file) meant as input, not as a program.
  static func looksLikeData(_ kind: String) -> DiagnosticMessage {
    filled(.looksLikeData, ["kind": kind])
  }

  // MARK: compiler

  private static func didYouMean(_ suggestion: String?) -> String {
    suggestion.map { " (did you mean \($0)?)" } ?? ""
  }
  package static func unknownOperator(_ name: String, suggestion: String?) -> DiagnosticMessage {
    filled(.unknownOperator, ["name": name, "suggestion": didYouMean(suggestion)])
  }
  static func unknownOperatorMeaning(_ name: String, _ target: String, why: String)
    -> DiagnosticMessage
  {
    filled(.unknownOperatorMeaning, ["name": name, "target": target, "why": why])
  }
  static func unknownSourceMeaning(_ name: String, _ target: String, why: String)
    -> DiagnosticMessage
  {
    filled(.unknownSourceMeaning, ["name": name, "target": target, "why": why])
  }
  static func unknownSource(_ name: String, suggestion: String?) -> DiagnosticMessage {
    filled(.unknownSource, ["name": name, "suggestion": didYouMean(suggestion)])
  }
  package static func unknownName(_ name: String, suggestion: String?) -> DiagnosticMessage {
    filled(.unknownName, ["name": name, "suggestion": didYouMean(suggestion)])
  }
  static func unknownFunction(_ name: String, suggestion: String?) -> DiagnosticMessage {
    filled(.unknownFunction, ["name": name, "suggestion": didYouMean(suggestion)])
  }
  static func arity(_ op: String, _ shape: String) -> DiagnosticMessage {
    filled(.arity, ["op": op, "shape": shape])
  }
  static func notACount(_ op: String) -> DiagnosticMessage { filled(.notACount, ["op": op]) }
  static func notAPositiveCount(_ op: String) -> DiagnosticMessage {
    filled(.notAPositiveCount, ["op": op])
  }
  /// RxJS's order, the seed last (`scan acc + x, 0`).
  static func seedLast(_ op: String) -> DiagnosticMessage { filled(.seedLast, ["op": op]) }
  /// A key an RxJS config object of `op` does not take.
  static func unknownOption(_ op: String, _ key: String, _ keys: [String]) -> DiagnosticMessage {
    filled(.unknownOption, ["op": op, "key": key, "keys": keys.joined(separator: ", ")])
  }
  /// A config object was expected where something else stands.
  static func expectedOptions(_ op: String, _ keys: [String]) -> DiagnosticMessage {
    filled(
      .expectedOptions,
      ["op": op, "fields": keys.map { "\($0): …" }.joined(separator: ", ")])
  }
  /// A literal time that breaks `rule` (one of the rules below).
  static func badTime(_ op: String, _ rule: String) -> DiagnosticMessage {
    filled(.badTime, ["op": op, "rule": rule])
  }
  static let positiveTimeRule = "the time must be a positive number"
  static let nonNegativeTimeRule = "the time must not be negative"
  static let finiteTimeRule = "the time must be a positive finite number"
  /// A repeating timer's shortest period (the printed resolution of time).
  static func periodRule(_ minimum: Double) -> String {
    "the period must be at least \(JSONWriter.string(.number(minimum))) seconds"
  }
  static func tooManyStages(_ reach: Int) -> DiagnosticMessage {
    filled(.tooManyStages, ["reach": "\(reach)"])
  }
  static func zeroStep() -> DiagnosticMessage { filled(.zeroStep) }
  package static func shadowing(_ name: String) -> DiagnosticMessage {
    filled(.shadowing, ["name": name])
  }
  /// `let map = …`: an operator's or a source's name (SPEC §9).
  package static func shadowsOperator(_ name: String, source: Bool) -> DiagnosticMessage {
    filled(.shadowsOperator, ["name": name, "kind": source ? "a source" : "an operator"])
  }
  static func notASubject(_ name: String) -> DiagnosticMessage {
    filled(.notASubject, ["name": name])
  }
  static func notACommand(_ name: String) -> DiagnosticMessage {
    filled(.notACommand, ["name": name])
  }
  static func notAConnection(_ name: String) -> DiagnosticMessage {
    filled(.notAConnection, ["name": name])
  }
  static func sequenceOnly(_ op: String) -> DiagnosticMessage {
    filled(.sequenceOnly, ["op": op])
  }
  static func badMode(_ word: String) -> DiagnosticMessage { filled(.badMode, ["word": word]) }
  static func unknownMember(_ name: String, _ member: String) -> DiagnosticMessage {
    filled(
      .unknownMember,
      [
        "name": name, "member": member,
        "members": OperatorTable.memberNames.joined(separator: ", "),
      ])
  }
  /// RxJS TestScheduler's markers where a source's marble string cannot have them: one ID,
  /// its template `'{op}'{problem}`, the problem one of these.
  enum MarbleMarkerProblem {
    case cold, unsubscription, twice
    var text: String {
      switch self {
      case .cold:
        " is cold: it has no subscription point '^' (write hot \"…\" for a hot source "
          + "whose frames before '^' are missed)"
      case .unsubscription:
        ": '!' marks an unsubscription, which a source's marble string cannot have "
          + "(end it with '|', or take N after it)"
      case .twice: ": a marble string has at most one '^' and one '!'"
      }
    }
  }
  static func marbleMarker(_ op: String, _ problem: MarbleMarkerProblem) -> DiagnosticMessage {
    filled(.marbleMarker, ["op": op, "problem": problem.text])
  }
  static func coldSubscriptionPoint(_ op: String) -> DiagnosticMessage {
    marbleMarker(op, .cold)
  }
  static func marbleUnsubscription(_ op: String) -> DiagnosticMessage {
    marbleMarker(op, .unsubscription)
  }
  static func marbleMarkerTwice(_ op: String) -> DiagnosticMessage { marbleMarker(op, .twice) }
  /// A `deliverOn`/`subscribeOn` argument that names no scheduler.
  static func unknownScheduler(_ name: String?, suggestion: String?) -> DiagnosticMessage {
    filled(
      .unknownScheduler,
      [
        "what": name.map { "unknown scheduler '\($0)'" } ?? "a scheduler is a name",
        "suggestion": suggestion.map { " (did you mean '\($0)'?)" } ?? "",
      ])
  }
  static func marblesNeedsLiteral() -> DiagnosticMessage { filled(.marblesNeedsLiteral) }
  static func autoconnectWithoutPublish() -> DiagnosticMessage {
    filled(.autoconnectWithoutPublish)
  }
  static func badTraceLabel() -> DiagnosticMessage { filled(.badTraceLabel) }
}
