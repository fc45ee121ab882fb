import Signalbox

extension Session {
  /// What a meta command asks of whoever drives the session (the REPL rebuilds it).
  public enum Request: Sendable, Equatable {
    case quit
    case reset
    case clock(virtual: Bool)
  }

  /// The real-time run loop (nil on a virtual clock): the REPL waits for input on it so
  /// timers and jobs keep running while a line is typed.
  public var realTimeLoop: RunLoopScheduler? { runLoop }

  /// The names bound so far (for completion).
  public var boundNames: [String] { Array(compiler.names.keys) }

  /// Disposes every background job at once (leaving the REPL).
  public func stopJobs() {
    for (_, job) in jobs.removeAll() { job.subscription.dispose() }
  }

  /// Takes the pending request, if a meta command made one.
  public func takeRequest() -> Request? {
    defer { request = nil }
    return request
  }

  /// A meta command (`:show s`) in a script or at the prompt. What it prints goes to
  /// standard output; a mistake is a warning and leaves the session as it was.
  func runMeta(_ name: String, _ rest: String, at offset: Int, file: SourceFile) {
    let argument = rest.trimmingSpaces()
    func warning(_ message: String) {
      output.err(DiagnosticRenderer.render(Diagnostic(.warning, message, at: offset), in: file))
    }
    switch name {
    case "show": show(argument, warning: warning)
    case "help": help(argument, warning: warning)
    case "ops": ops()
    case "let": listBindings()
    case "graph": graph(argument, offset: offset, file: file, warning: warning)
    case "explain": explain(argument, file: file, warning: warning)
    case "jobs": listJobs()
    case "pending": pending(warning: warning)
    case "resources": resources()
    case "advance": advance(argument, warning: warning)
    case "kill": kill(argument, warning: warning)
    case "format":
      guard let format = OutputFormat(rawValue: argument) else { return warning("':format' takes text, json or values") }
      options.format = format
    case "trace":
      guard argument == "on" || argument == "off" else { return warning("':trace' takes on or off") }
      options.traceEveryStage = argument == "on"
      compiler.traceEveryStage = options.traceEveryStage
    case "load": load(argument, warning: warning)
    case "marbles": marbles(argument, file: file, warning: warning)
    case "quit", "q": request = .quit
    case "reset": request = .reset
    case "clock":
      guard argument == "real" || argument == "virtual" else { return warning("':clock' takes real or virtual") }
      request = .clock(virtual: argument == "virtual")
    default:
      let known = Catalogue.metaCommands.map(\.name)
      let suggestion = compiler.suggest(name, among: known).map { " (did you mean :\($0)?)" } ?? ""
      warning("unknown meta command ':\(name)'\(suggestion)")
    }
  }

  // MARK: help

  private func help(_ name: String, warning: (String) -> Void) {
    if name.isEmpty { return overview() }
    let bare = name.hasPrefix(":") ? String(name.dropFirst()) : name
    if let meta = Catalogue.metaCommands.first(where: { $0.name == bare }) {
      output.out(":\(meta.name)\(meta.shape.isEmpty ? "" : " " + meta.shape) — \(meta.summary)")
      return
    }
    guard let entry = Catalogue.entry(named: bare) else {
      let suggestion = compiler.suggest(bare, among: Catalogue.names)
      return warning(Message.unknownOperator(bare, suggestion: suggestion))
    }
    output.out(entry.forms.joined(separator: " · ") + "  (\(entry.group))")
    output.out("  " + entry.summary.replacingOccurrences(of: "**", with: "").replacingOccurrences(of: "`", with: ""))
    if !entry.rule.isEmpty { output.out("  RAC: " + entry.rule.replacingOccurrences(of: "`", with: "")) }
    output.out("  example, on a virtual clock:")
    for line in entry.example.split(separator: "\n") { output.out("    sbx> " + line) }
    for line in Session.runExample(entry.example) { output.out("    " + line) }
  }

  /// Runs an example program on a fresh virtual clock and returns what it printed.
  static func runExample(_ program: String) -> [String] {
    let collected = CollectedOutput()
    var options = SessionOptions()
    options.virtualTime = true
    let session = Session(options: options, output: collected)
    session.runProgram([SourceFile(name: "<example>", text: program)])
    return collected.stdout
  }

  private func overview() {
    let lines = [
      "Signalbox: a playground for reactive streams (ReactiveCocoa 2.x semantics).",
      "",
      "  from [1, 2, 3] | map x * x      run a pipeline; each event prints as TIME KIND VALUE",
      "  interval 1 | take 3 &           run it in the background as a job",
      "  let s = seq [1, 2] | map x      name a pipeline (a sequence is evaluated once, shared)",
      "  subject s · send s, 1 · complete s · command c = { … } · execute c, 1 · sleep 2",
      "",
      "Blocks { … } are pipelines built per value (x is the value). Ctrl-C disposes the",
      "running pipeline; Ctrl-D quits.",
      "",
      "Meta commands:",
    ]
    for line in lines { output.out(line) }
    for meta in Catalogue.metaCommands {
      let head = ":\(meta.name)\(meta.shape.isEmpty ? "" : " " + meta.shape)"
      output.out("  " + head.padding(toLength: 24) + meta.summary)
    }
    output.out("")
    output.out("Type :ops for the operators, :help NAME for one of them.")
  }

  private func ops() {
    var groups: [(String, [String])] = []
    for entry in Catalogue.all {
      if let k = groups.firstIndex(where: { $0.0 == entry.group }) {
        groups[k].1 += entry.names
      } else {
        groups.append((entry.group, entry.names))
      }
    }
    for (group, names) in groups {
      var seen = Set<String>()
      let unique = names.filter { seen.insert($0).inserted }
      output.out(group + ":")
      output.out("  " + unique.joined(separator: " "))
    }
  }

  // MARK: bindings and jobs

  private func listBindings() {
    let bound = compiler.names.sorted { $0.value.slot < $1.value.slot }
    if bound.isEmpty { return output.out("(no bindings)") }
    for (name, entry) in bound {
      output.out(name.padding(toLength: 12) + " " + describe(slot: entry.slot))
    }
  }

  private func describe(slot: Int) -> String {
    let binding = slot < globals.slots.count ? globals.slots[slot] : .unset
    switch binding {
    case .value(let v): return "= " + JSONWriter.string(v)
    case .pipeline: return "signal pipeline (cold)"
    case .hot: return "signal (hot)"
    case .connection: return "published signal (connect to start)"
    case .sequence: return "sequence"
    case .subject(let subject, let kind): return "\(kind) (\(subject.subscriberCount) subscriber\(subject.subscriberCount == 1 ? "" : "s"))"
    case .command: return "command"
    case .unset: return "(not bound yet)"
    }
  }

  /// `:show NAME`: a sequence's resolved cells, or what else the name is bound to.
  private func show(_ name: String, warning: (String) -> Void) {
    guard !name.isEmpty else { return warning("':show' needs a name") }
    guard let bound = compiler.lookup(name) else {
      return warning(Message.unknownName(name, suggestion: compiler.suggest(name, among: Array(compiler.names.keys))))
    }
    let binding = bound.slot < globals.slots.count ? globals.slots[bound.slot] : .unset
    switch binding {
    case .sequence(let signal):
      let text = CurrentScheduler.run(as: scheduler) { () -> String in
        do {
          return SequenceDisplay.render(try Compiler.sequenceNow(signal, op: ":show"))
        } catch {
          return "(error: \(RuntimeError.message(of: error)))"
        }
      }
      output.out(text)
    case .value(let v): output.out(JSONWriter.string(v))
    default: output.out("\(name): " + describe(slot: bound.slot))
    }
  }

  private func listJobs() {
    if jobs.isEmpty { return output.out("(no jobs)") }
    for (job, entry) in jobs.inOrder {
      output.out("[\(job)] running for \(TimeFormat.seconds(entry.context.elapsed)) s: \(entry.text)")
    }
  }

  private func kill(_ argument: String, warning: (String) -> Void) {
    let digits = argument.hasPrefix("[") && argument.hasSuffix("]") ? String(argument.dropFirst().dropLast()) : argument
    guard let job = Int(digits) else { return warning("':kill' takes a job number") }
    guard let entry = jobs.remove(job) else { return warning("no job [\(job)] (see :jobs)") }
    entry.subscription.dispose()
    printDisposed(entry.context)
  }

  /// `:advance T`: on the virtual clock, runs the background jobs' work due in the next T
  /// seconds (their events print as it runs) and moves the clock there.
  private func advance(_ argument: String, warning: (String) -> Void) {
    guard virtualClock != nil else { return warning("':advance' needs the virtual clock (:clock virtual)") }
    guard let seconds = Double(argument), seconds >= 0, seconds.isFinite else {
      return warning("':advance' takes a number of seconds (:advance 1.5)")
    }
    CurrentScheduler.run(as: scheduler) { sleep(seconds) }
  }

  /// `:pending`: the scheduled work, earliest first — when (in the owning statement's time,
  /// as its events print), which stage, and what it will do. On either clock.
  private func pending(warning: (String) -> Void) {
    let work = virtualClock?.pendingWork ?? runLoop?.pendingWork ?? []
    if work.isEmpty { return output.out("no pending work") }
    for (time, label) in work {
      guard let stage = label?.payload as? StageWork else {
        output.out("\(TimeFormat.seconds(time)) (not from a stage)")
        continue
      }
      let when = TimeFormat.seconds(time - stage.context.start)
      output.out("\(prefix(stage.context))\(when) \(stage.name) (stage \(stage.number)) \(Session.pendingAction(stage.name))")
    }
  }

  /// `:resources`: what is alive now — each background job with its stages' live
  /// subscriptions and its pending timers, other live subscriptions (a connected
  /// `publish`), and every subject with its subscriber count.
  private func resources() {
    let live = liveSubscriptions.snapshot()
    var pendingByContext: [ObjectIdentifier: Int] = [:]
    var unlabelledPending = 0
    for (_, label) in virtualClock?.pendingWork ?? runLoop?.pendingWork ?? [] {
      if let stage = label?.payload as? StageWork {
        pendingByContext[ObjectIdentifier(stage.context), default: 0] += 1
      } else {
        unlabelledPending += 1
      }
    }
    func stageLines(_ context: StatementContext, indent: String) {
      for (work, count) in live where work.context === context {
        output.out("\(indent)stage \(work.number) \(work.name): \(count) live subscription\(count == 1 ? "" : "s")")
      }
      if let pending = pendingByContext[ObjectIdentifier(context)] {
        output.out("\(indent)\(pending) scheduled action\(pending == 1 ? "" : "s")")
      }
    }
    output.out(jobs.isEmpty ? "jobs: none" : "jobs:")
    for (job, entry) in jobs.inOrder {
      output.out("  [\(job)] \(entry.text)")
      stageLines(entry.context, indent: "    ")
    }
    let jobContexts = Set(jobs.inOrder.map { ObjectIdentifier($0.job.context) })
    let others = live.filter { !jobContexts.contains(ObjectIdentifier($0.work.context)) }
    if !others.isEmpty {
      output.out("outside jobs:")
      for (work, count) in others {
        output.out("  stage \(work.number) \(work.name): \(count) live subscription\(count == 1 ? "" : "s")")
      }
    }
    if unlabelledPending > 0 {
      output.out("scheduled actions not from a stage: \(unlabelledPending)")
    }
    let subjects = compiler.names.filter { $0.value.kind == .subject }.sorted { $0.key < $1.key }
    output.out(subjects.isEmpty ? "subjects: none" : "subjects:")
    for (name, bound) in subjects {
      guard bound.slot < globals.slots.count, case .subject(let subject, let kind) = globals.slots[bound.slot] else { continue }
      let count = subject.subscriberCount
      output.out("  \(name) (\(kind)): \(count) subscriber\(count == 1 ? "" : "s")")
    }
  }

  /// What a stage's scheduled work will do, for `:pending`.
  static func pendingAction(_ stage: String) -> String {
    switch stage {
    case "interval": return "sends next value"
    case "timer": return "sends its value"
    case "marbles": return "sends next frame"
    case "throttle": return "sends held value"
    case "debounce": return "sends latest value"
    case "delay": return "sends delayed event"
    case "bufferWithTime": return "sends buffer"
    case "timeout": return "fails: timed out"
    case "stdin", "file": return "replays next record"
    case "repeat", "retry": return "resubscribes"
    default: return "runs"
    }
  }

  /// `:marbles [diagram|table|svg|source] PIPELINE [> FILE.svg|FILE.txt]`: runs it (on
  /// this session's virtual clock, or on a fresh virtual session when this one runs on the
  /// wall clock) and draws its marbles in that format (the diagram unless named), to FILE
  /// when given.
  private func marbles(_ argument: String, file: SourceFile, warning: (String) -> Void) {
    let (format, text, target) = MarbleFormat.command(argument)
    guard !text.isEmpty else { return warning("':marbles' needs a pipeline") }
    let savedTarget = marbleTarget
    marbleTarget = target
    defer { marbleTarget = savedTarget }
    guard virtualClock != nil else {
      var virtual = SessionOptions()
      virtual.virtualTime = true
      virtual.marbles = true
      virtual.marbleFormat = format
      virtual.marbleWidth = options.marbleWidth
      virtual.format = options.format
      // Its event lines painted as this session's are; its diagnostics are painted here.
      let collected = CollectedOutput(colours: ColourChoice(stdout: output.sink.colours.stdout, stderr: false))
      let session = Session(options: virtual, output: collected)
      session.marbleTarget = target
      session.runProgram([SourceFile(name: file.name, text: text)])
      for line in collected.stdout { output.out(line) }
      if !collected.stderr.isEmpty { output.err(collected.stderr) }
      return
    }
    let saved = (options.marbles, options.marbleFormat, compiler.marbleEveryStage)
    options.marbles = true
    options.marbleFormat = format
    compiler.marbleEveryStage = true
    defer {
      (options.marbles, options.marbleFormat, compiler.marbleEveryStage) = saved
    }
    guard let units = compile([SourceFile(name: file.name, text: text)]) else { return }
    for unit in units { run(unit) }
  }

  // MARK: graph and load

  private func graph(_ text: String, offset: Int, file: SourceFile, warning: (String) -> Void) {
    guard let pipeline = onePipeline(text, command: "graph", file: file, warning: warning) else { return }
    drawTree(pipeline, indent: "", notes: nil)
  }

  /// The pipeline a `:graph`/`:explain` argument holds; diagnostics or a warning otherwise.
  func onePipeline(_ text: String, command: String, file: SourceFile, warning: (String) -> Void) -> Pipeline? {
    guard !text.isEmpty else {
      warning("':\(command)' needs a pipeline")
      return nil
    }
    let source = SourceFile(name: file.name, text: text)
    let (statements, diagnostics) = Parser.parse(source)
    if !diagnostics.isEmpty {
      for d in diagnostics { output.err(DiagnosticRenderer.render(d, in: source)) }
      return nil
    }
    guard statements.count == 1 else {
      warning("':\(command)' takes one pipeline")
      return nil
    }
    switch statements[0] {
    case .pipeline(let pipeline, _, _), .letPipeline(_, let pipeline, _): return pipeline
    default:
      warning("':\(command)' takes a pipeline")
      return nil
    }
  }

  /// Prints a pipeline as a numbered tree, block pipelines indented under their stage;
  /// `notes`, given a pipeline, returns a line to print under each of its stages.
  func drawTree(_ pipeline: Pipeline, indent: String, notes: ((Pipeline) -> [String])?) {
    let lines = notes?(pipeline)
    for (k, stage) in pipeline.stages.enumerated() {
      output.out("\(indent)\(k + 1). \(ASTPrinter.stage(stage))")
      if let lines { output.out("\(indent)     \(lines[k])") }
      var blocks: [Block] = []
      for argument in stage.arguments {
        switch argument {
        case .block(let block): blocks.append(block)
        case .expr(let e): blocks += Session.blocks(in: e)
        }
      }
      for (n, block) in blocks.enumerated() {
        // Several blocks on one stage: each sub-graph under a label, in argument order.
        if blocks.count > 1 { output.out("\(indent)     block \(n + 1):") }
        drawTree(block.pipeline, indent: indent + (blocks.count > 1 ? "       " : "     "), notes: notes)
      }
    }
  }

  /// Blocks used as values inside an expression (`map { just x }`), outermost first.
  static func blocks(in e: Expr) -> [Block] {
    switch e {
    case .block(let b): return [b]
    case .array(let items, _): return items.flatMap(blocks)
    case .object(let entries, _): return entries.flatMap { blocks(in: $0.value) }
    case .field(let b, _, _): return blocks(in: b)
    case .index(let b, let i, _): return blocks(in: b) + blocks(in: i)
    case .unary(_, let o, _): return blocks(in: o)
    case .binary(_, let l, let r, _): return blocks(in: l) + blocks(in: r)
    case .conditional(let c, let a, let b, _): return blocks(in: c) + blocks(in: a) + blocks(in: b)
    case .call(_, let args, _): return args.flatMap(blocks)
    default: return []
    }
  }

  private func load(_ path: String, warning: (String) -> Void) {
    guard let units = loadedUnits(path, warning: warning) else { return }
    for unit in units { run(unit) }
  }

  /// Runs only the statements of a script that bind names (`let`, subjects, commands):
  /// what `:clock` replays of a `:load` on the new clock, so pipelines and sends do not
  /// run twice.
  public func loadBindings(_ path: String) {
    guard let units = loadedUnits(path, warning: { _ in }) else { return }
    for unit in units {
      run(CompiledUnit(file: unit.file, statements: unit.statements.filter(\.bindsAName)))
    }
  }

  private func loadedUnits(_ path: String, warning: (String) -> Void) -> [CompiledUnit]? {
    let unquoted = path.hasPrefix("\"") && path.hasSuffix("\"") && path.count >= 2 ? String(path.dropFirst().dropLast()) : path
    guard !unquoted.isEmpty else {
      warning("':load' needs a file name")
      return nil
    }
    guard let text = FileText.contents(of: unquoted) else {
      warning("cannot read '\(unquoted)': \(FileText.lastError)")
      return nil
    }
    return compile([SourceFile(name: unquoted, text: text)])
  }
}

extension String {
  func padding(toLength length: Int) -> String {
    count >= length ? self + " " : self + String(repeating: " ", count: length - count)
  }

  func replacingOccurrences(of target: String, with replacement: String) -> String {
    guard !target.isEmpty else { return self }
    var result = ""
    var rest = Substring(self)
    while let range = rest.firstRange(of: target) {
      result += rest[..<range.lowerBound] + replacement
      rest = rest[range.upperBound...]
    }
    return result + rest
  }
}
