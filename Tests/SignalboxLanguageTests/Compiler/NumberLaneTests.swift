import SignalboxTestSupport
import Testing

@testable import SignalboxJSON
@testable import SignalboxLanguage
@testable import SignalboxSession

/// The number fast paths against the general ones: numeric expressions
/// (`NumericCompiler`) against the general evaluator on generated expressions and values,
/// and fused `range | map | filter | aggregate` lanes (`NumberLane`) against the same
/// stages run one by one, on generated programs: the same values, the same errors.
@Suite struct NumberLaneTests {
  /// A generated expression: its tree and its text (fully bracketed).
  struct Generated {
    let expr: Expr
    let text: String
  }

  static let literals: [Double] = [
    0, 0, 0, 1, 2, 3, 7, -3, 0.5, 2.5, -0.25, 1e-7, 9e15, 1e16, 1e308, -1e308,
    4_503_599_627_370_497,
  ]

  /// A random expression over `names`, at most `depth` operators deep. Mostly number and
  /// truth operators; now and then a value that is not a number (`null`, a string).
  static func expression(_ random: inout SplitMix, depth: Int, names: [String]) -> Generated {
    func leaf() -> Generated {
      switch random.below(20) {
      case 0: return Generated(expr: .literal(.null, at: 0), text: "null")
      case 1: return Generated(expr: .literal(.string("a"), at: 0), text: "\"a\"")
      case 2, 3:
        let b = random.below(2) == 0
        return Generated(expr: .literal(.bool(b), at: 0), text: b ? "true" : "false")
      case 4...10:
        let name = names[random.below(names.count)]
        return Generated(expr: .name(name, at: 0), text: name)
      default:
        let c = literals[random.below(literals.count)]
        return Generated(
          expr: .literal(.number(c), at: 0), text: "(\(JSONWriter.string(.number(c))))")
      }
    }
    guard depth > 0, random.below(4) != 0 else { return leaf() }
    let operators: [BinaryOperator] = [
      .add, .subtract, .multiply, .divide, .remainder, .less, .lessOrEqual, .greater,
      .greaterOrEqual, .equal, .notEqual, .and, .or,
    ]
    switch random.below(10) {
    case 0:
      let e = expression(&random, depth: depth - 1, names: names)
      let op: UnaryOperator = random.below(2) == 0 ? .negate : .not
      return Generated(expr: .unary(op, e.expr, at: 0), text: "(\(op.symbol)\(e.text))")
    case 1:
      let c = expression(&random, depth: depth - 1, names: names)
      let a = expression(&random, depth: depth - 1, names: names)
      let b = expression(&random, depth: depth - 1, names: names)
      return Generated(
        expr: .conditional(c.expr, a.expr, b.expr, at: 0),
        text: "(\(c.text) ? \(a.text) : \(b.text))")
    default:
      let op = operators[random.below(operators.count)]
      let l = expression(&random, depth: depth - 1, names: names)
      let r = expression(&random, depth: depth - 1, names: names)
      return Generated(
        expr: .binary(op, l.expr, r.expr, at: 0), text: "(\(l.text) \(op.symbol) \(r.text))")
    }
  }

  static let values: [Double] = [
    0, -0.0, 1, -1, 2, 3, 6, -7, 0.5, 1.5, 1e-300, 1e16, 9e15, -9e15, 1e308, .infinity,
    -.infinity, .nan, 4_503_599_627_370_497,
  ]

  static func value(_ random: inout SplitMix) -> Double {
    switch random.below(4) {
    case 0: return Double(random.below(2001)) - 1000
    case 1: return (Double(random.below(2_000_001)) - 1_000_000) / 1024
    default: return values[random.below(values.count)]
    }
  }

  /// The same number, NaN included, with the sign of a zero.
  static func same(_ a: Double, _ b: Double) -> Bool {
    a.bitPattern == b.bitPattern || (a.isNaN && b.isNaN)
  }

  @Test func numericExpressionsAgreeWithTheGeneralEvaluator() throws {
    let session = Session(options: SessionOptions(), output: CollectedOutput())
    let env = Env(context: StatementContext(host: session, start: 0, job: nil))
    let compiler = Compiler()
    var random = SplitMix(seed: 0x6e75_6d73)
    var numbers = 0
    var truths = 0
    var misses = 0
    for _ in 0..<12000 {
      let g = Self.expression(&random, depth: 4, names: ["x", "acc", "i"])
      let general = try compiler.compileExpression(g.expr, scope: Compiler.Scope(), op: "map")
      let numeric = NumericCompiler(readsAcc: true)
      let number = numeric.number(g.expr)
      let truth = numeric.truth(g.expr)
      if number != nil { numbers += 1 }
      if truth != nil { truths += 1 }
      // A number expression is never truth-valued, and the other way round.
      if number != nil { #expect(!NumericCompiler.isTruthValued(g.expr), "\(g.text)") }
      for _ in 0..<6 {
        let (x, acc, i) = (Self.value(&random), Self.value(&random), random.below(50))
        let expected: JSON?
        do {
          expected = try general(Frame(x: .number(x), i: i, acc: .number(acc), env: env))
        } catch {
          expected = nil
        }
        let inputs = Numbers(x: x, acc: acc, i: i)
        let context =
          "\(g.text) with x = \(x), acc = \(acc), i = \(i): \(String(describing: expected))"
        if let number {
          do {
            let n = try number(inputs)
            guard case .number(let m) = expected else {
              Issue.record("number \(n), general not a number: \(context)")
              continue
            }
            #expect(Self.same(n, m), "\(context)")
          } catch {
            misses += 1
            #expect(expected == nil, "numeric miss, general succeeded: \(context)")
          }
        }
        if let truth {
          do {
            let b = try truth(inputs)
            #expect(expected?.isTruthy == b, "truth \(b): \(context)")
            if NumericCompiler.isTruthValued(g.expr) { #expect(expected == .bool(b), "\(context)") }
          } catch {
            #expect(expected == nil, "truth miss, general succeeded: \(context)")
          }
        }
      }
    }
    // The generator reaches every kind: numbers, truths, and misses (`x % 0`).
    #expect(numbers > 2500)
    #expect(truths > 2500)
    #expect(misses > 20)
  }

  /// What a session prints for `program`, with the number fast paths or without.
  static func run(_ program: String, fused: Bool) -> (out: [String], err: String) {
    let (session, output) = makeSession()
    session.compiler.numberFastPaths = fused
    session.runProgram([SourceFile(name: "t.sbx", text: program)])
    return (output.stdout, output.stderr)
  }

  /// A generated program: `range` (or, with `otherSources`, `from` an array of numbers
  /// and other values) then `map`s and `filter`s, a fold, a last stage.
  static func pipeline(_ random: inout SplitMix, otherSources: Bool = false) -> String {
    var text: String
    if otherSources {
      let items = ["0", "-0", "1", "2", "3", "-7", "0.5", "1e308", "null", "\"a\"", "true", "[1]"]
      text =
        "from ["
        + (0..<random.below(12)).map { _ in items[random.below(items.count)] }
        .joined(separator: ", ") + "]"
    } else {
      let starts = ["0", "1", "-3", "0.5", "10"]
      let lengths = ["5", "12", "30", "0", "-4"]
      let steps = ["", ", 1", ", 0.25", ", -1", ", 3", ", 0.1"]
      let start = starts[random.below(starts.count)]
      text = "range \(start), \(start) + \(lengths[random.below(lengths.count)])"
      text += steps[random.below(steps.count)]
    }
    for _ in 0..<random.below(4) {
      let e = expression(&random, depth: 3, names: ["x", "i"]).text
      text += random.below(2) == 0 ? " | map \(e)" : " | filter \(e)"
    }
    if random.below(2) == 0 {
      let folds = ["0", "1", "null", "\"s\"", "[]", "-0.5"]
      let e = expression(&random, depth: 3, names: ["x", "acc", "i"]).text
      let name = random.below(2) == 0 ? "aggregate" : "scan"
      text += " | \(name) \(folds[random.below(folds.count)]), \(e)"
    }
    switch random.below(5) {
    case 0: text += " | take 3"
    case 1: text += " | map x * 10"
    default: break
    }
    return text
  }

  /// 1500 pipelines generated from `seed`, each run fused and stage by stage: the same
  /// output and messages, and more than 100 of them end in an error.
  func expectFusedRunsAgree(seed: UInt64, otherSources: Bool = false) {
    var random = SplitMix(seed: seed)
    var errors = 0
    for _ in 0..<1500 {
      let program = Self.pipeline(&random, otherSources: otherSources)
      let fused = Self.run(program, fused: true)
      let plain = Self.run(program, fused: false)
      #expect(fused.out == plain.out, "\(program)")
      #expect(fused.err == plain.err, "\(program)")
      if fused.out.last?.contains(" error ") == true { errors += 1 }
    }
    #expect(errors > 100)
  }

  @Test func fusedLanesPrintWhatTheStagesPrintOneByOne() {
    expectFusedRunsAgree(seed: 0x6c61_6e65)
  }

  @Test func numberStagesAfterOtherSourcesPrintWhatTheGeneralPathPrints() {
    expectFusedRunsAgree(seed: 0x7374_6167, otherSources: true)
  }

  @Test func edgeCasesOfTheLane() {
    for program in [
      "range 1, 10 | map x * 2 | take 3",
      "range 1, 5 | map 10 % (x - 3)",
      "range 1, 5 | filter 1 / (x - 2) > 0",
      "range 1, 5 | aggregate null, acc + x",
      "range 1, 5 | aggregate [], acc + x",
      "range 1, 3 | scan \"a\", acc + x",
      "range 1, 3 | aggregate 0, acc % (x - 2)",
      "range 1, 4 | map x * 1e308 | scan 0, acc + x - acc * 2",
      "range 1, 0 | aggregate 7, acc + x",
      "range 1, 0 | map x | filter x > 0",
      "range 1e300, 1e301, 1e284 | map x | take 2",
      "range 0, 1, 1e-300 | map x | take 2",
      "range 9007199254740990, 9007199254740999 | map x",
      "range \"a\", 3 | map x",
      "range 1, 3, 0 | map x",
      "range 1, 3 | map i * x | filter i > 0 | scan 0, acc + i",
      "range 1, 3 | filter x > 1 && x < 3 | map -x",
      "range 1, 3 | map x | map x ? x : 0 | aggregate 1, acc * x",
      "range 1, 1e12 | filter x == 3 | take 1",
    ] {
      let fused = Self.run(program, fused: true)
      let plain = Self.run(program, fused: false)
      #expect(fused.out == plain.out, "\(program)")
      #expect(fused.err == plain.err, "\(program)")
      #expect(!fused.out.isEmpty || !fused.err.isEmpty, "\(program)")
    }
  }

  @Test func theBenchmarkChainIsOneLaneUnlessStagesAreWrapped() throws {
    let text = "range 1, 1e7 | map x*2 | filter x%3==0 | aggregate 0, acc+x | map x"
    let (statements, _) = Parser.parse(SourceFile(name: "t", text: text))
    guard case .pipeline(let pipeline, _, _) = statements.first else {
      Issue.record("not a pipeline: \(statements)")
      return
    }
    let compiler = Compiler()
    // range, map, filter and aggregate fuse; the map after the aggregate does not.
    #expect(try compiler.numberLane(pipeline, scope: Compiler.Scope())?.last == 3)
    compiler.instrumentation.trace = true
    #expect(try compiler.numberLane(pipeline, scope: Compiler.Scope()) == nil)
    compiler.instrumentation.trace = false
    compiler.numberFastPaths = false
    #expect(try compiler.numberLane(pipeline, scope: Compiler.Scope()) == nil)
    // After another signal, two or more number stages fuse into one stage.
    let (others, _) = Parser.parse(
      SourceFile(name: "t", text: "stdin | map x*2 | filter x > 1 | scan 0, acc+x | map x"))
    guard case .pipeline(let after, _, _) = others.first else {
      Issue.record("not a pipeline: \(others)")
      return
    }
    #expect(try Compiler().numberLane(after, from: 1, scope: Compiler.Scope())?.last == 3)
    #expect(try Compiler().numberLane(after, from: 3, scope: Compiler.Scope()) == nil)
    // A block parameter named x is not the stage value.
    let scoped = Compiler.Scope(parameters: ["x"])
    #expect(try Compiler().numberLane(pipeline, scope: scoped) == nil)
  }
}
