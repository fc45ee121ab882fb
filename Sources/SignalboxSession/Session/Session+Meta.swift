import Signalbox
import SignalboxJSON
import SignalboxLanguage

extension Session {
  /// What a meta command asks of whoever drives the session (the REPL makes a new one
  /// for `:reset`).
  package enum Request: Sendable, Equatable {
    case quit
    case reset
    /// `:preview on|off|horizon S`: the REPL's preview (nothing outside the REPL).
    case preview(PreviewSetting)
    /// `:input FILE`: the REPL binds a sample of FILE as `stdin`.
    case input(String)
  }

  /// What `:preview` sets.
  package enum PreviewSetting: Sendable, Equatable {
    case on, off
    case horizon(Double)
  }

  /// The real-time run loop (nil on a virtual clock): the REPL waits for input on it so
  /// timers and jobs keep running while a line is typed.
  package var realTimeLoop: RunLoopScheduler? { runLoop }

  /// Whether the run was interrupted (`RuntimeHost`: the `range` source asks).
  package var isInterrupted: Bool { interrupted.load(ordering: .relaxed) }

  /// Whether a background job is running (one may still read what `stdin` read).
  package var hasJobs: Bool { !jobs.isEmpty }

  /// The names bound so far (for completion: `ReplQuestions.completionWords`).
  package var boundNames: [String] { Array(compiler.names.keys) }

  /// Disposes every background job at once (leaving the REPL); the live view is told each
  /// job's flow ended.
  package func stopJobs() {
    for (_, job) in jobs.removeAll() {
      job.subscription.dispose()
      flowEnded(job.recorder, at: job.context.elapsed)
    }
  }

  /// Ends the session for good (before the REPL replaces it): its jobs disposed and its
  /// clock's queued work dropped, so nothing scheduled keeps the session (its bindings,
  /// subjects and output) alive. The live view, which outlives it, is told that its hot
  /// pipelines' flows ended too.
  public func close() {
    stopJobs()
    clock.discardPendingWork()
    for flow in report.log.takeFlows() { flowEnded(flow.recorder, at: flow.context.elapsed) }
  }

  /// Disposes every background job before the REPL replaces this session (`:reset`), each
  /// with a warning that names it: `job [1] disposed: the session was reset`.
  package func disposeJobsForReset() {
    disposeJobs(because: .reset)
    output.flush()
  }

  /// `signalbox help [TOPIC]`: what `:help TOPIC` prints in the REPL (an operator, a
  /// function, a meta command, `functions`, `names`, a diagnostic ID); false, with the
  /// message on standard error, when TOPIC names none of them.
  package func printHelp(_ topic: String) -> Bool {
    var found = true
    HelpCommand.help(topic, in: self) { message in
      found = false
      output.err(DiagnosticRenderer.line(.error, message) + "\n")
    }
    output.flush()
    return found
  }

  /// Takes the pending request, if a meta command made one.
  package func takeRequest() -> Request? {
    defer { request = nil }
    return request
  }

  /// A meta command (`:show s`) in a script or at the prompt. What it prints goes to
  /// standard output; a mistake is a warning and leaves the session as it was. A warning
  /// about the argument has its caret under the argument (or where it is missing); one
  /// about the command itself, under the `:`.
  func runMeta(
    _ name: String, _ rest: String, at offset: Int, argumentAt: Int, file: SourceFile,
    mode: RunMode
  ) {
    let argument = rest.trimmingSpaces()
    func warning(_ message: DiagnosticMessage) { metaWarning(message, at: argumentAt, in: file) }
    func commandWarning(_ message: DiagnosticMessage) { metaWarning(message, at: offset, in: file) }
    // The argument as a program at its place in `file`, for those that parse it.
    let source = file.embedded(argumentAt, argumentAt + argument.unicodeScalars.count)
    guard let meta = Catalogue.metaCommand(named: name) else {
      let known = Catalogue.metaCommands.map(\.name)
      return commandWarning(
        Message.unknownMeta(name, suggestion: compiler.suggest(name, among: known)))
    }
    guard let handler = MetaCommandHandlers.byCommand[meta.command] else {
      preconditionFailure("no handler for :\(meta.name)")  // MetaCommandHandlerTests
    }
    let call = MetaCall(
      argument: argument, argumentAt: argumentAt, file: file, source: source, mode: mode,
      warning: warning, commandWarning: commandWarning)
    handler.run(call, in: self)
  }

  /// A meta command's warning, with the caret at `offset` in `file`: a warning whatever its
  /// entry says (`:help foo`'s unknown operator, an error in a program, only warns here).
  func metaWarning(_ message: DiagnosticMessage, at offset: Int, in file: SourceFile) {
    output.err(DiagnosticRenderer.render(Diagnostic(.warning, message, at: offset), in: file))
  }
}
