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
    switch JSON.parseAll(s, literals: true) {
    case .success(let vs) where vs.count == 1: return vs[0]
    case .success(let vs) where vs.isEmpty:
      throw JQOps.fail("Expected JSON value (while parsing '\(s)')")
    case .success: throw JQOps.fail("Unexpected extra JSON values (while parsing '\(s)')")
    case .failure(let error):
      var inString = false
      var escaped = false
      var depth = 0
      for b in bytes {
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
        } else if b == UInt8(ascii: "]") || b == UInt8(ascii: "}") {
          depth -= 1
        }
      }
      let end = jqPosition(bytes, bytes.count)
      if inString { throw JQOps.fail("Unfinished string \(end) (while parsing '\(s)')") }
      if depth > 0 { throw JQOps.fail("Unfinished JSON term \(end) (while parsing '\(s)')") }
      if word, single {
        throw JQOps.fail("Invalid literal \(jqPosition(bytes, last)) (while parsing '\(s)')")
      }
      throw JQOps.fail(
        "\(error.message) at line \(error.line), column \(error.column) (while parsing '\(s)')")
    }
  }
}
