import Signalbox
import SignalboxJSON
import SignalboxLanguage
import Synchronization

/// One `expect` statement's outcome, kept for `signalbox test`.
package struct ExpectationResult: Sendable {
  /// The file and the statement's line (1-based) and label.
  package var file: String
  package var line: Int
  package var label: String?
  package var passed: Bool
  /// The failure as printed (empty when it passed).
  package var report: String
  /// The right-hand side's scalar offsets in the file, and the actual timeline written in
  /// its form (`--update`); nil for the shortcuts.
  package var rightHandSide: Range<Int>?
  package var replacement: String?
}

extension Session {
  /// The expectations run so far, in order.
  package var expectationResults: [ExpectationResult] { outcome.expectations }

  /// `factory` subscribed on a virtual clock of its own, run until it ends, nothing is left
  /// to run or the next work is past `horizon`: its events, and the clock (a source's
  /// subscriptions logged on it). A subscription still running is disposed with the clock
  /// at infinity, so its log row has no end.
  func recordRun(_ factory: PipelineFactory, horizon: Double)
    -> (events: [TimedEvent], clock: VirtualTimeScheduler)
  {
    let clock = VirtualTimeScheduler()
    let time = RunClock(clock: .virtual(clock), host: OwnClockHost(self, clock: clock))
    let context = time.context(job: nil)
    let events = Mutex<[TimedEvent]>([])
    let done = Atomic<Bool>(false)
    CurrentScheduler.run(as: clock) {
      let signal: Signal<JSON>
      do { signal = try factory(Env(context: context)) } catch { signal = .error(error) }
      let subscriber = Subscriber<JSON>(
        next: { value in
          events.withLock { $0.append(TimedEvent(time: clock.now, kind: .next(value))) }
        },
        error: { error in
          let message = RuntimeError.message(of: error)
          events.withLock { $0.append(TimedEvent(time: clock.now, kind: .error(message))) }
          done.store(true, ordering: .relaxed)
        },
        completed: {
          events.withLock { $0.append(TimedEvent(time: clock.now, kind: .completed)) }
          done.store(true, ordering: .relaxed)
        })
      let subscription = LineOwner.run(context) { signal.subscribe(subscriber) }
      while !done.load(ordering: .relaxed), !interrupted.load(ordering: .relaxed),
        let due = clock.nextDueTime, due <= horizon
      {
        clock.runNext()
      }
      clock.discardPendingWork()
      clock.advance(to: .infinity)
      subscription.dispose()
    }
    return (events.withLock { $0 }, clock)
  }

  /// An expression of the expectation evaluated now (its values map, frame, count).
  func expectValue(_ eval: Eval) throws -> JSON {
    let env = Env(context: sessionTime.context(job: nil))
    return try eval(Frame(x: .null, i: 0, acc: .null, env: env))
  }

  /// The frame an expectation's rows are drawn with: FRAME, or 0.1 s.
  func expectFrame(_ eval: Eval?) throws -> Double {
    guard let eval else { return 0.1 }
    guard case .number(let n) = try expectValue(eval), n > 0, n.isFinite else {
      throw RuntimeError(Message.badExpectation("FRAME is a positive number of seconds"))
    }
    return n
  }
}
