import SignalboxJSON
import SignalboxLanguage

/// Where a session's output goes: two byte streams. The CLI writes to the terminal (or a
/// pipe); tests collect strings. How things look in them is the printers' business
/// (`Printer`): a `SessionOutput` only stores and writes what it is given.
public protocol SessionOutput: AnyObject, Sendable {
  /// One line (without its newline) for standard output.
  func out(_ line: String)
  /// Text for standard error (diagnostics and warnings), newline included.
  func err(_ text: String)
  /// Called before the session may block (waiting for time or input).
  func flush()
  /// One line for standard output written straight as bytes by `write` (the newline is
  /// added): the hot path for events, with no `String` per line.
  func outLine(_ write: (inout [UInt8]) -> Void)
  /// One line: `prefix`, then `value` as compact JSON. An output may write a big value in
  /// pieces rather than build the whole line first (the CLI does, for a big string).
  func outValue(prefix: String, _ value: JSON)
  /// Bytes for standard output with no newline after them (jq's `-j`, `--raw-output0`).
  /// By default, as a line.
  func outBytes(_ write: (inout [UInt8]) -> Void)
  /// Whether each stream may be coloured: decided once, when the output is made (the CLI
  /// colours a terminal unless `NO_COLOR` or `--no-color` says otherwise).
  var colours: ColourChoice { get }
}

extension SessionOutput {
  public func outValue(prefix: String, _ value: JSON) {
    outLine { bytes in
      bytes.append(contentsOf: prefix.utf8)
      JSONWriter.write(value, into: &bytes)
    }
  }

  public func outLine(_ write: (inout [UInt8]) -> Void) {
    var bytes: [UInt8] = []
    write(&bytes)
    out(String(decoding: bytes, as: UTF8.self))
  }

  public var colours: ColourChoice { .none }

  public func outBytes(_ write: (inout [UInt8]) -> Void) { outLine(write) }
}

/// Which of the two streams are coloured (ANSI escapes; SPEC §3: at a terminal only, and
/// never changing the characters).
public struct ColourChoice: Sendable {
  /// Event lines on standard output.
  public var stdout: Bool
  /// Diagnostics on standard error.
  public var stderr: Bool

  /// Colours on each stream as given.
  public init(stdout: Bool, stderr: Bool) {
    self.stdout = stdout
    self.stderr = stderr
  }

  /// No colour on either stream (the default).
  public static let none = ColourChoice(stdout: false, stderr: false)
}

/// Collects output in memory (for tests and embedding).
public final class CollectedOutput: SessionOutput, @unchecked Sendable {
  // Written only by the session's thread.
  /// The standard output's lines, without their newlines.
  public private(set) var stdout: [String] = []
  /// The standard error's text, newlines included.
  public private(set) var stderr = ""
  public let colours: ColourChoice
  /// An empty output; `colours` says which streams get ANSI colours (none by default).
  public init(colours: ColourChoice = .none) { self.colours = colours }
  public func out(_ line: String) { stdout.append(line) }
  public func err(_ text: String) { stderr += text }
  public func flush() {}
}

enum TimeFormat {
  /// C's `%.3f`.
  static func seconds(_ t: Double) -> String {
    var bytes: [UInt8] = []
    writeSeconds(t, into: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends C's `%.3f` of `t`. Under a million seconds (every line's time in practice)
  /// from the integer of milliseconds, when `t * 1000` is not within a millionth of a
  /// half: the product is then within 2⁻²² of the exact one, so it rounds the same way as
  /// the exact decimal `%.3f` rounds. Else by `vsnprintf` (`secondsByPrintf`).
  static func writeSeconds(_ t: Double, into bytes: inout [UInt8]) {
    let magnitude = abs(t)
    if magnitude < 1e6 {
      let scaled = magnitude * 1000
      let whole = scaled.rounded(.down)
      if abs(scaled - whole - 0.5) > 1e-6 {
        let milliseconds = Int(scaled.rounded())  // < 10⁹: exact
        if t.sign == .minus { bytes.append(UInt8(ascii: "-")) }
        JSONWriter.writeInteger(Int64(milliseconds / 1000), into: &bytes)
        let fraction = milliseconds % 1000
        bytes.append(UInt8(ascii: "."))
        bytes.append(UInt8(ascii: "0") + UInt8(fraction / 100))
        bytes.append(UInt8(ascii: "0") + UInt8(fraction / 10 % 10))
        bytes.append(UInt8(ascii: "0") + UInt8(fraction % 10))
        return
      }
    }
    bytes.append(contentsOf: secondsByPrintf(t).utf8)
  }

  /// C's `%.3f` by `vsnprintf` (the reference the fast path is tested against).
  static func secondsByPrintf(_ t: Double) -> String {
    // Room for any double: `%.3f` of 1.8e308 is 313 characters.
    var buffer = [CChar](repeating: 0, count: 400)
    _ = withVaList([t]) { vsnprintf(&buffer, 400, "%.3f", $0) }
    return String(
      decoding: buffer.prefix(while: { $0 != 0 }).map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// `t` in `unit`: C's `%.3f` of seconds, or `%.0f` of milliseconds (the same precision).
  static func write(_ t: Double, in unit: TimeUnit, into bytes: inout [UInt8]) {
    guard unit == .ms else { return writeSeconds(t, into: &bytes) }
    bytes.append(contentsOf: string(t, in: .ms).utf8)
  }

  /// `t` in `unit`, as `write(_:in:into:)` writes it.
  static func string(_ t: Double, in unit: TimeUnit) -> String {
    guard unit == .ms else { return seconds(t) }
    var buffer = [CChar](repeating: 0, count: 400)
    _ = withVaList([t * 1000]) { vsnprintf(&buffer, 400, "%.0f", $0) }
    return String(
      decoding: buffer.prefix(while: { $0 != 0 }).map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// A JSON number rounded to milliseconds (`0`, `0.3`, `1.25`).
  static func json(_ t: Double) -> String {
    JSONWriter.string(.number(milliseconds(t)))
  }

  /// `t` as `--format json` prints it in `unit`: seconds rounded to milliseconds, or a
  /// whole number of milliseconds.
  static func json(_ t: Double, in unit: TimeUnit) -> Double {
    unit == .ms ? (t * 1000).rounded() : milliseconds(t)
  }

  /// `t` rounded to milliseconds, as `--format json` prints it.
  static func milliseconds(_ t: Double) -> Double {
    (t * 1000).rounded() / 1000
  }
}
