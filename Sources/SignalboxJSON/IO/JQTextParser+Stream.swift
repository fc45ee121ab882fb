/// jq 1.7.1's `--stream` reading (`stream_token`, `stream_check_done` of `src/jv_parse.c`):
/// the events `[PATH, LEAF]` and closing `[PATH]` are given as the text arrives, so those of
/// a value before an error in it are given too (`[1,2` gives `[[0],1]`, then the error).
extension JQTextParser {
  enum LastSeen { case none, openArray, openObject, colon, comma, value }

  /// The next event made, if any (`stream_check_done`).
  mutating func streamCheckDone() -> JSON? {
    if path.isEmpty, let value = next {
      next = nil
      return .array([.array([]), value])
    }
    guard let made = output else { return nil }
    if made.count > 2 {
      output = [made[0]]
      return .array(Array(made[..<2]))
    }
    output = nil
    return .array(made)
  }

  /// A structural character read as a stream (`stream_token`).
  mutating func streamStructure(_ ch: UInt8) -> String? {
    let top = path.last
    let topIsIndex = top?.isNumberKind == true
    switch ch {
    case UInt8(ascii: "["), UInt8(ascii: "{"):
      let isArray = ch == UInt8(ascii: "[")
      if isArray ? next != nil : lastSeen == .value { return "Expected a separator between values" }
      let c = isArray ? "[" : "{"
      if lastSeen == .openObject { return "Expected string key after '{', not '\(c)'" }
      if lastSeen == .comma && !topIsIndex {
        return "Expected string key after ',' in object, not '\(c)'"
      }
      path.append(isArray ? .number(0) : .null)
      lastSeen = isArray ? .openArray : .openObject
    case UInt8(ascii: ":"):
      if path.isEmpty || topIsIndex { return "':' not as part of an object" }
      guard let key = next, lastSeen != .none else { return "Expected string key before ':'" }
      guard case .string = key else { return "Object keys must be strings" }
      if lastSeen != .value { return "':' should follow a key" }
      lastSeen = .colon
      path[path.count - 1] = key
      next = nil
    case UInt8(ascii: ","):
      if lastSeen != .value { return "Expected value before ','" }
      guard let top else { return "',' not as part of an object or array" }
      if let value = next {
        output = [.array(path), value]
        next = nil
      }
      switch top {
      case .number(let index): path[path.count - 1] = .number(index + 1)
      case .string: path[path.count - 1] = .null
      default: return "Objects must consist of key:value pairs"
      }
      lastSeen = .comma
    case UInt8(ascii: "]"):
      guard top != nil else { return "Unmatched ']' at the top-level" }
      if lastSeen == .comma { return "Expected another array element" }
      if !topIsIndex { return "Unmatched ']' in the middle of an object" }
      close(empty: lastSeen == .openArray ? .array([]) : nil)
    default:  // "}"
      guard top != nil else { return "Unmatched '}' at the top-level" }
      if lastSeen == .comma { return "Expected another key:value pair" }
      if topIsIndex { return "Unmatched '}' in the middle of an array" }
      if next != nil {
        guard case .string = top else { return "Objects must consist of key:value pairs" }
      } else {
        if lastSeen == .colon { return "Missing value in key:value pair" }
        if lastSeen == .openArray { return "Unmatched '}' in the middle of an array" }
        if lastSeen != .value && lastSeen != .openObject { return "Unmatched '}'" }
      }
      close(empty: lastSeen == .openObject ? .object(JSONObject()) : nil)
    }
    return nil
  }

  /// The end of the innermost container: its last leaf (with its closing event after it),
  /// or its closing event, or, for an empty one, the empty container as a leaf.
  private mutating func close(empty: JSON?) {
    if let value = next {
      output = [.array(path), value, .bool(true)]
    } else if empty == nil {
      output = [.array(path)]
    }
    path.removeLast()
    next = nil
    if let empty { output = [.array(path), empty] }
    lastSeen = path.isEmpty ? .none : .value
  }
}
