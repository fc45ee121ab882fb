extension RegexParser {
  /// One atom; nil for what matches nothing (a comment, an option switch).
  mutating func atom() throws(RegexSyntaxError) -> RegexNode? {
    let c = s[i]
    i += 1
    switch c {
    case "(": return try group()
    case "[": return .set(try charClass(), fold: options.ignoreCase)
    case ".": return .any(dotAll: options.dotAll)
    case "^": return .anchor(options.multiline ? .lineStart : .start)
    case "$": return .anchor(options.multiline ? .lineEnd : .end)
    case "\\": return try escape()
    case "*", "+", "?": throw .invalid("target of repeat operator is not specified")
    case "{":
      i -= 1
      let save = i
      if counted() != nil { throw .invalid("target of repeat operator is not specified") }
      i = save + 1
      return literal(c)
    default: return literal(c)
    }
  }

  func literal(_ c: Unicode.Scalar) -> RegexNode { .scalar(c, fold: options.ignoreCase) }

  mutating func group() throws(RegexSyntaxError) -> RegexNode? {
    guard peek() == "?" else {
      groupCount += 1
      return try closeGroup(capture: groupCount)
    }
    i += 1
    guard let c = peek() else { throw .invalid("end pattern in group") }
    i += 1
    switch c {
    case ":": return try closeGroup(capture: nil)
    case ">": return .atomic(try closeGroup(capture: nil))
    case "~": throw .unsupported("the absent operator (?~…)")
    case "=", "!":
      return .look(try closeGroup(capture: nil), ahead: true, negated: c == "!")
    case "#":
      while let d = peek(), d != ")" { i += 1 }
      guard !atEnd else { throw .invalid("end pattern in group") }
      i += 1
      return nil
    case "<" where peek() == "=" || peek() == "!":
      let negated = peek() == "!"
      i += 1
      return .look(try closeGroup(capture: nil), ahead: false, negated: negated)
    case "<", "'":
      let close: Unicode.Scalar = c == "'" ? "'" : ">"
      var name = ""
      while let d = peek(), d != close {
        guard RegexClass.isWord(d) || d == "-" else {
          throw .invalid("invalid group name <\(name)>")
        }
        name.unicodeScalars.append(d)
        i += 1
      }
      guard !atEnd, !name.isEmpty, !(name.unicodeScalars.first!.properties.numericType != nil)
      else { throw .invalid("invalid group name <\(name)>") }
      i += 1
      groupCount += 1
      let index = groupCount
      names.append((name, index))
      return try closeGroup(capture: index)
    default:
      i -= 1
      return try optionGroup()
    }
  }

  mutating func closeGroup(capture: Int?) throws(RegexSyntaxError) -> RegexNode {
    depth += 1
    defer { depth -= 1 }
    guard depth < Self.maxDepth else { throw .invalid("parse depth limit over") }
    let inner = try alternation()
    guard peek() == ")" else { throw .invalid("end pattern with unmatched parenthesis") }
    i += 1
    return .group(inner, capture: capture)
  }

  /// `(?imsx-imsx)` for the rest of the enclosing group, `(?imsx-imsx:…)` for its own.
  mutating func optionGroup() throws(RegexSyntaxError) -> RegexNode? {
    var on = true
    var changed = options
    while let c = peek() {
      i += 1
      switch c {
      case "i": changed.ignoreCase = on
      case "s": changed.dotAll = on
      case "x": changed.extended = on
      case "m": changed.multiline = on
      case "-": on = false
      case ")":
        options = changed
        return nil
      case ":":
        let saved = options
        options = changed
        defer { options = saved }
        return try closeGroup(capture: nil)
      default: throw .invalid("undefined group option")
      }
    }
    throw .invalid("end pattern in group")
  }
}
