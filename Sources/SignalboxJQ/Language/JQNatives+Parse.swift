import SignalboxJSON

/// jq 1.7.1's `jv_parse_sized`, which `fromjson` and `tonumber` call: one value read by
/// jq's own JSON reader (`JQTextParser`: its literals, `nan`, its error words and
/// positions), `Unexpected extra JSON values` after it, `Expected JSON value` without one,
/// each error followed by `(while parsing '…')` with the text up to its first NUL.
extension JQNatives {
  /// `cString`: the text ends at its first NUL (`tonumber` calls `jv_parse`, which measures
  /// the text with `strlen`).
  static func jvParse(_ s: String, cString: Bool = false) throws -> JSON {
    var bytes = Array(s.utf8)
    let shown = bytes.firstIndex(of: 0).map { Array(bytes[..<$0]) } ?? bytes
    if cString { bytes = shown }
    func fail(_ message: String) -> JQThrown {
      JQOps.fail("\(message) (while parsing '\(String(decoding: shown, as: UTF8.self))')")
    }
    var parser = JQTextParser()
    parser.nulEndsLastLine = false
    return try bytes.withUnsafeBufferPointer { buffer in
      var position = 0
      func step() -> JQTextParser.Step? { parser.next(buffer, at: &position) ?? parser.finish() }
      switch step() {
      case .failure(let message): throw fail(message)
      case nil: throw fail("Expected JSON value")
      case .value(let value):
        switch step() {
        case .failure(let message): throw fail(message)
        case .value: throw fail("Unexpected extra JSON values")
        case nil: return value
        }
      }
    }
  }
}
