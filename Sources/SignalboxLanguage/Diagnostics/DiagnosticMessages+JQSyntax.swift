import SignalboxJSON

/// The catalogue's messages of jq's spellings in expressions (docs/language.md, "jq's
/// spellings"): slices, `@format`s, and a jq filter written where a source belongs; their
/// texts in `DiagnosticEntries+JQ.swift`.
extension Message {
  /// `-e '.status'`: a pipeline starts with a source; a jq filter is a stage's expression.
  package static func jqFilterAsSource(_ filter: String) -> DiagnosticMessage {
    filled(.jqFilterAsSource, ["filter": filter])
  }
  /// jq's `.[]`: iterating is the stream's business.
  package static func jqIterate() -> DiagnosticMessage { filled(.jqIterate) }
  package static func unknownFormat(_ name: String) -> DiagnosticMessage {
    filled(.unknownFormat, ["name": name])
  }
  /// `v[a:b]` of a value that is not a string, an array or null, or with bounds not numbers.
  package static func cannotSlice(_ value: JSON, _ what: String) -> DiagnosticMessage {
    filled(.cannotSlice, ["got": got(value), "what": what])
  }
  /// `@csv` of a number, `@sh` of an object…
  package static func cannotFormat(_ format: String, _ value: JSON, _ why: String)
    -> DiagnosticMessage
  {
    filled(.cannotFormat, ["format": format, "got": got(value), "why": why])
  }
  package static func notBase64(_ text: String) -> DiagnosticMessage {
    filled(.notBase64, ["text": JSONWriter.string(.string(text))])
  }
  /// `--raw-output0` cannot print a string that holds a NUL (jq 1.7's rule).
  package static func nulInRawOutput0() -> DiagnosticMessage { filled(.nulInRawOutput0) }
}
