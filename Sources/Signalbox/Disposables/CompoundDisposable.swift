import Synchronization

/// A bag of disposables disposed together (RAC `RACCompoundDisposable`, DSP2).
///
/// A member added after the compound was disposed is disposed at once; removing a member
/// does not dispose it.
///
/// ```swift
/// let all = CompoundDisposable()
/// all.add(ActionDisposable { print("a") })
/// all.add(ActionDisposable { print("b") })
/// all.dispose()   // prints "a" then "b"
/// ```
///
/// Not final: a `Subscriber` is its own subscription disposable (one object per
/// subscription instead of two), so it inherits from this class.
public class CompoundDisposable: Disposable, @unchecked Sendable {
  private struct State {
    var disposed = false
    /// The first member, kept inline: most subscriptions own one thing, and an array would
    /// be an allocation per subscription.
    var first: (any Disposable)?
    /// Everything else, allocated when a second member arrives.
    var more: Overflow?

    mutating func overflow() -> Overflow {
      if let more { return more }
      let made = Overflow()
      more = made
      return made
    }
  }
  private final class Overflow {
    /// In order of addition; a removed member leaves a hole (`nil`) until the next
    /// compaction, so removal does not shift the array.
    var members: [(any Disposable)?] = []
    /// Where each member is in `members`: built by the first `remove`, then kept up to
    /// date, so that an owner removing one member per event (`delay`, `flatten`) pays a
    /// hash look-up, not a scan.
    var positions: [ObjectIdentifier: Int]?
    /// A member was added twice while `positions` was kept: look-ups may miss the earlier
    /// copy, so `remove` falls back to a scan when the table misses.
    var duplicates = false
    var holes = 0
    /// Subscriptions added with `addOwned`, pruned of ended ones as more arrive.
    var owned: [CompoundDisposable] = []
    var pruneAt = 16

    func append(_ disposable: any Disposable) {
      members.append(disposable)
      if positions != nil {
        let id = ObjectIdentifier(disposable)
        if positions![id] != nil { duplicates = true }
        positions![id] = members.count - 1
      }
    }

    func remove(_ disposable: any Disposable) -> Bool {
      if positions == nil {
        var table = [ObjectIdentifier: Int](minimumCapacity: members.count)
        for (k, member) in members.enumerated() {
          if let member {
            if table[ObjectIdentifier(member)] != nil { duplicates = true }
            table[ObjectIdentifier(member)] = k
          }
        }
        positions = table
      }
      let id = ObjectIdentifier(disposable)
      var found = positions![id]
      if found == nil && duplicates {
        found = members.lastIndex { $0 === disposable }
      }
      guard let k = found else { return false }
      members[k] = nil
      positions![id] = nil
      holes += 1
      if holes > 32 && holes * 2 > members.count { compact() }
      return true
    }

    private func compact() {
      members.removeAll { $0 == nil }
      holes = 0
      duplicates = false
      var table = [ObjectIdentifier: Int](minimumCapacity: members.count)
      for (k, member) in members.enumerated() {
        let id = ObjectIdentifier(member!)
        if table[id] != nil { duplicates = true }
        table[id] = k
      }
      positions = table
    }
  }
  private let state = Mutex(State())
  /// `disposedBit`, and `membersBit` once a member may have been added: a compound that
  /// never had one (most subscribers of a synchronous subscription) is disposed by one
  /// atomic operation, without the lock.
  private let flags = Atomic<UInt8>(0)
  private static var disposedBit: UInt8 { 1 }
  private static var membersBit: UInt8 { 2 }

  public init() {}

  public init(_ members: [any Disposable]) {
    flags.store(CompoundDisposable.membersBit, ordering: .releasing)
    state.withLock { state in
      let more = state.overflow()
      for member in members { more.append(member) }
    }
  }

  /// A compound with one member (no array).
  public init(_ member: any Disposable) {
    flags.store(CompoundDisposable.membersBit, ordering: .releasing)
    state.withLock { $0.first = member }
  }

  public final var isDisposed: Bool { flags.load(ordering: .acquiring) & CompoundDisposable.disposedBit != 0 }

  /// Marks that a member may be added, unless already disposed (then answers false). Set
  /// before the member goes in under the lock, so `dispose` either sees the bit and takes
  /// the lock, or came first and `add` sees it disposed.
  private func markMembers() -> Bool {
    var current = flags.load(ordering: .acquiring)
    while true {
      if current & CompoundDisposable.disposedBit != 0 { return false }
      if current & CompoundDisposable.membersBit != 0 { return true }
      let (exchanged, original) = flags.compareExchange(
        expected: current, desired: current | CompoundDisposable.membersBit, ordering: .acquiringAndReleasing)
      if exchanged { return true }
      current = original
    }
  }

  /// Adds `disposable`; disposes it at once if this compound is already disposed.
  public final func add(_ disposable: (any Disposable)?) {
    guard let disposable else { return }
    guard markMembers() else {  // the common end of a synchronous subscription: no lock
      disposable.dispose()
      return
    }
    let accepted = state.withLock { state -> Bool in
      if state.disposed { return false }
      if state.first == nil && state.more == nil {
        state.first = disposable
      } else {
        state.overflow().append(disposable)
      }
      return true
    }
    if !accepted { disposable.dispose() }
  }

  /// Adds a subscription owned until it ends: disposed with this compound (at once if this
  /// compound is disposed already), and forgotten some time after it has ended — ended
  /// ones are pruned as more are added, so an owner of many short inner subscriptions
  /// (`flattenMap`) stays small without a removal per inner subscription. Pruning reads
  /// only this class's own `isDisposed` flag, so no outside code runs under the lock.
  public final func addOwned(_ subscription: CompoundDisposable) {
    guard markMembers() else {
      subscription.dispose()
      return
    }
    let accepted = state.withLock { state -> Bool in
      if state.disposed { return false }
      let more = state.overflow()
      if more.owned.count >= more.pruneAt {
        more.owned.removeAll { $0.isDisposed }
        more.pruneAt = max(16, more.owned.count * 2)
      }
      more.owned.append(subscription)
      return true
    }
    if !accepted { subscription.dispose() }
  }

  /// How many `addOwned` subscriptions are held (ended ones included until pruned).
  var ownedCount: Int { state.withLock { $0.more?.owned.count ?? 0 } }

  /// Removes `disposable` without disposing it. Constant time on average: the first
  /// removal from a large compound indexes its members once.
  public final func remove(_ disposable: any Disposable) {
    state.withLock { state in
      if let more = state.more, more.remove(disposable) { return }
      if let first = state.first, first === disposable { state.first = nil }
    }
  }

  public final func dispose() {
    _ = disposeClaiming()
  }

  /// Disposes, and answers whether this call did it (the first `dispose()` to arrive): a
  /// subscriber uses it to claim its one terminal event. The flag decides who is first; the
  /// members are then taken under the lock, which `add` also takes, so a member added
  /// meanwhile is either taken here or disposed by `add`.
  @usableFromInline final func disposeClaiming() -> Bool {
    let old = flags.bitwiseOr(CompoundDisposable.disposedBit, ordering: .acquiringAndReleasing).oldValue
    if old & CompoundDisposable.disposedBit != 0 { return false }
    if old & CompoundDisposable.membersBit == 0 { return true }
    let (first, more) = state.withLock { state -> ((any Disposable)?, Overflow?) in
      state.disposed = true
      let taken = (state.first, state.more)
      state.first = nil
      state.more = nil
      return taken
    }
    first?.dispose()
    if let more {
      for member in more.members { member?.dispose() }
      for subscription in more.owned { subscription.dispose() }
    }
    return true
  }
}
