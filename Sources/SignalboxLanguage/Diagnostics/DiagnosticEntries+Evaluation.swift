import SignalboxJSON

/// Evaluation errors of expressions and functions (`E…`).
/// Each: what it means, a program that gets it, the same put right (and the standard input
/// both read). An empty `wrong`: no short program gets it (the meaning says why).
extension DiagnosticCatalogue {
  static let evaluation: [DiagnosticEntry] = [
    DiagnosticEntry(
      .cannotNegate,
      "Unary minus of a value that is not a number.",
      wrong: "just -\"a\"",
      right: "just -(1)"),
    DiagnosticEntry(
      .divisionByZero,
      "Division (or %) by zero.",
      wrong: "from [1, 0] | map 10 / x",
      right: "from [1, 2] | map 10 / x"),
    DiagnosticEntry(
      .cannotAdd,
      "+ adds numbers, joins strings and arrays and merges objects; "
        + "the two sides are of kinds it cannot add.",
      wrong: "just 1 + true",
      right: "just 1 + 2"),
    DiagnosticEntry(
      .cannotApply,
      "An arithmetic operator (- * / %) applied to values it does not take (as in jq, `*` "
        + "also repeats a string and merges objects, `/` splits a string).",
      wrong: "just \"a\" - 2",
      right: "just 3 * 2"),
    DiagnosticEntry(
      .cannotCompare,
      "< <= > >= compare two numbers or two strings; the two sides " + "are of different kinds.",
      wrong: "just 1 < \"a\"",
      right: "just 1 < 2"),
    DiagnosticEntry(
      .cannotReadField,
      "A field of a number, string or boolean (a field of null or a " + "missing field is null).",
      wrong: "from [3] | map x.name",
      right: "from [{\"name\": \"a\"}] | map x.name"),
    DiagnosticEntry(
      .cannotIndex,
      "An index that does not fit the value (arrays take numbers, objects " + "strings).",
      wrong: "from [3] | map x[0]",
      right: "from [[3]] | map x[0]"),
    DiagnosticEntry(
      .functionArity,
      "The function takes one argument (a format such as @csv called with more).",
      wrong: "just @csv([1], [2])",
      right: "just @csv([1, 2])"),
    DiagnosticEntry(
      .functionNeeds,
      "The function needs a value of another kind (the message names " + "both).",
      wrong: "just floor(\"a\")",
      right: "just floor(1.5)"),
    DiagnosticEntry(
      .functionOf,
      "The function is not defined for values of these kinds.",
      wrong: "just len(true)",
      right: "just len([1])"),
    DiagnosticEntry(
      .cannotParse,
      "num() cannot read the string as a number.",
      wrong: "just num(\"abc\")",
      right: "just num(\"12\")"),
    DiagnosticEntry(
      .functionTakes,
      "The function takes other arguments (the message says which).",
      wrong: "just pow(2)",
      right: "just pow(2, 3)"),
    DiagnosticEntry(
      .integralExponent,
      "pow() of a negative number needs a whole exponent.",
      wrong: "just pow(-8, 0.5)",
      right: "just pow(-8, 2)"),
    DiagnosticEntry(
      .notAGroup,
      "key() gives the key of a group that groupBy made; the value " + "is not one.",
      wrong: "from [1] | map key(x)",
      right: "from [1, 2] | groupBy x % 2 | flatMap { just key(x) }"),
    DiagnosticEntry(
      .rangeCannotCount,
      "range() makes a list by counting in steps of 1; past 2^53 the " + "count would stall.",
      wrong: "just range(1e16, 1e16 + 2)",
      right: "just range(1, 3)"),
    DiagnosticEntry(
      .valueTooDeep,
      "A value would nest arrays and objects more than 10000 levels "
        + "deep (built by an expression that wraps a value in itself again " + "and again).",
      wrong: "",
      right: "just [[1]]"),
    DiagnosticEntry(
      .argumentCount,
      "The function takes another number of arguments.",
      wrong: "just sort([1], 2)",
      right: "just sort([2, 1])"),
    DiagnosticEntry(
      .argumentNeeds,
      "An argument of the function is of a kind it does not take.",
      wrong: "just sort_by(3, x)",
      right: "just sort_by([{\"a\": 2}, {\"a\": 1}], \"a\")"),
    DiagnosticEntry(
      .cannotCheckHas,
      "has() checks an object for a key (a string) or an array for " + "an index (a number).",
      wrong: "just has([1], \"a\")",
      right: "just has({\"a\": 1}, \"a\")"),
    DiagnosticEntry(
      .notANumberText,
      "tonumber() cannot read the string as a number.",
      wrong: "just tonumber(\"abc\")",
      right: "just tonumber(\"12\")"),
    DiagnosticEntry(
      .notJSONText,
      "fromjson() cannot parse the string as JSON (the message says " + "why).",
      wrong: "just fromjson(\"{\")",
      right: "just fromjson(\"{}\")"),
    DiagnosticEntry(
      .cannotAddInAdd,
      "add() adds the elements of an array with +; two of them are " + "of kinds + cannot add.",
      wrong: "just add([1, \"a\"])",
      right: "just add([1, 2])"),
    DiagnosticEntry(
      .negativeDepth,
      "flatten()'s depth must not be negative.",
      wrong: "just flatten([[1]], -1)",
      right: "just flatten([[1]], 1)"),
    DiagnosticEntry(
      .cannotLookFor,
      "indices() looks for a string in a string or for elements in " + "an array.",
      wrong: "just indices(1, 2)",
      right: "just indices(\"abab\", \"b\")"),
    DiagnosticEntry(
      .pathCannotIndex,
      "A step of a path (getpath, setpath, delpaths) does not fit the " + "value.",
      wrong: "just getpath(1, [\"a\"])",
      right: "just getpath({\"a\": 1}, [\"a\"])"),
    DiagnosticEntry(
      .epochOutOfRange,
      "Epoch seconds outside the years 0 to 9999.",
      wrong: "just todate(1e300)",
      right: "just todate(0)"),
    DiagnosticEntry(
      .notADate,
      "A date string not in the ISO 8601 form \"2015-03-05T23:51:47Z\".",
      wrong: "just fromdate(\"yesterday\")",
      right: "just fromdate(\"2015-03-05T23:51:47Z\")"),
    DiagnosticEntry(
      .badRegexFlags,
      "Regular expression flags are g, i, x, s, n or p.",
      wrong: "just test(\"a\", \"a\", \"q\")",
      right: "just test(\"a\", \"a\", \"i\")"),
    DiagnosticEntry(
      .badRegex,
      "The regular expression does not compile (the message says why).",
      wrong: "just test(\"a\", \"(\")",
      right: "just test(\"a\", \"(a)\")"),
    DiagnosticEntry(
      .noSuchGroupNumber,
      "A replacement refers to a numbered group ($2) the expression " + "does not have.",
      wrong: "just sub(\"ab\", \"(a)\", \"$2\")",
      right: "just sub(\"ab\", \"(a)\", \"$1\")"),
    DiagnosticEntry(
      .noSuchGroupName,
      "A replacement refers to a named group the expression does not " + "name.",
      wrong: "just sub(\"ab\", \"(?<x>a)\", \"${n}\")",
      right: "just sub(\"ab\", \"(?<x>a)\", \"${x}\")"),
    DiagnosticEntry(
      .regexTooSlow,
      "A pattern with back-references or look-arounds backtracked more than 2 000 000 steps "
        + "on one string (patterns without them run in linear time and never get this).",
      wrong: "just test(\"aaaaaaaaaaaaaaaaaaaaaaaaaaaa\", \"(a*)*\\\\1b\")",
      right: "just test(\"aaaaaaaaaaaaaaaaaaaaaaaaaaaa\", \"(a*)*b\")"),
  ]
}

/// The IDs of these entries.
extension DiagnosticMessage.ID {
  public static let cannotNegate = Self("E001")
  public static let divisionByZero = Self("E002")
  public static let cannotAdd = Self("E003")
  public static let cannotApply = Self("E004")
  public static let cannotCompare = Self("E005")
  public static let cannotReadField = Self("E006")
  public static let cannotIndex = Self("E007")
  public static let functionNeeds = Self("E009")
  public static let cannotParse = Self("E011")
  public static let integralExponent = Self("E013")
  public static let notAGroup = Self("E014")
}
