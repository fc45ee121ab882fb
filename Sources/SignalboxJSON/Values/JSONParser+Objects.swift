import OrderedCollections

extension JSONParser {
  /// The object at `position` kept as its text: `QuickCheck` for the common case, else
  /// checked (same errors as building, nesting counted from `depth`). Reading `literals`
  /// (a member of `signalbox jq`'s input, whose whole line was checked), the text is marked
  /// as holding them.
  mutating func objectKeptAsText(depth: Int) throws -> JSON {
    let start = position
    var canonical = true
    var duplicates = false
    if depth + QuickCheck.maxDepth < JSONParser.maxDepth,
      let quick = QuickCheck.objectText(bytes, from: start)
    {
      (position, canonical) = (quick.end, quick.canonical)
    } else {
      var checker = JSONParser(bytes: bytes, atEOF: atEOF, position: start)
      checker.checking = true
      _ = try checker.parseValue(depth: depth)
      (position, canonical, duplicates) = (
        checker.position, checker.canonical, checker.duplicateKeys
      )
    }
    let text = JSONText.make(
      copying: UnsafeBufferPointer(rebasing: bytes[start..<position]), canonical: canonical,
      duplicateKeys: duplicates, literals: literals)
    return .object(JSONObject(text: text))
  }

  /// Reads an object's key and its colon (the key at or after `position`), leaving
  /// `position` at the member's value. Checking, it also looks for repeated keys.
  mutating func readKey(_ frame: inout Open) throws {
    skipWhitespace()
    guard position < bytes.count else { throw endOfInput() }
    guard bytes[position] == UInt8(ascii: "\"") else { throw unexpected(at: position) }
    if checking {
      let keyStart = position
      if try checkString() { duplicateKeys = true }
      if !duplicateKeys && repeatsKey(&frame, keyStart: keyStart) { duplicateKeys = true }
    } else {
      let key = JSONKey(try parseString())
      if !frame.duplicates {
        if frame.keys.count < 32 {
          frame.duplicates = frame.keys.contains(key)
        } else {
          frame.duplicates = true  // long objects: let the dictionary sort out duplicates
        }
      }
      frame.keys.append(key)
    }
    skipWhitespace()
    guard position < bytes.count else { throw endOfInput() }
    guard bytes[position] == UInt8(ascii: ":") else { throw unexpected(at: position) }
    position += 1
    skipWhitespace()
  }

  /// Checking: whether the key just read (at `keyStart..<position`) repeats one of the
  /// object's earlier keys, as far as is known yet. The first sixteen go through
  /// `KeyFilter`; from the seventeenth the keys go into a `KeyHashList`, which answers at
  /// the object's end (where it cannot hold a key, a repeat is assumed: the slow path then
  /// decides).
  mutating func repeatsKey(_ frame: inout Open, keyStart: Int) -> Bool {
    frame.keyCount += 1
    if frame.keyCount <= 16 {
      return frame.keyFilter.insert(
        bytes, objectStart: frame.objectStart, keyStart: keyStart, keyEnd: position)
    }
    if frame.keyList == nil {
      var list = KeyHashList()
      guard JSONParser.keys(bytes, in: frame.objectStart, before: keyStart, into: &list) else {
        return true
      }
      keyWork += frame.keyCount - 1
      frame.keyList = list
    }
    return !frame.keyList!.append(bytes, start: keyStart, length: position - keyStart)
  }

  /// Every power of ten up to 10²² is exactly a double. Written out (static data).
  static let powersOfTen: [Double] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16,
    1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
  ]
}
