import OrderedCollections

/// jq 1.7.1's tokens (`parse_token`, `found_string`, `check_literal` of `src/jv_parse.c`).
extension JQTextParser {
  /// A structural character: `[ { : , ] }`.
  mutating func structure(_ ch: UInt8) -> String? {
    switch ch {
    case UInt8(ascii: "["), UInt8(ascii: "{"):
      if stack.count >= JQTextParser.maxDepth { return "Exceeds depth limit for parsing" }
      if next != nil { return "Expected separator between values" }
      stack.append(ch == UInt8(ascii: "[") ? .array([]) : .object([:]))
    case UInt8(ascii: ":"):
      guard let key = next else { return "Expected string key before ':'" }
      guard case .object = stack.last else { return "':' not as part of an object" }
      guard case .string(let name) = key else { return "Object keys must be strings" }
      stack.append(.key(name))
      next = nil
    case UInt8(ascii: ","):
      guard let element = next else { return "Expected value before ','" }
      guard let top = stack.last else { return "',' not as part of an object or array" }
      switch top {
      case .array(var items):
        stack.removeLast()
        items.append(element)
        stack.append(.array(items))
      case .key(let name):
        setMember(name, element)
      case .object:
        return "Objects must consist of key:value pairs"
      }
      next = nil
    case UInt8(ascii: "]"):
      guard case .array(var items) = stack.last else { return "Unmatched ']'" }
      if let element = next {
        items.append(element)
      } else if !items.isEmpty {
        return "Expected another array element"
      }
      stack.removeLast()
      next = .array(items)
    default:  // "}"
      guard let top = stack.last else { return "Unmatched '}'" }
      if let member = next {
        guard case .key(let name) = top else { return "Objects must consist of key:value pairs" }
        setMember(name, member)
        next = nil
      } else {
        guard case .object(let members) = top else { return "Unmatched '}'" }
        if !members.isEmpty { return "Expected another key-value pair" }
      }
      guard case .object(let members) = stack.removeLast() else { return nil }
      next = .object(JSONObject(members))
    }
    return nil
  }

  /// Pops the key on top of the stack and sets it in the object below it.
  mutating func setMember(_ name: String, _ member: JSON) {
    stack.removeLast()
    guard case .object(var members) = stack.removeLast() else { return }
    members[JSONKey(name)] = member
    stack.append(.object(members))
  }

  /// The string in `token` (its escapes undone; invalid UTF-8 replaced, as `jv_string`).
  mutating func foundString() -> String? {
    var out: [UInt8] = []
    out.reserveCapacity(token.count)
    var i = 0
    let end = token.count
    while i < end {
      let c = token[i]
      i += 1
      guard c == UInt8(ascii: "\\") else {
        if c <= 0x1F {
          return "Invalid string: control characters from U+0000 through U+001F must be escaped"
        }
        out.append(c)
        continue
      }
      if i >= end { return "Expected escape character at end of string" }
      let e = token[i]
      i += 1
      switch JSONEscape(e) {
      case .byte(let byte): out.append(byte)
      case .unicode:
        if i + 4 > end { return "Invalid \\uXXXX escape" }
        guard var code = hex4(at: i) else { return "Invalid characters in \\uXXXX escape" }
        i += 4
        if code >= 0xD800 && code <= 0xDBFF {
          let pair = "Invalid \\uXXXX\\uXXXX surrogate pair escape"
          guard i + 6 <= end, token[i] == UInt8(ascii: "\\"), token[i + 1] == UInt8(ascii: "u"),
            let low = hex4(at: i + 2), low >= 0xDC00 && low <= 0xDFFF
          else { return pair }
          i += 6
          code = 0x10000 + ((code - 0xD800) << 10 | (low - 0xDC00))
        }
        // A lone low surrogate is not a scalar: jq's encoder writes U+FFFD for it.
        let scalar = Unicode.Scalar(code) ?? "\u{FFFD}"
        out.append(contentsOf: String(Character(scalar)).utf8)
      case .invalid:
        return "Invalid escape"
      }
    }
    if let message = value(.string(String(decoding: out, as: UTF8.self))) { return message }
    token.removeAll(keepingCapacity: true)
    return nil
  }

  func hex4(at i: Int) -> UInt32? {
    var r: UInt32 = 0
    for c in token[i..<i + 4] {
      let n: UInt8
      switch c {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): n = c - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): n = c - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): n = c - UInt8(ascii: "A") + 10
      default: return nil
      }
      r = r << 4 | UInt32(n)
    }
    return r
  }

  /// The literal in `token` (`true`, `false`, `null`, or a number as decNumber reads it).
  mutating func checkLiteral() -> String? {
    guard let first = token.first else { return nil }
    let pattern: String?
    switch first {
    case UInt8(ascii: "t"): pattern = "true"
    case UInt8(ascii: "f"): pattern = "false"
    case UInt8(ascii: "n") where token.count > 1 && token[1] == UInt8(ascii: "u"): pattern = "null"
    default: pattern = nil
    }
    let literal: JSON
    if let pattern {
      guard token.elementsEqual(pattern.utf8) else { return "Invalid literal" }
      literal = pattern == "null" ? .null : .bool(pattern == "true")
    } else {
      guard let number = JQTextParser.number(token) else { return "Invalid numeric literal" }
      literal = number
    }
    if let message = value(literal) { return message }
    token.removeAll(keepingCapacity: true)
    return nil
  }
}
