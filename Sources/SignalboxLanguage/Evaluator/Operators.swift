import SignalboxJQ
import SignalboxJSON

/// The value operators of expressions (`+ - * / % < == && ?? …`) with jq's rules.
enum Operators {
  static func add(_ a: JSON, _ b: JSON) throws -> JSON {
    switch (a, b) {
    case (.number(let x), .number(let y)): return .number(x + y)
    case (.string(let x), .string(let y)):
      guard x.utf8.count + y.utf8.count <= Limits.stringLength else {
        throw EvalError(Message.stringTooLong("+", Limits.stringLength))
      }
      return .string(x + y)
    case (.array(let x), .array(let y)):
      guard x.count + y.count <= Limits.arrayLength else {
        throw EvalError(Message.arrayTooLong("+", Limits.arrayLength))
      }
      return .array(x + y)
    case (.object(var x), .object(let y)):
      for (k, v) in y { x[k] = v }
      return .object(x)
    case (.null, _): return b
    case (_, .null): return a
    default:
      if a.isBigInteger || b.isBigInteger { return try add(a.computed, b.computed) }
      throw EvalError(Message.cannotAdd(a, b))
    }
  }

  /// `acc = acc + b`, appending in place when `acc` is an array, a string or an object that
  /// nothing else holds (the running value of `scan` / `aggregate`): amortised constant time
  /// per append (per key of an object) instead of a copy of the whole value.
  static func addInPlace(_ acc: inout JSON, _ b: JSON) throws {
    if case .array(let n) = acc, case .array(let y) = b {
      guard n.count + y.count <= Limits.arrayLength else {
        throw EvalError(Message.arrayTooLong("+", Limits.arrayLength))
      }
    }
    if case .string(let n) = acc, case .string(let y) = b {
      guard n.utf8.count + y.utf8.count <= Limits.stringLength else {
        throw EvalError(Message.stringTooLong("+", Limits.stringLength))
      }
    }
    if case .array = acc, case .array(let y) = b, case .array(var x) = acc {
      acc = .null
      x.append(contentsOf: y)
      acc = .array(x)
    } else if case .string = acc, case .string(let y) = b, case .string(var x) = acc {
      acc = .null
      x.append(y)
      acc = .string(x)
    } else if case .object = acc, case .object(let y) = b, case .object(var x) = acc {
      acc = .null
      for (k, v) in y { x[k] = v }
      acc = .object(x)
    } else {
      acc = try add(acc, b)
    }
  }

  /// `- * / %` (and `+` by `add`): `op` is one of those five.
  static func arithmetic(_ op: BinaryOperator, _ a: JSON, _ b: JSON) throws -> JSON {
    guard case .number(let x) = a, case .number(let y) = b else {
      if a.isBigInteger || b.isBigInteger { return try arithmetic(op, a.computed, b.computed) }
      if let result = try jqArithmetic(op, a, b) { return result }
      if op == .subtract, case .array(let x) = a, case .array(let y) = b {
        return .array(x.filter { !y.contains($0) })
      }
      throw EvalError(Message.cannotApply(op.symbol, a, b))
    }
    switch op {
    case .add: return .number(x + y)
    case .subtract: return .number(x - y)
    case .multiply: return .number(x * y)
    case .divide:
      if y == 0 { throw EvalError(Message.divisionByZero()) }
      return .number(x / y)
    default:
      return .number(try remainder(x, y))
    }
  }

  /// `%`: the truncated remainder (`-7 % 3 == -1`, `5.5 % 2 == 1.5`), with the dividend's
  /// sign on a zero result (`-6 % 3 == -0`). Whole numbers take an integer path (fmod is
  /// slow); the result is the same.
  @Sendable static func remainder(_ x: Double, _ y: Double) throws -> Double {
    if y == 0 { throw EvalError(Message.divisionByZero()) }
    return remainderOfNonZero(x, y)
  }

  /// `%` once the divisor is known not to be zero (numeric expressions check it first).
  @inline(__always) static func remainderOfNonZero(_ x: Double, _ y: Double) -> Double {
    // Below 9e15 in magnitude (so never NaN or infinite) a double converts to Int64
    // exactly when it is whole: the round trip tests that without calling `trunc`.
    if abs(x) < 9.0e15, abs(y) < 9.0e15 {
      let (a, b) = (Int64(x), Int64(y))
      if Double(a) == x, Double(b) == y {
        let r = Double(a % b)
        return r == 0 ? (x.sign == .minus ? -0.0 : 0.0) : r
      }
    }
    return x.truncatingRemainder(dividingBy: y)
  }

  /// `< <= > >=`: `op` is one of those four.
  static func compare(_ op: BinaryOperator, _ a: JSON, _ b: JSON) throws -> Bool {
    let order: Int
    switch (a, b) {
    case (.number(let x), .number(let y)): order = x < y ? -1 : (x > y ? 1 : 0)
    case (.string(let x), .string(let y)):
      order = x.compareByScalars(y)
    case (.bigInteger(let x), .bigInteger(let y)): order = x.compare(y)
    case (.bigInteger, .number), (.number, .bigInteger):
      return try compare(op, a.computed, b.computed)
    default: throw EvalError(Message.cannotCompare(a, b))
    }
    switch op {
    case .less: return order < 0
    case .lessOrEqual: return order <= 0
    case .greater: return order > 0
    default: return order >= 0
    }
  }

  /// A short description for messages: `number 3`, `string "a"`, `array`.
  static func describe(_ v: JSON) -> String { Message.got(v) }

  static func field(_ base: JSON, _ key: FieldKey) throws -> JSON {
    switch base {
    case .object(let o): return o[key] ?? .null
    case .null: return .null
    default: throw EvalError(Message.cannotReadField(key.name, of: base))
    }
  }

  static func index(_ base: JSON, _ index: JSON) throws -> JSON {
    switch (base, index) {
    case (.array(let a), .number(let n)):
      // jq 1.7.1 truncates a fractional index (`.[1.5]` is `.[1]`).
      guard let k = position(n.isFinite ? n.rounded(.towardZero) : n, count: a.count) else {
        return .null
      }
      return a[k]
    case (.object(let o), .string(let key)): return o[key] ?? .null
    case (.string(let s), .number(let n)):
      guard n == n.rounded(.towardZero), abs(n) <= Double(s.utf8.count) else { return .null }
      let chars = Array(s.unicodeScalars)
      guard let k = position(n, count: chars.count) else { return .null }
      return .string(String(chars[k]))
    case (.null, _): return .null
    case (_, .bigInteger): return try self.index(base, index.computed)
    default: throw EvalError(Message.cannotIndex(base, with: index))
    }
  }

  /// The element an index `n` names in a collection of `count` (negative from the end), or
  /// nil when `n` is not a whole number or is out of range — checked before any conversion
  /// to `Int`, so `1e19`, `-1e19`, `1e400` and NaN are out of range, not a trap.
  static func position(_ n: Double, count: Int) -> Int? { JQIndex.position(n, count: count) }
}
