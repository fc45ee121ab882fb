/// Substring search in linear time (Knuth–Morris–Pratt): `contains`, `index`, `rindex`,
/// `indices` and `split` look for a needle in a haystack in time proportional to the two
/// lengths together, whatever the needle (`"aaa…ab"` in `"aaa…a"` too), where a naive
/// search costs their product.
package struct JQSearch<Element: Equatable> {
  @usableFromInline let needle: [Element]
  /// `border[k]`: the length of the longest proper prefix of `needle[0...k]` that is also its
  /// suffix.
  @usableFromInline let border: [Int]

  /// A search for `needle`, which must not be empty.
  package init(_ needle: [Element]) {
    precondition(!needle.isEmpty, "JQSearch: an empty needle")
    self.needle = needle
    var border = [Int](repeating: 0, count: needle.count)
    var length = 0
    for k in 1..<max(needle.count, 1) {
      while length > 0 && needle[k] != needle[length] { length = border[length - 1] }
      if needle[k] == needle[length] { length += 1 }
      border[k] = length
    }
    self.border = border
  }

  /// Calls `found` with the start of each occurrence in `hay`, in order, from `from` on;
  /// `overlapping: false` starts looking again after an occurrence's end (`split`), `true`
  /// one element after its start (`indices`). `found` returns false to stop.
  @inlinable package func each<C: RandomAccessCollection>(
    in hay: C, from: Int = 0, overlapping: Bool, _ found: (Int) throws -> Bool
  ) rethrows where C.Element == Element, C.Index == Int {
    var matched = 0
    var k = max(from, hay.startIndex)
    let m = needle.count
    while k < hay.endIndex {
      let c = hay[k]
      while matched > 0 && c != needle[matched] { matched = border[matched - 1] }
      if c == needle[matched] { matched += 1 }
      k += 1
      if matched == m {
        guard try found(k - m) else { return }
        matched = overlapping ? border[m - 1] : 0
      }
    }
  }

  /// The start of the first occurrence at or after `from`, or nil.
  @inlinable package func first<C: RandomAccessCollection>(in hay: C, from: Int = 0) -> Int?
  where C.Element == Element, C.Index == Int {
    var at: Int?
    each(in: hay, from: from, overlapping: false) { k in
      at = k
      return false
    }
    return at
  }
}
