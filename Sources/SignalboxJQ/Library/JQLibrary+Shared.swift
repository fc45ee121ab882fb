import SignalboxJSON

/// jq's builtins the language's table places among its own functions (the first section of
/// docs/functions.md: `utf8bytelength` under `len`, `abs`, `inside`, `range`).
extension JQLibrary {
  package static let utf8bytelength = JQFunction(
    "utf8bytelength", "utf8bytelength(S)", 1,
    .with("len"),
    JQBuiltins.utf8bytelength)

  package static let abs = JQFunction(
    "abs", "abs(N)", 1,
    .own(
      summary:
        "the absolute value (anything but a number as it is, as jq 1.7.1) · the square root · "
        + "A to the power B, a whole number below 1024 in size",
      example: "from [-9, 4] | map [abs(x), sqrt(abs(x)), pow(x, 2)]\njust abs(\"abc\")"),
    JQBuiltins.abs)

  package static let inside = JQFunction(
    "inside", "inside(A, B)", 2,
    .with("contains"),
    JQBuiltins.inside)

  package static let range = JQFunction(
    "range", "range([A, ]B[, STEP])", .between(1, 3),
    .own(
      summary:
        "the array A, A + STEP … up to but not including B (A is 0 and STEP 1 when left out; "
        + "at most 4 194 304 items, the array limit)",
      example: "just 4 | map [range(x), range(1, x), range(0, 10, 3), range(5, 0, -2)]"),
    JQBuiltins.range)
}

extension JQLibrary {
  /// jq's `split/2` with flags (`split(S, RE, FLAGS)`), which the language's `split` calls
  /// with three arguments; not a row of its own (the language's `split` has the name).
  package static let split = JQFunction(
    "split", "split(S, RE, FLAGS)", .between(2, 3), .with("split"), JQRegex.split)
}
