import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Another thread holds the lock or is computing the value: let it finish. (Memoised values
/// are computed outside the lock, so a waiting reader yields instead of blocking.)
@inline(never)
func waitForOtherThread() {
  sched_yield()
}

/// A value computed once, on first `get()`, then remembered (failures too). Thread-safe: the
/// computation runs outside the lock; concurrent readers wait for the first one.
final class Memo<T>: @unchecked Sendable {
  private let locked = Atomic<Bool>(false)
  private var state: SlotState
  private var value: T?
  private var error: (any Error)?
  private var compute: (() throws -> T)?

  init(_ compute: @escaping () throws -> T) {
    state = .pending
    self.compute = compute
  }

  init(value: T) {
    state = .done
    self.value = value
  }

  @inline(__always) private func lock() {
    while locked.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged == false {
      waitForOtherThread()
    }
  }

  @inline(__always) private func unlock() {
    locked.store(false, ordering: .releasing)
  }

  func get() throws -> T {
    while true {
      lock()
      switch state {
      case .done:
        let v = value!
        unlock()
        return v
      case .failed:
        let e = error!
        unlock()
        throw e
      case .computing:
        unlock()
        waitForOtherThread()
      case .pending:
        state = .computing
        let block = compute!
        compute = nil
        unlock()
        do {
          let v = DeepRecursion.stackIsLow() ? try DeepRecursion.onFreshStack(block) : try block()
          lock()
          value = v
          state = .done
          unlock()
          return v
        } catch {
          lock()
          self.error = error
          state = .failed
          unlock()
          throw error
        }
      }
    }
  }
}
