import Signalbox
import SignalboxJSON
import SignalboxLanguage
import Synchronization

/// Running pipelines: in the foreground (the session drives the clock until the pipeline
/// ends), as background jobs, and `sleep`.
extension Session {
  /// Subscribes a statement's pipeline, printing its events; `onTerminal` runs after its
  /// completion or error.
  private func subscribePrinting(
    _ factory: PipelineFactory, context: StatementContext,
    onTerminal: @escaping @Sendable () -> Void
  ) -> any Disposable {
    // The statement owns the lines its subscription prints (`LineOwner`).
    LineOwner.run(context) { subscribeOwned(factory, context: context, onTerminal: onTerminal) }
  }

  private func subscribeOwned(
    _ factory: PipelineFactory, context: StatementContext,
    onTerminal: @escaping @Sendable () -> Void
  ) -> any Disposable {
    let signal: Signal<JSON>
    do { signal = try factory(Env(context: context)) } catch { signal = .error(error) }
    // An interrupt (Ctrl-C, a fuzzed run's event budget) disposes the subscriber at its next
    // value, so a synchronous source that never ends (`generate` whose condition always
    // holds) sees the disposal and returns instead of looping on.
    let stopper = WeakSubscriber()
    let subscriber = Subscriber<JSON>(
      next: { [self] value in
        printEvent(.next(value), context: context)
        if interrupted.load(ordering: .relaxed) { stopper.subscriber?.dispose() }
      },
      error: { [self] error in
        // An evaluation cut off by the interrupt: the run ends as interrupted (`disposed`).
        if error is EvaluationInterrupted { return }
        status = .pipelineFailed
        outcome.errorEventIDs.append(RuntimeError.id(of: error))
        printEvent(.error(error), context: context)
        reportRuntimeError(error)
        onTerminal()
      },
      completed: { [self] in
        printEvent(.completed, context: context)
        onTerminal()
      }
    )
    stopper.subscriber = subscriber
    return signal.subscribe(subscriber)
  }

  /// Runs a pipeline until it ends, is interrupted, or nothing is left that could end it
  /// (or, on the virtual clock, it would run past the horizon); then its marble diagram.
  /// `at` is where the statement is, for the warning when nothing could end it; `mode`
  /// says whether it is recorded and drawn, and how far the virtual clock may run.
  func runForeground(
    _ factory: PipelineFactory, text: String = "", at: (file: SourceFile, offset: Int)? = nil,
    mode: RunMode, on time: RunClock
  ) {
    let done = Atomic<Bool>(false)
    interrupted.store(false, ordering: .relaxed)
    let recorder = flowRecorder(keeps: mode.records, title: text, virtual: time.virtual != nil)
    let context = time.context(job: nil, marbles: recorder)
    report.capture?.start(context)
    if let recorder, mode.records, report.capture != nil {
      report.log.started(text, recorder: recorder, context: context)
    }
    defer {
      flowEnded(recorder, at: context.elapsed)
      if let recorder, mode.records {
        let model = recorder.model(end: context.elapsed)
        if let capture = report.capture {
          output.flush()
          report.log.finished(
            MarbleReportEntry(
              source: text, output: capture.stop(context), model: model,
              interrupted: interrupted.load(ordering: .relaxed)))
        }
        if mode.marbles { drawMarbles(recorder, model, mode: mode, title: text) }
      }
    }
    let subscription = subscribePrinting(factory, context: context) {
      done.store(true, ordering: .relaxed)
    }
    if let clock = time.virtual {
      while !done.load(ordering: .relaxed) {
        if interrupted.load(ordering: .relaxed) {
          subscription.dispose()
          printDisposed(context)
          break
        }
        guard let due = clock.nextDueTime else {
          subscription.dispose()
          warn(Message.nothingLeft())
          break
        }
        guard due <= mode.horizon else {
          subscription.dispose()
          let horizon = TimeFormat.seconds(mode.horizon)
          warn(Message.pastHorizon(horizon))
          break
        }
        clock.runNext()
      }
    } else if let runLoop = time.runLoop {
      // Checked each time the loop is about to wait: when nothing left could end the
      // pipeline, the wait is cut short (`stranded`, then a wake-up).
      var stranded = false
      let finished = runLoop.run(
        until: {
          done.load(ordering: .relaxed) || interrupted.load(ordering: .relaxed) || stranded
        },
        beforeWait: {
          output.flush()
          if !done.load(ordering: .relaxed) && !couldBeDriven(runLoop) {
            stranded = true
            runLoop.wakeUp()
          }
        })
      if !done.load(ordering: .relaxed) {
        subscription.dispose()
        if interrupted.load(ordering: .relaxed) {
          printDisposed(context)
        } else if stranded || !finished {
          warnNeverEnds(at: at)
        }
      }
    }
    runDue(time.clock)
  }

  /// Whether anything left on the wall clock could still send a foreground pipeline an
  /// event: a descriptor being read (`stdin`, a file), or scheduled work that is not a
  /// background job's — the pipeline's own, a hot connection's, a command execution's, or
  /// work no statement owns. A job's work reaches only the job's own subscribers (a job
  /// sends to no subject, and shared sources run under an owner of their own), and the
  /// statements after the pipeline, which could send to a subject or `connect`, wait for it.
  private func couldBeDriven(_ runLoop: RunLoopScheduler) -> Bool {
    if runLoop.hasWatches { return true }
    return runLoop.pendingWork.contains { _, label in
      switch label?.payload {
      case let context as StatementContext: return context.job == nil
      case let work as StageWork: return work.context.job == nil
      default: return true
      }
    }
  }

  /// The real-clock foreground pipeline was disposed because nothing left could end it:
  /// a warning with the caret under the statement and the hint to run it as a job.
  private func warnNeverEnds(at location: (file: SourceFile, offset: Int)?) {
    let message = Message.neverEnds()
    guard let location else { return warn(message) }
    output.flush()
    output.err(
      DiagnosticRenderer.render(
        Diagnostic(message, at: location.offset), in: location.file))
  }

  /// `PIPELINE &`: subscribes it as job N (its lines prefixed `[N] `) and goes on; the job
  /// is listed until it ends.
  func startJob(_ factory: PipelineFactory, text: String, on time: RunClock) {
    let job = jobs.nextNumber()
    let finished = Atomic<Bool>(false)
    let keeps = options.marbles || options.report
    let recorder = flowRecorder(keeps: keeps, title: text, virtual: time.virtual != nil)
    let context = time.context(job: job, marbles: recorder)
    if keeps { report.capture?.follow(context) }
    let subscription = subscribePrinting(factory, context: context) { [self] in
      finished.store(true, ordering: .relaxed)
      jobs.remove(job)
      drawJob(recorder, context: context, text: text)
    }
    if !finished.load(ordering: .relaxed) {
      jobs.add(
        Job(subscription: subscription, context: context, text: text, recorder: recorder),
        number: job)
    }
  }

  /// A job that ended (or was disposed): its diagram, titled with its text, with
  /// `--marbles`; its entry in the report with `--report`.
  func drawJob(_ recorder: MarbleRecorder?, context: StatementContext, text: String) {
    flowEnded(recorder, at: context.elapsed)
    guard let recorder, options.marbles || options.report else { return }
    let model = recorder.model(end: context.elapsed)
    let mode = options.mode
    if mode.report {
      let output = report.capture?.take(context) ?? []
      report.log.add(MarbleReportEntry(source: text, output: output, model: model))
    }
    if mode.marbles { drawMarbles(recorder, model, mode: mode, title: text, heading: true) }
  }

  /// Disposes every job (numbered `first` or later), each with `warning: job [N] disposed`
  /// and the reason.
  func disposeJobs(because reason: Message.JobDisposal, from first: Int = 0) {
    for (number, job) in jobs.removeAll(from: first) {
      job.subscription.dispose()
      warn(Message.jobDisposed(number, reason))
      drawJob(job.recorder, context: job.context, text: job.text)
    }
  }

  /// `sleep T`: `clock` runs T seconds on (a virtual clock no further than `horizon`).
  func sleep(_ seconds: Double, horizon: Double, on clock: SessionClock) {
    let target = clock.scheduler.now + max(0, seconds)
    if let clock = clock.virtual {
      // The virtual clock stops at the horizon: past it, work that reschedules itself
      // (`interval 1 &`) would run forever (`sleep 1e300`, `:advance 1e300`).
      let pastHorizon = target > horizon
      let stop = pastHorizon ? max(clock.now, horizon) : target
      // Like `advance(to:)`, but an interrupt stops it (the clock stays where it got to).
      while clock.runNext(notAfter: stop) {
        if interrupted.load(ordering: .relaxed) { return }
      }
      clock.advance(to: stop)
      if pastHorizon {
        warn(Message.clockAtHorizon(TimeFormat.seconds(horizon)))
      }
    } else if let runLoop = clock.runLoop {
      let wake = runLoop.schedule(at: target) {}
      runLoop.run(
        until: { runLoop.now >= target || interrupted.load(ordering: .relaxed) },
        beforeWait: { output.flush() })
      wake?.dispose()
    }
  }
}

/// The foreground subscriber, held weakly by its own `next` (a strong hold would be a cycle
/// that keeps the session alive); set once, before the subscription starts.
private final class WeakSubscriber: @unchecked Sendable {
  weak var subscriber: Subscriber<JSON>?
}
