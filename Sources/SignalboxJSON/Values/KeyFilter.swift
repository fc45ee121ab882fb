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
  mutating func insert(
    _ bytes: UnsafeBufferPointer<UInt8>, objectStart: Int, keyStart: Int, keyEnd: Int
  ) -> Bool {
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

/// A set of byte ranges of one buffer, compared by their bytes (open addressing). Each
/// slot keeps its key's hash: probes compare it first, and growing does not hash again.
struct KeyByteSet {
  private var starts: [Int] = Array(repeating: -1, count: 64)
  private var lengths: [Int] = Array(repeating: 0, count: 64)
  private var hashes: [Int] = Array(repeating: 0, count: 64)
  private var count = 0
  private(set) var probes = 0

  /// Adds the range; true when the same bytes were there already.
  mutating func insert(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, length: Int) -> Bool {
    if (count + 1) * 2 > starts.count { grow() }
    let base = bytes.baseAddress!
    let mask = starts.count - 1
    let hash = KeyByteSet.hash(base + start, length)
    var slot = hash & mask
    while starts[slot] >= 0 {
      probes += 1
      if hashes[slot] == hash && lengths[slot] == length
        && memcmp(base + starts[slot], base + start, length) == 0
      {
        return true
      }
      slot = (slot + 1) & mask
    }
    starts[slot] = start
    lengths[slot] = length
    hashes[slot] = hash
    count += 1
    return false
  }

  /// The key's bytes hashed by `Hasher` (seeded per process, so that no input can make
  /// keys collide on purpose), fed eight bytes at a time, then the length.
  private static func hash(_ p: UnsafePointer<UInt8>, _ length: Int) -> Int {
    var hasher = Hasher()
    let tail = p.words(length) { hasher.combine($0) }
    hasher.combine(tail)
    hasher.combine(length)
    return hasher.finalize()
  }

  private mutating func grow() {
    let oldStarts = starts
    let oldLengths = lengths
    let oldHashes = hashes
    starts = Array(repeating: -1, count: oldStarts.count * 2)
    lengths = Array(repeating: 0, count: oldStarts.count * 2)
    hashes = Array(repeating: 0, count: oldStarts.count * 2)
    let mask = starts.count - 1
    for k in oldStarts.indices where oldStarts[k] >= 0 {
      var slot = oldHashes[k] & mask
      while starts[slot] >= 0 { slot = (slot + 1) & mask }
      starts[slot] = oldStarts[k]
      lengths[slot] = oldLengths[k]
      hashes[slot] = oldHashes[k]
    }
  }
}
