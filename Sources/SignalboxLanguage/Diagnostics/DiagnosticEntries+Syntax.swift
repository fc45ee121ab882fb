import SignalboxJSON

/// The lexer's and the parser's entries (`L…`, `P…`), and the hints under them (`H00x`).
/// Each: what it means, a program that gets it, the same put right (and the standard input
/// both read). An empty `wrong`: no short program gets it (the meaning says why).
extension DiagnosticCatalogue {
  static let syntax: [DiagnosticEntry] = [
    .error(
      .unterminatedString, text: "unterminated string",
      "A string literal has no closing quote before the end of its " + "line.",
      wrong: "just \"hello",
      right: "just \"hello\""),
    .error(
      .invalidEscape, text: "invalid escape in string",
      "A string uses an escape JSON does not have; the escapes are "
        + "\\\\ \\\" \\/ \\b \\f \\n \\r \\t, \\uXXXX and \\( ) for interpolation.",
      wrong: "just \"a\\qb\"",
      right: "just \"a\\\\qb\""),
    .error(
      .invalidCharacter, text: "unexpected character '{character}'",
      "A character that starts no token of the language.",
      wrong: "just 1 @ 2",
      right: "just 1 + 2"),
    .error(
      .invalidNumber, text: "invalid number",
      "A number literal that cannot be read as a number. Every digit "
        + "string the lexer takes is readable today (a huge exponent reads "
        + "as infinity), so no program gets this; it stays as a guard.",
      wrong: "",
      right: "just 1e3"),
    .error(
      .emptyInterpolation, text: "empty interpolation: write an expression inside \\( )",
      "A string interpolation \\( ) with nothing inside.",
      wrong: "just \"n = \\()\"",
      right: "just \"n = \\(1 + 1)\""),
    .error(
      .interpolationTooDeep, text: "string interpolations nest more than {limit} deep",
      "String interpolations nested inside each other more than 32 " + "deep.",
      wrong: "just " + String(repeating: "\"\\(", count: 33) + "1"
        + String(repeating: ")\"", count: 33),
      right: "just \"a\\(\"b\\(1)\")\""),
    .error(
      .unexpected, text: "expected {expected}, found {found}",
      "The parser found a token where the grammar wants something else "
        + "(the message names both).",
      wrong: "from [1, 2] | map x *",
      right: "from [1, 2] | map x * 2"),
    .error(
      .chainedComparison, text: "comparisons cannot be chained; use parentheses",
      "Comparisons do not chain (a < b < c); combine two comparisons " + "with &&.",
      wrong: "from [1, 2, 3] | filter 1 < x < 3",
      right: "from [1, 2, 3] | filter 1 < x && x < 3"),
    .error(
      .nestedTooDeeply, text: "nested too deeply (more than {limit} levels)",
      "Brackets, blocks or parentheses nested more than 256 levels " + "deep.",
      wrong: "just " + String(repeating: "[", count: 300) + String(repeating: "]", count: 300),
      right: "just [[1]]"),
    .error(
      .expressionTooDeep,
      text: "expression too deep (more than {limit} levels, counting each operator of a "
        + "chain)",
      "An expression deeper than 1000 levels, counting each operator "
        + "of a chain (a + b + c …).",
      wrong: "just 1" + String(repeating: " + 1", count: 1001),
      right: "just 1 + 2 + 3"),
    .error(
      .pipelineTooLong, text: "a pipeline may have at most {limit} stages",
      "A pipeline with more than 1000 stages.",
      wrong: "just 1" + String(repeating: " | map x", count: 1001),
      right: "just 1 | map x + 1 | map x * 2"),
    .error(
      .itemsNotTimed,
      text: "'items' and 'timed' do not combine: items are sent as they arrive; 'timed' "
        + "replays a recording",
      "'items' (send the elements of a document as they arrive) and "
        + "'timed' (replay a recording with its times) are modes that do " + "not combine.",
      wrong: "stdin items timed",
      right: "stdin items",
      input: "[1, 2]"),
    .error(
      .singleEquals, text: "expected {expected}, found '=' (did you mean '=='?)",
      "A single '=' where a comparison fits: '=' only binds a name " + "(let); '==' compares.",
      wrong: "from [1, 2] | filter x = 1",
      right: "from [1, 2] | filter x == 1"),
    .error(
      .tooManyErrors, text: "too many errors; only the first {limit} are shown",
      "After 10 errors in one input the rest are not listed; fix the "
        + "first ones and run again.",
      wrong: (0...10).map { "from [1] | frob\($0)" }.joined(separator: "\n"),
      right: "from [1] | map x + 1"),
    .error(
      .looksLikeData,
      text: "this looks like {kind} data, not a program; to read it as data, run: signalbox "
        + "-e 'stdin' < FILE",
      "The program text is JSON or NDJSON data: without -e, signalbox "
        + "reads its program from standard input. Give the program with "
        + "-e and the data on standard input (or as files after it).",
      wrong: "{\"a\": 1}\n{\"a\": 2}",
      right: "stdin | map x.a",
      input: "{\"a\": 1}"),
    .note(
      .arrowFunction,
      text: "Signalbox has no arrow functions: an operator's expression sees the value as "
        + "'x' (and scan's accumulator as 'acc'); write 'map x * 2' or 'scan 0, acc + x'",
      "A note: an arrow function (JavaScript, RxJS). An operator's expression already sees "
        + "the value as x, and scan's accumulator as acc.",
      wrong: "from [1, 2] | map(x => x * 2)",
      right: "from [1, 2] | map x * 2"),
    .note(
      .subjectMethod,
      text: "a subject is sent to by a statement: 'send s, 1' (RxJS's s.next(1), RxSwift's "
        + "s.onNext(1)), 'complete s', 'fail s, \"why\"'",
      "A note: a subject's method (RxJS's s.next(V), RxSwift's s.onNext(V), Combine's "
        + "s.send(V)). Statements send to a subject here: send, complete, fail.",
      wrong: "subject s\ns.onNext(1)",
      right: "subject s\nsend s, 1"),
    .note(
      .swiftClosure,
      text: "Signalbox has no closures: the value is 'x'; write 'map x * 2' (a block { … } "
        + "is a pipeline: 'flattenMap { just x * 2 }')",
      "A note: a Swift closure ({ $0 * 2 }, { x in … }). The value is x; a block is a "
        + "pipeline, not a function.",
      wrong: "from [1, 2] | map { $0 * 2 }",
      right: "from [1, 2] | map x * 2"),
    .note(
      .pythonLambda,
      text: "Signalbox has no lambdas: an operator's expression sees the value as 'x'; write "
        + "'map x * 2'",
      "A note: a Python lambda. An operator's expression already sees the value as x.",
      wrong: "from [1, 2] | map(lambda x: x * 2)",
      right: "from [1, 2] | map x * 2"),
    .note(
      .blockIsAPipeline,
      text: "a block { … } is a pipeline, not an expression: write 'map x * 2', or "
        + "'flattenMap { just x * 2 }' for a stream per value",
      "A note: a block { … } after an operator is a pipeline (a stream per value, as "
        + "flattenMap takes), not an expression.",
      wrong: "from [1, 2] | map { x * 2 }",
      right: "from [1, 2] | flattenMap { just x * 2 }"),
    .note(
      .missingPipe, text: "missing '|' before '{stage}'",
      "A note: two stages without the '|' between them.",
      wrong: "from [1, 2, 3] map x * 2",
      right: "from [1, 2, 3] | map x * 2"),
    .note(
      .stageOnNextLine,
      text: "a line cannot start with '|': end the line before with '|' to continue its "
        + "pipeline on this one",
      "A note: a line that starts with '|' after a complete statement. A statement "
        + "continues on the next line when its line ends with '|'.",
      wrong: "from [1, 2]\n| map x * 2",
      right: "from [1, 2] |\nmap x * 2"),
  ]
}

/// The IDs of these entries.
extension DiagnosticMessage.ID {
  package static let unterminatedString = Self("L001")
  package static let invalidEscape = Self("L002")
  package static let invalidCharacter = Self("L003")
  package static let invalidNumber = Self("L004")
  package static let unexpected = Self("P001")
  package static let chainedComparison = Self("P002")
  package static let nestedTooDeeply = Self("P003")
  package static let expressionTooDeep = Self("P004")
  package static let pipelineTooLong = Self("P005")
  package static let singleEquals = Self("P007")
  package static let tooManyErrors = Self("P022")
  package static let looksLikeData = Self("P023")
  package static let arrowFunction = Self("H001")
  package static let swiftClosure = Self("H002")
  package static let pythonLambda = Self("H003")
  package static let blockIsAPipeline = Self("H004")
  package static let missingPipe = Self("H005")
  package static let stageOnNextLine = Self("H006")
  package static let emptyInterpolation = Self("L005")
  package static let interpolationTooDeep = Self("L006")
  package static let itemsNotTimed = Self("P006")
  package static let subjectMethod = Self("H007")
}
