/// The keys of one wide object while checking it (past its sixteenth key), to find out at
/// its end whether one repeats: a list of words, each the low 28 bits of a key's hash (seeded per
/// process)
/// above its offset in the buffer (36 bits). At the object's end the list is sorted and
/// only keys with equal hash bits, next to each other, are compared byte for byte.
///
/// Appending is sequential, so a wide object costs no cache miss per key (a hash table of
/// 800 000 keys missed the cache at nearly every insert: half the time of a 20 MB object),
/// and eight bytes a key (a set of three words a slot at most half full took 3 MiB for
/// 40 000 keys).
package struct KeyHashList {
  private var entries = ContiguousArray<UInt64>()
  /// Keys compared byte for byte (tests count work with it).
  private(set) var comparisons = 0

  static let offsetBits: UInt64 = 36
  static let offsetMask: UInt64 = (1 << offsetBits) - 1

  init() { entries.reserveCapacity(64) }

  /// Adds the key at `start..<start + length` (quotes included; checked text). False when
  /// the list cannot hold it (an offset past 2³⁶): the caller then assumes a repeated key,
  /// which only sends the value down the slow path.
  mutating func append(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, length: Int) -> Bool {
    guard UInt64(start) < KeyHashList.offsetMask else { return false }
    let hash = UInt64(UInt(bitPattern: KeyHashList.hash(bytes.baseAddress! + start, length)))
    entries.append(hash << KeyHashList.offsetBits | UInt64(start))
    return true
  }

  /// Whether two of the keys have the same bytes. Sorts the list.
  mutating func hasRepeats(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    if entries.count >= 1 << 16 {
      KeyHashList.sortByHash(&entries)
    } else {
      entries.sort()
    }
    let base = bytes.baseAddress!
    return entries.withUnsafeBufferPointer { list in
      var runStart = 0
      for i in 1..<max(list.count, 1) {
        let hash = list[i] >> KeyHashList.offsetBits
        if hash != list[i - 1] >> KeyHashList.offsetBits {
          runStart = i
          continue
        }
        // Equal hash bits: compare with each earlier key of the run.
        let a = Int(truncatingIfNeeded: list[i] & KeyHashList.offsetMask)
        let length = JSONParser.skipString(bytes, at: a).end - a
        for k in runStart..<i {
          comparisons += 1
          // Only an unlucky (or huge) object gets here often: the slow path decides then.
          if comparisons > list.count + 4_096 { return true }
          let b = Int(truncatingIfNeeded: list[k] & KeyHashList.offsetMask)
          // Equal first `length` bytes (quotes included) make the same key: the closing
          // quote is the first unescaped quote in both.
          if memcmp(base + a, base + b, length) == 0
            && JSONParser.skipString(bytes, at: b).end - b == length
          {
            return true
          }
        }
      }
      return false
    }
  }

  /// Sorts `list` by its words' hash bits only (two passes of a radix sort, 14 bits each):
  /// linear, where `sort()` took a sixth of a 20 MB object's time. Words with equal hash
  /// bits end up next to each other, which is all `hasRepeats` needs.
  static func sortByHash(_ list: inout ContiguousArray<UInt64>) {
    let digitBits: UInt64 = 14
    let digits = 1 << Int(digitBits)
    let digitMask = UInt64(digits - 1)
    var scratch = ContiguousArray<UInt64>(repeating: 0, count: list.count)
    var counts = ContiguousArray<Int>(repeating: 0, count: digits)
    for shift in [offsetBits, offsetBits + digitBits] {
      counts.withUnsafeMutableBufferPointer { count in
        for d in 0..<digits { count[d] = 0 }
        list.withUnsafeBufferPointer { source in
          for word in source { count[Int(truncatingIfNeeded: (word >> shift) & digitMask)] += 1 }
          var total = 0
          for d in 0..<digits {
            let here = count[d]
            count[d] = total
            total += here
          }
          scratch.withUnsafeMutableBufferPointer { target in
            for word in source {
              let d = Int(truncatingIfNeeded: (word >> shift) & digitMask)
              target[count[d]] = word
              count[d] += 1
            }
          }
        }
      }
      swap(&list, &scratch)
    }
  }

  /// A number drawn once per process (from `Hasher`'s random seed), so that the hash
  /// bits of keys differ from run to run.
  static let seed: UInt64 = {
    var hasher = Hasher()
    hasher.combine(0x5EED)
    return UInt64(UInt(bitPattern: hasher.finalize()))
  }()

  /// The 128-bit product of `a` and `b`, its halves folded together.
  @inline(__always) private static func fold(_ a: UInt64, _ b: UInt64) -> UInt64 {
    let product = a.multipliedFullWidth(by: b)
    return product.high ^ product.low
  }

  /// The key's bytes hashed eight at a time by multiplying (wyhash's mix), from the
  /// per-process `seed`: a fifth of a wide object's time went to `Hasher` (SipHash).
  /// Input made to collide gains nothing: equal hash bits only cost a byte comparison,
  /// and too many of them send the object to the slow path (`hasRepeats`), whose
  /// dictionary hashes with `Hasher`.
  private static func hash(_ p: UnsafePointer<UInt8>, _ length: Int) -> Int {
    var h = seed ^ UInt64(truncatingIfNeeded: length)
    let tail = p.words(length) { h = fold(h ^ $0, 0x9E37_79B9_7F4A_7C15) }
    h = fold(h ^ tail, 0xBF58_476D_1CE4_E5B9)
    return Int(truncatingIfNeeded: fold(h, 0x94D0_49BB_1331_11EB))
  }
}

extension JSONParser {
  /// The keys of the checked object at `objectStart` that come before `keyStart`, into
  /// `list`; false when the list could not hold one of them.
  static func keys(
    _ bytes: UnsafeBufferPointer<UInt8>, in objectStart: Int, before keyStart: Int,
    into list: inout KeyHashList
  ) -> Bool {
    var p = skipWhitespace(bytes, from: objectStart + 1)
    while p < keyStart {
      let end = skipString(bytes, at: p).end
      if !list.append(bytes, start: p, length: end - p) { return false }
      p = skipMember(bytes, afterKeyEndingAt: end)
    }
    return true
  }
}
