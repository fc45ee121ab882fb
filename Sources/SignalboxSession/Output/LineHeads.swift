import SignalboxJSON

/// The beginning and end of the last event line a printer wrote, kept for the millisecond
/// (and job) they were made for: a fast stream prints thousands of lines a millisecond, and
/// each of them would format the same time again (`0.123 next `, `{"t":0.123,"kind":"next",
/// "value":`). A line of the same key copies the kept bytes; another key makes them anew,
/// so the bytes are always what formatting that line would write.
///
/// `@unchecked Sendable`: used by one printer, on the thread that runs its session (every
/// event, log and trace line is printed there).
final class LineHeads: @unchecked Sendable {
  struct Key: Equatable {
    var time: UInt64
    var job: Int?
    /// The session's time, when the line carries it too (`--session-time`).
    var session: UInt64?
  }
  private var key: Key?
  private var head: [UInt8] = []
  private var tail: [UInt8] = []

  /// Appends the head kept for `key`, made by `make` (which writes the head into its first
  /// buffer and the end of the line into its second) when the key changed.
  @inline(__always)
  func appendHead(
    _ key: Key, into bytes: inout [UInt8], make: (inout [UInt8], inout [UInt8]) -> Void
  ) {
    if self.key != key {
      head.removeAll(keepingCapacity: true)
      tail.removeAll(keepingCapacity: true)
      make(&head, &tail)
      self.key = key
    }
    head.withUnsafeBufferPointer { bytes.append(contentsOf: $0) }
  }

  /// Appends the end of the line kept with the head (an escape code, or `}`).
  @inline(__always)
  func appendTail(into bytes: inout [UInt8]) {
    if !tail.isEmpty { tail.withUnsafeBufferPointer { bytes.append(contentsOf: $0) } }
  }
}

extension TimeFormat {
  /// The key of the text `writeSeconds` writes for `t` when that text is decided by the
  /// integer of milliseconds alone (`t` from +0 up to a million seconds, not within a
  /// millionth of a half): that integer. Nil otherwise (the line is formatted in full).
  @inline(__always)
  static func millisecondKey(_ t: Double) -> UInt64? {
    guard t.sign == .plus, t < 1e6 else { return nil }
    let scaled = t * 1000
    let whole = scaled.rounded(.down)
    guard abs(scaled - whole - 0.5) > 1e-6 else { return nil }
    return UInt64(scaled.rounded())
  }
}
