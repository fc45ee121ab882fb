import SignalboxJSON

/// An object's label on a marble when its text is too long to draw whole: its most telling
/// member, `{level: "error", …}`, rather than the first characters of its text (`{"ts…`,
/// which says nothing). The member is one the program reads by name (`x.level`, jq's
/// `.level`), else the first whose value is a short scalar, else the first scalar, else the
/// first.
enum MarbleObjectLabel {
  /// A member's value longer than this is shortened with `…`.
  static let valueLimit = 12

  /// The member names `program` reads (`x.level`, `.kubernetes.pod`: `level`, `kubernetes`,
  /// `pod`), in the order they first appear.
  static func keys(in program: String?) -> [String] {
    guard let program else { return [] }
    var keys: [String] = []
    var seen = Set<String>()
    let scalars = Array(program.unicodeScalars)
    var k = 0
    while k < scalars.count {
      defer { k += 1 }
      guard scalars[k] == ".", k + 1 < scalars.count, isStart(scalars[k + 1]) else { continue }
      // Not the fraction of a number (`0.5`), nor the second dot of a range (`..`).
      if k > 0, scalars[k - 1].properties.numericType != nil || scalars[k - 1] == "." {
        continue
      }
      var end = k + 1
      while end < scalars.count, isStart(scalars[end]) || ("0"..."9").contains(scalars[end]) {
        end += 1
      }
      let key = String(String.UnicodeScalarView(scalars[(k + 1)..<end]))
      if seen.insert(key).inserted { keys.append(key) }
      k = end - 1
    }
    return keys
  }

  /// The forms to draw `json` with, longest first (`{k: v, …}`, `{k: …}`), when it is an
  /// object with members; nil for anything else.
  static func forms(_ json: String, telling keys: [String]) -> [String]? {
    guard json.hasPrefix("{"), json.count > 2,
      case .success(.object(let object)) = JSON.parse(json),
      let (key, value) = member(object, telling: keys)
    else { return nil }
    let name = isName(key) ? key : JSONWriter.string(.string(key))
    let more = object.count > 1 ? ", …}" : "}"
    var text = value.isContainer ? (value.isArray ? "[…]" : "{…}") : JSONWriter.string(value)
    if text.count > valueLimit { text = String(text.prefix(valueLimit - 1)) + "…" }
    return ["{\(name): \(text)\(more)", "{\(name): …}"]
  }

  /// The member to show: the first of `keys` the object has with a scalar value, else the
  /// first short scalar, else the first scalar, else the first member.
  static func member(_ object: JSONObject, telling keys: [String]) -> (String, JSON)? {
    for key in keys {
      if let value = object[key], !value.isContainer { return (key, value) }
    }
    let scalars = object.filter { !$0.value.isContainer }
    let short = scalars.first { JSONWriter.string($0.value).count <= valueLimit }
    return (short ?? scalars.first ?? object.first { _ in true }).map { ($0.key, $0.value) }
  }

  private static func isStart(_ c: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(c) || ("A"..."Z").contains(c) || c == "_"
  }

  /// A key drawn without quotes: a name as the program would write it after a dot.
  private static func isName(_ key: String) -> Bool {
    guard let first = key.unicodeScalars.first, isStart(first) else { return false }
    return key.unicodeScalars.allSatisfy { isStart($0) || ("0"..."9").contains($0) }
  }
}

extension JSON {
  fileprivate var isArray: Bool {
    if case .array = self { return true }
    return false
  }
}
