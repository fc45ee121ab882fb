import Foundation
import SignalboxTestSupport
import Testing

@testable import SignalboxJQ
@testable import SignalboxJSON
@testable import SignalboxLanguage
@testable import SignalboxSession

/// The jq builtins (docs/functions.md). Each expected value is what jq 1.7 prints for the same
/// call written jq's way (`sort(a)` is `a | sort`); where jq 1.6 differs by a bug fixed in 1.7
/// (`from_entries` with a `k`/`name` key, dates before 1970) the 1.7 answer is the one here.
@Suite struct JQBuiltinsTests {
  static let cases: [(String, String)] = [
    (
      "sort([3,\"a\",null,true,false,{\"a\":1},[1],{\"a\":0,\"b\":1},\"B\",1e3,[0,1]])",
      "[null,false,true,3,1000,\"B\",\"a\",[0,1],[1],{\"a\":1},{\"a\":0,\"b\":1}]"
    ),
    (
      "sort_by([{\"n\":\"b\",\"v\":1},{\"n\":\"a\",\"v\":2},{\"n\":\"b\",\"v\":0}], \"n\")",
      "[{\"n\":\"a\",\"v\":2},{\"n\":\"b\",\"v\":1},{\"n\":\"b\",\"v\":0}]"
    ),
    (
      "sort_by([{\"a\":{\"b\":2}},{\"a\":{\"b\":1}}], \"a.b\")",
      "[{\"a\":{\"b\":1}},{\"a\":{\"b\":2}}]"
    ),
    ("unique([2,1,\"x\",2,[1],\"x\",[1]])", "[1,2,\"x\",[1]]"),
    ("reverse([1,2,3])", "[3,2,1]"),
    ("reverse([])", "[]"),
    ("sum([1,2.5,-1])", "2.5"),
    ("add([[1],[2,3]])", "[1,2,3]"),
    ("add([{\"a\":1},{\"b\":2},{\"a\":3}])", "{\"a\":3,\"b\":2}"),
    ("add([\"a\",null,\"b\"])", "\"ab\""),
    ("add([])", "null"),
    ("add({\"a\":1,\"b\":null,\"c\":2})", "3"),
    ("add({})", "null"),
    ("[significand(-1.5), significand(12), significand(0)]", "[-1.5,1.5,0]"),
    ("has({\"a\":null},\"a\")", "true"),
    ("has([1,2],2)", "false"),
    ("[has(null,\"a\"), has(null,0), in(\"a\",null)]", "[false,false,false]"),
    (
      "[ltrimstr(\"e\\u0301\",\"\\u00e9\"), rtrimstr(\"e\\u0301\",\"\\u0301\")]",
      "[\"e\u{301}\",\"e\"]"
    ),
    ("in(\"b\",{\"a\":1})", "false"),
    ("startswith(\"héllo\",\"hé\")", "true"),
    ("endswith(\"héllo\",\"lo\")", "true"),
    ("ltrimstr(\"abcabc\",\"abc\")", "\"abc\""),
    ("rtrimstr(\"abcabc\",\"abc\")", "\"abc\""),
    ("ltrimstr(5,\"a\")", "5"),
    ("tostring({\"a\":[1,\"x\"]})", "\"{\\\"a\\\":[1,\\\"x\\\"]}\""),
    ("tostring(\"x\")", "\"x\""),
    ("tonumber(\"12.50\")", "12.5"),
    ("tojson([1,\"é\",null])", "\"[1,\\\"é\\\",null]\""),
    ("fromjson(\"{\\\"a\\\":[1,2]}\")", "{\"a\":[1,2]}"),
    (
      "to_entries({\"a\":1,\"b\":[2]})",
      "[{\"key\":\"a\",\"value\":1},{\"key\":\"b\",\"value\":[2]}]"
    ),
    (
      "from_entries([{\"key\":\"a\",\"value\":1},{\"name\":\"b\",\"value\":2},{\"k\":\"c\","
        + "\"v\":3}])",
      "{\"a\":1,\"b\":2,\"c\":3}"
    ),
    ("flatten([1,[2,[3,[4]]]])", "[1,2,3,4]"),
    ("flatten([1,[2,[3,[4]]]],2)", "[1,2,3,[4]]"),
    ("flatten([1,[2,[3,[4]]]],0)", "[1,[2,[3,[4]]]]"),
    ("indices(\"a,b, cd, efg\",\", \")", "[3,7]"),
    ("indices([0,1,2,1,3,1,2],[1,2])", "[1,5]"),
    ("indices([0,1,2,1,3],1)", "[1,3]"),
    (
      "paths({\"a\":[1,{\"b\":2}],\"c\":null})",
      "[[\"a\"],[\"a\",0],[\"a\",1],[\"a\",1,\"b\"],[\"c\"]]"
    ),
    ("getpath({\"a\":{\"b\":[1,2]}},[\"a\",\"b\",1])", "2"),
    ("getpath({\"a\":1},[\"x\",\"y\"])", "null"),
    ("getpath([1,2,3],[-1])", "3"),
    ("todate(1425599507)", "\"2015-03-05T23:51:47Z\""),
    ("todate(0)", "\"1970-01-01T00:00:00Z\""),
    ("todate(951782400)", "\"2000-02-29T00:00:00Z\""),
    ("fromdate(\"2000-02-29T00:00:00Z\")", "951782400"),
    ("fromdate(\"1969-12-31T23:59:59Z\")", "-1"),
    ("test(\"foo bar\",\"BAR\",\"i\")", "true"),
    ("test(\"foo\",\"^o\")", "false"),
    (
      "match(\"test 123 abc 456\",\"[0-9]+\",\"g\")",
      "[{\"offset\":5,\"length\":3,\"string\":\"123\",\"captures\":[]},{\"offset\":13,"
        + "\"length\":3,\"string\":\"456\",\"captures\":[]}]"
    ),
    ("match(\"aéb\",\"é\")", "{\"offset\":1,\"length\":1,\"string\":\"é\",\"captures\":[]}"),
    (
      "match(\"abc\",\"(?<x>a)(z)?\")",
      "{\"offset\":0,\"length\":1,\"string\":\"a\",\"captures\":[{\"offset\":0,\"length\":1,"
        + "\"string\":\"a\",\"name\":\"x\"},{\"offset\":-1,\"string\":null,\"length\":0,"
        + "\"name\":null}]}"
    ),
    ("capture(\"xyzzy-14\",\"(?<a>[a-z]+)-(?<n>[0-9]+)\")", "{\"a\":\"xyzzy\",\"n\":\"14\"}"),
    ("sub(\"abcabc\",\"b\",\"X\")", "\"aXcabc\""),
    ("gsub(\"abcabc\",\"b\",\"X\")", "\"aXcaXc\""),
    ("gsub(\"Abc abc\",\"a\",\"-\",\"i\")", "\"-bc -bc\""),
  ]

  @Test(arguments: cases)
  func givesJqsAnswer(_ call: String, _ expected: String) {
    #expect(runSession("just \(call)").out == ["0.000 next \(expected)", "0.000 completed"])
  }

  static let errors: [(String, String)] = [
    ("sort(1)", "sort() needs an array, got number 1"),
    ("sum([1,\"a\"])", "sum() needs an array of numbers, got string \\\"a\\\""),
    ("startswith(1,\"a\")", "startswith() needs a string as argument 1, got number 1"),
    ("tonumber(\"x1\")", "tonumber() cannot parse string \\\"x1\\\" as a number"),
    ("fromjson(\"[1,\")", "fromjson() cannot parse string \\\"[1,\\\": unexpected end of input"),
    ("flatten([1],-1)", "flatten() depth must not be negative, got number -1"),
    ("getpath({\"a\":1},[\"a\",\"b\"])", "getpath() cannot index number 1 with string \\\"b\\\""),
    ("todate(1e300)", "todate() needs epoch seconds between years 0 and 9999, got number 1e+300"),
    (
      "test(\"a\",\"(\")",
      "test(): Regex failure: end pattern with unmatched parenthesis (in the regular expression "
        + "string \\\"(\\\")"
    ),
    (
      "test(\"a\",\"a\",\"q\")",
      "test() flags string \\\"q\\\" are not valid: use g, i, x, s, n or p"
    ),
    ("sub(\"a\",\"(a)\",\"$2\")", "sub() replacement refers to group $2, but the expression has 1"),
    (
      "sub(\"a\",\"a\",\"${n}\")",
      "sub() replacement refers to group ${n}, which the expression does not name"
    ),
    ("to_entries(1)", "to_entries() needs an object or an array, got number 1"),
    ("indices(1,2)", "indices() cannot look for number 2 in number 1"),
    ("trim(1)", "trim() needs a string, got number 1"),
    ("sort()", "sort() takes 1 argument, got 0"),
  ]

  @Test(arguments: errors)
  func wrongInputIsAnErrorEventNamingTheFunction(_ call: String, _ message: String) {
    #expect(runSession("just \(call)").out == ["0.000 error \"just: \(message)\""])
  }

  @Test func replacementTemplates() {
    #expect(
      runSession(
        #"just gsub("2024-01-31", "(?<y>[0-9]+)-([0-9]+)-([0-9]+)", "$3.$2.${y} ($0, $$)")"#
      ).out
        == [#"0.000 next "31.01.2024 (2024-01-31, $)""#, "0.000 completed"])
  }

  @Test func offsetsCountCodePoints() {
    #expect(
      runSession(#"just match("ééx", "x").offset"#).out == ["0.000 next 2", "0.000 completed"])
  }

  @Test func deepValuesCostNoStack() {
    let out = runSession(
      "iterate [], [x] | skip 9000 | take 1 | map [len(flatten(x)), len(sort([x, x, [x]])), "
        + "len(tojson(x))]"
    ).out
    #expect(out == ["0.000 next [0,3,18002]", "0.000 completed"])
  }

  @Test func aRegexAppliedToEveryElementCompilesOnceAndStaysCorrect() {
    let out = runSession(#"range 1, 1000 | filter test(str(x), "^1(0+)$") | map len(str(x))"#).out
    #expect(out == ["0.000 next 2", "0.000 next 3", "0.000 next 4", "0.000 completed"])
  }
}

/// docs/functions.md has a heading for exactly the builtin functions there are.
@Suite struct FunctionsDocTests {
  @Test func everyBuiltinIsDocumentedAndNothingElse() throws {
    let url = packageRoot().appendingPathComponent("docs/functions.md")
    let text = try String(contentsOf: url, encoding: .utf8)
    var documented: [String] = []
    for line in text.split(separator: "\n") where line.hasPrefix("### ") {
      let forms = line.split(separator: "`").enumerated().filter { $0.offset % 2 == 1 }.map {
        String($0.element)
      }
      documented += forms.map { String($0.prefix { $0 != "(" }) }
    }
    #expect(documented.sorted() == OperatorTable.functionNames.sorted())
  }
}
