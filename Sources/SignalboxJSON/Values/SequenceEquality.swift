import Signalbox

extension StreamValue {
  /// Whether `a` and `b` are sequences with equal elements in the same order (RAC
  /// `-[RACSequence isEqual:]`): the same sequence is equal to itself without a walk;
  /// otherwise both are walked together, one cell at a time (a loop, so a long sequence
  /// does not grow the stack), pulling only as far as the first difference. A sequence
  /// whose pull fails, or that is not available yet, is equal to nothing.
  static func equalSequences(_ a: StreamValue, _ b: StreamValue) -> Bool {
    guard case .sequence(let p) = a.kind, case .sequence(let q) = b.kind else { return false }
    do {
      guard let first = try p.sequenceNow(), let second = try q.sequenceNow() else { return false }
      var left: JSONSequence? = first
      var right: JSONSequence? = second
      while true {
        if let l = left, let r = right, l === r { return true }
        switch (try left?.head, try right?.head) {
        case (nil, nil): return true
        case (let x?, let y?): if x != y { return false }
        default: return false
        }
        left = try left?.tail
        right = try right?.tail
      }
    } catch {
      return false
    }
  }
}

extension Signal where Value == JSONSequence {
  /// The sequence this sequence signal delivers synchronously, subscribed on the current
  /// scheduler (or the immediate one): its error thrown, nil when it delivers none (it comes
  /// from `sequence` on a signal that has not completed yet).
  package func sequenceNow() throws -> JSONSequence? {
    let box = CaughtSequence()
    let scheduler = CurrentScheduler.current ?? ImmediateScheduler.shared
    let subscription = CurrentScheduler.run(as: scheduler) {
      subscribe(next: { box.value = $0 }, error: { box.error = $0 })
    }
    subscription.dispose()
    if let error = box.error { throw error }
    return box.value
  }
}

/// Catches what a sequence signal delivers synchronously. `@unchecked Sendable`: written
/// and read on one thread, during one synchronous subscription.
private final class CaughtSequence: @unchecked Sendable {
  var value: JSONSequence?
  var error: (any Error)?
}
