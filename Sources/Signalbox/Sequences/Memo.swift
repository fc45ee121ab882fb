import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where one memoised slot is.
enum SlotState: UInt8 {
  case pending, computing, done, failed
}

/// What a reader found in a slot (under the cell's lock).
enum SlotStep {
  case done, failed, pending
  /// Another thread is computing it: wait on the slot's latch, then look again.
  case wait
  /// This very thread is computing it: the value depends on itself.
  case cycle
}

/// The non-generic half of a memoised slot: its state and which thread computes it. The
/// slot's latch (a `Mutex<Void>` stored beside it) is held by that thread for as long as
/// the block runs: a reader that finds the slot being computed on another thread waits on
/// the latch (a blocking wait, not a spin) and looks again.
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

  /// Claims a pending slot for this thread (call under the cell's lock, holding the latch).
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

/// The error of a lazy value whose computation asks for itself.
let selfDependency = SignalError("a lazy value depends on itself")

/// A value computed once, on first `get()`, then remembered (failures too). Thread-safe: the
/// computation runs outside the lock; concurrent readers wait for the first one.
final class Memo<T>: @unchecked Sendable {
  // Every stored property below is guarded by `lock`.
  private let lock = Mutex<Void>(())
  /// Held while the value is computed.
  private let latch = Mutex<Void>(())
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
      case .wait: latch.withLock { _ in }
      case .pending:
        latch.withLock { _ in
          let block = lock.withLock { _ -> (() throws -> T)? in
            guard slot.claim() else { return nil }
            defer { compute = nil }
            return compute
          }
          guard let block else { return }
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
}
