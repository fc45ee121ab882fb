import SignalboxJSON
import SignalboxLanguage
import Synchronization

/// `:compare [FORMAT] SOURCE with CHAIN, CHAIN… [> FILE]` (and `--compare`): runs `SOURCE`,
/// then `SOURCE | CHAIN` for each chain, each in a fresh session on a fresh virtual clock
/// (so every run sees the same source at the same times), and draws one diagram of them
/// (`MarbleComparison`): the source on top, one row per chain, on one time axis.
enum CompareCommand: MetaCommandHandler {
  static let command = MetaCommand.compare

  static func run(_ call: MetaCall, in context: any MetaContext) {
    var (format, text, target, _) = MarbleFormat.command(call.argument)
    // Inside `--marbles=FORMAT` (`--compare` with `--marbles=svg`), that format.
    if format == .diagram, context.mode.marbles, !call.argument.hasPrefix("diagram ") {
      format = context.mode.marbleFormat
    }
    guard let parts = MarbleComparison.parse(text) else {
      return call.warning(Message.metaNeeds("compare", "SOURCE with CHAIN, CHAIN…"))
    }
    var models: [MarbleModel] = []
    // The report's output of the comparison: each run's lines, after the name of its row.
    var output: [String] = []
    for (row, chain) in zip(["source"] + parts.chains, [nil] + parts.chains) {
      let program = chain.map { parts.source + " | " + $0 } ?? parts.source
      guard let (model, lines) = comparisonRun(program, in: context) else { return }
      models.append(model)
      output += lines.map { row + ": " + $0 }
    }
    let model = MarbleComparison.model(
      source: models[0], chains: Array(zip(parts.chains, models.dropFirst())))
    let title = ":compare " + text
    if context.mode.report {
      context.addToReport(MarbleReportEntry(source: title, output: output, model: model))
    }
    let panel = MarblePanel(title: title, model: model, axisLength: context.pictureAxisLength)
    var document: String?
    let lines: [String]
    switch format {
    case .svg:
      if target == nil, let sink = context.marblePanels {
        context.flush()
        return sink(panel)
      }
      document = SVGMarbles.render(panels: [panel])
      lines = document!.split(separator: "\n").map(String.init)
    case .source:
      lines = MarbleSyntax.lines(model)
    case .diagram, .table:
      lines = TerminalMarbles.render(
        model, width: context.width, colour: target == nil && context.marblesInColour)
    }
    if let target {
      if let problem = MarbleFile.write(document ?? lines.map { $0 + "\n" }.joined(), to: target) {
        context.warn(Message.cannotWriteMarbles(target, problem))
      }
    } else {
      context.printMarbles(lines)
    }
  }

  /// `program` run in a fresh session on a virtual clock with every stage recorded (up to
  /// the context's horizon): its diagram's model and the lines it printed (nil when it did
  /// not compile: its diagnostics are on the context's stderr).
  private static func comparisonRun(_ program: String, in context: any MetaContext)
    -> (MarbleModel, [String])?
  {
    var virtual = SessionOptions()
    virtual.virtualTime = true
    virtual.marbles = true
    virtual.marbleFormat = .svg
    virtual.horizon = context.mode.horizon
    virtual.timeUnit = context.timeUnit
    let collected = CollectedOutput(colours: ColourChoice(stdout: false, stderr: false))
    let session = Session(options: virtual, output: collected)
    let models = Mutex<[MarbleModel]>([])
    session.marblePanels = { panel in models.withLock { $0.append(panel.model) } }
    let ran = session.runProgram([SourceFile(name: ":compare", text: program)])
    if !collected.stderr.isEmpty { context.printError(collected.stderr) }
    guard ran else { return nil }
    return (models.withLock { $0.last } ?? MarbleModel(stages: []), collected.stdout)
  }
}
