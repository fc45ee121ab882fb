import Synchronization

/// Where one memoised slot is.
enum SlotState: UInt8 {
  case pending, computing, done, failed
}

/// What a reader found in a slot (under the cell's lock).
enum SlotStep {
  case done, failed, pending
  /// Another thread is computing it: let that thread run, then look again.
  case wait
  /// This very thread is computing it: the value depends on itself.
  case cycle
}

/// The non-generic half of a memoised slot: its state and which thread computes it. The
/// state is read and changed only under the cell's `Mutex`; the block runs outside it (it
/// may force other cells, on this thread or, for deep recursion, on a fresh one). A reader
/// that finds the slot being computed on another thread yields and looks again (that
/// thread's result is one lock away); holding a lock for the whole computation instead
/// nests one lock per forced cell, thousands deep on a long lazy chain.
///
/// Kept free of the element type so that a cell's code, which runs unspecialised when
/// called through the class's vtable from another module, pays no metadata lookup per
/// access.
struct SlotStatus {
  var state: SlotState
  var owner: pthread_t?

  init(_ state: SlotState) { self.state = state }

  /// What a reader does next (call under the cell's lock).
  func step() -> SlotStep {
    switch state {
    case .done: return .done
    case .failed: return .failed
    case .pending: return .pending
    case .computing:
      if let owner, pthread_equal(owner, pthread_self()) != 0 { return .cycle }
      return .wait
    }
  }

  /// Claims a pending slot for this thread (call under the cell's lock).
  mutating func claim() -> Bool {
    guard state == .pending else { return false }
    state = .computing
    owner = pthread_self()
    return true
  }

  mutating func settle(_ state: SlotState) {
    self.state = state
    owner = nil
  }
}

/// Lets the thread computing a slot finish (a reader waits only while another thread is
/// inside that slot's block, never for a lock).
@inline(never)
func waitForOtherThread() {
  sched_yield()
}

/// The error of a lazy value whose computation asks for itself.
let selfDependency = SignalError("a lazy value depends on itself")

/// A value computed once, on first `get()`, then remembered (failures too). Thread-safe: the
/// state is under a `Mutex`, the computation runs outside it, and concurrent readers wait
/// for the first one.
final class Memo<T>: @unchecked Sendable {
  // Every stored property below is guarded by `lock`.
  private let lock = Mutex<Void>(())
  private var slot: SlotStatus
  private var value: T?
  private var error: (any Error)?
  private var compute: (() throws -> T)?

  init(_ compute: @escaping () throws -> T) {
    slot = SlotStatus(.pending)
    self.compute = compute
  }

  init(value: T) {
    slot = SlotStatus(.done)
    self.value = value
  }

  func get() throws -> T {
    while true {
      var known: T?
      var failure: (any Error)?
      let step = lock.withLock { _ -> SlotStep in
        let step = slot.step()
        if step == .done { known = value }
        if step == .failed { failure = error }
        return step
      }
      switch step {
      case .done: return known!
      case .failed: throw failure!
      case .cycle: throw selfDependency
      case .wait: waitForOtherThread()
      case .pending:
        let block = lock.withLock { _ -> (() throws -> T)? in
          guard slot.claim() else { return nil }
          defer { compute = nil }
          return compute
        }
        guard let block else { continue }
        do {
          let v = DeepRecursion.stackIsLow() ? try DeepRecursion.onFreshStack(block) : try block()
          lock.withLock { _ in
            value = v
            slot.settle(.done)
          }
        } catch {
          lock.withLock { _ in
            self.error = error
            slot.settle(.failed)
          }
        }
      }
    }
  }
}
