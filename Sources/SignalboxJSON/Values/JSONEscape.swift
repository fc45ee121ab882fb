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

  /// Appends the UTF-8 bytes of the scalar `s` (not a surrogate, at most U+10FFFF).
  @inline(__always) package static func appendUTF8(_ s: UInt32, to out: inout [UInt8]) {
    if s < 0x80 {
      out.append(UInt8(s))
    } else if s < 0x800 {
      out.append(UInt8(0xC0 | s >> 6))
      out.append(UInt8(0x80 | s & 0x3F))
    } else if s < 0x10000 {
      out.append(UInt8(0xE0 | s >> 12))
      out.append(UInt8(0x80 | s >> 6 & 0x3F))
      out.append(UInt8(0x80 | s & 0x3F))
    } else {
      out.append(UInt8(0xF0 | s >> 18))
      out.append(UInt8(0x80 | s >> 12 & 0x3F))
      out.append(UInt8(0x80 | s >> 6 & 0x3F))
      out.append(UInt8(0x80 | s & 0x3F))
    }
  }
}
