import SignalboxJSON
import SignalboxLanguage
import Synchronization

/// `:compare [FORMAT] SOURCE with CHAIN, CHAIN… [> FILE]` and `--compare`: runs `SOURCE`,
/// then `SOURCE | CHAIN` for each chain, each on a fresh virtual clock (so every run sees
/// the same source at the same times), and draws one diagram of them (`MarbleComparison`).
extension Session {
  func compare(_ argument: String, warning: (DiagnosticMessage) -> Void) {
    var (format, text, target, _) = MarbleFormat.command(argument)
    // Inside `--marbles=FORMAT` (`--compare` with `--marbles=svg`), that format.
    if format == .diagram, options.marbles, !argument.hasPrefix("diagram ") {
      format = options.marbleFormat
    }
    guard let parts = MarbleComparison.parse(text) else {
      return warning(Message.metaNeeds("compare", "SOURCE with CHAIN, CHAIN…"))
    }
    var models: [MarbleModel] = []
    for program in [parts.source] + parts.chains.map({ parts.source + " | " + $0 }) {
      guard let model = comparisonRun(program) else { return }
      models.append(model)
    }
    let model = MarbleComparison.model(
      source: models[0], chains: Array(zip(parts.chains, models.dropFirst())))
    let title = ":compare " + text
    if options.report {
      report.log.add(MarbleReportEntry(source: title, output: [], model: model))
    }
    let panel = MarblePanel(title: title, model: model)
    var document: String?
    let lines: [String]
    switch format {
    case .svg:
      if target == nil, let sink = marblePanels {
        output.flush()
        return sink(panel)
      }
      document = SVGMarbles.render(panels: [panel])
      lines = document!.split(separator: "\n").map(String.init)
    case .source:
      lines = MarbleSyntax.lines(model)
    case .diagram, .table:
      let palette = options.format == .text ? output.stdout : output.stderr
      lines = TerminalMarbles.render(
        model, width: marbleWidth, colour: target == nil && !palette.isPlain)
    }
    if let target {
      if let problem = MarbleFile.write(document ?? lines.map { $0 + "\n" }.joined(), to: target) {
        warn(Message.cannotWriteMarbles(target, problem))
      }
    } else {
      printer.marbles(lines)
    }
  }

  /// `program` run on a fresh virtual clock with every stage recorded: its diagram's model
  /// (nil when it did not compile: its diagnostics are on stderr).
  private func comparisonRun(_ program: String) -> MarbleModel? {
    var virtual = SessionOptions()
    virtual.virtualTime = true
    virtual.marbles = true
    virtual.marbleFormat = .svg
    virtual.horizon = options.horizon
    virtual.timeUnit = options.timeUnit
    let collected = CollectedOutput(colours: ColourChoice(stdout: false, stderr: false))
    let session = Session(options: virtual, output: collected)
    let models = Mutex<[MarbleModel]>([])
    session.marblePanels = { panel in models.withLock { $0.append(panel.model) } }
    let ran = session.runProgram([SourceFile(name: ":compare", text: program)])
    if !collected.stderr.isEmpty { output.err(collected.stderr) }
    guard ran else { return nil }
    return models.withLock { $0.last } ?? MarbleModel(stages: [])
  }
}
