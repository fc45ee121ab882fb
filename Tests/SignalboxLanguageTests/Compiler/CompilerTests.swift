import XCTest

@testable import SignalboxJSON
@testable import SignalboxLanguage
@testable import SignalboxSession

/// The compiler: arity errors read from the operator table, names and their kinds, literal
/// checks, and the kinds of flow a pipeline compiles to.
final class CompilerTests: XCTestCase {
  /// Compiles every statement of `text` with one compiler, as a session does.
  private func compile(_ text: String) -> (
    compiled: [CompiledStatement], diagnostics: [Diagnostic]
  ) {
    let file = SourceFile(name: "t", text: text)
    let (statements, parseErrors) = Parser.parse(file)
    XCTAssertEqual(parseErrors, [], text)
    let compilation = Compiler().compile(statements, of: file, as: .init())
    return (compilation.statements, compilation.diagnostics)
  }

  /// A compile returns what it found wrong; the next compile with the same compiler starts
  /// with none (the names the first bound stay bound).
  func testACompileReturnsItsDiagnosticsAndTheNextStartsClean() {
    let compiler = Compiler()
    func compile(_ text: String) -> Compiler.Compilation {
      let file = SourceFile(name: "t", text: text)
      return compiler.compile(Parser.parse(file).statements, of: file, as: .init())
    }
    let first = compile("let a = just 1\nfrom [1] | frob 1")
    XCTAssertEqual(first.diagnostics.map(\.id), [.unknownOperator])
    XCTAssertEqual(first.statements.count, 1)
    let second = compile("a | map x")
    XCTAssertEqual(second.diagnostics, [])
    XCTAssertEqual(second.statements.count, 1)
    XCTAssertEqual(compiler.diagnostics, [], "nothing left in the compiler's fields")
  }

  private func errors(_ text: String) -> [Diagnostic] { compile(text).diagnostics }

  /// Each row's program compiles with exactly one diagnostic: the row's message at its offset.
  private func assertOneError(
    _ rows: [(program: String, message: DiagnosticMessage, offset: Int)],
    file: StaticString = #filePath, line: UInt = #line
  ) {
    for row in rows {
      XCTAssertEqual(
        errors(row.program), [Diagnostic(row.message, at: row.offset)], row.program, file: file,
        line: line)
    }
  }

  // MARK: arity, from the table

  func testEveryStageSaysWhatItTakesWhenGivenTooMany() {
    for spec in OperatorTable.all where spec.role == .stage {
      for name in [spec.name] + spec.aliases {
        guard let resolved = OperatorTable.spec(name, .stage), let arity = resolved.arity else {
          continue
        }
        let arguments = Array(repeating: "1", count: arity.upperBound + 1).joined(separator: ", ")
        let onSignal = errors("from [1] | \(name) \(arguments)")
        let expected: Diagnostic =
          resolved.worksOnSignals
          ? Diagnostic(Message.arity(name, resolved.takes), at: 11)
          : Diagnostic(Message.sequenceOnly(name), at: 11)
        XCTAssertEqual(onSignal, [expected], name)
        if resolved.worksOnSequences {
          XCTAssertEqual(
            errors("seq [1] | \(name) \(arguments)"),
            [Diagnostic(Message.arity(name, resolved.takes), at: 10)], name)
        }
      }
    }
  }

  func testEveryStageWithRequiredArgumentsSaysSoWhenGivenNone() {
    for spec in OperatorTable.all where spec.role == .stage && spec.worksOnSignals {
      guard let arity = spec.arity, arity.lowerBound > 0 else { continue }
      XCTAssertEqual(
        errors("from [1] | \(spec.name)"),
        [Diagnostic(Message.arity(spec.name, spec.takes), at: 11)],
        spec.name)
    }
  }

  func testEverySourceSaysWhatItTakes() {
    for spec in OperatorTable.all where spec.role == .source {
      guard let arity = spec.arity else { continue }
      let arguments = Array(repeating: "1", count: arity.upperBound + 1).joined(separator: ", ")
      XCTAssertEqual(
        errors("\(spec.name) \(arguments)"),
        [Diagnostic(Message.arity(spec.name, spec.takes), at: 0)],
        spec.name)
    }
    assertOneError([
      ("seq", Message.arity("seq", "an array (or range A, B)"), 0),
      ("seq range 1", Message.arity("seq", "range A, B[, STEP]"), 0),
    ])
  }

  func testTheArityMessagesAreTheDocumentedShapes() {
    assertOneError([
      (
        "from [1] | throttle", Message.arity("throttle", "T[, EXPR], or a block (RxJS's selector)"),
        11
      ),
      (
        "from [1] | debounce 1, x, 3",
        Message.arity("debounce", "T[, EXPR], or a block (RxJS's selector)"), 11
      ),
      ("timer", Message.arity("timer", "T[, EXPR]"), 0),
      ("from [1] | take", Message.arity("take", "a count"), 11),
    ])
  }

  // MARK: names

  func testUnknownNamesArePositionedWithASuggestion() {
    assertOneError([
      ("from [1] | mapp x", Message.unknownOperator("mapp", suggestion: "map"), 11),
      ("intervall 1", Message.unknownSource("intervall", suggestion: "interval"), 0),
      ("from [1] | map acc + y", Message.unknownName("y", suggestion: "x"), 21),
      ("from [1] | map lenn(x)", Message.unknownFunction("lenn", suggestion: "len"), 15),
      ("from [1] | merge other", Message.unknownName("other", suggestion: nil), 17),
    ])
  }

  func testBuiltInNamesCannotBeRebound() {
    assertOneError([
      ("let x = 1", Message.shadowing("x"), 0),
      ("subject acc", Message.shadowing("acc"), 0),
    ])
  }

  /// SPEC §9: a let of an operator's or a source's name is one error at the let, not one
  /// more per later use; a function's name may be bound (and is still the function).
  func testOperatorAndSourceNamesCannotBeBoundButFunctionNamesCan() {
    assertOneError([
      (
        "let map = just 1\nmap | take 1\nfrom [1] | map x",
        Message.shadowsOperator("map", source: false), 0
      ),
      (
        "let interval = just 1\ninterval | map x\ninterval",
        Message.shadowsOperator("interval", source: true), 0
      ),
      ("subject take", Message.shadowsOperator("take", source: false), 0),
    ])
    for name in ["keys", "values", "sum", "min", "key", "len"] {
      XCTAssertEqual(errors("let \(name) = just 1\n\(name) | map x"), [], name)
    }
    // A later, right use of the source is still compiled and checked.
    XCTAssertEqual(
      errors("let interval = just 1\ninterval 1 | take 1"),
      [
        Diagnostic(Message.shadowsOperator("interval", source: true), at: 0)
      ])
  }

  func testNamesMustBeOfTheRightKind() {
    assertOneError([
      ("let p = just 1\nsend p, 1", Message.notASubject("p"), 15),
      ("subject s\nexecute s, 1", Message.notACommand("s"), 10),
      ("subject s\nconnect s", Message.notAConnection("s"), 10),
      ("command c = { just 1 }\nc.running", Message.unknownMember("c", "running"), 23),
      ("let n = 1\nn 2", Message.arity("n", "no arguments (it is a bound name)"), 10),
    ])
  }

  func testAFailedLetLeavesItsNameUnbound() {
    XCTAssertEqual(
      errors("let a = just y\na | take 1"),
      [
        Diagnostic(Message.unknownName("y", suggestion: "x"), at: 13),
        Diagnostic(Message.unknownSource("a", suggestion: nil), at: 15),
      ])
  }

  // MARK: literal arguments

  func testLiteralCountsAndTimesAreCheckedAtCompileTime() {
    XCTAssertEqual(errors("from [1] | take -1"), [], "RxJS's take(-1): empty")
    assertOneError([
      ("from [1] | take 1.5", Message.notACount("take"), 16),
      ("from [1] | delay -1", Message.badTime("delay", Message.nonNegativeTimeRule), 17),
      (
        "from [1] | bufferWithTime 0", Message.badTime("bufferWithTime", Message.positiveTimeRule),
        26
      ),
      ("range 1, 5, 0", Message.zeroStep(), 12),
      ("marbles x", Message.marblesNeedsLiteral(), 8),
      ("from [1] | trace 1", Message.badTraceLabel(), 17),
      ("stdin csv", Message.badMode("csv"), 6),
    ])
    XCTAssertEqual(errors("from [1] | take x + 1"), [], "a computed count is checked when it runs")
  }

  func testStructuralRules() {
    assertOneError([
      ("interval 1 | head", Message.sequenceOnly("head"), 13),
      ("interval 1 | autoconnect", Message.autoconnectWithoutPublish(), 13),
    ])
    XCTAssertEqual(errors("interval 1 | publish | autoconnect"), [])
  }

  // MARK: what a statement compiles to

  func testLetBindingsAreColdHotConnectionsSequencesOrValues() {
    let (compiled, diagnostics) = compile(
      "let a = interval 1\nlet b = interval 1 | replayLast\nlet c = interval 1 | publish\nlet d "
        + "= interval 1 | publish | autoconnect\nlet e = seq [1] | map x\nlet f = 5"
    )
    XCTAssertEqual(diagnostics, [])
    let forms: [String] = compiled.map { statement in
      switch statement {
      case .letPipeline(_, _, let hot): return "\(hot)"
      case .letSequence: return "sequence"
      case .letValue: return "value"
      default: return "other"
      }
    }
    XCTAssertEqual(forms, ["cold", "hot", "connection", "hot", "sequence", "value"])
    XCTAssertTrue(compiled.allSatisfy { $0.bindsAName })
  }

  func testAPipelineStaysASequenceThroughSequenceStagesOnly() throws {
    func flow(_ text: String) throws -> Flow {
      let (statements, _) = Parser.parse(SourceFile(name: "t", text: text))
      guard case .pipeline(let pipeline, _, _) = statements[0] else {
        throw XCTSkip("not a pipeline")
      }
      return try Compiler().compileFlow(pipeline, scope: Compiler.Scope())
    }
    XCTAssertTrue(try flow("seq [1, 2] | map x | take 1").isSequence)
    XCTAssertFalse(
      try flow("seq [1, 2] | map x | delay 1").isSequence, "delay has no sequence form")
    XCTAssertFalse(
      try flow("seq [1, 2] | flattenMap { interval 1 }").isSequence, "a block of signals")
    XCTAssertTrue(try flow("seq [1, 2] | flattenMap { seq [x] }").isSequence)
    XCTAssertTrue(try flow("interval 1 | take 2 | sequence").isSequence)
    XCTAssertFalse(try flow("seq [1] | head").isSequence, "head delivers one value")
    XCTAssertFalse(try flow("iterate 1, x + 1 | signal").isSequence)
  }

  func testTooManyStagesAcrossBindingsIsACompileError() {
    let chain = (1...Limits.stages).map { "let a\($0) = a\($0 - 1) | map x" }.joined(
      separator: "\n")
    let diagnostics = errors("let a0 = just 1\n" + chain)
    XCTAssertEqual(diagnostics.map(\.id), [.tooManyStages])
  }
}
