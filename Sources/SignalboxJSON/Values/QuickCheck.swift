/// The common case checked fast: a compact object (no whitespace) of strings, numbers,
/// literals and containers of these, with no repeated key. Strings may hold any escape and
/// valid UTF-8; a key with a `\u` or `\/` escape (other spellings of the same key could
/// repeat it) answers `nil`. Anything else — whitespace, invalid UTF-8, a possible repeated
/// key, the end of the buffer, an error — answers `nil`, and `JSONParser.check` (which has
/// the error messages) decides. What this accepts, `check` accepts with the same end,
/// without repeated keys; `canonical` is true only when the text is exactly what
/// `JSONWriter` prints (escapes the writer uses, no U+007F, numbers printed as written:
/// `JSONParser.isCanonicalNumber`), as `check` would find.
package enum QuickCheck {
  static let quote = UInt8(ascii: "\"")
  static let backslash = UInt8(ascii: "\\")
  static let colon = UInt8(ascii: ":")
  /// The deepest nesting it follows (deeper text answers `nil`): the scan's frames (32
  /// bytes each) take 1 KiB, which `withUnsafeTemporaryAllocation` puts on the machine
  /// stack without asking how much stack is left (above 1 KiB it asks, each object).
  static let maxDepth = 32

  /// The end of the object at `start`, or `nil`.
  static func object(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
    objectText(bytes, from: start)?.end
  }

  /// The end of the object at `start` and whether it is canonical, or `nil`.
  ///
  /// One loop over the text with its containers on a stack of its own (no call per
  /// value): a bit per level says object or array, and each open object has its key
  /// filter and its start in a small frame on the machine stack.
  static func objectText(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> (
    end: Int, canonical: Bool
  )? {
    guard let base = bytes.baseAddress, start < bytes.count, base[start] == UInt8(ascii: "{")
    else { return nil }
    return withUnsafeTemporaryAllocation(of: ObjectFrame.self, capacity: maxDepth) { frames in
      scan(base, bytes.count, start, frames.baseAddress!, nil).map { ($0.end, $0.canonical) }
    }
  }

  /// What the scan keeps of an open object: a filter of its keys (three 64-bit words, a
  /// bit in each per key: a key hits when its three bits are set, so a key after twenty
  /// others hits by chance about one time in forty; with two words, a row of 22 columns
  /// had a key that hit on every line, and its rescan cost 13 % of `export object`) and
  /// its start.
  struct ObjectFrame {
    var seen: (UInt64, UInt64, UInt64)
    var start: Int
  }

  /// `index`: where to record the member index (`QuickCheck+Index.swift`), or `nil`;
  /// `entries` is how many it recorded (0 for none, or when it could not record them all).
  static func scan(
    _ base: UnsafePointer<UInt8>, _ end: Int, _ start: Int,
    _ frames: UnsafeMutablePointer<ObjectFrame>, _ index: UnsafeMutablePointer<UInt16>?
  ) -> (end: Int, canonical: Bool, entries: Int)? {
    // Two copies of the loop (`scan(_:_:_:_:_:recording:)` inlined in each): one records
    // the index; the other, for objects the gate leaves without one, has none of its steps.
    if let index { return scanRecording(base, end, start, frames, index) }
    return scanPlain(base, end, start, frames)
  }

  /// `scan` recording the member index at `index`.
  @inline(never)
  static func scanRecording(
    _ base: UnsafePointer<UInt8>, _ end: Int, _ start: Int,
    _ frames: UnsafeMutablePointer<ObjectFrame>, _ index: UnsafeMutablePointer<UInt16>
  ) -> (end: Int, canonical: Bool, entries: Int)? {
    scan(base, end, start, frames, index, recording: true)
  }

  /// `scan` recording no index.
  @inline(never)
  static func scanPlain(
    _ base: UnsafePointer<UInt8>, _ end: Int, _ start: Int,
    _ frames: UnsafeMutablePointer<ObjectFrame>
  ) -> (end: Int, canonical: Bool, entries: Int)? {
    scan(base, end, start, frames, nil, recording: false)
  }

  /// `scan`'s loop; `recording` (a constant where it is inlined) false only when `index` is
  /// `nil`.
  @inline(__always)
  static func scan(
    _ base: UnsafePointer<UInt8>, _ end: Int, _ start: Int,
    _ frames: UnsafeMutablePointer<ObjectFrame>, _ index: UnsafeMutablePointer<UInt16>?,
    recording: Bool
  ) -> (end: Int, canonical: Bool, entries: Int)? {
    var index = recording ? index : nil
    var entries = 0
    var last = Int(noEntry)  // the entry of the open object's last key so far
    var canonical = true
    var rescans = 0
    // Open containers: `depth` of them; bit `d` of `objects` set when level `d` is an object.
    var depth = 1
    var objects: UInt64 = 1
    frames.initialize(to: ObjectFrame(seen: (0, 0, 0), start: start))
    var i = start + 1
    guard i < end else { return nil }
    if base[i] == UInt8(ascii: "}") { return (i + 1, true, 0) }
    var expectKey = true
    var inObject = true  // level `depth - 1` is an object: bit `depth - 1` of `objects`
    var frame = frames  // level `depth - 1`'s frame (used only when it is an object)
    while true {
      if expectKey {
        guard base[i] == quote else { return nil }
        let keyStart = i
        var hash: UInt64 = 0
        var read = false
        if i + 9 <= end {
          // A key of up to seven plain bytes: its eight bytes after the quote, read once,
          // give its end and its hash (`keyHash`'s of the same bytes).
          let w = UInt64(
            littleEndian: UnsafeRawPointer(base).loadUnaligned(
              fromByteOffset: i + 1, as: UInt64.self))
          let flags = specialFlags(w)
          let shift = UInt64(flags.trailingZeroBitCount) & ~7
          if flags != 0 && (w >> shift) & 0xFF == UInt64(quote) {
            i += Int(shift >> 3) + 2
            hash = ((w & ((1 << shift) &- 1)) ^ (shift >> 3) << 56) &* 0x9E37_79B9_7F4A_7C15
            read = true
          }
        }
        if !read {
          // `scanString`, but a key with an escape has no index (`QuickCheck+Index.swift`).
          let plain = firstSpecialByte(base, from: i + 1, end: end)
          if plain < end && base[plain] == quote {
            i = plain + 1
          } else {
            i = scanStringRest(base, end, plain, &canonical, key: true)
            guard i > 0 else { return nil }
            if recording && index != nil && hasBackslash(base, from: plain, to: i - 1) {
              index = nil
            }
          }
          hash = keyHash(base, keyStart + 1, i - keyStart - 2, end)
        }
        let bit0: UInt64 = 1 << (hash >> 58)
        let bit1: UInt64 = 1 << (hash >> 52 & 63)
        let bit2: UInt64 = 1 << (hash >> 46 & 63)
        if frame.pointee.seen.0 & bit0 != 0 && frame.pointee.seen.1 & bit1 != 0
          && frame.pointee.seen.2 & bit2 != 0
        {
          // Perhaps a repeated key: the earlier keys, checked text already, are looked at a
          // few times per scan; past that `check` decides.
          rescans += 1
          guard rescans <= 8,
            !JSONParser.hasKey(
              UnsafeBufferPointer(start: base, count: end), in: frame.pointee.start,
              before: keyStart, endingAt: i)
          else { return nil }
        }
        frame.pointee.seen.0 |= bit0
        frame.pointee.seen.1 |= bit1
        frame.pointee.seen.2 |= bit2
        guard i + 1 < end, base[i] == colon else { return nil }
        i += 1
        if recording, let at = index,
          !record(at, &entries, &last, keyStart: keyStart - start, valueStart: i - start)
        {
          index = nil
        }
      }
      // A value at `i` (`i < end`).
      switch base[i] {
      case quote:
        i = scanString(base, end, i, &canonical, key: false)
        guard i > 0 else { return nil }
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        if base[i] == UInt8(ascii: "-") { i += 1 }
        let digits = i
        var fraction: Int  // the fraction's first digit, if it has one
        var integerDigits: Int
        if i + 8 <= end {
          // The eight bytes from the first digit, read once: their non-digits give the
          // integer's end and, when the fraction starts among them, the fraction's end.
          let flags = nonDigitFlags(
            UInt64(
              littleEndian: UnsafeRawPointer(base).loadUnaligned(
                fromByteOffset: digits, as: UInt64.self)))
          if base[digits] == UInt8(ascii: "0") {
            i += 1
          } else if flags != 0 {
            i += flags.trailingZeroBitCount >> 3
          } else {
            i = firstNonDigit(base, from: digits + 8, end: end)
          }
          guard i > digits else { return nil }
          integerDigits = i - digits
          fraction = i
          if i < end && base[i] == UInt8(ascii: ".") {
            i += 1
            fraction = i
            // The word's flags past the point (each byte's flag is its own).
            let read = i - digits  // bytes of the word before the fraction: 2 to 9
            if read < 8, case let rest = flags & (~0 << UInt64(read << 3)), rest != 0 {
              i = digits + rest.trailingZeroBitCount >> 3
            } else {
              i = firstNonDigit(base, from: max(i, digits + 8), end: end)
            }
            guard i > fraction else { return nil }
          }
        } else {
          if i < end && base[i] == UInt8(ascii: "0") {
            i += 1
          } else {
            i = firstNonDigit(base, from: i, end: end)
          }
          guard i > digits else { return nil }
          integerDigits = i - digits
          fraction = i
          if i < end && base[i] == UInt8(ascii: ".") {
            i += 1
            fraction = i
            i = firstNonDigit(base, from: i, end: end)
            guard i > fraction else { return nil }
          }
        }
        if i < end && (base[i] | 0x20) == UInt8(ascii: "e") {
          i += 1
          if i < end && (base[i] == UInt8(ascii: "+") || base[i] == UInt8(ascii: "-")) { i += 1 }
          let exponent = i
          i = firstNonDigit(base, from: i, end: end)
          guard i > exponent else { return nil }
          canonical = false
        } else if canonical && fraction < i {
          // `JSONParser.isCanonicalNumber` from what is known here: an integer (any length,
          // see `BigInteger`), or a fraction not ending in 0 of at most 15 significant digits and
          // not below 10⁻⁶.
          if fraction == i || base[i - 1] == UInt8(ascii: "0") {
            canonical = false
          } else if base[digits] == UInt8(ascii: "0") {
            var significant = fraction
            while base[significant] == UInt8(ascii: "0") { significant += 1 }
            canonical = significant - fraction <= 5 && i - significant <= 15
          } else {
            canonical = integerDigits + (i - fraction) <= 15
          }
        }
      case UInt8(ascii: "{"):
        guard depth < maxDepth, i + 1 < end else { return nil }
        i += 1
        if base[i] == UInt8(ascii: "}") {
          i += 1
        } else {
          frame = frames + depth
          frame.initialize(to: ObjectFrame(seen: (0, 0, 0), start: i - 1))
          if recording { openIndexLevel(index, depth, &last) }
          objects |= 1 << UInt64(depth)
          depth += 1
          inObject = true
          expectKey = true
          continue
        }
      case UInt8(ascii: "["):
        guard depth < maxDepth, i + 1 < end else { return nil }
        i += 1
        if base[i] == UInt8(ascii: "]") {
          i += 1
        } else {
          objects &= ~(1 << UInt64(depth))
          if recording { openIndexLevel(index, depth, &last) }
          depth += 1
          inObject = false
          expectKey = false
          continue
        }
      case UInt8(ascii: "t"):
        guard i + 4 <= end, word32(base, i) == 0x6575_7274 else { return nil }  // "true"
        i += 4
      case UInt8(ascii: "f"):
        guard i + 5 <= end, word32(base, i + 1) == 0x6573_6c61 else { return nil }  // "alse"
        i += 5
      case UInt8(ascii: "n"):
        guard i + 4 <= end, word32(base, i) == 0x6c6c_756e else { return nil }  // "null"
        i += 4
      default: return nil
      }
      // After a value: a comma, or the ends of containers.
      while true {
        guard i < end else { return nil }
        let c = base[i]
        if c == UInt8(ascii: ",") {
          i += 1
          guard i < end else { return nil }
          expectKey = inObject
          break
        }
        guard c == (inObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) else { return nil }
        i += 1
        depth -= 1
        if depth == 0 { return (i, canonical, index == nil || i - start > 0xFFFF ? 0 : entries) }
        if recording, let at = index { last = Int(at[3 * maxIndexEntries + depth - 1]) }
        inObject = objects >> UInt64(depth - 1) & 1 != 0
        frame = frames + (depth - 1)
      }
    }
  }

}
