import SignalboxJSON

/// jq's `@format` strings: `@text @json @html @uri @csv @tsv @sh @base64 @base64d @base32
/// @base32d`, applied to a value (or to each interpolation of `@f "…\(x)…"`).
enum JQFormats {
  static func apply(_ name: String, _ v: JSON) throws -> String {
    switch name {
    case "text": return text(v)
    case "json": return JSONWriter.string(v, jq: true)
    case "html": return escapeHTML(text(v))
    case "uri": return escapeURI(text(v))
    case "csv", "tsv":
      guard case .array(let items) = v else {
        throw JQOps.fail("\(JQOps.described(v)) cannot be \(name)-formatted, only an array can be")
      }
      return try items.map { try field(name, $0) }.joined(separator: name == "csv" ? "," : "\t")
    case "sh":
      if case .array(let items) = v { return try items.map(shellWord).joined(separator: " ") }
      return try shellWord(v)
    case "base64": return encode(Array(text(v).utf8), alphabet: base64, bits: 6)
    case "base64d": return String(decoding: try decode(text(v), base64, 6, name), as: UTF8.self)
    case "base32": return encode(Array(text(v).utf8), alphabet: base32, bits: 5)
    case "base32d": return String(decoding: try decode(text(v), base32, 5, name), as: UTF8.self)
    default: throw JQOps.fail("\(name) is not a valid format")
    }
  }

  static func text(_ v: JSON) -> String {
    if case .string(let s) = v { return s }
    return JSONWriter.string(v, jq: true)
  }

  private static func field(_ format: String, _ v: JSON) throws -> String {
    switch v {
    case .null: return ""
    case .bool(let b): return b ? "true" : "false"
    case .number, .bigInteger: return JSONWriter.string(v, jq: true)
    case .string(let s) where format == "csv":
      return "\"" + s.replacingAll("\"", with: "\"\"") + "\""
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
      throw JQOps.fail("\(JQOps.described(v)) is not valid in a csv row")
    }
  }

  private static func shellWord(_ v: JSON) throws -> String {
    switch v {
    case .string(let s): return "'" + s.replacingAll("'", with: "'\\''") + "'"
    case .array, .object, .stream:
      throw JQOps.fail("\(JQOps.described(v)) can not be escaped for shell")
    default: return JSONWriter.string(v, jq: true)
    }
  }

  private static func escapeHTML(_ s: String) -> String {
    var out = ""
    for c in s.unicodeScalars {
      switch c {
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "&": out += "&amp;"
      case "'": out += "&apos;"
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

  static let base64 = Array(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".unicodeScalars)
  static let base32 = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567".unicodeScalars)

  /// RFC 4648 with padding: groups of 3 bytes (base64) or 5 bytes (base32).
  static func encode(_ bytes: [UInt8], alphabet: [Unicode.Scalar], bits: Int) -> String {
    var out = String.UnicodeScalarView()
    var acc = 0
    var n = 0
    for b in bytes {
      acc = (acc << 8) | Int(b)
      n += 8
      while n >= bits {
        n -= bits
        out.append(alphabet[(acc >> n) & ((1 << bits) - 1)])
      }
      acc &= (1 << n) - 1
    }
    if n > 0 { out.append(alphabet[(acc << (bits - n)) & ((1 << bits) - 1)]) }
    let group = bits == 6 ? 4 : 8
    while out.count % group != 0 { out.append("=") }
    return String(out)
  }

  static func decode(
    _ text: String, _ alphabet: [Unicode.Scalar], _ bits: Int, _ name: String
  ) throws -> [UInt8] {
    var out: [UInt8] = []
    var acc = 0
    var n = 0
    var count = 0
    for c in text.unicodeScalars {
      if c == "=" { break }
      guard let digit = alphabet.firstIndex(of: c) else {
        throw JQOps.fail("\(JQOps.described(.string(text))) is not valid \(name.dropLast()) data")
      }
      count += 1
      acc = (acc << bits) | digit
      n += bits
      if n >= 8 {
        n -= 8
        out.append(UInt8((acc >> n) & 0xFF))
      }
      acc &= (1 << n) - 1
    }
    if bits == 6 && count % 4 == 1 {
      throw JQOps.fail(
        "\(JQOps.described(.string(text))) trailing base64 byte found")
    }
    return out
  }
}

extension String {
  func replacingAll(_ c: Character, with text: String) -> String {
    var out = ""
    for d in self {
      if d == c { out += text } else { out.append(d) }
    }
    return out
  }
}
