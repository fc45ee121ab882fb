import Signalbox

/// What a `WorkLabel` set by a stage carries: which stage of which statement scheduled
/// the work (`:pending`).
struct StageWork: Sendable {
  /// `[3]` for the statement's third stage, `[3, 1]` for the first stage of a block of it.
  let stage: [Int]
  let name: String
  let context: StatementContext

  /// `3`, `3.1`.
  var number: String { stage.map(String.init).joined(separator: ".") }
}

/// `range A, B[, STEP]` and `seq range`, checked: A and STEP finite, nothing NaN. Values
/// are A + k·STEP up to and including B; a value equal to the one before it (the step is
/// below the spacing of doubles there, or k is past 2^53) ends the range with an error
/// instead of repeating that value forever. Both sources share this, so they agree on
/// every bound.
struct RangeBounds: Sendable {
  let start: Double
  let end: Double
  let step: Double

  /// The k-th value, or nil past the end.
  func value(_ k: Double) -> Double? {
    let v = start + k * step
    return (step > 0 ? v <= end : v >= end) ? v : nil
  }

  /// Whether `next` moved on from `previous` in the step's direction.
  func advanced(from previous: Double, to next: Double) -> Bool {
    step > 0 ? next > previous : next < previous
  }

  func stalled(at v: Double, op: String) -> RuntimeError {
    RuntimeError(Message.rangeStalled(op, step: step, at: v))
  }
}

/// A per-subscription counter for a stage's `i`. `@unchecked Sendable`: touched only from
/// one subscription's serialized event path.
final class StageCounter: @unchecked Sendable {
  var value = 0
}
