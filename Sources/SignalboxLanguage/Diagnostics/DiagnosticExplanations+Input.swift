import SignalboxJSON

/// Input data (`J…`): the `stdin` reader's and the JSON parser's errors.
/// Each: what it means, a program that gets it, the same put right (and the standard input
/// both read). An empty `wrong`: no short program gets it (the meaning says why).
extension DiagnosticMessage.ID {
  var inputExplanation: DiagnosticExplanation? {
    switch self {
    case .jsonEndOfInput:
      return DiagnosticExplanation(
        "The input data ended inside a value.",
        wrong: "stdin",
        right: "stdin | take 1",
        input: "{\"a\": 1}\n{\"a\":")
    case .jsonUnexpected:
      return DiagnosticExplanation(
        "A character that cannot start or continue a JSON value here. "
          + "(stdin lenient skips such lines, with a warning each; stdin " + "lines reads text.)",
        wrong: "stdin",
        right: "stdin lines",
        input: "1\n{x}\n2")
    case .jsonTooDeep:
      return DiagnosticExplanation(
        "Input values nested more than 1000 levels deep.",
        wrong: "stdin",
        right: "stdin lines",
        input: String(repeating: "[", count: 1001) + String(repeating: "]", count: 1001))
    case .jsonInvalidLiteral:
      return DiagnosticExplanation(
        "A word that is not true, false or null.",
        wrong: "stdin",
        right: "stdin lines",
        input: "trux")
    case .jsonControlCharacter:
      return DiagnosticExplanation(
        "A raw control character (a tab, a newline) inside a string; "
          + "write it as an escape (\\t, \\n).",
        wrong: "stdin",
        right: "stdin lines",
        input: "\"a\tb\"")
    case .jsonInvalidEscape:
      return DiagnosticExplanation(
        "An escape JSON does not have inside a string.",
        wrong: "stdin",
        right: "stdin lines",
        input: "\"a\\qb\"")
    case .jsonInvalidUnicodeEscape:
      return DiagnosticExplanation(
        "A \\u escape without four hex digits.",
        wrong: "stdin",
        right: "stdin lines",
        input: "\"\\u12\"")
    case .jsonTrailingText:
      return DiagnosticExplanation(
        "Text after the one JSON value a parse expects: --argjson NAME "
          + "JSON takes a single value (fromjson's reason reads the same, " + "under E021).",
        wrong: "",
        right: "just fromjson(\"[1, 2]\")")
    case .cannotOpen:
      return DiagnosticExplanation(
        "A data file that cannot be opened or read.",
        wrong: "file \"/nonexistent.json\"",
        right: "file \"/dev/null\"")
    case .recordedError:
      return DiagnosticExplanation(
        "A replayed recording's error event that had no message.",
        wrong: "stdin timed",
        right: "stdin lines",
        input: "{\"t\": 0, \"kind\": \"error\"}")
    case .itemsNotAContainer:
      return DiagnosticExplanation(
        "An items path goes through a value that is not an array or an " + "object.",
        wrong: "stdin items \"a\"",
        right: "stdin items",
        input: "{\"a\": 1}")
    case .itemsNoMember:
      return DiagnosticExplanation(
        "An items path names a member the object does not have.",
        wrong: "stdin items \"b\"",
        right: "stdin items \"a\"",
        input: "{\"a\": [1]}")
    case .itemsNoElement:
      return DiagnosticExplanation(
        "An items path names an element past the end of the array.",
        wrong: "stdin items [3]",
        right: "stdin items [0]",
        input: "[[1]]")
    default: return nil
    }
  }
}
