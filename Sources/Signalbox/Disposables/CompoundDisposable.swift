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
public final class CompoundDisposable: Disposable {
  private struct State {
    var disposed = false
    var members: [any Disposable] = []
  }
  private let state = Mutex(State())
  private let disposedFlag = Atomic<Bool>(false)

  public init() {}

  public init(_ members: [any Disposable]) {
    state.withLock { $0.members = members }
  }

  public var isDisposed: Bool { disposedFlag.load(ordering: .acquiring) }

  /// Adds `disposable`; disposes it at once if this compound is already disposed.
  public func add(_ disposable: (any Disposable)?) {
    guard let disposable else { return }
    let accepted = state.withLock { state -> Bool in
      if state.disposed { return false }
      state.members.append(disposable)
      return true
    }
    if !accepted { disposable.dispose() }
  }

  /// Removes `disposable` without disposing it.
  public func remove(_ disposable: any Disposable) {
    state.withLock { state in
      if let index = state.members.lastIndex(where: { $0 === disposable }) {
        state.members.remove(at: index)
      }
    }
  }

  public func dispose() {
    let members = state.withLock { state -> [any Disposable] in
      if state.disposed { return [] }
      state.disposed = true
      disposedFlag.store(true, ordering: .releasing)
      defer { state.members = [] }
      return state.members
    }
    for member in members { member.dispose() }
  }
}
