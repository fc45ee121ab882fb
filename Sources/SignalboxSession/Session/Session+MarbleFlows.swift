import SignalboxJSON
import SignalboxLanguage

/// The flows besides foreground pipelines and jobs: a hot pipeline's own stages (`let p =
/// … | publish`, run by `connect p` or its first subscriber; `replay`, `share`…,
/// `connectable`) and each execution of a command. `--marbles` and `--report` record them
/// from their statement on and draw them, a diagram each, when the script ends; the live
/// view (`--live`, `:live`) is told each as a flow of its own as it runs, the same rows
/// and events: a hot pipeline's flow ends with the script, an execution's when it
/// completes, fails or is disposed.
extension Session {
  /// The context of such a flow: with a recorder when `--marbles`, `--report` or the live
  /// view asks for one, else a plain one. A hot pipeline's (`executing` false) is kept for
  /// `drawFlows`, and so is an execution's when it is drawn at the end.
  func flowContext(
    title: String, executing: Bool = false, on time: RunClock
  ) -> (context: StatementContext, recorder: MarbleRecorder?) {
    let keeps = options.marbles || options.report
    guard let recorder = flowRecorder(keeps: keeps, title: title, virtual: time.virtual != nil)
    else { return (time.context(job: nil), nil) }
    let context = time.context(job: nil, marbles: recorder)
    if keeps { report.capture?.follow(context) }
    if keeps || !executing {
      report.log.addFlow(ReportLog.Flow(title: title, recorder: recorder, context: context))
    }
    return (context, recorder)
  }

  /// Every flow kept by `flowContext`: ended for the live view, into the report, and drawn
  /// with `--marbles`.
  func drawFlows() {
    for flow in report.log.takeFlows() {
      flowEnded(flow.recorder, at: flow.context.elapsed)
      guard options.marbles || options.report else { continue }
      let output = report.capture?.take(flow.context) ?? []
      // An execution's diagram ends when it did, a hot pipeline's with the script.
      let model = flow.recorder.model(end: flow.recorder.endTime ?? flow.context.elapsed)
      guard !model.stages.isEmpty else { continue }
      if options.report {
        report.log.add(MarbleReportEntry(source: flow.title, output: output, model: model))
      }
      if options.marbles {
        drawMarbles(flow.recorder, model, mode: options.mode, title: flow.title, heading: true)
      }
    }
  }

  /// The name a `let` or `command` statement bound `slot` to.
  func name(of slot: Int) -> String {
    compiler.names.first { $0.value.slot == slot }?.key ?? "?"
  }
}

extension SourceFile {
  /// The text of the statement at `offset`: its line from there, up to a `;` outside
  /// strings, brackets and blocks (`just 1; just 2` is two statements on one line).
  func statementText(at offset: Int) -> String {
    let (line, column) = location(of: offset)
    let scalars = Array(lineText(line, parsed: true).unicodeScalars.dropFirst(max(0, column - 1)))
    var depth = 0
    var quoted = false
    var k = 0
    scan: while k < scalars.count {
      let c = scalars[k]
      if quoted {
        if c == "\\" { k += 1 } else if c == "\"" { quoted = false }
      } else {
        switch c {
        case "\"": quoted = true
        case "(", "[", "{": depth += 1
        case ")", "]", "}": depth = max(0, depth - 1)
        case ";" where depth == 0: break scan
        default: break
        }
      }
      k += 1
    }
    // One scalar at a time: the generic `UnicodeScalarView(_:)` of a slice runs unspecialised
    // and looks its associated types up at run time (0.2 M instructions at every start).
    var view = String.UnicodeScalarView()
    for scalar in scalars[..<min(k, scalars.count)] { view.append(scalar) }
    var text = String(view)
    while text.last == " " { text.removeLast() }
    while text.first == " " { text.removeFirst() }
    return text
  }
}
