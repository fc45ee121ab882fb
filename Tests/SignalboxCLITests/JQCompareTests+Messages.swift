/// More of JQCompareTests' cases (jq 1.7.1's outputs): its error messages, caught by
/// `try … catch .`, numbers and regex flags.
extension JQCompareTests {
  static let third: [Case] = [
    Case(
      [
        #"(0.1 + 0.2), (1 / 3 * 3), (2 | pow(.; 0.5)), (-1 | sqrt), ([nan] | tostrin"#,
        #"g), (nan < 1)"#,
      ].joined(),
      #"null"#,
      [
        #"0.30000000000000004"#,
        #"1"#,
        #"1.4142135623730951"#,
        #"null"#,
        #""[null]""#,
        #"true"#,
      ]),
    Case(
      #"[nan, 1] | min, max, sort, (map(isnan))"#,
      #"null"#,
      [#"null"#, #"1"#, #"[null,1]"#, #"[true,false]"#]),
    Case(
      [
        #"try (.[] | ascii_downcase) catch ., try (.[0] | keys) catch ., try (.[0] |"#,
        #" has("a")) catch ."#,
      ].joined(),
      #"[1]"#,
      [
        #""explode input must be a string""#,
        #""number (1) has no keys""#,
        #""Cannot check whether number has a string key""#,
      ]),
    Case(
      [
        #"try (.a.b.c = 1) catch ., try del(.a[0]) catch ., try ({} | to_entries | ."#,
        #"[0].x) catch ."#,
      ].joined(),
      #"{"a":1}"#,
      [
        #""Cannot index number with string \"b\"""#,
        #""Cannot index number with number""#,
        #"null"#,
      ]),
    Case(
      [
        #"try ([1, true] | @csv) catch ., try ([[1]] | @tsv) catch ., ([1, "a\tb\nc\"#,
        #"\d", null, true] | @tsv)"#,
      ].joined(),
      #"null"#,
      [
        #""1,true""#,
        #""array ([1]) is not valid in a csv row""#,
        #""1\ta\\tb\\nc\\\\d\t\ttrue""#,
      ]),
    Case(
      #"@uri"#,
      #""-_.~!*'();:@&=+$,/?#[] é""#,
      [#""-_.~%21%2A%27%28%29%3B%3A%40%26%3D%2B%24%2C%2F%3F%23%5B%5D%20%C3%A9""#]),
    Case(
      #""\(1,2) \(3,4)", [{(("a","b")): (1,2)}], @json "v\(1,"x")""#,
      #"null"#,
      [
        #""1 3""#,
        #""2 3""#,
        #""1 4""#,
        #""2 4""#,
        #"[{"a":1},{"a":2},{"b":1},{"b":2}]"#,
        #""v1""#,
        #""v\"x\"""#,
      ]),
    Case(
      #"[match("a*"; "g") | [.offset, .length]], [scan("a*")], gsub("a*"; "-")"#,
      #""baaab""#,
      [#"[[0,0],[1,3],[4,0],[5,0]]"#, #"["","aaa","",""]"#, #""-b--b-""#]),
    Case(
      #"[.[] | tostring], [.[] | @text], [.[] | @json]"#,
      #"["a\"b", 1, null, [1,"x"]]"#,
      [
        #"["a\"b","1","null","[1,\"x\"]"]"#,
        #"["a\"b","1","null","[1,\"x\"]"]"#,
        #"["\"a\\\"b\"","1","null","[1,\"x\"]"]"#,
      ]),
    Case(
      #".[1.5], .[-1], .[10], (try .["a"] catch .), .[1:2.5], .[null:2]"#,
      #"[0,1,2,3]"#,
      [
        #"1"#,
        #"3"#,
        #"null"#,
        #""Cannot index array with string \"a\"""#,
        #"[1,2]"#,
        #"[0,1]"#,
      ]),
    Case(
      [
        #"join(","), (map(tostring) | join("-")), ([] | join(",")), try ([[1]] | joi"#,
        #"n(",")) catch ."#,
      ].joined(),
      #"["a", 1, null, true]"#,
      [
        #""a,1,,true""#,
        #""a-1-null-true""#,
        #""""#,
        #""string (\"\") and array ([1]) cannot be added""#,
      ]),
    Case(
      #"unique, (map({a: .}) | unique), group_by(type) | length"#,
      #"[1, "1", [1], 1, null, {"a":1}, "1"]"#,
      [#"5"#, #"5"#, #"5"#]),
    Case(
      [
        #"setpath([]; 1), setpath(["a", 1]; 2), delpaths([[]]), delpaths([["a"], ["b"#,
        #"", 0]]), getpath(["x", 0])"#,
      ].joined(),
      #"{"a":null,"b":[1,2]}"#,
      [#"1"#, #"{"a":[null,2],"b":[1,2]}"#, #"null"#, #"{"b":[2]}"#, #"null"#]),
    Case(
      [
        #"try setpath([1]; 1) catch ., try getpath(["a", "b"]) catch ., try delpaths"#,
        #"([[0]]) catch ."#,
      ].joined(),
      #"{"a":[1]}"#,
      [
        #""Cannot index object with number""#,
        #""Cannot index array with string \"b\"""#,
        #""Cannot delete number field of object""#,
      ]),
    Case(
      #"paths, [paths(type == "array")], [getpath(paths)]"#,
      #"[[1, [2]], {"a": [3]}]"#,
      [
        #"[0]"#,
        #"[0,0]"#,
        #"[0,1]"#,
        #"[0,1,0]"#,
        #"[1]"#,
        #"[1,"a"]"#,
        #"[1,"a",0]"#,
        #"[[0],[0,1],[1,"a"]]"#,
        #"[[1,[2]],1,[2],2,{"a":[3]},[3],3]"#,
      ]),
    Case(
      #"[splits("a"; "i")], [splits("A"; null)], split("A"; "gi"), ascii_downcase"#,
      #""bAnAna""#,
      [#"["b","n","n",""]"#, #"["b","n","na"]"#, #"["b","n","n",""]"#, #""banana""#]),
    Case(
      [
        #"test("B"; "i"), test("a.c"; "s"), test("a c"; "x"), [match("(a)|(b)"; "g")"#,
        #" | .captures[].string]"#,
      ].joined(),
      #""a\nc ab""#,
      [#"true"#, #"false"#, #"false"#, #"["a",null,"a",null,null,"b"]"#]),
    Case(
      [
        #"sub("(?<x>.)"; "\(.x)\(.x)"), sub("(?<x>z)?b"; "[\(.x)]"), [sub("a"; "1", "#,
        #""2")]"#,
      ].joined(),
      #""abc""#,
      [#""aabc""#, #""a[null]c""#, #"["1bc","2bc"]"#]),
    Case(
      #"try @base64d catch ., (@base64 | @base64d), ([.] | @sh)"#,
      #""é!""#,
      [#""string (\"é!\") is not valid base64 data""#, #""é!""#, #""'é!'""#]),
    Case(
      #"[range(1; 0)], [range(0; 1; 0.3)], [range(2.5)], [range(-1)], [limit(0; 1, 2)]"#,
      #"null"#,
      [#"[]"#, #"[0,0.3,0.6,0.8999999999999999]"#, #"[0,1,2]"#, #"[]"#, #"[]"#]),
    Case(
      #"first(empty), [first(empty)], [.[]?], [..|booleans], [.. | scalars]"#,
      #"{"a":true,"b":[false,1]}"#,
      [#"[]"#, #"[true,[false,1]]"#, #"[true,false]"#, #"[true,false,1]"#]),
    Case(
      #"try ([{"key":{}}] | from_entries) catch ., try ([1] | from_entries) catch ."#,
      #"null"#,
      [
        #""Cannot use object ({}) as object key""#,
        #""Cannot index number with string \"key\"""#,
      ]),
    Case(
      #"flatten, flatten(1), try flatten(-1) catch ., (map(arrays) | add)"#,
      #"[1,[2,[3,[4]]],[]]"#,
      [
        #"[1,2,3,4]"#,
        #"[1,2,[3,[4]]]"#,
        #""flatten depth must not be negative""#,
        #"[2,[3,[4]]]"#,
      ]),
    Case(
      #"min_by(.a), max_by(.a), (map(.a) | min, max), ([] | min, max_by(.a))"#,
      #"[{"a":3},{"a":1},{"a":null},{"a":"x"}]"#,
      [#"{"a":null}"#, #"{"a":"x"}"#, #"null"#, #""x""#, #"null"#, #"null"#]),
    Case(
      [
        #"indices(""), indices("aa"), index("z"), ([] | indices(1)), ([1,2] | indice"#,
        #"s([]))"#,
      ].joined(),
      #""aaaa""#,
      [#"[]"#, #"[0,1,2]"#, #"null"#, #"[]"#, #"[]"#]),
    Case(
      [
        #"ltrimstr("x"), rtrimstr(""), (1 | ltrimstr("a")), ("aa" | ltrimstr("a") | "#,
        #"rtrimstr("a"))"#,
      ].joined(),
      #""xyx""#,
      [#""yx""#, #""xyx""#, #"1"#, #""""#]),
    Case(
      #"tostream"#,
      #"{"a":[],"b":{},"c":[1]}"#,
      [#"[["a"],[]]"#, #"[["b"],{}]"#, #"[["c",0],1]"#, #"[["c",0]]"#, #"[["c"]]"#]),
    Case(#"[paths(..)], [..] | length"#, #"{"a":[{"b":null}]}"#, [#"3"#, #"4"#]),
  ]
}
