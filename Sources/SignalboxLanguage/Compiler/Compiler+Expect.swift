import Signalbox
import SignalboxJSON

/// `expect` compiled (SPEC §5, "Expectations"): what to run, and what it must show. The
/// session runs it on a virtual clock of its own and compares (`Session+Expect.swift`).
package struct CompiledExpectation {
  package enum Run {
    /// A pipeline's events.
    case pipeline(PipelineFactory)
    /// The subscriptions of a `let`-bound `cold`/`hot` source during the last run.
    case subscriptions(SubscriptionLog, name: String)
  }

  package enum Expected {
    /// The marble string as a `cold` source reads it (values map, error, frame), and the
    /// values map and the frame again, to draw and rewrite the timeline.
    case marbles(PipelineFactory, values: Eval?, frame: Eval?, text: String)
    case events(Eval)
    /// Marble strings with `^` and `!`, one a subscription.
    case subscriptions([(text: String, at: Int)], frame: Eval?)
    case completes
    case fails(Eval)
    case emits(Eval)
  }

  package var label: String?
  package var run: Run
  package var expected: Expected
  /// The right-hand side in the file, for `signalbox test --update`.
  package var rightHandSide: Range<Int>?
}

extension Compiler {
  func compileExpect(_ expectation: Expectation, at: Int) throws -> CompiledStatement {
    let run: CompiledExpectation.Run
    switch expectation.subject {
    case .pipeline(let pipeline):
      run = .pipeline(try compilePipeline(pipeline, scope: Scope()))
    case .subscriptions(let name, let offset):
      guard let log = subscriptionLogs[name] else {
        throw fail(
          Message.badExpectation("\(name) is not a cold or hot source bound by let"),
          at: offset)
      }
      run = .subscriptions(log, name: name)
    }
    let expected: CompiledExpectation.Expected
    switch expectation.check {
    case .marbles(let arguments):
      expected = try compileExpectedMarbles(arguments)
    case .events(let expr):
      expected = .events(try compileExpression(expr, scope: Scope(), op: "expect"))
    case .subscriptions(let exprs):
      expected = try compileExpectedSubscriptions(exprs)
    case .completes:
      expected = .completes
    case .fails(let expr):
      expected = .fails(try compileExpression(expr, scope: Scope(), op: "expect"))
    case .emits(let expr):
      expected = .emits(try compileExpression(expr, scope: Scope(), op: "expect"))
    }
    if case .subscriptions = run, case .subscriptions = expected {
    } else if case .subscriptions = run {
      throw fail(Message.badExpectation("subscriptions are compared with marble strings"), at: at)
    }
    return .expect(
      CompiledExpectation(
        label: expectation.label, run: run, expected: expected,
        rightHandSide: expectation.rightHandSide), at: at)
  }

  /// `"MARBLES"[, {VALUES}[, ERROR]][, FRAME]`: a `cold` source of the same arguments.
  private func compileExpectedMarbles(_ arguments: [Argument]) throws
    -> CompiledExpectation.Expected
  {
    guard case .expr(.literal(.string(let text), _))? = arguments.first else {
      throw fail(Message.marblesNeedsLiteral(), at: arguments.first?.offset ?? 0)
    }
    let offset = arguments[0].offset
    let stage = Stage(
      name: "cold", member: nil, arguments: arguments, mode: nil, modeOffset: offset,
      offset: offset)
    let factory = try compilePipeline(Pipeline(stages: [stage]), scope: Scope())
    var values: Expr?
    var frame: Expr?
    if arguments.count >= 2, case .expr(let second) = arguments[1] {
      if case .object = second {
        values = second
        if arguments.count == 4, case .expr(let last) = arguments[3] { frame = last }
      } else {
        frame = second
      }
    }
    return .marbles(
      factory, values: try values.map { try compileExpression($0, scope: Scope(), op: "expect") },
      frame: try frame.map { try compileFrame($0) }, text: text)
  }

  /// A frame duration in seconds, in the program's unit.
  private func compileFrame(_ expr: Expr) throws -> Eval {
    let eval = try compileExpression(expr, scope: Scope(), op: "expect")
    let perSecond = timeUnit.perSecond
    return { frame in
      let v = try eval(frame)
      guard case .number(let n) = v else { return v }
      return .number(n / perSecond)
    }
  }

  /// `"^--!"`, `["^--!", "--^-!"]`, then an optional frame.
  private func compileExpectedSubscriptions(_ exprs: [Expr]) throws
    -> CompiledExpectation.Expected
  {
    var rows: [(text: String, at: Int)] = []
    switch exprs.first {
    case .literal(.string(let text), let at)?:
      rows = [(text, at)]
    case .array(let items, _)?:
      for item in items {
        guard case .literal(.string(let text), let at) = item else {
          throw fail(
            Message.badExpectation("a subscription row is a marble string"), at: item.offset)
        }
        rows.append((text, at))
      }
    default:
      throw fail(
        Message.badExpectation("subscriptions are compared with marble strings"),
        at: exprs.first?.offset ?? 0)
    }
    for row in rows {
      let timed = MarbleDiagram.timed(row.text, frameDuration: 1)
      if let k = timed.repeated {
        throw fail(Message.marbleMarkerTwice("subscriptions"), at: row.at + 1 + k)
      }
      if timed.subscriptionPoint == nil || !timed.events.isEmpty {
        throw fail(
          Message.badExpectation("a subscription row has one '^', an optional '!' and '-'"),
          at: row.at)
      }
    }
    if exprs.count > 2 {
      throw fail(Message.badExpectation("subscriptions take rows, then FRAME"), at: exprs[2].offset)
    }
    return .subscriptions(rows, frame: try exprs.dropFirst().first.map { try compileFrame($0) })
  }

  /// A `let` of a `cold` or `hot` source: its subscriptions are logged for
  /// `expect NAME subscriptions`; another `let` of the name forgets them.
  func logSubscriptions(_ name: String, _ pipeline: Pipeline, _ factory: @escaping PipelineFactory)
    -> PipelineFactory
  {
    guard ["cold", "hot"].contains(pipeline.stages[0].name) else {
      subscriptionLogs[name] = nil
      return factory
    }
    let log = SubscriptionLog()
    subscriptionLogs[name] = log
    return log.logging(factory)
  }
}
