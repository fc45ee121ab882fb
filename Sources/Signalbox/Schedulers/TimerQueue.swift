import HeapModule
import Synchronization

/// A cancellable entry of a `TimerQueue`; disposing it before it runs cancels it.
final class ScheduledAction: Disposable {
  let action: @Sendable () -> Void
  /// What scheduled it (kept by the virtual-time scheduler, for `pendingWork`).
  let label: WorkLabel?
  private let cancelled = Atomic<Bool>(false)
  init(_ action: @escaping @Sendable () -> Void, label: WorkLabel? = nil) {
    self.action = action
    self.label = label
  }
  var isDisposed: Bool { cancelled.load(ordering: .acquiring) }

  /// Runs `item`'s action with its label current, so the work it schedules inherits it.
  static func run(_ item: ScheduledAction) {
    if item.label == nil && WorkLabel.current == nil {
      item.action()  // the common case: nobody labels
    } else {
      WorkLabel.run(item.label, item.action)
    }
  }
  func dispose() { cancelled.store(true, ordering: .releasing) }
}

/// The work queue shared by the virtual and the real-time run loop: a min-heap ordered by
/// (due time, insertion order), so that work due at the same instant runs in the order it
/// was scheduled. Not thread-safe on its own: its owner keeps it under a mutex.
struct TimerQueue {
  struct Entry: Comparable {
    let time: Double
    let sequence: UInt64
    let item: ScheduledAction

    static func < (a: Entry, b: Entry) -> Bool {
      a.time != b.time ? a.time < b.time : a.sequence < b.sequence
    }
    static func == (a: Entry, b: Entry) -> Bool {
      a.time == b.time && a.sequence == b.sequence
    }
  }

  private var heap = Heap<Entry>()
  private var nextSequence: UInt64 = 0

  mutating func insert(at time: Double, _ item: ScheduledAction) {
    heap.insert(Entry(time: time, sequence: nextSequence, item: item))
    nextSequence &+= 1
  }

  /// The earliest entry that was not cancelled (cancelled ones are dropped on the way).
  mutating func peek() -> Entry? {
    while let top = heap.min {
      if !top.item.isDisposed { return top }
      heap.removeMin()
    }
    return nil
  }

  /// Removes and returns the earliest live entry due at or before `limit`.
  mutating func popDue(notAfter limit: Double) -> Entry? {
    guard let top = peek(), top.time <= limit else { return nil }
    heap.removeMin()
    return top
  }

  /// Takes every entry out (the caller disposes and releases them outside its lock).
  mutating func removeAll() -> [Entry] {
    defer { heap = Heap() }
    return Array(heap.unordered)
  }

  /// The number of entries still queued, cancelled ones included.
  var count: Int { heap.count }

  /// The live entries in due order (for `:pending`-style listings).
  func liveEntries() -> [Entry] {
    heap.unordered.filter { !$0.item.isDisposed }.sorted()
  }
}
