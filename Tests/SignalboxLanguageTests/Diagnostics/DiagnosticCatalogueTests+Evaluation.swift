import XCTest

@testable import SignalboxJSON
@testable import SignalboxLanguage
@testable import SignalboxSession

/// Samples of `DiagnosticCatalogueTests`, entries of
/// evaluation, jq builtins and the rest of the compiler.
extension DiagnosticCatalogueTests {
  /// A message of `id` with sample arguments, and the text it must have; nil for an ID of
  /// another file.
  func sampleEvaluation(_ id: ID) -> (DiagnosticMessage, String)? {
    switch id {
    case .cannotNegate: return (Message.cannotNegate("a"), "cannot negate string \"a\"")
    case .divisionByZero: return (Message.divisionByZero(), "division by zero")
    case .cannotAdd: return (Message.cannotAdd(1, true), "cannot add number 1 and boolean true")
    case .cannotApply:
      return (Message.cannotApply("*", "a", 2), "cannot apply '*' to string \"a\" and number 2")
    case .cannotCompare:
      return (Message.cannotCompare(1, "a"), "cannot compare number 1 with string \"a\"")
    case .cannotReadField:
      return (Message.cannotReadField("name", of: 3), "cannot read field 'name' of number 3")
    case .cannotIndex:
      return (Message.cannotIndex(3, with: 0), "cannot index number 3 with number 0")
    case .functionArity: return (Message.functionArity("len"), "len() takes 1 argument")
    case .functionNeeds:
      return (
        Message.functionNeeds("abs", "a number", got: "a"), "abs() needs a number, got string \"a\""
      )
    case .functionOf:
      return (Message.functionOf("contains", 1, 2), "contains() of number 1 and number 2")
    case .cannotParse: return (Message.cannotParse("x"), "num() cannot parse string \"x\"")
    case .functionTakes:
      return (Message.functionTakes("pow", "two numbers"), "pow() takes two numbers")
    case .integralExponent: return (Message.integralExponent(), "pow() needs an integral exponent")
    case .notAGroup: return (Message.notAGroup(), "key() needs a group from groupBy")
    case .rangeCannotCount:
      return (
        Message.rangeCannotCount(past: 1e16),
        "range() cannot count past 10000000000000000 in steps of 1"
      )
    case .valueTooDeep:
      return (
        Message.valueTooDeep(),
        "the value would nest arrays and objects more than \(Limits.valueDepth) levels deep"
      )
    case .unknownOperatorMeaning:
      return (
        Message.unknownOperatorMeaning(
          "select", "filter", why: "keeps the values a predicate accepts"),
        "unknown operator 'select' (did you mean filter? keeps the values a predicate accepts)"
      )
    case .unknownSourceMeaning:
      return (
        Message.unknownSourceMeaning("of", "from", why: "sends the items of an array"),
        "unknown source or name 'of' (did you mean from? sends the items of an array)"
      )
    case .itemsNotTimed:
      return (
        Message.itemsNotTimed(),
        "'items' and 'timed' do not combine: items are sent as they arrive; 'timed' replays a "
          + "recording"
      )
    case .badItemsPathStep:
      return (
        Message.badItemsPathStep(-1),
        "items: a path step must be a key (a string) or an index (a non-negative integer), not -1"
      )
    case .badItemsPath:
      return (
        Message.badItemsPath(true),
        "items: the path must be a string (\"data.rows\") or an array of keys and indexes, not "
          + "boolean"
      )
    case .lineTooLong:
      return (
        Message.lineTooLong("stdin", 1024),
        "stdin: a line longer than 1024 bytes (no newline found; lines are at most 1024 bytes)"
      )
    case .emptyInterpolation:
      return (Message.emptyInterpolation(), "empty interpolation: write an expression inside \\( )")
    case .interpolationTooDeep:
      return (Message.interpolationTooDeep(32), "string interpolations nest more than 32 deep")
    case .argumentCount:
      return (Message.argumentCount("sort", "1 argument", got: 2), "sort() takes 1 argument, got 2")
    case .argumentNeeds:
      return (
        Message.argumentNeeds("sort_by", "an array", position: 1, got: 3),
        "sort_by() needs an array as argument 1, got number 3"
      )
    case .cannotCheckHas:
      return (
        Message.cannotCheckHas("has", [1], "a"), "has() cannot check whether array has string \"a\""
      )
    case .notANumberText:
      return (Message.notANumberText("x1"), "tonumber() cannot parse string \"x1\" as a number")
    case .notJSONText:
      return (
        Message.notJSONText("[1,", "unexpected end of input"),
        "fromjson() cannot parse string \"[1,\": unexpected end of input"
      )
    case .cannotAddInAdd:
      return (Message.cannotAddInAdd(1, "a"), "add() cannot add number 1 and string \"a\"")
    case .negativeDepth:
      return (Message.negativeDepth(-1), "flatten() depth must not be negative, got number -1")
    case .cannotLookFor:
      return (Message.cannotLookFor(2, in: 1), "indices() cannot look for number 2 in number 1")
    case .pathCannotIndex:
      return (
        Message.pathCannotIndex("getpath", 1, with: "b"),
        "getpath() cannot index number 1 with string \"b\""
      )
    case .epochOutOfRange:
      return (
        Message.epochOutOfRange("todate", 1e300),
        "todate() needs epoch seconds between years 0 and 9999, got number 1e+300"
      )
    case .notADate:
      return (
        Message.notADate("fromdate", "x"),
        "fromdate() needs a date like \"2015-03-05T23:51:47Z\", got string \"x\""
      )
    case .badRegexFlags:
      return (
        Message.badRegexFlags("test", "q"),
        "test() flags string \"q\" are not valid: use g, i, x, s, n or p"
      )
    case .badRegex:
      return (
        Message.badRegex("test", "(", "end pattern with unmatched parenthesis"),
        "test(): Regex failure: end pattern with unmatched parenthesis (in the regular "
          + "expression string \"(\")"
      )
    case .regexUnsupported:
      return (
        Message.regexUnsupported("test", "\\p{Greek}", "the property {Greek}"),
        "test(): Regex failure: the property {Greek} is not supported by this engine (in the "
          + "regular expression string \"\\\\p{Greek}\")"
      )
    case .regexNotLinear:
      return (
        Message.regexNotLinear("test", "(a)\\1", "a back-reference"),
        "test(): Regex failure: a back-reference cannot run in linear time on this engine (in "
          + "the regular expression string \"(a)\\\\1\")"
      )
    case .noSuchGroupNumber:
      return (
        Message.noSuchGroupNumber("sub", 2, has: 1),
        "sub() replacement refers to group $2, but the expression has 1"
      )
    case .noSuchGroupName:
      return (
        Message.noSuchGroupName("sub", "n"),
        "sub() replacement refers to group ${n}, which the expression does not name"
      )
    default: return nil
    }
  }
}
