import SignalboxJSON

/// What jq's spellings compile to where they are not plain Signalbox (Parser+JQ.swift):
/// slices `v[a:b]` and the formats `@csv`…, with jq 1.7's meaning.
enum JQSyntax {
  typealias Function = @Sendable ([JSON]) throws -> JSON

  static let formats: [String] = [
    "@text", "@json", "@csv", "@tsv", "@html", "@uri", "@sh", "@base64", "@base64d",
  ]

  /// The function a slice or a format compiles to; nil for any other name.
  static func function(_ name: String) -> Function? {
    if name == Parser.sliceFunction { return { try slice($0[0], $0[1], $0[2]) } }
    guard formats.contains(name) else { return nil }
    return { args in
      guard args.count == 1 else { throw EvalError(Message.functionArity(name)) }
      return .string(try format(name, args[0]))
    }
  }

  /// jq's `v[from:to]`: null gives null; code points of a string, elements of an array;
  /// negative bounds count from the end, missing (null) bounds are the ends, the start is
  /// rounded down and the end up, both then clamped.
  static func slice(_ value: JSON, _ from: JSON, _ to: JSON) throws -> JSON {
    let count: Int
    switch value {
    case .null: return .null
    case .string(let s): count = s.unicodeScalars.count
    case .array(let a): count = a.count
    default: throw EvalError(Message.cannotSlice(value, "(only strings and arrays)"))
    }
    func bound(_ v: JSON, default d: Int) throws -> Double {
      switch v.computed {
      case .null: return Double(d)
      case .number(let n): return n.isNaN ? Double(d) : n  // jq 1.7.1: NaN is a missing end
      default: throw EvalError(Message.cannotSlice(value, "with \(got(v)) (bounds are numbers)"))
      }
    }
    var start = try bound(from, default: 0)
    var end = try bound(to, default: count)
    let n = Double(count)
    if start < 0 { start += n }
    if end < 0 { end += n }
    start = min(max(start, 0), n)
    end = min(max(end, 0), n)
    // Both within 0...count here, so the conversions cannot trap.
    let lower = Int(start.rounded(.down))
    let upper = max(lower, Int(end.rounded(.up)))
    switch value {
    case .string(let s):
      let scalars = Array(s.unicodeScalars)[lower..<upper]
      var view = String.UnicodeScalarView()
      for c in scalars { view.append(c) }
      return .string(String(view))
    case .array(let a): return .array(Array(a[lower..<upper]))
    default: return .null
    }
  }

  private static func got(_ v: JSON) -> String { Message.got(v) }

  static func text(_ v: JSON) -> String {
    if case .string(let s) = v { return s }
    return JSONWriter.string(v)
  }

  static func format(_ name: String, _ v: JSON) throws -> String {
    switch name {
    case "@text": return text(v)
    case "@json": return JSONWriter.string(v)
    case "@html": return escapeHTML(text(v))
    case "@uri": return escapeURI(text(v))
    case "@csv", "@tsv":
      guard case .array(let items) = v else {
        throw EvalError(
          Message.cannotFormat(name, v, "cannot be \(name.dropFirst())-formatted, only an array"))
      }
      return try items.map { try field(name, $0) }.joined(separator: name == "@csv" ? "," : "\t")
    case "@sh":
      if case .array(let items) = v {
        return try items.map { try shellWord($0) }.joined(separator: " ")
      }
      return try shellWord(v)
    case "@base64": return Base64.encode(Array(text(v).utf8))
    case "@base64d":
      let s = text(v)
      guard let bytes = Base64.decode(s) else { throw EvalError(Message.notBase64(s)) }
      return String(decoding: bytes, as: UTF8.self)
    default: throw EvalError(Message.unknownFormat(name))
    }
  }

  private static func field(_ format: String, _ v: JSON) throws -> String {
    switch v {
    case .null: return ""
    case .bool(let b): return b ? "true" : "false"
    case .number(let n) where n.isNaN: return ""
    case .number, .bigInteger: return JSONWriter.string(v)
    case .string(let s) where format == "@csv":
      return "\"" + replacing(s, "\"", with: "\"\"") + "\""
    case .string(let s):
      var out = ""
      for c in s.unicodeScalars {
        switch c {
        case "\\": out += "\\\\"
        case "\t": out += "\\t"
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        default: out.unicodeScalars.append(c)
        }
      }
      return out
    default:
      throw EvalError(Message.cannotFormat(format, v, "is not valid in a csv row"))
    }
  }

  private static func replacing(_ s: String, _ c: Character, with text: String) -> String {
    var out = ""
    for d in s {
      if d == c { out += text } else { out.append(d) }
    }
    return out
  }

  private static func shellWord(_ v: JSON) throws -> String {
    switch v {
    case .string(let s): return "'" + replacing(s, "'", with: "'\\''") + "'"
    case .array, .object, .stream:
      throw EvalError(Message.cannotFormat("@sh", v, "can not be escaped for shell"))
    default: return JSONWriter.string(v)
    }
  }

  private static func escapeHTML(_ s: String) -> String {
    var out = ""
    for c in s.unicodeScalars {
      switch c {
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "&": out += "&amp;"
      case "'": out += "&#39;"
      case "\"": out += "&quot;"
      default: out.unicodeScalars.append(c)
      }
    }
    return out
  }

  private static func escapeURI(_ s: String) -> String {
    let hex = Array("0123456789ABCDEF".unicodeScalars)
    var out = String.UnicodeScalarView()
    for byte in s.utf8 {
      switch byte {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"),
        UInt8(ascii: "."), UInt8(ascii: "~"):
        out.append(Unicode.Scalar(byte))
      default:
        out.append("%")
        out.append(hex[Int(byte >> 4)])
        out.append(hex[Int(byte & 15)])
      }
    }
    return String(out)
  }
}

/// Base64 with padding (RFC 4648), as jq's `@base64` and `@base64d`.
enum Base64 {
  private static let alphabet = Array(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".unicodeScalars)

  static func encode(_ bytes: [UInt8]) -> String {
    var out = String.UnicodeScalarView()
    var k = 0
    while k < bytes.count {
      let chunk = bytes[k..<min(k + 3, bytes.count)]
      var word = 0
      for (j, b) in chunk.enumerated() { word |= Int(b) << (16 - 8 * j) }
      for j in 0..<4 {
        out.append(j <= chunk.count ? alphabet[(word >> (18 - 6 * j)) & 63] : "=")
      }
      k += 3
    }
    return String(out)
  }

  /// The bytes of `text` (padding optional, as jq); nil when a character is not base64 or
  /// the data ends with a single character.
  static func decode(_ text: String) -> [UInt8]? {
    var out: [UInt8] = []
    var word = 0
    var bits = 0
    var count = 0
    for c in text.unicodeScalars {
      if c == "=" { break }
      guard let digit = alphabet.firstIndex(of: c) else { return nil }
      word = (word << 6 | digit) & 0xFFFFFF
      bits += 6
      count += 1
      if bits >= 8 {
        bits -= 8
        out.append(UInt8((word >> bits) & 0xFF))
      }
    }
    return count % 4 == 1 ? nil : out
  }
}
