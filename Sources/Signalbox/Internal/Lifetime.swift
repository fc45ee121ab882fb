import Synchronization

/// The disposed flag and the token bag of what a `CompoundDisposable` or a `Subscriber`
/// owns: stored inline in either, so a subscription is one object, not two.
///
/// A lifetime that never owned anything (most subscribers of a synchronous subscription)
/// is disposed by one atomic operation, without the lock. Members are added and removed
/// under the lock in constant time; on disposal they are taken out under the lock and
/// disposed outside it, in the order they were added.
struct Lifetime: ~Copyable, @unchecked Sendable {
  struct State {
    var disposed = false
    var members = TokenBag<any Disposable>()
  }
  private let state = Mutex(State())
  /// `disposedBit`, and `membersBit` once a member may have been added.
  private let flags = Atomic<UInt8>(0)
  private static var disposedBit: UInt8 { 1 }
  private static var membersBit: UInt8 { 2 }

  init() {}

  var isDisposed: Bool {
    flags.load(ordering: .acquiring) & Lifetime.disposedBit != 0
  }

  /// Marks that a member may be added, unless already disposed (then answers false). Set
  /// before the member goes in under the lock, so a disposal either sees the bit and takes
  /// the lock, or came first and `insert` sees it disposed.
  private func markMembers() -> Bool {
    var current = flags.load(ordering: .acquiring)
    while true {
      if current & Lifetime.disposedBit != 0 { return false }
      if current & Lifetime.membersBit != 0 { return true }
      let (exchanged, original) = flags.compareExchange(
        expected: current, desired: current | Lifetime.membersBit, ordering: .acquiringAndReleasing)
      if exchanged { return true }
      current = original
    }
  }

  /// Adds `disposable` and returns its token; disposes it at once (and answers `nil`) when
  /// this lifetime has ended.
  func insert(_ disposable: any Disposable) -> DisposableToken? {
    guard markMembers() else {  // the common end of a synchronous subscription: no lock
      disposable.dispose()
      return nil
    }
    let token = state.withLock { state -> DisposableToken? in
      if state.disposed { return nil }
      return state.members.insert(disposable)
    }
    if token == nil { disposable.dispose() }
    return token
  }

  /// Forgets the member under `token` without disposing it.
  func remove(_ token: DisposableToken) {
    // The member is released after the lock: its deinit may run arbitrary code.
    let removed = state.withLock { $0.members.remove(token) }
    _ = removed
  }

  /// How many members are held.
  var count: Int { state.withLock { $0.members.count } }

  /// Disposes, and answers whether this call did it (the first disposal to arrive): a
  /// subscriber claims its one terminal event this way. The flag decides who is first; the
  /// members are then taken under the lock, which `insert` also takes, so a member added
  /// meanwhile is either taken here or disposed by `insert`.
  func disposeClaiming() -> Bool {
    let old = flags.bitwiseOr(Lifetime.disposedBit, ordering: .acquiringAndReleasing).oldValue
    if old & Lifetime.disposedBit != 0 { return false }
    if old & Lifetime.membersBit == 0 { return true }
    var members = state.withLock { state -> TokenBag<any Disposable> in
      state.disposed = true
      defer { state.members = TokenBag() }
      return state.members
    }
    members.drain { $0.dispose() }
    return true
  }
}
