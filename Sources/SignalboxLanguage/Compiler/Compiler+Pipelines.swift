import Signalbox
import SignalboxJSON

extension Compiler {
  func compilePipeline(_ pipeline: Pipeline, scope: Scope, bindingConnection: Bool = false) throws
    -> PipelineFactory
  {
    try compileFlow(pipeline, scope: scope, bindingConnection: bindingConnection).asSignal
  }

  /// Compiles a pipeline, following its kind from stage to stage: a sequence stays a
  /// sequence through sequence operators and becomes a signal at the first signal-only one;
  /// `sequence` turns a signal into a sequence.
  func compileFlow(_ pipeline: Pipeline, scope: Scope, bindingConnection: Bool = false) throws
    -> Flow
  {
    // Marble rows: `N:name` for the statement's own stages; a block's stages are numbered
    // under the stage the block is given to (`3.1:map`, `1b.2:take`).
    let enclosing = marbleStage
    defer { marbleStage = enclosing }
    let rows = enclosing.map { $0.prefix(forBlockAt: pipeline.offset) } ?? ""
    let outerStage = stageOffset
    defer { stageOffset = outerStage }
    stageOffset = pipeline.stages[0].offset
    // Where this pipeline's stages are: `3` for the statement's third stage, `3.1` for the
    // first stage of a block given to it (for `:pending` and `:resources`).
    let base = stagePath
    defer { stagePath = base }
    stagePath = base + [1]
    marbleStage =
      instrumentation.marbles
      ? MarbleRowStage(pipeline.stages[0], number: rows + "1", within: enclosing) : nil
    var k = 1
    var index = 1
    var flow: Flow
    if let (lane, last) = try numberLane(pipeline, scope: scope) {
      // `range` and the number stages after it, fused (none of them is wrapped).
      flow = .signal(lane)
      k = last + 1
      index = k
    } else {
      flow = try compileSourceFlow(pipeline.stages[0], scope: scope)
    }
    var previous = pipeline.stages[k - 1].name
    if instrumentation.labelWork {
      flow = labelled(flow, stage: stagePath, name: previous, around: .subscription)
    }
    if instrumentation.trace { flow = traced(flow, label: "1:\(previous)") }
    if instrumentation.marbles { flow = marbled(flow, row: marbleStage) }
    while k < pipeline.stages.count {
      let stage = pipeline.stages[k]
      index += 1
      stageOffset = stage.offset
      stagePath = base + [index]
      if instrumentation.marbles {
        marbleStage = MarbleRowStage(stage, number: rows + "\(index)", within: enclosing)
      }
      if instrumentation.labelWork {
        flow = labelled(flow, stage: stagePath, name: stage.name, around: .events)
      }
      let site = Site(compiler: self, stage: stage, scope: scope, previous: previous)
      let spec = OperatorTable.spec(stage.name, .stage)
      if let spec, case .conversion(let convert) = spec.compile {
        try checkArity(spec, stage)
        flow = try convert(site, flow)
      } else if case .signal(let upstream) = flow,
        let (lane, last) = try numberLane(pipeline, from: k, scope: scope)
      {
        // Number stages after a signal, fused into one (none of them is wrapped).
        flow = .signal { env in try lane(try upstream(env), env) }
        index += last - k
        k = last
      } else if case .sequence(let upstream) = flow, let spec,
        case .stage(_, let sequence?) = spec.compile
      {
        try checkArity(spec, stage)
        if let next = try sequence(site, upstream) {
          flow = next
        } else {
          flow = .signal(
            try applySignalStage(
              site, spec, k: &k, pipeline: pipeline, to: flow.asSignal,
              bindingConnection: bindingConnection))
        }
      } else {
        flow = .signal(
          try applySignalStage(
            site, spec, k: &k, pipeline: pipeline, to: flow.asSignal,
            bindingConnection: bindingConnection))
      }
      if instrumentation.labelWork {
        flow = labelled(
          flow, stage: stagePath, name: pipeline.stages[k].name, around: .subscription)
      }
      if instrumentation.trace { flow = traced(flow, label: "\(index):\(stage.name)") }
      if instrumentation.marbles {
        // A scheduler stage's row names its scheduler (`2:deliverOn background`).
        let name = Compile.schedulerStageName(pipeline.stages[k]) ?? pipeline.stages[k].name
        flow = marbled(flow, row: marbleStage?.named(name))
      }
      previous = pipeline.stages[k].name
      k += 1
    }
    return flow
  }

  /// A signal stage (or `publish | autoconnect`, two stages: `k` moves to the last one used).
  private func applySignalStage(
    _ site: Site, _ spec: OperatorSpec?, k: inout Int, pipeline: Pipeline,
    to upstream: @escaping PipelineFactory,
    bindingConnection: Bool
  ) throws -> PipelineFactory {
    let stage = site.stage
    if spec?.sharing == .connectable, bindingConnection, k == pipeline.stages.count - 1 {
      return upstream  // the connection is made by the let statement
    }
    if spec?.sharing == .connection {
      if k + 1 < pipeline.stages.count, pipeline.stages[k + 1].member == nil,
        OperatorTable.spec(pipeline.stages[k + 1].name, .stage)?.sharing == .autoconnect
      {
        k += 1
        return { env in
          Compiler.rehosted(
            Compiler.connectionSource(try upstream(env), in: env.context).publish()
              .autoconnect())
        }
      }
      if bindingConnection && k == pipeline.stages.count - 1 {
        return upstream  // the connection is made by the let statement
      }
    }
    guard let spec, case .stage(let signal, _) = spec.compile else {
      throw fail(unknownOperator(stage.name), at: stage.offset)
    }
    guard let signal else { throw fail(Message.sequenceOnly(stage.name), at: stage.offset) }
    try checkArity(spec, stage)
    let apply = try signal(site)
    return { env in try apply(try upstream(env), env) }
  }

  /// The arity the table declares for `spec`, checked on `stage`.
  /// A use of a name whose `let` was refused (`let interval = …`, then `interval`) meant the
  /// binding: the let's error is the one reported, not one more per use.
  func checkArity(_ spec: OperatorSpec, _ stage: Stage) throws {
    guard let arity = spec.arity else { return }
    let before = diagnostics.count
    do {
      try checkArity(stage, arity, spec.takes)
    } catch {
      if refusedNames.contains(stage.name) { diagnostics.removeSubrange(before...) }
      throw error
    }
  }

  /// The source stage: a sequence source of the table, a let-bound sequence, a signal source
  /// of the table, a block parameter, or a bound name.
  private func compileSourceFlow(_ stage: Stage, scope: Scope) throws -> Flow {
    let spec = OperatorTable.spec(stage.name, .source)
    let site = Site(compiler: self, stage: stage, scope: scope)
    if let spec, case .source(_, let sequence?) = spec.compile {
      try checkArity(spec, stage)
      return .sequence(try sequence(site))
    }
    if let bound = boundSequenceSource(stage, scope: scope) { return .sequence(bound) }
    if let spec, case .source(let signal?, _) = spec.compile {
      try checkArity(spec, stage)
      return .signal(try signal(site))
    }
    return .signal(try compileNamedSource(stage, scope: scope))
  }

  /// A block parameter or a bound name as the source (`c.executing` for a command's stream).
  private func compileNamedSource(_ stage: Stage, scope: Scope) throws -> PipelineFactory {
    let name = stage.name
    if let index = scope.parameters.lastIndex(of: name) {
      return { env in
        let v = env.parameters[index]
        if case .stream(let s) = v { return s.signal }
        return .just(v)
      }
    }
    guard let bound = lookup(name) else {
      if let synonym = OperatorTable.synonyms[name],
        OperatorTable.spec(synonym.operator, .source) != nil
          || OperatorTable.statementKeywords.contains(
            String(synonym.operator.prefix { $0 != " " }))
      {
        throw failUnknown(
          name,
          Message.unknownSourceMeaning(name, synonym.operator, why: synonym.why), at: stage.offset)
      }
      let candidates = OperatorTable.sourceNameList + names.keys.sorted()
      throw failUnknown(
        name,
        Message.unknownSource(name, suggestion: suggest(name, among: candidates)), at: stage.offset)
    }
    if !stage.arguments.isEmpty {
      throw fail(Message.arity(name, "no arguments (it is a bound name)"), at: stage.offset)
    }
    var member: MemberReader? = nil
    if let word = stage.member {
      guard bound.kind == .command,
        case .member(let read)? = OperatorTable.spec(word, .member)?.compile
      else {
        throw fail(Message.unknownMember(name, word), at: stage.offset)
      }
      member = read
    }
    let slot = bound.slot
    let read = member
    return { env in try Compiler.boundSignal(slot: slot, member: read, env: env) }
  }

  /// A source that names a `let`-bound sequence.
  private func boundSequenceSource(_ stage: Stage, scope: Scope) -> SequenceFactory? {
    guard stage.arguments.isEmpty, stage.member == nil, !scope.parameters.contains(stage.name),
      let bound = lookup(stage.name), bound.kind == .sequence
    else { return nil }
    let slot = bound.slot
    return { env in try Compiler.boundSequence(slot: slot, env: env) }
  }
}
