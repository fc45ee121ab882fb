import SignalboxJSON

/// jq's `@format` strings: `@text @json @html @uri @csv @tsv @sh @base64 @base64d @base32
/// @base32d`, applied to a value (or to each interpolation of `@f "…\(x)…"`). The one
/// implementation: `signalbox jq` words a refusal as jq 1.7.1 does (`apply`), the pipeline
/// language's `@csv(x)`… as its own catalogue messages (`format`'s `Failure`).
package enum JQFormats {
  /// Why a format refused its value; each front end words it.
  package enum Failure: Error, Sendable {
    /// `@csv`/`@tsv` of a value that is not an array.
    case notArray(JSON)
    /// An element of a `@csv`/`@tsv` row that is an array or an object.
    case notField(JSON)
    /// `@sh` of an array or object (or one inside the array).
    case notShellWord(JSON)
    /// `@base64d`/`@base32d` of text with a character outside the alphabet.
    case notEncoded(String)
    /// `@base64d` of text that ends with one lone character.
    case trailingByte(String)
    case unknown
  }

  /// `name` without its `@`; a refusal in jq 1.7.1's words.
  static func apply(_ name: String, _ v: JSON) throws -> String {
    // jq 1.7.1's binary (and its library) refuse the base32 formats its manual lists.
    if name == "base32" || name == "base32d" { throw JQOps.fail("\(name) is not a valid format") }
    if name == "base64" {  // checked before the text is allocated
      let count = text(v).utf8.count
      let (group, chars) = name == "base64" ? (3, 4) : (5, 8)
      try JQBudget.check("@\(name)", count: (count + group - 1) / group, each: chars)
    }
    if name == "json" { try JQBudget.checkText("@json", v) }
    do {
      return try format(name, v)
    } catch {
      let d = JQOps.described
      switch error {
      case .notArray(let v): throw JQOps.fail("\(d(v)) cannot be \(name)-formatted, only array")
      case .notField(let v): throw JQOps.fail("\(d(v)) is not valid in a csv row")
      case .notShellWord(let v): throw JQOps.fail("\(d(v)) can not be escaped for shell")
      case .notEncoded(let s):
        throw JQOps.fail("\(d(.string(s))) is not valid \(name.dropLast()) data")
      case .trailingByte(let s): throw JQOps.fail("\(d(.string(s))) trailing base64 byte found")
      case .unknown: throw JQOps.fail("\(name) is not a valid format")
      }
    }
  }

  /// `name` without its `@`.
  package static func format(
    _ name: String, _ v: JSON, jq: Bool = true
  ) throws(Failure) -> String {
    switch name {
    case "text": return text(v, jq: jq)
    case "json": return JSONWriter.string(v, jq: jq)
    case "html": return escaping(text(v, jq: jq), htmlEscapes)
    case "uri": return escapeURI(text(v, jq: jq))
    case "csv", "tsv":
      guard case .array(let items) = v else { throw .notArray(v) }
      var fields: [String] = []
      fields.reserveCapacity(items.count)
      for item in items { fields.append(try field(name, item, jq: jq)) }
      return fields.joined(separator: name == "csv" ? "," : "\t")
    case "sh":
      guard case .array(let items) = v else { return try shellWord(v, jq: jq) }
      var words: [String] = []
      words.reserveCapacity(items.count)
      for item in items { words.append(try shellWord(item, jq: jq)) }
      return words.joined(separator: " ")
    case "base64": return encode(Array(text(v, jq: jq).utf8), alphabet: base64, bits: 6)
    case "base64d":
      let bytes = try decode(text(v, jq: jq), base64, 6)
      return jq ? JQFormats.utf8(bytes) : String(decoding: bytes, as: UTF8.self)
    case "base32": return encode(Array(text(v, jq: jq).utf8), alphabet: base32, bits: 5)
    case "base32d": return String(decoding: try decode(text(v, jq: jq), base32, 5), as: UTF8.self)
    default: throw .unknown
    }
  }

  /// `jq`: numbers in jq 1.7.1's text (`signalbox jq`), else the pipeline's.
  static func text(_ v: JSON, jq: Bool = true) -> String {
    if case .string(let s) = v { return s }
    return JSONWriter.string(v, jq: jq)
  }

  private static let htmlEscapes: [Unicode.Scalar: String] = [
    "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", "\"": "&quot;",
  ]
  private static let tsvEscapes: [Unicode.Scalar: String] = [
    "\\": "\\\\", "\t": "\\t", "\n": "\\n", "\r": "\\r",
  ]

  /// One field of a row: null and NaN are empty (jq 1.7.1), strings quoted (csv) or escaped.
  private static func field(_ format: String, _ v: JSON, jq: Bool) throws(Failure) -> String {
    switch v {
    case .null: return ""
    case .bool(let b): return b ? "true" : "false"
    case .number(let n) where n.isNaN: return ""
    case .number, .bigInteger: return JSONWriter.string(v, jq: jq)
    case .string(let s) where format == "csv": return "\"" + escaping(s, ["\"": "\"\""]) + "\""
    case .string(let s): return escaping(s, tsvEscapes)
    default: throw .notField(v)
    }
  }

  private static func shellWord(_ v: JSON, jq: Bool) throws(Failure) -> String {
    switch v {
    case .string(let s): return "'" + escaping(s, ["'": "'\\''"]) + "'"
    case .array, .object, .stream: throw .notShellWord(v)
    default: return JSONWriter.string(v, jq: jq)
    }
  }

  /// `s` with each code point found in `table` replaced by its text. Code points, never
  /// characters: a quote followed by a combining mark is still a quote (`@sh` of `'́`).
  /// jq 1.7.1's `escape_string`: the table's replacements, and U+0000 written as `\0`.
  static func escaping(_ s: String, _ table: [Unicode.Scalar: String]) -> String {
    var out = String.UnicodeScalarView()
    for c in s.unicodeScalars {
      if let text = table[c] {
        out.append(contentsOf: text.unicodeScalars)
      } else if c == "\u{0}" {
        out.append(contentsOf: "\\0".unicodeScalars)
      } else {
        out.append(c)
      }
    }
    return String(out)
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
    var written = 0
    var acc = 0
    var n = 0
    for b in bytes {
      acc = (acc << 8) | Int(b)
      n += 8
      while n >= bits {
        n -= bits
        out.append(alphabet[(acc >> n) & ((1 << bits) - 1)])
        written += 1
      }
      acc &= (1 << n) - 1
    }
    if n > 0 {
      out.append(alphabet[(acc << (bits - n)) & ((1 << bits) - 1)])
      written += 1
    }
    let group = bits == 6 ? 4 : 8
    while written % group != 0 {
      out.append("=")
      written += 1
    }
    return String(out)
  }

  /// The bytes of `text` (padding optional, as jq).
  static func decode(
    _ text: String, _ alphabet: [Unicode.Scalar], _ bits: Int
  ) throws(Failure) -> [UInt8] {
    var digits: [Unicode.Scalar: Int] = [:]
    for (k, c) in alphabet.enumerated() { digits[c] = k }
    var out: [UInt8] = []
    var acc = 0
    var n = 0
    var count = 0
    for c in text.unicodeScalars {
      if c == "=" { break }
      guard let digit = digits[c] else { throw .notEncoded(text) }
      count += 1
      acc = (acc << bits) | digit
      n += bits
      if n >= 8 {
        n -= 8
        out.append(UInt8((acc >> n) & 0xFF))
      }
      acc &= (1 << n) - 1
    }
    if bits == 6 && count % 4 == 1 { throw .trailingByte(text) }
    return out
  }
}
