/// The limits jq's builtins keep to; the language's `Limits` (docs/language.md, "Limits and
/// failures") reads them, so each is stated once.
package enum JQLimits {
  /// How deeply a value built by an expression may nest arrays and objects: releasing a
  /// value recurses once per level.
  package static let valueDepth = 10_000
  /// The most elements an array built by the program may have (`range(0, N)`, `add`).
  package static let arrayLength = 1 << 22
}
