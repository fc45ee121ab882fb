import CReadline
import Signalbox
import SignalboxJSON
import SignalboxLanguage
import SignalboxSession
import Synchronization

/// The interactive playground on GNU readline (the callback interface, so background jobs
/// and timers keep running while a line is being typed, and their output appears above the
/// prompt without disturbing the line).
enum Repl {
  static func run(
    options: SessionOptions, colour: Bool, live: LiveView, open: Bool, preview: Bool,
    sample: PreviewSample?
  ) -> Int32 {
    // readline is loaded here in a dynamically linked build, and linked into the installed
    // static one (CReadline/shim.h): only the REPL needs it.
    if let problem = sbx_rl_load() {
      var message = Array(
        ("signalbox: " + Message.needsReadline(String(cString: problem)).commandLineText + "\n")
          .utf8)
      _ = write(2, &message, message.count)
      return ExitStatus.ioFailure.rawValue
    }
    // The preview needs a terminal on both sides that can move its cursor.
    let term = ReplDriver.environment("TERM") ?? ""
    let previews = preview && isatty(0) != 0 && isatty(1) != 0 && !term.isEmpty && term != "dumb"
    let driver = ReplDriver(options: options, colour: colour, live: live, preview: previews)
    return driver.run(openLive: open, sample: sample)
  }
}

// MARK: - State readline's C callbacks reach (they cannot capture context)

/// What the line handler received: a line, or end of input (Ctrl-D at an empty prompt).
private enum Received {
  case line(String)
  case endOfInput
}
nonisolated(unsafe) private var received: Received?

private let lineHandler: @convention(c) (UnsafeMutablePointer<CChar>?) -> Void = { raw in
  // Removing the handler here stops readline from drawing the next prompt before the
  // statement has run; the driver installs it again when it wants the next line.
  sbx_rl_callback_handler_remove()
  guard let raw else {
    received = .endOfInput
    return
  }
  received = .line(String(cString: raw))
  free(raw)
}

// MARK: - Ctrl-C

/// Set by the interrupt watcher; the prompt loop clears the line when it sees it.
private enum Interrupts {
  static let pending = Atomic<Bool>(false)
  /// Set on SIGWINCH: the preview is drawn again for the new size.
  static let resized = Atomic<Bool>(false)
}

/// The current session, for the interrupt watcher thread.
private final class SessionHolder: Sendable {
  let current = Mutex<Session?>(nil)
}

final class ReplDriver {
  private let options: SessionOptions
  let terminal: TerminalOutput
  private(set) var session: Session
  private let holder = SessionHolder()
  /// The preview under the line being typed (ReplPreview.swift).
  let preview: ReplPreview
  /// The descriptors of the sample `stdin` read so far (`:input`, `explore`).
  var sampleReaders: [Int32] = []
  /// `$COLUMNS` as the REPL started (readline sets the variable to the width it finds).
  private let columns = ReplDriver.environment("COLUMNS")
  /// Waits for typed input when the session's clock is virtual (nothing else runs then).
  private let inputLoop = RunLoopScheduler()
  /// The history file (ReplHistory.swift): none when no home directory is known.
  private var history = ReplHistory(environment: ReplDriver.environment)
  /// The entry being typed (unfinished while a bracket is open or it ends in `|` or `,`).
  private var entry = ReplEntry()
  /// `:live`'s server, which outlives `:reset`.
  private let live: LiveView

  init(options: SessionOptions, colour: Bool, live: LiveView, preview: Bool) {
    self.live = live
    self.preview = ReplPreview(enabled: preview)
    var options = options
    options.labelWork = true  // `:pending` names the stage of each scheduled action
    self.options = options
    terminal = TerminalOutput(colour: colour, backgroundFlush: false)
    session = Session(options: options, output: terminal)
    session.marbleWidthProvider = ReplDriver.widthProvider(columns)
    session.liveViewOpener = live
    holder.current.withLock { $0 = session }
  }

  func run(openLive: Bool, sample: PreviewSample?) -> Int32 {
    if openLive { live.start(for: session) }
    setUpReadline()
    setUpInterrupts()
    // Ctrl-C while a pipeline runs prints `disposed` on a line of its own, not after `^C`.
    var saved = termios()
    let haveTerminal = tcgetattr(0, &saved) == 0
    if haveTerminal {
      var quiet = saved
      quiet.c_lflag &= ~tcflag_t(ECHOCTL)
      tcsetattr(0, TCSANOW, &quiet)
    }
    defer { if haveTerminal { tcsetattr(0, TCSANOW, &saved) } }
    let banner = "Signalbox — reactive streams at a prompt. :help for help, Ctrl-D to quit."
    terminal.out(options.virtualTime ? banner + " (virtual clock)" : banner)
    terminal.flush()
    if let sample { bind(sample) }
    while true {
      guard let line = readStatementLine() else { break }
      let statement: String
      switch entry.add(line) {
      case .finished(let text): statement = text
      case .continues, .nothing: continue
      case .abandoned(let note):
        terminal.out(note)
        terminal.flush()
        continue
      }
      // The whole entry, newlines and all, is one history entry (in the file too).
      history.add(statement)
      Interrupts.pending.store(false, ordering: .relaxed)
      session.interrupted.store(false, ordering: .relaxed)
      rereadSample(for: statement)
      session.runInteractive(SourceFile(name: "<repl>", text: statement))
      terminal.flush()
      preview.ran(statement)
      // `:clock` is the session's own business (it binds the names again on the new clock
      // and says so); `:reset` and `:quit` are the driver's.
      if let request = session.takeRequest() {
        switch request {
        case .quit: return quit()
        case .reset:
          session.disposeJobsForReset()
          replaceSession()
          preview.reset()
          terminal.out("(a fresh session)")
        case .preview(let setting): setPreview(setting)
        case .input(let path): bindSample(path)
        }
        terminal.flush()
      }
    }
    return quit()
  }

  private func quit() -> Int32 {
    terminal.out("")
    session.stopJobs()
    terminal.flush()
    live.stop()
    return session.exitStatus
  }

  /// `:reset`: a fresh session in the mode the old one had reached (`:format`, `:trace`,
  /// `:clock` carry over).
  private func replaceSession() {
    let next = session.options
    session.close()
    session = Session(options: next, output: terminal)
    session.marbleWidthProvider = ReplDriver.widthProvider(columns)
    session.liveViewOpener = live
    session.flowObserver = live.observer
    holder.current.withLock { $0 = session }
  }

  // MARK: reading

  /// One line from readline, while the session's timers and jobs keep running. `nil` at
  /// end of input (Ctrl-D at an empty prompt); Ctrl-C clears the line being typed.
  private func readStatementLine() -> String? {
    refreshCompletionNames()
    let prompt = entry.prompt
    received = nil
    Interrupts.pending.store(false, ordering: .relaxed)
    sbx_rl_callback_handler_install(prompt, lineHandler)
    let preview = self.preview
    preview.entryText = entry.text
    preview.prompt = prompt
    preview.base = session.options
    terminal.aroundWrite = { write in preview.aroundOutput { ReplDriver.abovePrompt(write) } }
    let loop = session.realTimeLoop ?? inputLoop
    let keys = ReplDriver.keys(preview: preview, loop: loop) { received != nil }
    let watch = loop.watch(fd: 0) { keys(true) }
    if ReplInput.hasKeys { preview.keysWaiting?() }  // typed ahead of the last line's end
    while true {
      loop.run(
        until: {
          received != nil || Interrupts.pending.load(ordering: .relaxed)
            || Interrupts.resized.load(ordering: .relaxed)
        },
        beforeWait: { terminal.flush() })
      if Interrupts.resized.exchange(false, ordering: .relaxed) && received == nil {
        preview.resized(on: loop)
        continue
      }
      if Interrupts.pending.exchange(false, ordering: .relaxed) && received == nil {
        // Ctrl-C at the prompt: abandon the line (and any unfinished statement).
        preview.beforeKey()
        var bytes = Array("^C\n".utf8)
        _ = write(1, &bytes, bytes.count)
        sbx_rl_replace_line("", 0)
        sbx_rl_set_point(0)
        entry.clear()
        sbx_rl_callback_handler_remove()
        sbx_rl_callback_handler_install("sbx> ", lineHandler)
        preview.entryText = ""
        preview.prompt = "sbx> "
        continue
      }
      break
    }
    watch.dispose()
    preview.beforeKey()
    terminal.flush()
    terminal.aroundWrite = nil
    sbx_rl_callback_handler_remove()
    switch received {
    case .line(let line): return line
    case .endOfInput, nil:
      // Ctrl-D in an unfinished entry drops it; at an empty prompt it leaves.
      if entry.text.isEmpty { return nil }
      entry.clear()
      return ""
    }
  }

  /// Writes above the prompt: the prompt and the half-typed line are taken down, the text
  /// written, then both put back as they were.
  private static func abovePrompt(_ writeOutput: () -> Void) {
    let point = sbx_rl_point()
    let line = sbx_rl_copy_text(0, sbx_rl_end())
    sbx_rl_save_prompt()
    sbx_rl_replace_line("", 0)
    sbx_rl_redisplay()
    var clear = Array("\r\u{1B}[K".utf8)
    _ = write(1, &clear, clear.count)
    writeOutput()
    sbx_rl_restore_prompt()
    sbx_rl_replace_line(line, 0)
    sbx_rl_set_point(point)
    sbx_rl_redisplay()
    free(line)
  }

  private func refreshCompletionNames() {
    ReplCompletion.words = ReplQuestions.completionWords(boundNames: session.boundNames)
    ReplCompletion.shapes = Catalogue.completionShapes
  }

  private func setUpReadline() {
    sbx_rl_configure(ReplCompletion.attempt, ReplCompletion.display)
    sbx_stifle_history(Int32(ReplHistory.limit))
    if preview.enabled { ReplInput.install() }
    history.load()
  }

  private func setUpInterrupts() {
    let holder = self.holder
    let inputLoop = self.inputLoop
    let terminal = self.terminal
    Interrupt.onTermination { status in terminal.flushAndExit(status) }
    Interrupt.onSIGINT {
      Interrupts.pending.store(true, ordering: .relaxed)
      let session = holder.current.withLock { $0 }
      session?.interrupted.store(true, ordering: .relaxed)
      session?.realTimeLoop?.wakeUp()
      inputLoop.wakeUp()
    }
    Interrupt.onResize {
      Interrupts.resized.store(true, ordering: .relaxed)
      holder.current.withLock { $0 }?.realTimeLoop?.wakeUp()
      inputLoop.wakeUp()
    }
  }

  /// Each diagram is as wide as the terminal is when it is drawn (`$COLUMNS` still wins).
  private static func widthProvider(_ columns: String?) -> @Sendable () -> Int {
    { Launch.terminalWidth(columns: columns) }
  }

  static func environment(_ name: String) -> String? {
    guard let value = getenv(name) else { return nil }
    return String(cString: value)
  }
}
