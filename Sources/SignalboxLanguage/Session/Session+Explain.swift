import Signalbox

/// `:explain PIPELINE` (SPEC §8): the operator graph of `:graph`, each stage annotated with
/// whether the stream there is cold or hot, what the stage keeps between events, whether
/// it depends on time, and which scheduler it uses.
extension Session {
  func explain(_ text: String, file: SourceFile, warning: (String) -> Void) {
    guard let pipeline = onePipeline(text, command: "explain", file: file, warning: warning) else { return }
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
      if stage.mode == "timed" { return StageFacts(hot: false, time: "replays each record at its time") }
      return StageFacts(hot: false, state: "a read buffer")
    }
    if let bound = compiler.names[stage.name] {
      switch bound.kind {
      case .subject: return StageFacts(hot: true, state: "the subject's subscribers (and what it replays)")
      case .hot, .connection: return StageFacts(hot: true, state: "the shared subscription")
      case .sequence: return StageFacts(hot: true, state: "memoised sequence cells, shared by every use")
      case .command: return StageFacts(hot: true, state: "the command's executions")
      case .pipeline, .value: return StageFacts(hot: false)
      }
    }
    switch stage.name {
    case "interval": return StageFacts(hot: false, time: "sends a value every period")
    case "timer": return StageFacts(hot: false, time: "sends its value after the delay")
    case "marbles": return StageFacts(hot: false, time: "sends each frame at its time")
    case "seq", "iterate": return StageFacts(hot: false, state: "memoised sequence cells")
    case "zip": return StageFacts(hot: false, state: "values waiting for a partner, per input")
    case "combineLatest": return StageFacts(hot: false, state: "each input's latest value")
    case "concat": return StageFacts(hot: false, state: "the inputs still to subscribe")
    default: return StageFacts(hot: false)
    }
  }

  static func operatorFacts(_ name: String) -> StageFacts {
    switch name {
    case "take", "skip", "retry", "repeat": return StageFacts(state: "a count")
    case "takeLast": return StageFacts(state: "the last N values")
    case "scan", "aggregate", "foldLeft", "foldRight": return StageFacts(state: "the accumulator")
    case "combinePrevious", "distinctUntilChanged": return StageFacts(state: "the previous value")
    case "collect", "toArray", "sequence": return StageFacts(state: "every value until completion")
    case "count": return StageFacts(state: "a count")
    case "startWith", "concat", "then": return StageFacts(state: "what is still to come")
    case "zipWith": return StageFacts(state: "values waiting for a partner, per side")
    case "combineLatestWith", "sample": return StageFacts(state: "the latest value of each side")
    case "flatten": return StageFacts(state: "the inner subscriptions running, and those queued past the limit")
    case "flattenMap", "bind", "merge": return StageFacts(state: "the inner subscriptions running")
    case "switchToLatest", "catch", "catchTo", "takeUntilReplacement":
      return StageFacts(state: "the current inner subscription")
    case "groupBy": return StageFacts(state: "a group subject per key")
    case "throttle": return StageFacts(state: "the latest value, held", time: "sends it once no newer one came for T")
    case "debounce": return StageFacts(state: "the latest value, held", time: "sends it T after it arrived")
    case "delay": return StageFacts(state: "the events in flight", time: "shifts every event by T")
    case "bufferWithTime": return StageFacts(state: "the values of the current window", time: "sends a buffer every T")
    case "timeout": return StageFacts(time: "fails if not finished within T")
    case "timestamp": return StageFacts(time: "reads the clock for each value")
    case "publish", "replayLast": return StageFacts(hot: true, state: name == "replayLast" ? "the last value" : nil)
    case "replay", "replayLazily": return StageFacts(hot: true, state: "every value, replayed to late subscribers")
    case "autoconnect": return StageFacts(hot: true, state: "the shared subscription while anyone listens")
    case "head", "tail", "eager", "lazy": return StageFacts(state: "memoised sequence cells")
    default: return StageFacts()
    }
  }
}
