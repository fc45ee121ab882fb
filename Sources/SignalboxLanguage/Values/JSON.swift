import Signalbox

/// A value of the pipeline language: JSON, plus streams as values (for `flatten`,
/// `switchToLatest`, `groupBy`), as jq's `jv` is its one value type.
public enum JSON: Sendable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSON])
  case object(JSONObject)
  case stream(StreamValue)

  /// jq's truthiness: only `false` and `null` are false.
  @inlinable public var isTruthy: Bool {
    switch self {
    case .null: return false
    case .bool(let b): return b
    default: return true
    }
  }

  /// jq's name of the value's type.
  public var typeName: String {
    switch self {
    case .null: return "null"
    case .bool: return "boolean"
    case .number: return "number"
    case .string: return "string"
    case .array: return "array"
    case .object: return "object"
    case .stream(let s): return s.isSequence ? "sequence" : "signal"
    }
  }
}

/// A sequence of the language's values.
public typealias JSONSequence = StreamSequence<JSON>

/// A stream carried as a value: a signal (with its `groupBy` key if it is a group), or a
/// sequence — delivered by a signal as one value, since `sequence` on a signal makes one
/// only when the signal completes.
public final class StreamValue: Sendable {
  public enum Kind: Sendable {
    case signal(Signal<JSON>)
    case sequence(Signal<JSONSequence>)
  }

  public let kind: Kind
  /// The key of a `groupBy` group.
  public let key: JSON?

  public init(signal: Signal<JSON>, key: JSON? = nil) {
    self.kind = .signal(signal)
    self.key = key
  }

  public init(sequence: Signal<JSONSequence>) {
    self.kind = .sequence(sequence)
    self.key = nil
  }

  /// The stream as a signal; a sequence sends its values one per action on the scheduler
  /// it is subscribed on (RAC `signalWithScheduler:`).
  public var signal: Signal<JSON> {
    switch kind {
    case .signal(let signal): return signal
    case .sequence(let sequence): return sequence.flattenMap { $0.signalOnCurrentScheduler() }
    }
  }

  /// Whether this is a pull-driven sequence.
  public var isSequence: Bool {
    if case .sequence = kind { return true }
    return false
  }
}

extension StreamSequence {
  /// `signal(on:)` on the scheduler running the subscription (immediate when none).
  func signalOnCurrentScheduler() -> Signal<Element> {
    .defer { self.signal(on: CurrentScheduler.current ?? ImmediateScheduler.shared) }
  }
}

extension JSON: Equatable {
  /// JSON equality: numbers by value, objects regardless of key order. Two sequences are
  /// equal when their elements are, one by one (RAC `-[RACSequence isEqual:]`); signals are
  /// never equal to anything.
  public static func == (a: JSON, b: JSON) -> Bool {
    switch (a, b) {
    case (.null, .null): return true
    case (.bool(let x), .bool(let y)): return x == y
    case (.number(let x), .number(let y)): return x == y
    case (.string(let x), .string(let y)): return x == y
    case (.array(let x), .array(let y)): return x == y
    case (.object(let x), .object(let y)):
      // The same canonical text is the same object (different text may still be equal:
      // key order does not count).
      if let p = x.canonicalText, let q = y.canonicalText, p.sameBytes(as: q) { return true }
      let a = x.entries
      let b = y.entries
      guard a.count == b.count else { return false }
      for (key, value) in a {
        guard let other = b[key], other == value else { return false }
      }
      return true
    case (.stream(let x), .stream(let y)): return StreamValue.equalSequences(x, y)
    default: return false
    }
  }
}

extension JSON: Hashable {
  public func hash(into hasher: inout Hasher) {
    switch self {
    case .null: hasher.combine(0)
    case .bool(let b): hasher.combine(b)
    case .number(let n): hasher.combine(n == 0 ? 0 : n)
    case .string(let s): hasher.combine(s)
    case .array(let a): hasher.combine(a)
    case .object(let o):
      var sum = 0
      for (key, value) in o.entries {
        var h = Hasher()
        h.combine(key)
        h.combine(value)
        sum &+= h.finalize()
      }
      hasher.combine(sum)
    case .stream: hasher.combine(7)
    }
  }
}

extension JSON: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByStringLiteral,
  ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByNilLiteral
{
  public init(integerLiteral value: Int) { self = .number(Double(value)) }
  public init(floatLiteral value: Double) { self = .number(value) }
  public init(stringLiteral value: String) { self = .string(value) }
  public init(booleanLiteral value: Bool) { self = .bool(value) }
  public init(arrayLiteral elements: JSON...) { self = .array(elements) }
  public init(nilLiteral: ()) { self = .null }
}
