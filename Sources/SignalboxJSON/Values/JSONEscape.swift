/// What the character after a backslash stands for in a JSON string, and in the language's
/// and jq's string literals, which take JSON's escapes. One decoding for the JSON reader,
/// jq's text reader and the two lexers; each words an invalid escape its own way.
package enum JSONEscape: Equatable, Sendable {
  /// `\"` `\\` `\/` `\b` `\f` `\n` `\r` `\t`: the byte it stands for.
  case byte(UInt8)
  /// `\u`: four hexadecimal digits follow.
  case unicode
  /// Not an escape of JSON's.
  case invalid

  @inline(__always)
  package init(_ e: UInt8) {
    switch e {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): self = .byte(e)
    case UInt8(ascii: "b"): self = .byte(0x08)
    case UInt8(ascii: "f"): self = .byte(0x0C)
    case UInt8(ascii: "n"): self = .byte(0x0A)
    case UInt8(ascii: "r"): self = .byte(0x0D)
    case UInt8(ascii: "t"): self = .byte(0x09)
    case UInt8(ascii: "u"): self = .unicode
    default: self = .invalid
    }
  }

  /// The escape of a lexer's scalar (`invalid` beyond ASCII).
  package init(_ scalar: Unicode.Scalar) {
    self = scalar.isASCII ? JSONEscape(UInt8(scalar.value)) : .invalid
  }
}
