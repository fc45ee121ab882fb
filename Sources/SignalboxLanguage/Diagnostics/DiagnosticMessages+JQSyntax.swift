import SignalboxJSON

/// The catalogue's messages of jq's spellings in expressions (docs/language.md, "jq's
/// spellings"): slices, `@format`s, and a jq filter written where a source belongs.
extension Message {
  /// `-e '.status'`: a pipeline starts with a source; a jq filter is a stage's expression.
  package static func jqFilterAsSource(_ filter: String) -> DiagnosticMessage {
    .init(
      .jqFilterAsSource,
      "expected a source, found a jq filter; write `stdin | map \(filter)` "
        + "(a pipeline starts with a source)")
  }
  /// jq's `.[]`: iterating is the stream's business.
  package static func jqIterate() -> DiagnosticMessage {
    .init(
      .jqIterate,
      "expected an index, found ']'; jq's .[] is a stage here: "
        + "`flattenMap { v -> from v }` (each element as a value)")
  }
  package static func unknownFormat(_ name: String) -> DiagnosticMessage {
    .init(
      .unknownFormat,
      "unknown format '\(name)' (formats: @text @json @csv @tsv @html @uri @sh @base64 @base64d)")
  }
  /// `v[a:b]` of a value that is not a string, an array or null, or with bounds not numbers.
  package static func cannotSlice(_ value: JSON, _ what: String) -> DiagnosticMessage {
    .init(.cannotSlice, "cannot slice \(got(value)) \(what)")
  }
  /// `@csv` of a number, `@sh` of an object…
  package static func cannotFormat(_ format: String, _ value: JSON, _ why: String)
    -> DiagnosticMessage
  {
    .init(.cannotFormat, "\(format): \(got(value)) \(why)")
  }
  package static func notBase64(_ text: String) -> DiagnosticMessage {
    .init(.notBase64, "@base64d: \(JSONWriter.string(.string(text))) is not valid base64 data")
  }
  /// `--raw-output0` cannot print a string that holds a NUL (jq 1.7's rule).
  package static func nulInRawOutput0() -> DiagnosticMessage {
    .init(.nulInRawOutput0, "--raw-output0: a string holds a NUL character, cannot be printed")
  }
}
