import Signalbox
import SignalboxJSON
import SignalboxLanguage

/// `:explain PIPELINE` (SPEC §8): the operator graph of `:graph`, each stage annotated with
/// whether the stream there is cold or hot, what the stage keeps between events, whether
/// it depends on time, and which scheduler it uses.
enum ExplainCommand: MetaCommandHandler {
  static let command = MetaCommand.explain

  static func run(_ call: MetaCall, in context: any MetaContext) {
    guard let pipeline = PipelineTree.onePipeline(call, command: "explain", in: context) else {
      return
    }
    PipelineTree.draw(pipeline, in: context) { facts($0, in: context) }
  }

  /// One line of facts per stage of `pipeline`.
  private static func facts(_ pipeline: Pipeline, in context: any MetaContext) -> [String] {
    let clock = context.isVirtual ? "the session's virtual clock" : "the session's real clock"
    var hot = false
    return pipeline.stages.enumerated().map { k, stage in
      let facts = k == 0 ? sourceFacts(stage, in: context) : operatorFacts(stage.name)
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

  private static func sourceFacts(_ stage: Stage, in context: any MetaContext) -> StageFacts {
    if stage.name == "stdin" || stage.name == "file" {
      if stage.mode == .timed {
        return StageFacts(hot: false, time: "replays each record at its time")
      }
      return StageFacts(hot: false, state: "a read buffer")
    }
    if let bound = context.names[stage.name] {
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
