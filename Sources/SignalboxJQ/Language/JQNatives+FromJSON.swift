import SignalboxJSON

/// jq 1.7.1's `fromjson`: one value, read as jq's parser reads it (its decNumber literals,
/// `NaN`, `Infinity`), with its messages where they can be told apart.
extension JQNatives {
  static func fromJSON(_ s: String) throws -> JSON {
    let bytes = Array(s.utf8)
    let space: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D]
    let first = bytes.firstIndex { !space.contains($0) } ?? bytes.count
    let last = bytes.lastIndex { !space.contains($0) }.map { $0 + 1 } ?? first
    let token = String(decoding: bytes[first..<max(first, last)], as: UTF8.self)
    let word = token.first == "t" || token.first == "f" || token.hasPrefix("nu")
    let single =
      !token.isEmpty
      && !token.unicodeScalars.contains { " \t\n\r[]{}:,\"".unicodeScalars.contains($0) }
    if single, !word {
      // One literal that is not a word: a number as jq's decNumber reads it, or jq's error.
      if let n = decNumber(token) { return n }
      let at = jqPosition(bytes, last)
      throw JQOps.fail("Invalid numeric literal \(at) (while parsing '\(s)')")
    }
    let scan = nesting(bytes)
    switch JSON.parseAll(s, literals: true) {
    case .success(let vs) where vs.count == 1:
      if let deep = scan.tooDeep {
        let at = jqPosition(bytes, deep)
        throw JQOps.fail("Exceeds depth limit for parsing \(at) (while parsing '\(s)')")
      }
      return vs[0]
    case .success(let vs) where vs.isEmpty:
      throw JQOps.fail("Expected JSON value (while parsing '\(s)')")
    case .success: throw JQOps.fail("Unexpected extra JSON values (while parsing '\(s)')")
    case .failure(let error):
      if let deep = scan.tooDeep {
        // jq stops at the bracket past its depth when that comes before the error.
        let line = bytes[..<deep].count { $0 == 0x0A } + 1
        let column = deep - (bytes[..<deep].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0) + 1
        if (error.line, error.column) > (line, column) {
          let at = jqPosition(bytes, deep)
          throw JQOps.fail("Exceeds depth limit for parsing \(at) (while parsing '\(s)')")
        }
      }
      let end = jqPosition(bytes, bytes.count)
      if scan.inString { throw JQOps.fail("Unfinished string \(end) (while parsing '\(s)')") }
      if scan.depth > 0 {
        throw JQOps.fail("Unfinished JSON term \(end) (while parsing '\(s)')")
      }
      if word, single {
        throw JQOps.fail("Invalid literal \(jqPosition(bytes, last)) (while parsing '\(s)')")
      }
      throw JQOps.fail(
        "\(error.message) at line \(error.line), column \(error.column) (while parsing '\(s)')")
    }
  }

  /// The brackets of a JSON text outside its strings: the depth left open at its end,
  /// whether it ends inside a string, and the offset of the first `[` or `{` past jq
  /// 1.7.1's parsing depth (256 containers; `fromjson` of a deeper text is an error).
  static func nesting(_ bytes: [UInt8]) -> (depth: Int, inString: Bool, tooDeep: Int?) {
    var inString = false
    var escaped = false
    var depth = 0
    var tooDeep: Int? = nil
    for (k, b) in bytes.enumerated() {
      if inString {
        if escaped {
          escaped = false
        } else if b == UInt8(ascii: "\\") {
          escaped = true
        } else if b == UInt8(ascii: "\"") {
          inString = false
        }
      } else if b == UInt8(ascii: "\"") {
        inString = true
      } else if b == UInt8(ascii: "[") || b == UInt8(ascii: "{") {
        depth += 1
        if depth > 256 && tooDeep == nil { tooDeep = k }
      } else if b == UInt8(ascii: "]") || b == UInt8(ascii: "}") {
        depth -= 1
      }
    }
    return (depth, inString, tooDeep)
  }
}
