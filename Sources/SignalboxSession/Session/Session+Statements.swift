import Signalbox
import SignalboxJSON
import SignalboxLanguage

/// Executing one compiled statement: a pipeline (in the foreground or as a job), a
/// binding, a subject's or a command's statement, `sleep`, a meta command.
extension Session {
  /// Runs `statement` on `time`'s clock (the session's, or a `:marbles` run's own).
  func execute(
    _ statement: CompiledStatement, file: SourceFile, mode: RunMode, on time: RunClock
  ) {
    switch statement {
    case .run(let factory, let background, let at):
      // The statement's own text (not the rest of its line): a job's, a diagram's title.
      if background {
        startJob(factory, text: file.statementText(at: at), on: time)
      } else {
        runForeground(
          factory, text: file.statementText(at: at), at: (file, at), mode: mode, on: time)
      }
    case .letPipeline(let slot, let factory, let hot):
      switch hot {
      case .cold:
        set(slot, .pipeline(factory))
      case .hot:
        let context = flowContext(title: "let \(name(of: slot)) (hot)", on: time).context
        let signal = (try? factory(Env(context: context))) ?? .empty
        set(slot, .hot(signal))
      case .connection:
        let context = flowContext(title: "let \(name(of: slot)) (connected)", on: time).context
        let signal = (try? factory(Env(context: context))) ?? .empty
        set(slot, .connection(Compiler.connectionSource(signal, in: context).publish()))
      case .connectable:
        let context = flowContext(title: "let \(name(of: slot)) (connected)", on: time).context
        let signal = (try? factory(Env(context: context))) ?? .empty
        set(slot, .connection(Compiler.connectionSource(signal, in: context).connectable()))
      }
    case .letSequence(let slot, let factory):
      // Evaluated once, now: every use shares the sequence and its memoised cells.
      let context = time.context(job: nil)
      do {
        set(slot, .sequence(try factory(Env(context: context)).replayLast()))
      } catch {
        if !time.quiet {
          output.err(
            DiagnosticRenderer.line(
              .error, RuntimeError.message(of: error), id: RuntimeError.id(of: error)) + "\n")
        }
        status = .pipelineFailed
      }
    case .letValue(let slot, let eval):
      if let value = evaluate(eval, on: time) { set(slot, .value(value)) }
    case .subject(let slot, let kind, let arguments):
      makeSubject(slot, kind: kind, arguments: arguments, on: time)
    case .send(let slot, let eval):
      guard case .subject(let subject, let kind) = globals[slot],
        let value = evaluate(eval, on: time)
      else { return }
      if kind == .replaySubject,
        let error = replayWeights[slot]?.admit(value, subject: name(of: slot))
      {
        return fail(error, on: time)
      }
      subject.sendNext(value)
    case .complete(let slot):
      guard case .subject(let subject, _) = globals[slot] else { return }
      subject.sendCompleted()
    case .fail(let slot, let eval):
      guard case .subject(let subject, _) = globals[slot],
        let value = evaluate(eval, on: time)
      else { return }
      subject.sendError(RuntimeError(Compiler.errorMessage(value)))
    case .command(let slot, let concurrent, let block):
      set(
        slot,
        .command(
          makeCommand(concurrent: concurrent, block: block, name: name(of: slot), on: time)))
    case .execute(let slot, let eval, let name):
      guard case .command(let command) = globals[slot],
        let value = evaluate(eval, on: time)
      else { return }
      if command.tryExecute(value) == nil {
        warn(Message.commandNotEnabled(name))
      }
    case .connect(let slot):
      guard case .connection(let connection) = globals[slot] else { return }
      connection.connect()
    case .sleep(let eval):
      guard case .number(let seconds)? = evaluate(eval, on: time) else { return }
      sleep(seconds, horizon: mode.horizon, on: time.clock)
    case .expect(let expectation, let at):
      runExpectation(expectation, at: at, file: file, mode: mode)
    case .meta(let name, let rest, let at, let argumentAt):
      runMeta(name, rest, at: at, argumentAt: argumentAt, file: file, mode: mode)
    }
  }

  func set(_ slot: Int, _ binding: Binding) {
    while globals.slots.count <= slot { globals.slots.append(.unset) }
    globals.slots[slot] = binding
  }

  /// The value of an expression statement's argument, evaluated on `time`; nil (with
  /// `error:` on stderr unless the run is quiet, and exit status 1) when it fails.
  private func evaluate(_ eval: Eval, on time: RunClock) -> JSON? {
    do {
      let context = time.context(job: nil)
      let env = Env(context: context)
      // Under the statement's owner, so that a long function (`"a" * 1e9`) asks this run
      // whether it was interrupted.
      return try LineOwner.run(context) {
        try eval(Frame(x: .null, i: 0, acc: .null, env: env))
      }
    } catch is EvaluationInterrupted {
      return nil  // cut off by Ctrl-C or the preview's budget: nothing to say
    } catch {
      fail(error, on: time)
      return nil
    }
  }

  /// A statement's error: `error:` on stderr unless the run is quiet, and exit status 1.
  private func fail(_ error: any Error, on time: RunClock) {
    if !time.quiet {
      output.err(
        DiagnosticRenderer.line(
          .error, RuntimeError.message(of: error), id: RuntimeError.id(of: error)) + "\n")
      reportRuntimeError(error)
    }
    status = .pipelineFailed
  }

  private func makeSubject(
    _ slot: Int, kind: SubjectKind, arguments: [Eval], on time: RunClock
  ) {
    switch kind {
    case .replaySubject:
      var capacity: Int? = nil
      if let first = arguments.first {
        // Checked by the compiler: a count (0…10^15), or an error already reported.
        guard let value = evaluate(first, on: time), let n = Compiler.count(value) else { return }
        capacity = n
      }
      replayWeights[slot] = ReplayWeights(capacity: capacity)
      set(slot, .subject(ReplaySubject<JSON>(capacity: capacity), kind: kind))
    case .behaviorSubject:
      let start = arguments.first.flatMap { evaluate($0, on: time) } ?? .null
      set(slot, .subject(BehaviorSubject<JSON>(start), kind: kind))
    case .subject:
      set(slot, .subject(Subject<JSON>(), kind: kind))
    }
  }

  private func makeCommand(
    concurrent: Bool, block: @escaping BlockFactory, name: String, on time: RunClock
  ) -> Command<JSON, JSON> {
    Command<JSON, JSON>(allowsConcurrentExecution: concurrent, scheduler: time.scheduler) {
      [self] input in
      // Each execution is its own owner of lines, timed from its subscription, and a flow
      // of its own, which ends when the execution does (`flowContext`).
      Signal { downstream in
        let (execution, recorder) = self.flowContext(
          title: "execute \(name), \(JSONWriter.string(input))", executing: true, on: time)
        let end: @Sendable () -> Void = { self.flowEnded(recorder, at: execution.elapsed) }
        let work = LineOwner.run(execution) { () -> (any Disposable)? in
          do {
            return try block(Env(context: execution), input)
              .finally(end).subscribe(forwardingTo: downstream)
          } catch {
            downstream.sendError(error)
            end()
            return nil
          }
        }
        return CompoundDisposable([work, ActionDisposable(end)].compactMap { $0 })
      }
    }
  }
}
