import SignalboxJSON

extension JQFormats {
  /// Bytes as jq 1.7.1 makes a string of them (`jvp_utf8_next`): each bad sequence is one
  /// U+FFFD, a sequence cut by the end of the bytes takes the rest with it (`"null" |
  /// @base64d` is two U+FFFD), and an overlong form, a surrogate or a code point past
  /// U+10FFFF is bad.
  static func utf8(_ bytes: [UInt8]) -> String {
    var scalars = String.UnicodeScalarView()
    var i = 0
    while i < bytes.count {
      let first = bytes[i]
      let length: Int
      switch first {
      case 0..<0x80:
        scalars.append(Unicode.Scalar(first))
        i += 1
        continue
      case 0xC2..<0xE0: length = 2
      case 0xE0..<0xF0: length = 3
      case 0xF0..<0xF5: length = 4
      default: length = 1  // a continuation byte out of place, 0xC0, 0xC1, or 0xF5 to 0xFF
      }
      var code: UInt32? = nil
      var used = length
      if length == 1 {
        used = 1
      } else if i + length > bytes.count {
        used = bytes.count - i
      } else {
        var c = UInt32(first) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        code = c
        for k in 1..<length where code != nil {
          let b = bytes[i + k]
          guard b & 0xC0 == 0x80 else {
            code = nil
            used = k
            break
          }
          c = c << 6 | UInt32(b & 0x3F)
          code = c
        }
        let least: [UInt32] = [0, 0, 0x80, 0x800, 0x10000]
        if let v = code, v < least[length] || (0xD800...0xDFFF).contains(v) || v > 0x10FFFF {
          code = nil
        }
      }
      scalars.append(code.flatMap(Unicode.Scalar.init) ?? "\u{FFFD}")
      i += used
    }
    return String(scalars)
  }
}
