import Synchronization

/// Writes values in the compact form `jq -c` prints (SPEC §3): no spaces, integers without
/// a fraction, other numbers by JavaScript's `Number.prototype.toString` rules, strings
/// with JSON escapes (not `/`), non-ASCII raw, object keys in order.
public enum JSONWriter {
  /// Objects kept as their text that writers printed whole (counted where an object's text
  /// is copied or rewritten into the output), in the whole process: `ReadAhead` reads it to
  /// tell whether writing the rows it reads as the writer prints them pays (whether the
  /// program prints them). Relaxed: a hint, never a value.
  package static let objectTextsWritten = Atomic<Int>(0)

  /// The compact text of `value`.
  public static func string(_ value: JSON) -> String { string(value, jq: false) }

  /// The compact text of `value`; `jq`: computed numbers in jq 1.7.1's layout.
  package static func string(_ value: JSON, jq: Bool) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(32)
    write(value, into: &bytes, jq: jq)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends the compact text of `value` to `out`. Recursive for the first
  /// `recursionDepth` levels (the common, shallow case); deeper containers are written
  /// with a stack of their own, so a value nested however deeply prints without growing
  /// the call stack.
  /// `jq`: computed numbers in jq 1.7.1's layout (`writeJQNumber`), for `signalbox jq`.
  public static func write(_ value: JSON, into out: inout [UInt8], jq: Bool = false) {
    write(value, into: &out, depth: 0, jq: jq)
  }

  static let recursionDepth = 64

  static func write(_ value: JSON, into out: inout [UInt8], depth: Int, jq: Bool) {
    if jq && depth > jqPrintDepth { return out.append(contentsOf: jqSkipped) }
    switch value {
    case .null: out.append(contentsOf: "null".utf8)
    case .bool(let b): out.append(contentsOf: (b ? "true" : "false").utf8)
    case .number(let n): if jq { writeJQNumber(n, into: &out) } else { writeNumber(n, into: &out) }
    case .bigInteger(let b):
      // A decimal literal (`1.10`, from a jq filter) is jq's only: the pipeline prints it
      // as its double, by SPEC §3.
      if jq || b.isIntegerText {
        out.append(contentsOf: b.text.utf8)
      } else {
        writeNumber(b.value, into: &out)
      }
    case .string(let s): writeString(s, into: &out)
    case .array(let items):
      if depth >= recursionDepth {
        return writeIteratively(value, into: &out, depth: depth, jq: jq)
      }
      out.append(UInt8(ascii: "["))
      var first = true
      for item in items {
        if !first { out.append(UInt8(ascii: ",")) }
        first = false
        write(item, into: &out, depth: depth + 1, jq: jq)
      }
      out.append(UInt8(ascii: "]"))
    case .object(let object):
      if jq && depth > 0, jqTooDeep(object, under: depth) {
        // past jq's print depth inside: written member by member below
      } else if let text = object.canonicalText {
        objectTextsWritten.add(1, ordering: .relaxed)
        text.withBytes { out.append(contentsOf: $0) }
        return
      } else if case .text(let text) = object.storage, !text.header.hasDuplicateKeys {
        objectTextsWritten.add(1, ordering: .relaxed)
        // Whitespace, escapes or numbers the writer spells otherwise: rewritten straight
        // from the text, without building the object (a big pretty-printed document
        // would otherwise be built whole just to be printed).
        let literals = jq && text.literals
        text.withBytes { JSONParser.writeCompact($0, into: &out, literals: literals) }
        return
      }
      if depth >= recursionDepth {
        return writeIteratively(value, into: &out, depth: depth, jq: jq)
      }
      out.append(UInt8(ascii: "{"))
      var first = true
      for (key, item) in object.entries {
        if !first { out.append(UInt8(ascii: ",")) }
        first = false
        writeString(key.string, into: &out)
        out.append(UInt8(ascii: ":"))
        write(item, into: &out, depth: depth + 1, jq: jq)
      }
      out.append(UInt8(ascii: "}"))
    case .stream(let s): out.append(contentsOf: (s.isSequence ? "<sequence>" : "<signal>").utf8)
    }
  }

  /// What is left to write: a value, a punctuation byte, or an object key with its colon.
  private enum Pending {
    case value(JSON, depth: Int)
    case byte(UInt8)
    case key(String)
  }

  /// The same text as `write`, from an explicit stack (last in, first written).
  private static func writeIteratively(
    _ value: JSON, into out: inout [UInt8], depth: Int, jq: Bool
  ) {
    var pending: [Pending] = [.value(value, depth: depth)]
    while let next = pending.popLast() {
      switch next {
      case .byte(let b): out.append(b)
      case .key(let key):
        writeString(key, into: &out)
        out.append(UInt8(ascii: ":"))
      case .value(let v, let depth):
        switch v {
        case _ where jq && depth > jqPrintDepth: out.append(contentsOf: jqSkipped)
        case .array(let items):
          out.append(UInt8(ascii: "["))
          pending.append(.byte(UInt8(ascii: "]")))
          for (k, item) in items.enumerated().reversed() {
            pending.append(.value(item, depth: depth + 1))
            if k > 0 { pending.append(.byte(UInt8(ascii: ","))) }
          }
        case .object(let object)
        where object.canonicalText == nil || (jq && jqTooDeep(object, under: depth)):
          out.append(UInt8(ascii: "{"))
          pending.append(.byte(UInt8(ascii: "}")))
          for (k, entry) in object.entries.elements.enumerated().reversed() {
            pending.append(.value(entry.value, depth: depth + 1))
            pending.append(.key(entry.key.string))
            if k > 0 { pending.append(.byte(UInt8(ascii: ","))) }
          }
        default:
          write(v, into: &out, depth: depth, jq: jq)  // a scalar, a stream or a canonical text
        }
      }
    }
  }

  private static let hex: [UInt8] = Array("0123456789abcdef".utf8)

  /// Appends `s` as a JSON string literal.
  package static func writeString(_ s: String, into out: inout [UInt8]) {
    let length = s.utf8.count
    if length >= 1 << 16 && out.capacity < out.count + length + 2 {
      // A big string: room for it (and some escapes) at once rather than by doubling.
      out.reserveCapacity(out.count + length + length / 8 + 16)
    }
    out.append(UInt8(ascii: "\""))
    var s = s
    s.withUTF8 { writeStringContents($0, into: &out) }
    out.append(UInt8(ascii: "\""))
  }

  /// Appends the UTF-8 bytes of a string escaped as inside a JSON string literal (no
  /// quotes). Escapes are byte by byte, so a string may be written in pieces cut anywhere.
  /// The runs between escapes are found eight bytes at a time (`escapeFlags`).
  package static func writeStringContents(
    _ buffer: UnsafeBufferPointer<UInt8>, into out: inout [UInt8]
  ) {
    guard let base = buffer.baseAddress else { return }
    let n = buffer.count
    var start = 0
    var i = 0
    while true {
      i = base.firstFlagged(from: i, end: n, escapeFlags)
      while i < n && !needsEscape(base[i]) { i += 1 }  // the last bytes, under a word
      if i == n { break }
      let byte = base[i]
      if start < i {
        out.append(contentsOf: UnsafeBufferPointer(start: base + start, count: i - start))
      }
      i += 1
      start = i
      out.append(92)
      switch byte {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"): out.append(byte)
      case 0x08: out.append(UInt8(ascii: "b"))
      case 0x0c: out.append(UInt8(ascii: "f"))
      case 0x0a: out.append(UInt8(ascii: "n"))
      case 0x0d: out.append(UInt8(ascii: "r"))
      case 0x09: out.append(UInt8(ascii: "t"))
      default:
        out.append(UInt8(ascii: "u"))
        out.append(48)
        out.append(48)
        out.append(hex[Int(byte >> 4)])
        out.append(hex[Int(byte & 15)])
      }
    }
    if start < n {
      out.append(contentsOf: UnsafeBufferPointer(start: base + start, count: n - start))
    }
  }

  /// Whether the writer escapes `byte` in a string: a quote, a backslash, a control byte
  /// or U+007F.
  @inline(__always) static func needsEscape(_ byte: UInt8) -> Bool {
    byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 0x7f
  }

  /// The bytes of `w` (the first in the lowest bits) that `needsEscape`, flagged in their
  /// top bits; the lowest flag is the first such byte. Each term is the classic zero-byte
  /// test (a byte minus one borrows into its top bit only from 0), of the byte minus 0x20
  /// and of the byte xor a quote, a backslash or 0x7F; all four share `~w`'s top bits
  /// (bytes of 0x80 and above are never escaped). A borrow flags a byte it should not
  /// only above a byte rightly flagged, so the lowest flag is exact.
  @inline(__always)
  static func escapeFlags(_ w: UInt64) -> UInt64 {
    let ones: UInt64 = 0x0101_0101_0101_0101
    return
      ((w &- ones &* 0x20) | ((w ^ (ones &* 0x22)) &- ones) | ((w ^ (ones &* 0x5C)) &- ones)
      | ((w ^ (ones &* 0x7F)) &- ones)) & ~w & 0x8080_8080_8080_8080
  }
}

extension JSON: CustomStringConvertible {
  /// The compact JSON text.
  public var description: String { JSONWriter.string(self) }
}
