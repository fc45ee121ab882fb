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
    var members: [any Disposable] = []
    /// Subscriptions added with `addOwned`, pruned of ended ones as more arrive.
    var owned: [CompoundDisposable] = []
    var pruneAt = 16
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
    state.withLock { $0.overflow().members = members }
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
        state.overflow().members.append(disposable)
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

  /// Removes `disposable` without disposing it.
  public final func remove(_ disposable: any Disposable) {
    state.withLock { state in
      if let more = state.more, let index = more.members.lastIndex(where: { $0 === disposable }) {
        more.members.remove(at: index)
      } else if let first = state.first, first === disposable {
        state.first = nil
      }
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
      for member in more.members { member.dispose() }
      for subscription in more.owned { subscription.dispose() }
    }
    return true
  }
}
