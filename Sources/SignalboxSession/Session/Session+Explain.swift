import Signalbox
import SignalboxJSON
import SignalboxLanguage

/// `:explain PIPELINE` (SPEC §8): the operator graph of `:graph`, each stage annotated with
/// whether the stream there is cold or hot, what the stage keeps between events, whether
/// it depends on time, and which scheduler it uses.
extension Session {
  func explain(_ source: SourceFile, warning: (DiagnosticMessage) -> Void) {
    guard let pipeline = onePipeline(source, command: "explain", warning: warning) else { return }
    drawTree(pipeline, indent: "", notes: facts)
  }

  /// One line of facts per stage of `pipeline`.
  private func facts(_ pipeline: Pipeline) -> [String] {
    let clock = virtualClock != nil ? "the session's virtual clock" : "the session's real clock"
    var hot = false
    return pipeline.stages.enumerated().map { k, stage in
      let facts = k == 0 ? sourceFacts(stage) : Session.operatorFacts(stage.name)
      if k == 0 { hot = facts.hot ?? false } else if let turns = facts.hot { hot = turns }
      var parts = [hot ? "hot" : "cold"]
      parts.append(facts.state.map { "state: \($0)" } ?? "no state")
      if let time = facts.time {
        parts.append("time: \(time)")
        parts.append("scheduler: \(clock)")
      } else {
        parts.append("no time")
      }
      return parts.joined(separator: " · ")
    }
  }

  /// What a stage is: hot (`true`: shared from here on), what it keeps, how it uses time.
  struct StageFacts {
    var hot: Bool? = nil
    var state: String? = nil
    var time: String? = nil
  }

  private func sourceFacts(_ stage: Stage) -> StageFacts {
    if stage.name == "stdin" || stage.name == "file" {
      if stage.mode == .timed {
        return StageFacts(hot: false, time: "replays each record at its time")
      }
      return StageFacts(hot: false, state: "a read buffer")
    }
    if let bound = compiler.names[stage.name] {
      switch bound.kind {
      case .subject:
        return StageFacts(hot: true, state: "the subject's subscribers (and what it replays)")
      case .hot, .connection: return StageFacts(hot: true, state: "the shared subscription")
      case .sequence:
        return StageFacts(hot: true, state: "memoised sequence cells, shared by every use")
      case .command: return StageFacts(hot: true, state: "the command's executions")
      case .pipeline, .value: return StageFacts(hot: false)
      }
    }
    guard let spec = OperatorTable.spec(stage.name, .source) else { return StageFacts(hot: false) }
    return StageFacts(hot: false, state: spec.state, time: spec.time)
  }

  /// What the operator table says a stage keeps and how it uses time; a stage that shares
  /// its subscription (`publish`, `replay` …) makes the stream hot from there on.
  static func operatorFacts(_ name: String) -> StageFacts {
    guard let spec = OperatorTable.spec(name, .stage) else { return StageFacts() }
    return StageFacts(hot: spec.sharing == .none ? nil : true, state: spec.state, time: spec.time)
  }
}
