/// What the reader's side gives back to `ReadAhead`: the buffers of batches it is done with,
/// and their checked objects. The objects are freed on the thread that allocated them: freed
/// on the reader's, each would go back to the thread's malloc arena under the arena's lock,
/// which the thread takes as it allocates (glibc's, the lock going from core to core and
/// the threads waiting on each other in `futex(2)`); freed on their own thread, they go to
/// its cache and are taken again by the next batch's objects.
extension ReadAhead {
  /// Takes back a buffer the reader is done with (emptied, its room kept).
  func recycle(_ bytes: inout [UInt8]) {
    guard bytes.capacity >= ReadAhead.batchBytes else { return }
    bytes.removeAll(keepingCapacity: true)
    state.withLock { s in
      if s.spare.count < 8 { s.spare.append(bytes) }
    }
    bytes = []
  }

  /// An empty buffer with room for a batch: one the reader gave back, or a new one.
  func spareBuffer() -> [UInt8] {
    if let spare = state.withLock({ $0.spare.popLast() }) { return spare }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(ReadAhead.batchBytes)
    return bytes
  }

  /// Takes back the checked objects of a batch the reader is done with; they are freed on
  /// the thread, before it checks its next batch (when it is far behind, more than 8
  /// batches' worth, the caller frees them).
  func giveBack(_ checked: inout [PreChecked]) {
    guard !checked.isEmpty else { return }
    let taken = state.withLock { s -> Bool in
      guard s.spent.count < 8 else { return false }
      s.spent.append(checked)
      return true
    }
    if taken { checked = [] }
  }

  /// Frees, on the thread, what `giveBack` took (outside the lock).
  func freeSpent() {
    var spent: [[PreChecked]] = []
    state.withLock { swap(&spent, &$0.spent) }
    spent = []
  }
}
