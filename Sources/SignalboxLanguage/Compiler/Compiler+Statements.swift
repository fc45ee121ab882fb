import Signalbox
import SignalboxJSON

/// Statements, one case each: bindings, subjects, commands, `connect`, `sleep`.
extension Compiler {
  func compileChecked(_ statement: Statement) throws -> CompiledStatement? {
    do {
      switch statement {
      case .pipeline(let pipeline, let background, let at):
        return .run(try compilePipeline(pipeline, scope: Scope()), background: background, at: at)
      case .letPipeline(let name, let pipeline, let at):
        if pipeline.stages.count == 1, pipeline.stages[0].member == nil,
          pipeline.stages[0].arguments.isEmpty,
          let bound = lookup(pipeline.stages[0].name), bound.kind == .value
        {
          let slot = try bind(name, as: .value, at: at)
          let source = bound.slot
          return .letValue(slot: slot, { frame in Compiler.value(in: frame.env, slot: source) })
        }
        let hot = hotForm(of: pipeline)
        let flow = try compileFlow(
          pipeline, scope: Scope(), bindingConnection: hot == .connection || hot == .connectable)
        if case .sequence(let sequence) = flow {
          return .letSequence(slot: try bind(name, as: .sequence, at: at), sequence)
        }
        var factory = flow.asSignal
        if hot == .cold { factory = logSubscriptions(name, pipeline, factory) }
        let kind: NameKind = hot == .cold ? .pipeline : (hot == .hot ? .hot : .connection)
        return .letPipeline(slot: try bind(name, as: kind, at: at), factory, hot: hot)
      case .letValue(let name, let expr, let at):
        let eval = try compileExpression(expr, scope: Scope(), op: "let")
        return .letValue(slot: try bind(name, as: .value, at: at), eval)
      case .subject(let kind, let name, let arguments, let at):
        let op = kind.rawValue
        let evals = try arguments.map { try compileExpression($0, scope: Scope(), op: op) }
        var checked = evals
        switch kind {
        case .subject:
          if !evals.isEmpty { throw fail(Message.arity(op, "only a name"), at: at) }
        case .behaviorSubject:
          if evals.count != 1 { throw fail(Message.arity(op, "a name and a start value"), at: at) }
        case .replaySubject:
          if evals.count > 1 {
            throw fail(Message.arity(op, "a name and an optional capacity"), at: at)
          }
          if let first = arguments.first, case .literal(let v, _) = first, !Compiler.isCount(v) {
            throw fail(Message.notACount(op), at: first.offset)
          }
          if let first = arguments.first, let capacity = evals.first {
            // A computed capacity gets the literal form's words, at run time.
            let location = file.map { (file: $0, offset: first.offset) }
            checked[0] = { frame in
              let v = try capacity(frame)
              guard Compiler.isCount(v) else {
                throw RuntimeError(Message.badCount(op, got: v), location: location)
              }
              return v
            }
          }
        }
        return .subject(slot: try bind(name, as: .subject, at: at), kind: kind, arguments: checked)
      case .send(let name, let expr, let at):
        return .send(
          slot: try subjectSlot(name, at: at),
          try compileExpression(expr, scope: Scope(), op: "send"))
      case .complete(let name, let at):
        return .complete(slot: try subjectSlot(name, at: at))
      case .fail(let name, let expr, let at):
        return .fail(
          slot: try subjectSlot(name, at: at),
          try compileExpression(expr, scope: Scope(), op: "fail"))
      case .command(let name, let concurrent, let block, let at):
        let factory = try compileBlock(block, scope: Scope())
        return .command(slot: try bind(name, as: .command, at: at), concurrent: concurrent, factory)
      case .execute(let name, let expr, let at):
        guard let bound = lookup(name) else {
          throw failUnknown(
            name,
            Message.unknownName(name, suggestion: suggest(name, among: names.keys.sorted())), at: at
          )
        }
        guard bound.kind == .command else { throw fail(Message.notACommand(name), at: at) }
        return .execute(
          slot: bound.slot, try compileExpression(expr, scope: Scope(), op: "execute"), name: name)
      case .connect(let name, let at):
        guard let bound = lookup(name) else {
          throw failUnknown(
            name,
            Message.unknownName(name, suggestion: suggest(name, among: names.keys.sorted())), at: at
          )
        }
        guard bound.kind == .connection else { throw fail(Message.notAConnection(name), at: at) }
        return .connect(slot: bound.slot)
      case .sleep(let expr, _):
        // A time, as every operator's: not negative, not NaN (a literal is checked now).
        if case .literal(let v, let at) = expr, !Compiler.isTime(v) {
          throw fail(Message.badTime("sleep", Message.nonNegativeTimeRule), at: at)
        }
        let time = try compileExpression(expr, scope: Scope(), op: "sleep")
        let location = file.map { (file: $0, offset: expr.offset) }
        let perSecond = timeUnit.perSecond
        return .sleep({ frame in
          let v = try time(frame)
          guard Compiler.isTime(v) else {
            throw RuntimeError(
              Message.badTimeAtRuntime("sleep", Message.nonNegativeTimeRule, got: v),
              location: location)
          }
          // In seconds: a number of the unit chosen (`--time-unit ms`) divided.
          return perSecond == 1 ? v : .number((v.numberValue ?? 0) / perSecond)
        })
      case .expect(let expectation, let at):
        return try compileExpect(expectation, at: at)
      case .meta(let name, let rest, let at, let argumentAt):
        // `:units`: the statements compiled after it read times in its unit (the
        // command sets the session's unit when it runs).
        if name == MetaCommand.units.rawValue, let unit = TimeUnit(rawValue: rest) {
          timeUnit = unit
        }
        return .meta(name, rest, at: at, argumentAt: argumentAt)
      }
    }
  }

  private func subjectSlot(_ name: String, at offset: Int) throws -> Int {
    guard let bound = lookup(name) else {
      throw failUnknown(
        name,
        Message.unknownName(name, suggestion: suggest(name, among: names.keys.sorted())), at: offset
      )
    }
    guard bound.kind == .subject else { throw fail(Message.notASubject(name), at: offset) }
    return bound.slot
  }
}
