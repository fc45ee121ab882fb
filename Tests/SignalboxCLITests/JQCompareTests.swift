import Foundation
import XCTest

/// `signalbox jq -c` against jq 1.7.1 on tricky filters and inputs (issue 44): each case's
/// outputs are what jq 1.7.1's library gave for the filter on the input when the case was
/// written (the `jq` Python package 1.8.0, which bundles jq 1.7.1; its values written
/// compactly), so a case fails where `signalbox jq` stops giving jq's answer. Not here:
/// numbers, in JQCompareTests+Numbers.swift.
final class JQCompareTests: XCTestCase {
  struct Case {
    let filter: String
    let input: String
    let out: [String]
    init(_ filter: String, _ input: String, _ out: [String]) {
      self.filter = filter
      self.input = input
      self.out = out
    }
  }

  static func check(_ cases: [Case]) throws {
    for c in cases {
      let result = try BinaryRunner.run(["jq", "-c", c.filter], stdin: c.input)
      XCTAssertEqual(result.out, c.out.map { $0 + "\n" }.joined(), c.filter)
      XCTAssertEqual(result.err, "", c.filter)
      XCTAssertEqual(result.status, 0, c.filter)
    }
  }

  func testTheFirstCasesGiveJQsOutputs() throws { try Self.check(Self.first) }

  func testTheSecondCasesGiveJQsOutputs() throws { try Self.check(Self.second) }

  func testTheThirdCasesGiveJQsOutputs() throws { try Self.check(Self.third) }

  func testTheFourthCasesGiveJQsOutputs() throws { try Self.check(Self.fourth) }

  static let first: [Case] = [
    Case(
      #".[] as [$a, $b] | {a: $a, b: $b}"#,
      #"[[1,2],[3]]"#,
      [#"{"a":1,"b":2}"#, #"{"a":3,"b":null}"#]),
    Case(
      #"[.[] | tostring]"#,
      #"[1, "1", [1], {"a":null}, null, true, 1.5, 0.1, -2]"#,
      [#"["1","1","[1]","{\"a\":null}","null","true","1.5","0.1","-2"]"#]),
    Case(
      #"[paths], [paths(scalars)]"#,
      #"{"a":[1,{"b":2}]}"#,
      [#"[["a"],["a",0],["a",1],["a",1,"b"]]"#, #"[["a",0],["a",1,"b"]]"#]),
    Case(
      #"with_entries(.value += 1) | to_entries"#,
      #"{"b":1,"a":2}"#,
      [#"[{"key":"b","value":2},{"key":"a","value":3}]"#]),
    Case(#".a += 1 | .b.c[1] = 2"#, #"{}"#, [#"{"a":1,"b":{"c":[null,2]}}"#]),
    Case(#"del(.[1,2]), del(.[] | select(. > 2))"#, #"[1,2,3,4]"#, [#"[1,4]"#, #"[1,2]"#]),
    Case(
      #"[limit(3; .[])], [first(.[]), last(.[]), nth(2; .[])]"#,
      #"[1,2,3,4,5]"#,
      [#"[1,2,3]"#, #"[1,5,3]"#]),
    Case(
      #"[splits(", *")], sub("(?<x>[a-z])"; "<\(.x)>"; "g")"#,
      #""a, b,c""#,
      [#"["a","b","c"]"#, #""<a>, <b>,<c>""#]),
    Case(
      #"[match("(?<x>a)(b)?"; "g") | .captures | map(.name, .string)]"#,
      #""aab""#,
      [#"[["x","a",null,null],["x","a",null,"b"]]"#]),
    Case(
      #"@csv, @tsv, @sh, @html, @uri, @base64, (@base64 | @base64d)"#,
      #"[1,"a b","c\"d<"]"#,
      [
        #""1,\"a b\",\"c\"\"d<\"""#,
        #""1\ta b\tc\"d<""#,
        #""1 'a b' 'c\"d<'""#,
        #""[1,&quot;a b&quot;,&quot;c\\&quot;d&lt;&quot;]""#,
        #""%5B1%2C%22a%20b%22%2C%22c%5C%22d%3C%22%5D""#,
        #""WzEsImEgYiIsImNcImQ8Il0=""#,
        #""[1,\"a b\",\"c\\\"d<\"]""#,
      ]),
    Case(
      #"@sh "echo \(.)", @uri "q=\(.)", @html "<p>\(.)</p>", @json "j:\(.)""#,
      #""it's ü & <é>""#,
      [
        #""echo 'it'\\''s ü & <é>'""#,
        #""q=it%27s%20%C3%BC%20%26%20%3C%C3%A9%3E""#,
        #""<p>it&apos;s ü &amp; &lt;é&gt;</p>""#,
        #""j:\"it's ü & <é>\"""#,
      ]),
    Case(
      #"reduce .[] as [$k,$v] ({}; .[$k] = $v)"#,
      #"[["a",1],["b",2],["a",3]]"#,
      [#"{"a":3,"b":2}"#]),
    Case(#"[foreach .[] as $x (0; . + $x; [$x, .])]"#, #"[1,2,3]"#, [#"[[1,1],[2,3],[3,6]]"#]),
    Case(
      #"[.[] | try error catch .], (try error(null) catch .)"#,
      #"[1, "x", {"a":1}, null]"#,
      [#"[1,"x",{"a":1},null]"#, #"null"#]),
    Case(
      #"group_by(.k) | map({k: .[0].k, n: length})"#,
      #"[{"k":"b"},{"k":"a"},{"k":"b"},{"k":null}]"#,
      [#"[{"k":null,"n":1},{"k":"a","n":1},{"k":"b","n":2}]"#]),
    Case(
      #"unique_by(length), (sort_by(.) | reverse), min_by(length), max_by(length)"#,
      #"["ccc","a","bb","d"]"#,
      [#"["a","bb","ccc"]"#, #"["d","ccc","bb","a"]"#, #""a""#, #""ccc""#]),
    Case(
      #"tojson, (tojson | fromjson), ascii_downcase, explode, utf8bytelength, length"#,
      #""ÀbC\u0000\t😀""#,
      [
        #""\"ÀbC\\u0000\\t😀\"""#,
        #""ÀbC\u0000\t😀""#,
        #""Àbc\u0000\t😀""#,
        #"[192,98,67,0,9,128512]"#,
        #"10"#,
        #"6"#,
      ]),
    Case(
      #"getpath(["a","b"]), getpath(["x","y"]), (try getpath(["a","b",0]) catch .)"#,
      #"{"a":{"b":5}}"#,
      [#"5"#, #"null"#, #""Cannot index number with number""#]),
    Case(
      #"[.[] | (1 / .)?], (try (1 / .[1]) catch .)"#,
      #"[1,0,2]"#,
      [
        #"[1,0.5]"#,
        #""number (1) and number (0) cannot be divided because the divisor is zero""#,
      ]),
    Case(
      #".[2:4], .[:-1], .[-2:], .[10:]"#,
      #""abcdef""#,
      [#""cd""#, #""abcde""#, #""ef""#, #""""#]),
    Case(
      #"[label $out | .[] | if . > 2 then ., break $out else . end]"#,
      #"[1,2,3,4]"#,
      [#"[1,2,3]"#]),
    Case(
      [
        #"[recurse(if . < 3 then . + 1 else empty end)], [range(0; 10; 3)], [range(5"#,
        #"; 0; -2)]"#,
      ].joined(),
      #"0"#,
      [#"[0,1,2,3]"#, #"[0,3,6,9]"#, #"[5,3,1]"#]),
    Case(
      #"{a, "b": 2, (.c): 3, $__loc__, @base64 "k": 4}"#,
      #"{"a":1,"c":"x"}"#,
      [#"{"a":1,"b":2,"x":3,"__loc__":{"file":"<top-level>","line":1},"k":4}"#]),
    Case(#". as {a: $x, b: [$y, $z]} | [$x, $y, $z]"#, #"{"a":1,"b":[2]}"#, [#"[1,2,null]"#]),
    Case(#"[.[] as {a: $x} ?// [$x] | $x]"#, #"[{"a":1},[2],{"a":[3]}]"#, [#"[1,2,[3]]"#]),
    Case(
      #"[.. | numbers], [.. | strings], [paths(type == "number")]"#,
      #"[1,{"a":"x","b":[2,"y"]}]"#,
      [#"[1,2]"#, #"["x","y"]"#, #"[[0],[1,"b",0]]"#]),
    Case(
      #"sort_by(.a, .b), sort"#,
      #"[{"a":2,"b":1},{"a":1,"b":2},{"a":1,"b":1}]"#,
      [
        #"[{"a":1,"b":1},{"a":1,"b":2},{"a":2,"b":1}]"#,
        #"[{"a":1,"b":1},{"a":1,"b":2},{"a":2,"b":1}]"#,
      ]),
    Case(
      #"sort, (map(type) | unique)"#,
      #"[null, true, false, 0, -1, "a", "B", [], [0], {}, {"a":1}]"#,
      [
        #"[null,false,true,-1,0,"B","a",[],[0],{},{"a":1}]"#,
        #"["array","boolean","null","number","object","string"]"#,
      ]),
    Case(
      [
        #"[tostream], fromstream(tostream), [1 | truncate_stream([[0],1],[[1,0],2],["#,
        #"[1,0]],[[1]])]"#,
      ].joined(),
      #"{"a":[1,{"b":null}],"c":[]}"#,
      [
        #"[[["a",0],1],[["a",1,"b"],null],[["a",1,"b"]],[["a",1]],[["c"],[]],[["c"]]]"#,
        #"{"a":[1,{"b":null}],"c":[]}"#,
        #"[[[0],2],[[0]]]"#,
      ]),
    Case(
      #"[.[] | tonumber?], [.[] | test("^[0-9.e]+$")]"#,
      #"["1", "x", "1.5e2", "007"]"#,
      [#"[1,1.5E+2,7]"#, #"[true,false,true,true]"#]),
    Case(#".[] |= empty"#, #"[1,2,3,4,5]"#, [#"[]"#]),
    Case(
      #".. |= (if type == "number" then . + 1 else . end)"#,
      #"[1,[2,{"a":3}],"4"]"#,
      [#"[2,[3,{"a":4}],"4"]"#]),
    Case(
      #"(.a, .b) //= 5, (.a // "d"), [.[] // 9]"#,
      #"{"a":false,"b":0}"#,
      [#"{"a":5,"b":0}"#, #""d""#, #"[0]"#]),
    Case(
      #""ab" * 3, ("ab" * 0), ([1,2,3,1] - [1]), ({"a":{"b":1}} * {"a":{"c":2}})"#,
      #"null"#,
      [#""ababab""#, #""""#, #"[2,3]"#, #"{"a":{"b":1,"c":2}}"#]),
  ]
}
