/// A scheduler under a name a program gave it (`deliverOn background`, `subscribeOn
/// "worker"`): the work goes to `base`, and while an action scheduled through it runs,
/// `NamedScheduler.delivering` is its name, so code can tell which scheduler delivered an
/// event (the marble rows name it). It changes nothing else: `now` and every
/// time are `base`'s, and it does not become the current scheduler (`CurrentScheduler`;
/// `immediate` must not, SCH3).
package final class NamedScheduler: Scheduler {
  /// The name actions scheduled through it run under.
  package let name: String
  /// The scheduler that runs the work.
  package let base: any Scheduler

  /// `base` under `name`.
  package init(_ name: String, on base: any Scheduler) {
    self.name = name
    self.base = base
  }

  package var now: Double { base.now }

  @discardableResult
  package func schedule(_ action: @escaping @Sendable () -> Void) -> (any Disposable)? {
    let name = self.name
    return base.schedule { NamedScheduler.run(named: name, action) }
  }

  @discardableResult
  package func schedule(at time: Double, _ action: @escaping @Sendable () -> Void) -> (
    any Disposable
  )? {
    let name = self.name
    return base.schedule(at: time) { NamedScheduler.run(named: name, action) }
  }

  private final class Box {
    let name: String
    init(_ name: String) { self.name = name }
  }

  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key, nil)
    return key
  }()

  /// The name of the named scheduler whose action this thread is running; nil outside
  /// one (work of the session's own scheduler, or of no scheduler).
  package static var delivering: String? {
    guard let raw = pthread_getspecific(key) else { return nil }
    return Unmanaged<Box>.fromOpaque(raw).takeUnretainedValue().name
  }

  /// Runs `body` with `name` as this thread's delivering scheduler.
  static func run(named name: String, _ body: () -> Void) {
    let previous = pthread_getspecific(key)
    let box = Unmanaged.passRetained(Box(name))
    pthread_setspecific(key, box.toOpaque())
    defer {
      pthread_setspecific(key, previous)
      box.release()
    }
    body()
  }
}
