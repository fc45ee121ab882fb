import SignalboxJSON

/// The diagnostics catalogue: every message, made in one place with its stable ID
/// (`DiagnosticMessage.ID`, declared with its entry). Syntax and compile
/// errors here; error events and evaluation errors in `DiagnosticMessages+Runtime.swift`;
/// notes in `DiagnosticMessages+Hints.swift`; each entry's explanation in
/// `DiagnosticEntries+<Phase>.swift`. `DiagnosticCatalogueTests` renders every entry.
extension Message {
  // MARK: lexer

  static func unterminatedString() -> DiagnosticMessage {
    .init(.unterminatedString, "unterminated string")
  }
  static func invalidEscape() -> DiagnosticMessage {
    .init(.invalidEscape, "invalid escape in string")
  }
  static func invalidCharacter(_ c: Unicode.Scalar) -> DiagnosticMessage {
    .init(.invalidCharacter, "unexpected character '\(c)'")
  }
  static func invalidNumber() -> DiagnosticMessage { .init(.invalidNumber, "invalid number") }

  // MARK: parser

  static func unexpected(_ found: String, expected: String) -> DiagnosticMessage {
    .init(.unexpected, "expected \(expected), found \(found)")
  }
  /// A single `=` right after an operand (`filter x = 1`): most likely a comparison.
  static func singleEquals(expected: String) -> DiagnosticMessage {
    .init(.singleEquals, "expected \(expected), found '=' (did you mean '=='?)")
  }
  static func chainedComparison() -> DiagnosticMessage {
    .init(.chainedComparison, "comparisons cannot be chained; use parentheses")
  }
  static func nestedTooDeeply(_ limit: Int) -> DiagnosticMessage {
    .init(.nestedTooDeeply, "nested too deeply (more than \(limit) levels)")
  }
  static func expressionTooDeep(_ limit: Int) -> DiagnosticMessage {
    .init(
      .expressionTooDeep,
      "expression too deep (more than \(limit) levels, counting each operator of a chain)")
  }
  static func pipelineTooLong(_ limit: Int) -> DiagnosticMessage {
    .init(.pipelineTooLong, "a pipeline may have at most \(limit) stages")
  }

  /// After `limit` errors in one input, the rest are not listed.
  static func tooManyErrors(_ limit: Int) -> DiagnosticMessage {
    .init(.tooManyErrors, "too many errors; only the first \(limit) are shown")
  }
  /// The program text is JSON data: `stdin` (or a file) meant as input, not as a program.
  static func looksLikeData(_ kind: String) -> DiagnosticMessage {
    .init(
      .looksLikeData,
      "this looks like \(kind) data, not a program; to read it as data, run: "
        + "signalbox -e 'stdin' < FILE")
  }

  // MARK: compiler

  private static func didYouMean(_ suggestion: String?) -> String {
    suggestion.map { " (did you mean \($0)?)" } ?? ""
  }
  package static func unknownOperator(_ name: String, suggestion: String?) -> DiagnosticMessage {
    .init(.unknownOperator, "unknown operator '\(name)'" + didYouMean(suggestion))
  }
  static func unknownOperatorMeaning(_ name: String, _ target: String, why: String)
    -> DiagnosticMessage
  {
    .init(.unknownOperatorMeaning, "unknown operator '\(name)' (did you mean \(target)? \(why))")
  }
  static func unknownSourceMeaning(_ name: String, _ target: String, why: String)
    -> DiagnosticMessage
  {
    .init(
      .unknownSourceMeaning, "unknown source or name '\(name)' (did you mean \(target)? \(why))")
  }
  static func unknownSource(_ name: String, suggestion: String?) -> DiagnosticMessage {
    .init(.unknownSource, "unknown source or name '\(name)'" + didYouMean(suggestion))
  }
  package static func unknownName(_ name: String, suggestion: String?) -> DiagnosticMessage {
    .init(.unknownName, "unknown name '\(name)'" + didYouMean(suggestion))
  }
  static func unknownFunction(_ name: String, suggestion: String?) -> DiagnosticMessage {
    .init(.unknownFunction, "unknown function '\(name)'" + didYouMean(suggestion))
  }
  static func arity(_ op: String, _ shape: String) -> DiagnosticMessage {
    .init(.arity, "'\(op)' takes \(shape)")
  }
  static func notACount(_ op: String) -> DiagnosticMessage {
    .init(.notACount, "'\(op)': the count must be a non-negative integer")
  }
  static func notAPositiveCount(_ op: String) -> DiagnosticMessage {
    .init(.notAPositiveCount, "'\(op)': the count must be a positive integer")
  }
  /// RxJS's order, the seed last (`scan acc + x, 0`).
  static func seedLast(_ op: String) -> DiagnosticMessage {
    .init(
      .seedLast,
      "'\(op)' takes the seed first: write '\(op) START, EXPR' "
        + "(RxJS's '\(op)(EXPR, START)' order would fold a constant)")
  }
  /// A literal time that breaks `rule` (one of the rules below).
  /// A key an RxJS config object of `op` does not take.
  static func unknownOption(_ op: String, _ key: String, _ keys: [String]) -> DiagnosticMessage {
    .init(
      .unknownOption,
      "'\(op)' has no option '\(key)' (it takes \(keys.joined(separator: ", ")))")
  }
  /// A config object was expected where something else stands.
  static func expectedOptions(_ op: String, _ keys: [String]) -> DiagnosticMessage {
    .init(
      .expectedOptions,
      "'\(op)' expects an object of options here, "
        + "{\(keys.map { "\($0): …" }.joined(separator: ", "))}"
    )
  }
  static func badTime(_ op: String, _ rule: String) -> DiagnosticMessage {
    .init(.badTime, "'\(op)': \(rule)")
  }
  static let positiveTimeRule = "the time must be a positive number"
  static let nonNegativeTimeRule = "the time must not be negative"
  static let finiteTimeRule = "the time must be a positive finite number"
  /// A repeating timer's shortest period (the printed resolution of time).
  static func periodRule(_ minimum: Double) -> String {
    "the period must be at least \(JSONWriter.string(.number(minimum))) seconds"
  }
  static func tooManyStages(_ reach: Int) -> DiagnosticMessage {
    .init(
      .tooManyStages,
      "this statement passes through \(reach) stages, counting those of the let-bound pipelines "
        + "and blocks it uses; at most \(Limits.stages) are allowed"
    )
  }
  static func zeroStep() -> DiagnosticMessage {
    .init(.zeroStep, "'range': the step must not be 0")
  }
  package static func shadowing(_ name: String) -> DiagnosticMessage {
    .init(.shadowing, "'\(name)' is a built-in name and cannot be rebound")
  }
  /// `let map = …`: an operator's or a source's name (SPEC §9).
  package static func shadowsOperator(_ name: String, source: Bool) -> DiagnosticMessage {
    .init(
      .shadowsOperator,
      "'\(name)' is \(source ? "a source" : "an operator") and cannot be rebound (a let may "
        + "shadow a function name, not an operator's or a source's)")
  }
  static func notASubject(_ name: String) -> DiagnosticMessage {
    .init(.notASubject, "'\(name)' is not a subject")
  }
  static func notACommand(_ name: String) -> DiagnosticMessage {
    .init(.notACommand, "'\(name)' is not a command")
  }
  static func notAConnection(_ name: String) -> DiagnosticMessage {
    .init(.notAConnection, "'\(name)' is not a published pipeline")
  }
  static func sequenceOnly(_ op: String) -> DiagnosticMessage {
    .init(.sequenceOnly, "'\(op)' works on sequences only")
  }
  static func badMode(_ word: String) -> DiagnosticMessage {
    .init(.badMode, "unknown mode '\(word)' (expected lines, lenient, timed or items)")
  }
  static func unknownMember(_ name: String, _ member: String) -> DiagnosticMessage {
    .init(
      .unknownMember,
      "'\(name)' has no stream '\(member)' (commands have "
        + OperatorTable.memberNames.joined(separator: ", ") + ")"
    )
  }
  /// RxJS TestScheduler's markers where a source's marble string cannot have them.
  static func coldSubscriptionPoint(_ op: String) -> DiagnosticMessage {
    .init(
      .marbleMarker,
      "'\(op)' is cold: it has no subscription point '^' (write hot \"…\" for a hot "
        + "source whose frames before '^' are missed)")
  }
  static func marbleUnsubscription(_ op: String) -> DiagnosticMessage {
    .init(
      .marbleMarker,
      "'\(op)': '!' marks an unsubscription, which a source's marble string cannot have "
        + "(end it with '|', or take N after it)")
  }
  static func marbleMarkerTwice(_ op: String) -> DiagnosticMessage {
    .init(.marbleMarker, "'\(op)': a marble string has at most one '^' and one '!'")
  }
  /// A `deliverOn`/`subscribeOn` argument that names no scheduler.
  static func unknownScheduler(_ name: String?, suggestion: String?) -> DiagnosticMessage {
    let what = name.map { "unknown scheduler '\($0)'" } ?? "a scheduler is a name"
    let hint = suggestion.map { " (did you mean '\($0)'?)" } ?? ""
    return .init(
      .unknownScheduler,
      "\(what)\(hint): main, background, immediate, or \"NAME\" for one of your own")
  }
  static func marblesNeedsLiteral() -> DiagnosticMessage {
    .init(.marblesNeedsLiteral, "'marbles' takes a string literal")
  }
  static func autoconnectWithoutPublish() -> DiagnosticMessage {
    .init(.autoconnectWithoutPublish, "'autoconnect' must follow 'publish'")
  }
  static func badTraceLabel() -> DiagnosticMessage {
    .init(.badTraceLabel, "'trace' takes a bare word or a string as its label")
  }
}
