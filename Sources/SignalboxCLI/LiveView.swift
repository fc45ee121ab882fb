// The server (FlyingFox): with the `LiveView` trait; LiveView+Absent.swift otherwise.
#if LiveView
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

    /// A script ended: the pages are told so, and the view goes on serving only while a
    /// connected page still reads (until it has read everything and closed its stream; a
    /// page that read nothing for `wait` seconds does not count). When no page ever
    /// connected, it waits `wait` seconds for one to open, saying so, unless there is
    /// nothing to see (no flow: the program did not compile, or ran no pipeline). Ctrl-C
    /// ends the wait with the program's `status`.
    func linger(status: ExitStatus, wait: Double = LiveView.wait()) {
      guard let open = server.withLock({ $0 }) else { return }
      lingering.store(status.rawValue, ordering: .relaxed)
      open.hub.finish()
      let waiting = !open.hub.readers.ever && open.hub.toldAFlow
      if waiting {
        LiveView.say(
          "live view: the program ended; open the page within \(LiveView.text(seconds: wait))"
            + " to see it, or Ctrl-C\n")
      }
      while open.hub.keepsServing(wait: wait) { usleep(50_000) }
      if waiting && !open.hub.readers.ever {
        LiveView.say(
          open.hub.servedAPage
            ? "live view: the page was opened but read no events; stopped\n"
            : "live view: no page was opened; stopped\n")
      }
      open.stop(drain: 0)
    }

    /// How long the view waits after a script ends for a page to open, and for a page
    /// that stopped reading: `SIGNALBOX_LIVE_WAIT` seconds (a number from 0), else 60.
    static func wait(_ value: String? = getenv("SIGNALBOX_LIVE_WAIT").map { String(cString: $0) })
      -> Double
    {
      guard let value, let seconds = Double(value), seconds >= 0, seconds.isFinite else {
        return 60
      }
      return seconds
    }

    /// The session ended (`:quit`, a signal): pages are told, and the server stops.
    func stop(drain seconds: Double = 0.5) {
      server.withLock { $0 }?.stop(drain: seconds)
    }

    /// `60 s`, `0.5 s`.
    static func text(seconds: Double) -> String {
      let whole = seconds.rounded()
      return (whole == seconds && whole < 1e9 ? "\(Int(whole))" : "\(seconds)") + " s"
    }

    private static func say(_ text: String) {
      var bytes = Array(text.utf8)
      _ = write(2, &bytes, bytes.count)
    }
  }
#endif
