/// jq 1.7.1's print depth (`MAX_PRINT_DEPTH` of its `jv_print.c`): a value nested more than
/// 256 levels inside what is printed (`tojson`, `tostring`, string interpolation, the
/// command line's output) is written as `<skipped: too deep>`, so the text keeps at most
/// 256 levels. jq's parser refuses input that deep, so only values a filter builds reach it
/// (`reduce range(300) as $_ (1; [.]) | tojson`).
extension JSONWriter {
  package static let jqPrintDepth = 256
  static let jqSkipped: [UInt8] = Array("<skipped: too deep>".utf8)

  /// The compact jq text of `value`, as at `depth` levels inside what is printed.
  static func writeJQ(_ value: JSON, depth: Int, into out: inout [UInt8]) {
    write(value, into: &out, depth: depth, jq: true)
  }

  /// Whether the text an object was read from nests past jq's print depth when written
  /// `depth` levels down: a text of n bytes nests at most n / 2 levels, so only long texts
  /// are scanned (brackets outside strings).
  static func jqTooDeep(_ object: JSONObject, under depth: Int) -> Bool {
    guard case .text(let text) = object.storage else { return false }
    let room = jqPrintDepth - depth
    return text.withBytes { bytes in
      guard bytes.count / 2 > room else { return false }
      var level = 0
      var inString = false
      var escaped = false
      for b in bytes {
        if inString {
          if escaped {
            escaped = false
          } else if b == UInt8(ascii: "\\") {
            escaped = true
          } else if b == UInt8(ascii: "\"") {
            inString = false
          }
          continue
        }
        switch b {
        case UInt8(ascii: "\""): inString = true
        case UInt8(ascii: "["), UInt8(ascii: "{"):
          level += 1
          if level > room { return true }
        case UInt8(ascii: "]"), UInt8(ascii: "}"): level -= 1
        default: break
        }
      }
      return false
    }
  }
}
