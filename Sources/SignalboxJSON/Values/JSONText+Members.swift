/// `signalbox jq`'s paths of constant keys and positions (`.place.geo.lat`, `.load[0]`) on
/// an input line kept as its text: each step finds its key in the object (or its position
/// in the array) the step before stopped at, in the one text, so the values on the way are
/// neither copied nor built; only the value at the end is read (an object there stays its
/// text, copied out once).
extension JSONText {
  /// Whether `walk` may walk this text: no object in it repeats a key (so the first match
  /// is the last) and its numbers are jq's literals.
  package var walksAsJQ: Bool { header.literals && !header.hasDuplicateKeys }

  /// Walks `steps` from this object: how many it took, and where the value they reached
  /// starts, or nil when the last one taken found no such key or position (the value is
  /// then null). It stops before a step that does not apply to the value it stands at (a
  /// key of anything but an object, a position of anything but an array), which the caller
  /// takes on the value read (`value(at:)`).
  package func walk(_ steps: [PathStep], from start: Int = 0) -> (taken: Int, at: Int?) {
    withBytesAndIndex { bytes, index in
      var p = start
      // The entry of the first key of the object at `p`, when known.
      var first: Int? = start == 0 ? 0 : nil
      for (i, step) in steps.enumerated() {
        switch step {
        case .key(let key):
          guard bytes[p] == UInt8(ascii: "{") else { return (i, p) }
          guard let q = JSONText.memberStart(key, in: bytes, at: p, index: index, first: &first)
          else { return (i + 1, nil) }
          p = q
        case .index(let k):
          guard bytes[p] == UInt8(ascii: "[") else { return (i, p) }
          first = nil
          guard let q = JSONText.elementStart(k, in: bytes, at: p) else { return (i + 1, nil) }
          p = q
        }
      }
      return (steps.count, p)
    }
  }

  /// The value at `p`, read with literals when the text holds them: an object as its own
  /// text (this text itself at 0).
  package func value(at p: Int) -> JSON {
    if p == 0 { return .object(JSONObject(text: self)) }
    return withBytes { bytes in
      // An object in canonical text that repeats no key is canonical and repeats none
      // either: its bytes are copied out without checking them again.
      if bytes[p] == UInt8(ascii: "{"), header.isCanonical, !header.hasDuplicateKeys {
        let end = JSONParser.skipValue(bytes, at: p)
        let text = JSONText.make(
          copying: UnsafeBufferPointer(rebasing: bytes[p..<end]), canonical: true,
          duplicateKeys: false, literals: header.literals)
        return .object(JSONObject(text: text))
      }
      return QuickCheck.value(bytes, at: p, literals: header.literals)
    }
  }

  /// The first byte of the value at `p`: `[` for an array, `{` an object, `"` a string.
  package func byte(at p: Int) -> UInt8 { withBytes { $0[p] } }

  /// Calls `body` with where each element of the array at `p` starts, in order (`x.xs[]`
  /// read where the elements stand, none of them copied out or built).
  package func forEachElement(ofArrayAt p: Int, _ body: (Int) throws -> Void) rethrows {
    try withBytes { bytes in
      var q = JSONParser.skipWhitespace(bytes, from: p + 1)
      if bytes[q] == UInt8(ascii: "]") { return }
      while true {
        try body(q)
        q = JSONParser.skipWhitespace(bytes, from: JSONParser.skipValue(bytes, at: q))
        guard bytes[q] == UInt8(ascii: ",") else { return }  // the closing bracket
        q = JSONParser.skipWhitespace(bytes, from: q + 1)
      }
    }
  }

  /// The code points of the string at `p` (jq's `length`), counted in its text without
  /// decoding it: an ASCII byte is one, a UTF-8 sequence one (each checked well formed, as
  /// the text need not be: a reader's lenient text repairs bad bytes when it decodes), and
  /// an escape one. Nil when the string holds a `\u` escape (a surrogate pair is one code
  /// point, a lone one is repaired) or bytes that are not UTF-8: the caller decodes it.
  package func stringLength(at p: Int) -> Int? {
    withBytes { bytes in
      guard bytes[p] == UInt8(ascii: "\"") else { return nil }
      var count = 0
      var i = p + 1
      while true {
        let b = bytes[i]
        if b == UInt8(ascii: "\"") { return count }
        if b == UInt8(ascii: "\\") {
          if bytes[i + 1] == UInt8(ascii: "u") { return nil }
          i += 2
        } else if b < 0x80 {
          i += 1
        } else {
          guard JSONParser.isValidUTF8Sequence(bytes, at: i) else { return nil }
          i += JSONParser.utf8Length(b)
        }
        count += 1
      }
    }
  }
}
