import SignalboxJSON

extension JQLibrary {
  /// The rest of jq's libm builtins, and `bsearch`, `toarray`, `have_literal_numbers`.
  package static let math: [JQFunction] = [
    JQFunction(
      "frexp", "frexp(N)", 1,
      .own(
        summary:
          "`[mantissa, exponent]` with N = mantissa × 2^exponent · `[fraction, whole part]` · "
          + "N × 2^E · the rest of C's libm as jq has it: `rint` `nearbyint` `log1p` `expm1` "
          + "`logb` `gamma` (log of Γ) `lgamma` `tgamma` `pow10` `hypot` `fmin` `fmax` `drem` "
          + "`scalb` `fma`",
        example:
          "just [frexp(12), modf(-3.5), ldexp(3, 2), hypot(3, 4), rint(2.5), fma(2, 3, 4)]"),
      JQMath.frexp),
    JQFunction(
      "modf", "modf(N)", 1,
      .with("frexp"),
      JQMath.modf),
    JQFunction(
      "ldexp", "ldexp(N, E)", 2,
      .with("frexp"),
      JQMath.binary(JQMath.ldexp)),
    JQFunction(
      "scalb", "scalb(N, E)", 2,
      .with("frexp"),
      JQMath.binary(JQMath.ldexp)),
    JQFunction(
      "rint", "rint(N)", 1,
      .with("frexp"),
      JQMath.unary(JQMath.rint)),
    JQFunction(
      "nearbyint", "nearbyint(N)", 1,
      .with("frexp"),
      JQMath.unary(JQMath.rint)),
    JQFunction(
      "log1p", "log1p(N)", 1,
      .with("frexp"),
      JQMath.unary(JQMath.log1p)),
    JQFunction(
      "expm1", "expm1(N)", 1,
      .with("frexp"),
      JQMath.unary(JQMath.expm1)),
    JQFunction(
      "logb", "logb(N)", 1,
      .with("frexp"),
      JQMath.unary(JQMath.logb)),
    JQFunction(
      "gamma", "gamma(N)", 1,
      .with("frexp"),
      JQMath.unary(JQMath.gamma)),
    JQFunction(
      "lgamma", "lgamma(N)", 1,
      .with("frexp"),
      JQMath.unary(JQMath.gamma)),
    JQFunction(
      "tgamma", "tgamma(N)", 1,
      .with("frexp"),
      JQMath.unary(JQMath.tgamma)),
    JQFunction(
      "pow10", "pow10(N)", 1,
      .with("frexp"),
      JQMath.unary(JQMath.exp10)),
    JQFunction(
      "hypot", "hypot(A, B)", 2,
      .with("frexp"),
      JQMath.binary(JQMath.hypot)),
    JQFunction(
      "fmin", "fmin(A, B)", 2,
      .with("frexp"),
      JQMath.binary(JQMath.fmin)),
    JQFunction(
      "fmax", "fmax(A, B)", 2,
      .with("frexp"),
      JQMath.binary(JQMath.fmax)),
    JQFunction(
      "drem", "drem(A, B)", 2,
      .with("frexp"),
      JQMath.binary(JQMath.drem)),
    JQFunction(
      "fma", "fma(A, B, C)", 3,
      .with("frexp"),
      JQMath.fma),
    JQFunction(
      "bsearch", "bsearch(A, X)", 2,
      .own(
        summary:
          "X's index in the sorted array A, or -1 minus the index where it would go (jq's "
          + "order of values)",
        example: "just [bsearch([1, 2, 3], 2), bsearch([1, 2, 3], 0), bsearch([1, 3], 2)]"
      ),
      JQMath.bsearch),
    JQFunction(
      "todateiso8601", "todateiso8601(N)", 1,
      .own(
        summary: "`todate` and `fromdate` by their longer jq names",
        example:
          "just [todateiso8601(1425599507), fromdateiso8601(\"2015-03-05T23:51:47Z\")]"),
      JQMath.todateiso8601),
    JQFunction(
      "fromdateiso8601", "fromdateiso8601(S)", 1,
      .with("todateiso8601"),
      JQMath.fromdateiso8601),
    JQFunction(
      "toarray", "toarray(V)", 1,
      .own(
        summary: "V if it is an array, else `[V]`", example: "just [toarray(1), toarray([1])]"),
      JQMath.toarray),
    JQFunction(
      "have_literal_numbers", "have_literal_numbers()", 0,
      .own(
        summary:
          "true: integers of 16 digits or more keep their digits (see Numbers) · false: "
          + "arithmetic is on doubles, not decimals",
        example: "just [have_literal_numbers(), have_decnum()]"),
      JQMath.haveLiteralNumbers),
    JQFunction(
      "have_decnum", "have_decnum()", 0,
      .with("have_literal_numbers"),
      JQMath.haveDecnum),
  ]
}
