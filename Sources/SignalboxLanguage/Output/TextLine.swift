/// When and whose a printed line is: seconds since its statement's subscription (or its
/// hot connection's, or its command execution's), and the number of the background job
/// it belongs to (nil for everything else).
struct Stamp: Sendable, Equatable {
  var time: Double
  var job: Int?
}

/// The text form of a statement's line: `[N] ` for a background job, the time with
/// exactly three decimals, the kind, then what follows it (SPEC §3):
///
///     [1] 0.500 next {"a":1}
///
/// The text format's event lines, and the `log` and `trace` lines every format prints
/// somewhere (on standard error in the data formats).
enum TextLine {
  enum Kind: String, Sendable, CaseIterable {
    case next, completed, error, disposed, log, trace
  }

  /// Writes the line (without its newline) into `bytes`, painted with `palette`;
  /// `payload` writes what follows the kind word (starting with its space, if any).
  static func write(
    _ kind: Kind, _ stamp: Stamp, palette: Palette, into bytes: inout [UInt8],
    payload: (inout [UInt8]) -> Void = { _ in }
  ) {
    // A time that is not a number (never in practice) is left unpainted, as it always was.
    let palette = stamp.time.isFinite ? palette : .plain
    append(palette.dim, to: &bytes)
    if let job = stamp.job {
      bytes.append(UInt8(ascii: "["))
      JSONWriter.writeInteger(Int64(job), into: &bytes)
      bytes.append(contentsOf: [UInt8(ascii: "]"), UInt8(ascii: " ")])
    }
    append(TimeFormat.seconds(stamp.time), to: &bytes)
    append(palette.reset, to: &bytes)
    bytes.append(UInt8(ascii: " "))
    let (before, after, end) = palette.paint(kind)
    append(before, to: &bytes)
    append(kind.rawValue, to: &bytes)
    append(after, to: &bytes)
    payload(&bytes)
    append(end, to: &bytes)
  }

  /// The line as a string (for standard error).
  static func string(
    _ kind: Kind, _ stamp: Stamp, palette: Palette = .plain, payload: (inout [UInt8]) -> Void = { _ in }
  ) -> String {
    var bytes: [UInt8] = []
    write(kind, stamp, palette: palette, into: &bytes, payload: payload)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends a string's UTF-8 bytes (through `withUTF8`: appending a `String.UTF8View` is
  /// a generic loop, slow for the many short strings of a line).
  @inline(__always)
  static func append(_ text: String, to bytes: inout [UInt8]) {
    guard !text.isEmpty else { return }
    var text = text
    text.withUTF8 { bytes.append(contentsOf: $0) }
  }

  /// A payload of values, each after a space, as compact JSON (`log 1 "a"`).
  static func values(_ values: [JSON]) -> (inout [UInt8]) -> Void {
    { bytes in
      for value in values {
        bytes.append(UInt8(ascii: " "))
        JSONWriter.write(value, into: &bytes)
      }
    }
  }

  /// A `trace` line's payload: ` LABEL EVENT`, then the value or message, if any.
  static func trace(_ label: String, _ event: String, _ payload: JSON?) -> (inout [UInt8]) -> Void {
    { bytes in
      bytes.append(UInt8(ascii: " "))
      append(label, to: &bytes)
      bytes.append(UInt8(ascii: " "))
      append(event, to: &bytes)
      if let payload {
        bytes.append(UInt8(ascii: " "))
        JSONWriter.write(payload, into: &bytes)
      }
    }
  }
}
