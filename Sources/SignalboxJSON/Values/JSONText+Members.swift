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
  package func walk(_ steps: [PathStep]) -> (taken: Int, at: Int?) {
    withBytesAndIndex { bytes, index in
      var p = 0
      var first: Int? = 0  // the entry of the first key of the object at `p`, when known
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
    return withBytes { QuickCheck.value($0, at: p, literals: header.literals) }
  }
}
