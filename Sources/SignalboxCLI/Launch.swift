import SignalboxJSON
import SignalboxLanguage
import SignalboxSession
import Synchronization

/// What a checked command line runs: the REPL, or one program (from `-e`, the script
/// files, or standard input) in one session, with terminal output and signal handling.
struct Launch: Sendable {
  let options: SessionOptions
  let program: String?
  let files: [String]
  let check: Bool
  /// `--explain ID` (or `signalbox help ID`): the diagnostic to explain.
  let explain: String?
  let colour: Bool

  let inputs: [String]
  /// `--report FILE`.
  let report: String?

  /// `-f FILE`: the program's file.
  let programFile: String?
  /// jq's `--exit-status`: the last value printed decides the status.
  let lastValue: LastValue?
  /// The live view (`:live` opens it; `--live` before the program runs).
  let live: LiveView
  let liveAtStart: Bool
  /// The REPL's preview under the line (`--no-preview` turns it off).
  let preview: Bool

  init(command: CommandOptions, arguments: [(name: String, value: JSON)]) throws {
    var options = SessionOptions()
    let lastValue = command.jq.exitStatus ? LastValue() : nil
    self.lastValue = lastValue
    options.jq = command.jq.output(lastValue: lastValue)
    options.jqInput = command.jq.input
    options.rawOutput = command.raw
    options.indent = command.outputIndent
    options.arguments = arguments
    options.virtualTime = command.virtual
    options.threads = command.threads ?? Launch.defaultThreads()
    options.horizon = command.horizon
    options.timeUnit = command.timeUnit
    options.sessionTimes = command.sessionTime
    options.format = command.outputFormat
    options.traceEveryStage = command.trace
    options.hints = !command.noHints && !command.q
    options.marbles = command.marbles || command.marblesFormat != nil
    options.marbleFormat = command.marblesFormat ?? .diagram
    options.marbleWidth = command.marblesWidth ?? Launch.terminalWidth()
    if let columns = command.marblesWidth {
      options.pictureAxisLength = Double(columns) * SVGMarbles.pixelsPerColumn
    }
    options.report = command.report != nil
    options.moreEntries = DiagnosticCatalogue.commandLine
    report = command.report
    live = LiveView(port: command.livePort ?? 0)
    liveAtStart = command.live
    preview = !command.noPreview
    // `--compare X` is the program `:compare X`.
    program = command.compare.map { ":compare " + $0 } ?? command.program
    check = command.check
    explain =
      command.explain
      ?? (command.program == nil && command.files.count == 2 && command.files[0] == "help"
        && DiagnosticCatalogue.entry(
          named: command.files[1], among: DiagnosticCatalogue.commandLine)
          != nil
        ? command.files[1] : nil)
    colour = !command.noColor
    // With -e, the arguments are data files (jq's file arguments), or with --args and
    // --jsonargs, `$ARGS.positional`.
    programFile = command.jq.fromFile
    if program == nil && command.jq.fromFile == nil {
      files = command.files
      inputs = command.inputs
    } else if command.jq.args || command.jq.jsonargs {
      files = []
      inputs = command.inputs
      options.positionalArguments = try command.jq.positional(command.files)
    } else {
      files = []
      inputs = command.inputs + command.files
    }
    self.options = options
  }

  /// Runs, then ends the process with its exit status (`ExitStatus`, or the REPL's).
  func run() -> Never {
    if let explain { Launch.explain(explain) }
    var options = options
    if !inputs.isEmpty {
      switch InputFiles.openAll(inputs) {
      case .success(let fd): options.stdinDescriptor = fd
      case .failure(let failure): cannotRead(failure.path)
      }
    }
    var sources: [SourceFile] = []
    if let program {
      sources = [SourceFile(name: "-e", text: program)]
    } else if let programFile {
      guard let text = FileText.contents(of: programFile) else { cannotRead(programFile) }
      sources = [SourceFile(name: programFile, text: text)]
    } else if !files.isEmpty {
      for path in files {
        guard let text = FileText.contents(of: path) else {
          // `signalbox help [TOPIC]`, unless a script is called help.
          if path == files[0], path == "help", files.count <= 2 { help(files, options) }
          if path == files[0], path == "explore", files.count == 2 { explore(files[1], options) }
          if path == files[0], !check, let program = Session.programHint(path) {
            programHint(path, program)
          }
          cannotRead(path)
        }
        sources.append(SourceFile(name: path, text: text))
      }
    } else if isatty(0) != 0 && !check {
      exit(
        Repl.run(
          options: options, colour: colour, live: live, open: liveAtStart,
          preview: preview, sample: nil))
    } else {
      guard let text = FileText.readAll(fd: 0) else { cannotRead("<stdin>") }
      sources = [SourceFile(name: "<stdin>", text: text)]
    }
    run(sources, options)
  }

  /// Ends the process from here, with the session still alive: taking its graph down
  /// first would be work for nothing (a fifth of the time of `-e 'just 1'` after parsing).
  private func run(_ sources: [SourceFile], _ options: SessionOptions) -> Never {
    let terminal = TerminalOutput(colour: colour)
    // `--marbles=svg`: standard output carries only the SVG documents; the rest goes to
    // standard error.
    let svgOnly = options.marbles && options.marbleFormat == .svg
    let output: any SessionOutput = svgOnly ? StderrOutput(terminal) : terminal
    let session = Session(options: options, output: output)
    // The report's title: the script's name, or the first line of a `-e` program.
    let title =
      "Signalbox: " + (program.map(Launch.firstLine) ?? sources.map(\.name).joined(separator: ", "))
    let reportFile = report.map {
      ReportFile(path: $0, title: title, axisLength: options.pictureAxisLength)
    }
    if let reportFile {
      // Checked before the program runs, not after.
      if let problem = reportFile.checkDirectory() { failReport(problem) }
      // Called while the output holds its write lock: the message goes to stderr
      // directly, not through the output.
      TerminalOutput.beforeExit.withLock {
        $0 = {
          guard reportFile.claim() else { return }
          if var problem = reportFile.write(session.reportEntriesSoFar()).map({ Array($0.utf8) }) {
            _ = write(2, &problem, problem.count)
          }
        }
      }
    }
    // Outside the REPL, Ctrl-C ends the program with status 130 after writing what the
    // pipelines already produced (and the report: every pipeline so far, the one running
    // marked interrupted). SIGTERM and SIGHUP likewise, with 143 / 129.
    // `--marbles=svg`: every pipeline's diagram, one panel each of one document, written
    // when the program ends (however it ends).
    let panels = svgOnly ? SVGPanels() : nil
    let live = self.live
    let end: @Sendable (ExitStatus) -> Void = { status in
      live.stop(drain: 0.2)
      panels?.write(to: terminal)
      if let reportFile, reportFile.claim() {
        if let problem = reportFile.write(session.reportEntriesSoFar()) {
          terminal.err(problem)
        }
      }
      terminal.flushAndExit(status)
    }
    // Ctrl-C while the live view outlives the program ends it with the program's status.
    Interrupt.onSIGINT {
      let after = live.lingering.load(ordering: .relaxed)
      end(after >= 0 ? ExitStatus(rawValue: after) ?? .success : .interrupted)
    }
    Interrupt.onTermination { end($0) }
    if let panels { session.marblePanels = { panels.add($0) } }
    session.liveViewOpener = live
    if liveAtStart { live.start(for: session) }
    let status: ExitStatus
    if check {
      status = session.compile(sources) != nil ? .success : .usage
    } else {
      status = session.runProgram(sources) ? session.status : .usage
    }
    output.flush()
    panels?.write(to: terminal)
    terminal.flush()
    live.linger(status: status)
    if let reportFile {
      // A signal's handler that got here first writes the report and ends the process.
      guard reportFile.claim() else { while true { pause() } }
      if let problem = reportFile.write(session.reportEntries) { failReport(problem) }
    }
    if let lastValue, status == .success { exit(lastValue.status) }
    exit(status.rawValue)
  }

  /// The report cannot be written: the message on stderr, status 3.
  private func failReport(_ problem: String) -> Never {
    var message = Array(problem.utf8)
    _ = write(2, &message, message.count)
    exit(ExitStatus.ioFailure.rawValue)
  }

  /// `--explain ID`: what the diagnostic means, with its examples, on stdout (status 0);
  /// an ID the catalogue does not have is a usage error.
  private static func explain(_ word: String) -> Never {
    guard let entry = DiagnosticCatalogue.entry(named: word, among: DiagnosticCatalogue.commandLine)
    else {
      SignalboxCommand.usageError(
        DiagnosticRenderer.line(.error, DiagnosticMessage.unknownID(word)))
    }
    var text = Array(entry.explained.utf8)
    _ = write(1, &text, text.count)
    exit(ExitStatus.success.rawValue)
  }

  /// `signalbox help [TOPIC]`: `:help TOPIC` on standard output; status 2 for a topic that
  /// names nothing.
  private func help(_ words: [String], _ options: SessionOptions) -> Never {
    let session = Session(options: options, output: TerminalOutput(colour: false))
    let found = session.printHelp(words.count == 2 ? words[1] : "")
    exit(found ? ExitStatus.success.rawValue : ExitStatus.usage.rawValue)
  }

  /// `signalbox 'stdin | map x.a'`: no such file, but a program; jq users leave out `-e`.
  private func programHint(_ text: String, _ program: String) -> Never {
    var quoted = "'"
    for c in program { quoted += c == "'" ? "'\\''" : String(c) }
    quoted += "'"
    let reason = String(cString: strerror(errno))
    var message = Array(
      ("signalbox: \(Message.cannotReadScript(text, reason).commandLineText)\n"
        + "signalbox: \(Message.runAsProgram(quoted).commandLineText)\n").utf8)
    _ = write(2, &message, message.count)
    exit(ExitStatus.usage.rawValue)
  }

  /// A script that cannot be read (missing, a directory, a read error such as EIO): its
  /// name and the OS's message on stderr, status 3.
  private func cannotRead(_ path: String) -> Never {
    var message = Array(
      "signalbox: \(Message.cannotReadScript(path, FileText.lastError).commandLineText)\n".utf8)
    _ = write(2, &message, message.count)
    exit(ExitStatus.ioFailure.rawValue)
  }
}

extension Launch {
  /// The first line of `program` that is not blank, without its surrounding spaces, cut
  /// to 60 characters (`…` after the cut): a `-e` run's report title.
  static func firstLine(_ program: String) -> String {
    let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
    let first = program.split(whereSeparator: \.isNewline).first { !$0.allSatisfy(blank) }
    let line = String((first ?? "").drop(while: blank).reversed().drop(while: blank).reversed())
    return line.count > 60 ? String(line.prefix(59)) + "…" : line
  }
}
