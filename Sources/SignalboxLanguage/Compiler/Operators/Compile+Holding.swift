import Signalbox
import SignalboxJSON
import Synchronization

// MARK: Holding

/// The weights of the values a stage still holds, against the budget of a collecting stage
/// (`Limits.collectBytes`, R032). A value is let go `last` values after it came (a ring of
/// the last N: `takeLast N`, overlapping `bufferCount`, `shareReplay N`), or `span` seconds
/// after it came (overlapping `bufferTime`, `shareReplay` with a window time), whichever is
/// first; with neither, it is held until the end (`replay`).
package struct HeldWeights: Sendable {
  let last: Int?
  let span: Double?
  /// The values held, oldest first from `head`: when each came, and its weight.
  private var entries: [(at: Double, weight: Int)] = []
  private var head = 0
  private(set) var total = 0

  package init(last: Int?, span: Double?) {
    (self.last, self.span) = (last, span)
  }

  /// Adds a value of `weight` that came at `now` and lets go of those no longer held;
  /// returns the weight held, the new value's included (and, where values are let go, the
  /// entry that remembers it: the bookkeeping is held too).
  package mutating func add(_ weight: Int, at now: Double) -> Int {
    guard last != nil || span != nil else {
      total += weight
      return total
    }
    let weight = weight + MemoryLayout<(at: Double, weight: Int)>.stride
    total += weight
    if let span {
      while head < entries.count, entries[head].at + span < now { dropOldest() }
    }
    entries.append((now, weight))
    if let last {
      while entries.count - head > last { dropOldest() }
    }
    if head > 1024, head * 2 > entries.count {
      entries.removeFirst(head)
      head = 0
    }
    return total
  }

  private mutating func dropOldest() {
    total -= entries[head].weight
    head += 1
  }
}

/// What a `replaySubject` holds, against the same budget (R032): every value sent, or the
/// last CAPACITY. A `send` whose value would take the subject past the budget fails, and the
/// subject gets nothing.
package struct ReplayWeights: Sendable {
  private var held: HeldWeights

  package init(capacity: Int?) {
    held = HeldWeights(last: capacity, span: nil)
  }

  /// Weighs `value` before `subject` keeps it: nil when it fits, else the error to report.
  package mutating func admit(_ value: JSON, subject: String) -> RuntimeError? {
    let total = held.add(Compile.collectWeight(value), at: 0)
    guard total <= Limits.collectBytes else {
      return RuntimeError(Message.collectTooBig("replaySubject " + subject))
    }
    return nil
  }
}

/// The weights held by `bufferToggle`'s open buffers: a value costs its weight in each buffer
/// open when it comes, and an open buffer (with its closing subscription) `Compile.groupBytes`;
/// a buffer's weight is let go when it is sent.
struct ToggleWeights: Sendable {
  /// The open buffers, oldest first: each one's ID and the weight it holds.
  private var open: [(id: Int, weight: Int)] = []
  private var next = 0
  private(set) var total = 0

  /// A buffer opens; returns its ID and the weight now held.
  mutating func open(costing cost: Int) -> (id: Int, total: Int) {
    next += 1
    open.append((next, cost))
    total += cost
    return (next, total)
  }

  /// A value of `weight` goes into every open buffer; returns the weight now held.
  mutating func add(_ weight: Int) -> Int {
    for k in open.indices {
      open[k].weight += weight
      total += weight
    }
    return total
  }

  /// The buffer `id` was sent (or its closing was asked for again: nothing more happens).
  mutating func close(_ id: Int) {
    guard let k = open.firstIndex(where: { $0.id == id }) else { return }
    total -= open[k].weight
    open.remove(at: k)
  }
}

extension Compile {
  /// `bufferToggle OPENINGS, BLOCK` within the budget of a collecting stage (R032, weighed
  /// by `ToggleWeights`): past it, the error, before the value or the buffer is kept.
  static func bufferToggle(_ site: Compiler.Site) throws -> StageFunction {
    let openings = try site.stream(0)
    let closing = try site.stream(1)
    return { upstream, env in
      .defer {
        let held = Mutex(ToggleWeights())
        let tooBig: @Sendable () -> RuntimeError = {
          RuntimeError(Message.collectTooBig("bufferToggle"))
        }
        let weighed = upstream.tryMap { value -> JSON in
          let weight = collectWeight(value)
          guard held.withLock({ $0.add(weight) }) <= Limits.collectBytes else { throw tooBig() }
          return value
        }
        return weighed.bufferToggle(try openings(env, env.input)) { opening in
          let (id, total) = held.withLock { $0.open(costing: groupBytes) }
          guard total <= Limits.collectBytes else { throw tooBig() }
          return try closing(env, opening).doNext { _ in held.withLock { $0.close(id) } }
        }.map { .array($0) }
      }
    }
  }

  /// `upstream`, each value weighed before the stage after it holds it (`HeldWeights`):
  /// past `Limits.collectBytes`, the error R032 naming `name`, before anything is kept.
  /// A value kept in `copies` places at once (overlapping buffers) costs a slot in each.
  static func holding(
    _ name: String, _ upstream: Signal<JSON>, last: Int? = nil, span: Double? = nil,
    copies: Int = 1, on scheduler: (any Scheduler)? = nil
  ) -> Signal<JSON> {
    let extra = max(0, min(copies, Limits.collectBytes) - 1) * MemoryLayout<JSON>.stride
    return holding(name, upstream, last: last, span: span, on: scheduler) {
      collectWeight($0) + extra
    }
  }

  /// `holding` for values of any kind, each weighing what `weight` says.
  static func holding<Value: Sendable>(
    _ name: String, _ upstream: Signal<Value>, last: Int? = nil, span: Double? = nil,
    on scheduler: (any Scheduler)? = nil, weight: @escaping @Sendable (Value) -> Int
  ) -> Signal<Value> {
    .defer {
      let held = Mutex(HeldWeights(last: last, span: span))
      return upstream.tryMap { value -> Value in
        let weight = weight(value)
        let now = scheduler?.now ?? 0
        let total = held.withLock { $0.add(weight, at: now) }
        guard total <= Limits.collectBytes else {
          throw RuntimeError(Message.collectTooBig(name))
        }
        return value
      }
    }
  }

  /// What a group of `groupBy` is counted as holding until the end, besides its key: its
  /// subject and its entry in the table of groups, estimated from above.
  static let groupBytes = 256

  /// How many buffers of `size` opened every `every` hold a value at once.
  static func overlaps(_ size: Double, every: Double) -> Int {
    let k = (size / every).rounded(.up)
    return k.isFinite && k < Double(Limits.collectBytes) ? max(1, Int(k)) : Limits.collectBytes
  }
}
