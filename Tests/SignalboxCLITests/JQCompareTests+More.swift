/// The second half of JQCompareTests' cases (same source: jq 1.7.1's outputs).
extension JQCompareTests {
  static let second: [Case] = [
    Case(
      #"[10 % 3, -10 % 3, 5 % -2, 5.9 % 2], (try (1 % 0) catch .)"#,
      #"null"#,
      [
        #"[1,-1,1,1]"#,
        [
          #""number (1) and number (0) cannot be divided (remainder) because the div"#,
          #"isor is zero""#,
        ].joined(),
      ]),
    Case(
      #"[.[] | length], (try (true | length) catch .)"#,
      #"[[1], "ab", {"a":1}, null, -5, 2.5]"#,
      [#"[1,2,1,0,5,2.5]"#, #""boolean (true) has no length""#]),
    Case(
      [
        #"contains({"a":["xy"]}), inside({"a":[1,"xyz"],"b":2}), (.a | index("xyz"),"#,
        #" indices(1))"#,
      ].joined(),
      #"{"a":[1,"xyz"]}"#,
      [#"true"#, #"true"#, #"1"#, #"[0]"#]),
    Case(
      #"indices(", "), index(","), rindex(","), ([1,2,1,2] | indices([1,2]))"#,
      #""a, b, c""#,
      [#"[1,4]"#, #"1"#, #"4"#, #"[0,2]"#]),
    Case(
      [
        #"def f(g): [g, g]; def fac: if . <= 1 then 1 else . * (. - 1 | fac) end; f("#,
        #".[]), (10 | fac)"#,
      ].joined(),
      #"[1,2]"#,
      [#"[1,2,1,2]"#, #"3628800"#]),
    Case(
      [
        #"[.[] | if . then "t" elif . == false then "f" else "n" end], [.[] | if . t"#,
        #"hen 1 end]"#,
      ].joined(),
      #"[true, false, null, 0]"#,
      [#"["t","f","n","t"]"#, #"[1,false,null,1]"#]),
    Case(
      #"try ([1] | .a) catch ., try ("abc" | .[0]) catch ., [.[]?], [1 | .a?]"#,
      #"1"#,
      [
        #""Cannot index array with string \"a\"""#,
        #""Cannot index string with number""#,
        #"[]"#,
        #"[]"#,
      ]),
    Case(
      #"[combinations], [[0,1] | combinations(2)]"#,
      #"[[1,2],[3,4]]"#,
      [#"[[1,3],[1,4],[2,3],[2,4]]"#, #"[[0,0],[0,1],[1,0],[1,1]]"#]),
    Case(
      [
        #"todate, (todate | fromdate), strftime("%A, %B %d, %Y %j %H:%M:%S %Z"), gmt"#,
        #"ime, (gmtime | mktime)"#,
      ].joined(),
      #"1425599621"#,
      [
        #""2015-03-05T23:53:41Z""#,
        #"1425599621"#,
        #""Thursday, March 05, 2015 064 23:53:41 UTC""#,
        #"[2015,2,5,23,53,41,4,63]"#,
        #"1425599621"#,
      ]),
    Case(
      [
        #"[8, 0.5, 1e10] | map(frexp), map(significand), map(logb), [ldexp(3; 2), sc"#,
        #"alb(3; 2)]"#,
      ].joined(),
      #"null"#,
      [
        #"[[0.5,4],[0.5,0],[0.5820766091346741,34]]"#,
        #"[1,1,1.1641532182693481]"#,
        #"[3,-1,33]"#,
        #"[12,12]"#,
      ]),
    Case(
      #"[.[] | floor, ceil, round, fabs, sqrt, trunc]"#,
      #"[-1.5, 2.5, 4]"#,
      [#"[-2,-1,-2,1.5,null,-1,2,3,3,2.5,1.5811388300841898,2,4,4,4,4,2,4]"#]),
    Case(#"splits("a+"; "g")"#, #""baaac aa""#, [#""b""#, #""c ""#, #""""#]),
    Case(
      [
        #"ascii_upcase, ltrimstr("é"), rtrimstr("x"), (.[1:] | ascii_downcase), ltri"#,
        #"mstr(1)"#,
      ].joined(),
      #""éAbcx""#,
      [#""éABCX""#, #""Abcx""#, #""éAbc""#, #""abcx""#, #""éAbcx""#]),
    Case(
      #"[capture("(?<y>\\d+)-(?<m>\\d+)"; "g")], [scan("\\d")], [scan("(\\d)(\\d)")]"#,
      #""2024-05 1999-12""#,
      [
        #"[{"y":"2024","m":"05"},{"y":"1999","m":"12"}]"#,
        #"["2","0","2","4","0","5","1","9","9","9","1","2"]"#,
        #"[["2","0"],["2","4"],["0","5"],["1","9"],["9","9"],["1","2"]]"#,
      ]),
    Case(
      #"walk(if type == "array" then sort else . end), (to_entries | from_entries)"#,
      #"{"b":[3,1],"a":{"c":[2,1]}}"#,
      [#"{"b":[1,3],"a":{"c":[1,2]}}"#, #"{"b":[3,1],"a":{"c":[2,1]}}"#]),
    Case(
      #"getpath(["a",1]), pick(.a[1]), pick(.b.c), ([paths] | length)"#,
      #"{"a":[1,2,3],"b":null}"#,
      [#"2"#, #"{"a":[null,2]}"#, #"{"b":{"c":null}}"#, #"5"#]),
    Case(
      #"[splits(", ")] | join("|"), map(tonumber? // .)"#,
      #""1, 2, x""#,
      [#""1|2|x""#, #"[1,2,"x"]"#]),
    Case(
      [
        #"limit(0; 1, 2), [limit(1; 1, 2)], isempty(empty), isempty(1, error("x")), "#,
        #"[first(range(10;0;-1))]"#,
      ].joined(),
      #"null"#,
      [#"[1]"#, #"true"#, #"false"#, #"[10]"#]),
    Case(
      #"input_filename, [.[] | tojson], ([.[] | tojson] | map(fromjson))"#,
      #"[100, "\u001f", {"a":true}]"#,
      [
        // jq 1.7.1's command line names standard input so (its library, null).
        #""<stdin>""#,
        #"["100","\"\\u001f\"","{\"a\":true}"]"#,
        #"[100,"\u001f",{"a":true}]"#,
      ]),
    Case(
      #"to_entries, keys, keys_unsorted, [.[]], add, any, all"#,
      #"{"b":1,"a":2,"c":null}"#,
      [
        #"[{"key":"b","value":1},{"key":"a","value":2},{"key":"c","value":null}]"#,
        #"["a","b","c"]"#,
        #"["b","a","c"]"#,
        #"[1,2,null]"#,
        #"3"#,
        #"true"#,
        #"false"#,
      ]),
    Case(
      #".[1:3] = ["x"], .[0:1] |= map(. * 10), del(.[1:3])"#,
      #"[1,2,3,4]"#,
      [#"[1,"x",4]"#, #"[10,2,3,4]"#, #"[1,4]"#]),
    Case(
      #"try (.[] |= error("x")) catch ., [.[] | @text], implode"#,
      #"[65, 66]"#,
      [#""x""#, #"["65","66"]"#, #""AB""#]),
    Case(
      #"[splits("")], ("a,b" | split(",")), ("a1b2" | split("\\d"; null))"#,
      #""ab""#,
      [#"["","a","b",""]"#, #"["a","b"]"#, #"["a","b",""]"#]),
    Case(
      #"(env | type), ($ENV | type), (builtins | type), ([limit(3; repeat(1))])"#,
      #"null"#,
      [#""object""#, #""object""#, #""array""#, #"[1,1,1]"#]),
    Case(
      #"[.[] | strptime("%Y-%m-%dT%H:%M:%SZ") | mktime]"#,
      #"["2015-03-05T23:51:47Z", "1970-01-02T00:00:00Z"]"#,
      [#"[1425599507,86400]"#]),
    Case(
      #"[.[] | . + 0 | tojson], (.[0] + .[1]), (.[2] * 10 | tostring), (1 / 3)"#,
      #"[0.1, 0.2, 1e300, 3]"#,
      [
        #"["0.1","0.2","1e+300","3"]"#,
        #"0.30000000000000004"#,
        #""1e+301""#,
        #"0.3333333333333333"#,
      ]),
    Case(
      [
        #"getpath(["a"]) as [$x, $y] | {$x, $y}, [.[] | objects], [.[] | iterables |"#,
        #" length]"#,
      ].joined(),
      #"{"a":[1,{"b":2}]}"#,
      [#"{"x":1,"y":{"b":2}}"#, #"[]"#, #"[2]"#]),
    Case(
      #"with_entries(select(.value > 1)), del(..|select(. == 2)), to_entries[0].key"#,
      #"{"a":1,"b":2,"c":3}"#,
      [#"{"b":2,"c":3}"#, #"{"a":1,"c":3}"#, #""a""#]),
    Case(#"[range(3)] as $r | $r | map(. as $i | $r[$i:]) | map(add)"#, #"null"#, [#"[3,3,2]"#]),
    Case(
      #"@json, @text, tostring, (tostring | fromjson)"#,
      #"{"a":[1,"x\"y"],"b":{"c":null}}"#,
      [
        #""{\"a\":[1,\"x\\\"y\"],\"b\":{\"c\":null}}""#,
        #""{\"a\":[1,\"x\\\"y\"],\"b\":{\"c\":null}}""#,
        #""{\"a\":[1,\"x\\\"y\"],\"b\":{\"c\":null}}""#,
        #"{"a":[1,"x\"y"],"b":{"c":null}}"#,
      ]),
    Case(
      [
        #"ltrimstr("a") | rtrimstr("c") | ascii_downcase | explode | implode | test("#,
        #""B"; "i")"#,
      ].joined(),
      #""aBc""#,
      [#"true"#]),
    Case(
      #"[.[] | gsub("(?<l>[a-z])(?<d>\\d)?"; "\(.l|ascii_upcase)\(.d // "_")")]"#,
      #"["a1b", "", "zz9"]"#,
      [#"["A1B_","","Z_Z9"]"#]),
    Case(
      #"[.[] | sub("$"; "!"), sub("^"; ">")], [.[] | gsub(""; "-")]"#,
      #"["ab", ""]"#,
      [#"["ab!",">ab","!",">"]"#, #"["-a-b-","-"]"#]),
  ]
}
