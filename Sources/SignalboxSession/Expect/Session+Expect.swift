import Signalbox
import SignalboxJSON
import SignalboxLanguage

/// `expect` (SPEC §5, "Expectations"): the pipeline run on a virtual clock of its own (up
/// to the horizon), its timeline compared with the expected one; a failure is an error
/// (`X001`) under the statement's caret with the two marble rows and the first difference,
/// status 1, and the script goes on.
extension Session {
  /// What a check found: nil when it passed, else the lines under the caret; and the actual
  /// timeline in the right-hand side's form.
  struct ExpectOutcome {
    var details: [String]?
    /// The first argument of the right-hand side, and the arguments that replace those
    /// after it (a values map extended, an error's message) when they change.
    var replacement: (first: String, extra: String?)?
  }

  func runExpectation(
    _ expectation: CompiledExpectation, at: Int, file: SourceFile, mode: RunMode
  ) {
    var result: ExpectOutcome
    var diagnostic = Diagnostic(Message.expectationFailed(expectation.label), at: at)
    do {
      result = try check(expectation, horizon: mode.horizon)
    } catch {
      // A right-hand side that is not a timeline (X002), or a failing expression in it.
      diagnostic = Diagnostic(
        .error, RuntimeError.message(of: error), id: RuntimeError.id(of: error), at: at)
      result = ExpectOutcome(details: [], replacement: nil)
    }
    var report = ""
    if let details = result.details {
      diagnostic.details = details
      report = DiagnosticRenderer.render(diagnostic, in: file)
      output.flush()
      output.err(report)
      status = .pipelineFailed
    }
    outcome.expectations.append(
      ExpectationResult(
        file: file.name, line: file.location(of: at).line, label: expectation.label,
        passed: result.details == nil, report: report,
        rightHandSide: expectation.rightHandSide,
        replacement: result.replacement.flatMap {
          Session.rightHandSide($0, replacing: expectation.rightHandSide, in: file)
        }))
  }

  private func check(_ expectation: CompiledExpectation, horizon: Double) throws
    -> ExpectOutcome
  {
    let actual: [TimedEvent]
    switch expectation.run {
    case .subscriptions(let log, let name):
      guard case .subscriptions(let rows, let frameEval) = expectation.expected else {
        return ExpectOutcome(details: nil)
      }
      let frame = try expectFrame(frameEval)
      let got = outcome.lastExpectClock.map { log.rows(on: $0) } ?? []
      return compareSubscriptions(rows.map(\.text), got: got, frame: frame, name: name)
    case .pipeline(let factory):
      let run = recordRun(factory, horizon: horizon)
      outcome.lastExpectClock = run.clock
      actual = run.events
    }
    switch expectation.expected {
    case .marbles(let factory, let valuesEval, let frameEval, _):
      let expected = recordRun(factory, horizon: .infinity).events
      var values: JSONObject?
      if let valuesEval, case .object(let o) = try expectValue(valuesEval) { values = o }
      let frame = try expectFrame(frameEval)
      var rows = ExpectRows(frame: frame, values: values)
      let replacement = marbleReplacement(
        actual, frame: frame, values: values, framed: frameEval != nil)
      return compare(expected, actual, rows: &rows, replacement: replacement)
    case .events(let eval):
      guard case .array(let items) = try expectValue(eval) else {
        throw RuntimeError(Message.badExpectation("[EVENTS] is an array of events"))
      }
      var expected: [TimedEvent] = []
      for item in items {
        guard let event = TimedEvent(literal: item) else {
          throw RuntimeError(
            Message.badExpectation("not an event: " + JSONWriter.string(item)))
        }
        expected.append(event)
      }
      var rows = ExpectRows(frame: 0.1, values: nil)
      let replacement = ("[" + actual.map(\.literal).joined(separator: ", ") + "]", nil as String?)
      return compare(expected, actual, rows: &rows, replacement: replacement)
    case .completes:
      if case .completed? = actual.last?.kind { return ExpectOutcome(details: nil) }
      return shortcutFailure(actual, wanted: "completed")
    case .fails(let eval):
      let wanted = Compiler.errorMessage(try expectValue(eval))
      if case .error(let message)? = actual.last?.kind, message == wanted {
        return ExpectOutcome(details: nil)
      }
      return shortcutFailure(actual, wanted: TimedEvent(time: 0, kind: .error(wanted)).description)
    case .emits(let eval):
      let value = try expectValue(eval)
      guard let n = Compiler.count(value) else {
        throw RuntimeError(Message.badExpectation("emits takes a count of values"))
      }
      let count = actual.filter(\.kind.isNext).count
      if count == n { return ExpectOutcome(details: nil) }
      var rows = ExpectRows(frame: 0.1, values: nil)
      return ExpectOutcome(details: [
        "actual:   " + rows.rows([actual])[0],
        "expected \(n) value\(n == 1 ? "" : "s"), got \(count)",
      ])
    case .subscriptions:
      return ExpectOutcome(details: nil)
    }
  }

  private func compare(
    _ expected: [TimedEvent], _ actual: [TimedEvent], rows: inout ExpectRows,
    replacement: (first: String, extra: String?)?
  ) -> ExpectOutcome {
    guard let difference = firstDifference(expected: expected, actual: actual) else {
      return ExpectOutcome(details: nil, replacement: replacement)
    }
    let drawn = rows.rows([expected, actual])
    var details = ["expected: " + drawn[0], "actual:   " + drawn[1]]
    if !rows.added.isEmpty {
      details.append(
        "where "
          + rows.added.map { "\($0.symbol) = \(JSONWriter.string($0.value))" }
          .joined(separator: ", "))
    }
    details.append(difference)
    return ExpectOutcome(details: details, replacement: replacement)
  }

  /// `completes` and `fails` that did not: the actual row and how it ended.
  private func shortcutFailure(_ actual: [TimedEvent], wanted: String) -> ExpectOutcome {
    var rows = ExpectRows(frame: 0.1, values: nil)
    var ending = "no end"
    if let last = actual.last, !last.kind.isNext {
      ending = last.description + " at " + TimeFormat.seconds(last.time)
    }
    return ExpectOutcome(details: [
      "actual:   " + rows.rows([actual])[0], "expected \(wanted), got \(ending)",
    ])
  }
}
