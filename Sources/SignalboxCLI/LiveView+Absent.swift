// A build without the `LiveView` package trait (a plain `swift build`): no server.
#if !LiveView
  import SignalboxJSON
  import SignalboxLanguage
  import SignalboxSession
  import Synchronization

  /// The command's live view in a build without the `LiveView` trait: `--live` prints
  /// `this signalbox was built without the live view: …` (U032) and exits with status 2
  /// before the program runs; `:live` warns the same. The rest of the command is whole.
  final class LiveView: LiveViewOpener, Sendable {
    /// Never set here: no view lingers.
    let lingering = Atomic<Int32>(-1)

    init(port: UInt16) {}

    /// Always the failure carrying U032, which `:live` prints.
    func open() -> Result<LiveViewHandle, LiveViewFailure> {
      .failure(LiveViewFailure(Message.liveViewNotBuilt()))
    }

    /// No view, no observer.
    var observer: (any FlowObserver)? { nil }

    /// `--live`: the message, and status 2 (the command line asks for what is not built).
    func start(for session: Session) {
      var bytes = Array("signalbox: \(Message.liveViewNotBuilt().commandLineText)\n".utf8)
      _ = write(2, &bytes, bytes.count)
      exit(ExitStatus.usage.rawValue)
    }

    /// Nothing lingers.
    func linger(status: ExitStatus) {}

    /// Nothing to stop.
    func stop(drain seconds: Double = 0.5) {}
  }
#endif
