import Testing

@testable import SignalboxJQ
@testable import SignalboxJSON

/// Calls resolved when the filter is compiled (`JQResolver`) and nodes computed without a
/// callback (`JQRun.single`): the same answers as jq 1.7.1 (checked with jq), and the same
/// outputs and errors as the general route (a `(x, empty)` is never single).
@Suite struct JQResolveTests {
  typealias L = JQLanguageTests

  @Test func aDefinitionShadowsABuiltinOnlyWhereItIsInScope() throws {
    #expect(try L.run("def select(f): 42; select(false)") == "[42]")
    // The prelude's `select` keeps the builtin `empty`: jq's scopes are lexical.
    #expect(try L.run("def empty: 1; [select(false)]") == "[[]]")
    #expect(try L.run("def length: 7; [.[] | length]", "[[1],[2,3]]") == "[[7,7]]")
    #expect(try L.run("def f(length): [.[] | length]; f(1)", "[[1],[2,3]]") == "[[1,1]]")
    #expect(try L.run("def f($length): $length, length; f(5)", #""ab""#) == "[5,5]")
    #expect(try L.run("[.[] | length], (def length: 0; length)", "[[1],[2,3]]") == "[[1,2],0]")
  }

  @Test func inlinedSelectAndMapAreStillPathExpressions() throws {
    #expect(try L.run("[path(.[] | select(. > 1))]", "[1,2,3]") == "[[[1],[2]]]")
    #expect(try L.run("del(.[] | select(. == 2))", "[1,2,3]") == "[[1,3]]")
    #expect(try L.run("map(select(. != 2) | . * 10)", "[1,2,3]") == "[[10,30]]")
    #expect(try L.run("[paths(type == \"number\")]", #"{"a":[1]}"#) == #"[[["a",0]]]"#)
    #expect(try L.run("to_entries | map(.key)", #"{"a":1,"b":2}"#) == #"[["a","b"]]"#)
  }

  @Test func singleOutputNodesGiveTheGeneralRoutesOutputs() throws {
    let input = #"{"x":1,"y":2,"id":7,"p":{"q":{"r":[4]}}}"#
    for (fast, general) in [
      ("{a: .x, b: (1,2), c: .y}", "{a: (.x, empty), b: (1,2), c: (.y, empty)}"),
      ("{id, b: .p.q}", "{id: (.id, empty), b: (.p.q, empty)}"),
      ("if .x > 0 then .y else .z end", "if (.x, empty) > 0 then .y else .z end"),
      (".x as $v | {v: $v, w: ($v + .y)}", ".x as $v | {v: $v, w: (($v, empty) + .y)}"),
      (".p.q.r[0] | . * 3", "(.p, empty) | .q.r[0] | . * 3"),
      ("select(.y == 2) | .p.q", "select((.y, empty) == 2) | .p.q"),
    ] {
      #expect(try L.run(fast, input) == L.run(general, input), "\(fast)")
    }
  }

  @Test func singleOutputNodesRaiseTheGeneralRoutesErrors() throws {
    let input = #"{"a":5,"b":"x","id":1}"#
    for (fast, general) in [
      (".a.b", "(.a, empty) | .b"),
      ("{id, b: .a.c}", "{id, b: ((.a, empty) | .c)}"),
      (".a + .b", "(.a, empty) + .b"),
      (".a - .b", ".a - (.b, empty)"),
      ("if .a.b then 1 else 2 end", "if ((.a, empty) | .b) then 1 else 2 end"),
    ] {
      let e = L.error(fast, input)
      #expect(e != nil, "\(fast)")
      #expect(e?.message == L.error(general, input)?.message, "\(fast)")
      #expect(e?.id == L.error(general, input)?.id, "\(fast)")
    }
  }
}
