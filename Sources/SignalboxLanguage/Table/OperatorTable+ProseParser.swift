/// The reader of the prose files' format (OperatorTable+Prose.swift describes it). It never
/// traps: what it cannot read is a problem, listed with its line, and the rest is read.
extension OperatorTable {
  static func parseProse(_ text: String, file: String) -> ProseFile {
    var result = ProseFile()
    var header: String? = nil
    var headerLine = 0
    var fields: [(key: String, value: String, line: Int)] = []

    func finish() {
      defer { (header, fields) = (nil, []) }
      guard let header else {
        if let first = fields.first { result.problems.append("\(file):\(first.line): no header") }
        return
      }
      // `NAME` or `NAME (ROLE)`.
      var (name, role) = (header, OperatorSpec.Role?.none)
      if header.hasSuffix(")"), let open = header.firstIndex(of: "(") {
        name = String(header[..<open])
        if name.hasSuffix(" ") { name.removeLast() }
        role = OperatorSpec.Role(rawValue: String(header[open...].dropFirst().dropLast()))
        if role == nil { result.problems.append("\(file):\(headerLine): no such role") }
      }
      var record = RecordReader()
      for field in fields {
        if let problem = record.take(field.key, field.value) {
          result.problems.append("\(file):\(field.line): \(problem)")
        }
      }
      if result.records[name, default: []].contains(where: { $0.role == role }) {
        // The first record keeps the name.
        return result.problems.append("\(file):\(headerLine): a second record of \(header)")
      }
      result.records[name, default: []].append(
        ProseRecord(header: header, role: role, prose: record.prose))
    }

    // Read as UTF-8 bytes, a line at a time: the format's marks are all ASCII, and a value
    // becomes a String once (reading by Characters cost more than the rest of `:help`).
    let bytes = Array(text.utf8)
    let (space, colon, hash, equals) = (
      UInt8(ascii: " "), UInt8(ascii: ":"), UInt8(ascii: "#"), UInt8(ascii: "=")
    )
    func string(_ part: ArraySlice<UInt8>) -> String { String(decoding: part, as: UTF8.self) }
    var start = 0
    var number = 0
    while start <= bytes.count {
      let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
      let line = bytes[start..<end]
      (start, number) = (end + 1, number + 1)
      if line.first == hash { continue }
      if line.allSatisfy({ $0 == space }) {
        finish()
      } else if line.starts(with: [equals, equals, space]) {
        finish()
        (header, headerLine) = (string(line.dropFirst(3)), number)
      } else if line.starts(with: [space, space]) {
        guard !fields.isEmpty else {
          result.problems.append("\(file):\(number): a continuation with no value before it")
          continue
        }
        fields[fields.count - 1].value += " " + string(line.drop(while: { $0 == space }))
      } else if let at = line.firstIndex(of: colon), at + 1 < line.endIndex, line[at + 1] == space {
        fields.append((string(line[..<at]), string(line[(at + 2)...]), number))
      } else {
        result.problems.append("\(file):\(number): not `key: value`")
      }
    }
    finish()
    return result
  }

  /// One record's fields as they are read.
  private struct RecordReader {
    var prose = OperatorSpec.Prose()
    var summary = "", rule = "", examples: [String] = [], under: String? = nil
    var seen: Set<String> = []

    /// Takes one field; what is wrong with it, if anything.
    mutating func take(_ key: String, _ value: String) -> String? {
      if key != "form" && key != "example" && !seen.insert(key).inserted {
        return "a second \(key)"
      }
      switch key {
      case "form": prose.forms.append(value)
      case "example": examples.append(value)
      case "summary": summary = value
      case "rule": rule = value
      case "under": under = value
      case "nearest": prose.nearest = value
      case "state": prose.state = value
      case "time": prose.time = value
      case "pending": prose.pending = value
      default: return "an unknown key \(key)"
      }
      prose.doc =
        under.map { .with($0) }
        ?? .own(summary: summary, rule: rule, example: examples.joined(separator: "\n"))
      return nil
    }
  }
}
