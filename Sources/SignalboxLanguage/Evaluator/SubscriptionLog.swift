import Signalbox
import SignalboxJSON
import Synchronization

/// The subscriptions of a `let`-bound `cold` or `hot` source on the last clock that
/// subscribed it (RxJS's `e1.subscriptions`): when each began and ended, in seconds of that
/// clock. An end is the unsubscription, or the source's completion or error; a subscription
/// still running when its run ends has no end (`.infinity`).
package final class SubscriptionLog: Sendable {
  private struct State: @unchecked Sendable {
    // Compared by identity only; held weakly so a clock that is gone matches nothing.
    weak var clock: AnyObject?
    var rows: [(start: Double, end: Double)] = []
  }

  private let state = Mutex(State())

  package init() {}

  /// The rows recorded on `clock`, in order of subscription (empty when the last clock
  /// that subscribed the source was another).
  package func rows(on clock: AnyObject) -> [(start: Double, end: Double)] {
    state.withLock { $0.clock === clock ? $0.rows : [] }
  }

  private func began(on scheduler: any Scheduler, at time: Double) -> Int {
    let clock = scheduler as AnyObject
    return state.withLock { state in
      if state.clock !== clock {
        state.clock = clock
        state.rows = []
      }
      state.rows.append((time, .infinity))
      return state.rows.count - 1
    }
  }

  private func ended(_ row: Int, on scheduler: any Scheduler, at time: Double) {
    let clock = scheduler as AnyObject
    state.withLock { state in
      guard state.clock === clock, row < state.rows.count else { return }
      state.rows[row].end = time
    }
  }

  /// `factory`'s signal, each subscription logged on the scheduler it runs on.
  package func logging(_ factory: @escaping PipelineFactory) -> PipelineFactory {
    { [self] env in
      let signal = try factory(env)
      let scheduler = env.context.host.scheduler
      return Signal { subscriber in
        let row = self.began(on: scheduler, at: scheduler.now)
        let done = Atomic<Bool>(false)
        let end: @Sendable () -> Void = {
          if !done.exchange(true, ordering: .relaxed) {
            self.ended(row, on: scheduler, at: scheduler.now)
          }
        }
        let inner = signal.subscribe(
          Subscriber(
            next: { subscriber.sendNext($0) },
            error: { error in
              end()
              subscriber.sendError(error)
            },
            completed: {
              end()
              subscriber.sendCompleted()
            }))
        return CompoundDisposable([inner, ActionDisposable(end)])
      }
    }
  }
}
