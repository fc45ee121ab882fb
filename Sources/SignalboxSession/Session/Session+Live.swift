import SignalboxJSON
import SignalboxLanguage

/// The live view's hook (`--live`, `:live`): every flow the session runs — foreground
/// pipeline, job, `:marbles` run — is told to a `FlowObserver` as it happens. The session
/// knows no server: the CLI gives it the observer (`--live`) or what opens one (`:live`,
/// `LiveCommand`).
extension Session {
  /// Who is told every recorded flow as it runs (nil: nobody). Set before the program runs
  /// (`--live`); `:live` sets it through `liveViewOpener`.
  package var flowObserver: (any FlowObserver)? {
    get { drawing.observer }
    set {
      drawing.observer = newValue
      options.mode.live = newValue != nil
    }
  }

  /// What `:live` opens the view with (nil: `:live` says there is no live view here).
  package var liveViewOpener: (any LiveViewOpener)? {
    get { drawing.opener }
    set { drawing.opener = newValue }
  }

  /// The recorder of a flow titled `title`: one that keeps its events when `keeps` (for a
  /// diagram or the report), one that tells them to the observer when there is one, or nil.
  func flowRecorder(keeps: Bool, title: String, virtual: Bool) -> MarbleRecorder? {
    guard let observer = drawing.observer, options.mode.live else {
      return keeps ? MarbleRecorder(limit: drawing.markLimit ?? .max) : nil
    }
    drawing.flows += 1
    let tap = FlowTap(observer: observer, flow: drawing.flows)
    observer.observe(.started(flow: tap.flow, title: title, realTime: !virtual))
    return MarbleRecorder(keeps: keeps, tap: tap)
  }

  /// The flow of `recorder` ended at `time` (its statement's elapsed time).
  func flowEnded(_ recorder: MarbleRecorder?, at time: Double) {
    recorder?.ended(at: time)
  }
}
