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
      var left: JSONSequence? = try Compiler.sequenceNow(p, op: "==")
      var right: JSONSequence? = try Compiler.sequenceNow(q, op: "==")
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
