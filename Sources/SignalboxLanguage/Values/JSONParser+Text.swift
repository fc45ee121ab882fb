#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Checking without building (for `JSONText`), and reading members out of checked text.
extension JSONParser {
  /// Parses the value at `start` (no leading whitespace), keeping an object as its text
  /// (see `JSONObject`): what the stdin and file readers do. `depth`: the containers the
  /// value is inside (`stdin items`), counted against `maxDepth`.
  static func parseKeepingText(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, atEOF: Bool, depth: Int = 0) -> Outcome {
    guard start < bytes.count, bytes[start] == UInt8(ascii: "{") else {
      var parser = JSONParser(bytes: bytes, atEOF: atEOF, position: start)
      parser.keepObjectsAsText = true
      parser.baseDepth = depth
      return parser.run()
    }
    let end: Int
    let canonical: Bool
    let duplicateKeys: Bool
    if depth + QuickCheck.maxDepth < JSONParser.maxDepth, let quick = QuickCheck.objectText(bytes, from: start) {
      (end, canonical, duplicateKeys) = (quick.end, quick.canonical, false)
    } else {
      let checked = check(bytes, from: start, atEOF: atEOF, depth: depth)
      guard case .value(_, let checkedEnd) = checked.outcome else { return checked.outcome }
      (end, canonical, duplicateKeys) = (checkedEnd, checked.canonical, checked.duplicateKeys)
    }
    let text = JSONText.make(
      copying: UnsafeBufferPointer(rebasing: bytes[start..<end]), canonical: canonical, duplicateKeys: duplicateKeys)
    return .value(.object(JSONObject(text: text)), end: end)
  }

  private static let quote = UInt8(ascii: "\"")
  private static let backslash = UInt8(ascii: "\\")

  /// Checks a string the way `parseString` reads it (same errors), without decoding it.
  /// Returns whether it has an escape that other spellings could also write (`\u…`, `\/`).
  mutating func checkString() throws -> Bool {
    position += 1
    var ambiguous = false
    while position < bytes.count {
      // Plain bytes (printable ASCII but quote and backslash) in a tight loop first.
      var p = position
      let end = bytes.count
      while p < end {
        let c = bytes[p]
        if c == JSONParser.quote || c == JSONParser.backslash || c &- 0x20 >= 0x5f { break }
        p += 1
      }
      position = p
      guard p < end else { break }
      let b = bytes[position]
      if b == JSONParser.quote {
        position += 1
        return ambiguous
      }
      if b < 0x20 { throw Failure(message: "control character in string", offset: position) }
      if b == JSONParser.backslash {
        let escapeStart = position
        position += 1
        guard position < bytes.count else { throw endOfInput() }
        let e = bytes[position]
        position += 1
        switch e {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "b"), UInt8(ascii: "f"), UInt8(ascii: "n"),
          UInt8(ascii: "r"), UInt8(ascii: "t"):
          break
        case UInt8(ascii: "/"):
          ambiguous = true
          canonical = false
        case UInt8(ascii: "u"):
          ambiguous = true
          canonical = false
          _ = try unicodeEscape()
        default:
          throw Failure(message: "invalid escape in string", offset: escapeStart)
        }
        continue
      }
      if b >= 0x7f {
        if b == 0x7f || !JSONParser.isValidUTF8Sequence(bytes, at: position) {
          canonical = false
          position += 1
        } else {
          position += JSONParser.utf8Length(b)
        }
        continue
      }
      position += 1
    }
    throw endOfInput()
  }

  /// Whether the number text `base[start..<end]` (valid JSON) is exactly what
  /// `JSONWriter.writeNumber` prints for its value: an integer of at most 15 digits, or a
  /// decimal fraction without exponent, of at most 15 significant digits, not ending in 0,
  /// and not below 10⁻⁶ (smaller ones print with an exponent). Such a fraction is printed as
  /// written: at most 15 significant digits round-trip through a double (DBL_DIG), so no
  /// other decimal of that many digits or fewer has the same double, and the writer's
  /// shortest digits are the text's.
  static func isCanonicalNumber(_ base: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Bool {
    var i = start
    if i < end && base[i] == UInt8(ascii: "-") { i += 1 }
    let integerStart = i
    while i < end && base[i] &- 48 <= 9 { i += 1 }
    let integerDigits = i - integerStart
    guard integerDigits > 0 else { return false }
    if i == end { return integerDigits <= 15 }
    guard base[i] == UInt8(ascii: ".") else { return false }
    i += 1
    let fractionStart = i
    while i < end && base[i] &- 48 <= 9 { i += 1 }
    guard i == end, end > fractionStart, base[end - 1] != UInt8(ascii: "0") else { return false }
    if integerDigits == 1 && base[integerStart] == UInt8(ascii: "0") {
      var first = fractionStart
      while base[first] == UInt8(ascii: "0") { first += 1 }
      return first - fractionStart <= 5 && end - first <= 15
    }
    return integerDigits + (end - fractionStart) <= 15
  }

  /// The byte length of a UTF-8 sequence from its lead byte.
  @inline(__always) static func utf8Length(_ lead: UInt8) -> Int {
    lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
  }

  /// Whether a complete, valid (shortest form, not a surrogate, at most U+10FFFF) UTF-8
  /// sequence of two to four bytes starts at `i`: exactly the sequences `String(decoding:)`
  /// keeps as they are.
  static func isValidUTF8Sequence(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> Bool {
    let lead = bytes[i]
    @inline(__always) func continuation(_ k: Int, _ low: UInt8 = 0x80, _ high: UInt8 = 0xBF) -> Bool {
      i + k < bytes.count && bytes[i + k] >= low && bytes[i + k] <= high
    }
    switch lead {
    case 0xC2...0xDF: return continuation(1)
    case 0xE0: return continuation(1, 0xA0) && continuation(2)
    case 0xE1...0xEC, 0xEE...0xEF: return continuation(1) && continuation(2)
    case 0xED: return continuation(1, 0x80, 0x9F) && continuation(2)
    case 0xF0: return continuation(1, 0x90) && continuation(2) && continuation(3)
    case 0xF1...0xF3: return continuation(1) && continuation(2) && continuation(3)
    case 0xF4: return continuation(1, 0x80, 0x8F) && continuation(2) && continuation(3)
    default: return false
    }
  }

  /// Whether the object at `objectStart` has, before the key at `keyStart`, a key with the
  /// same bytes as the one at `keyStart..<keyEnd` (quotes included). The part before
  /// `keyStart` is checked already.
  static func hasKey(_ bytes: UnsafeBufferPointer<UInt8>, in objectStart: Int, before keyStart: Int, endingAt keyEnd: Int) -> Bool {
    let length = keyEnd - keyStart
    var p = skipWhitespace(bytes, from: objectStart + 1)
    while p < keyStart {
      let end = skipString(bytes, at: p).end
      if end - p == length && memcmp(bytes.baseAddress! + p, bytes.baseAddress! + keyStart, length) == 0 { return true }
      p = skipMember(bytes, afterKeyEndingAt: end)
    }
    return false
  }

  /// The keys of the checked object at `objectStart` that come before `keyStart`, as
  /// (start, length) pairs, quotes included.
  static func keys(_ bytes: UnsafeBufferPointer<UInt8>, in objectStart: Int, before keyStart: Int, into set: inout KeyByteSet) {
    var p = skipWhitespace(bytes, from: objectStart + 1)
    while p < keyStart {
      let end = skipString(bytes, at: p).end
      _ = set.insert(bytes, start: p, length: end - p)
      p = skipMember(bytes, afterKeyEndingAt: end)
    }
  }

  // MARK: reading checked text

  /// The end of the string at `p` (past its closing quote), and whether it has escapes.
  @inline(__always)
  static func skipString(_ bytes: UnsafeBufferPointer<UInt8>, at p: Int) -> (end: Int, escaped: Bool) {
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
        switch bytes[i] {
        case quote:
          i = skipString(bytes, at: i).end
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
      var i = p + 1
      while i < bytes.count {
        switch bytes[i] {
        case UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), 0x20, 0x0a, 0x0d, 0x09: return i
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

  /// Parses the checked value at `p`.
  private static func value(_ bytes: UnsafeBufferPointer<UInt8>, at p: Int) -> JSON {
    var parser = JSONParser(bytes: bytes, atEOF: true, position: p)
    return (try? parser.parseValue(depth: 0)) ?? .null
  }

  /// The value of `key` in the checked object that `bytes` holds: the first match when
  /// keys are known not to repeat, else the last.
  static func member(_ key: UnsafeBufferPointer<UInt8>, ofObjectIn bytes: UnsafeBufferPointer<UInt8>, firstMatch: Bool) -> JSON? {
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
        matches = end - p - 2 == key.count && (key.count == 0 || memcmp(bytes.baseAddress! + p + 1, key.baseAddress!, key.count) == 0)
      }
      if matches {
        let valueStart = skipWhitespace(bytes, from: skipWhitespace(bytes, from: end) + 1)
        if firstMatch { return value(bytes, at: valueStart) }
        found = valueStart
      }
      p = skipMember(bytes, afterKeyEndingAt: end)
    }
    return found.map { value(bytes, at: $0) }
  }

  /// Appends the checked value that `bytes` holds as `JSONWriter` prints it (no repeated
  /// keys in it): whitespace dropped; strings copied unless they hold a `\u` or `\/`
  /// escape, U+007F or invalid UTF-8 (those are decoded and written again); numbers
  /// rewritten from their text (`JSONWriter.writeNumberText`), or decoded and written
  /// again when their text cannot decide. One pass, nothing built.
  static func writeCompact(_ bytes: UnsafeBufferPointer<UInt8>, into out: inout [UInt8]) {
    if out.capacity < out.count + bytes.count {
      out.reserveCapacity(max(out.count + bytes.count, out.capacity * 2))  // geometric: many objects go into one line
    }
    guard let base = bytes.baseAddress else { return }
    var i = 0
    var copied = 0  // bytes before this are written
    let n = bytes.count
    @inline(__always) func flush(_ upTo: Int, _ out: inout [UInt8]) {
      if copied < upTo { out.append(contentsOf: UnsafeBufferPointer(start: base + copied, count: upTo - copied)) }
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
          var parser = JSONParser(bytes: bytes, atEOF: true, position: i)
          JSONWriter.writeString((try? parser.parseString()) ?? "", into: &out)
          copied = end
        }
        i = end
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        var j = i + 1
        var simple = true
        while j < n {
          let c = bytes[j]
          if c &- 48 <= 9 {
            j += 1
          } else if c == UInt8(ascii: ".") || c == UInt8(ascii: "e") || c == UInt8(ascii: "E") || c == UInt8(ascii: "+")
            || c == UInt8(ascii: "-")
          {
            simple = false
            j += 1
          } else {
            break
          }
        }
        let digits = j - i - (b == UInt8(ascii: "-") ? 1 : 0)
        if !(simple && digits <= 15 || JSONParser.isCanonicalNumber(base, from: i, to: j)) {
          flush(i, &out)
          let text = UnsafeBufferPointer(rebasing: bytes[i..<j])
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

/// The common case checked fast: a compact object (no whitespace) of strings, numbers,
/// literals and containers of these, with no repeated key. Strings may hold any escape and
/// valid UTF-8; a key with a `\u` or `\/` escape (other spellings of the same key could
/// repeat it) answers `nil`. Anything else — whitespace, invalid UTF-8, a possible repeated
/// key, the end of the buffer, an error — answers `nil`, and `JSONParser.check` (which has
/// the error messages) decides. What this accepts, `check` accepts with the same end,
/// without repeated keys; `canonical` is true only when the text is exactly what
/// `JSONWriter` prints (escapes the writer uses, no U+007F, numbers printed as written:
/// `JSONParser.isCanonicalNumber`), as `check` would find.
enum QuickCheck {
  private static let quote = UInt8(ascii: "\"")
  private static let backslash = UInt8(ascii: "\\")
  /// The deepest nesting it follows (deeper text answers `nil`).
  static let maxDepth = 64

  /// The bit of a 64-bit filter for the key at `start..<end` (quotes included): from its
  /// length and its first two and last two characters, mixed (keys such as `name` and
  /// `note` fall on different bits, so objects of ordinary keys are not read again).
  @inline(__always)
  static func keyBit(_ base: UnsafePointer<UInt8>, _ start: Int, _ end: Int) -> UInt64 {
    let length = end - start
    var x = UInt64(length) | UInt64(base[start + 1]) << 8 | UInt64(base[end - 2]) << 24
    if length >= 3 { x |= UInt64(base[start + 2]) << 16 | UInt64(base[end - 3]) << 32 }
    return 1 << ((x &* 0x9E37_79B9_7F4A_7C15) >> 58)
  }

  /// The end of the object at `start`, or `nil`.
  static func object(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
    objectText(bytes, from: start)?.end
  }

  /// The end of the object at `start` and whether it is canonical, or `nil`.
  static func objectText(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> (end: Int, canonical: Bool)? {
    guard let base = bytes.baseAddress else { return nil }
    var p = start
    var canonical = true
    return object(base, bytes.count, &p, depth: 0, &canonical) ? (p, canonical) : nil
  }

  @inline(__always)
  private static func isHex(_ c: UInt8) -> Bool {
    c &- 48 <= 9 || (c | 0x20) &- UInt8(ascii: "a") <= 5
  }

  @inline(__always)
  private static func string(_ base: UnsafePointer<UInt8>, _ end: Int, _ p: inout Int, _ canonical: inout Bool, key: Bool) -> Bool {
    var i = firstSpecialByte(base, from: p + 1, end: end)
    while i < end {
      let c = base[i]
      if c == quote {
        p = i + 1
        return true
      }
      if c == backslash {
        guard i + 1 < end else { return false }
        switch base[i + 1] {
        case quote, backslash, UInt8(ascii: "b"), UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
          i += 2
        case UInt8(ascii: "/"):
          guard !key else { return false }
          canonical = false
          i += 2
        case UInt8(ascii: "u"):
          guard !key, i + 6 <= end, isHex(base[i + 2]), isHex(base[i + 3]), isHex(base[i + 4]), isHex(base[i + 5])
          else { return false }
          canonical = false
          i += 6
        default: return false
        }
      } else if c == 0x7f {
        canonical = false
        i += 1
      } else if c >= 0x80 {
        guard JSONParser.isValidUTF8Sequence(UnsafeBufferPointer(start: base, count: end), at: i) else { return false }
        i += JSONParser.utf8Length(c)
      } else {
        return false  // a control byte
      }
      i = firstSpecialByte(base, from: i, end: end)
    }
    return false
  }

  /// The offset of the first byte at or after `start` that is not plain printable ASCII
  /// inside a string — a quote, a backslash, a control byte, 0x7F or above — or `end`.
  /// Eight bytes at a time: each test below flags, in a byte's top bit, bytes that match,
  /// and a false flag can only sit above a true one (borrows run upwards), so the lowest
  /// flag is the first match.
  @inline(__always)
  static func firstSpecialByte(_ base: UnsafePointer<UInt8>, from start: Int, end: Int) -> Int {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    @inline(__always) func zeroBytes(_ x: UInt64) -> UInt64 { (x &- ones) & ~x & highs }
    let raw = UnsafeRawPointer(base)
    var i = start
    while i + 8 <= end {
      let w = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self))
      let flags =
        (w & highs)  // 0x80 and above
        | ((w &- ones &* 0x20) & ~w & highs)  // below 0x20
        | zeroBytes(w ^ (ones &* 0x22)) | zeroBytes(w ^ (ones &* 0x5C)) | zeroBytes(w ^ (ones &* 0x7F))
      if flags != 0 { return i + flags.trailingZeroBitCount >> 3 }
      i += 8
    }
    while i < end {
      let c = base[i]
      if c == quote || c == UInt8(ascii: "\\") || c &- 0x20 >= 0x5f { return i }
      i += 1
    }
    return end
  }

  @inline(__always)
  private static func word(_ base: UnsafePointer<UInt8>, _ end: Int, _ p: inout Int, _ text: StaticString) -> Bool {
    let count = text.utf8CodeUnitCount
    guard p + count <= end, memcmp(base + p, text.utf8Start, count) == 0 else { return false }
    p += count
    return true
  }

  private static func value(_ base: UnsafePointer<UInt8>, _ end: Int, _ p: inout Int, depth: Int, _ canonical: inout Bool) -> Bool {
    switch base[p] {
    case quote: return string(base, end, &p, &canonical, key: false)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      var i = p
      if base[i] == UInt8(ascii: "-") { i += 1 }
      let digits = i
      if i < end && base[i] == UInt8(ascii: "0") {
        i += 1
      } else {
        while i < end && base[i] &- 48 <= 9 { i += 1 }
      }
      guard i > digits else { return false }
      var plain = i - digits <= 15
      if i < end && base[i] == UInt8(ascii: ".") {
        i += 1
        let fraction = i
        while i < end && base[i] &- 48 <= 9 { i += 1 }
        guard i > fraction else { return false }
        plain = false
      }
      if i < end && (base[i] | 0x20) == UInt8(ascii: "e") {
        i += 1
        if i < end && (base[i] == UInt8(ascii: "+") || base[i] == UInt8(ascii: "-")) { i += 1 }
        let exponent = i
        while i < end && base[i] &- 48 <= 9 { i += 1 }
        guard i > exponent else { return false }
        canonical = false
      } else if !plain && canonical {
        canonical = JSONParser.isCanonicalNumber(base, from: p, to: i)
      }
      // A terminator must follow (else: an error, or the buffer's end).
      guard i < end else { return false }
      switch base[i] {
      case UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"):
        p = i
        return true
      default: return false
      }
    case UInt8(ascii: "{"): return object(base, end, &p, depth: depth + 1, &canonical)
    case UInt8(ascii: "["): return array(base, end, &p, depth: depth + 1, &canonical)
    case UInt8(ascii: "t"): return word(base, end, &p, "true")
    case UInt8(ascii: "f"): return word(base, end, &p, "false")
    case UInt8(ascii: "n"): return word(base, end, &p, "null")
    default: return false
    }
  }

  private static func object(_ base: UnsafePointer<UInt8>, _ end: Int, _ p: inout Int, depth: Int, _ canonical: inout Bool) -> Bool {
    guard depth < maxDepth else { return false }
    var i = p + 1
    guard i < end else { return false }
    if base[i] == UInt8(ascii: "}") {
      p = i + 1
      return true
    }
    var seen: UInt64 = 0
    var rescans = 0
    while true {
      guard base[i] == quote else { return false }
      let keyStart = i
      guard string(base, end, &i, &canonical, key: true) else { return false }
      let bit = QuickCheck.keyBit(base, keyStart, i)
      if seen & bit != 0 {
        // Perhaps a repeated key ("name" and "note" share the bit): the earlier keys, checked
        // text already, are looked at a few times per object; past that `check` decides.
        rescans += 1
        guard rescans <= 4, !JSONParser.hasKey(UnsafeBufferPointer(start: base, count: end), in: p, before: keyStart, endingAt: i)
        else { return false }
      }
      seen |= bit
      guard i + 1 < end, base[i] == UInt8(ascii: ":") else { return false }
      i += 1
      guard value(base, end, &i, depth: depth, &canonical), i < end else { return false }
      switch base[i] {
      case UInt8(ascii: ","):
        i += 1
        guard i < end else { return false }
      case UInt8(ascii: "}"):
        p = i + 1
        return true
      default: return false
      }
    }
  }

  private static func array(_ base: UnsafePointer<UInt8>, _ end: Int, _ p: inout Int, depth: Int, _ canonical: inout Bool) -> Bool {
    guard depth < maxDepth else { return false }
    var i = p + 1
    guard i < end else { return false }
    if base[i] == UInt8(ascii: "]") {
      p = i + 1
      return true
    }
    while true {
      guard value(base, end, &i, depth: depth, &canonical), i < end else { return false }
      switch base[i] {
      case UInt8(ascii: ","):
        i += 1
        guard i < end else { return false }
      case UInt8(ascii: "]"):
        p = i + 1
        return true
      default: return false
      }
    }
  }
}

/// Repeated keys of one object while checking it. For the first sixteen keys a 64-bit
/// filter of the keys seen so far answers, and when it says a key may have been seen the
/// earlier keys are looked at. At the seventeenth key the keys so far go into a hash set
/// of their bytes (one pass over the object's earlier members), which answers from then
/// on: linear in the object's size however many keys it has.
struct KeyFilter {
  private var bits: UInt64 = 0
  private var count = 0
  private var set: KeyByteSet? = nil
  /// Keys read again and slots probed (tests count work with it).
  private var reread = 0
  var work: Int { reread + (set?.probes ?? 0) }

  /// Records the key at `keyStart..<keyEnd` (quotes included) of the object at
  /// `objectStart`; true when the object already had a key with the same bytes.
  mutating func insert(_ bytes: UnsafeBufferPointer<UInt8>, objectStart: Int, keyStart: Int, keyEnd: Int) -> Bool {
    if set == nil {
      let bit = QuickCheck.keyBit(bytes.baseAddress!, keyStart, keyEnd)
      count += 1
      if count <= 16 {
        // Small objects: the filter, and on a hit a look at the earlier keys.
        defer { bits |= bit }
        if bits & bit == 0 { return false }
        reread += count - 1
        return JSONParser.hasKey(bytes, in: objectStart, before: keyStart, endingAt: keyEnd)
      }
      var keys = KeyByteSet()
      JSONParser.keys(bytes, in: objectStart, before: keyStart, into: &keys)
      reread += count - 1
      set = keys
    }
    return set!.insert(bytes, start: keyStart, length: keyEnd - keyStart)
  }
}

/// A set of byte ranges of one buffer, compared by their bytes (open addressing).
struct KeyByteSet {
  private var starts: [Int] = Array(repeating: -1, count: 64)
  private var lengths: [Int] = Array(repeating: 0, count: 64)
  private var count = 0
  private(set) var probes = 0

  /// Adds the range; true when the same bytes were there already.
  mutating func insert(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, length: Int) -> Bool {
    if (count + 1) * 2 > starts.count { grow(bytes) }
    let base = bytes.baseAddress!
    let mask = starts.count - 1
    var slot = KeyByteSet.hash(base + start, length) & mask
    while starts[slot] >= 0 {
      probes += 1
      if lengths[slot] == length && memcmp(base + starts[slot], base + start, length) == 0 { return true }
      slot = (slot + 1) & mask
    }
    starts[slot] = start
    lengths[slot] = length
    count += 1
    return false
  }

  private static func hash(_ p: UnsafePointer<UInt8>, _ length: Int) -> Int {
    var hasher = Hasher()
    hasher.combine(bytes: UnsafeRawBufferPointer(start: p, count: length))
    return hasher.finalize()
  }

  private mutating func grow(_ bytes: UnsafeBufferPointer<UInt8>) {
    let oldStarts = starts
    let oldLengths = lengths
    starts = Array(repeating: -1, count: oldStarts.count * 2)
    lengths = Array(repeating: 0, count: oldStarts.count * 2)
    let mask = starts.count - 1
    for k in oldStarts.indices where oldStarts[k] >= 0 {
      var slot = KeyByteSet.hash(bytes.baseAddress! + oldStarts[k], oldLengths[k]) & mask
      while starts[slot] >= 0 { slot = (slot + 1) & mask }
      starts[slot] = oldStarts[k]
      lengths[slot] = oldLengths[k]
    }
  }
}
