import SignalboxJSON

/// The catalogue's messages of jq's builtins (`JQBuiltins`, `JQRegex`, `JQPaths`, `JQDates`);
/// their texts, IDs and entries are in `DiagnosticEntries+Library.swift`, whose texts these
/// fill in.
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
    DiagnosticCatalogue.jqMessage(
      .argumentCount, ["name": name, "counts": counts, "got": "\(got)"])
  }
  /// `wanted` is `an array`, `a string`…; `position` is 1-based when the function takes several.
  package static func argumentNeeds(_ name: String, _ wanted: String, position: Int?, got v: JSON)
    -> DiagnosticMessage
  {
    DiagnosticCatalogue.jqMessage(
      .argumentNeeds,
      [
        "name": name, "wanted": wanted,
        "position": position.map { " as argument \($0)" } ?? "", "got": got(v),
      ])
  }
  package static func cannotCheckHas(_ name: String, _ container: JSON, _ key: JSON)
    -> DiagnosticMessage
  {
    DiagnosticCatalogue.jqMessage(
      .cannotCheckHas, ["name": name, "container": got(container), "key": got(key)])
  }
  package static func notANumberText(_ v: JSON) -> DiagnosticMessage {
    DiagnosticCatalogue.jqMessage(.notANumberText, ["got": got(v)])
  }
  package static func notJSONText(_ v: JSON, _ reason: String) -> DiagnosticMessage {
    DiagnosticCatalogue.jqMessage(.notJSONText, ["got": got(v), "reason": reason])
  }
  package static func cannotAddInAdd(_ a: JSON, _ b: JSON) -> DiagnosticMessage {
    DiagnosticCatalogue.jqMessage(.cannotAddInAdd, ["a": got(a), "b": got(b)])
  }
  package static func negativeDepth(_ v: JSON) -> DiagnosticMessage {
    DiagnosticCatalogue.jqMessage(.negativeDepth, ["got": got(v)])
  }
  package static func cannotLookFor(_ part: JSON, in whole: JSON) -> DiagnosticMessage {
    DiagnosticCatalogue.jqMessage(.cannotLookFor, ["part": got(part), "whole": got(whole)])
  }
  package static func pathCannotIndex(_ name: String, _ base: JSON, with step: JSON)
    -> DiagnosticMessage
  {
    DiagnosticCatalogue.jqMessage(
      .pathCannotIndex, ["name": name, "base": got(base), "step": got(step)])
  }
  package static func epochOutOfRange(_ name: String, _ seconds: Double) -> DiagnosticMessage {
    DiagnosticCatalogue.jqMessage(.epochOutOfRange, ["name": name, "got": got(.number(seconds))])
  }
  package static func notADate(_ name: String, _ text: String) -> DiagnosticMessage {
    DiagnosticCatalogue.jqMessage(.notADate, ["name": name, "got": got(.string(text))])
  }
  package static func badRegexFlags(_ name: String, _ flags: String) -> DiagnosticMessage {
    DiagnosticCatalogue.jqMessage(.badRegexFlags, ["name": name, "flags": got(.string(flags))])
  }
  package static func badRegex(_ name: String, _ pattern: String, _ reason: String)
    -> DiagnosticMessage
  {
    DiagnosticCatalogue.jqMessage(
      .badRegex, ["name": name, "pattern": got(.string(pattern)), "reason": reason])
  }
  package static func regexUnsupported(_ name: String, _ pattern: String, _ what: String)
    -> DiagnosticMessage
  {
    DiagnosticCatalogue.jqMessage(
      .regexUnsupported, ["name": name, "pattern": got(.string(pattern)), "what": what])
  }
  /// A value built deeper than `JQLimits.valueDepth` (`[acc]` repeated, `setpath` with a
  /// path longer than the limit).
  package static func valueTooDeep() -> DiagnosticMessage {
    DiagnosticCatalogue.jqMessage(.valueTooDeep, ["limit": "\(JQLimits.valueDepth)"])
  }
  package static func regexNotLinear(_ name: String, _ pattern: String, _ what: String)
    -> DiagnosticMessage
  {
    DiagnosticCatalogue.jqMessage(
      .regexNotLinear, ["name": name, "pattern": got(.string(pattern)), "what": what])
  }
  package static func noSuchGroupNumber(_ name: String, _ n: Int, has count: Int)
    -> DiagnosticMessage
  {
    DiagnosticCatalogue.jqMessage(
      .noSuchGroupNumber, ["name": name, "n": "\(n)", "count": "\(count)"])
  }
  package static func noSuchGroupName(_ name: String, _ group: String) -> DiagnosticMessage {
    DiagnosticCatalogue.jqMessage(.noSuchGroupName, ["name": name, "group": group])
  }

  // MARK: shared with the language's own functions and operators

  package static func zeroStepAtRuntime(_ op: String) -> DiagnosticMessage {
    DiagnosticCatalogue.jqMessage(.zeroStepAtRuntime, ["op": op])
  }
  package static func functionOf(_ name: String, _ values: JSON...) -> DiagnosticMessage {
    DiagnosticCatalogue.jqMessage(
      .functionOf, ["name": name, "values": values.map(got).joined(separator: " and ")])
  }
  package static func rangeCannotCount(past v: Double) -> DiagnosticMessage {
    DiagnosticCatalogue.jqMessage(.rangeCannotCount, ["v": JSONWriter.string(.number(v))])
  }
  package static func functionArity(_ name: String) -> DiagnosticMessage {
    DiagnosticCatalogue.jqMessage(.functionArity, ["name": name])
  }
  package static func functionTakes(_ name: String, _ what: String) -> DiagnosticMessage {
    DiagnosticCatalogue.jqMessage(.functionTakes, ["name": name, "what": what])
  }
}

extension DiagnosticCatalogue {
  /// The message of this module's library entry `id` (`jqLibrary`), its arguments filled in.
  static let jqMessage = DiagnosticTexts(jqLibrary)
}
