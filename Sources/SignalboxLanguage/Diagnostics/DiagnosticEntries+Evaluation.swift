import SignalboxJSON

/// Evaluation errors of expressions and functions (`E…`).
/// Each: what it means, a program that gets it, the same put right (and the standard input
/// both read). An empty `wrong`: no short program gets it (the meaning says why).
extension DiagnosticCatalogue {
  static let evaluation: [DiagnosticEntry] = [
    .error(
      .cannotNegate, text: "cannot negate {got}",
      "Unary minus of a value that is not a number.",
      wrong: "just -\"a\"",
      right: "just -(1)"),
    .error(
      .divisionByZero, text: "division by zero",
      "Division (or %) by zero.",
      wrong: "from [1, 0] | map 10 / x",
      right: "from [1, 2] | map 10 / x"),
    .error(
      .cannotAdd, text: "cannot add {a} and {b}",
      "+ adds numbers, joins strings and arrays and merges objects; "
        + "the two sides are of kinds it cannot add.",
      wrong: "just 1 + true",
      right: "just 1 + 2"),
    .error(
      .cannotApply, text: "cannot apply '{op}' to {a} and {b}",
      "An arithmetic operator (- * / %) applied to values it does not take (as in jq, `*` "
        + "also repeats a string and merges objects, `/` splits a string).",
      wrong: "just \"a\" - 2",
      right: "just 3 * 2"),
    .error(
      .cannotCompare, text: "cannot compare {a} with {b}",
      "< <= > >= compare two numbers or two strings; the two sides " + "are of different kinds.",
      wrong: "just 1 < \"a\"",
      right: "just 1 < 2"),
    .error(
      .cannotReadField, text: "cannot read field '{name}' of {base}",
      "A field of a number, string or boolean (a field of null or a " + "missing field is null).",
      wrong: "from [3] | map x.name",
      right: "from [{\"name\": \"a\"}] | map x.name"),
    .error(
      .cannotIndex, text: "cannot index {base} with {index}",
      "An index that does not fit the value (arrays take numbers, objects " + "strings).",
      wrong: "from [3] | map x[0]",
      right: "from [[3]] | map x[0]"),
    .error(
      .functionNeeds, text: "{name}() needs {what}, got {got}",
      "The function needs a value of another kind (the message names " + "both).",
      wrong: "just floor(\"a\")",
      right: "just floor(1.5)"),
    .error(
      .cannotParse, text: "num() cannot parse {got}",
      "num() cannot read the string as a number.",
      wrong: "just num(\"abc\")",
      right: "just num(\"12\")"),
    .error(
      .integralExponent, text: "pow() needs an integral exponent",
      "pow() of a negative number needs a whole exponent.",
      wrong: "just pow(-8, 0.5)",
      right: "just pow(-8, 2)"),
    .error(
      .notAGroup, text: "key() needs a group from groupBy",
      "key() gives the key of a group that groupBy made; the value " + "is not one.",
      wrong: "from [1] | map key(x)",
      right: "from [1, 2] | groupBy x % 2 | flatMap { just key(x) }"),
  ]
}

/// The IDs of these entries.
extension DiagnosticMessage.ID {
  package static let cannotNegate = Self("E001")
  package static let divisionByZero = Self("E002")
  package static let cannotAdd = Self("E003")
  package static let cannotApply = Self("E004")
  package static let cannotCompare = Self("E005")
  package static let cannotReadField = Self("E006")
  package static let cannotIndex = Self("E007")
  package static let functionNeeds = Self("E009")
  package static let cannotParse = Self("E011")
  package static let integralExponent = Self("E013")
  package static let notAGroup = Self("E014")
}
