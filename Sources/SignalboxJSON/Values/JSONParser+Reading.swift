/// Reading members out of checked text, and writing it compact.
extension JSONParser {
  // MARK: reading checked text

  /// The end of the string at `p` (past its closing quote), and whether it has escapes.
  @inline(__always)
  static func skipString(_ bytes: UnsafeBufferPointer<UInt8>, at p: Int) -> (
    end: Int, escaped: Bool
  ) {
    var i = p + 1
    var escaped = false
    while true {
      let b = bytes[i]
      if b == quote { return (i + 1, escaped) }
      if b == backslash {
        escaped = true
        i += 2
      } else {
        i += 1
      }
    }
  }

  /// The end of the checked value at `p`.
  static func skipValue(_ bytes: UnsafeBufferPointer<UInt8>, at p: Int) -> Int {
    switch bytes[p] {
    case quote: return skipString(bytes, at: p).end
    case UInt8(ascii: "{"), UInt8(ascii: "["):
      var depth = 0
      var i = p
      while true {
        // To the next quote, bracket or brace, eight bytes at a time (checked text closes
        // every container before the end).
        i = QuickCheck.firstStructural(bytes.baseAddress!, from: i, end: bytes.count)
        switch bytes[i] {
        case quote:
          // Past the string, eight bytes at a time (checked text closes it before the end).
          i += 1
          while true {
            i = QuickCheck.firstQuoteOrBackslash(bytes.baseAddress!, from: i, end: bytes.count)
            let c = bytes[i]
            if c == quote { break }
            i += c == backslash ? 2 : 1
          }
          i += 1
          continue
        case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
        case UInt8(ascii: "}"), UInt8(ascii: "]"):
          depth -= 1
          if depth == 0 { return i + 1 }
        default: break
        }
        i += 1
      }
    default:
      // A number (its sign, digits, fraction and exponent skipped a word of digits at a
      // time) or a literal, then byte by byte to what ends it.
      let c = bytes[p]
      var i =
        c == UInt8(ascii: "-") || c &- 48 <= 9
        ? QuickCheck.numberEnd(bytes.baseAddress!, from: p, end: bytes.count)
        : QuickCheck.firstNonDigit(bytes.baseAddress!, from: p + 1, end: bytes.count)
      while i < bytes.count {
        switch bytes[i] {
        case UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), 0x20, 0x0a, 0x0d, 0x09:
          return i
        default: i += 1
        }
      }
      return i
    }
  }

  /// From the end of a member's key to the start of the next key (or to the closing brace).
  @inline(__always)
  static func skipMember(_ bytes: UnsafeBufferPointer<UInt8>, afterKeyEndingAt end: Int) -> Int {
    var p = skipWhitespace(bytes, from: end) + 1  // the colon
    p = skipWhitespace(bytes, from: p)
    p = skipWhitespace(bytes, from: skipValue(bytes, at: p))
    if bytes[p] == UInt8(ascii: ",") { p = skipWhitespace(bytes, from: p + 1) }
    return p
  }

  /// Parses the checked value at `p`; reading `literals` (`signalbox jq`), objects in it
  /// stay their text (`JSONText`), as the input line does.
  private static func value(_ bytes: UnsafeBufferPointer<UInt8>, at p: Int, literals: Bool)
    -> JSON
  {
    var parser = JSONParser(bytes: bytes, atEOF: true, position: p)
    parser.literals = literals
    parser.keepObjectsAsText = literals
    return (try? parser.parseValue(depth: 0)) ?? .null
  }

  /// The value of `key` in the checked object that `bytes` holds: the first match when
  /// keys are known not to repeat, else the last.
  static func member(
    _ key: UnsafeBufferPointer<UInt8>, ofObjectIn bytes: UnsafeBufferPointer<UInt8>,
    firstMatch: Bool, literals: Bool = false
  ) -> JSON? {
    memberStart(key, ofObjectIn: bytes, firstMatch: firstMatch).map {
      value(bytes, at: $0, literals: literals)
    }
  }

  /// Where the value of `key` starts in the checked object that `bytes` holds (from its
  /// first byte; what follows the object is not read).
  static func memberStart(
    _ key: UnsafeBufferPointer<UInt8>, ofObjectIn bytes: UnsafeBufferPointer<UInt8>,
    firstMatch: Bool
  ) -> Int? {
    var p = skipWhitespace(bytes, from: 1)
    var found: Int? = nil
    while bytes[p] == quote {
      let (end, escaped) = skipString(bytes, at: p)
      let matches: Bool
      if escaped {
        var parser = JSONParser(bytes: bytes, atEOF: true, position: p)
        let name = (try? parser.parseString()) ?? ""
        matches = name.utf8.elementsEqual(key)
      } else {
        matches =
          end - p - 2 == key.count
          && (key.count == 0
            || memcmp(bytes.baseAddress! + p + 1, key.baseAddress!, key.count) == 0)
      }
      if matches {
        let valueStart = skipWhitespace(bytes, from: skipWhitespace(bytes, from: end) + 1)
        if firstMatch { return valueStart }
        found = valueStart
      }
      p = skipMember(bytes, afterKeyEndingAt: end)
    }
    return found
  }

  /// Appends the checked value that `bytes` holds as `JSONWriter` prints it (no repeated
  /// keys in it): whitespace dropped; strings copied unless they hold a `\u` or `\/`
  /// escape, U+007F or invalid UTF-8 (those are decoded and written again); numbers
  /// rewritten from their text (`JSONWriter.writeNumberText`), or decoded and written
  /// again when their text cannot decide. One pass, nothing built. `literals`: the numbers
  /// are jq 1.7.1's literals, printed as `signalbox jq` prints them (`BigInteger.literal`):
  /// as written unless `BigInteger.isLiteralAsWritten` says otherwise.
  static func writeCompact(
    _ bytes: UnsafeBufferPointer<UInt8>, into out: inout [UInt8], literals: Bool = false
  ) {
    if out.capacity < out.count + bytes.count {
      // geometric: many objects go into one line
      out.reserveCapacity(max(out.count + bytes.count, out.capacity * 2))
    }
    guard let base = bytes.baseAddress else { return }
    var i = 0
    var copied = 0  // bytes before this are written
    let n = bytes.count
    @inline(__always) func flush(_ upTo: Int, _ out: inout [UInt8]) {
      if copied < upTo {
        out.append(contentsOf: UnsafeBufferPointer(start: base + copied, count: upTo - copied))
      }
    }
    while i < n {
      let b = bytes[i]
      switch b {
      case 0x20, 0x0a, 0x0d, 0x09:
        flush(i, &out)
        i += 1
        copied = i
      case quote:
        // Checked text: the string is closed before the end.
        var j = i + 1
        var plain = true
        while true {
          j = QuickCheck.firstSpecialByte(base, from: j, end: n)
          let c = base[j]
          if c == quote { break }
          if c == backslash {
            let e = base[j + 1]
            if e == UInt8(ascii: "u") || e == UInt8(ascii: "/") { plain = false }
            j += 2
          } else if c >= 0x80 && c != 0x7f && isValidUTF8Sequence(bytes, at: j) {
            j += utf8Length(c)
          } else {
            plain = false
            j += 1
          }
        }
        let end = j + 1
        if !plain {
          flush(i, &out)
          if !rewriteString(base, from: i, close: j, into: &out) {
            var parser = JSONParser(bytes: bytes, atEOF: true, position: i)
            JSONWriter.writeString((try? parser.parseString()) ?? "", into: &out)
          }
          copied = end
        }
        i = end
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        var j = i + 1
        var simple = true
        var digits = b == UInt8(ascii: "-") ? 0 : 1
        while j < n {
          let c = bytes[j]
          if c &- 48 <= 9 {
            digits += 1
            j += 1
          } else if c == UInt8(ascii: ".") || c == UInt8(ascii: "e") || c == UInt8(ascii: "E")
            || c == UInt8(ascii: "+")
            || c == UInt8(ascii: "-")
          {
            simple = false
            j += 1
          } else {
            break
          }
        }
        let text = UnsafeBufferPointer(rebasing: bytes[i..<j])
        if literals {
          if !simple && !BigInteger.isLiteralAsWritten(text) {
            flush(i, &out)
            var parser = JSONParser(bytes: bytes, atEOF: true, position: i)
            let value = BigInteger.literal(text, value: (try? parser.parseNumber()) ?? 0)
            JSONWriter.write(value, into: &out, jq: true)
            copied = j
          }
        } else if !simple && digits >= 16 {
          // Most such texts are doubles written with 16 or 17 digits: neither canonical
          // nor of the 15 digits `writeNumberText` rewrites, so straight to the value
          // (what the other paths print too, when they answer).
          flush(i, &out)
          var parser = JSONParser(bytes: bytes, atEOF: true, position: i)
          JSONWriter.writeNumber((try? parser.parseNumber()) ?? 0, into: &out)
          copied = j
        } else if !(simple || JSONParser.isCanonicalNumber(base, from: i, to: j)) {
          flush(i, &out)
          if !JSONWriter.writeNumberText(text, into: &out) {
            var parser = JSONParser(bytes: bytes, atEOF: true, position: i)
            JSONWriter.writeNumber((try? parser.parseNumber()) ?? 0, into: &out)
          }
          copied = j
        }
        i = j
      default:
        i += 1
      }
    }
    flush(n, &out)
  }

  /// The number of members of the checked object that `bytes` holds (keys not repeated).
  static func memberCount(ofObjectIn bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var p = skipWhitespace(bytes, from: 1)
    var count = 0
    while bytes[p] == quote {
      count += 1
      p = skipMember(bytes, afterKeyEndingAt: skipString(bytes, at: p).end)
    }
    return count
  }
}
