/// jq's `-n`, `-R`, `-s` (and `-R -s`): what the plain `stdin` source sends.
public enum JQInput: Sendable {
  /// JSON values (the default).
  case json
  /// `-n`: one `null`, standard input unread.
  case null
  /// `-R`: each line as a string.
  case rawLines
  /// `-s`: one array of every value.
  case slurp
  /// `-R -s`: the whole text as one string.
  case rawText
}
