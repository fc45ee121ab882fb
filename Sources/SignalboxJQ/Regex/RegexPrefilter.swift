/// The prefilter (issue 45: no cliff on long text): scalars every match must contain, found
/// from the pattern's tree. A search first looks for their UTF-8 bytes (UTF-8 never matches a
/// whole scalar inside another), and where one does not occur from the search's start on,
/// nothing can match: `"a" * 100000 | test("a*b")` is answered by one scan, without trying
/// the pattern at each position or scanning its look-arounds (both in linear time).
extension RegexNode {
  /// Scalars compared as they are (not folding case) that every match of this node holds,
  /// in pattern order. Look-arounds, alternatives and optional parts do not count.
  var requiredScalars: [Unicode.Scalar] {
    switch self {
    case .scalar(let c, fold: false): return [c]
    case .group(let inner, _), .atomic(let inner): return inner.requiredScalars
    case .loop(let inner, let low, _, _): return low >= 1 ? inner.requiredScalars : []
    case .concat(let items): return items.flatMap(\.requiredScalars)
    default: return []
    }
  }

  /// The scalar (compared as it is) every match starts with, if the pattern has one
  /// (`error`, `b+c`, `(?:ab)+`): the Pike VM starts threads only where it occurs. Nil when
  /// the pattern may start otherwise or with something that consumes nothing (an anchor, a
  /// look-around, `\K`, an empty or optional part).
  var leadingScalar: Unicode.Scalar? {
    switch self {
    case .scalar(let c, fold: false): return c
    case .group(let inner, _), .atomic(let inner): return inner.leadingScalar
    case .loop(let inner, let low, _, _): return low >= 1 ? inner.leadingScalar : nil
    case .concat(let items): return items.first?.leadingScalar
    default: return nil
    }
  }

  /// The prefilter's needles: up to 3 distinct required scalars, the last ones (a pattern's
  /// tail tells texts apart more often than its head: `a*b`, `(a)\1*b`).
  var prefilter: [[UInt8]] {
    var seen: [Unicode.Scalar] = []
    for c in requiredScalars.reversed() where !seen.contains(c) {
      seen.append(c)
      if seen.count == 3 { break }
    }
    return seen.map { Array(String($0).utf8) }
  }
}

extension RegexInput {
  /// The first position at or after `from` holding the byte `b`, or nil (`memchr`).
  func index(of b: UInt8, from: Int) -> Int? {
    guard from < count, let base = bytes.baseAddress,
      let hit = memchr(base + from, Int32(b), count - from)
    else { return nil }
    return base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
  }

  /// Whether the UTF-8 bytes `needle` occur in the text at or after byte `from`.
  func contains(_ needle: [UInt8], from: Int) -> Bool {
    guard let first = needle.first, from < count, let base = bytes.baseAddress else {
      return needle.isEmpty
    }
    var i = from
    let last = count - needle.count
    while i <= last {
      // The C library's scan for the first byte (the debug build's loop is 20× slower).
      guard let hit = memchr(base + i, Int32(first), last - i + 1) else { return false }
      i = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
      var k = 1
      while k < needle.count && bytes[i + k] == needle[k] { k += 1 }
      if k == needle.count { return true }
      i += 1
    }
    return false
  }
}
