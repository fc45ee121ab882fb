import SignalboxJSON

/// A compiled pattern as `JQRegex` uses it: the project's own engine (`RegexProgram`: a Pike
/// VM, with a linear scan per look-around). Every pattern runs here, in time linear in the
/// text; what the engine does not read or cannot run so is refused when the pattern is
/// compiled.
struct JQPattern: Sendable {
  let program: RegexProgram
  let source: String
  /// The function name the errors name (`test`, `match`…).
  var name: String
}

extension JQRegex {
  /// Every match of `pattern` in `text` (only the first without the `g` flag).
  static func matches(of pattern: JQPattern, in text: String, _ flags: Flags) throws -> [Found] {
    var steps = 0
    return try matches(of: pattern, in: text, flags, steps: &steps)
  }

  /// The same, counting in `steps` the instructions the engine ran (the complexity tests).
  static func matches(
    of pattern: JQPattern, in text: String, _ flags: Flags, steps: inout Int
  ) throws -> [Found] {
    try withInput(text) { input, text in
      try programMatches(pattern, input, text, flags, steps: &steps)
    }
  }

  /// Whether `pattern` matches somewhere in `text` (`test`: the first match is enough).
  static func anyMatch(of pattern: JQPattern, in text: String) -> Bool {
    withInput(text) { input, _ in
      var (steps, bits): (Int, [RegexBits]?) = (0, nil)
      return pattern.program.firstMatch(in: input, from: 0, steps: &steps, bits: &bits) != nil
    }
  }

  /// `body` given `text`'s UTF-8 bytes in place (made contiguous first) and that text.
  private static func withInput<R>(
    _ text: String, _ body: (RegexInput, String) throws -> R
  ) rethrows -> R {
    var text = text
    text.makeContiguousUTF8()
    let contiguous = text
    return try contiguous.utf8.withContiguousStorageIfAvailable { bytes in
      try body(RegexInput(bytes: bytes), contiguous)
    }!
  }

  private static func programMatches(
    _ pattern: JQPattern, _ input: RegexInput, _ text: String, _ flags: Flags,
    steps: inout Int
  ) throws -> [Found] {
    let program = pattern.program
    var found: [Found] = []
    var from = 0
    var bits: [RegexBits]?
    // Code point offsets are counted from the last one asked for, so a global match over a
    // long string stays linear.
    var known = (byte: 0, offset: 0)
    func offset(_ b: Int) -> Int {
      known =
        b < known.byte
        ? (b, known.offset - input.scalars(from: b, to: known.byte))
        : (b, known.offset + input.scalars(from: known.byte, to: b))
      return known.offset
    }
    func index(_ b: Int) -> String.Index { text.utf8.index(text.utf8.startIndex, offsetBy: b) }
    // jq 1.7.1 starts the search after an empty match one byte on, so inside a character of
    // k bytes it finds k - 1 more empty matches, at the offset after that character. They
    // are given when the pattern matches empty at the next character as well.
    var pending = 0
    while from <= input.count {
      guard let regs = program.firstMatch(in: input, from: from, steps: &steps, bits: &bits)
      else { break }
      // Every match is an element of the result (`match(…; "g")`, `scan`, `splits`).
      guard found.count < JQLimits.arrayLength else {
        throw EvalError(Message.arrayTooLong(pattern.name, JQLimits.arrayLength))
      }
      // `\K` may leave the start after the end of a group, never after the match's end.
      let (start, end) = (regs[0], regs[1])
      if pending > 0, start == from, end == start, !flags.skipEmpty {
        let at = offset(start)
        let groups = (0..<program.groups).map {
          (name: program.names[$0 + 1], range: Optional(index(start)..<index(start)), offset: at)
        }
        for _ in 0..<pending {
          found.append(
            Found(
              range: index(start)..<index(start), offset: at, length: 0, groups: groups,
              text: text))
        }
      }
      let width = end < input.count ? input.scalar(at: end).1 : 1
      pending = end == start && end < input.count ? width - 1 : 0
      from = end > start ? end : end + width
      if flags.skipEmpty && start == end { continue }
      let startOffset = offset(start)
      let groups = (0..<program.groups).map {
        k -> (name: String?, range: Range<String.Index>?, offset: Int) in
        let g = k + 1
        let (a, b) = (regs[2 * g], regs[2 * g + 1])
        // jq 1.7.1: in an empty match every group is reported empty at the match's offset,
        // whether it took part or not (`match("( )*"; "g")`).
        if start == end { return (program.names[g], index(start)..<index(start), startOffset) }
        guard a >= 0, b >= a else { return (program.names[g], nil, -1) }
        return (program.names[g], index(a)..<index(b), offset(a))
      }
      let length = offset(end) - startOffset
      found.append(
        Found(
          range: index(start)..<index(end), offset: startOffset, length: length,
          groups: groups, text: text))
      if !flags.global { break }
    }
    return found
  }
}
