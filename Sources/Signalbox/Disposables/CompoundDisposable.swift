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
    var members: [any Disposable] = []
  }
  private let state = Mutex(State())
  private let disposedFlag = Atomic<Bool>(false)

  public init() {}

  public init(_ members: [any Disposable]) {
    state.withLock { $0.members = members }
  }

  /// A compound with one member (no array).
  public init(_ member: any Disposable) {
    state.withLock { $0.first = member }
  }

  public final var isDisposed: Bool { disposedFlag.load(ordering: .acquiring) }

  /// Adds `disposable`; disposes it at once if this compound is already disposed.
  public final func add(_ disposable: (any Disposable)?) {
    guard let disposable else { return }
    let accepted = state.withLock { state -> Bool in
      if state.disposed { return false }
      if state.first == nil && state.members.isEmpty {
        state.first = disposable
      } else {
        state.members.append(disposable)
      }
      return true
    }
    if !accepted { disposable.dispose() }
  }

  /// Removes `disposable` without disposing it.
  public final func remove(_ disposable: any Disposable) {
    state.withLock { state in
      if let index = state.members.lastIndex(where: { $0 === disposable }) {
        state.members.remove(at: index)
      } else if let first = state.first, first === disposable {
        state.first = nil
      }
    }
  }

  public final func dispose() {
    let (first, members) = state.withLock { state -> ((any Disposable)?, [any Disposable]) in
      if state.disposed { return (nil, []) }
      state.disposed = true
      disposedFlag.store(true, ordering: .releasing)
      defer {
        state.first = nil
        state.members = []
      }
      return (state.first, state.members)
    }
    first?.dispose()
    for member in members { member.dispose() }
  }
}
