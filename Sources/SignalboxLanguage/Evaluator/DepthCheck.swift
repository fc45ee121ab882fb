import SignalboxJSON
import Synchronization

/// The check on every array and object an expression builds (`[acc]`, `{a: x}`): no value
/// may nest deeper than `Limits.valueDepth`, so none can grow deep enough for releasing
/// it (which recurses once per level) to exhaust the stack. It remembers the last few
/// containers it passed (holding them, so their storage cannot be reused), so a fold or
/// `iterate` that wraps its accumulator checks in constant time per step.
enum DepthCheck {
  private static let recent = Mutex<[(value: JSON, address: UInt, depth: Int)]>([])
  private static let remembered = 8

  /// Containers a value may hold for the quick check (no lock, no tables) to settle it.
  private static let quickBudget = 16

  static func check(_ value: JSON) throws -> JSON {
    if holdsFewContainers(value) { return value }  // at most 16 of them: at most 16 deep
    let known = recent.withLock { entries in
      Dictionary(entries.map { ($0.address, $0.depth) }, uniquingKeysWith: { a, _ in a })
    }
    guard let depth = value.nestingDepth(limit: Limits.valueDepth, known: known) else {
      throw EvalError(Message.valueTooDeep())
    }
    if let address = value.withStorageAddress({ $0 }) {
      recent.withLock { entries in
        if entries.count == remembered { entries.removeFirst() }
        entries.append((value, address, depth))
      }
    }
    return value
  }

  /// Whether `value` holds at most `quickBudget` arrays and objects (the common case: a
  /// pair, a record), found by a walk that gives up past that many.
  private static func holdsFewContainers(_ value: JSON) -> Bool {
    var pending = [value]
    var containers = 0
    while let next = pending.popLast() {
      containers += 1
      if containers > quickBudget { return false }
      switch next {
      case .array(let items):
        for item in items where item.holdsValues { pending.append(item) }
      case .object(let object):
        guard case .entries(let entries) = object.storage else { continue }
        for item in entries.values where item.holdsValues { pending.append(item) }
      case .stream: return false  // as deep as its nesting: the full walk counts it
      default: break
      }
    }
    return true
  }
}
