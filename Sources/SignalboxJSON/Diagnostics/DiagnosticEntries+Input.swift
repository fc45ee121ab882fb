/// Input data (`J…`, and the reader's `R023`, `R026`).
/// Each: what it means, a program that gets it, the same put right (and the standard input
/// both read). An empty `wrong`: no short program gets it (the meaning says why).
extension DiagnosticCatalogue {
  static let inputData: [DiagnosticEntry] = [
    .error(
      .jsonEndOfInput, text: "unexpected end of input",
      "The input data ended inside a value.",
      wrong: "stdin",
      right: "stdin | take 1",
      input: "{\"a\": 1}\n{\"a\":"),
    .error(
      .jsonUnexpected, text: "unexpected character {shown}",
      "A character that cannot start or continue a JSON value here. "
        + "(stdin lenient skips such lines, with a warning each; stdin " + "lines reads text.)",
      wrong: "stdin",
      right: "stdin lines",
      input: "1\n{x}\n2"),
    .error(
      .jsonTooDeep, text: "values nested too deeply (more than {limit} levels)",
      "Input values nested more than 1000 levels deep.",
      wrong: "stdin",
      right: "stdin lines",
      input: String(repeating: "[", count: 1001) + String(repeating: "]", count: 1001)),
    .error(
      .jsonInvalidLiteral, text: "invalid literal",
      "A word that is not true, false or null.",
      wrong: "stdin",
      right: "stdin lines",
      input: "trux"),
    .error(
      .jsonControlCharacter, text: "control character in string",
      "A raw control character (a tab, a newline) inside a string; "
        + "write it as an escape (\\t, \\n).",
      wrong: "stdin",
      right: "stdin lines",
      input: "\"a\tb\""),
    .error(
      .jsonInvalidEscape, text: "invalid escape in string",
      "An escape JSON does not have inside a string.",
      wrong: "stdin",
      right: "stdin lines",
      input: "\"a\\qb\""),
    .error(
      .jsonInvalidUnicodeEscape, text: "invalid \\u escape in string",
      "A \\u escape without four hex digits.",
      wrong: "stdin",
      right: "stdin lines",
      input: "\"\\u12\""),
    .error(
      .jsonTrailingText, text: "unexpected text after the value",
      "Text after the one JSON value a parse expects: --argjson NAME "
        + "JSON takes a single value (fromjson's reason reads the same, " + "under E021).",
      wrong: "",
      right: "just fromjson(\"[1, 2]\")"),
    .error(
      .cannotOpen, text: "{path}: {reason}",
      "A data file that cannot be opened or read.",
      wrong: "file \"/nonexistent.json\"",
      right: "file \"/dev/null\""),
    .error(
      .recordedError, text: "error",
      "A replayed recording's error event that had no message.",
      wrong: "stdin timed",
      right: "stdin lines",
      input: "{\"t\": 0, \"kind\": \"error\"}"),
    .error(
      .itemsNotAContainer, text: "{what} is {kind}, not {wanted}",
      "An items path goes through a value that is not an array or an " + "object.",
      wrong: "stdin items \"a\"",
      right: "stdin items",
      input: "{\"a\": 1}"),
    .error(
      .itemsNoMember, text: "no member {key} in {container}",
      "An items path names a member the object does not have.",
      wrong: "stdin items \"b\"",
      right: "stdin items \"a\"",
      input: "{\"a\": [1]}"),
    .error(
      .itemsNoElement, text: "{container} has {count} element{s}, no element {index}",
      "An items path names an element past the end of the array.",
      wrong: "stdin items [3]",
      right: "stdin items [0]",
      input: "[[1]]"),
    .error(
      .lineTooLong,
      text: "{source}: a line longer than {limit} bytes (no newline found; lines are at most "
        + "{limit} bytes)",
      "stdin lines reads lines of at most 1 GiB; a line was longer "
        + "(no newline found). No example: it takes a gigabyte.",
      wrong: "",
      right: "stdin lines",
      input: "a"),
    .error(
      .emptyItemsPathStep,
      text: "items: empty step in the path {path} (write a key that is empty or has a "
        + "dot in the array form: [\"a.b\", \"\"])",
      "A dotted items path with an empty step (\"a..b\"); a key that is empty or has a dot "
        + "goes in the array form ([\"a.b\", \"\"]).",
      wrong: "stdin items \"a..b\"",
      right: "stdin items \"a.b\"",
      input: "{\"a\": {\"b\": [1]}}"),
  ]
}

/// The IDs of these entries.
extension DiagnosticMessage.ID {
  package static let jsonEndOfInput = Self("J001")
  package static let jsonUnexpected = Self("J002")
  package static let jsonTooDeep = Self("J003")
  package static let jsonInvalidLiteral = Self("J004")
  package static let jsonControlCharacter = Self("J005")
  package static let jsonInvalidEscape = Self("J006")
  package static let jsonInvalidUnicodeEscape = Self("J007")
  package static let jsonTrailingText = Self("J008")
  package static let cannotOpen = Self("J009")
  package static let recordedError = Self("J010")
  package static let itemsNotAContainer = Self("J011")
  package static let itemsNoMember = Self("J012")
  package static let itemsNoElement = Self("J013")
  package static let lineTooLong = Self("R023")
  package static let emptyItemsPathStep = Self("R026")
}
