/// The member index the line check records while it scans an object (`QuickCheck.scan`), kept
/// beside the text (`JSONText`) so that a read finds its member without walking the text from
/// the object's start (`JSONText+Index.swift`).
///
/// One entry per key of every object in the text, in the order of the text: three `UInt16`,
/// the key's opening quote and its value's first byte (offsets from the text's first byte)
/// and the entry of the next key of the same object (0 for none: entry 0, the outer object's
/// first key, is no key's next). A key's entry is followed by the entry of its value's first
/// key when the value is an object that is not empty. The scan records no index (it answers
/// -1 entries) for text whose keys are not all written without a backslash (byte comparison
/// decides only then), for more than `maxIndexEntries` keys, or past 65 535 bytes.
extension QuickCheck {
  /// The most entries recorded: 768 bytes on the machine stack, with the frames' 1 KiB (each
  /// allocation at most 1 KiB, which `withUnsafeTemporaryAllocation` makes without asking
  /// how much stack is left).
  static let maxIndexEntries = 128
  /// The last entry of an open object that has none yet.
  static let noEntry: UInt16 = 0xFFFF

  /// The object at `start` as checked text with its member index (none unless `indexed`),
  /// or `nil` where `objectText` answers `nil`. `literals`: as `JSONText.make`'s.
  static func indexedText(
    _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, literals: Bool, indexed: Bool = true
  ) -> (text: JSONText, end: Int)? {
    guard let base = bytes.baseAddress, start < bytes.count, base[start] == UInt8(ascii: "{")
    else { return nil }
    return withUnsafeTemporaryAllocation(of: ObjectFrame.self, capacity: maxDepth) { frames in
      withUnsafeTemporaryAllocation(of: UInt16.self, capacity: 3 * maxIndexEntries + maxDepth) {
        index in
        guard
          let found = scan(
            base, bytes.count, start, frames.baseAddress!, indexed ? index.baseAddress : nil)
        else { return nil }
        let entries =
          found.entries > 0
          ? UnsafeBufferPointer(start: index.baseAddress, count: 3 * found.entries) : nil
        let text = JSONText.make(
          copying: UnsafeBufferPointer(rebasing: bytes[start..<found.end]),
          canonical: found.canonical, duplicateKeys: false, literals: literals, index: entries)
        return (text, found.end)
      }
    }
  }

  /// Records a key at offset `keyStart` whose value starts at `valueStart`, a key of the
  /// open object whose last entry so far is `last` (`noEntry`: none); false when the index
  /// cannot hold it (then no index is kept). Offsets past 65 535 are stored wrong, and the
  /// scan then keeps no index.
  @inline(__always)
  static func record(
    _ index: UnsafeMutablePointer<UInt16>, _ count: inout Int, _ last: inout Int,
    keyStart: Int, valueStart: Int
  ) -> Bool {
    let n = count
    guard n < maxIndexEntries else { return false }
    let entry = index + 3 * n
    entry[0] = UInt16(truncatingIfNeeded: keyStart)
    entry[1] = UInt16(truncatingIfNeeded: valueStart)
    entry[2] = 0
    if last != Int(noEntry) { index[3 * last + 2] = UInt16(truncatingIfNeeded: n) }
    last = n
    count = n + 1
    return true
  }

  /// A container opens at `level`: the last entry of the one it is in (at `level - 1`) is
  /// kept in `index`'s tail, taken back when it closes, and the new one has none yet.
  @inline(__always)
  static func openIndexLevel(
    _ index: UnsafeMutablePointer<UInt16>?, _ level: Int, _ last: inout Int
  ) {
    if let index {
      index[3 * maxIndexEntries + level - 1] = UInt16(truncatingIfNeeded: last)
      last = Int(noEntry)
    }
  }

  /// Whether the key's text `from..<to` (no quotes) holds a backslash.
  static func hasBackslash(_ base: UnsafePointer<UInt8>, from: Int, to: Int) -> Bool {
    var i = from
    while i < to {
      if base[i] == backslash { return true }
      i += 1
    }
    return false
  }
}
