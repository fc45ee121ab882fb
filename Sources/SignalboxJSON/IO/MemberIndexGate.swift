import Synchronization

/// Whether the objects a reader checks next get a member index (`QuickCheck+Index.swift`):
/// recording one costs the check about 25 to 45 instructions a key, which pays only when
/// the program's reads find their members far into the objects (past large values or many
/// keys). The reads tell how far: `JSONText.bytesSkippedByIndex` adds up, for each read the
/// index answered, the bytes between the object's first key and the member found, which a
/// walk would have skipped. Past the first `learning` bytes read, objects are indexed while
/// those bytes are at least a quarter of the bytes read. Any answer gives the same values.
struct MemberIndexGate {
  /// The bytes read before the gate decides.
  static let learning = 1 << 18

  /// The bytes of the objects read since the gate was made.
  private var bytes = 0
  private let skippedAtStart = JSONText.bytesSkippedByIndex.load(ordering: .relaxed)

  /// Counts an object of `count` bytes read.
  mutating func read(_ count: Int) { bytes &+= count }

  /// Whether the next objects get an index.
  var indexes: Bool {
    if bytes < MemberIndexGate.learning { return true }
    let skipped = JSONText.bytesSkippedByIndex.load(ordering: .relaxed) &- skippedAtStart
    return skipped &* 4 >= bytes
  }
}

extension JSONText {
  /// The bytes the member index let reads skip, in the whole process (`MemberIndexGate`).
  /// Relaxed: a hint, never a value.
  static let bytesSkippedByIndex = Atomic<Int>(0)
}
