import SignalboxJSON

/// jq's regex `split/2` (here `split(S, RE, FLAGS)`), `splits` and `scan`, as values: jq's
/// streams of outputs are arrays here.
extension JQRegex {
  /// The matches of RE in S, every one (jq adds `g`); FLAGS may be null.
  private static func all(_ call: Call, fixed: Int) throws -> (String, [Found]) {
    let text = try call.string(0)
    let pattern = try call.string(1)
    var flagText = ""
    if call.args.count > fixed, call.args[fixed] != .null { flagText = try call.string(fixed) }
    var flags = try parse(flags: flagText, name: call.name)
    flags.global = true
    let regex = try compile(pattern, flags, name: call.name)
    return (text, try matches(of: regex, in: text, flags))
  }

  private static func parts(_ text: String, _ found: [Found]) -> JSON {
    var out: [JSON] = []
    var rest = text.startIndex
    for m in found {
      out.append(.string(String(text.unicodeScalars[rest..<m.range.lowerBound])))
      rest = m.range.upperBound
    }
    out.append(.string(String(text.unicodeScalars[rest...])))
    return .array(out)
  }

  /// `split(S, RE, FLAGS)`: the parts of S between the matches of RE.
  package static func split(_ call: Call) throws -> JSON {
    let (text, found) = try all(call, fixed: 2)
    return parts(text, found)
  }

  /// `splits(S, RE[, FLAGS])`: jq's stream of parts, as an array.
  package static func splits(_ call: Call) throws -> JSON {
    let (text, found) = try all(call, fixed: 2)
    return parts(text, found)
  }

  /// `scan(S, RE[, FLAGS])`: each match's text, or the array of its groups' texts when RE
  /// has groups; jq's stream as an array.
  package static func scan(_ call: Call) throws -> JSON {
    let (text, found) = try all(call, fixed: 2)
    return .array(
      found.map { m in
        if m.groups.isEmpty { return .string(String(text.unicodeScalars[m.range])) }
        return .array(
          m.groups.map { g in g.range.map { .string(String(text.unicodeScalars[$0])) } ?? .null })
      })
  }
}
