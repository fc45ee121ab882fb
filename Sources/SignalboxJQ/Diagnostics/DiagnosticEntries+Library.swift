import SignalboxJSON

/// The messages jq's library raises (`DiagnosticMessages+JQ.swift`): its builtins, the
/// dispatcher's arity check, paths, dates and the regex engine (`E…`, and `R012`, which the
/// language's `range` shares). Each: what it means, a program that gets it, the same put
/// right. The language lists these entries with its own (`DiagnosticCatalogue.jqLibrary`).
extension DiagnosticCatalogue {
  package static let jqLibrary: [DiagnosticEntry] = [
    DiagnosticEntry(
      .valueTooDeep,
      severity: .error,
      text: "the value would nest arrays and objects more than {limit} levels deep",
      "A value (or a setpath path) would nest arrays and objects more than 10000 levels "
        + "deep (built by an expression that wraps a value in itself again " + "and again).",
      wrong: "",
      right: "just [[1]]"),
    DiagnosticEntry(
      .functionArity,
      severity: .error,
      text: "{name}() takes 1 argument",
      "The function takes one argument (a format such as @csv called with more).",
      wrong: "just @csv([1], [2])",
      right: "just @csv([1, 2])"),
    DiagnosticEntry(
      .functionOf,
      severity: .error,
      text: "{name}() of {values}",
      "The function is not defined for values of these kinds.",
      wrong: "just len(true)",
      right: "just len([1])"),
    DiagnosticEntry(
      .functionTakes,
      severity: .error,
      text: "{name}() takes {what}",
      "The function takes other arguments (the message says which).",
      wrong: "just pow(2)",
      right: "just pow(2, 3)"),
    DiagnosticEntry(
      .rangeCannotCount,
      severity: .error,
      text: "range() cannot count past {v} in steps of 1",
      "range() makes a list by counting in steps of 1; past 2^53 the " + "count would stall.",
      wrong: "just range(1e16, 1e16 + 2)",
      right: "just range(1, 3)"),
    DiagnosticEntry(
      .argumentCount,
      severity: .error,
      text: "{name}() takes {counts}, got {got}",
      "The function takes another number of arguments.",
      wrong: "just sort([1], 2)",
      right: "just sort([2, 1])"),
    DiagnosticEntry(
      .argumentNeeds,
      severity: .error,
      text: "{name}() needs {wanted}{position}, got {got}",
      "An argument of the function is of a kind it does not take.",
      wrong: "just sort_by(3, x)",
      right: "just sort_by([{\"a\": 2}, {\"a\": 1}], \"a\")"),
    DiagnosticEntry(
      .cannotCheckHas,
      severity: .error,
      text: "{name}() cannot check whether {container} has {key}",
      "has() checks an object for a key (a string) or an array for " + "an index (a number).",
      wrong: "just has([1], \"a\")",
      right: "just has({\"a\": 1}, \"a\")"),
    DiagnosticEntry(
      .notANumberText,
      severity: .error,
      text: "tonumber() cannot parse {got} as a number",
      "tonumber() cannot read the string as a number.",
      wrong: "just tonumber(\"abc\")",
      right: "just tonumber(\"12\")"),
    DiagnosticEntry(
      .notJSONText,
      severity: .error,
      text: "fromjson() cannot parse {got}: {reason}",
      "fromjson() cannot parse the string as JSON (the message says " + "why).",
      wrong: "just fromjson(\"{\")",
      right: "just fromjson(\"{}\")"),
    DiagnosticEntry(
      .cannotAddInAdd,
      severity: .error,
      text: "add() cannot add {a} and {b}",
      "add() adds the elements of an array with +; two of them are " + "of kinds + cannot add.",
      wrong: "just add([1, \"a\"])",
      right: "just add([1, 2])"),
    DiagnosticEntry(
      .negativeDepth,
      severity: .error,
      text: "flatten() depth must not be negative, got {got}",
      "flatten()'s depth must not be negative.",
      wrong: "just flatten([[1]], -1)",
      right: "just flatten([[1]], 1)"),
    DiagnosticEntry(
      .cannotLookFor,
      severity: .error,
      text: "indices() cannot look for {part} in {whole}",
      "indices() looks for a string in a string or for elements in " + "an array.",
      wrong: "just indices(1, 2)",
      right: "just indices(\"abab\", \"b\")"),
    DiagnosticEntry(
      .pathCannotIndex,
      severity: .error,
      text: "{name}() cannot index {base} with {step}",
      "A step of a path (getpath, setpath, delpaths) does not fit the " + "value.",
      wrong: "just getpath(1, [\"a\"])",
      right: "just getpath({\"a\": 1}, [\"a\"])"),
    DiagnosticEntry(
      .epochOutOfRange,
      severity: .error,
      text: "{name}() needs epoch seconds between years 0 and 9999, got {got}",
      "Epoch seconds outside the years 0 to 9999.",
      wrong: "just todate(1e300)",
      right: "just todate(0)"),
    DiagnosticEntry(
      .notADate,
      severity: .error,
      text: "{name}() needs a date like \"2015-03-05T23:51:47Z\", got {got}",
      "A date string not in the ISO 8601 form \"2015-03-05T23:51:47Z\".",
      wrong: "just fromdate(\"yesterday\")",
      right: "just fromdate(\"2015-03-05T23:51:47Z\")"),
    DiagnosticEntry(
      .badRegexFlags,
      severity: .error,
      text: "{name}() flags {flags} are not valid: use g, i, x, s, n or p",
      "Regular expression flags are g, i, x, s, n or p.",
      wrong: "just test(\"a\", \"a\", \"q\")",
      right: "just test(\"a\", \"a\", \"i\")"),
    DiagnosticEntry(
      .badRegex,
      severity: .error,
      text: "{name}(): Regex failure: {reason} (in the regular expression {pattern})",
      "The regular expression does not compile; the reason is Oniguruma's, as jq 1.7.1 words "
        + "it (`Regex failure: …`).",
      wrong: "just test(\"a\", \"(\")",
      right: "just test(\"a\", \"(a)\")"),
    DiagnosticEntry(
      .noSuchGroupNumber,
      severity: .error,
      text: "{name}() replacement refers to group ${n}, but the expression has {count}",
      "A replacement refers to a numbered group ($2) the expression " + "does not have.",
      wrong: "just sub(\"ab\", \"(a)\", \"$2\")",
      right: "just sub(\"ab\", \"(a)\", \"$1\")"),
    DiagnosticEntry(
      .noSuchGroupName,
      severity: .error,
      text: "{name}() replacement refers to group ${{group}}, which the expression "
        + "does not name",
      "A replacement refers to a named group the expression does not " + "name.",
      wrong: "just sub(\"ab\", \"(?<x>a)\", \"${n}\")",
      right: "just sub(\"ab\", \"(?<x>a)\", \"${x}\")"),
    DiagnosticEntry(
      .regexNotLinear,
      severity: .error,
      text: "{name}(): Regex failure: {what} cannot run in linear time on this engine "
        + "(in the regular expression {pattern})",
      "Every pattern runs on a linear-time engine, so no text can make a match slow. "
        + "Oniguruma (jq's engine) backtracks for back-references (`\\1`, `\\k<name>`), "
        + "atomic groups and possessive quantifiers with a choice inside (`(?>ab|a)`, "
        + "`(?:ab)*+`), a capturing group inside a positive look-around (`(?=(a))`) and `\\G` "
        + "inside a look-around; this engine refuses them. Possessive loops over one "
        + "character (`a*+`, `\\d{1,3}+`), look-arounds and the groups that do not capture "
        + "inside them run.",
      wrong: "just test(\"abab\", \"(ab)\\\\1\")",
      right: "just test(\"abab\", \"(ab)ab\")"),
    DiagnosticEntry(
      .regexUnsupported,
      severity: .error,
      text: "{name}(): Regex failure: {what} is not supported by this engine "
        + "(in the regular expression {pattern})",
      "Oniguruma (jq's engine) reads the construct, but this engine, which runs every pattern "
        + "in linear time, does not: script and block properties "
        + "(`\\p{Greek}`), subexpression calls (`\\g<1>`), the absent operator `(?~…)`, "
        + "`\\X`. Write the characters as a class instead.",
      wrong: "just test(\"αβ\", \"\\\\p{Greek}\")",
      right: "just test(\"αβ\", \"[α-ω]\")"),
    DiagnosticEntry(
      .zeroStepAtRuntime,
      severity: .error,
      text: "{op}: the step must not be 0",
      "range's step, computed, is 0: the range would never end.",
      wrong: "let s = 0\nrange 1, 3, s",
      right: "let s = 1\nrange 1, 3, s"),
  ]
}

/// The IDs of the entries above.
extension DiagnosticMessage.ID {
  package static let functionArity = Self("E008")
  package static let functionOf = Self("E010")
  package static let functionTakes = Self("E012")
  package static let valueTooDeep = Self("E016")
  package static let rangeCannotCount = Self("E015")
  package static let argumentCount = Self("E017")
  package static let argumentNeeds = Self("E018")
  package static let cannotCheckHas = Self("E019")
  package static let notANumberText = Self("E020")
  package static let notJSONText = Self("E021")
  package static let cannotAddInAdd = Self("E022")
  package static let negativeDepth = Self("E023")
  package static let cannotLookFor = Self("E024")
  package static let pathCannotIndex = Self("E025")
  package static let epochOutOfRange = Self("E026")
  package static let notADate = Self("E027")
  package static let badRegexFlags = Self("E028")
  package static let badRegex = Self("E029")
  package static let noSuchGroupNumber = Self("E030")
  package static let noSuchGroupName = Self("E031")
  package static let regexUnsupported = Self("E041")
  /// E040 (a step budget on the backtracker) is retired: no pattern backtracks.
  package static let regexNotLinear = Self("E042")
  package static let zeroStepAtRuntime = Self("R012")
}
