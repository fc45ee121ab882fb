import Signalbox
import SignalboxJSON
import SignalboxLanguage

/// What the session prints, handed to its printer (`Printer`) with the stamp of the
/// statement that owns the line; diagnostics and warnings through its channel.
extension Session {
  /// The time and job of a line owned by `context`, now.
  func stamp(_ context: StatementContext) -> Stamp {
    Stamp(
      time: context.elapsed, job: context.job, unit: options.timeUnit,
      session: options.sessionTimes ? context.sessionTime : nil)
  }

  /// `[N] ` for a background job's lines, nothing otherwise.
  func prefix(_ context: StatementContext?) -> String {
    guard let job = context?.job else { return "" }
    return "[\(job)] "
  }

  func printEvent(_ event: Event<JSON>, context: StatementContext) {
    owned(by: context) { printer.event(event, stamp(context)) }
  }

  /// A pipeline disposed by Ctrl-C or `:kill`.
  func printDisposed(_ context: StatementContext) {
    owned(by: context) { printer.disposed(stamp(context)) }
  }

  package func log(_ values: [JSON], context: StatementContext) {
    owned(by: context) { printer.log(values, stamp(context)) }
  }

  package func trace(_ label: String, _ event: String, _ payload: JSON?, context: StatementContext)
  {
    owned(by: context) { printer.trace(label, event, payload, stamp(context)) }
  }

  /// Prints `body`'s lines as `context`'s: with `--report`, they go to its panel even
  /// when another owner's code delivers the event (a command execution sending to a job
  /// that reads its `executionSignals`).
  private func owned(by context: StatementContext, _ body: () -> Void) {
    if report.capture == nil { body() } else { LineOwner.run(context, body) }
  }

  /// The width to draw a diagram in now (`marbleWidthProvider`, else the option), at
  /// least 1.
  var marbleWidth: Int { max(1, drawing.width?() ?? options.marbleWidth) }

  /// The palette of the stream a diagram goes to: standard output in the text format,
  /// standard error otherwise.
  var marblePalette: Palette { options.format == .text ? output.stdout : output.stderr }

  /// Draws a foreground pipeline's marbles in `mode.marbleFormat`: through the printer
  /// (on stdout in text format, on stderr otherwise), to the file of `:marbles … > FILE`,
  /// or, for `--marbles=svg`, to `drawing.panels` (titled `title`). With `heading` (a job, a
  /// hot pipeline, a command's execution: drawn later than its statement), the terminal
  /// forms start with a line that names it: `-- s | map x * 2 &`.
  func drawMarbles(
    _ recorder: MarbleRecorder, _ model: MarbleModel, mode: RunMode, title: String? = nil,
    heading: Bool = false
  ) {
    guard !model.stages.isEmpty else { return }
    let marbleTarget = mode.marbleTarget
    var document: String?
    let lines: [String]
    switch mode.marbleFormat {
    case .table:
      lines = recorder.render()
    case .diagram:
      // Coloured as the stream it goes to is (none in a file).
      lines = TerminalMarbles.render(
        model, width: marbleWidth, colour: marbleTarget == nil && !marblePalette.isPlain)
    case .source:
      lines = MarbleSyntax.lines(model)
    case .svg:
      let svg = SVGMarbles.render(model, axisLength: options.pictureAxisLength)
      document = svg
      lines = svg.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(
        String.init)
    }
    if let path = marbleTarget {
      if let problem = MarbleFile.write(document ?? lines.map { $0 + "\n" }.joined(), to: path) {
        warn(Message.cannotWriteMarbles(path, problem))
      }
    } else if document != nil, let sink = drawing.panels {
      output.flush()
      sink(MarblePanel(title: title, model: model, axisLength: options.pictureAxisLength))
    } else if document == nil, let sink = drawing.lines {
      sink(lines)
    } else if heading, document == nil, let title {
      printer.marbles(["-- " + TerminalText.fit(title, max(1, marbleWidth - 3))] + lines)
    } else {
      printer.marbles(lines)
    }
  }

  /// An expression that failed: where, and on which value (SPEC §8), on stderr after the
  /// error event.
  func reportRuntimeError(_ error: any Error) {
    guard let error = error as? RuntimeError, let location = error.location else { return }
    // A long or deep value is cut: the diagnostic is one line about the program.
    let value =
      error.value.map { v -> String in
        let text = JSONWriter.string(v)
        return " (x = \(text.count > 200 ? String(text.prefix(197)) + "..." : text))"
      } ?? ""
    output.flush()
    output.err(
      DiagnosticRenderer.render(
        Diagnostic(.runtimeError, error.message + value, id: error.id, at: location.offset),
        in: location.file))
  }

  package func warn(_ message: DiagnosticMessage) {
    output.flush()
    output.err(DiagnosticRenderer.line(message) + "\n")
  }

  /// A note where RAC and RxJS differ (`note: throttle kept … [H010]`) on stderr, the first
  /// time in this session, unless `options.hints` is off (`-q`, `--no-hints`, and every
  /// session not made by the command line).
  package func hint(_ message: DiagnosticMessage) {
    guard options.hints, hintsGiven.withLock({ $0.insert(message.id).inserted }) else { return }
    output.flush()
    output.err(DiagnosticRenderer.line(message) + "\n")
  }

  /// A reader's warning, already rendered (`data.json:2:5: warning: … [J002]`).
  package func warn(_ rendered: String) {
    output.flush()
    output.err(rendered + "\n")
  }
}
