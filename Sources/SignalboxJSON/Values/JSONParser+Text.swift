/// Checking without building (for `JSONText`), and reading members out of checked text.
extension JSONParser {
  /// Parses the value at `start` (no leading whitespace), keeping an object as its text
  /// (see `JSONObject`): what the stdin and file readers do. `depth`: the containers the
  /// value is inside (`stdin items`), counted against `maxDepth`.
  static func parseKeepingText(
    _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, atEOF: Bool, depth: Int = 0,
    nonFinite: Bool = false, literals: Bool = false, indexed: Bool = true
  ) -> Outcome {
    if literals {
      return parseLiterals(
        bytes, from: start, atEOF: atEOF, depth: depth, nonFinite: nonFinite, indexed: indexed)
    }
    if nonFinite {
      // jq's input: what strict JSON refuses is read again with non-finite numbers.
      let strict = parseKeepingText(bytes, from: start, atEOF: atEOF, depth: depth)
      guard case .failure = strict else { return strict }
      var parser = JSONParser(bytes: bytes, atEOF: atEOF, position: start)
      parser.baseDepth = depth
      parser.nonFinite = true
      return parser.run()
    }
    guard start < bytes.count, bytes[start] == UInt8(ascii: "{") else {
      var parser = JSONParser(bytes: bytes, atEOF: atEOF, position: start)
      parser.keepObjectsAsText = true
      parser.baseDepth = depth
      return parser.run()
    }
    if let (value, end) = quickObject(bytes, from: start, depth: depth, indexed: indexed) {
      return .value(value, end: end)
    }
    if let written = CanonicalWriter.text(bytes, from: start, depth: depth) {
      // Whitespace, or keys with escapes: checked and written canonical in one pass.
      let text = written.text.withUnsafeBufferPointer {
        JSONText.make(copying: $0, canonical: true, duplicateKeys: false)
      }
      return .value(.object(JSONObject(text: text)), end: written.end)
    }
    let checked = check(bytes, from: start, atEOF: atEOF, depth: depth)
    guard case .value(_, let end) = checked.outcome else { return checked.outcome }
    let text = JSONText.make(
      copying: UnsafeBufferPointer(rebasing: bytes[start..<end]), canonical: checked.canonical,
      duplicateKeys: checked.duplicateKeys)
    return .value(.object(JSONObject(text: text)), end: end)
  }

  /// The object at `start` kept as its text, when `QuickCheck` accepts it (nil: it cannot
  /// tell, or there is no object there): what `parseKeepingText` makes of it, and what the
  /// read-ahead thread (`ReadAhead`) makes of the lines it checks ahead. The text keeps the
  /// member index the check recorded (`QuickCheck.indexedText`) unless `indexed` is false.
  @inline(__always)
  static func quickObject(
    _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, depth: Int, indexed: Bool = true
  ) -> (JSON, end: Int)? {
    guard depth + QuickCheck.maxDepth < JSONParser.maxDepth else { return nil }
    if indexed {
      guard let quick = QuickCheck.indexedText(bytes, from: start, literals: false) else {
        return nil
      }
      return (.object(JSONObject(text: quick.text)), quick.end)
    }
    guard let quick = QuickCheck.objectText(bytes, from: start) else { return nil }
    let text = JSONText.make(
      copying: UnsafeBufferPointer(rebasing: bytes[start..<quick.end]),
      canonical: quick.canonical, duplicateKeys: false)
    return (.object(JSONObject(text: text)), quick.end)
  }

  /// `quickObject`, but an object that is not canonical is kept as the text `JSONWriter`
  /// prints for it (written by `writeCompact`, as the writer itself would, through
  /// `scratch`): the same value, printed the same, with the rewrite done here. What the
  /// thread reading ahead makes when the printing thread is the busier one.
  static func quickObjectCanonical(
    _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, scratch: inout [UInt8]
  ) -> (JSON, end: Int)? {
    guard QuickCheck.maxDepth < JSONParser.maxDepth,
      let quick = QuickCheck.objectText(bytes, from: start)
    else { return nil }
    let source = UnsafeBufferPointer(rebasing: bytes[start..<quick.end])
    guard !quick.canonical else {
      let text = JSONText.make(copying: source, canonical: true, duplicateKeys: false)
      return (.object(JSONObject(text: text)), quick.end)
    }
    scratch.removeAll(keepingCapacity: true)
    writeCompact(source, into: &scratch)
    let text = scratch.withUnsafeBufferPointer {
      JSONText.make(copying: $0, canonical: true, duplicateKeys: false)
    }
    return (.object(JSONObject(text: text)), quick.end)
  }

  static let quote = UInt8(ascii: "\"")
  static let backslash = UInt8(ascii: "\\")

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
      if b < 0x20 { throw JSONError(.controlCharacter, at: position) }
      if b == JSONParser.backslash {
        let escapeStart = position
        position += 1
        guard position < bytes.count else { throw endOfInput() }
        let e = bytes[position]
        position += 1
        switch e {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "b"), UInt8(ascii: "f"),
          UInt8(ascii: "n"),
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
          throw JSONError(.invalidEscape, at: escapeStart)
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
  /// `JSONWriter` prints for its value: an integer (of up to 15 digits a double prints it so;
  /// longer ones are kept as written, `BigInteger`), or a
  /// decimal fraction without exponent, of at most 15 significant digits, not ending in 0,
  /// and not below 10⁻⁶ (smaller ones print with an exponent). Such a fraction is printed as
  /// written: at most 15 significant digits round-trip through a double (DBL_DIG), so no
  /// other decimal of that many digits or fewer has the same double, and the writer's
  /// shortest digits are the text's.
  static func isCanonicalNumber(_ base: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Bool
  {
    var i = start
    if i < end && base[i] == UInt8(ascii: "-") { i += 1 }
    let integerStart = i
    while i < end && base[i] &- 48 <= 9 { i += 1 }
    let integerDigits = i - integerStart
    guard integerDigits > 0 else { return false }
    if i == end { return true }  // an integer prints as written (`BigInteger`)
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
    @inline(__always) func continuation(_ k: Int, _ low: UInt8 = 0x80, _ high: UInt8 = 0xBF) -> Bool
    {
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
  static func hasKey(
    _ bytes: UnsafeBufferPointer<UInt8>, in objectStart: Int, before keyStart: Int,
    endingAt keyEnd: Int
  ) -> Bool {
    let length = keyEnd - keyStart
    var p = skipWhitespace(bytes, from: objectStart + 1)
    while p < keyStart {
      let end = skipString(bytes, at: p).end
      if end - p == length
        && memcmp(bytes.baseAddress! + p, bytes.baseAddress! + keyStart, length) == 0
      {
        return true
      }
      p = skipMember(bytes, afterKeyEndingAt: end)
    }
    return false
  }

  /// The keys of the checked object at `objectStart` that come before `keyStart`, as
  /// (start, length) pairs, quotes included.
  static func keys(
    _ bytes: UnsafeBufferPointer<UInt8>, in objectStart: Int, before keyStart: Int,
    into set: inout KeyByteSet
  ) {
    var p = skipWhitespace(bytes, from: objectStart + 1)
    while p < keyStart {
      let end = skipString(bytes, at: p).end
      _ = set.insert(bytes, start: p, length: end - p)
      p = skipMember(bytes, afterKeyEndingAt: end)
    }
  }
}
