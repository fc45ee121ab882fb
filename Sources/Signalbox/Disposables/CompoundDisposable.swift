/// A bag of disposables disposed together (RAC `RACCompoundDisposable`, DSP2).
///
/// A member added after the compound was disposed is disposed at once; removing a member
/// (by the token `add` returned) does not dispose it. Adding and removing take constant
/// time, so an owner that adds and removes one member per event (`delay`, `flatten`)
/// stays linear; members still held are disposed in the order they were added.
///
/// ```swift
/// let all = CompoundDisposable()
/// all.add(ActionDisposable { print("a") })
/// let b = all.add(ActionDisposable { print("b") })
/// all.add(ActionDisposable { print("c") })
/// all.remove(b!)
/// all.dispose()   // prints "a" then "c"
/// ```
public final class CompoundDisposable: Disposable, @unchecked Sendable {
  private let lifetime = Lifetime()

  /// An empty compound disposable.
  public init() {}

  /// A compound disposable holding `members`.
  public init(_ members: [any Disposable]) {
    for member in members { _ = lifetime.insert(member) }
  }

  /// A compound with one member.
  public init(_ member: any Disposable) {
    _ = lifetime.insert(member)
  }

  /// Whether `dispose()` was called.
  public var isDisposed: Bool { lifetime.isDisposed }

  /// Adds `disposable` and returns the token that removes it again; disposes it at once
  /// (and returns `nil`) if this compound is already disposed.
  @discardableResult
  public func add(_ disposable: (any Disposable)?) -> DisposableToken? {
    guard let disposable else { return nil }
    return lifetime.insert(disposable)
  }

  /// Forgets the member `token` stands for, without disposing it.
  public func remove(_ token: DisposableToken) {
    lifetime.remove(token)
  }

  /// How many members are held.
  var count: Int { lifetime.count }

  /// Disposes every member, once; members added later are disposed at once.
  public func dispose() {
    _ = lifetime.disposeClaiming()
  }

  /// Disposes, and answers whether this call was the first.
  func disposeClaiming() -> Bool { lifetime.disposeClaiming() }
}
