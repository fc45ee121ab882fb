/// Member reads by the index the line check recorded (`QuickCheck+Index.swift`): a key is
/// found by comparing the keys of its object one after the other, hopping from each to the
/// next of the same object, without reading or skipping the values between them; a path
/// (`x.metrics.mem.pct`) goes from a key found to its value's first key. Only text
/// `QuickCheck` accepted has an index: compact, no key repeated in any object, every key
/// written without a backslash (so its bytes are its characters' UTF-8).
extension JSONText {
  /// The member index of a text, where it is kept after the bytes.
  struct MemberIndex {
    let entries: UnsafePointer<UInt16>
    let count: Int

    /// What a lookup found.
    enum Found {
      /// The value's first byte, and the key's entry.
      case found(start: Int, entry: Int)
      case absent
      /// No entry for the object at that offset (not an object of this index).
      case unknown
    }

    /// The value of `key` in the object at `p` (a `{` in `base`'s text): `first` is the
    /// entry of that object's first key when known (0 for the outer object, a found key's
    /// entry plus one for an object that is its value), else it is looked up by offset.
    func member(
      _ key: UnsafeBufferPointer<UInt8>, in base: UnsafePointer<UInt8>, objectAt p: Int,
      first: Int?
    ) -> Found {
      if base[p + 1] == UInt8(ascii: "}") { return .absent }
      var e: Int
      if let first {
        e = first
      } else {
        // Entries are in the order of the text: the first whose key starts at `p + 1`.
        var low = 0
        var high = count
        while low < high {
          let middle = (low + high) >> 1
          if Int(entries[3 * middle]) < p + 1 { low = middle + 1 } else { high = middle }
        }
        e = low
      }
      guard e < count, Int(entries[3 * e]) == p + 1 else { return .unknown }
      let k = key.count
      while true {
        let keyStart = Int(entries[3 * e])
        let valueStart = Int(entries[3 * e + 1])
        // The key's bytes: between its quotes, before the colon.
        if valueStart - keyStart - 3 == k
          && (k == 0 || memcmp(base + keyStart + 1, key.baseAddress!, k) == 0)
        {
          JSONText.bytesSkippedByIndex.add(keyStart - p, ordering: .relaxed)
          return .found(start: valueStart, entry: e)
        }
        let next = Int(entries[3 * e + 2])
        guard next > e, next < count else { return .absent }  // 0: the object's last key
        e = next
      }
    }
  }

  /// The bytes and the member index (`nil` when the text has none).
  func withBytesAndIndex<R>(
    _ body: (UnsafeBufferPointer<UInt8>, MemberIndex?) throws -> R
  ) rethrows -> R {
    let count = header.count
    let entries = header.indexEntries
    return try withUnsafeMutablePointerToElements { base in
      let bytes = UnsafeBufferPointer(start: UnsafePointer(base), count: count)
      guard entries > 0 else { return try body(bytes, nil) }
      let index = UnsafeRawPointer(base + count).alignedUp(for: UInt16.self)
        .assumingMemoryBound(to: UInt16.self)
      return try body(bytes, MemberIndex(entries: index, count: entries))
    }
  }

  /// Whether the text has a member index.
  var hasMemberIndex: Bool { header.indexEntries > 0 }

  /// Where the value of `key` starts in the object at `p` (which repeats no key), or `nil`
  /// when it has no such key; by `index` when it answers (`first`: as `MemberIndex.member`'s;
  /// it becomes the entry after the key found, or `nil`), else by walking the text.
  static func memberStart(
    _ key: FieldKey, in bytes: UnsafeBufferPointer<UInt8>, at p: Int, index: MemberIndex?,
    first: inout Int?
  ) -> Int? {
    if let index {
      let found = key.utf8.withUnsafeBufferPointer {
        index.member($0, in: bytes.baseAddress!, objectAt: p, first: first)
      }
      switch found {
      case .found(let start, let entry):
        first = entry + 1
        return start
      case .absent: return nil
      case .unknown: break
      }
    }
    first = nil
    return memberStart(key, in: bytes, at: p)
  }
}
