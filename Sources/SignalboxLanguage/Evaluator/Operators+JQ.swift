import SignalboxJQ
import SignalboxJSON

/// jq's `*` and `/` beyond numbers (jq 1.7.1 `binop_multiply`, `binop_divide`): a string
/// times a number repeats it, objects multiply by merging deeply, a string divided by a
/// string is split.
extension Operators {
  /// The result, or nil when `op` has no meaning for these operands.
  static func jqArithmetic(_ op: BinaryOperator, _ a: JSON, _ b: JSON) throws -> JSON? {
    switch (op, a, b) {
    case (.multiply, .string(let s), .number(let n)), (.multiply, .number(let n), .string(let s)):
      return try repeated(s, n)
    case (.multiply, .object(let x), .object(let y)): return .object(merged(x, y))
    case (.divide, .string(let s), .string(let separator)):
      return try Builtins.split(s, by: separator)
    default: return nil
    }
  }

  /// `s` repeated `n` times (`n` truncated); null when `n` is negative or NaN. The text is
  /// written once, then doubled by copying what is already written (at most
  /// `Interruption.bytesPerPoll` bytes a copy, asking for the interrupt between copies): a
  /// gigabyte is a few hundred milliseconds of `memcpy`, and stops when the run is
  /// interrupted.
  static func repeated(_ s: String, _ n: Double) throws -> JSON {
    if n < 0 || n.isNaN { return .null }
    let length = s.utf8.count
    // Checked as doubles first: `n` may be as large as a double gets.
    guard n * Double(length) <= Double(Limits.stringLength) else {
      throw EvalError(Message.stringTooLong("*", Limits.stringLength))
    }
    let count = length == 0 ? 0 : Int(n)
    if count <= 1 { return .string(count == 1 ? s : "") }
    let total = count * length
    // A whole number of copies of `s` each time, so what is written stays `s` repeated.
    let step = Swift.max(length, Interruption.bytesPerPoll / length * length)
    let text = try String(unsafeUninitializedCapacity: total) { buffer in
      guard let base = buffer.baseAddress else { return 0 }
      var written = UnsafeMutableBufferPointer(rebasing: buffer[..<length])
        .initialize(fromContentsOf: s.utf8)
      while written < total {
        let n = Swift.min(written, step, total - written)
        (base + written).update(from: base, count: n)
        written += n
        if n == step { try Interruption.check() }
      }
      return total
    }
    return .string(text)
  }

  /// jq's recursive merge: the keys of `b` set on `a`, where both hold an object at a key
  /// the two objects merged the same way. With a stack of its own, so objects nested
  /// however deeply merge without growing the call stack.
  static func merged(_ a: JSONObject, _ b: JSONObject) -> JSONObject {
    struct Frame {
      var result: JSONObject
      var pending: [(key: String, a: JSONObject, b: JSONObject)]
      let key: String
    }
    func open(_ a: JSONObject, _ b: JSONObject, key: String) -> Frame {
      var result = a
      var pending: [(key: String, a: JSONObject, b: JSONObject)] = []
      for (k, v) in b {
        if case .object(let inner) = v, case .object(let outer)? = a[k] {
          pending.append((k, outer, inner))
        } else {
          result[k] = v
        }
      }
      return Frame(result: result, pending: pending.reversed(), key: key)
    }
    var stack = [open(a, b, key: "")]
    while true {
      if let next = stack[stack.count - 1].pending.popLast() {
        stack.append(open(next.a, next.b, key: next.key))
        continue
      }
      let done = stack.removeLast()
      if stack.isEmpty { return done.result }
      stack[stack.count - 1].result[done.key] = .object(done.result)
    }
  }
}
