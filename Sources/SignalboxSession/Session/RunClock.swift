import Signalbox
import SignalboxJSON
import SignalboxLanguage

/// The clock a run's statements use and the host they see it through, passed down with the
/// run: the session's own clock (the session is the host), or, for `:marbles` on a
/// wall-clock session, a virtual clock of the run's own (`Session.onOwnVirtualClock`), seen
/// through an `OwnClockHost`. The session's clock is never swapped for a run.
struct RunClock {
  let clock: SessionClock
  let host: any RuntimeHost

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
final class OwnClockHost: RuntimeHost, @unchecked Sendable {
  // Used on the session's thread only, as the session is.
  private let session: Session
  let scheduler: any Scheduler
  let stdinSource: StdinSource

  init(_ session: Session, clock: VirtualTimeScheduler) {
    self.session = session
    scheduler = clock
    stdinSource = session.stdinSource.reading(on: nil)
  }

  var globals: Globals { session.globals }
  var jqInput: JQInput { session.jqInput }
  var stdinDescriptor: Int32 { session.stdinDescriptor }
  var liveSubscriptions: LiveSubscriptions { session.liveSubscriptions }
  var timeUnit: TimeUnit { session.timeUnit }

  func log(_ values: [JSON], context: StatementContext) { session.log(values, context: context) }

  func trace(_ label: String, _ event: String, _ payload: JSON?, context: StatementContext) {
    session.trace(label, event, payload, context: context)
  }

  func warn(_ message: String) { session.warn(message) }
  func hint(_ message: DiagnosticMessage) { session.hint(message) }
}
