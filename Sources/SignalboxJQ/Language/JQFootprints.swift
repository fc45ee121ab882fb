import SignalboxJSON

/// The footprint (`JSON.footprint`) of the last array `[…]` built in a run, kept so that the
/// next `[…]` holding it does not walk it again: `reduce range(n) as $_ ([]; [.])` weighs
/// its accumulator at each step, and a walk costs its depth, so the run cost n² (4.5 s at
/// n = 20 000, where jq 1.7.1 takes 7 ms). With it, each step costs what it builds.
///
/// The array is held here, so no other holder can change it in place (a change copies it
/// first): an array with the same storage and count is the same value, and its footprint
/// the same. Only an array holding an array or object is kept (one of numbers or strings is
/// walked in what its own building cost), and only one within `JQBudget.bytes / 8`, so what
/// this keeps alive past its use is one value of at most 128 MiB (estimated from above).
struct JQFootprints {
  private var last: [JSON] = []
  private var lastBytes = 0

  /// What `value` takes in memory (`JSON.footprint`), the kept array counted without a walk.
  func footprint(_ value: JSON) -> Int {
    value.footprint(upTo: JQBudget.bytes, known: bytes(of:))
  }

  private func bytes(of array: [JSON]) -> Int? {
    guard !last.isEmpty, array.count == last.count else { return nil }
    let same = array.withUnsafeBufferPointer { a in
      last.withUnsafeBufferPointer { $0.baseAddress == a.baseAddress }
    }
    return same ? lastBytes : nil
  }

  /// Keeps `items`, just built by `[…]`, whose elements weigh `held` (`JQBudget.weight`):
  /// its footprint is its slot, its header and each element's (its weight less a slot).
  mutating func built(_ items: [JSON], held: Int) {
    let bytes = JQBudget.slot + JSON.footprintHeader + held - items.count * JQBudget.slot
    guard bytes <= JQBudget.bytes / 8, items.contains(where: \.holdsValues) else { return }
    last = items
    lastBytes = bytes
  }
}
