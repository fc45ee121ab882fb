/// jq's pretty form (`jq --indent N`, jq's default without `-c`): one member or element a
/// line, indented N spaces a level, `": "` after keys, `[]` and `{}` for empty containers.
/// Written from an explicit stack, so a value nested however deeply costs no call stack.
extension JSONWriter {
  private enum PrettyStep {
    case value(JSON, level: Int)
    case byte(UInt8)
    case newline(level: Int)
    case key(String)
  }

  /// `unit` is the byte an indent level repeats `indent` times (jq's `--tab`: one tab).
  package static func writePretty(
    _ value: JSON, indent: Int, unit: UInt8 = UInt8(ascii: " "), into out: inout [UInt8],
    jq: Bool = false
  ) {
    var pending: [PrettyStep] = [.value(value, level: 0)]
    while let step = pending.popLast() {
      switch step {
      case .byte(let b): out.append(b)
      case .newline(let level):
        out.append(UInt8(ascii: "\n"))
        out.append(contentsOf: repeatElement(unit, count: level * indent))
      case .key(let key):
        writeString(key, into: &out)
        out.append(contentsOf: ": ".utf8)
      case .value(let v, let level):
        switch v {
        case _ where jq && level > jqPrintDepth: out.append(contentsOf: jqSkipped)
        case .array(let items) where !items.isEmpty:
          out.append(UInt8(ascii: "["))
          pending.append(.byte(UInt8(ascii: "]")))
          pending.append(.newline(level: level))
          for (k, item) in items.enumerated().reversed() {
            pending.append(.value(item, level: level + 1))
            pending.append(.newline(level: level + 1))
            if k > 0 { pending.append(.byte(UInt8(ascii: ","))) }
          }
        case .object(let object) where !object.isEmpty:
          out.append(UInt8(ascii: "{"))
          pending.append(.byte(UInt8(ascii: "}")))
          pending.append(.newline(level: level))
          for (k, entry) in object.entries.elements.enumerated().reversed() {
            pending.append(.value(entry.value, level: level + 1))
            pending.append(.key(entry.key.string))
            pending.append(.newline(level: level + 1))
            if k > 0 { pending.append(.byte(UInt8(ascii: ","))) }
          }
        default:
          // a scalar, a stream, or an empty container
          if jq { writeJQ(v, depth: level, into: &out) } else { write(v, into: &out) }
        }
      }
    }
  }
}
