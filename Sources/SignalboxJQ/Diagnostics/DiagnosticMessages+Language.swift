import SignalboxJSON

/// IDs of the jq language (`Language/`): its compile errors and the errors its evaluator
/// raises itself (a builtin's own errors keep the IDs of the builtin's row).
extension DiagnosticMessage.ID {
  /// A jq filter that does not parse (`jq: error: syntax error …`).
  public static let jqSyntax = Self("Q001")
  /// A jq name or `$variable` that is not defined (`f/1 is not defined`).
  public static let jqUndefined = Self("Q002")
  /// A jq runtime error raised by the language (indexing, arithmetic, iteration).
  public static let jqRuntime = Self("Q003")
  /// jq recursion deeper than the evaluator allows.
  public static let jqTooDeep = Self("Q004")
  /// A jq module that cannot be found or read.
  public static let jqModule = Self("Q005")
}
