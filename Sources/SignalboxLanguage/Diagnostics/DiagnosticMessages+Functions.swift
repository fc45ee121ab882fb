import SignalboxJSON

/// The catalogue's messages of jq's builtins (`JQBuiltins`, `JQRegex`, `JQPaths`, `JQDates`)
/// and of string interpolation.
extension Message {
  // MARK: lexer

  static func emptyInterpolation() -> DiagnosticMessage {
    .init(.emptyInterpolation, "empty interpolation: write an expression inside \\( )")
  }
  static func interpolationTooDeep(_ limit: Int) -> DiagnosticMessage {
    .init(.interpolationTooDeep, "string interpolations nest more than \(limit) deep")
  }

  // MARK: builtins

  static func argumentCount(_ name: String, _ counts: String, got: Int) -> DiagnosticMessage {
    .init(.argumentCount, "\(name)() takes \(counts), got \(got)")
  }
  /// `wanted` is `an array`, `a string`…; `position` is 1-based when the function takes several.
  static func argumentNeeds(_ name: String, _ wanted: String, position: Int?, got v: JSON)
    -> DiagnosticMessage
  {
    .init(
      .argumentNeeds,
      "\(name)() needs \(wanted)\(position.map { " as argument \($0)" } ?? ""), got \(got(v))")
  }
  static func cannotCheckHas(_ name: String, _ container: JSON, _ key: JSON) -> DiagnosticMessage {
    .init(.cannotCheckHas, "\(name)() cannot check whether \(got(container)) has \(got(key))")
  }
  static func notANumberText(_ v: JSON) -> DiagnosticMessage {
    .init(.notANumberText, "tonumber() cannot parse \(got(v)) as a number")
  }
  static func notJSONText(_ v: JSON, _ reason: String) -> DiagnosticMessage {
    .init(.notJSONText, "fromjson() cannot parse \(got(v)): \(reason)")
  }
  static func cannotAddInAdd(_ a: JSON, _ b: JSON) -> DiagnosticMessage {
    .init(.cannotAddInAdd, "add() cannot add \(got(a)) and \(got(b))")
  }
  static func negativeDepth(_ v: JSON) -> DiagnosticMessage {
    .init(.negativeDepth, "flatten() depth must not be negative, got \(got(v))")
  }
  static func cannotLookFor(_ part: JSON, in whole: JSON) -> DiagnosticMessage {
    .init(.cannotLookFor, "indices() cannot look for \(got(part)) in \(got(whole))")
  }
  static func pathCannotIndex(_ name: String, _ base: JSON, with step: JSON) -> DiagnosticMessage {
    .init(.pathCannotIndex, "\(name)() cannot index \(got(base)) with \(got(step))")
  }
  static func epochOutOfRange(_ name: String, _ seconds: Double) -> DiagnosticMessage {
    .init(
      .epochOutOfRange,
      "\(name)() needs epoch seconds between years 0 and 9999, got \(got(.number(seconds)))")
  }
  static func notADate(_ name: String, _ text: String) -> DiagnosticMessage {
    .init(
      .notADate, "\(name)() needs a date like \"2015-03-05T23:51:47Z\", got \(got(.string(text)))")
  }
  static func badRegexFlags(_ name: String, _ flags: String) -> DiagnosticMessage {
    .init(
      .badRegexFlags, "\(name)() flags \(got(.string(flags))) are not valid: use g, i, x, s, n or p"
    )
  }
  static func badRegex(_ name: String, _ pattern: String, _ reason: String) -> DiagnosticMessage {
    .init(
      .badRegex,
      "\(name)() cannot compile the regular expression \(got(.string(pattern))): \(reason)")
  }
  static func regexTooSlow(_ name: String, _ pattern: String, length: Int) -> DiagnosticMessage {
    .init(
      .regexTooSlow,
      "\(name): the pattern \(JSONWriter.string(.string(pattern))) took too long on a "
        + "\(length)-character string")
  }
  static func noSuchGroupNumber(_ name: String, _ n: Int, has count: Int) -> DiagnosticMessage {
    .init(
      .noSuchGroupNumber,
      "\(name)() replacement refers to group $\(n), but the expression has \(count)")
  }
  static func noSuchGroupName(_ name: String, _ group: String) -> DiagnosticMessage {
    .init(
      .noSuchGroupName,
      "\(name)() replacement refers to group ${\(group)}, which the expression does not name")
  }

  // MARK: items

  static func itemsNotTimed() -> DiagnosticMessage {
    .init(
      .itemsNotTimed,
      "'items' and 'timed' do not combine: items are sent as they arrive; 'timed' replays a "
        + "recording"
    )
  }
  static func badItemsPathStep(_ part: JSON) -> DiagnosticMessage {
    .init(
      .badItemsPathStep,
      "items: a path step must be a key (a string) or an index (a non-negative integer), not "
        + "\(JSONWriter.string(part))"
    )
  }
  static func badItemsPath(_ value: JSON) -> DiagnosticMessage {
    .init(
      .badItemsPath,
      "items: the path must be a string (\"data.rows\") or an array of keys and indexes, not "
        + "\(value.typeName)"
    )
  }
}
