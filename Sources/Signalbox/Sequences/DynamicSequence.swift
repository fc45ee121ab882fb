import Synchronization

/// A lazy cell (RAC `RACDynamicSequence`): a dependency computed once, on first access of
/// head or tail, and head and tail each derived from it once, on first access.
///
/// Every block runs outside the cell's lock (readers on other threads wait for the first)
/// and is released once it has run; when both head and tail are known the dependency goes
/// too, so a walked cell holds nothing but its two values.
///
/// The state is plain stored properties behind a one-byte spin lock rather than a generic
/// `Mutex<State>`: this code runs unspecialised when called through the class's vtable
/// from another module, and every generic wrapper type would cost a metadata lookup per
/// access (measured: 3× slower per cell).
final class DynamicSequence<Element: Sendable, Dependency>: StreamSequence<Element>, @unchecked Sendable {
  private let locked = Atomic<Bool>(false)

  private var dependencyState = SlotState.pending
  private var dependencyValue: Dependency?
  private var dependencyError: (any Error)?
  private var dependencyBlock: (() throws -> Dependency)?

  private var headState = SlotState.pending
  private var headValue: Element?
  private var headError: (any Error)?
  private var headBlock: ((Dependency) throws -> Element?)?

  private var tailState = SlotState.pending
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

  @inline(__always) private func lock() {
    while locked.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged == false {
      waitForOtherThread()
    }
  }

  @inline(__always) private func unlock() {
    locked.store(false, ordering: .releasing)
  }

  /// Drops what is no longer needed once head and tail are both known (lock held).
  private func releaseIfDone() {
    if headState == .done && tailState == .done {
      dependencyValue = nil
      dependencyBlock = nil
    }
  }

  override var head: Element? {
    get throws {
      while true {
        lock()
        switch headState {
        case .done:
          let value = headValue
          unlock()
          return value
        case .failed:
          let error = headError!
          unlock()
          throw error
        case .computing:
          unlock()
          waitForOtherThread()
        case .pending:
          headState = .computing
          let block = headBlock!
          headBlock = nil
          unlock()
          do {
            let d = try dependency()
            let value = DeepRecursion.stackIsLow() ? try DeepRecursion.onFreshStack { try block(d) } : try block(d)
            lock()
            headValue = value
            headState = .done
            releaseIfDone()
            unlock()
            return value
          } catch {
            lock()
            headError = error
            headState = .failed
            unlock()
            throw error
          }
        }
      }
    }
  }

  // `tail` and `dependency()` repeat `head`'s claim/compute/settle steps on purpose: a
  // shared generic helper runs unspecialised here and paid a metadata lookup per access.
  override var tail: StreamSequence<Element>? {
    get throws {
      while true {
        lock()
        switch tailState {
        case .done:
          let value = tailValue
          unlock()
          return value
        case .failed:
          let error = tailError!
          unlock()
          throw error
        case .computing:
          unlock()
          waitForOtherThread()
        case .pending:
          tailState = .computing
          let block = tailBlock!
          tailBlock = nil
          unlock()
          do {
            let d = try dependency()
            let value = DeepRecursion.stackIsLow() ? try DeepRecursion.onFreshStack { try block(d) } : try block(d)
            lock()
            tailValue = value
            tailState = .done
            releaseIfDone()
            unlock()
            return value
          } catch {
            lock()
            tailError = error
            tailState = .failed
            unlock()
            throw error
          }
        }
      }
    }
  }

  private func dependency() throws -> Dependency {
    while true {
      lock()
      switch dependencyState {
      case .done:
        let value = dependencyValue!
        unlock()
        return value
      case .failed:
        let error = dependencyError!
        unlock()
        throw error
      case .computing:
        unlock()
        waitForOtherThread()
      case .pending:
        dependencyState = .computing
        let block = dependencyBlock!
        dependencyBlock = nil
        unlock()
        do {
          let value = try block()
          lock()
          dependencyValue = value
          dependencyState = .done
          unlock()
          return value
        } catch {
          lock()
          dependencyError = error
          dependencyState = .failed
          unlock()
          throw error
        }
      }
    }
  }

  override var headIsMemoised: Bool {
    lock()
    defer { unlock() }
    return headState == .done
  }

  override var resolution: Resolution {
    lock()
    defer { unlock() }
    let head: Memoised<Element?> =
      headState == .done ? .known(headValue) : headState == .failed ? .failed(headError!) : .unknown
    let tail: Memoised<StreamSequence<Element>?> =
      tailState == .done ? .known(tailValue) : tailState == .failed ? .failed(tailError!) : .unknown
    return Resolution(head: head, tail: tail)
  }

  override func detachTail() -> StreamSequence<Element>? {
    lock()
    defer { unlock() }
    guard tailState == .done else { return nil }
    let tail = tailValue
    tailValue = nil
    return tail
  }
}

/// Where one memoised slot of a cell is.
enum SlotState: UInt8 {
  case pending, computing, done, failed
}
