import OrderedCollections

/// The bytes of one JSON object exactly as read (already checked to be valid JSON), in a
/// single allocation, with what the reader learnt while checking them.
///
/// Not `Sendable` by declaration (`ManagedBuffer` rules it out), but immutable once made:
/// `JSONObject` carries it across threads.
package final class JSONText: ManagedBuffer<JSONText.Header, UInt8> {
  package struct Header {
    var count: Int
    /// The bytes are what `JSONWriter` prints for the value: no whitespace, integers (any
    /// length: `BigInteger` keeps long ones as written), strings in valid UTF-8 with only the
    /// escapes the writer uses, no duplicate keys.
    var isCanonical: Bool
    /// Some object in the text repeats a key (so a lookup must find the last one).
    var hasDuplicateKeys: Bool
    /// Read by `signalbox jq`: its numbers are jq 1.7.1's literals (`BigInteger.literal`),
    /// read so whenever a member is, and `isCanonical` is about jq's printing
    /// (`JSONParser.isJQCanonical`): the pipeline's writer rewrites such a text.
    var literals = false
    /// The entries of the member index kept after the bytes (`QuickCheck+Index.swift`); 0
    /// when there is none.
    var indexEntries = 0
  }

  static func make(
    copying bytes: UnsafeBufferPointer<UInt8>, canonical: Bool, duplicateKeys: Bool,
    literals: Bool = false, index: UnsafeBufferPointer<UInt16>? = nil
  ) -> JSONText {
    // The index's `UInt16`s after the bytes, at the first even address.
    let extra = index.map { $0.count * 2 + 1 } ?? 0
    let buffer = JSONText.create(minimumCapacity: bytes.count + extra) { _ in
      Header(
        count: bytes.count, isCanonical: canonical, hasDuplicateKeys: duplicateKeys,
        literals: literals, indexEntries: (index?.count ?? 0) / 3)
    }
    let text = unsafeDowncast(buffer, to: JSONText.self)
    text.withUnsafeMutablePointerToElements {
      $0.initialize(from: bytes.baseAddress!, count: bytes.count)
      if let index, let from = index.baseAddress {
        UnsafeMutableRawPointer($0 + bytes.count).alignedUp(for: UInt16.self)
          .bindMemory(to: UInt16.self, capacity: index.count)
          .initialize(from: from, count: index.count)
      }
    }
    return text
  }

  var isCanonical: Bool { header.isCanonical }

  /// Whether the numbers are jq's literals (`Header.literals`).
  var literals: Bool { header.literals }

  func withBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
    let count = header.count
    return try withUnsafeMutablePointerToElements {
      try body(UnsafeBufferPointer(start: $0, count: count))
    }
  }

  /// Whether both texts hold the same bytes.
  func sameBytes(as other: JSONText) -> Bool {
    if self === other { return true }
    return withBytes { a in other.withBytes { b in a.count == b.count && a.elementsEqual(b) } }
  }

  /// The value of `key` (the last one if it repeats), parsing only that value. Compact
  /// text without repeated keys is read by `QuickCheck.member` when it can tell.
  func value(forKey key: UnsafeBufferPointer<UInt8>) -> JSON? {
    let unique = !header.hasDuplicateKeys
    let literals = header.literals
    return withBytesAndIndex { bytes, index in
      if unique, let index {
        switch index.member(key, in: bytes.baseAddress!, objectAt: 0, first: 0) {
        case .found(let start, _): return QuickCheck.value(bytes, at: start, literals: literals)
        case .absent: return nil
        case .unknown: break
        }
      }
      if unique {
        switch QuickCheck.member(key, ofObjectIn: bytes, literals: literals) {
        case .found(let value): return value
        case .absent: return nil
        case .unknown: break
        }
      }
      return JSONParser.member(key, ofObjectIn: bytes, firstMatch: unique, literals: literals)
    }
  }

  func value(forKey key: ContiguousArray<UInt8>) -> JSON? {
    key.withUnsafeBufferPointer { value(forKey: $0) }
  }

  /// The number of distinct keys.
  func memberCount() -> Int {
    if header.hasDuplicateKeys { return entries().count }
    return withBytes { JSONParser.memberCount(ofObjectIn: $0) }
  }

  /// All keys and values.
  func entries() -> OrderedDictionary<JSONKey, JSON> {
    withBytes { bytes in
      guard
        case .value(.object(let object), _) = JSONParser.parse(
          bytes, from: 0, atEOF: true, literals: header.literals)
      else {
        preconditionFailure("JSONText holds a checked object")
      }
      return object.entries
    }
  }
}
