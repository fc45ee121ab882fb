/// Indexing as jq does it.
package enum JQIndex {
  /// The element an index `n` names in a collection of `count` (negative from the end), or
  /// nil when `n` is not a whole number or is out of range — checked before any conversion
  /// to `Int`, so `1e19`, `-1e19`, `1e400` and NaN are out of range, not a trap.
  package static func position(_ n: Double, count: Int) -> Int? {
    guard n == n.rounded(.towardZero), abs(n) <= Double(count) else { return nil }
    var k = Int(n)  // |n| <= count: representable
    if k < 0 { k += count }
    return k >= 0 && k < count ? k : nil
  }
}
