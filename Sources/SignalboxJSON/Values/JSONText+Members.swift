/// `signalbox jq`'s paths of constant keys (`.place.geo.lat`) on an input line kept as its
/// text: each step finds its key in the object the step before stopped at, in the one text,
/// so the objects on the way are neither copied nor built; only the value at the end is
/// read (an object there stays its text, copied out once).
extension JSONText {
  /// Where a step stopped: at an object in the text (its `{`), or at a value read from it.
  package enum Step {
    case object(at: Int)
    case value(JSON)
  }

  /// Whether `member(_:inObjectAt:)` may walk this text: no object in it repeats a key (so
  /// the first match is the last) and its numbers are jq's literals.
  package var walksAsJQ: Bool { header.literals && !header.hasDuplicateKeys }

  /// The member `key` of the object whose `{` is at `p`: where its value is an object, or
  /// the value read (with literals); `null` when there is no such key, as `.key` answers.
  package func member(_ key: String, inObjectAt p: Int) -> Step {
    var key = key
    return key.withUTF8 { key in
      withBytes { bytes in
        guard let start = JSONText.memberStart(key, in: bytes, at: p) else {
          return .value(.null)
        }
        if bytes[start] == UInt8(ascii: "{") { return .object(at: start) }
        return .value(QuickCheck.value(bytes, at: start, literals: true))
      }
    }
  }

  /// The object whose `{` is at `p`, as its own text (this text itself at 0).
  package func object(at p: Int) -> JSON {
    if p == 0 { return .object(JSONObject(text: self)) }
    return withBytes { QuickCheck.value($0, at: p, literals: header.literals) }
  }
}
