import SignalboxJSON

/// The `jq '…'` stage's messages: its filter is not raw text, does not compile, or fails on
/// a value. Each: what it means, a program that gets it, the same put right.
extension DiagnosticCatalogue {
  static let jqStage: [DiagnosticEntry] = [
    .error(
      .jqFilterNotText, text: "jq takes its filter as text in single quotes: jq '.a'",
      "The jq stage takes its filter as text written in place, in single quotes (raw text: "
        + "jq's double quotes and backslashes as they are, '' for one '); it is compiled "
        + "with the program, so it cannot be computed.",
      wrong: "from [1] | jq x",
      right: "from [1] | jq '.'"),
    .error(
      .jqStageCompile, text: "jq: {message}",
      "The jq stage's filter is not a jq 1.7.1 program: jq's own compile error, at the "
        + "stage. Nothing runs.",
      wrong: "from [1] | jq '.['",
      right: "from [1] | jq '.'"),
    .error(
      .jqStageError, text: "{message}",
      "The jq stage's filter raised an error on a value (`error(…)` or one of jq's, such as "
        + "`Cannot index number with \"a\"`): the values it gave before it are sent, then "
        + "the error event with jq's message and the stage's position.",
      wrong: "from [1] | jq '.a'",
      right: "from [1] | jq '.a?'"),
  ]
}

/// The IDs of these entries.
extension DiagnosticMessage.ID {
  package static let jqFilterNotText = Self("C050")
  package static let jqStageCompile = Self("C051")
  package static let jqStageError = Self("R070")
}

extension Message {
  static func jqFilterNotText() -> DiagnosticMessage { filled(.jqFilterNotText) }

  /// A jq error on a value: jq's message as it is (`Cannot index number with "a"`).
  static func jqStageError(_ message: String) -> DiagnosticMessage {
    filled(.jqStageError, ["message": message])
  }

  /// jq's compile error, in jq's words.
  static func jqStageCompile(_ message: String) -> DiagnosticMessage {
    filled(.jqStageCompile, ["message": message])
  }
}
