import SignalboxJSON

extension JQLibrary {
  /// The second half of `more`: jq's common maths, number tests and dates.
  static let moreNumbers: [JQFunction] = [
    JQFunction(
      "trunc", "trunc(N)", 1,
      .own(
        summary:
          "jq's libm functions of a number: toward zero · the absolute value · the natural "
          + "logarithm (jq's `log`) · base 10 · base 2 logarithm · e · 10 · 2 to the power N · "
          + "the cube root · the significand",
        example:
          "just [trunc(-2.5), fabs(-2), ln(1), log10(1000), log2(8), exp(0), exp10(2), exp2(3), "
          + "cbrt(27), significand(12)]"
      ),
      JQMath.unary { $0.rounded(.towardZero) }),
    JQFunction(
      "fabs", "fabs(N)", 1,
      .with("trunc"),
      JQMath.unary { Swift.abs($0) }),
    JQFunction(
      "ln", "ln(N)", 1,
      .with("trunc"),
      JQMath.ln),
    JQFunction(
      "log10", "log10(N)", 1,
      .with("trunc"),
      JQMath.unary(JQMath.log10)),
    JQFunction(
      "log2", "log2(N)", 1,
      .with("trunc"),
      JQMath.unary(JQMath.log2)),
    JQFunction(
      "exp", "exp(N)", 1,
      .with("trunc"),
      JQMath.unary(JQMath.exp)),
    JQFunction(
      "exp10", "exp10(N)", 1,
      .with("trunc"),
      JQMath.unary(JQMath.exp10)),
    JQFunction(
      "exp2", "exp2(N)", 1,
      .with("trunc"),
      JQMath.unary(JQMath.exp2)),
    JQFunction(
      "cbrt", "cbrt(N)", 1,
      .with("trunc"),
      JQMath.unary(JQMath.cbrt)),
    JQFunction(
      "significand", "significand(N)", 1,
      .with("trunc"),
      JQMath.unary(JQMath.significand)),
    JQFunction(
      "sin", "sin(N)", 1,
      .own(
        summary: "trigonometry in radians, as jq's (libm)",
        example: "just [sin(0), cos(0), atan2(1, 1) * 4, tanh(0), acos(1)]"),
      JQMath.unary(JQMath.sin)),
    JQFunction(
      "cos", "cos(N)", 1,
      .with("sin"),
      JQMath.unary(JQMath.cos)),
    JQFunction(
      "tan", "tan(N)", 1,
      .with("sin"),
      JQMath.unary(JQMath.tan)),
    JQFunction(
      "asin", "asin(N)", 1,
      .with("sin"),
      JQMath.unary(JQMath.asin)),
    JQFunction(
      "acos", "acos(N)", 1,
      .with("sin"),
      JQMath.unary(JQMath.acos)),
    JQFunction(
      "atan", "atan(N)", 1,
      .with("sin"),
      JQMath.unary(JQMath.atan)),
    JQFunction(
      "atan2", "atan2(Y, X)", 2,
      .with("sin"),
      JQMath.atan2),
    JQFunction(
      "sinh", "sinh(N)", 1,
      .with("sin"),
      JQMath.unary(JQMath.sinh)),
    JQFunction(
      "cosh", "cosh(N)", 1,
      .with("sin"),
      JQMath.unary(JQMath.cosh)),
    JQFunction(
      "tanh", "tanh(N)", 1,
      .with("sin"),
      JQMath.unary(JQMath.tanh)),
    JQFunction(
      "isnan", "isnan(N)", 1,
      .own(
        summary:
          "whether N is NaN · infinite · a normal number (not 0, subnormal, infinite or NaN) · "
          + "NaN · infinity (printed as in jq: NaN as null, infinity as the greatest double)",
        example: "just [isnan(nan()), isinfinite(-infinite()), isnormal(0), nan(), infinite()]"),
      JQMath.isnan),
    JQFunction(
      "isinfinite", "isinfinite(N)", 1,
      .with("isnan"),
      JQMath.isinfinite),
    JQFunction(
      "isnormal", "isnormal(N)", 1,
      .with("isnan"),
      JQMath.isnormal),
    JQFunction(
      "nan", "nan()", 0,
      .with("isnan"),
      JQMath.nan),
    JQFunction(
      "infinite", "infinite()", 0,
      .with("isnan"),
      JQMath.infinite),
    JQFunction(
      "gmtime", "gmtime(N)", 1,
      .own(
        summary:
          "epoch seconds as jq's broken-down time `[year, month 0–11, day, hours, minutes, "
          + "seconds, weekday, day of the year]`, UTC · such a time as epoch seconds · epoch "
          + "seconds or such a time formatted with C's `strftime` (UTC) · text read with C's "
          + "`strptime`",
        example:
          "just [gmtime(1425599507), mktime(gmtime(1425599507)), strftime(1425599507, "
          + "\"%Y-%m-%dT%H:%M:%SZ\"), strptime(\"2015-03-05T23:51:47Z\", \"%Y-%m-%dT%H:%M:%SZ\")]"
      ),
      JQDates.gmtime),
    JQFunction(
      "mktime", "mktime(T)", 1,
      .with("gmtime"),
      JQDates.mktime),
    JQFunction(
      "strftime", "strftime(V, FORMAT)", 2,
      .with("gmtime"),
      JQDates.strftime),
    JQFunction(
      "strptime", "strptime(S, FORMAT)", 2,
      .with("gmtime"),
      JQDates.strptime),
    JQFunction(
      "input_filename", "input_filename()", 0,
      .own(
        summary:
          "null: input comes from `stdin`, or from `file \"PATH\"`, whose name the program holds",
        example: "just input_filename()"),
      JQBuiltins.inputFilename),
  ]
}
