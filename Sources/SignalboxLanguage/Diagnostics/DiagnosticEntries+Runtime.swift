import Signalbox
import SignalboxJSON

/// Error events of operators (`R…`).
/// Each: what it means, a program that gets it, the same put right (and the standard input
/// both read). An empty `wrong`: no short program gets it (the meaning says why).
extension DiagnosticCatalogue {
  static let runtime: [DiagnosticEntry] = [
    .error(
      .expectedArray, text: "{op}: expected an array, got {got}",
      "from and seq take an array; the expression gave something else "
        + "when the pipeline was subscribed.",
      wrong: "let n = 5\nfrom n",
      right: "let n = [5]\nfrom n"),
    .error(
      .expectedPath, text: "file: expected a path string",
      "file takes a path, a string; the expression gave something else.",
      wrong: "file 5",
      right: "file \"/dev/null\""),
    .error(
      .expectedStream, text: "{op}: expected a stream, got {got}",
      "flatten and its kin take values that are streams (a block or "
        + "a let-bound pipeline); a value was not one.",
      wrong: "from [1, 2] | flatten",
      right: "from [1, 2] | map { just x } | flatten"),
    .error(
      .sequenceOfSignals,
      text: "flatten: a sequence cannot flatten a signal (apply 'signal' first)",
      "A sequence stage cannot wait for a signal: flattening a sequence "
        + "of signals needs the signal operators; apply 'signal' first.",
      wrong: "seq [1] | map { just x } | flatten",
      right: "seq [1] | map { just x } | signal | flatten 0"),
    .error(
      .timedOut, text: "timed out",
      "timeout: the source did not complete within the time.",
      wrong: "never | timeout 1",
      right: "just 1 | timeout 1"),
    .error(
      .nullResult, text: "tryMap: null result",
      "tryMap fails when its expression gives null (or fails).",
      wrong: "from [{\"a\": 1}, {}] | tryMap x.a",
      right: "from [{\"a\": 1}, {\"a\": 2}] | tryMap x.a"),
    .error(
      .expectedEvent, text: "dematerialize: expected an event object, got {got}",
      "dematerialize takes event objects ({\"kind\": \"next\", \"value\": "
        + "…}); a value was not one.",
      wrong: "from [1] | dematerialize",
      right: "from [{\"kind\": \"next\", \"value\": 1}, {\"kind\": \"completed\"}] "
        + "| dematerialize"),
    .error(
      .unknownEventKind, text: "dematerialize: unknown event kind \"{kind}\"",
      "An event object whose kind is not next, error or completed.",
      wrong: "from [{\"kind\": \"value\", \"value\": 1}] | dematerialize",
      right: "from [{\"kind\": \"next\", \"value\": 1}] | dematerialize"),
    .error(
      .marbleError, text: "marble error",
      "A marble diagram's '#' sends this error.",
      wrong: "marbles \"a#\"",
      right: "marbles \"a|\""),
    .error(
      .expectedPipeline, text: "{op}: expected a pipeline, got {got}",
      "The argument must be a pipeline (a block or a let-bound pipeline); "
        + "the expression gave a plain value.",
      wrong: "just 1 | takeUntil 5",
      right: "just 1 | takeUntil { never }"),
    .error(
      .expectedNumbers, text: "{op}: expected numbers",
      "range's bounds and step must be numbers.",
      wrong: "let a = \"1\"\nrange a, 3",
      right: "let a = 1\nrange a, 3"),
    .error(
      .nanBound, text: "{op}: the bounds and the step must be numbers, got {which} = NaN",
      "range's bounds or step computed to NaN.",
      wrong: "let a = 1e999 - 1e999\nrange a, 3",
      right: "let a = 1\nrange a, 3"),
    .error(
      .infiniteBound, text: "{op}: {what} must be finite",
      "range's start or step is infinite.",
      wrong: "let a = 1e999\nrange a, 3",
      right: "let a = 1\nrange a, 3"),
    .error(
      .streamTooDeep,
      text: "the stream would pass through more than \(Limits.stages) stages when subscribed "
        + "({nesting})",
      "A stream, when subscribed, would pass through more than 1000 "
        + "stages: streams made at run time (a block that uses a let-bound "
        + "pipeline) nest too deep. The compiler catches the literal cases "
        + "(C008); this is the run-time check.",
      wrong: "",
      right: "just 1 | map x + 1"),
    .error(
      .badCount, text: "{op}: the count must be a non-negative integer, got {got}",
      "A computed count is not a non-negative integer.",
      wrong: "let n = -1\nfrom [1, 2] | take n",
      right: "let n = 1\nfrom [1, 2] | take n"),
    .error(
      .badTimeAtRuntime, text: "{op}: {rule}, got {got}",
      "A computed time breaks the operator's rule (negative, or zero " + "for a period).",
      wrong: "let d = -1\njust 1 | delay d",
      right: "let d = 1\njust 1 | delay d"),
    .error(
      .sequenceNotReady,
      text: "{op}: the sequence is not available yet (its signal has not completed)",
      "A sequence used (by :show or a sequence stage) before the signal "
        + "it was made from, with 'sequence', has completed.",
      wrong: "",
      right: "seq [1, 2] | head"),
    .error(
      .predicateFailed, text: "try: predicate failed",
      "try without a message fails with this when its predicate is " + "false.",
      wrong: "from [1, -1] | try x > 0",
      right: "from [1, 2] | try x > 0"),
    .error(
      .rangeStalled,
      text: "{op}: the step {step} is below the spacing of numbers at {value}: the range "
        + "would repeat {value} forever",
      "range would stall: the step is too small to change numbers as " + "large as the bounds.",
      wrong: "range 1e16, 1e16 + 10",
      right: "range 1, 10"),
    .error(
      .badItemsPathStep,
      text: "items: a path step must be a key (a string) or an index (a non-negative "
        + "integer), not {part}",
      "A step of an items path is a key (a string) or an index (a non-negative " + "integer).",
      wrong: "stdin items [\"rows\", -1]",
      right: "stdin items [\"rows\", 0]",
      input: "{\"rows\": [[1, 2]]}"),
    .error(
      .badItemsPath,
      text: "items: the path must be a string (\"data.rows\") or an array of keys and "
        + "indexes, not {type}",
      "An items path is a string (\"data.rows\") or an array of keys " + "and indexes.",
      wrong: "stdin items 5",
      right: "stdin items \"rows\"",
      input: "{\"rows\": [1, 2]}"),
    .error(
      .noElements, text: "{op}: no elements in sequence",
      "last of a source that completed without a value (RxJS's EmptyError).",
      wrong: "empty | last",
      right: "just 1 | last"),
    .error(
      .tooManyElements, text: "{op}: too many matching values",
      "single of a source that sent a second (matching) value (RxJS's SequenceError).",
      wrong: "from [1, 2] | single",
      right: "from [1, 2] | single x > 1"),
    .error(
      .closesAtOnce, text: "{op}: the closing stream sent with no time passing",
      "bufferWhen's block made a stream that sent at the time it was subscribed (`just`, "
        + "`timer 0`): each buffer would close at once and the next open, for ever, with no "
        + "time passing (RxJS loops). Give the closing stream some time.",
      wrong: "marbles \"ab|\", 1 | bufferWhen { just 1 }",
      right: "marbles \"ab|\", 1 | bufferWhen { timer 1 }"),
    .error(
      .noMatchingElements, text: "{op}: no matching values",
      "single EXPR of a source whose values all failed EXPR (RxJS's NotFoundError).",
      wrong: "from [1, 2] | single x > 5",
      right: "from [1, 2] | single x > 1"),
    .error(
      .badPositiveCount, text: "{op}: the count must be a positive integer, got {got}",
      "A computed count that must be a positive integer is 0 or less.",
      wrong: "let n = 0\nfrom [1, 2] | bufferCount n",
      right: "let n = 2\nfrom [1, 2] | bufferCount n"),
    .error(
      .badOption, text: "{op}: the option '{key}' must be {what}, got {got}",
      "An option of an object of options has a value of the wrong kind (a count that is "
        + "no non-negative integer, a flag that is no boolean); the message names both.",
      wrong: "marbles \"a#\", 1 | retry {count: \"a\"}",
      right: "from [1, 2] | retry {count: 1}"),
    .error(
      .expandTooDeep,
      text: "expand: a synchronous expansion of more than \(Limits.expandDepth) levels or "
        + "values waiting (the limit)",
      "A synchronous `expand` went more than 131072 levels deep (each value's stream sending "
        + "while the one it came from is subscribed), or held as many values waiting: an "
        + "expansion that never stops making values would run on without end.",
      wrong: "just 0 | expand {just x + 1}",
      right: "just 0 | expand {just x + 1 | filter x <= 100000} | takeLast 1"),
    .error(
      .collectTooBig,
      text: "{op}: the values held would take more than \(Limits.collectBytes) bytes (the "
        + "limit)",
      "A stage that holds a stream's values (`collect`, `toArray`, `sequence`, a `jq` filter "
        + "reading `inputs`, a buffer such as `bufferCount` or `bufferWithTime`) would hold "
        + "more than 1 GiB of them (estimated, each value counted in full even when values "
        + "share storage): the run would otherwise end in the allocator. Keep less (`map`, "
        + "`takeLast`) or fold as values come (`aggregate`).",
      wrong: "just (\"x\" * 1e4) * 1e3 | flatMap {just x | repeat | take 200} | collect",
      right: "just (\"x\" * 1e4) * 1e3 | flatMap {just x | repeat | take 200} | count"),
  ]
}

/// The IDs of these entries.
extension DiagnosticMessage.ID {
  package static let expectedArray = Self("R001")
  package static let expectedPath = Self("R002")
  package static let expectedStream = Self("R003")
  package static let sequenceOfSignals = Self("R004")
  // R005 `timedOut`, R024 `noElements`, R048 `closesAtOnce`: declared by the engine, which
  // raises them too (Signalbox/Diagnostics/DiagnosticEntries+Engine.swift).
  package static let nullResult = Self("R006")
  package static let expectedEvent = Self("R007")
  package static let unknownEventKind = Self("R008")
  package static let marbleError = Self("R009")
  package static let expectedPipeline = Self("R010")
  package static let expectedNumbers = Self("R011")
  package static let nanBound = Self("R013")
  package static let infiniteBound = Self("R014")
  package static let streamTooDeep = Self("R015")
  package static let badCount = Self("R016")
  package static let badTimeAtRuntime = Self("R017")
  package static let sequenceNotReady = Self("R018")
  package static let predicateFailed = Self("R019")
  package static let rangeStalled = Self("R020")
  package static let tooManyElements = Self("R044")
  package static let noMatchingElements = Self("R045")
  package static let badPositiveCount = Self("R025")
  package static let badOption = Self("R030")
  package static let badItemsPathStep = Self("R021")
  package static let badItemsPath = Self("R022")
  package static let expandTooDeep = Self("R031")
  package static let collectTooBig = Self("R032")
}
