import Synchronization

/// A lazy cell (RAC `RACDynamicSequence`): a dependency computed once, on first access of
/// head or tail, and head and tail each derived from it once, on first access.
///
/// Every block runs outside the cell's lock (readers on other threads wait for the first)
/// and is released once it has run; when both head and tail are known the dependency goes
/// too, so a walked cell holds nothing but its two values.
///
/// The state is plain stored properties behind one `Mutex<Void>` rather than a generic
/// `Mutex<State>`: this code runs unspecialised when called through the class's vtable
/// from another module, and every generic wrapper type would cost a metadata lookup per
/// access (measured: 3× slower per cell). Each slot's non-generic half is a `SlotStatus`;
/// blocks run outside the lock.
final class DynamicSequence<Element: Sendable, Dependency>: StreamSequence<Element>,
  @unchecked Sendable
{
  // Every stored property below is guarded by `lock`.
  private let lock = Mutex<Void>(())

  private var dependencySlot = SlotStatus(.pending)
  private var dependencyValue: Dependency?
  private var dependencyError: (any Error)?
  private var dependencyBlock: (() throws -> Dependency)?

  private var headSlot = SlotStatus(.pending)
  private var headValue: Element?
  private var headError: (any Error)?
  private var headBlock: ((Dependency) throws -> Element?)?

  private var tailSlot = SlotStatus(.pending)
  private var tailValue: StreamSequence<Element>?
  private var tailError: (any Error)?
  private var tailBlock: ((Dependency) throws -> StreamSequence<Element>?)?

  init(
    dependency: @escaping () throws -> Dependency,
    head: @escaping (Dependency) throws -> Element?,
    tail: @escaping (Dependency) throws -> StreamSequence<Element>?
  ) {
    dependencyBlock = dependency
    headBlock = head
    tailBlock = tail
  }

  deinit {
    StreamSequence.releaseChain(detachTail())
  }

  /// Drops what is no longer needed once head and tail are both known (lock held).
  private func releaseIfDone() {
    if headSlot.state == .done && tailSlot.state == .done {
      dependencyValue = nil
      dependencyBlock = nil
    }
  }

  // Each slot: look under the lock; claim a pending one under it and compute it outside;
  // let another thread finish one it computes. `tail` and `dependency()`
  // repeat these steps on purpose: a shared generic helper runs unspecialised here and paid
  // a metadata lookup per access.
  override var head: Element? {
    get throws {
      while true {
        var known: Element? = nil
        var failure: (any Error)?
        let step = lock.withLock { _ -> SlotStep in
          let step = headSlot.step()
          if step == .done { known = headValue }
          if step == .failed { failure = headError }
          return step
        }
        switch step {
        case .done: return known
        case .failed: throw failure!
        case .cycle: throw selfDependency
        case .wait: waitForOtherThread()
        case .pending:
          let block = lock.withLock { _ -> ((Dependency) throws -> Element?)? in
            guard headSlot.claim() else { return nil }
            defer { headBlock = nil }
            return headBlock
          }
          guard let block else { continue }
          do {
            let d = try dependency()
            let value =
              DeepRecursion.stackIsLow()
              ? try DeepRecursion.onFreshStack { try block(d) } : try block(d)
            lock.withLock { _ in
              headValue = value
              headSlot.settle(.done)
              releaseIfDone()
            }
          } catch {
            lock.withLock { _ in
              headError = error
              headSlot.settle(.failed)
            }
          }
        }
      }
    }
  }

  override var tail: StreamSequence<Element>? {
    get throws {
      while true {
        var known: StreamSequence<Element>? = nil
        var failure: (any Error)?
        let step = lock.withLock { _ -> SlotStep in
          let step = tailSlot.step()
          if step == .done { known = tailValue }
          if step == .failed { failure = tailError }
          return step
        }
        switch step {
        case .done: return known
        case .failed: throw failure!
        case .cycle: throw selfDependency
        case .wait: waitForOtherThread()
        case .pending:
          let block = lock.withLock { _ -> ((Dependency) throws -> StreamSequence<Element>?)? in
            guard tailSlot.claim() else { return nil }
            defer { tailBlock = nil }
            return tailBlock
          }
          guard let block else { continue }
          do {
            let d = try dependency()
            let value =
              DeepRecursion.stackIsLow()
              ? try DeepRecursion.onFreshStack { try block(d) } : try block(d)
            lock.withLock { _ in
              tailValue = value
              tailSlot.settle(.done)
              releaseIfDone()
            }
          } catch {
            lock.withLock { _ in
              tailError = error
              tailSlot.settle(.failed)
            }
          }
        }
      }
    }
  }

  private func dependency() throws -> Dependency {
    while true {
      var known: Dependency? = nil
      var failure: (any Error)?
      let step = lock.withLock { _ -> SlotStep in
        let step = dependencySlot.step()
        if step == .done { known = dependencyValue }
        if step == .failed { failure = dependencyError }
        return step
      }
      switch step {
      case .done: return known!
      case .failed: throw failure!
      case .cycle: throw selfDependency
      case .wait: waitForOtherThread()
      case .pending:
        let block = lock.withLock { _ -> (() throws -> Dependency)? in
          guard dependencySlot.claim() else { return nil }
          defer { dependencyBlock = nil }
          return dependencyBlock
        }
        guard let block else { continue }
        do {
          let value = try block()
          lock.withLock { _ in
            dependencyValue = value
            dependencySlot.settle(.done)
          }
        } catch {
          lock.withLock { _ in
            dependencyError = error
            dependencySlot.settle(.failed)
          }
        }
      }
    }
  }

  override var headIsMemoised: Bool {
    lock.withLock { _ in headSlot.state == .done }
  }

  override var resolution: Resolution {
    lock.withLock { _ in
      let head: Memoised<Element?> =
        headSlot.state == .done
        ? .known(headValue) : headSlot.state == .failed ? .failed(headError!) : .unknown
      let tail: Memoised<StreamSequence<Element>?> =
        tailSlot.state == .done
        ? .known(tailValue) : tailSlot.state == .failed ? .failed(tailError!) : .unknown
      return Resolution(head: head, tail: tail)
    }
  }

  override func detachTail() -> StreamSequence<Element>? {
    lock.withLock { _ in
      guard tailSlot.state == .done else { return nil }
      let tail = tailValue
      tailValue = nil
      return tail
    }
  }
}
