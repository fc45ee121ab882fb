/// The JSON module's own limits (docs/language.md, "Limits and failures"); the language's
/// `Limits` repeats the ones a program meets.
public enum JSONLimits {
  /// The longest line `stdin lines` and `file … lines` read: a line that has no newline
  /// after this many bytes is an error (`file "/dev/zero" lines` would otherwise hold all
  /// of memory). A JSON value has the same limit (`longestValue`).
  public static let longestLine = 1 << 30
  /// The longest JSON value `stdin`, `stdin lenient` and `file` read: a value still
  /// incomplete after this many bytes is an error (the same as a line).
  public static let longestValue = 1 << 30
  /// Under `lenient`, how much unreadable input in a row (skipped lines, with no value read
  /// between them) is given up on with an error: `stdin lenient < /dev/zero` ends.
  public static let unreadableInput = 1 << 30
  /// The longest program text (`-e`, a script, or a program piped on stdin).
  public static let longestProgram = 16 << 20
  /// How deeply a JSON text read from input may nest arrays and objects
  /// (`JSONParser.maxDepth`, also the skipper's and the items walk's).
  public static var depth: Int { JSONParser.maxDepth }
}
