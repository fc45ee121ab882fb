import SignalboxJSON

/// `signalbox jq`'s standard output: each value as jq 1.7.1's `process` writes it (raw
/// strings, `--seq`, the newline or NUL after it), in jq's pretty, compact, tab, sorted,
/// ASCII or coloured form; bytes collect in a buffer written with `write(2)` when it is
/// large, after each value under `--unbuffered`, and at the end.
struct JQOutputWriter {
  /// 0: compact; else spaces a level (`tab`: one tab a level).
  var indent = 2
  var tab = false
  var sortKeys = false
  var ascii = false
  var raw = false
  /// `-j`, `--raw-output0`: no newline after a value.
  var noNewline = false
  var rawOutput0 = false
  var seq = false
  var unbuffered = false
  /// The eight colours (`JQColors`) when colouring.
  var colors: [[UInt8]]? = nil
  private(set) var failedWrite: Int32? = nil
  private var out: [UInt8] = []

  /// jq's message when a raw string cannot be written (`--raw-output0` and a NUL in it);
  /// nil when the value was written.
  mutating func emit(_ value: JSON) -> String? {
    if raw, case .string(let s) = value {
      if ascii {
        JQOutputWriter.asciiString(s, into: &out)
      } else if rawOutput0, s.utf8.contains(0) {
        return "Cannot dump a string containing NUL with --raw-output0 option"
      } else {
        out.append(contentsOf: s.utf8)
      }
    } else {
      if seq { out.append(0x1E) }
      dump(value)
    }
    if !noNewline { out.append(UInt8(ascii: "\n")) }
    if rawOutput0 { out.append(0) }
    if unbuffered || out.count >= 1 << 16 { flush() }
    return nil
  }

  /// A value in jq's form, without anything after it.
  mutating func dump(_ value: JSON) {
    let value = sortKeys ? value.sortingKeys() : value
    if let colors {
      JQColorWriter(colors: colors, indent: indent, tab: tab, ascii: ascii).write(
        value, into: &out)
      return
    }
    let start = out.count
    if indent == 0 && !tab {
      JSONWriter.write(value, into: &out, jq: true)
    } else {
      JSONWriter.writePretty(
        value, indent: tab ? 1 : indent, unit: UInt8(ascii: tab ? "\t" : " "), into: &out,
        jq: true)
    }
    if ascii { JQOutputWriter.escapeNonASCII(&out, from: start) }
  }

  /// Writes what is buffered; a failed write is kept (`failedWrite`, the errno) and the
  /// rest dropped.
  mutating func flush() {
    var offset = 0
    while offset < out.count, failedWrite == nil {
      let n = out.withUnsafeBytes { write(1, $0.baseAddress! + offset, $0.count - offset) }
      if n < 0 {
        if errno == EINTR { continue }
        failedWrite = errno
      } else {
        offset += n
      }
    }
    out.removeAll(keepingCapacity: true)
  }

  /// A string as JSON with every non-ASCII character as `\uXXXX` (a surrogate pair above
  /// U+FFFF), as jq's `-a`.
  static func asciiString(_ s: String, into out: inout [UInt8]) {
    let start = out.count
    JSONWriter.writeString(s, into: &out)
    escapeNonASCII(&out, from: start)
  }

  /// Rewrites the bytes from `start` on with their non-ASCII characters escaped (they
  /// occur only inside strings, so the text stays JSON).
  static func escapeNonASCII(_ out: inout [UInt8], from start: Int) {
    guard out[start...].contains(where: { $0 >= 0x80 }) else { return }
    let text = String(decoding: out[start...], as: UTF8.self)
    out.removeSubrange(start...)
    let hex = Array("0123456789abcdef".utf8)
    for scalar in text.unicodeScalars {
      if scalar.isASCII {
        out.append(UInt8(scalar.value))
        continue
      }
      for unit in String(scalar).utf16 {
        out += [UInt8(ascii: "\\"), UInt8(ascii: "u")]
        for shift in [12, 8, 4, 0] { out.append(hex[Int(unit >> UInt16(shift)) & 15]) }
      }
    }
  }
}
