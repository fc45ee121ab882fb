/// What `ReadAhead` hands over, and how it shares the work with the reader's thread: the
/// choices, and the check of a batch's objects on the thread.
extension ReadAhead {
  /// Bytes as read, and the objects found in them that the fast check accepts.
  struct Batch {
    var bytes: [UInt8]
    /// The input's offset of `bytes[0]` (what the reader read itself counts too).
    var offset: Int
    var checked: [PreChecked]
  }

  /// An object at input offsets `start..<end`, as `JSONParser.parseKeepingText` makes it.
  struct PreChecked {
    let start: Int
    let end: Int
    let value: JSON
  }

  enum Taken {
    case batch(Batch)
    /// The input ended (with the OS's message when a read failed).
    case end(readError: String?)
    /// Nothing yet (when asked not to wait).
    case nothing
  }

  /// How the work is shared between the two threads. Every choice gives the same values,
  /// errors and positions; tests pin the fixed ones.
  package enum Balance: Sendable {
    /// As the load asks (see `ReadAhead`).
    case adaptive
    /// Every object checked on the thread, kept as `QuickCheck` found it.
    case checkAll
    /// Every object checked on the thread and the non-canonical ones written canonical.
    case rewriteAll
    /// No object checked on the thread: the reader's side parses them all.
    case checkNone
  }

  /// Whether the program prints the objects it reads whole, so that writing them as the
  /// writer prints them on this thread saves the reader's side that work: at least one
  /// object text printed (`JSONWriter.objectTextsWritten`, since the thread started) for
  /// every four objects the reader's side has taken. A filter that keeps most rows, or
  /// identity, does; a projection, an aggregate or a count prints none of them whole, and
  /// a rewrite there would only be thrown away. Any answer gives the same output.
  func printsRows(taken: Int) -> Bool {
    let written = JSONWriter.objectTextsWritten.load(ordering: .relaxed) &- writtenAtStart
    return taken > 0 && written &* 4 >= taken
  }

  /// The objects `QuickCheck` accepts in `bytes`, at the start of a line or after another
  /// such object; the rest of a line it does not accept is left to the reader. `rewrite`:
  /// those that are not canonical are kept as the writer prints them. Stops (cut short: true) when
  /// `stop` says so between two objects, leaving the rest to the reader. `indexed`: the
  /// others keep the member index the check records (`QuickCheck.indexedText`).
  @inline(__always)
  static func check(
    _ bytes: [UInt8], at offset: Int, rewrite: Bool = false, indexed: Bool = true,
    stop: () -> Bool = { false }
  ) -> (found: [PreChecked], cutShort: Bool) {
    var found: [PreChecked] = []
    var cutShort = false
    var scratch: [UInt8] = []
    bytes.withUnsafeBufferPointer { bytes in
      var p = 0
      while true {
        p = JSONParser.skipWhitespace(bytes, from: p)
        guard p < bytes.count else { break }
        if stop() {
          cutShort = true
          break
        }
        let quick =
          rewrite
          ? JSONParser.quickObjectCanonical(bytes, from: p, scratch: &scratch)
          : JSONParser.quickObject(bytes, from: p, depth: 0, indexed: indexed)
        if let (value, end) = quick {
          found.append(PreChecked(start: offset + p, end: offset + end, value: value))
          p = end
          continue
        }
        guard let hit = memchr(bytes.baseAddress! + p, 0x0a, bytes.count - p) else { break }
        p = UnsafeRawPointer(hit).assumingMemoryBound(to: UInt8.self) - bytes.baseAddress! + 1
      }
    }
    return (found, cutShort)
  }
}
