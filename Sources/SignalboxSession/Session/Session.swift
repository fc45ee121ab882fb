import Signalbox
import SignalboxJSON
import SignalboxLanguage
import Synchronization

/// Runs programs: parses and compiles statements, then executes them on one clock (virtual
/// or real), printing events through a `SessionOutput`. It has no UI: the script runner,
/// the `-e` mode and the REPL all drive it.
///
/// The session coordinates values: each run is handed its `RunMode` (clock, horizon,
/// format, trace, marbles), down through its statements (`Session+Statements`), foreground
/// pipelines and background jobs (`Session+Pipelines`, `Jobs`); the state it keeps is
/// grouped in `Session+State` (bindings, outcome, report, drawing) and its `SessionClock`
/// (`:clock`: `Session+Clock`). What it prints goes through a `Printer` for the output
/// format, chosen once (`Session+Output`). Each meta command is a handler of its own
/// (`MetaCommands/`), reached from `Session+Meta`, holding the command's logic and working
/// through the narrow `MetaContext` (output, names, jobs, clock, runs:
/// `Session+MetaContext`; `:clock`'s switch in `+Clock`).
///
/// ```swift
/// let output = CollectedOutput()
/// var options = SessionOptions()
/// options.virtualTime = true
/// let session = Session(options: options, output: output)
/// session.runProgram([SourceFile(name: "-e", text: "from [1,2] | map x * 10")])
/// // output.stdout == ["0.000 next 10", "0.000 next 20", "0.000 completed"]
/// ```
public final class Session: RuntimeHost, @unchecked Sendable {
  // Everything here runs on the thread that drives the session; engine callbacks arrive on
  // that thread too, because all scheduling goes through the session's own scheduler.
  /// The options the session runs with; `:format`, `:units`, `:clock` … change them.
  public internal(set) var options: SessionOptions {
    didSet {
      // `:format`, `:units`: the printer is chosen again (it keeps lines' time text).
      if options.format != oldValue.format || options.timeUnit != oldValue.timeUnit {
        printer = options.format.printer(output, options)
      }
    }
  }
  /// Standard output and standard error, with the colours chosen for them.
  let output: OutputChannel
  /// Prints events, `log` and `trace` lines and marble diagrams in `options.format`.
  private(set) var printer: any Printer
  /// The names bound so far, their values, and what `:clock` binds again.
  let bindings = Bindings()
  /// The clock statements run on: set at creation, replaced by `:clock` (`switchClock`).
  var clock: SessionClock
  /// Made at first use: a program that never reads stdin (`-e 'just 1'`) does not pay for
  /// the reader and its buffer at start-up.
  package private(set) lazy var stdinSource: StdinSource = makeStdinSource()

  private func makeStdinSource() -> StdinSource {
    let channel = output
    return StdinSource(
      fd: options.stdinDescriptor, runLoop: clock.runLoop, beforeBlocking: { channel.flush() },
      warn: { channel.err($0 + "\n") },
      isInterrupted: { [weak self] in self?.interrupted.load(ordering: .relaxed) ?? false },
      threads: options.threads)
  }

  /// `:input`, `signalbox explore`: the `stdin` source reads `fd` from now on, from its
  /// start, with a reader of its own (the one before is left to whoever still reads it).
  package func rebindStdin(_ fd: Int32) {
    options.stdinDescriptor = fd
    stdinSource = makeStdinSource()
  }
  package let liveSubscriptions = LiveSubscriptions()
  var jobs = Jobs()
  /// What each `replaySubject` holds, by its slot, weighed at each `send` (R032).
  var replayWeights: [Int: ReplayWeights] = [:]
  /// What the last meta command asked of the driver (`:quit`, `:reset`).
  var request: Request?
  /// How the pipelines ended so far.
  var outcome = Outcome()
  /// `--report`: the foreground pipelines kept so far, and the running one's output.
  let report: ReportRecording
  /// Where drawings go beyond the printer, and how wide they are (set by the CLI).
  var drawing = Drawing()
  /// Set (from a signal handler's helper) to stop the foreground pipeline.
  public let interrupted = Atomic<Bool>(false)

  /// The compiler, which knows the names bound so far.
  var compiler: Compiler { bindings.compiler }
  package var globals: Globals { bindings.globals }
  package var scheduler: any Scheduler { clock.scheduler }
  var virtualClock: VirtualTimeScheduler? { clock.virtual }
  var runLoop: RunLoopScheduler? { clock.runLoop }
  let hintsGiven = Mutex<Set<DiagnosticMessage.ID>>([])  // each note once a session
  package var jqInput: JQInput { options.jqInput }
  package var stdinDescriptor: Int32 { options.stdinDescriptor }

  /// `.success` while every pipeline completed, `.pipelineFailed` after an error event.
  public internal(set) var status: ExitStatus {
    get { outcome.status }
    set { outcome.status = newValue }
  }
  /// The catalogue entry of each error event printed so far (nil for the program's own
  /// text): the IDs the text of an error event does not show (the explain tests read them).
  package var errorEventIDs: [DiagnosticMessage.ID?] { outcome.errorEventIDs }
  /// `status` as a process exit status (0 or 1).
  public var exitStatus: Int32 { status.rawValue }
  /// With `options.report`: every foreground pipeline run so far (`HTMLReport`).
  package var reportEntries: [MarbleReportEntry] { report.log.entries }
  /// Where `--marbles=svg` sends each pipeline's diagram, titled with its text (the CLI
  /// draws them all as one SVG document on standard output, while the rest goes to
  /// standard error); nil: each is printed as a document of its own.
  package var marblePanels: (@Sendable (MarblePanel) -> Void)? {
    get { drawing.panels }
    set { drawing.panels = newValue }
  }
  /// The width of the next marble diagram (and of `:explain`'s lines), asked each time one
  /// is drawn: the REPL reads the terminal's, so a resized window fits the next diagram.
  /// Nil: `options.marbleWidth`.
  package var marbleWidthProvider: (@Sendable () -> Int)? {
    get { drawing.width }
    set { drawing.width = newValue }
  }

  /// With `options.report`: every foreground pipeline so far, the one running now
  /// included (as far as it got, marked interrupted). Safe from any thread: what the CLI
  /// writes when a signal ends the program in the middle of a pipeline.
  package func reportEntriesSoFar() -> [MarbleReportEntry] {
    report.log.snapshot(capture: report.capture)
  }

  /// A session running with `options` and writing to `output`; run a program with
  /// `runProgram(_:)` (or REPL entries with `runInteractive(_:)`), then `finish()`.
  public init(options: SessionOptions, output: any SessionOutput) {
    self.options = options
    let capture = options.report ? ReportCapture(output) : nil
    report = ReportRecording(capture: capture)
    self.output = OutputChannel(capture ?? output)
    printer = options.format.printer(self.output, options)
    clock = SessionClock(options.mode.clock)
    if !options.arguments.isEmpty || !options.positionalArguments.isEmpty { defineArguments() }
  }

  // MARK: loading

  /// Parses and compiles `files` (all before anything runs) for the session's run mode.
  /// Prints diagnostics; returns nil when there were errors.
  package func compile(_ files: [SourceFile]) -> [CompiledUnit]? {
    compile(files, mode: options.mode)
  }

  /// Parses and compiles `files`, their stages instrumented as `mode` asks.
  func compile(_ files: [SourceFile], mode: RunMode) -> [CompiledUnit]? {
    var units: [CompiledUnit] = []
    var failed = false
    // Numbers are read in the session's unit, or a `:units` statement's before them.
    compiler.timeUnit = options.timeUnit
    for file in files {
      let (statements, parseDiagnostics) = Parser.parse(file, timeUnit: compiler.timeUnit)
      let usesLabels = statements.contains { statement in
        if case .meta(let name, _, _, _) = statement {
          return Catalogue.metaCommand(named: name)?.readsWorkLabels ?? false
        }
        return false
      }
      // A program that uses `:pending` labels its work from then on.
      if usesLabels { options.labelWork = true }
      var instrumentation = mode.instrumentation
      instrumentation.labelWork = instrumentation.labelWork || options.labelWork
      let compilation = compiler.compile(statements, of: file, as: instrumentation)
      let diagnostics = (parseDiagnostics + compilation.diagnostics).sorted {
        $0.offset < $1.offset
      }
      if !diagnostics.isEmpty { output.err(DiagnosticRenderer.renderAll(diagnostics, in: file)) }
      if diagnostics.contains(where: { $0.severity == .error }) { failed = true }
      units.append(CompiledUnit(file: file, statements: compilation.statements))
    }
    return failed ? nil : units
  }

  /// Compiles and runs `files` in order, then applies the end-of-script rules. Returns
  /// false when compilation failed (nothing ran).
  @discardableResult
  public func runProgram(_ files: [SourceFile]) -> Bool {
    let mode = options.mode
    guard let units = compile(files, mode: mode) else { return false }
    for unit in units { run(unit, mode: mode) }
    finish()
    return true
  }

  package struct CompiledUnit {
    let file: SourceFile
    let statements: [CompiledStatement]
  }

  /// Runs one REPL entry: compiled against the session's bindings, then executed; a
  /// compile error is reported and leaves the session's state as it was.
  public func runInteractive(_ file: SourceFile) {
    var mode = options.mode
    mode.interactive = true
    guard let units = compile([file], mode: mode) else { return }
    if units.contains(where: { $0.statements.contains(where: \.bindsAName) }) {
      bindings.replay.countEntry()
    }
    for unit in units { run(unit, mode: mode) }
    // On the virtual clock the jobs' work due at this instant (a `timer 0`, an `execute`'s
    // first hop) prints before the next prompt, not under the next entry.
    if virtualClock != nil {
      CurrentScheduler.run(as: scheduler) { runDue(clock) }
      output.flush()
    }
  }

  // MARK: running

  /// Runs a unit's statements in `mode`: on the session's clock, or, for a virtual mode on
  /// a wall-clock session (`:marbles`), on a virtual clock of its own, passed to them.
  func run(_ unit: CompiledUnit, mode: RunMode) {
    var next = 0
    if mode.clock == .virtual, virtualClock == nil {
      return onOwnVirtualClock(horizon: mode.horizon) { time in
        run(unit, from: &next, mode: mode, on: time)
      }
    }
    // Entered again after a `:clock` switch, so the statements after it run on the new
    // clock, as the current scheduler.
    while next < unit.statements.count { run(unit, from: &next, mode: mode, on: sessionTime) }
  }

  /// Runs a unit's statements from `next` on `time`'s clock, until they end, a `:quit`, or
  /// a `:clock` switch (the session's clock is then no longer the one they started on).
  private func run(_ unit: CompiledUnit, from next: inout Int, mode: RunMode, on time: RunClock) {
    let current = time.scheduler
    CurrentScheduler.run(as: current) {
      while next < unit.statements.count {
        let statement = unit.statements[next]
        next += 1
        if case .quit? = request {
          next = unit.statements.count
          return
        }
        time.runLoop?.beginTurn()
        runDue(time.clock)
        execute(statement, file: unit.file, mode: mode, on: time)
        // What a statement printed is written when it ends (SPEC §3).
        output.flush()
        if statement.bindsAName { bindings.replay.record(statement, file: unit.file) }
        // The clock changed (here, or in a file this statement `:load`ed).
        if time.host === self, scheduler !== current { return }
      }
    }
  }

  /// The end of a script: run the remaining scheduled work (up to the horizon in virtual
  /// time), then dispose the jobs that nothing can wake any more.
  public func finish() {
    CurrentScheduler.run(as: scheduler) {
      if let clock = virtualClock {
        runOut(clock, horizon: options.horizon)
      } else if let runLoop {
        runLoop.run(
          until: { jobs.isEmpty || interrupted.load(ordering: .relaxed) },
          beforeWait: { output.flush() })
      }
      disposeJobs(because: .endOfScript)
      drawFlows()
    }
    output.flush()
  }

  /// Runs the virtual clock's scheduled work up to `horizon` (or an interrupt).
  func runOut(_ clock: VirtualTimeScheduler, horizon: Double) {
    while !interrupted.load(ordering: .relaxed), let due = clock.nextDueTime, due <= horizon {
      clock.runNext()
    }
  }

  /// Runs the work due now on `clock`.
  func runDue(_ clock: SessionClock) {
    if let virtual = clock.virtual {
      while !interrupted.load(ordering: .relaxed) && virtual.runNext(notAfter: virtual.now) {}
    } else {
      clock.runLoop?.runDue()
    }
  }

  /// The session's clock as a run sees it, with the session as the host.
  var sessionTime: RunClock { RunClock(clock: clock, host: self) }
}
