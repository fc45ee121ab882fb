import Signalbox
import SignalboxJSON

/// Whose line is it: the statement (foreground pipeline, background job, hot connection or
/// command execution) on whose behalf code is running, which gives `log` and `trace` lines
/// their `[N] ` prefix and the time they are measured from (SPEC §9).
///
/// The owner travels with the subscription, not with the program text: the session runs
/// each statement's subscription with its context as the current owner; the schedulers
/// keep the owner of the code that scheduled an action and make it current again when the
/// action runs (the engine's `WorkLabel`); a hot source (a subject, a connection, a
/// command's streams) delivers each event under the owner of the subscription it delivers
/// to (`Compiler.rehosted`); and a connection or a command execution subscribes its source
/// under an owner of its own, timed from that subscription (`Compiler.connectionSource`).
/// So a let-bound pipeline sent on a subject into a job's `flatten` logs as that job.
package enum LineOwner {
  /// The owner of the code running now, if a statement's subscription is running it.
  package static var current: StatementContext? {
    guard let payload = WorkLabel.current?.payload else { return nil }
    if let context = payload as? StatementContext { return context }
    if let work = payload as? StageWork { return work.context }
    return nil
  }

  /// Runs `body` (a subscription) with `context` as its owner.
  package static func run<R>(_ context: StatementContext, _ body: () throws -> R) rethrows -> R {
    try WorkLabel.run(WorkLabel(context), body)
  }
}

extension Compiler {
  /// A hot signal whose events are delivered under the owner of each subscription to it:
  /// the subject's sender (a `send` statement, a connection, another job) is not who
  /// prints what a subscriber's stages log.
  static func rehosted(_ signal: Signal<JSON>) -> Signal<JSON> {
    Signal { downstream in
      let label = WorkLabel.current
      guard label != nil else { return signal.subscribe(forwardingTo: downstream) }
      return signal.subscribe(
        Subscriber(
          next: { value in WorkLabel.run(label) { downstream.sendNext(value) } },
          error: { error in WorkLabel.run(label) { downstream.sendError(error) } },
          completed: { WorkLabel.run(label) { downstream.sendCompleted() } }),
        for: downstream)
    }
  }

  /// The source of a hot connection (`publish`, `replay`, `replayLast`, `replayLazily`,
  /// `autoconnect`): subscribed under an owner of its own, with no job and timed from this
  /// subscription (the `connect`, or the first subscriber for the lazy forms). Its lines
  /// are listed in the `--report` panel of `statement`, the one the connection is part of.
  package static func connectionSource(_ upstream: Signal<JSON>, in statement: StatementContext)
    -> Signal<JSON>
  {
    let host = statement.host
    return Signal { downstream in
      let owner = StatementContext(
        host: host, start: host.scheduler.now, job: nil, panel: statement.panel ?? statement)
      return LineOwner.run(owner) { upstream.subscribe(forwardingTo: downstream) }
    }
  }
}
