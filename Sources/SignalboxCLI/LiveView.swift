import SignalboxJSON
import SignalboxLanguage
import SignalboxLive
import SignalboxSession
import Synchronization

/// The command's live view (`--live[=PORT]`, `:live`): one server a process, opened by the
/// option before the program runs or by `:live` at the REPL, and stopped when the session
/// ends. The session sees only a `LiveViewOpener` and the `FlowObserver` it hands back.
final class LiveView: LiveViewOpener, Sendable {
  private let port: UInt16
  private let server = Mutex<LiveServer?>(nil)
  /// The program's exit status once it ended and the view lingers (-1 before): what Ctrl-C
  /// then exits with.
  let lingering = Atomic<Int32>(-1)

  init(port: UInt16) { self.port = port }

  /// Opens the server (once) and says where: `live view: http://127.0.0.1:PORT/?k=TOKEN`.
  func open() -> Result<LiveViewHandle, LiveViewFailure> {
    if let open = server.withLock({ $0 }) {
      return .success(LiveViewHandle(url: open.url, observer: open.hub))
    }
    switch LiveServer.start(port: port) {
    case .failure(let failure): return .failure(failure)
    case .success(let started):
      server.withLock { $0 = started }
      return .success(LiveViewHandle(url: started.url, observer: started.hub))
    }
  }

  /// The open view's observer (for a session that replaces another: `:reset`).
  var observer: (any FlowObserver)? { server.withLock { $0?.hub } }

  /// `--live`: opens the view for `session` before the program runs, printing its address
  /// on standard error; when it cannot listen, the message and status 3.
  func start(for session: Session) {
    switch open() {
    case .success(let handle):
      session.flowObserver = handle.observer
      session.liveViewOpener = self
      LiveView.say("live view: \(handle.url)\n")
    case .failure(let failure):
      LiveView.say(
        "signalbox: \(Message.cannotStartLiveView(failure.reason).commandLineText)\n")
      exit(ExitStatus.ioFailure.rawValue)
    }
  }

  /// A script ended: the page is told so, and the view stays up until every page that
  /// connected has read it all and closed its stream (or Ctrl-C: the program's `status`).
  func linger(status: ExitStatus) {
    guard let open = server.withLock({ $0 }) else { return }
    lingering.store(status.rawValue, ordering: .relaxed)
    open.hub.finish()
    if !open.hub.readers.ever {
      LiveView.say("live view: the program ended; open the page to see it, or Ctrl-C\n")
    }
    while true {
      let readers = open.hub.readers
      if readers.ever && readers.now == 0 { break }
      usleep(50_000)
    }
    open.stop(drain: 0)
  }

  /// The session ended (`:quit`, a signal): pages are told, and the server stops.
  func stop(drain seconds: Double = 0.5) {
    server.withLock { $0 }?.stop(drain: seconds)
  }

  private static func say(_ text: String) {
    var bytes = Array(text.utf8)
    _ = write(2, &bytes, bytes.count)
  }
}
