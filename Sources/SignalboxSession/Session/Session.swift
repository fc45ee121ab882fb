import Signalbox
import SignalboxJSON
import SignalboxLanguage
import Synchronization

/// Options of a session (the command line's flags).
public struct SessionOptions: Sendable {
  public var virtualTime = false
  public var horizon = 3600.0
  public var format = OutputFormat.text
  public var traceEveryStage = false
  /// Draw each foreground pipeline's marble diagram after it ends.
  public var marbles = false
  /// How `--marbles` and `:marbles` draw (`--marbles=FORMAT`).
  public var marbleFormat = MarbleFormat.diagram
  /// The width of a terminal marble diagram, and where `:explain` wraps (the CLI:
  /// `$COLUMNS`, the terminal's, or 80).
  public var marbleWidth = 80
  /// Keep every foreground pipeline's text, output and diagram (`--report`): see
  /// `Session.reportEntries`.
  public var report = false
  /// Label the work every stage schedules so `:pending` can say which stage it is for (the
  /// REPL sets it; a program that uses `:pending` gets it anyway). Costs a relay per stage.
  public var labelWork = false
  /// jq's `-r`: the values format prints strings without quotes.
  public var rawOutput = false
  /// jq's `--indent N`: the values format prints values pretty, N spaces a level (0: compact).
  public var indent = 0
  /// Where the `stdin` source reads: standard input, or the data files of `--input`.
  public var stdinDescriptor: Int32 = 0
  /// Names bound before the program runs (`--arg`, `--argjson`), in order.
  public var arguments: [(name: String, value: JSON)] = []
  /// jq's output flags beyond `-r` and `--indent` (`-S`, `--tab`, `-j`, `-a`,
  /// `--raw-output0`, `--seq`, `--exit-status`), for the values format.
  public var jq = JQOutputOptions()
  /// jq's input flags (`-n`, `-R`, `-s`): what the plain `stdin` source sends.
  public var jqInput = JQInput.json
  /// jq's `--args`/`--jsonargs`: `$ARGS.positional`.
  public var positionalArguments: [JSON] = []
  public init() {}
}

/// Runs programs: parses and compiles statements, then executes them on one clock (virtual
/// or real), printing events through a `SessionOutput`. It has no UI: the script runner,
/// the `-e` mode and the REPL all drive it.
///
/// The session orchestrates: statements (`Session+Statements`), foreground pipelines and
/// background jobs (`Session+Pipelines`, `Jobs`), the clock. What it prints goes through a
/// `Printer` for the output format, chosen once (`Session+Output`); meta commands and
/// `:explain` are in `Session+Meta` and `Session+Explain`.
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
  public internal(set) var options: SessionOptions {
    didSet {
      // `:format`: the one time the printer is chosen again.
      if options.format != oldValue.format { printer = options.format.printer(output, options) }
    }
  }
  /// Standard output and standard error, with the colours chosen for them.
  let output: OutputChannel
  /// Prints events, `log` and `trace` lines and marble diagrams in `options.format`.
  private(set) var printer: any Printer
  let compiler = Compiler()
  package let globals = Globals()
  // The clock: set at creation, replaced by `:clock` in a script (`switchClock`).
  private(set) var virtualClock: VirtualTimeScheduler?
  private(set) var runLoop: RunLoopScheduler?
  public private(set) var scheduler: any Scheduler
  /// Made at first use: a program that never reads stdin (`-e 'just 1'`) does not pay for
  /// the reader and its buffer at start-up.
  package private(set) lazy var stdinSource: StdinSource = {
    let channel = output
    return StdinSource(
      fd: options.stdinDescriptor, runLoop: runLoop, beforeBlocking: { channel.flush() },
      warn: { channel.err($0 + "\n") },
      isInterrupted: { [weak self] in self?.interrupted.load(ordering: .relaxed) ?? false })
  }()
  package let liveSubscriptions = LiveSubscriptions()
  package var jqInput: JQInput { options.jqInput }
  package var stdinDescriptor: Int32 { options.stdinDescriptor }
  var jobs = Jobs()
  /// What the last meta command asked of the driver (`:quit`, `:reset`, `:clock`).
  var request: Request?
  /// Set while the REPL drives the session: it answers `:clock` and `:reset` itself by
  /// making a new session. A script's `:clock` is answered here (`switchClock`).
  private var interactive = false
  /// The binding statements run so far, in order: what `:clock` makes again on the new
  /// clock (as the REPL replays them at the prompt).
  private var definitions: [(statement: CompiledStatement, file: SourceFile)] = []
  /// `.success` while every pipeline completed, `.pipelineFailed` after an error event.
  public internal(set) var status = ExitStatus.success
  /// The catalogue entry of each error event printed so far (nil for the program's own
  /// text): the IDs the text of an error event does not show (the explain tests read them).
  public internal(set) var errorEventIDs: [DiagnosticMessage.ID?] = []
  /// `status` as a process exit status (0 or 1).
  public var exitStatus: Int32 { status.rawValue }
  /// With `options.report`: every foreground pipeline run so far (`HTMLReport`).
  public var reportEntries: [MarbleReportEntry] { reportLog.entries }
  let reportLog = ReportLog()
  /// What `--report` has captured of the running foreground pipeline's output.
  let reportCapture: ReportCapture?
  /// Where `:marbles … > FILE` sends the drawing; nil: the printer.
  var marbleTarget: String?
  /// Where `--marbles=svg` sends each pipeline's diagram, titled with its text (the CLI
  /// draws them all as one SVG document on standard output, while the rest goes to
  /// standard error); nil: each is printed as a document of its own.
  public var marblePanels: (@Sendable (MarblePanel) -> Void)?
  /// The width of the next marble diagram (and of `:explain`'s lines), asked each time one
  /// is drawn: the REPL reads the terminal's, so a resized window fits the next diagram.
  /// Nil: `options.marbleWidth`.
  public var marbleWidthProvider: (@Sendable () -> Int)?
  /// Set (from a signal handler's helper) to stop the foreground pipeline.
  public let interrupted = Atomic<Bool>(false)

  /// With `options.report`: every foreground pipeline so far, the one running now
  /// included (as far as it got, marked interrupted). Safe from any thread: what the CLI
  /// writes when a signal ends the program in the middle of a pipeline.
  public func reportEntriesSoFar() -> [MarbleReportEntry] {
    reportLog.snapshot(capture: reportCapture)
  }

  public init(options: SessionOptions, output: any SessionOutput) {
    self.options = options
    let capture = options.report ? ReportCapture(output) : nil
    reportCapture = capture
    self.output = OutputChannel(capture ?? output)
    printer = options.format.printer(self.output, options)
    compiler.traceEveryStage = options.traceEveryStage
    compiler.marbleEveryStage = options.marbles || options.report
    (virtualClock, runLoop, scheduler) = Session.makeClock(virtual: options.virtualTime)
    if !options.arguments.isEmpty || !options.positionalArguments.isEmpty { defineArguments() }
  }

  // MARK: loading

  /// Parses and compiles `files` (all before anything runs). Prints diagnostics; returns
  /// nil when there were errors.
  public func compile(_ files: [SourceFile]) -> [CompiledUnit]? {
    var units: [CompiledUnit] = []
    var failed = false
    for file in files {
      let (statements, parseDiagnostics) = Parser.parse(file)
      let usesLabels = statements.contains { statement in
        if case .meta(let name, _, _, _) = statement {
          return Catalogue.metaCommand(named: name)?.readsWorkLabels ?? false
        }
        return false
      }
      if options.labelWork || usesLabels {
        compiler.labelWork = true
      }
      compiler.diagnostics = []
      compiler.file = file
      var compiled: [CompiledStatement] = []
      for statement in statements {
        if let c = compiler.compile(statement) { compiled.append(c) }
      }
      let diagnostics = (parseDiagnostics + compiler.diagnostics).sorted { $0.offset < $1.offset }
      if !diagnostics.isEmpty { output.err(DiagnosticRenderer.renderAll(diagnostics, in: file)) }
      if diagnostics.contains(where: { $0.severity == .error }) { failed = true }
      units.append(CompiledUnit(file: file, statements: compiled))
    }
    return failed ? nil : units
  }

  /// Compiles and runs `files` in order, then applies the end-of-script rules. Returns
  /// false when compilation failed (nothing ran).
  @discardableResult
  public func runProgram(_ files: [SourceFile]) -> Bool {
    guard let units = compile(files) else { return false }
    for unit in units { run(unit) }
    finish()
    return true
  }

  public struct CompiledUnit {
    let file: SourceFile
    let statements: [CompiledStatement]
  }

  /// Runs one REPL entry: compiled against the session's bindings, then executed; a
  /// compile error is reported and leaves the session's state as it was.
  public func runInteractive(_ file: SourceFile) {
    guard let units = compile([file]) else { return }
    interactive = true
    defer { interactive = false }
    for unit in units { run(unit) }
  }

  // MARK: running

  func run(_ unit: CompiledUnit) {
    var next = 0
    while next < unit.statements.count {
      // Entered again after a `:clock` switch, so the statements after it run with the new
      // clock as the current scheduler.
      let clock = scheduler
      CurrentScheduler.run(as: clock) {
        while next < unit.statements.count {
          let statement = unit.statements[next]
          next += 1
          if case .quit? = request {
            next = unit.statements.count
            return
          }
          runLoop?.beginTurn()
          runDue()
          execute(statement, file: unit.file)
          // What a statement printed is written when it ends (SPEC §3).
          output.flush()
          if statement.bindsAName { definitions.append((statement, unit.file)) }
          if !interactive, case .clock(let virtual)? = request {
            request = nil
            switchClock(virtual: virtual)
          }
          // The clock changed (here, or in a file this statement `:load`ed).
          if scheduler !== clock { return }
        }
      }
    }
  }

  /// The end of a script: run the remaining scheduled work (up to the horizon in virtual
  /// time), then dispose the jobs that nothing can wake any more.
  public func finish() {
    CurrentScheduler.run(as: scheduler) {
      if let clock = virtualClock {
        while !interrupted.load(ordering: .relaxed), let due = clock.nextDueTime,
          due <= options.horizon
        {
          clock.runNext()
        }
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

  // MARK: the clock

  /// A fresh clock: the virtual clock at 0, or a wall-clock run loop.
  private static func makeClock(virtual: Bool) -> (
    VirtualTimeScheduler?, RunLoopScheduler?, any Scheduler
  ) {
    if virtual {
      let clock = VirtualTimeScheduler()
      return (clock, nil, clock)
    }
    let loop = RunLoopScheduler()
    return (nil, loop, loop)
  }

  /// `:clock real|virtual` in a script: the statements after it run on a fresh clock of
  /// that kind, exactly as at the prompt — the background jobs of the old clock are
  /// disposed (with a warning), the new clock starts at 0, and the names bound so far are
  /// bound again on it (subjects and hot pipelines start afresh; reading stdin goes on
  /// where it was).
  func switchClock(virtual: Bool) {
    disposeJobs(because: .clockChanged)
    (virtualClock, runLoop, scheduler) = Session.makeClock(virtual: virtual)
    options.virtualTime = virtual
    stdinSource.runLoop = runLoop
    let bindings = definitions
    definitions = []
    CurrentScheduler.run(as: scheduler) {
      for (statement, file) in bindings {
        execute(statement, file: file)
        definitions.append((statement, file))
      }
    }
  }

  /// Runs the work due now.
  func runDue() {
    if let clock = virtualClock {
      while !interrupted.load(ordering: .relaxed) && clock.runNext(notAfter: clock.now) {}
    } else {
      runLoop?.runDue()
    }
  }

  func newContext(job: Int?) -> StatementContext {
    StatementContext(host: self, start: scheduler.now, job: job)
  }
}
