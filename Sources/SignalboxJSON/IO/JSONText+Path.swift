/// One step of a path known when the program was compiled: `x.a`, `x["a"]` (a key) or
/// `x[0]` (a position, not negative).
package enum PathStep: Sendable {
  case key(FieldKey)
  case index(Int)
}

/// Paths read from kept text (`x.actor.login`, `x.payload.commits[0].author`): the text
/// is walked from the object's first byte to the value the path names, skipping every
/// member and element on the way without building or decoding it, and only that value is
/// parsed. A line read from input is never built into a tree for a path.
extension JSONText {
  /// The value at `path` in this object, or `nil` when the text cannot tell (a repeated
  /// key, a step into a value of a type it does not apply to, whose error the caller
  /// reports by taking the steps on the built value). A step into `null`, or past a key or
  /// position that is not there, answers `null`, as the steps themselves do.
  package func value(atPath path: [PathStep]) -> JSON? {
    if header.hasDuplicateKeys || header.literals { return nil }
    return withBytesAndIndex { bytes, index in
      switch JSONText.walk(path, in: bytes, index: index) {
      case .at(let p): return JSONText.value(bytes, at: p)
      case .null: return .null
      case .unknown: return nil
      }
    }
  }

  /// The number of items of the array at `path` in this object, counted without reading
  /// them; `nil` when the value there is not an array in this text, or the text cannot
  /// tell (then the caller reads the value and measures it).
  package func count(atPath path: [PathStep]) -> Int? {
    if header.hasDuplicateKeys || header.literals { return nil }
    return withBytesAndIndex { bytes, index in
      guard case .at(let p) = JSONText.walk(path, in: bytes, index: index),
        bytes[p] == UInt8(ascii: "[")
      else { return nil }
      var q = JSONParser.skipWhitespace(bytes, from: p + 1)
      if bytes[q] == UInt8(ascii: "]") { return 0 }
      var count = 1
      while true {
        q = JSONParser.skipWhitespace(bytes, from: JSONParser.skipValue(bytes, at: q))
        guard bytes[q] == UInt8(ascii: ",") else { return count }  // the closing bracket
        q = JSONParser.skipWhitespace(bytes, from: q + 1)
        count += 1
      }
    }
  }

  /// The sum, in order from 0, of the array of numbers at `path` in this object, each read
  /// where it stands without building the array (`sum(x.metrics.temps)`); `nil` when the
  /// value there is not an array of numbers only, or the text cannot tell (then the caller
  /// reads the value and sums it, errors included).
  package func sum(atPath path: [PathStep]) -> Double? {
    if header.hasDuplicateKeys || header.literals { return nil }
    return withBytesAndIndex { bytes, index in
      guard case .at(let p) = JSONText.walk(path, in: bytes, index: index),
        bytes[p] == UInt8(ascii: "[")
      else { return nil }
      var total = 0.0
      var q = JSONParser.skipWhitespace(bytes, from: p + 1)
      if bytes[q] == UInt8(ascii: "]") { return total }
      while true {
        let c = bytes[q]
        guard c == UInt8(ascii: "-") || (c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9"))
        else { return nil }
        // The number's double (a long integer's `BigInteger` has the same); checked text
        // ends it at a comma, a bracket or whitespace.
        var parser = JSONParser(bytes: bytes, atEOF: true, position: q)
        guard let n = try? parser.parseNumber() else { return nil }
        total += n
        q = JSONParser.skipWhitespace(bytes, from: parser.position)
        guard bytes[q] == UInt8(ascii: ",") else { return total }  // the closing bracket
        q = JSONParser.skipWhitespace(bytes, from: q + 1)
      }
    }
  }

  /// Where a walk along a path stopped.
  enum Walked {
    /// At the value the path names, which starts here.
    case at(Int)
    /// Past `null`, a key or a position that is not there: the path's value is `null`.
    case null
    /// At a value the next step does not apply to (its error is the general steps').
    case unknown
  }

  /// The walk of `path` from the object at the start of `bytes` (which repeats no key), by
  /// its member `index` where it has one.
  static func walk(
    _ path: [PathStep], in bytes: UnsafeBufferPointer<UInt8>, index: MemberIndex? = nil
  ) -> Walked {
    var p = 0
    var first: Int? = 0  // the entry of the first key of the object at `p`, when known
    for step in path {
      let c = bytes[p]
      if c == UInt8(ascii: "n") { return .null }
      switch step {
      case .key(let key):
        guard c == UInt8(ascii: "{") else { return .unknown }
        guard
          let start = JSONText.memberStart(key, in: bytes, at: p, index: index, first: &first)
        else { return .null }
        p = start
      case .index(let k):
        guard c == UInt8(ascii: "[") else { return .unknown }
        first = nil
        guard let start = JSONText.elementStart(k, in: bytes, at: p) else { return .null }
        p = start
      }
    }
    return .at(p)
  }

  /// Where the value of `key` starts in the checked object at `p` (which repeats no key),
  /// or `nil` when it has no such key.
  static func memberStart(
    _ key: FieldKey, in bytes: UnsafeBufferPointer<UInt8>, at p: Int
  ) -> Int? {
    key.utf8.withUnsafeBufferPointer { memberStart($0, in: bytes, at: p) }
  }

  /// `memberStart` for a key given as its UTF-8 bytes.
  static func memberStart(
    _ key: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>, at p: Int
  ) -> Int? {
    let object = UnsafeBufferPointer(rebasing: bytes[p...])
    if object[1] == UInt8(ascii: "}") { return nil }
    let found: Int?
    if let start = QuickCheck.memberStart(key, ofObjectIn: object) {
      found = start == 0 ? -1 : start
    } else {
      found = JSONParser.memberStart(key, ofObjectIn: object, firstMatch: true)
    }
    guard let start = found, start > 0 else { return nil }
    return p + start
  }

  /// Where element `k` starts in the checked array at `p`, or `nil` when it is shorter.
  static func elementStart(_ k: Int, in bytes: UnsafeBufferPointer<UInt8>, at p: Int) -> Int? {
    var q = JSONParser.skipWhitespace(bytes, from: p + 1)
    if bytes[q] == UInt8(ascii: "]") { return nil }
    var left = k
    while left > 0 {
      q = JSONParser.skipWhitespace(bytes, from: JSONParser.skipValue(bytes, at: q))
      guard bytes[q] == UInt8(ascii: ",") else { return nil }
      q = JSONParser.skipWhitespace(bytes, from: q + 1)
      left -= 1
    }
    return q
  }

  /// The checked value at `p`: whole numbers of up to 15 digits read here, objects kept as
  /// their text (as the reader keeps a line), anything else parsed.
  static func value(_ bytes: UnsafeBufferPointer<UInt8>, at p: Int) -> JSON {
    let base = bytes.baseAddress!
    let n = bytes.count
    let end = QuickCheck.firstNonDigit(base, from: p, end: n)
    if end > p && end - p <= 15 && end < n
      && (base[end] == UInt8(ascii: ",") || base[end] == UInt8(ascii: "}")
        || base[end] == UInt8(ascii: "]"))
      && (base[p] != UInt8(ascii: "0") || end == p + 1)
    {
      var v = 0
      for j in p..<end { v = v &* 10 &+ Int(base[j] &- 48) }
      return .number(Double(v))
    }
    var parser = JSONParser(bytes: bytes, atEOF: true, position: p)
    parser.keepObjectsAsText = true
    return (try? parser.parseValue(depth: 0)) ?? .null
  }
}
