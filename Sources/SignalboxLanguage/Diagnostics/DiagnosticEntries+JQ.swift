import SignalboxJSON

/// jq's spellings and what jq's slices and `@format`s refuse.
/// Each: what it means, a program that gets it, the same put right (and the standard input
/// both read). An empty `wrong`: no short program gets it (the meaning says why).
extension DiagnosticCatalogue {
  static let jq: [DiagnosticEntry] = [
    .error(
      .jqFilterAsSource,
      text: "expected a source, found a jq filter; write `stdin | map {filter}` (a pipeline "
        + "starts with a source)",
      "A statement starts with a jq filter (.a, .[0]); a pipeline starts with a source: "
        + "`stdin | map .a` applies the filter to each value read.",
      wrong: ".name",
      right: "stdin | map .name",
      input: "{\"name\": \"a\"}"),
    .error(
      .jqIterate,
      text: "expected an index, found ']'; jq's .[] is a stage here: `flattenMap { v -> from "
        + "v }` (each element as a value)",
      "jq's .[] (every element) is not an expression here: iterating is the stream's "
        + "business, `flattenMap { v -> from v }` sends each element as a value.",
      wrong: "from [[1, 2]] | map x[]",
      right: "from [[1, 2]] | flattenMap { v -> from v }"),
    .error(
      .unknownFormat,
      text: "unknown format '{name}' (formats: @text @json @csv @tsv @html @uri @sh @base64 "
        + "@base64d)",
      "An @name that is none of jq's formats (@text @json @csv @tsv @html @uri @sh "
        + "@base64 @base64d).",
      wrong: "just @yaml([1, 2])",
      right: "just @csv([1, 2])"),
    .error(
      .cannotSlice, text: "cannot slice {got} {what}",
      "v[a:b] slices a string or an array (null gives null), with numbers (or nothing) "
        + "as bounds; the value or a bound is of another kind.",
      wrong: "from [12] | map x[0:1]",
      right: "from [\"12\"] | map x[0:1]"),
    .error(
      .cannotFormat, text: "{format}: {got} {why}",
      "The format cannot write the value: @csv and @tsv take an array of scalars, @sh "
        + "scalars or an array of them.",
      wrong: "just @csv(1)",
      right: "just @csv([1])"),
    .error(
      .notBase64, text: "@base64d: {text} is not valid base64 data",
      "@base64d of a string that is not base64 data.",
      wrong: "just @base64d(\"%%\")",
      right: "just @base64d(\"YQ==\")"),
    .error(
      .nulInRawOutput0, text: "--raw-output0: a string holds a NUL character, cannot be printed",
      "The command-line flag --raw-output0 ends each value with a NUL, so a string that "
        + "holds one cannot be printed (jq 1.7's rule). Only that flag gets it, so no "
        + "program alone does: `signalbox --raw-output0` of `just \"a\\u0000b\"` does.",
      wrong: "",
      right: "just \"a\\u0000b\""),
  ]
}

/// The IDs of these entries.
extension DiagnosticMessage.ID {
  package static let jqFilterAsSource = Self("P020")
  package static let jqIterate = Self("P021")
  package static let nulInRawOutput0 = Self("R060")
  package static let cannotFormat = Self("E061")
  package static let cannotSlice = Self("E060")
  package static let notBase64 = Self("E062")
  package static let unknownFormat = Self("C040")
}
