import Signalbox
import SignalboxJSON
import SignalboxLanguage

/// The meta commands that show what a session holds: `:let`, `:show`, `:jobs`, `:kill`,
/// `:advance`, `:pending`, `:resources`.
extension Session {
  func listBindings() {
    let bound = compiler.names.sorted { $0.value.slot < $1.value.slot }
    if bound.isEmpty { return output.out("(no bindings)") }
    for (name, entry) in bound {
      output.out(name.padding(toLength: 12) + " " + describe(slot: entry.slot))
    }
  }

  func describe(slot: Int) -> String {
    let binding = slot < globals.slots.count ? globals.slots[slot] : .unset
    switch binding {
    case .value(let v): return "= " + JSONWriter.string(v)
    case .pipeline: return "signal pipeline (cold)"
    case .hot: return "signal (hot)"
    case .connection: return "published signal (connect to start)"
    case .sequence: return "sequence"
    case .subject(let subject, let kind):
      let count = subject.subscriberCount
      return "\(kind.rawValue) (\(count) subscriber\(count == 1 ? "" : "s"))"
    case .command: return "command"
    case .unset: return "(not bound yet)"
    }
  }

  /// `:show NAME`: a sequence's resolved cells, or what else the name is bound to.
  func show(_ name: String, warning: (DiagnosticMessage) -> Void) {
    guard !name.isEmpty else { return warning(Message.metaNeeds("show", "a name")) }
    guard let bound = compiler.lookup(name) else {
      return warning(
        Message.unknownName(
          name, suggestion: compiler.suggest(name, among: Array(compiler.names.keys))))
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

  func listJobs() {
    if jobs.isEmpty { return output.out("(no jobs)") }
    for (job, entry) in jobs.inOrder {
      output.out(
        "[\(job)] running for \(TimeFormat.seconds(entry.context.elapsed)) s: \(entry.text)")
    }
  }

  func kill(_ argument: String, warning: (DiagnosticMessage) -> Void) {
    let digits =
      argument.hasPrefix("[") && argument.hasSuffix("]")
      ? String(argument.dropFirst().dropLast()) : argument
    guard let job = Int(digits) else { return warning(Message.metaTakes("kill", "a job number")) }
    guard let entry = jobs.remove(job) else { return warning(Message.noJob(job)) }
    entry.subscription.dispose()
    printDisposed(entry.context)
    flowEnded(entry.recorder, at: entry.context.elapsed)
  }

  /// `:advance T`: on the virtual clock, runs the background jobs' work due in the next T
  /// seconds (their events print as it runs) and moves the clock there.
  func advance(
    _ argument: String, warning: (DiagnosticMessage) -> Void,
    commandWarning: (DiagnosticMessage) -> Void
  ) {
    guard virtualClock != nil else {
      return commandWarning(Message.metaNeeds("advance", "the virtual clock (:clock virtual)"))
    }
    guard let seconds = Lexer.seconds(argument), seconds >= 0, seconds.isFinite else {
      return warning(
        Message.metaTakes("advance", "a number of seconds (:advance 1.5, :advance 300ms)"))
    }
    CurrentScheduler.run(as: scheduler) { sleep(seconds, horizon: options.horizon) }
  }

  /// `:pending`: the scheduled work, earliest first — when (in the owning statement's time,
  /// as its events print), which stage, and what it will do. On either clock.
  func pending() {
    let work = virtualClock?.pendingWork ?? runLoop?.pendingWork ?? []
    if work.isEmpty { return output.out("no pending work") }
    for (time, label) in work {
      guard let stage = label?.payload as? StageWork else {
        output.out("\(TimeFormat.seconds(time)) (not from a stage)")
        continue
      }
      let when = TimeFormat.seconds(time - stage.context.start)
      output.out(
        "\(prefix(stage.context))\(when) \(stage.name) (stage \(stage.number)) "
          + "\(Session.pendingAction(stage.name))"
      )
    }
  }

  /// `:resources`: what is alive now — each background job with its stages' live
  /// subscriptions and its pending timers, other live subscriptions (a connected
  /// `publish`), and every subject with its subscriber count.
  func resources() {
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
        output.out(
          "\(indent)stage \(work.number) \(work.name): \(count) live "
            + "subscription\(count == 1 ? "" : "s")"
        )
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
        output.out(
          "  stage \(work.number) \(work.name): \(count) live subscription\(count == 1 ? "" : "s")")
      }
    }
    if unlabelledPending > 0 {
      output.out("scheduled actions not from a stage: \(unlabelledPending)")
    }
    let subjects = compiler.names.filter { $0.value.kind == .subject }.sorted { $0.key < $1.key }
    output.out(subjects.isEmpty ? "subjects: none" : "subjects:")
    for (name, bound) in subjects {
      guard bound.slot < globals.slots.count,
        case .subject(let subject, let kind) = globals.slots[bound.slot]
      else { continue }
      let count = subject.subscriberCount
      output.out("  \(name) (\(kind.rawValue)): \(count) subscriber\(count == 1 ? "" : "s")")
    }
  }

  /// What a stage's scheduled work will do, for `:pending`.
  static func pendingAction(_ stage: String) -> String { OperatorTable.pendingAction(stage) }
}
