/// What a session tells an observer about the flows it records, as they run (`--live`,
/// `:live`): UI-free. A flow is one statement's pipeline — a foreground pipeline, a
/// background job, a `:marbles` run — numbered from 1 in the order they start; its rows
/// and events are those `MarbleRecorder` keeps for `--marbles`, told when they happen.
///
/// `observe` is called on whichever thread records the event (the session's, or a
/// scheduler's), never while the session or the recorder holds a lock; it must not block
/// and must not call back into the session.
package protocol FlowObserver: AnyObject, Sendable {
  func observe(_ note: FlowNote)
}

/// One thing that happened in a session's recorded flows.
package enum FlowNote: Equatable, Sendable {
  /// Flow `flow` started: its statement's text, and whether it runs on the wall clock.
  case started(flow: Int, title: String, realTime: Bool)
  /// A row of flow `flow`: a stage (`2:map`, `3.1:interval` for a block's stage), under the
  /// row `parent` (a block's stages are drawn above the stage they are given to). Rows are
  /// numbered in the order they are first known; a parent may be told after its children.
  case row(flow: Int, row: Int, label: String, parent: Int?, depth: Int)
  /// An event of subscription `subscription` (numbered per flow) of a row. Times are
  /// seconds since the flow started, on the session's clock.
  case event(flow: Int, row: Int, subscription: Int, MarbleEvent)
  /// The flow ended (completed, failed, was disposed or interrupted) at `time`.
  case ended(flow: Int, time: Double)
}

/// What `:live` asks of the program that drives the session: the CLI's live view server.
/// The session knows no server; it only hands its flows to the observer it gets back.
package protocol LiveViewOpener: AnyObject, Sendable {
  /// Opens the view (or returns the one already open): the address a browser opens, and
  /// where the session's flows go from now on; or why it could not be opened.
  func open() -> Result<LiveViewHandle, LiveViewFailure>
}

/// An open live view: its address (with its token) and the observer of the session's flows.
package struct LiveViewHandle: Sendable {
  package let url: String
  package let observer: any FlowObserver

  package init(url: String, observer: any FlowObserver) {
    self.url = url
    self.observer = observer
  }
}

/// Why the live view could not be opened (the OS's words: `Address already in use`), or the
/// opener's own message when it has one (a build without the live view says so).
package struct LiveViewFailure: Error, Equatable, Sendable {
  package let reason: String
  /// The message `:live` prints instead of `cannot start the live view: REASON`.
  package let message: DiagnosticMessage?
  package init(_ reason: String) { (self.reason, message) = (reason, nil) }
  package init(_ message: DiagnosticMessage) { (reason, self.message) = (message.text, message) }
}

/// A recorder's link to the observer: the observer and the flow's number.
struct FlowTap: Sendable {
  let observer: any FlowObserver
  let flow: Int

  func row(_ row: Int, _ label: String, parent: Int?, depth: Int) {
    observer.observe(.row(flow: flow, row: row, label: label, parent: parent, depth: depth))
  }
  func event(_ row: Int, _ subscription: Int, _ event: MarbleEvent) {
    observer.observe(.event(flow: flow, row: row, subscription: subscription, event))
  }
}
