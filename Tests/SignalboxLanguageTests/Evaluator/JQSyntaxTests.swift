import Foundation
import SignalboxTestSupport
import Testing

@testable import SignalboxJSON
@testable import SignalboxLanguage
@testable import SignalboxSession

/// jq's spellings inside expressions (docs/language.md, "jq's spellings"): each case is a
/// Signalbox expression over the value, the jq filter that means the same, the input, and
/// jq 1.7.1's answer (printed by jq 1.6 too, except where `jq16` is false: `@uri` keeps only
/// `A-Za-z0-9-_.~` since 1.7 (1.6 also `!*'()`), `if` without `else` and `.a.[1]` are 1.7
/// syntax). `@html` writes `'` as `&apos;` in both (jq 1.8 changed it to `&#39;`).
/// Where jq is installed, `jqAgrees` runs it on each case it can run.
@Suite struct JQSyntaxTests {
  struct Case: Sendable, CustomStringConvertible {
    var expression: String
    var jq: String
    var input: String
    var expected: String
    var jq16 = true
    init(_ e: String, _ jq: String, _ input: String, _ expected: String, jq16: Bool = true) {
      (expression, self.jq, self.input, self.expected, self.jq16) = (e, jq, input, expected, jq16)
    }
    var description: String { expression }
  }

  static let cases: [Case] = [
    Case(#".a.b"#, #".a.b"#, #"{"a":{"b":[1,2]}}"#, #"[1,2]"#),
    Case(#"."a b""#, #"."a b""#, #"{"a b":3}"#, #"3"#),
    Case(#".["k"]"#, #".["k"]"#, #"{"k":true}"#, #"true"#),
    Case(#".[0]"#, #".[0]"#, #"[5,6]"#, #"5"#),
    Case(#".[-1]"#, #".[-1]"#, #"[5,6]"#, #"6"#),
    Case(#"."#, #"."#, #"{"z":1,"a":[]}"#, #"{"z":1,"a":[]}"#),
    Case(#".a[1:]"#, #".a[1:]"#, #"{"a":[1,2,3]}"#, #"[2,3]"#),
    Case(#".[:-1]"#, #".[:-1]"#, #"[1,2,3]"#, #"[1,2]"#),
    Case(#".[-2:]"#, #".[-2:]"#, #""héllo""#, #""lo""#),
    Case(#".[1:3]"#, #".[1:3]"#, #""a\u0304bc""#, #""̄b""#),
    Case(#".[2:1]"#, #".[2:1]"#, #"[1,2,3]"#, #"[]"#),
    Case(#".[1.2:2.5]"#, #".[1.2:2.5]"#, #"[0,1,2,3,4]"#, #"[1,2]"#),
    Case(#".[10:]"#, #".[10:]"#, #"[1]"#, #"[]"#),
    Case(#".[1:2]"#, #".[1:2]"#, #"null"#, #"null"#),
    Case(#".a // "d""#, #".a // "d""#, #"{"a":false}"#, #""d""#),
    Case(#".a // "d""#, #".a // "d""#, #"{"a":0}"#, #"0"#),
    Case(#".a // .b // 3"#, #".a // .b // 3"#, #"{"b":null}"#, #"3"#),
    Case(#".a ?? "d""#, #"if .a == null then "d" else .a end"#, #"{"a":false}"#, #"false"#),
    Case(#".ok and .v > 1"#, #".ok and .v > 1"#, #"{"ok":true,"v":2}"#, #"true"#),
    Case(#".ok or .v"#, #".ok or .v"#, #"{"ok":false,"v":null}"#, #"false"#),
    Case(#"not(.ok)"#, #".ok | not"#, #"{"ok":null}"#, #"true"#),
    Case(#"not"#, #"not"#, #"[]"#, #"false"#),
    Case(#"(.ok | not)"#, #"(.ok | not)"#, #"{"ok":1}"#, #"false"#),
    Case(
      #"if . > 2 then "big" elif . > 1 then "mid" else "small" end"#,
      #"if . > 2 then "big" elif . > 1 then "mid" else "small" end"#, #"2"#, #""mid""#),
    Case(#"if . then 1 else 2 end"#, #"if . then 1 else 2 end"#, #"null"#, #"2"#),
    Case(#"@text"#, #"@text"#, #"[1,"a"]"#, #""[1,\"a\"]""#),
    Case(#"@json"#, #"@json"#, #""x\"y""#, #""\"x\\\"y\"""#),
    Case(#"@csv"#, #"@csv"#, #"[1,"a\"b",null,true,1.5]"#, #""1,\"a\"\"b\",,true,1.5""#),
    Case(#"@tsv"#, #"@tsv"#, #"["a\tb","c\\d",2,null,false]"#, #""a\\tb\tc\\\\d\t2\t\tfalse""#),
    Case(
      #"@html"#, #"@html"#, #""<a href='x'>&\"</a>""#,
      #""&lt;a href=&apos;x&apos;&gt;&amp;&quot;&lt;/a&gt;""#),
    Case(#"@uri"#, #"@uri"#, #""a b/é~-_.!""#, #""a%20b%2F%C3%A9~-_.%21""#, jq16: false),
    Case(#"@sh"#, #"@sh"#, #"["it's",1,null]"#, #""'it'\\''s' 1 null""#),
    Case(#"@sh"#, #"@sh"#, #""a b""#, #""'a b'""#),
    Case(#"@base64"#, #"@base64"#, #""héllo!""#, #""aMOpbGxvIQ==""#),
    Case(#"@base64d"#, #"@base64d"#, #""aMOpbGxvIQ==""#, #""héllo!""#),
    Case(#"@base64d"#, #"@base64d"#, #""YWJj""#, #""abc""#),
    Case(#"@base64 "x\(.a)y""#, #"@base64 "x\(.a)y""#, #"{"a":"hi"}"#, #""xaGk=y""#),
    Case(#"@csv "row: \(.)""#, #"@csv "row: \(.)""#, #"[1,"b"]"#, #""row: 1,\"b\"""#),
    Case(#"@json "v=\(.)""#, #"@json "v=\(.)""#, #""q\"""#, #""v=\"q\\\"\"""#),
    Case(#""\(.a)-\(.b)""#, #""\(.a)-\(.b)""#, #"{"a":1,"b":"x"}"#, #""1-x""#),
    Case(#"if . > 1 then "big" end"#, #"if . > 1 then "big" end"#, #"0"#, #"0"#, jq16: false),
    Case(#"if . > 1 then "big" end"#, #"if . > 1 then "big" end"#, #"5"#, #""big""#, jq16: false),
    Case(#".a.[1]"#, #".a.[1]"#, #"{"a":[1,2]}"#, #"2"#, jq16: false),
  ]

  @Test(arguments: cases)
  func givesJqsAnswer(_ c: Case) {
    #expect(
      runSession("just \(c.input) | map \(c.expression)").out == [
        "0.000 next \(c.expected)", "0.000 completed",
      ])
  }

  @Test(arguments: cases.filter(\.jq16))
  func jqAgrees(_ c: Case) throws {
    guard let jq = systemJQ else { return }
    #expect(try runJQ(jq, ["-c", c.jq], stdin: c.input).out == c.expected + "\n")
  }

  static let errors: [(String, String)] = [
    (
      #"just {"a": 1} | map x[1:2]"#,
      #"0.000 error "map: cannot slice object (only strings and arrays)""#
    ),
    (
      #"just [1] | map x["a":2]"#,
      #"0.000 error "map: cannot slice array with string \"a\" (bounds are numbers)""#
    ),
    (
      #"just 1 | map @csv"#,
      #"0.000 error "map: @csv: number 1 cannot be csv-formatted, only an array""#
    ),
    (#"just [{}] | map @tsv"#, #"0.000 error "map: @tsv: object is not valid in a csv row""#),
    (#"just {} | map @sh"#, #"0.000 error "map: @sh: object can not be escaped for shell""#),
    (#"just "a" | map @base64d"#, #"0.000 error "map: @base64d: \"a\" is not valid base64 data""#),
    (#"just "%" | map @base64d"#, #"0.000 error "map: @base64d: \"%\" is not valid base64 data""#),
  ]

  @Test(arguments: errors)
  func wrongInputIsAnErrorEvent(_ program: String, _ line: String) {
    #expect(runSession(program).out == [line])
  }

  @Test func jqFilterWithoutASourceNamesTheSignalboxSpelling() {
    let err = runSession(".status").err
    #expect(err.contains("write `stdin | map .status`"))
    #expect(runSession("$x.a | map x").err.contains("write `stdin | map $x.a`"))
  }

  @Test func unknownFormatIsACompileError() {
    let err = runSession("just 1 | map @yaml").err
    #expect(err.contains("unknown format '@yaml'"))
  }

  @Test func postfixNotNegatesAStagesLastArgument() {
    #expect(
      runSession("from [{ok: true}, {ok: false}, {}] | filter .ok | not").out == [
        "0.000 next {\"ok\":false}", "0.000 next {}", "0.000 completed",
      ])
    #expect(
      runSession("from [1, null] | map . | not | map [x]").out == [
        "0.000 next [false]", "0.000 next [true]", "0.000 completed",
      ])
  }

  @Test func variablesAreArgumentsEnvAndArgs() {
    let output = CollectedOutput()
    var options = SessionOptions()
    options.virtualTime = true
    options.arguments = [("c", .string("JP")), ("n", .number(2))]
    options.positionalArguments = [.string("p"), .number(1)]
    let session = Session(options: options, output: output)
    session.runProgram([
      SourceFile(
        name: "t.sbx",
        text: """
          just {cc: "JP"} | map [x.cc == $c, $n, $ARGS.positional, $ARGS.named]
          just 0 | map type($ENV) == "object" and $ENV.PATH == env.PATH
          """)
    ])
    #expect(
      output.stdout == [
        #"0.000 next [true,2,["p",1],{"c":"JP","n":2}]"#, "0.000 completed",
        "0.000 next true", "0.000 completed",
      ])
    #expect(
      runSession("just 1 | map $ARGS").out.first == #"0.000 next {"positional":[],"named":{}}"#)
    #expect(runSession("just 1 | map $nope").err.contains("unknown name 'nope'"))
  }
}
