/// The JSON module's own limits (docs/language.md, "Limits and failures"); the language's
/// `Limits` repeats the ones a program meets.
package enum JSONLimits {
  /// The longest line `stdin lines` and `file … lines` read: a line that has no newline
  /// after this many bytes is an error (`file "/dev/zero" lines` would otherwise hold all
  /// of memory). A JSON value has the same limit (`longestValue`).
  package static let longestLine = 1 << 30
  /// The longest JSON value `stdin`, `stdin lenient` and `file` read: a value still
  /// incomplete after this many bytes is an error (the same as a line).
  package static let longestValue = 1 << 30
  /// Under `lenient`, how much unreadable input in a row (skipped lines, with no value read
  /// between them) is given up on with an error: `stdin lenient < /dev/zero` ends.
  package static let unreadableInput = 1 << 30
  /// The longest program text (`-e`, a script, or a program piped on stdin).
  package static let longestProgram = 16 << 20
  /// How deeply a JSON text read from input may nest arrays and objects
  /// (`JSONParser.maxDepth`, also the skipper's and the items walk's).
  package static var depth: Int { JSONParser.maxDepth }
}
