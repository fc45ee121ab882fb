import Signalbox
import Synchronization

/// A value of the pipeline language: JSON, plus streams as values (for `flatten`,
/// `switchToLatest`, `groupBy`), as jq's `jv` is its one value type.
public enum JSON: Sendable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number (a double, as jq 1.7 holds numbers).
  case number(Double)
  /// An integer written with 16 digits or more: its double for arithmetic, and the digits
  /// as written, printed when it passes through unchanged (jq 1.7 keeps such literals).
  case bigInteger(BigInteger)
  /// A string.
  case string(String)
  /// An array.
  case array([JSON])
  /// An object: its members in the order they were written.
  case object(JSONObject)
  /// A signal or a sequence held as a value (the language's streams of streams).
  case stream(StreamValue)

  /// jq's truthiness: only `false` and `null` are false.
  @inlinable public var isTruthy: Bool {
    switch self {
    case .null: return false
    case .bool(let b): return b
    default: return true
    }
  }

  /// Whether this is an array or an object.
  @inlinable public var isContainer: Bool {
    switch self {
    case .array, .object: return true
    default: return false
    }
  }

  /// Whether this value holds others: an array, an object, or a stream (which holds
  /// what its block captured).
  @inlinable package var holdsValues: Bool {
    switch self {
    case .array, .object, .stream: return true
    default: return false
    }
  }

  /// jq's name of the value's type.
  public var typeName: String {
    switch self {
    case .null: return "null"
    case .bool: return "boolean"
    case .number, .bigInteger: return "number"
    case .string: return "string"
    case .array: return "array"
    case .object: return "object"
    case .stream(let s): return s.isSequence ? "sequence" : "signal"
    }
  }
}

/// A sequence of the language's values.
package typealias JSONSequence = StreamSequence<JSON>

/// A stream carried as a value: a signal (with its `groupBy` key if it is a group), or a
/// sequence — delivered by a signal as one value, since `sequence` on a signal makes one
/// only when the signal completes.
public final class StreamValue: Sendable {
  package enum Kind: Sendable {
    case signal(Signal<JSON>)
    case sequence(Signal<JSONSequence>)
  }

  package let kind: Kind
  /// The key of a `groupBy` group.
  package let key: JSON?
  /// How many stages subscribing to it passes through, counting the streams it was built
  /// from (a block's `x` that is itself a stream): held to `Limits.stages` where an
  /// expression builds it, so `iterate {just 1}, {just x | flatten}` cannot nest
  /// subscriptions deeper than the stack.
  package let nesting: Int

  package init(signal: Signal<JSON>, key: JSON? = nil, nesting: Int = 0) {
    self.kind = .signal(signal)
    self.key = key
    self.nesting = nesting
  }

  package init(sequence: Signal<JSONSequence>, nesting: Int = 0) {
    self.kind = .sequence(sequence)
    self.key = nil
    self.nesting = nesting
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
  /// never equal to anything. Iterative (a stack of pairs still to compare), so values
  /// nested however deeply compare without growing the call stack.
  public static func == (a: JSON, b: JSON) -> Bool {
    var pending: [(JSON, JSON)] = []
    var (x, y) = (a, b)
    while true {
      switch (x, y) {
      case (.null, .null): break
      case (.bool(let p), .bool(let q)): if p != q { return false }
      case (.number(let p), .number(let q)): if p != q { return false }
      case (.bigInteger(let p), .bigInteger(let q)): if p.compare(q) != 0 { return false }
      case (.bigInteger(let p), .number(let q)): if !p.equals(q) { return false }
      case (.number(let p), .bigInteger(let q)): if !q.equals(p) { return false }
      case (.string(let p), .string(let q)): if !p.sameScalars(as: q) { return false }
      case (.array(let p), .array(let q)):
        guard p.count == q.count else { return false }
        if !p.isEmpty
          && !p.withUnsafeBufferPointer({ pp in
            q.withUnsafeBufferPointer { pp.baseAddress == $0.baseAddress }
          })
        {
          for k in p.indices.reversed() { pending.append((p[k], q[k])) }
        }
      case (.object(let p), .object(let q)):
        // The same canonical text is the same object (different text may still be equal:
        // key order does not count).
        if let s = p.canonicalText, let t = q.canonicalText, s.sameBytes(as: t) { break }
        let e = p.entries
        let f = q.entries
        guard e.count == f.count else { return false }
        for (key, value) in e {
          guard let other = f[key] else { return false }
          pending.append((value, other))
        }
      case (.stream(let p), .stream(let q)): if !StreamValue.equalSequences(p, q) { return false }
      default: return false
      }
      guard let next = pending.popLast() else { return true }
      (x, y) = next
    }
  }
}

extension JSON: Hashable {
  /// Consistent with `==`: equal values hash equally. Below `hashedDepth` levels only the
  /// kind of a value is hashed, so hashing recurses at most that deep however deeply the
  /// value nests (values that differ only deeper than that collide, which is allowed).
  public func hash(into hasher: inout Hasher) {
    hash(into: &hasher, depth: 0)
  }

  static let hashedDepth = 32

  private func hash(into hasher: inout Hasher, depth: Int) {
    switch self {
    case .null: hasher.combine(0)
    case .bool(let b): hasher.combine(b)
    case .number(let n): hasher.combine(n == 0 ? 0 : n)
    case .bigInteger(let b): hasher.combine(b.value)
    case .string(let s): hasher.combine(JSONKey(s))
    case .array(let a):
      hasher.combine(a.count)
      guard depth < JSON.hashedDepth else { return }
      for item in a { item.hash(into: &hasher, depth: depth + 1) }
    case .object(let o):
      hasher.combine(8)
      guard depth < JSON.hashedDepth else { return }
      var sum = 0
      for (key, value) in o.entries {
        var h = Hasher()
        h.combine(key)
        value.hash(into: &h, depth: depth + 1)
        sum &+= h.finalize()
      }
      hasher.combine(sum)
    case .stream: hasher.combine(7)
    }
  }
}

extension JSON {
  /// The address of an array's or object's element storage while `body` runs (nil for
  /// other values and empty containers). Two live containers with the same address share
  /// their storage: they are the same value.
  package func withStorageAddress<R>(_ body: (UInt?) -> R) -> R {
    switch self {
    case .array(let items) where !items.isEmpty:
      return items.withUnsafeBufferPointer { body(UInt(bitPattern: $0.baseAddress)) }
    case .object(let object):
      guard case .entries(let entries) = object.storage, !entries.isEmpty else { return body(nil) }
      return entries.values.withUnsafeBufferPointer { body(UInt(bitPattern: $0.baseAddress)) }
    default: return body(nil)
    }
  }

  /// How deeply arrays and objects nest in this value (`1`: 0; `[]`: 1; `[[1]]`: 2), or
  /// nil when deeper than `limit`. Walks with a stack of its own, stopping at the first
  /// path past the limit. An object still held as the text it was read from counts as one
  /// level: the reader bounded its nesting when it read it. `known` maps the storage of
  /// containers measured before (and held alive by the caller) to their depth: met again
  /// inside this value they are not walked again, so `[acc]` in a fold costs one step,
  /// not the depth of `acc`.
  package func nestingDepth(limit: Int, known: [UInt: Int] = [:]) -> Int? {
    var deepest = 0
    var pending: [(JSON, Int)] = [(self, 1)]
    // Containers already walked, by storage, with the level they were met at: a value can
    // share one container in many places (`{a: acc, b: acc}` in a fold), and walking each
    // place again would take time exponential in the depth.
    var seen: [UInt: Int] = [:]
    while let (value, level) = pending.popLast() {
      if let address = value.withStorageAddress({ $0 }) {
        if let depth = known[address] {
          deepest = max(deepest, level - 1 + depth)
          if deepest > limit { return nil }
          continue
        }
        if let earlier = seen[address], earlier >= level { continue }
        seen[address] = level
      }
      switch value {
      case .array(let items):
        deepest = max(deepest, level)
        if deepest > limit { return nil }
        for item in items where item.holdsValues { pending.append((item, level + 1)) }
      case .object(let object):
        deepest = max(deepest, level)
        if deepest > limit { return nil }
        guard case .entries(let entries) = object.storage else { continue }
        for item in entries.values where item.holdsValues { pending.append((item, level + 1)) }
      case .stream(let stream):
        // A stream holds what its block captured: it counts as deep as its nesting.
        deepest = max(deepest, level - 1 + stream.nesting)
        if deepest > limit { return nil }
      default: break
      }
    }
    return deepest
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
