extension Lexer {
  /// `'…'`: raw text, as the `jq '…'` stage's filter is written — no escapes, so jq's own
  /// double quotes and backslashes are written as they are; `''` inside is one `'`
  /// (docs/language.md, "Raw text"). A string token, like `"…"` without its escapes; nil
  /// when the text has no closing `'` (then the input is used up).
  mutating func lexRawText() -> Token? {
    let start = i
    i += 1
    var out = String.UnicodeScalarView()
    while i < s.count {
      if s[i] == "'" {
        if i + 1 < s.count, s[i + 1] == "'" {
          out.append("'")
          i += 2
          continue
        }
        i += 1
        return Token(kind: .string(String(out)), offset: start, end: i)
      }
      out.append(s[i])
      i += 1
    }
    return nil
  }
}
