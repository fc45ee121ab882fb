import SignalboxJSON
import SignalboxLanguage

/// When and whose a printed line is: seconds since its statement's subscription (or its
/// hot connection's, or its command execution's), and the number of the background job
/// it belongs to (nil for everything else).
struct Stamp: Sendable {
  var time: Double
  var job: Int?
  /// The unit the time prints in (`--time-unit`, `:units`).
  var unit = TimeUnit.s
  /// With `--session-time` (`:times session`): seconds since the session's clock started.
  var session: Double?

  /// The time the text form prints: the session's time when it is kept, else the line's.
  var shown: Double { session ?? time }
}

/// The text form of a statement's line: `[N] ` for a background job, the time with
/// exactly three decimals, the kind, then what follows it (SPEC §3):
///
///     [1] 0.500 next {"a":1}
///
/// The text format's event lines, and the `log` and `trace` lines every format prints
/// somewhere (on standard error in the data formats).
enum TextLine {
  /// The word after the time, and how a palette paints it: its escape codes `before` the
  /// word, `after` it (before the payload) and at the `end` of the line. (A table of
  /// constants rather than an enum: no conformance records for the runtime to scan at
  /// start-up.)
  struct Kind: Sendable {
    let word: String
    let before: String
    let after: String
    let end: String

    static let next = Kind(
      word: "next", before: "", after: Palette.cyanCode, end: Palette.resetCode)
    static let completed = Kind(
      word: "completed", before: Palette.greenCode, after: Palette.resetCode, end: "")
    static let error = Kind(
      word: "error", before: Palette.redCode + Palette.boldCode,
      after: Palette.resetCode + Palette.redCode,
      end: Palette.resetCode)
    static let disposed = Kind(
      word: "disposed", before: Palette.yellowCode, after: Palette.resetCode, end: "")
    static let log = Kind(
      word: "log", before: Palette.magentaCode, after: Palette.resetCode, end: "")
    static let trace = Kind(
      word: "trace", before: Palette.dimCode, after: "", end: Palette.resetCode)
  }

  /// Writes the line (without its newline) into `bytes`, painted with `palette`;
  /// `payload` writes what follows the kind word (starting with its space, if any).
  static func write(
    _ kind: Kind, _ stamp: Stamp, palette: Palette, into bytes: inout [UInt8],
    payload: (inout [UInt8]) -> Void = { _ in }
  ) {
    // A time that is not a number (never in practice) is left unpainted, as it always was.
    let palette = stamp.shown.isFinite ? palette : .plain
    append(palette.dim, to: &bytes)
    if let job = stamp.job {
      bytes.append(UInt8(ascii: "["))
      JSONWriter.writeInteger(Int64(job), into: &bytes)
      bytes.append(contentsOf: [UInt8(ascii: "]"), UInt8(ascii: " ")])
    }
    TimeFormat.write(stamp.shown, in: stamp.unit, into: &bytes)
    append(palette.reset, to: &bytes)
    bytes.append(UInt8(ascii: " "))
    let (before, after, end) = palette.paint(kind)
    append(before, to: &bytes)
    append(kind.word, to: &bytes)
    append(after, to: &bytes)
    payload(&bytes)
    append(end, to: &bytes)
  }

  /// The line as a string (for standard error).
  static func string(
    _ kind: Kind, _ stamp: Stamp, palette: Palette = .plain,
    payload: (inout [UInt8]) -> Void = { _ in }
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
