import Signalbox
import SignalboxJSON
import Synchronization

/// The operators whose RAC behaviour surprises an RxJS user, each watching for the moment
/// it bites and giving the session's note (`RuntimeHost.hint`, once a session): `throttle`
/// dropping a held value, `delay` dropping waiting values at an error, `timeout` firing
/// although values came, `takeUntil` ignoring its trigger's error, `finally` not run on
/// disposal. The watching adds no event and changes no timing.
extension Compile {
  /// `throttle T`: a value that arrives less than T after the one before replaces it.
  static func notingBursts(_ upstream: Signal<JSON>, _ t: Double, _ env: Env) -> Signal<JSON> {
    let host = env.context.host
    let last = Mutex<Double?>(nil)
    return upstream.doNext { _ in
      let now = host.scheduler.now
      let replaced = last.withLock { last in
        defer { last = now }
        return last.map { now - $0 < t } ?? false
      }
      if replaced { host.hint(Message.throttleKeptLast()) }
    }
  }

  /// `delay T`: an error that comes while values are still waiting drops them.
  static func delayNoting(_ upstream: Signal<JSON>, _ t: Double, _ env: Env) -> Signal<JSON> {
    let host = env.context.host
    let waiting = Mutex(0)
    return upstream.on(
      next: { _ in waiting.withLock { $0 += 1 } },
      error: { _ in
        if waiting.withLock({ $0 }) > 0 { host.hint(Message.delayDroppedValues()) }
      }
    ).delay(t, on: host.scheduler).doNext { _ in waiting.withLock { $0 -= 1 } }
  }

  /// `timeout T` (RAC's): the timer fired although the source had sent values.
  static func timeoutNoting(_ upstream: Signal<JSON>, _ t: Double, _ env: Env) -> Signal<JSON> {
    let host = env.context.host
    let sent = Mutex(false)
    let watched = upstream.doNext { _ in sent.withLock { $0 = true } }
    return timeout(watched, t, on: host.scheduler).doError { error in
      if (error as? RuntimeError)?.id == .timedOut, sent.withLock({ $0 }) {
        host.hint(Message.timeoutWholeSignal())
      }
    }
  }

  /// `takeUntil NAME/BLOCK`: the trigger's error, which RAC ignores.
  static func takeUntil(_ site: Compiler.Site) throws -> StageFunction {
    let other = try site.stream(0)
    return { upstream, env in
      .defer {
        let host = env.context.host
        let trigger = try other(env, env.input).doError { _ in
          host.hint(Message.takeUntilIgnoredError())
        }
        return upstream.takeUntil(trigger)
      }
    }
  }

  /// `finally EXPR`: the subscription disposed before a terminal event, so EXPR never ran.
  static func finally(_ site: Compiler.Site) throws -> StageFunction {
    let e = try site.expr(0)
    return { upstream, env in
      let host = env.context.host
      let ran = upstream.finally { _ = try Compiler.atSubscription(e, env) }
      return Signal { downstream in
        let ended = Mutex(false)
        downstream.add(
          ActionDisposable {
            if !ended.withLock({ $0 }) { host.hint(Message.finallyNotOnDispose()) }
          })
        let subscriber = Subscriber<JSON>(
          next: { downstream.sendNext($0) },
          error: { error in
            ended.withLock { $0 = true }
            downstream.sendError(error)
          },
          completed: {
            ended.withLock { $0 = true }
            downstream.sendCompleted()
          })
        downstream.add(subscriber)
        _ = ran.subscribe(subscriber)
        return nil
      }
    }
  }
}
