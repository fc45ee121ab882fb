import Signalbox
import Synchronization

/// Options of a session (the command line's flags).
public struct SessionOptions: Sendable {
  public var virtualTime = false
  public var horizon = 3600.0
  public var format = OutputFormat.text
  public var traceEveryStage = false
  /// Draw each foreground pipeline's marble diagram after it ends.
  public var marbles = false
  /// Label the work every stage schedules so `:pending` can say which stage it is for (the
  /// REPL sets it; a program that uses `:pending` gets it anyway). Costs a relay per stage.
  public var labelWork = false
  public init() {}
}

/// Runs programs: parses and compiles statements, then executes them on one clock (virtual
/// or real), printing events through a `SessionOutput`. It has no UI: the script runner,
/// the `-e` mode and the REPL all drive it.
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
  public internal(set) var options: SessionOptions
  let output: any SessionOutput
  let compiler = Compiler()
  let globals = Globals()
  // The clock: set at creation, replaced by `:clock` in a script (`switchClock`).
  private(set) var virtualClock: VirtualTimeScheduler?
  private(set) var runLoop: RunLoopScheduler?
  public private(set) var scheduler: any Scheduler
  private(set) var stdinSource: StdinSource
  let liveSubscriptions = LiveSubscriptions()
  var jobs: [Int: Job] = [:]
  private var jobCount = 0
  /// What the last meta command asked of the driver (`:quit`, `:reset`, `:clock`).
  var request: Request?
  /// Set while the REPL drives the session: it answers `:clock` and `:reset` itself by
  /// making a new session. A script's `:clock` is answered here (`switchClock`).
  private var interactive = false
  /// The binding statements run so far, in order: what `:clock` makes again on the new
  /// clock (as the REPL replays them at the prompt).
  private var definitions: [(statement: CompiledStatement, file: SourceFile)] = []
  /// 0 when every pipeline completed, 1 after an error event.
  public private(set) var exitStatus: Int32 = 0
  /// Set (from a signal handler's helper) to stop the foreground pipeline.
  public let interrupted = Atomic<Bool>(false)

  public init(options: SessionOptions, output: any SessionOutput) {
    self.options = options
    self.output = output
    compiler.traceEveryStage = options.traceEveryStage
    compiler.marbleEveryStage = options.marbles
    (virtualClock, runLoop, scheduler) = Session.makeClock(virtual: options.virtualTime)
    stdinSource = StdinSource(runLoop: nil, beforeBlocking: {}, warn: { _ in })
    let out = output
    stdinSource = StdinSource(
      runLoop: runLoop, beforeBlocking: { out.flush() }, warn: { out.err($0 + "\n") },
      isInterrupted: { [weak self] in self?.interrupted.load(ordering: .relaxed) ?? false })
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
        if case .meta(let name, _, _) = statement { return name == "pending" || name == "resources" }
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
      for d in diagnostics { output.err(DiagnosticRenderer.render(d, in: file)) }
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

  /// A fresh clock: the virtual clock at 0, or a wall-clock run loop.
  private static func makeClock(virtual: Bool) -> (VirtualTimeScheduler?, RunLoopScheduler?, any Scheduler) {
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
    for job in jobs.keys.sorted() {
      jobs[job]?.subscription.dispose()
      warn("job [\(job)] disposed: the clock changed")
    }
    jobs = [:]
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

  private func runDue() {
    if let clock = virtualClock {
      while !interrupted.load(ordering: .relaxed) && clock.runNext(notAfter: clock.now) {}
    } else {
      runLoop?.runDue()
    }
  }

  func newContext(job: Int?) -> StatementContext {
    StatementContext(host: self, start: scheduler.now, job: job)
  }

  private func evaluate(_ eval: Eval, _ context: StatementContext) -> JSON? {
    do {
      return try eval(Frame(x: .null, i: 0, acc: .null, env: Env(context: context)))
    } catch {
      output.err("error: \(RuntimeError.message(of: error))\n")
      reportRuntimeError(error)
      exitStatus = 1
      return nil
    }
  }

  private func execute(_ statement: CompiledStatement, file: SourceFile) {
    switch statement {
    case .run(let factory, let background, let at):
      if background {
        startJob(factory, text: file.lineText(file.location(of: at).line).trimmingSpaces())
      } else {
        runForeground(factory)
      }
    case .letPipeline(let slot, let factory, let hot):
      switch hot {
      case .cold:
        set(slot, .pipeline(factory))
      case .hot:
        let context = newContext(job: nil)
        let signal = (try? factory(Env(context: context))) ?? .empty
        set(slot, .hot(signal))
      case .connection:
        let context = newContext(job: nil)
        let signal = (try? factory(Env(context: context))) ?? .empty
        set(slot, .connection(Compiler.connectionSource(signal, host: self).publish()))
      }
    case .letSequence(let slot, let factory):
      // Evaluated once, now: every use shares the sequence and its memoised cells.
      let context = newContext(job: nil)
      do {
        set(slot, .sequence(try factory(Env(context: context)).replayLast()))
      } catch {
        output.err("error: \(RuntimeError.message(of: error))\n")
        exitStatus = 1
      }
    case .letValue(let slot, let eval):
      if let value = evaluate(eval, newContext(job: nil)) { set(slot, .value(value)) }
    case .subject(let slot, let kind, let arguments):
      let context = newContext(job: nil)
      switch kind {
      case "replaySubject":
        var capacity: Int? = nil
        if let first = arguments.first {
          // Checked by the compiler: a count (0…10^15), or an error already reported.
          guard let value = evaluate(first, context), let n = Compiler.count(value) else { return }
          capacity = n
        }
        set(slot, .subject(ReplaySubject<JSON>(capacity: capacity), kind: kind))
      case "behaviorSubject":
        let start = arguments.first.flatMap { evaluate($0, context) } ?? .null
        set(slot, .subject(BehaviorSubject<JSON>(start), kind: kind))
      default:
        set(slot, .subject(Subject<JSON>(), kind: kind))
      }
    case .send(let slot, let eval):
      guard case .subject(let subject, _) = globals[slot], let value = evaluate(eval, newContext(job: nil)) else { return }
      subject.sendNext(value)
    case .complete(let slot):
      guard case .subject(let subject, _) = globals[slot] else { return }
      subject.sendCompleted()
    case .fail(let slot, let eval):
      guard case .subject(let subject, _) = globals[slot], let value = evaluate(eval, newContext(job: nil)) else { return }
      subject.sendError(RuntimeError(Compiler.errorMessage(value)))
    case .command(let slot, let concurrent, let block):
      let command = Command<JSON, JSON>(allowsConcurrentExecution: concurrent, scheduler: scheduler) { [self] input in
        // Each execution is its own owner of lines, timed from its subscription.
        Signal { downstream in
          let execution = StatementContext(host: self, start: self.scheduler.now, job: nil)
          return LineOwner.run(execution) {
            do {
              return try block(Env(context: execution), input).subscribe(forwardingTo: downstream)
            } catch {
              downstream.sendError(error)
              return nil
            }
          }
        }
      }
      set(slot, .command(command))
    case .execute(let slot, let eval, let name):
      guard case .command(let command) = globals[slot], let value = evaluate(eval, newContext(job: nil)) else { return }
      if command.tryExecute(value) == nil {
        warn("execute: command '\(name)' is not enabled (it is still executing)")
      }
    case .connect(let slot):
      guard case .connection(let connection) = globals[slot] else { return }
      connection.connect()
    case .sleep(let eval):
      guard case .number(let seconds)? = evaluate(eval, newContext(job: nil)) else { return }
      sleep(seconds)
    case .meta(let name, let rest, let at):
      runMeta(name, rest, at: at, file: file)
    }
  }

  func set(_ slot: Int, _ binding: Binding) {
    while globals.slots.count <= slot { globals.slots.append(.unset) }
    globals.slots[slot] = binding
  }

  private func subscribePrinting(
    _ factory: PipelineFactory, context: StatementContext, onTerminal: @escaping @Sendable () -> Void
  ) -> any Disposable {
    // The statement owns the lines its subscription prints (`LineOwner`).
    LineOwner.run(context) { subscribeOwned(factory, context: context, onTerminal: onTerminal) }
  }

  private func subscribeOwned(
    _ factory: PipelineFactory, context: StatementContext, onTerminal: @escaping @Sendable () -> Void
  ) -> any Disposable {
    let signal: Signal<JSON>
    do { signal = try factory(Env(context: context)) } catch { signal = .error(error) }
    return signal.subscribe(
      Subscriber(
        next: { [self] value in printEvent(.next(value), context: context) },
        error: { [self] error in
          exitStatus = 1
          printEvent(.error(error), context: context)
          reportRuntimeError(error)
          onTerminal()
        },
        completed: { [self] in
          printEvent(.completed, context: context)
          onTerminal()
        }
      ))
  }

  private func runForeground(_ factory: PipelineFactory) {
    let done = Atomic<Bool>(false)
    interrupted.store(false, ordering: .relaxed)
    let recorder = options.marbles ? MarbleRecorder() : nil
    let context = StatementContext(host: self, start: scheduler.now, job: nil, marbles: recorder)
    defer { if let recorder { drawMarbles(recorder) } }
    let subscription = subscribePrinting(factory, context: context) { done.store(true, ordering: .relaxed) }
    if let clock = virtualClock {
      while !done.load(ordering: .relaxed) {
        if interrupted.load(ordering: .relaxed) {
          subscription.dispose()
          printLine("disposed", context: context)
          break
        }
        guard let due = clock.nextDueTime else {
          subscription.dispose()
          warn("pipeline disposed: no scheduled work left that could end it")
          break
        }
        guard due <= options.horizon else {
          subscription.dispose()
          warn("pipeline disposed: it would run past the horizon (\(TimeFormat.seconds(options.horizon)) s)")
          break
        }
        clock.runNext()
      }
    } else if let runLoop {
      let finished = runLoop.run(
        until: { done.load(ordering: .relaxed) || interrupted.load(ordering: .relaxed) },
        beforeWait: { output.flush() })
      if !done.load(ordering: .relaxed) {
        subscription.dispose()
        if interrupted.load(ordering: .relaxed) {
          printLine("disposed", context: context)
        } else if !finished {
          warn("pipeline disposed: no scheduled work left that could end it")
        }
      }
    }
    runDue()
  }

  private func startJob(_ factory: PipelineFactory, text: String) {
    jobCount += 1
    let job = jobCount
    let finished = Atomic<Bool>(false)
    let context = newContext(job: job)
    let subscription = subscribePrinting(factory, context: context) { [self] in
      finished.store(true, ordering: .relaxed)
      jobs[job] = nil
    }
    if !finished.load(ordering: .relaxed) { jobs[job] = Job(subscription: subscription, context: context, text: text) }
  }

  func sleep(_ seconds: Double) {
    let target = scheduler.now + max(0, seconds)
    if let clock = virtualClock {
      // The virtual clock stops at the horizon: past it, work that reschedules itself
      // (`interval 1 &`) would run forever (`sleep 1e300`, `:advance 1e300`).
      let pastHorizon = target > options.horizon
      let stop = pastHorizon ? max(clock.now, options.horizon) : target
      // Like `advance(to:)`, but an interrupt stops it (the clock stays where it got to).
      while clock.runNext(notAfter: stop) {
        if interrupted.load(ordering: .relaxed) { return }
      }
      clock.advance(to: stop)
      if pastHorizon { warn("the virtual clock stops at the horizon (\(TimeFormat.seconds(options.horizon)) s)") }
    } else if let runLoop {
      let wake = runLoop.schedule(at: target) {}
      runLoop.run(until: { runLoop.now >= target || interrupted.load(ordering: .relaxed) }, beforeWait: { output.flush() })
      wake?.dispose()
    }
  }

  /// The end of a script: run the remaining scheduled work (up to the horizon in virtual
  /// time), then dispose the jobs that nothing can wake any more.
  public func finish() {
    CurrentScheduler.run(as: scheduler) {
      if let clock = virtualClock {
        while !interrupted.load(ordering: .relaxed), let due = clock.nextDueTime, due <= options.horizon {
          clock.runNext()
        }
      } else if let runLoop {
        runLoop.run(until: { jobs.isEmpty || interrupted.load(ordering: .relaxed) }, beforeWait: { output.flush() })
      }
      for job in jobs.keys.sorted() {
        jobs[job]?.subscription.dispose()
        warn("job [\(job)] disposed at the end of the script")
      }
      jobs = [:]
    }
    output.flush()
  }

  // MARK: printing

  func prefix(_ context: StatementContext?) -> String {
    guard let job = context?.job else { return "" }
    return "[\(job)] "
  }

  func printLine(_ text: String, context: StatementContext?) {
    let t = context?.elapsed ?? 0
    output.out("\(prefix(context))\(TimeFormat.seconds(t)) \(text)")
  }

  func printEvent(_ event: Event<JSON>, context: StatementContext) {
    let t = context.elapsed
    switch options.format {
    case .text:
      switch event {
      case .next(let v):
        let head = "\(prefix(context))\(TimeFormat.seconds(t)) next "
        if case .string(let s) = v, s.utf8.count >= 1 << 20 {
          output.outValue(prefix: head, v)  // may be written in pieces
          return
        }
        output.outLine { bytes in
          bytes.append(contentsOf: head.utf8)
          JSONWriter.write(v, into: &bytes)
        }
      case .completed: printLine("completed", context: context)
      case .error(let e): printLine("error \(JSONWriter.string(.string(RuntimeError.message(of: e))))", context: context)
      }
    case .json:
      let job = context.job.map { "\"job\":\($0)," } ?? ""
      switch event {
      case .next(let v): output.out("{\(job)\"t\":\(TimeFormat.json(t)),\"kind\":\"next\",\"value\":\(JSONWriter.string(v))}")
      case .completed: output.out("{\(job)\"t\":\(TimeFormat.json(t)),\"kind\":\"completed\"}")
      case .error(let e):
        output.out("{\(job)\"t\":\(TimeFormat.json(t)),\"kind\":\"error\",\"message\":\(JSONWriter.string(.string(RuntimeError.message(of: e))))}")
      }
    case .values:
      switch event {
      case .next(let v):
        if case .string(let s) = v, s.utf8.count >= 1 << 20 {
          output.outValue(prefix: "", v)  // may be written in pieces
        } else {
          output.outLine { JSONWriter.write(v, into: &$0) }
        }
      case .completed: break
      case .error(let e):
        output.flush()
        output.err("error: \(RuntimeError.message(of: e))\n")
      }
    }
  }

  func log(_ values: [JSON], context: StatementContext) {
    let t = context.elapsed
    switch options.format {
    case .text:
      printLine((["log"] + values.map { JSONWriter.string($0) }).joined(separator: " "), context: context)
    case .json:
      let job = context.job.map { "\"job\":\($0)," } ?? ""
      output.out("{\(job)\"t\":\(TimeFormat.json(t)),\"kind\":\"log\",\"values\":\(JSONWriter.string(.array(values)))}")
    case .values:
      output.flush()
      output.err("\(prefix(context))\(TimeFormat.seconds(t)) log \(values.map { JSONWriter.string($0) }.joined(separator: " "))\n")
    }
  }

  func trace(_ label: String, _ event: String, _ payload: JSON?, context: StatementContext) {
    let t = context.elapsed
    let text = "trace \(label) \(event)" + (payload.map { " " + JSONWriter.string($0) } ?? "")
    switch options.format {
    case .text: printLine(text, context: context)
    case .json:
      let job = context.job.map { "\"job\":\($0)," } ?? ""
      var fields = "{\(job)\"t\":\(TimeFormat.json(t)),\"kind\":\"trace\",\"label\":\(JSONWriter.string(.string(label))),\"event\":\"\(event)\""
      if let payload { fields += event == "error" ? ",\"message\":\(JSONWriter.string(payload))" : ",\"value\":\(JSONWriter.string(payload))" }
      output.out(fields + "}")
    case .values:
      output.flush()
      output.err("\(prefix(context))\(TimeFormat.seconds(t)) \(text)\n")
    }
  }

  /// Prints a marble diagram: on stdout in text format, on stderr otherwise (where it
  /// cannot be mistaken for data).
  func drawMarbles(_ recorder: MarbleRecorder) {
    let lines = recorder.render()
    guard !lines.isEmpty else { return }
    if options.format == .text {
      for line in lines { output.out(line) }
    } else {
      output.flush()
      output.err(lines.joined(separator: "\n") + "\n")
    }
  }

  /// An expression that failed: where, and on which value (SPEC §8), on stderr after the
  /// error event.
  func reportRuntimeError(_ error: any Error) {
    guard let error = error as? RuntimeError, let location = error.location else { return }
    // A long or deep value is cut: the diagnostic is one line about the program.
    let value = error.value.map { v -> String in
      let text = JSONWriter.string(v)
      return " (x = \(text.count > 200 ? String(text.prefix(197)) + "..." : text))"
    } ?? ""
    output.flush()
    output.err(DiagnosticRenderer.render(Diagnostic(.runtimeError, error.message + value, at: location.offset), in: location.file))
  }

  func warn(_ message: String) {
    output.flush()
    output.err("warning: \(message)\n")
  }
}

extension Session {
  /// Runs one REPL entry: compiled against the session's bindings, then executed; a
  /// compile error is reported and leaves the session's state as it was.
  public func runInteractive(_ file: SourceFile) {
    guard let units = compile([file]) else { return }
    interactive = true
    defer { interactive = false }
    for unit in units { run(unit) }
  }
}
