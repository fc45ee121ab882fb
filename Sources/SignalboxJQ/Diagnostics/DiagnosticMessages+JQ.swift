import SignalboxJSON

/// The catalogue's messages of jq's builtins (`JQBuiltins`, `JQRegex`, `JQPaths`, `JQDates`);
/// their IDs and entries are in `DiagnosticEntries+Library.swift`.
extension Message {
  /// A short description for messages: `number 3`, `string "a"`, `array`.
  package static func got(_ v: JSON) -> String {
    switch v {
    case .number(let n) where !n.isFinite:
      // Printed as JSON these would be `null` and the largest double: name them instead.
      return n.isNaN ? "NaN" : (n < 0 ? "number -infinity" : "number infinity")
    case .number, .bigInteger, .string, .bool:
      let text = JSONWriter.string(v)
      return "\(v.typeName) \(text.count > 40 ? String(text.prefix(37)) + "..." : text)"
    default: return v.typeName
    }
  }

  // MARK: builtins

  package static func argumentCount(_ name: String, _ counts: String, got: Int) -> DiagnosticMessage
  {
    .init(.argumentCount, "\(name)() takes \(counts), got \(got)")
  }
  /// `wanted` is `an array`, `a string`…; `position` is 1-based when the function takes several.
  package static func argumentNeeds(_ name: String, _ wanted: String, position: Int?, got v: JSON)
    -> DiagnosticMessage
  {
    .init(
      .argumentNeeds,
      "\(name)() needs \(wanted)\(position.map { " as argument \($0)" } ?? ""), got \(got(v))")
  }
  package static func cannotCheckHas(_ name: String, _ container: JSON, _ key: JSON)
    -> DiagnosticMessage
  {
    .init(.cannotCheckHas, "\(name)() cannot check whether \(got(container)) has \(got(key))")
  }
  package static func notANumberText(_ v: JSON) -> DiagnosticMessage {
    .init(.notANumberText, "tonumber() cannot parse \(got(v)) as a number")
  }
  package static func notJSONText(_ v: JSON, _ reason: String) -> DiagnosticMessage {
    .init(.notJSONText, "fromjson() cannot parse \(got(v)): \(reason)")
  }
  package static func cannotAddInAdd(_ a: JSON, _ b: JSON) -> DiagnosticMessage {
    .init(.cannotAddInAdd, "add() cannot add \(got(a)) and \(got(b))")
  }
  package static func negativeDepth(_ v: JSON) -> DiagnosticMessage {
    .init(.negativeDepth, "flatten() depth must not be negative, got \(got(v))")
  }
  package static func cannotLookFor(_ part: JSON, in whole: JSON) -> DiagnosticMessage {
    .init(.cannotLookFor, "indices() cannot look for \(got(part)) in \(got(whole))")
  }
  package static func pathCannotIndex(_ name: String, _ base: JSON, with step: JSON)
    -> DiagnosticMessage
  {
    .init(.pathCannotIndex, "\(name)() cannot index \(got(base)) with \(got(step))")
  }
  package static func epochOutOfRange(_ name: String, _ seconds: Double) -> DiagnosticMessage {
    .init(
      .epochOutOfRange,
      "\(name)() needs epoch seconds between years 0 and 9999, got \(got(.number(seconds)))")
  }
  package static func notADate(_ name: String, _ text: String) -> DiagnosticMessage {
    .init(
      .notADate, "\(name)() needs a date like \"2015-03-05T23:51:47Z\", got \(got(.string(text)))")
  }
  package static func badRegexFlags(_ name: String, _ flags: String) -> DiagnosticMessage {
    .init(
      .badRegexFlags, "\(name)() flags \(got(.string(flags))) are not valid: use g, i, x, s, n or p"
    )
  }
  package static func badRegex(_ name: String, _ pattern: String, _ reason: String)
    -> DiagnosticMessage
  {
    .init(
      .badRegex,
      "\(name)() cannot compile the regular expression \(got(.string(pattern))): \(reason)")
  }
  /// A value built deeper than `JQLimits.valueDepth` (`[acc]` repeated, `setpath` with a
  /// path longer than the limit).
  package static func valueTooDeep() -> DiagnosticMessage {
    .init(
      .valueTooDeep,
      "the value would nest arrays and objects more than \(JQLimits.valueDepth) levels deep")
  }
  package static func regexTooSlow(_ name: String, _ pattern: String, length: Int)
    -> DiagnosticMessage
  {
    .init(
      .regexTooSlow,
      "\(name): the pattern \(JSONWriter.string(.string(pattern))) took too long on a "
        + "\(length)-character string")
  }
  package static func noSuchGroupNumber(_ name: String, _ n: Int, has count: Int)
    -> DiagnosticMessage
  {
    .init(
      .noSuchGroupNumber,
      "\(name)() replacement refers to group $\(n), but the expression has \(count)")
  }
  package static func noSuchGroupName(_ name: String, _ group: String) -> DiagnosticMessage {
    .init(
      .noSuchGroupName,
      "\(name)() replacement refers to group ${\(group)}, which the expression does not name")
  }

  // MARK: shared with the language's own functions and operators

  package static func zeroStepAtRuntime(_ op: String) -> DiagnosticMessage {
    .init(.zeroStepAtRuntime, "\(op): the step must not be 0")
  }
  package static func functionOf(_ name: String, _ values: JSON...) -> DiagnosticMessage {
    .init(.functionOf, "\(name)() of " + values.map(got).joined(separator: " and "))
  }
  package static func rangeCannotCount(past v: Double) -> DiagnosticMessage {
    .init(
      .rangeCannotCount, "range() cannot count past \(JSONWriter.string(.number(v))) in steps of 1")
  }
  package static func functionArity(_ name: String) -> DiagnosticMessage {
    .init(.functionArity, "\(name)() takes 1 argument")
  }
  package static func functionTakes(_ name: String, _ what: String) -> DiagnosticMessage {
    .init(.functionTakes, "\(name)() takes \(what)")
  }
}
