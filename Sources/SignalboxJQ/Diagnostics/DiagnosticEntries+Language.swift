import SignalboxJSON

/// The jq language's own messages (`Language/`): its compile errors and the errors its
/// evaluator raises itself (a builtin's own errors keep the IDs of the builtin's row).
/// `signalbox jq` prints them in jq's words, without an ID, as jq does; in a pipeline the
/// `jq '…'` stage reports them under its own IDs (C051 for a filter that does not compile,
/// R070 for an error on a value), so no short pipeline program gets these IDs. Their text is
/// jq's own message (`{message}`), which `JQError` carries in jq's words.
extension DiagnosticCatalogue {
  package static let jqLanguage: [DiagnosticEntry] = [
    DiagnosticEntry(
      .jqSyntax,
      severity: .error,
      text: "{message}",
      "A jq filter that does not parse (jq's `syntax error`). signalbox jq exits with status "
        + "3; the jq stage reports it as C051.",
      wrong: "",
      right: "from [1] | jq '.'"),
    DiagnosticEntry(
      .jqUndefined,
      severity: .error,
      text: "{message}",
      "A jq function or `$variable` that is not defined (`f/1 is not defined`). signalbox jq "
        + "exits with status 3; the jq stage reports it as C051.",
      wrong: "",
      right: "from [1] | jq 'def f: .; f'"),
    DiagnosticEntry(
      .jqRuntime,
      severity: .error,
      text: "{message}",
      "A jq error raised by the language itself (indexing, arithmetic, iteration, `error`). "
        + "signalbox jq prints `jq: error (at FILE:N): …`; the jq stage sends it as R070.",
      wrong: "",
      right: "from [{\"a\": 1}] | jq '.a'"),
    DiagnosticEntry(
      .jqTooDeep,
      severity: .error,
      text: "{message}",
      "A jq function recursed deeper than the evaluator allows (100 000 calls, or the stack "
        + "nearly used up): an error instead of a crash.",
      wrong: "",
      right: "from [3] | jq 'def f: if . > 0 then . - 1 | f else . end; f'"),
    DiagnosticEntry(
      .jqModule,
      severity: .error,
      text: "{message}",
      "A jq module named by `import` or `include` that cannot be found in the -L paths or "
        + "read.",
      wrong: "",
      right: "from [1] | jq '.'"),
    DiagnosticEntry(
      .jqTooBig,
      severity: .error,
      text: "{message}",
      "A value a jq filter builds would take more than 1 GiB (an array collected by `[…]`, "
        + "`+` of two strings or arrays, `\"s\" * n`, `explode`, `@base64`): checked before "
        + "it is built, a jq error instead of the allocator's abort; the jq stage sends it as "
        + "R070.",
      wrong: "",
      right: "from [3] | jq '[range(0; .)]'"),
  ]
}

/// The IDs of these entries.
extension DiagnosticMessage.ID {
  /// A jq filter that does not parse (`jq: error: syntax error …`).
  package static let jqSyntax = Self("Q001")
  /// A jq name or `$variable` that is not defined (`f/1 is not defined`).
  package static let jqUndefined = Self("Q002")
  /// A jq runtime error raised by the language (indexing, arithmetic, iteration).
  package static let jqRuntime = Self("Q003")
  /// jq recursion deeper than the evaluator allows.
  package static let jqTooDeep = Self("Q004")
  /// A jq module that cannot be found or read.
  package static let jqModule = Self("Q005")
  /// A value a jq filter builds past the budget of one value (`JQBudget.bytes`).
  package static let jqTooBig = Self("Q006")
}
