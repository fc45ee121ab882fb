/// Every message the lexer, parser and compiler produce, in one place.
enum Message {
  static func unexpected(_ found: String, expected: String) -> String { "expected \(expected), found \(found)" }
  static func unterminatedString() -> String { "unterminated string" }
  static func invalidEscape() -> String { "invalid escape in string" }
  static func invalidCharacter(_ c: Unicode.Scalar) -> String { "unexpected character '\(c)'" }
  static func invalidNumber() -> String { "invalid number" }
  static func unknownOperator(_ name: String, suggestion: String?) -> String {
    "unknown operator '\(name)'" + (suggestion.map { " (did you mean \($0)?)" } ?? "")
  }
  static func unknownSource(_ name: String, suggestion: String?) -> String {
    "unknown source or name '\(name)'" + (suggestion.map { " (did you mean \($0)?)" } ?? "")
  }
  static func unknownName(_ name: String, suggestion: String?) -> String {
    "unknown name '\(name)'" + (suggestion.map { " (did you mean \($0)?)" } ?? "")
  }
  static func unknownFunction(_ name: String, suggestion: String?) -> String {
    "unknown function '\(name)'" + (suggestion.map { " (did you mean \($0)?)" } ?? "")
  }
  static func arity(_ op: String, _ shape: String) -> String { "'\(op)' takes \(shape)" }
  static func expectedStream(_ op: String) -> String { "'\(op)' needs a pipeline: a block { … } or a name" }
  static func expectedBlock(_ op: String) -> String { "'\(op)' needs a block { … }" }
  static func notACount(_ op: String) -> String { "'\(op)': the count must be a non-negative integer" }
  static func notAPositiveTime(_ op: String) -> String { "'\(op)': \(positiveTimeRule)" }
  static func negativeTime(_ op: String) -> String { "'\(op)': \(nonNegativeTimeRule)" }
  static let positiveTimeRule = "the time must be a positive number"
  static let nonNegativeTimeRule = "the time must not be negative"
  static let finiteTimeRule = "the time must be a positive finite number"
  /// A repeating timer's shortest period (the printed resolution of time).
  static func periodRule(_ minimum: Double) -> String {
    "the period must be at least \(JSONWriter.string(.number(minimum))) seconds"
  }
  static func tooManyStages(_ reach: Int) -> String {
    "this statement passes through \(reach) stages, counting those of the let-bound pipelines and blocks it uses; at most \(Limits.stages) are allowed"
  }
  static func zeroStep() -> String { "'range': the step must not be 0" }
  static func shadowing(_ name: String) -> String { "'\(name)' is a built-in name and cannot be rebound" }
  static func notASubject(_ name: String) -> String { "'\(name)' is not a subject" }
  static func notACommand(_ name: String) -> String { "'\(name)' is not a command" }
  static func notAConnection(_ name: String) -> String { "'\(name)' is not a published pipeline" }
  static func sequenceOnly(_ op: String) -> String { "'\(op)' works on sequences only" }
  static func badMode(_ word: String) -> String { "unknown mode '\(word)' (expected lines, lenient, timed or items)" }
  static func unknownMeta(_ name: String) -> String { "unknown meta command ':\(name)'" }
  static func unknownMember(_ name: String, _ member: String) -> String {
    "'\(name)' has no stream '\(member)' (commands have executionSignals, executing, enabled, errors)"
  }
}
