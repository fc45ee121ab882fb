import SignalboxJSON

extension Lexer {
  /// jq's `$name` (a variable: `.variable`) and `@name` (a format: the identifier `@name`,
  /// and before a string, the string with `@name(…)` in place of `str(…)` around each
  /// interpolation, so only the interpolated parts are formatted, as in jq).
  mutating func lexSigil() -> Token {
    let start = i
    let sigil = s[i]
    i += 1
    while i < s.count
      && (s[i].properties.isAlphabetic || s[i] == "_" || ("0"..."9").contains(s[i]))
    { i += 1 }
    let name = text(start + 1, i)
    if sigil == "$" { return Token(kind: .variable(name), offset: start, end: i) }
    var k = i
    while k < s.count, s[k] == " " || s[k] == "\t" { k += 1 }
    if k < s.count, s[k] == "\"" {
      i = k
      let tokens = lexString(format: "@" + name)
      queue.append(contentsOf: tokens.dropFirst())
      return tokens[0]
    }
    return Token(kind: .identifier("@" + name), offset: start, end: i)
  }
}
