import XCTest

@testable import SignalboxJSON
@testable import SignalboxLanguage
@testable import SignalboxSession

/// The parser: statements and pipelines as trees (printed fully parenthesised, so the
/// precedence shows), and positioned errors with recovery at the next statement.
final class ParserTests: XCTestCase {
  private func parse(_ text: String) -> (statements: [Statement], diagnostics: [Diagnostic]) {
    Parser.parse(SourceFile(name: "t", text: text))
  }

  /// An expression as an S-expression: `(+ 1 (* 2 3))`.
  private func tree(_ e: Expr) -> String {
    switch e {
    case .literal(let v, _): return JSONWriter.string(v)
    case .name(let n, _): return n
    case .dollar(let k, _): return "$\(k)"
    case .array(let items, _): return "[" + items.map(tree).joined(separator: " ") + "]"
    case .object(let entries, _):
      return "{" + entries.map { "\($0.key): \(tree($0.value))" }.joined(separator: ", ") + "}"
    case .field(let base, let name, _): return "(. \(tree(base)) \(name))"
    case .index(let base, let index, _): return "([] \(tree(base)) \(tree(index)))"
    case .unary(let op, let operand, _): return "(\(op) \(tree(operand)))"
    case .binary(let op, let l, let r, _): return "(\(op) \(tree(l)) \(tree(r)))"
    case .conditional(let c, let a, let b, _): return "(? \(tree(c)) \(tree(a)) \(tree(b)))"
    case .call(let name, let args, _):
      return "(\(name)() " + args.map(tree).joined(separator: " ") + ")"
    case .block(let b): return "{" + tree(b) + "}"
    }
  }

  private func tree(_ b: Block) -> String {
    (b.parameter.map { "\($0) -> " } ?? "") + tree(b.pipeline)
  }

  private func tree(_ p: Pipeline) -> String {
    p.stages.map { stage in
      var text = stage.name
      if let member = stage.member { text += "." + member }
      if let mode = stage.mode { text += "/" + mode.word }
      for argument in stage.arguments {
        switch argument {
        case .expr(let e): text += " " + tree(e)
        case .block(let b): text += " {" + tree(b) + "}"
        }
      }
      return text
    }.joined(separator: " | ")
  }

  /// The one statement of `text`, printed; the diagnostics must be empty.
  private func statement(_ text: String, file: StaticString = #filePath, line: UInt = #line)
    -> String
  {
    let (statements, diagnostics) = parse(text)
    XCTAssertEqual(diagnostics, [], file: file, line: line)
    guard statements.count == 1 else { return "\(statements.count) statements" }
    switch statements[0] {
    case .pipeline(let p, let background, _): return tree(p) + (background ? " &" : "")
    case .letPipeline(let name, let p, _): return "let \(name) = pipeline \(tree(p))"
    case .letValue(let name, let e, _): return "let \(name) = value \(tree(e))"
    case .subject(let kind, let name, let args, _):
      return "\(kind) \(name)" + args.map { " " + tree($0) }.joined()
    case .send(let name, let e, _): return "send \(name) \(tree(e))"
    case .complete(let name, _): return "complete \(name)"
    case .fail(let name, let e, _): return "fail \(name) \(tree(e))"
    case .command(let name, let concurrent, let b, _):
      return "command \(name)\(concurrent ? " concurrent" : "") {\(tree(b))}"
    case .execute(let name, let e, _): return "execute \(name) \(tree(e))"
    case .connect(let name, _): return "connect \(name)"
    case .sleep(let e, _): return "sleep \(tree(e))"
    case .meta(let name, let rest, _, _): return ":\(name) [\(rest)]"
    case .expect(let e, _): return expectTree(e)
    }
  }

  private func expectTree(_ e: Expectation) -> String {
    var text = "expect " + (e.label.map { "\"\($0)\": " } ?? "")
    switch e.subject {
    case .pipeline(let p): text += tree(p)
    case .subscriptions(let name, _): text += name + " subscriptions"
    }
    switch e.check {
    case .marbles(let args):
      text +=
        " == marbles "
        + args.map { a in
          if case .expr(let e) = a { return tree(e) } else { return "{…}" }
        }.joined(separator: ", ")
    case .events(let list): text += " == events " + tree(list)
    case .subscriptions(let rows): text += " == " + rows.map(tree).joined(separator: ", ")
    case .completes: text += " completes"
    case .fails(let m): text += " fails " + tree(m)
    case .emits(let n): text += " emits " + tree(n)
    }
    return text
  }

  private func expression(_ text: String) -> String {
    let printed = statement("let v = " + text)
    return printed.hasPrefix("let v = value ") ? String(printed.dropFirst(14)) : printed
  }

  /// Each statement (key) is read and printed as its tree (value).
  private func assertStatements(
    _ rows: KeyValuePairs<String, String>, file: StaticString = #filePath, line: UInt = #line
  ) {
    for (text, printed) in rows {
      XCTAssertEqual(statement(text, file: file, line: line), printed, text, file: file, line: line)
    }
  }

  /// Each expression (key) is read and printed as its tree (value).
  private func assertExpressions(
    _ rows: KeyValuePairs<String, String>, file: StaticString = #filePath, line: UInt = #line
  ) {
    for (text, printed) in rows {
      XCTAssertEqual(expression(text), printed, text, file: file, line: line)
    }
  }

  // MARK: expressions

  func testPrecedenceFromLowestToHighest() {
    assertExpressions([
      "1 + 2 * 3": "(+ 1 (* 2 3))",
      "1 - 2 - 3": "(- (- 1 2) 3)",  // left associative
      "a ?? b == c": "(== (?? a b) c)",  // ?? binds tighter than comparisons
      "a || b && c": "(|| a (&& b c))",
      "a < b == c > d": "(== (< a b) (> c d))",
      "c ? a : b ? d : e": "(? c a (? b d e))",
      "-x.a[0] * !y": "(* (- ([] (. x a) 0)) (! y))",
      "(1 + 2) * 3": "(* (+ 1 2) 3)",
    ])
  }

  func testLiteralsAndCalls() {
    assertExpressions([
      "[1, \"a\", null, true]": "[1 \"a\" null true]",
      "{a: 1, \"b c\": x}": "{a: 1, b c: x}",
      "{}": "{}",
      "len(x) + max(1, 2)": "(+ (len() x) (max() 1 2))",
      "$0 * $1": "(* $0 $1)",
    ])
  }

  // MARK: pipelines and statements

  func testStagesArgumentsAndBlocks() {
    assertStatements([
      "from [1, 2] | map x * 2 | take 1": "from [1 2] | map (* x 2) | take 1",
      "interval 1 &": "interval 1 &",
      "x | flattenMap { n -> range 1, n }": "x | flattenMap {n -> range 1 n}",
      "from [1] | map {n: x}": "from [1] | map {n: x}",  // `{NAME:` starts an object
      "from [1] | map { just x }": "from [1] | map {just x}",  // a block as a value
      "from [1] |\n  map x": "from [1] | map x",  // a line may end in |
    ])
  }

  func testSourcesWithMembersAndModeWords() {
    assertStatements([
      "c.executing | take 1": "c.executing | take 1",
      "seq range 1, 5": "seq.range 1 5",
      "stdin lines": "stdin/lines",
      "file \"a.json\" lenient | count": "file/lenient \"a.json\" | count",
    ])
  }

  func testLetBindsAPipelineOrAValue() {
    assertStatements([
      "let p = interval 1 | take 2": "let p = pipeline interval 1 | take 2",
      "let q = p": "let q = pipeline p",  // a bound name alone is a pipeline
      "let q = p | map x": "let q = pipeline p | map x",
      "let n = 5": "let n = value 5",
      "let o = p.field + 1": "let o = value (+ (. p field) 1)",
      "let e = c.executing": "let e = pipeline c.executing",
    ])
  }

  func testKeywordStatements() {
    assertStatements([
      "subject s": "subject s",
      "replaySubject r, 2": "replaySubject r 2",
      "send s, {a: 1}": "send s {a: 1}",
      "complete s": "complete s",
      "fail s, \"boom\"": "fail s \"boom\"",
      "command c concurrent = { timer 1, x }": "command c concurrent {timer 1 x}",
      "execute c, 21": "execute c 21",
      "connect p": "connect p",
      "sleep 1.5": "sleep 1.5",
      ":graph  from [1] | map x ": ":graph [from [1] | map x]",
      "send | take 1": "send | take 1",  // a keyword followed by | is a name
    ])
  }

  func testStatementsAreSeparatedByNewlinesAndSemicolons() {
    XCTAssertEqual(parse("just 1; just 2\n\njust 3").statements.count, 3)
    XCTAssertEqual(parse("just 1\n").statements.map(\.offset), [0])
    XCTAssertEqual(parse("  just 1;  just 2").statements.map(\.offset), [2, 11])
  }

  // MARK: errors

  func testErrorsArePositioned() {
    let rows: [(text: String, message: DiagnosticMessage, offset: Int)] = [
      ("from [1,", Message.unexpected("end of input", expected: "an expression"), 8),
      ("from [1] | 3", Message.unexpected("a number", expected: "an operator"), 11),
      ("let = 5", Message.unexpected("'='", expected: "a name"), 4),
      ("send s 1", Message.unexpected("a number", expected: "','"), 7),
      ("just 1 2", Message.unexpected("a number", expected: "end of statement"), 7),
      ("just 1 < 2 < 3", Message.chainedComparison(), 11),
    ]
    for row in rows {
      XCTAssertEqual(
        parse(row.text).diagnostics, [Diagnostic(row.message, at: row.offset)], row.text)
    }
    XCTAssertEqual(parse("a | map { just x").diagnostics.map(\.id), [.unexpected])
  }

  func testOneErrorPerStatementAndTheRestIsStillRead() {
    let (statements, diagnostics) = parse("from [1] | 3\njust 2\nmap )\njust 3")
    XCTAssertEqual(diagnostics.count, 2)
    XCTAssertEqual(diagnostics.map(\.offset), [11, 24])
    XCTAssertEqual(statements.map(\.offset), [13, 26], "the good statements are kept")
  }

  func testLimitsAreDiagnosticsNotCrashes() {
    let deep = String(repeating: "[", count: 300) + String(repeating: "]", count: 300)
    XCTAssertEqual(parse("just " + deep).diagnostics.map(\.id), [.nestedTooDeeply])
    let long = "just 1" + String(repeating: " | map x", count: Parser.maxStages)
    XCTAssertEqual(parse(long).diagnostics.map(\.id), [.pipelineTooLong])
    let chain =
      "just " + Array(repeating: "1", count: Limits.expressionDepth + 2).joined(separator: " + ")
    XCTAssertEqual(parse(chain).diagnostics.map(\.id), [.expressionTooDeep])
  }

  func testALexicalErrorIsReportedOnce() {
    XCTAssertEqual(parse("just @").diagnostics, [Diagnostic(Message.invalidCharacter("@"), at: 5)])
  }

  /// jq's spellings become the trees they mean (docs/language.md, "jq's spellings").
  func testJQSpellings() {
    func expr(_ text: String) -> String {
      let (statements, diagnostics) = parse("just 0 | map " + text)
      XCTAssertEqual(diagnostics.map(\.message), [], text)
      guard case .pipeline(let p, _, _) = statements.first,
        case .expr(let e) = p.stages[1].arguments.first
      else { return "?" }
      return tree(e)
    }
    XCTAssertEqual(expr(".a.b"), "(. (. x a) b)")
    XCTAssertEqual(expr(".[0]"), "([] x 0)")
    XCTAssertEqual(expr(#".["k"]"#), #"([] x "k")"#)
    XCTAssertEqual(expr(".a.[1]"), "([] (. x a) 1)")
    XCTAssertEqual(expr(". and ."), "(&& x x)")
    XCTAssertEqual(expr("$c"), "c")
    XCTAssertEqual(expr("$ENV.HOME"), "(. $ENV HOME)")
    XCTAssertEqual(expr(".a or .b and .c"), "(|| (. x a) (&& (. x b) (. x c)))")
    XCTAssertEqual(expr(".a // .b // 1"), "(// (. x a) (// (. x b) 1))")
    XCTAssertEqual(expr(".a // .b or .c"), "(// (. x a) (|| (. x b) (. x c)))")
    XCTAssertEqual(expr("not"), "(! x)")
    XCTAssertEqual(expr("not(.a)"), "(! (. x a))")
    XCTAssertEqual(expr("(.a | not | not)"), "(! (! (. x a)))")
    XCTAssertEqual(expr(".a | not"), "(! (. x a))")
    XCTAssertEqual(expr("x[1:]"), "(:slice() x 1 null)")
    XCTAssertEqual(expr("x[:-1]"), "(:slice() x null -1)")
    XCTAssertEqual(expr("x[i ? 1 : 2:3]"), "(:slice() x (? i 1 2) 3)")
    XCTAssertEqual(expr("if .a then 1 elif .b then 2 else 3 end"), "(? (. x a) 1 (? (. x b) 2 3))")
    XCTAssertEqual(expr("if .a then 1 end"), "(? (. x a) 1 x)")
    XCTAssertEqual(expr("@csv"), "(@csv() x)")
    XCTAssertEqual(expr("@csv(.a)"), "(@csv() (. x a))")
  }

  func testJQSpellingsErrors() {
    XCTAssertEqual(
      parse("just 0 | map if x then 1 else 2").diagnostics.map(\.message),
      ["expected 'end', found end of input"])
    XCTAssertEqual(
      parse("just 0 | map x[1:2").diagnostics.map(\.message),
      ["expected ']', found end of input"])
    XCTAssertEqual(parse(".a").diagnostics.map(\.id), [.jqFilterAsSource])
    XCTAssertEqual(parse("just [1] | map .[]").diagnostics.map(\.id), [.jqIterate])
  }

  func testExpectEndsItsPipelineAtTopLevelEqualsOrAShortcutWord() {
    assertStatements([
      "expect e | map x + 1 == \"-a|\", {a: 2}":
        "expect e | map (+ x 1) == marbles \"-a|\", {a: 2}",
      "expect \"n\": e | map (x == 1) completes": "expect \"n\": e | map (== x 1) completes",
      "expect e fails \"boom\"": "expect e fails \"boom\"",
      "expect e | take 2 emits 2 values": "expect e | take 2 emits 2",
      "expect e subscriptions == [\"^-!\"], 1": "expect e subscriptions == [\"^-!\"], 1",
      "expect e == [1]": "expect e == events [1]",
    ])
  }
}
