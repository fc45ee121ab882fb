import SignalboxJSON

/// jq 1.7.1's coloured output (`-C`, and at a terminal), byte for byte as its
/// `jv_dump_term` writes it: a value opens with its kind's colour and ends with a reset; a
/// container writes its colour again after each member and before its closing bracket; each
/// key is reset, written in the key colour, reset, then the container's colour with `:` and
/// a reset. Written from an explicit stack: any depth, no recursion.
struct JQColorWriter {
  /// null, false, true, numbers, strings, arrays, objects, object keys: `ESC[…m` each.
  let colors: [[UInt8]]
  let indent: Int
  let tab: Bool
  let ascii: Bool

  private static let reset: [UInt8] = [0x1B] + Array("[0m".utf8)

  /// jq 1.7.1's default colours (src/jv_print.c's `def_colors`), in `JQ_COLORS` order.
  static let defaults = ["0;90", "0;39", "0;39", "0;39", "0;32", "1;39", "1;39", "1;34"]

  /// The colours `JQ_COLORS` sets (colon-separated, digits and `;`; the first ones replace
  /// the defaults); nil when it holds anything else, or a colour longer than the 12 bytes
  /// jq 1.7.1's buffer keeps (16 with ESC, `[`, `m` and NUL: "Failed to set $JQ_COLORS").
  static func colors(_ setting: String?) -> [[UInt8]]? {
    var codes = defaults
    if let setting, !setting.isEmpty {
      let parts = setting.split(separator: ":", omittingEmptySubsequences: false)
      for (k, part) in parts.enumerated() where k < codes.count {
        guard part.utf8.count <= 12, part.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ";") })
        else { return nil }
        if !part.isEmpty || k < parts.count - 1 { codes[k] = String(part) }
      }
    }
    return codes.map { [0x1B, UInt8(ascii: "[")] + Array($0.utf8) + [UInt8(ascii: "m")] }
  }

  private enum Step {
    case value(JSON, level: Int)
    case bytes([UInt8])
    case newline(level: Int)
  }

  private var pretty: Bool { tab || indent > 0 }

  func write(_ value: JSON, into out: inout [UInt8]) {
    var pending: [Step] = [.value(value, level: 0)]
    while let step = pending.popLast() {
      switch step {
      case .bytes(let bytes): out.append(contentsOf: bytes)
      case .newline(let level):
        out.append(UInt8(ascii: "\n"))
        let unit = UInt8(ascii: tab ? "\t" : " ")
        out.append(contentsOf: repeatElement(unit, count: level * (tab ? 1 : indent)))
      case .value(let v, let level):
        let color = colors[kind(v)]
        out.append(contentsOf: color)
        var steps: [Step] = []
        switch v {
        case _ where level > JSONWriter.jqPrintDepth:
          // jq 1.7.1's print depth: the value's colour, then the words instead of it.
          out.append(contentsOf: "<skipped: too deep>".utf8)
          out.append(contentsOf: JQColorWriter.reset)
        case .array(let items) where !items.isEmpty:
          out.append(UInt8(ascii: "["))
          for (k, item) in items.enumerated() {
            separate(k, level, &steps)
            steps.append(.value(item, level: level + 1))
            steps.append(.bytes(color))
          }
          close(UInt8(ascii: "]"), color, level, &steps)
        case .object(let object) where !object.isEmpty:
          out.append(UInt8(ascii: "{"))
          for (k, entry) in object.entries.elements.enumerated() {
            separate(k, level, &steps)
            var key = JQColorWriter.reset + colors[7]
            scalar(.string(entry.key.string), into: &key)
            key += JQColorWriter.reset + color + Array((pretty ? ": " : ":").utf8)
            key += JQColorWriter.reset
            steps.append(.bytes(key))
            steps.append(.value(entry.value, level: level + 1))
            steps.append(.bytes(color))
          }
          close(UInt8(ascii: "}"), color, level, &steps)
        default:
          scalar(v, into: &out)
          out.append(contentsOf: JQColorWriter.reset)
        }
        pending.append(contentsOf: steps.reversed())
      }
    }
  }

  /// Before member `k`: the line break and indent that open the container, or the comma.
  private func separate(_ k: Int, _ level: Int, _ steps: inout [Step]) {
    if k > 0 { steps.append(.bytes([UInt8(ascii: ",")])) }
    if pretty { steps.append(.newline(level: level + 1)) }
  }

  private func close(_ bracket: UInt8, _ color: [UInt8], _ level: Int, _ steps: inout [Step]) {
    if pretty { steps.append(.newline(level: level)) }
    steps.append(.bytes(color + [bracket] + JQColorWriter.reset))
  }

  private func scalar(_ v: JSON, into out: inout [UInt8]) {
    let start = out.count
    JSONWriter.write(v, into: &out, jq: true)
    if ascii { JQOutputWriter.escapeNonASCII(&out, from: start) }
  }

  private func kind(_ v: JSON) -> Int {
    switch v {
    case .null: 0
    case .bool(false): 1
    case .bool(true): 2
    case .number, .bigInteger: 3
    case .string: 4
    case .array: 5
    case .object: 6
    case .stream: 0
    }
  }
}
