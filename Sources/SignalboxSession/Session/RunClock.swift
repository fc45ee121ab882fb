import Signalbox
import SignalboxJSON
import SignalboxLanguage
import Synchronization

/// The clock a run's statements use and the host they see it through, passed down with the
/// run: the session's own clock (the session is the host), or, for `:marbles` on a
/// wall-clock session, a virtual clock of the run's own (`Session.onOwnVirtualClock`), seen
/// through an `OwnClockHost`; for `:clock`'s replay, the new clock seen through a
/// `ReplayHost`, `quiet`. The session's clock and output are never swapped for a run.
struct RunClock {
  let clock: SessionClock
  let host: any RuntimeHost
  /// Whether the run's statements print nothing of their own (`:clock`'s replay: a binding's
  /// error is not told again); what their pipelines print goes through `host`.
  var quiet = false

  var scheduler: any Scheduler { clock.scheduler }
  var virtual: VirtualTimeScheduler? { clock.virtual }
  var runLoop: RunLoopScheduler? { clock.runLoop }

  /// A statement's context on this clock, starting now.
  func context(job: Int?, marbles: (any StageRecorder)? = nil) -> StatementContext {
    StatementContext(host: host, start: scheduler.now, job: job, marbles: marbles)
  }
}

/// The session as the statements of a run on a virtual clock of its own see it: that clock
/// as their scheduler, standard input read synchronously on it; the rest (bindings,
/// output, notes) the session's.
final class OwnClockHost: SessionBackedHost, @unchecked Sendable {
  // Used on the session's thread only, as the session is.
  let session: Session
  let scheduler: any Scheduler
  let stdinSource: StdinSource

  init(_ session: Session, clock: VirtualTimeScheduler) {
    self.session = session
    scheduler = clock
    stdinSource = session.stdinSource.reading(on: nil)
  }

  func log(_ values: [JSON], context: StatementContext) { session.log(values, context: context) }

  func trace(_ label: String, _ event: String, _ payload: JSON?, context: StatementContext) {
    session.trace(label, event, payload, context: context)
  }

  func warn(_ message: String) { session.warn(message) }
  func hint(_ message: DiagnosticMessage) { session.hint(message) }
}

/// The session as the statements `:clock` runs again on its new clock see it: silent while
/// the replay runs (what they print now was printed when they first ran), the session
/// once it ended, so a hot binding made in the replay prints its later lines.
final class ReplayHost: SessionBackedHost, @unchecked Sendable {
  // Used on the session's thread, as the session is; `replaying` is atomic all the same,
  // read (then acted on) wherever a binding's line comes from.
  let session: Session
  private let replayingNow = Atomic<Bool>(true)

  init(_ session: Session) { self.session = session }

  /// The replay ended: from now on, what the bindings print is printed.
  func replayEnded() { replayingNow.store(false, ordering: .releasing) }

  private var replaying: Bool { replayingNow.load(ordering: .acquiring) }

  var scheduler: any Scheduler { session.scheduler }
  var stdinSource: StdinSource { session.stdinSource }

  func log(_ values: [JSON], context: StatementContext) {
    if !replaying { session.log(values, context: context) }
  }

  func trace(_ label: String, _ event: String, _ payload: JSON?, context: StatementContext) {
    if !replaying { session.trace(label, event, payload, context: context) }
  }

  func warn(_ message: String) {
    if !replaying { session.warn(message) }
  }

  func hint(_ message: DiagnosticMessage) {
    if !replaying { session.hint(message) }
  }
}

/// A host that is the session but for its clock or its output: the bindings, the inputs,
/// the time unit and the interrupt are the session's.
protocol SessionBackedHost: RuntimeHost {
  var session: Session { get }
}

extension SessionBackedHost {
  var globals: Globals { session.globals }
  var jqInput: JQInput { session.jqInput }
  var stdinDescriptor: Int32 { session.stdinDescriptor }
  var liveSubscriptions: LiveSubscriptions { session.liveSubscriptions }
  var timeUnit: TimeUnit { session.timeUnit }
  var isInterrupted: Bool { session.isInterrupted }
}
