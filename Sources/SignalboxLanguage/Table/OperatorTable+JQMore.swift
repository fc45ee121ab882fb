import SignalboxJQ
import SignalboxJSON

/// More of jq's builtins (docs/functions.md), jq 1.7's meaning with the input first.
extension OperatorTable {
  static let jqMoreFunctions: [OperatorSpec] = [
    entry(
      "ascii_downcase", "ascii_downcase(S)",
      .own(
        summary: "S with A–Z in lower case · with a–z in upper case (other characters as they are)",
        rule: "", example: "just [ascii_downcase(\"ÀBc\"), ascii_upcase(\"àbC\")]"),
      .jq(JQBuiltins.asciiDowncase)),
    entry(
      "ascii_upcase", "ascii_upcase(S)", .with("ascii_downcase"),
      .jq(JQBuiltins.asciiUpcase)),
    entry(
      "index", "index(V, PART)",
      .own(
        summary:
          "the first · the last place of PART in V (as `indices`: code points in a string), null "
          + "when there is none",
        rule: "",
        example:
          "just [index(\"a,b, cd, efg\", \", \"), rindex(\"a,b, cd, efg\", \", \"), index([1, 2, "
          + "1], 1), index(\"abc\", \"z\")]"
      ), .jq(JQBuiltins.index)),
    entry("rindex", "rindex(V, PART)", .with("index"), .jq(JQBuiltins.rindex)),
    entry(
      "explode", "explode(S)",
      .own(
        summary: "S's code points as numbers · the string of an array of code points", rule: "",
        example: "just [explode(\"a\\u0304\"), implode([97, 772]), len(implode([97, 772]))]"),
      .jq(JQBuiltins.explode)),
    entry("implode", "implode(A)", .with("explode"), .jq(JQBuiltins.implode)),
    entry(
      "first", "first(A)",
      .own(
        summary:
          "the first · the last · the Nth item of an array (from 0), null when there is none",
        rule: "",
        example: "just [first([1, 2, 3]), last([1, 2, 3]), nth([1, 2, 3], 1), " + "first([])]"),
      .jq(JQBuiltins.first)),
    entry("last", "last(A)", .with("first"), .jq(JQBuiltins.last)),
    entry("nth", "nth(A, N)", .with("first"), .jq(JQBuiltins.nth)),
    entry(
      "transpose", "transpose(A)",
      .own(
        summary: "the rows of an array of arrays as columns, short rows padded with null", rule: "",
        example: "just transpose([[1, 2], [3]])"), .jq(JQBuiltins.transpose)),
    entry(
      "combinations", "combinations(A[, N])",
      .own(
        summary:
          "every array taking one item from each array of A, in order (jq's stream, as an array) "
          + "· from N copies of A",
        rule: "", example: "just [combinations([[1, 2], [3, 4]]), combinations([0, 1], 2)]"),
      .jq(JQBuiltins.combinations)),
    entry(
      "error", "error(V)",
      .own(
        summary:
          "an evaluation error whose message is V (a string as it is, anything else as its JSON "
          + "and \" (not a string)\")",
        rule: "", example: "from [1, 2] | map x == 2 ? error(\"two\") : x"),
      .jq(JQBuiltins.error)),
    entry(
      "group_by", "group_by(A, F)",
      .own(
        summary:
          "the items of A in groups of equal F, in F's order · the first item of each F · the "
          + "item with the least F (the first such) · the greatest F (the last such); F is an "
          + "expression over `x`, each item in turn",
        rule: "",
        example:
          "just [group_by([1, 2, 3, 4], x % 2), unique_by([\"ab\", \"c\", \"de\"], len(x)), "
          + "min_by([{a: 2}, {a: 1}], x.a), max_by([{a: 2}, {a: 1}], x.a)]"
      ), .jqFilter(JQBuiltins.groupBy)),
    entry("unique_by", "unique_by(A, F)", .with("group_by"), .jqFilter(JQBuiltins.uniqueBy)),
    entry("min_by", "min_by(A, F)", .with("group_by"), .jqFilter(JQBuiltins.minBy)),
    entry("max_by", "max_by(A, F)", .with("group_by"), .jqFilter(JQBuiltins.maxBy)),
    entry(
      "any", "any(A[, F])",
      .own(
        summary:
          "whether some · every item of A is true (not false or null), or F of it when F is given",
        rule: "",
        example: "just [any([false, 1]), all([1, null]), any([1, 2], x > 1), all([], " + "x)]"),
      .jqFilter(JQBuiltins.any)),
    entry("all", "all(A[, F])", .with("any"), .jqFilter(JQBuiltins.all)),
    entry(
      "map_values", "map_values(V, F)",
      .own(
        summary:
          "F of each value of an object (keys kept) or item of an array · `from_entries` of F of "
          + "each `{key, value}` entry of O",
        rule: "",
        example:
          "just [map_values({a: 1, b: 2}, x * 10), with_entries({a: 1, b: 2}, {key: "
          + "upper(x.key), value: x.value + 1})]"
      ), .jqFilter(JQBuiltins.mapValues)),
    entry(
      "with_entries", "with_entries(O, F)", .with("map_values"),
      .jqFilter(JQBuiltins.withEntries)),
    entry(
      "walk", "walk(V, F)",
      .own(
        summary:
          "F applied to every value in V, innermost first, keys kept in order (jq 1.7's `walk`)",
        rule: "", example: "just walk([1, [2, {a: 3}]], type(x) == \"number\" ? x + 1 : x)"),
      .jqFilter(JQBuiltins.walk)),
    entry(
      "setpath", "setpath(V, PATH, X)",
      .own(
        summary:
          "V with X at PATH, null filled in where the path leaves V · V without each path of "
          + "PATHS · without each PATH (an array, a key or an index) · only what the paths reach "
          + "(jq 1.7's `pick`)",
        rule: "",
        example:
          "just [setpath({a: 1}, [\"b\", 1], true), delpaths([1, 2, 3], [[0], [2]]), del({a: 1, "
          + "b: 2}, \"a\"), pick({a: {b: 1, c: 2}, d: 3}, [\"a\", \"b\"])]"
      ), .jq(JQBuiltins.setpath)),
    entry("delpaths", "delpaths(V, PATHS)", .with("setpath"), .jq(JQBuiltins.delpaths)),
    entry("del", "del(V, PATH…)", .with("setpath"), .jq(JQBuiltins.del)),
    entry("pick", "pick(V, PATH…)", .with("setpath"), .jq(JQBuiltins.pick)),
    entry(
      "tostream", "tostream(V)",
      .own(
        summary:
          "jq's streaming form of V as an array of events: `[path, leaf]`, and `[path of its "
          + "last item]` closing an array or object · the values such events describe",
        rule: "", example: "just [tostream({a: [1, 2]}), fromstream(tostream({a: [1, 2]}))]"),
      .jq(JQBuiltins.tostream)),
    entry("fromstream", "fromstream(EVENTS)", .with("tostream"), .jq(JQBuiltins.fromstream)),
    entry(
      "splits", "splits(S, RE[, FLAGS])",
      .own(
        summary:
          "the parts of S between the matches of RE (jq's stream, as an array; `split(S, RE, "
          + "FLAGS)` is the same) · each match's text, or the array of its groups' texts when RE "
          + "has groups",
        rule: "",
        example:
          "just [splits(\"a1b22c\", \"[0-9]+\"), scan(\"a1b22c\", \"[0-9]+\"), scan(\"k=v, "
          + "x=y\", \"(\\\\w)=(\\\\w)\")]"
      ), .jq(JQRegex.splits)),
    entry("scan", "scan(S, RE[, FLAGS])", .with("splits"), .jq(JQRegex.scan)),
    entry(
      "trunc", "trunc(N)",
      .own(
        summary:
          "jq's libm functions of a number: toward zero · the absolute value · the natural "
          + "logarithm (jq's `log`) · base 10 · base 2 logarithm · e · 10 · 2 to the power N · "
          + "the cube root · the significand",
        rule: "",
        example:
          "just [trunc(-2.5), fabs(-2), ln(1), log10(1000), log2(8), exp(0), exp10(2), exp2(3), "
          + "cbrt(27), significand(12)]"
      ), .jq(JQMath.unary("trunc") { $0.rounded(.towardZero) })),
    entry("fabs", "fabs(N)", .with("trunc"), .jq(JQMath.unary("fabs") { Swift.abs($0) })),
    entry("ln", "ln(N)", .with("trunc"), .jq(JQMath.ln)),
    entry("log10", "log10(N)", .with("trunc"), .jq(JQMath.unary("log10", JQMath.log10))),
    entry("log2", "log2(N)", .with("trunc"), .jq(JQMath.unary("log2", JQMath.log2))),
    entry("exp", "exp(N)", .with("trunc"), .jq(JQMath.unary("exp", JQMath.exp))),
    entry("exp10", "exp10(N)", .with("trunc"), .jq(JQMath.unary("exp10", JQMath.exp10))),
    entry("exp2", "exp2(N)", .with("trunc"), .jq(JQMath.unary("exp2", JQMath.exp2))),
    entry("cbrt", "cbrt(N)", .with("trunc"), .jq(JQMath.unary("cbrt", JQMath.cbrt))),
    entry(
      "significand", "significand(N)", .with("trunc"),
      .jq(JQMath.unary("significand") { $0.significand })),
    entry(
      "sin", "sin(N)",
      .own(
        summary: "trigonometry in radians, as jq's (libm)", rule: "",
        example: "just [sin(0), cos(0), atan2(1, 1) * 4, tanh(0), acos(1)]"),
      .jq(JQMath.unary("sin", JQMath.sin))),
    entry("cos", "cos(N)", .with("sin"), .jq(JQMath.unary("cos", JQMath.cos))),
    entry("tan", "tan(N)", .with("sin"), .jq(JQMath.unary("tan", JQMath.tan))),
    entry("asin", "asin(N)", .with("sin"), .jq(JQMath.unary("asin", JQMath.asin))),
    entry("acos", "acos(N)", .with("sin"), .jq(JQMath.unary("acos", JQMath.acos))),
    entry("atan", "atan(N)", .with("sin"), .jq(JQMath.unary("atan", JQMath.atan))),
    entry("atan2", "atan2(Y, X)", .with("sin"), .jq(JQMath.atan2)),
    entry("sinh", "sinh(N)", .with("sin"), .jq(JQMath.unary("sinh", JQMath.sinh))),
    entry("cosh", "cosh(N)", .with("sin"), .jq(JQMath.unary("cosh", JQMath.cosh))),
    entry("tanh", "tanh(N)", .with("sin"), .jq(JQMath.unary("tanh", JQMath.tanh))),
    entry(
      "isnan", "isnan(N)",
      .own(
        summary:
          "whether N is NaN · infinite · a normal number (not 0, subnormal, infinite or NaN) · "
          + "NaN · infinity (printed as in jq: NaN as null, infinity as the greatest double)",
        rule: "",
        example: "just [isnan(nan()), isinfinite(-infinite()), isnormal(0), nan(), infinite()]"),
      .jq(JQMath.isnan)),
    entry("isinfinite", "isinfinite(N)", .with("isnan"), .jq(JQMath.isinfinite)),
    entry("isnormal", "isnormal(N)", .with("isnan"), .jq(JQMath.isnormal)),
    entry("nan", "nan()", .with("isnan"), .jq(JQMath.nan)),
    entry("infinite", "infinite()", .with("isnan"), .jq(JQMath.infinite)),
    entry(
      "gmtime", "gmtime(N)",
      .own(
        summary:
          "epoch seconds as jq's broken-down time `[year, month 0–11, day, hours, minutes, "
          + "seconds, weekday, day of the year]`, UTC · such a time as epoch seconds · epoch "
          + "seconds or such a time formatted with C's `strftime` (UTC) · text read with C's "
          + "`strptime`",
        rule: "",
        example:
          "just [gmtime(1425599507), mktime(gmtime(1425599507)), strftime(1425599507, "
          + "\"%Y-%m-%dT%H:%M:%SZ\"), strptime(\"2015-03-05T23:51:47Z\", \"%Y-%m-%dT%H:%M:%SZ\")]"
      ), .jq(JQDates.gmtime)),
    entry("mktime", "mktime(T)", .with("gmtime"), .jq(JQDates.mktime)),
    entry("strftime", "strftime(V, FORMAT)", .with("gmtime"), .jq(JQDates.strftime)),
    entry("strptime", "strptime(S, FORMAT)", .with("gmtime"), .jq(JQDates.strptime)),
    entry(
      "input_filename", "input_filename()",
      .own(
        summary:
          "null: input comes from `stdin`, or from `file \"PATH\"`, whose name the program holds",
        rule: "", example: "just input_filename()"), .jq(JQBuiltins.inputFilename)),
  ]

  private static func entry(
    _ name: String, _ form: String, _ doc: OperatorSpec.Doc, _ compile: OperatorSpec.Compile
  ) -> OperatorSpec {
    OperatorSpec(
      name: name, role: .function, group: .functions, forms: [form], doc: doc, compile: compile)
  }
}
