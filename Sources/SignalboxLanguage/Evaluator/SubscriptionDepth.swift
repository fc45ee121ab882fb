import Signalbox
import SignalboxJSON

/// How many stages of streams built by blocks (`{just x | flatten}` as a value) the
/// current thread is subscribing through right now. A stream value may capture another
/// anywhere inside its `x` (`[{…}]`, `{a: {…}}`), so the check where it is built
/// (`Compiler.nesting`) cannot see every chain; subscribing is where the stack grows, so
/// it is counted there too and held to `Limits.stages`.
enum SubscriptionDepth {
  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key, nil)
    return key
  }()

  private static var current: Int {
    get { Int(bitPattern: pthread_getspecific(key)) }
    set { pthread_setspecific(key, UnsafeRawPointer(bitPattern: newValue)) }
  }

  /// `signal`, subscribed with `stages` more counted while its subscription runs; past the
  /// limit it fails at once instead of subscribing.
  static func counting(_ stages: Int, _ signal: Signal<JSON>) -> Signal<JSON> {
    Signal { subscriber in
      let depth = current + stages
      if depth > Limits.stages {
        subscriber.sendError(
          RuntimeError(Message.streamTooDeep(depth)))
        return nil
      }
      current = depth
      defer { current -= stages }
      return signal.subscribe(forwardingTo: subscriber)
    }
  }
}
