import Testing

@testable import SignalboxJQ
@testable import SignalboxJSON

/// The jq language construct by construct: outputs compared with jq 1.7.1's (checked with
/// the Python package embedding jq 1.7.1), errors by kind, message and ID.
@Suite struct JQLanguageTests {
  static func json(_ text: String) -> JSON {
    guard case .success(let values) = JSON.parseAll(text), values.count == 1 else {
      Issue.record("bad JSON in test: \(text)")
      return .null
    }
    return values[0]
  }

  static func outputs(
    _ filter: String, _ input: String = "null", context: JQContext = JQContext()
  ) throws -> [JSON] {
    var out: [JSON] = []
    try JQProgram(filter).run(json(input), context: context) { out.append($0) }
    return out
  }

  /// The outputs as one compact JSON array, to compare with jq's.
  static func run(_ filter: String, _ input: String = "null") throws -> String {
    JSONWriter.string(.array(try outputs(filter, input)))
  }

  static func error(_ filter: String, _ input: String = "null") -> JQError? {
    do {
      _ = try outputs(filter, input)
      return nil
    } catch let e as JQError {
      return e
    } catch {
      return nil
    }
  }

  @Test func pathsAndObjectShorthands() throws {
    #expect(try Self.run(".a.b, .a[\"b\"], .a.\"b\"", #"{"a":{"b":1}}"#) == "[1,1,1]")
    #expect(try Self.run("[.[] | {a, b: .c}]", #"[{"a":1,"c":2}]"#) == #"[[{"a":1,"b":2}]]"#)
    #expect(
      try Self.run("{$__loc__, if: 1}") == #"[{"__loc__":{"file":"<top-level>","line":1},"if":1}]"#)
    #expect(try Self.run("[paths]", #"{"a":[1]}"#) == #"[[["a"],["a",0]]]"#)
    #expect(try Self.run(".[1:3], .[-1:]", "[1,2,3,4]") == "[[2,3],[4]]")
  }

  @Test func emptyGeneratorsAndOptionalSuffixes() throws {
    #expect(try Self.run("[empty], [.[]?], [.a?], [.[]?.b?]", "3") == "[[],[],[],[]]")
    #expect(try Self.outputs("empty").isEmpty)
    #expect(try Self.run("[.[] as [$a] ?// $a | $a]", "[[1],2]") == "[[1,2]]")
  }

  /// jq 1.7.1's `?//` (DESTRUCTURE_ALT) tries the next alternative on any error raised
  /// while an alternative runs: downstream of its outputs too, and a `break` (limit's and
  /// first's stop); `isempty`, `any` and `all` send their answer before they stop, as jq's
  /// definitions. Answers from jq 1.7.1 (random.jsonl, issue 44).
  @Test func destructuringAlternativesCatchWhatFollowsThem() throws {
    let rows: [(String, String, String)] = [
      ("[limit(1; [1] as [$a] ?// $a | $a)]", "null", "[[1,[1]]]"),
      ("[first([1] as [$a] ?// [$a] ?// $a | $a)]", "null", "[[1,1,[1]]]"),
      ("[limit(2; [1] as [$a] ?// [$a] ?// $a | $a, 5)]", "null", "[[1,5,1,[1]]]"),
      ("[nth(0; [1] as [$a] ?// $a | $a)]", "null", "[[1,[1]]]"),
      ("[isempty([1] as [$a] ?// $a | $a)]", "null", "[[false,false]]"),
      ("[any([1] as [$a] ?// $a | $a; true)]", "null", "[[true,true]]"),
      ("[label $f | ([1] as [$a] ?// $a | $a) | break $f]", "null", "[[]]"),
      (
        ".[] as [$a] ?// $a | $a | if type == \"number\" then error(\"x\") else . end", "[[1]]",
        "[[1]]"
      ),
      (
        "reduce ([1] as [$a] ?// $a | $a) as $x (0; if $x == 1 then error(\"e\") else $x end)",
        "null", "[[1]]"
      ),
      (
        "[(try ([1] as [$a] ?// $a | $a) catch .) | if . == 1 then error(\"z\") else . end]",
        "null", "[[[1]]]"
      ),
      ("[[1] as [$a] ?// $a | $a | try error(\"x\") catch .]", "null", "[[\"x\"]]"),
      ("[.[] | . as {a: $a} ?// [$a] ?// $a | [$a] | @sh]", #"[[{"b":1}]]"#, "[]"),
    ]
    for (filter, input, want) in rows {
      if want == "[]" {
        #expect(
          Self.error(filter, input)?.message == #"array ([{"b":1}]) can not be escaped for shell"#)
      } else {
        #expect(try Self.run(filter, input) == want, "\(filter)")
      }
    }
    // The last alternative's error is the error.
    #expect(Self.error("[1] as [$a] ?// $a | $a | error", "null")?.value == .array([.number(1)]))
  }

  /// `any(f)`/`all(f)` stop at the first answer, as jq 1.7.1's `isempty`-based definitions:
  /// a later output's error is never met.
  @Test func anyAndAllStopAtTheirAnswer() throws {
    #expect(try Self.run("any(1 / .)", "[1, null]") == "[true]")
    #expect(try Self.run("all(. > 1)", #"[0, {}]"#) == "[false]")
    #expect(try Self.run("[any(.[]; . == 2), all(.[]; . < 3)]", "[1, 2, 3]") == "[[true,false]]")
    #expect(
      Self.error("any(1 / .)", "[null, 1]")?.message
        == "number (1) and null (null) cannot be divided")
  }

  @Test func errorsCarryJqsMessageAndAnID() throws {
    let e = try #require(Self.error(".a", "1"))
    #expect(e.kind == .runtime)
    #expect(e.message == #"Cannot index number with string "a""#)
    #expect(e.id == .jqRuntime)
    #expect(try Self.run(#"try error({a: 1}) catch .a, try error(null) catch ."#) == "[1,null]")
    let getpath = #"try getpath(["a","b"]) catch ."#
    #expect(try Self.run(getpath, #"{"a":1}"#) == #"["Cannot index number with string \"b\""]"#)
    let path = "try path(map(.) | .[0]) catch ."
    #expect(
      try Self.run(path, "[1]")
        == #"["Invalid path expression near attempt to access element 0 of [1]"]"#)
    let compile = try #require(Self.error(".a | foo"))
    #expect(compile.kind == .compile)
    #expect(compile.message == "foo/0 is not defined")
    #expect(compile.position == 5)
    #expect(Self.error("{(0): 1}")?.kind == .compile)
    #expect(Self.error(".[")?.id == .jqSyntax)
  }

  @Test func earlyStopEndsInfiniteGenerators() throws {
    #expect(try Self.run("[limit(3; repeat(1))]") == "[[1,1,1]]")
    #expect(try Self.run("[limit(0; 1, 2)], [limit(-1; 1, 2)]") == "[[],[1,2]]")
    #expect(
      try Self.run("first(range(1e18)), [label $f | range(10) | ., (select(. == 2) | break $f)]")
        == "[0,[0,1,2]]")
    #expect(try Self.run("isempty(range(1e18)), nth(5; range(1e18))") == "[false,5]")
  }

  @Test func longGeneratorsRunInLoops() throws {
    #expect(try Self.run("[limit(100000; repeat(1))] | length") == "[100000]")
    #expect(try Self.run("last(range(100000))") == "[99999]")
    let deep = "[recurse(if . < 50000 then . + 1 else empty end)] | length"
    #expect(try Self.run(deep) == "[50001]")
  }

  @Test func userRecursionStopsWithAnErrorNotACrash() throws {
    let e = try #require(Self.error("def f: . + 1 | f; f", "0"))
    #expect(e.id == .jqTooDeep)
    // Shallow recursion still runs: 30 levels, which fit the test runner's small thread stack
    // even under AddressSanitizer's larger frames (81 levels there; the CLI runs on a big stack).
    #expect(try Self.run("def f: if . < 30 then . + 1 | f else . end; f", "0") == "[30]")
  }

  @Test func deepInputsWalkWithoutRecursion() throws {
    let depth = 5000
    var value = JSON.array([])
    for _ in 1..<depth { value = .array([value]) }
    var count = 0
    try JQProgram("..").run(value, context: JQContext()) { _ in count += 1 }
    #expect(count == depth)
    var paths = 0
    try JQProgram("paths").run(value, context: JQContext()) { _ in paths += 1 }
    #expect(paths == depth - 1)
  }

  @Test func reductionsAreLinear() throws {
    #expect(try Self.run("reduce range(100000) as $x ([]; . + [$x]) | length") == "[100000]")
    let counts = #"reduce range(100000) as $x ({}; .["k\($x % 100)"] += 1) | .k7"#
    #expect(try Self.run(counts) == "[1000]")
    #expect(
      try Self.run("[foreach range(5) as $x (0; . + $x; [$x, .])]")
        == "[[[0,0],[1,1],[2,3],[3,6],[4,10]]]")
  }

  @Test func assignmentsAsJq171() throws {
    #expect(try Self.run("(.[] | select(. >= 2)) |= empty", "[1,5,3,0,7]") == "[[1,0]]")
    #expect(try Self.run(".a += (1, 2)", #"{"a":1}"#) == #"[{"a":2},{"a":3}]"#)
    #expect(try Self.run(".a //= 3 | .b = .a", "{}") == #"[{"a":3,"b":3}]"#)
    #expect(
      try Self.run("del(.[1, 2]), to_entries", "[1,2,3]")
        == #"[[1],[{"key":0,"value":1},{"key":1,"value":2},{"key":2,"value":3}]]"#)
  }

  @Test func inputsDebugAndHalt() throws {
    var rest: [JSON] = [.number(2), .number(3)]
    var written = ""
    let context = JQContext(
      nextInput: {
        if rest.isEmpty { return nil }
        return rest.removeFirst()
      }, stderr: { written += $0 })
    let out = try Self.outputs("[., inputs] | debug", "1", context: context)
    #expect(out == [.array([.number(1), .number(2), .number(3)])])
    #expect(written == "[\"DEBUG:\",[1,2,3]]\n")
    #expect(Self.error("\"bye\" | halt_error(1)")?.kind == .halt(status: 1))
  }

  @Test func stringsAndFormats() throws {
    #expect(try Self.run(#""\(1,2)-\(3,4)""#) == #"["1-3","2-3","1-4","2-4"]"#)
    #expect(
      try Self.run(#"@base64 "x\(.)", (@base64 | @base64d)"#, #""hi""#) == #"["xaGk=","hi"]"#)
    // jq 1.7.1's binary refuses the base32 formats its manual lists.
    #expect(Self.error("@base32")?.message == "base32 is not a valid format")
    #expect(
      try Self.run(#"[sub("(?<x>.)"; "\(.x)1", "\(.x)2"; "g")]"#, #""ab""#) == #"[["a1b1","a2b2"]]"#
    )
  }
}
