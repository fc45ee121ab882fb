import SignalboxJQ
import SignalboxJSON

/// jq's remaining libm builtins and small helpers (docs/functions.md), jq 1.7.1's meaning
/// with the input first.
extension OperatorTable {
  static let jqMathFunctions: [OperatorSpec] = [
    mathEntry(
      "frexp", "frexp(N)",
      .own(
        summary:
          "`[mantissa, exponent]` with N = mantissa × 2^exponent · `[fraction, whole part]` · "
          + "N × 2^E · the rest of C's libm as jq has it: `rint` `nearbyint` `log1p` `expm1` "
          + "`logb` `gamma` (log of Γ) `lgamma` `tgamma` `pow10` `hypot` `fmin` `fmax` `drem` "
          + "`scalb` `fma`",
        rule: "",
        example:
          "just [frexp(12), modf(-3.5), ldexp(3, 2), hypot(3, 4), rint(2.5), fma(2, 3, 4)]"),
      .jq(JQMath.frexp)),
    mathEntry("modf", "modf(N)", .with("frexp"), .jq(JQMath.modf)),
    mathEntry(
      "ldexp", "ldexp(N, E)", .with("frexp"), .jq(JQMath.binary("ldexp", JQMath.ldexp))),
    mathEntry(
      "scalb", "scalb(N, E)", .with("frexp"), .jq(JQMath.binary("scalb", JQMath.ldexp))),
    mathEntry("rint", "rint(N)", .with("frexp"), .jq(JQMath.unary("rint", JQMath.rint))),
    mathEntry(
      "nearbyint", "nearbyint(N)", .with("frexp"),
      .jq(JQMath.unary("nearbyint", JQMath.rint))),
    mathEntry("log1p", "log1p(N)", .with("frexp"), .jq(JQMath.unary("log1p", JQMath.log1p))),
    mathEntry("expm1", "expm1(N)", .with("frexp"), .jq(JQMath.unary("expm1", JQMath.expm1))),
    mathEntry("logb", "logb(N)", .with("frexp"), .jq(JQMath.unary("logb", JQMath.logb))),
    mathEntry("gamma", "gamma(N)", .with("frexp"), .jq(JQMath.unary("gamma", JQMath.gamma))),
    mathEntry(
      "lgamma", "lgamma(N)", .with("frexp"), .jq(JQMath.unary("lgamma", JQMath.gamma))),
    mathEntry(
      "tgamma", "tgamma(N)", .with("frexp"), .jq(JQMath.unary("tgamma", JQMath.tgamma))),
    mathEntry("pow10", "pow10(N)", .with("frexp"), .jq(JQMath.unary("pow10", JQMath.exp10))),
    mathEntry(
      "hypot", "hypot(A, B)", .with("frexp"), .jq(JQMath.binary("hypot", JQMath.hypot))),
    mathEntry("fmin", "fmin(A, B)", .with("frexp"), .jq(JQMath.binary("fmin", JQMath.fmin))),
    mathEntry("fmax", "fmax(A, B)", .with("frexp"), .jq(JQMath.binary("fmax", JQMath.fmax))),
    mathEntry("drem", "drem(A, B)", .with("frexp"), .jq(JQMath.binary("drem", JQMath.drem))),
    mathEntry("fma", "fma(A, B, C)", .with("frexp"), .jq(JQMath.fma)),
    mathEntry(
      "bsearch", "bsearch(A, X)",
      .own(
        summary:
          "X's index in the sorted array A, or -1 minus the index where it would go (jq's "
          + "order of values)",
        rule: "", example: "just [bsearch([1, 2, 3], 2), bsearch([1, 2, 3], 0), bsearch([1, 3], 2)]"
      ),
      .jq(JQMath.bsearch)),
    mathEntry(
      "todateiso8601", "todateiso8601(N)",
      .own(
        summary: "`todate` and `fromdate` by their longer jq names", rule: "",
        example:
          "just [todateiso8601(1425599507), fromdateiso8601(\"2015-03-05T23:51:47Z\")]"),
      .jq(JQMath.todateiso8601)),
    mathEntry(
      "fromdateiso8601", "fromdateiso8601(S)", .with("todateiso8601"),
      .jq(JQMath.fromdateiso8601)),
    mathEntry(
      "toarray", "toarray(V)",
      .own(
        summary: "V if it is an array, else `[V]`", rule: "",
        example: "just [toarray(1), toarray([1])]"),
      .jq(JQMath.toarray)),
    mathEntry(
      "have_literal_numbers", "have_literal_numbers()",
      .own(
        summary:
          "true: integers of 16 digits or more keep their digits (see Numbers) · false: "
          + "arithmetic is on doubles, not decimals",
        rule: "", example: "just [have_literal_numbers(), have_decnum()]"),
      .jq(JQMath.haveLiteralNumbers)),
    mathEntry(
      "have_decnum", "have_decnum()", .with("have_literal_numbers"), .jq(JQMath.haveDecnum)),
  ]

  private static func mathEntry(
    _ name: String, _ form: String, _ doc: OperatorSpec.Doc, _ compile: OperatorSpec.Compile
  ) -> OperatorSpec {
    OperatorSpec(
      name: name, role: .function, group: .functions, forms: [form], doc: doc, compile: compile)
  }
}
