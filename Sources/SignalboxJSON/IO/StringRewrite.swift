/// Checked string text written as `JSONWriter` prints the string, in one pass and without
/// decoding it into a `String`: `\/` becomes `/`, a `\u` escape becomes its character's
/// UTF-8 (or the writer's own escape for a control character, a quote, a backslash or
/// U+007F), a raw U+007F becomes `\u007f`; other escapes and valid UTF-8 are copied.
/// The event log's URLs (`https:\/\/…`) and names (`ren\u00e9`) are written this way.
extension JSONParser {
  /// Writes the checked string whose opening quote is at `start` and closing quote at
  /// `close`, quotes included, and answers `true`; or writes nothing and answers `false`
  /// when the string holds what only the decoder decides (a lone surrogate, invalid UTF-8).
  static func rewriteString(
    _ base: UnsafePointer<UInt8>, from start: Int, close: Int, into out: inout [UInt8]
  ) -> Bool {
    let mark = out.count
    var copied = start  // bytes before this are written
    var i = start + 1
    while true {
      i = QuickCheck.firstSpecialByte(base, from: i, end: close)
      if i >= close { break }
      let c = base[i]
      if c == backslash {
        let e = base[i + 1]
        if e == UInt8(ascii: "/") {
          flush(base, copied, i, &out)
          out.append(UInt8(ascii: "/"))
          i += 2
          copied = i
        } else if e == UInt8(ascii: "u") {
          guard var unit = hex4(base, i + 2) else { return undo(mark, &out) }
          var length = 6
          if unit & 0xFC00 == 0xD800 {
            guard base[i + 6] == backslash, base[i + 7] == UInt8(ascii: "u"),
              let low = hex4(base, i + 8), low & 0xFC00 == 0xDC00
            else { return undo(mark, &out) }
            unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
            length = 12
          } else if unit & 0xFC00 == 0xDC00 {
            return undo(mark, &out)
          }
          flush(base, copied, i, &out)
          appendScalar(unit, &out)
          i += length
          copied = i
        } else {
          i += 2  // `\"`, `\\`, `\b`, `\f`, `\n`, `\r`, `\t`: the writer's own escapes
        }
      } else if c == 0x7f {
        flush(base, copied, i, &out)
        out.append(contentsOf: [backslash, UInt8(ascii: "u"), 48, 48, 55, 102])
        i += 1
        copied = i
      } else if c >= 0x80 {
        let bytes = UnsafeBufferPointer(start: base, count: close)
        guard isValidUTF8Sequence(bytes, at: i) else { return undo(mark, &out) }
        i += utf8Length(c)
      } else {
        return undo(mark, &out)  // a control byte: checked text has none
      }
    }
    flush(base, copied, close + 1, &out)
    return true
  }

  @inline(__always)
  private static func flush(
    _ base: UnsafePointer<UInt8>, _ from: Int, _ to: Int, _ out: inout [UInt8]
  ) {
    if from < to {
      out.append(contentsOf: UnsafeBufferPointer(start: base + from, count: to - from))
    }
  }

  private static func undo(_ mark: Int, _ out: inout [UInt8]) -> Bool {
    out.removeSubrange(mark...)
    return false
  }

  /// The four hex digits at `p` (checked text has them).
  @inline(__always)
  static func hex4(_ base: UnsafePointer<UInt8>, _ p: Int) -> UInt32? {
    var v: UInt32 = 0
    for k in 0..<4 {
      let c = base[p + k]
      let d: UInt8
      switch c {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): d = c &- 48
      case UInt8(ascii: "a")...UInt8(ascii: "f"): d = c &- 87
      case UInt8(ascii: "A")...UInt8(ascii: "F"): d = c &- 55
      default: return nil
      }
      v = v << 4 | UInt32(d)
    }
    return v
  }

  /// A scalar as the writer prints it inside a string.
  @inline(__always)
  static func appendScalar(_ v: UInt32, _ out: inout [UInt8]) {
    switch v {
    case 0..<0x80:
      var byte = UInt8(v)
      withUnsafePointer(to: &byte) {
        JSONWriter.writeStringContents(UnsafeBufferPointer(start: $0, count: 1), into: &out)
      }
    case 0x80..<0x800:
      out.append(UInt8(0xC0 | v >> 6))
      out.append(UInt8(0x80 | v & 0x3F))
    case 0x800..<0x10000:
      out.append(UInt8(0xE0 | v >> 12))
      out.append(UInt8(0x80 | (v >> 6) & 0x3F))
      out.append(UInt8(0x80 | v & 0x3F))
    default:
      out.append(UInt8(0xF0 | v >> 18))
      out.append(UInt8(0x80 | (v >> 12) & 0x3F))
      out.append(UInt8(0x80 | (v >> 6) & 0x3F))
      out.append(UInt8(0x80 | v & 0x3F))
    }
  }
}
