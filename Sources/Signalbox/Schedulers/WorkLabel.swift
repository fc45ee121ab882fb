/// What scheduled a piece of work, for tools that list pending work (the REPL's
/// `:pending`). Code that may schedule runs inside `WorkLabel.run(label)`; the virtual-time
/// scheduler keeps the current label with each action it queues and makes it current again
/// while the action runs, so work an action schedules (an `interval`'s next tick) inherits
/// it. The payload is the labeller's own: the engine only carries it.
package final class WorkLabel: Sendable {
  /// The labeller's own value (the engine only carries it).
  package let payload: any Sendable

  /// A label carrying `payload`.
  package init(_ payload: any Sendable) {
    self.payload = payload
  }

  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key, nil)
    return key
  }()

  /// The label of the code running on this thread, if any.
  package static var current: WorkLabel? {
    guard let raw = pthread_getspecific(key) else { return nil }
    return Unmanaged<WorkLabel>.fromOpaque(raw).takeUnretainedValue()
  }

  /// Runs `body` with `label` as this thread's current label (`nil`: none).
  package static func run<R>(_ label: WorkLabel?, _ body: () throws -> R) rethrows -> R {
    let previous = pthread_getspecific(key)
    // `label` is alive for the whole call (the caller holds it), so the slot need not own it.
    pthread_setspecific(
      key, label.map { UnsafeRawPointer(Unmanaged.passUnretained($0).toOpaque()) })
    defer { pthread_setspecific(key, previous) }
    return try withExtendedLifetime(label) { try body() }
  }
}
