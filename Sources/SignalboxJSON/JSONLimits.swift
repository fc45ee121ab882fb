/// The JSON module's own limits (docs/language.md, "Limits and failures"); the language's
/// `Limits` repeats the ones a program meets.
public enum JSONLimits {
  /// The longest line `stdin lines` and `file … lines` read: a line that has no newline
  /// after this many bytes is an error (`file "/dev/zero" lines` would otherwise hold all
  /// of memory). A JSON value has no such limit of its own: it is checked as it is read.
  public static let longestLine = 1 << 30
  /// How deeply a JSON text read from input may nest arrays and objects
  /// (`JSONParser.maxDepth`, also the skipper's and the items walk's).
  public static var depth: Int { JSONParser.maxDepth }
}
