/// More of JQCompareTests' cases (jq 1.7.1's outputs): entries, updates, definitions,
/// labels, dates.
extension JQCompareTests {
  static let fourth: [Case] = [
    Case(
      #".a |= empty, (.b |= (.,1)), (.c[2] |= 5), (.d.e += 1)"#,
      #"{"a":1,"b":2}"#,
      [
        #"{"b":2}"#,
        #"{"a":1,"b":2}"#,
        #"{"a":1,"b":2,"c":[null,null,5]}"#,
        #"{"a":1,"b":2,"d":{"e":1}}"#,
      ]),
    Case(
      #"to_entries | map(select(.value | type == "number")) | from_entries | keys"#,
      #"{"z":1,"a":"x","m":2}"#,
      [#"["m","z"]"#]),
    Case(
      [
        #"reduce range(5) as $x (null; . + $x), foreach (1,2) as $x ({}; .[$x|tostri"#,
        #"ng] = $x), (reduce empty as $x (0; 1))"#,
      ].joined(),
      #"null"#,
      [#"10"#, #"{"1":1}"#, #"{"1":1,"2":2}"#, #"0"#]),
    Case(
      #"[limit(3; repeat(1))], [range(3) as $x | range($x)], [recurse(.[]?; . != 3)]"#,
      #"[1,[3,2]]"#,
      [#"[1,1,1]"#, #"[0,0,1]"#, #"[[1,[3,2]],1,[3,2],2]"#]),
    Case(#"splits("\\s+") | length"#, #""a  b\tc\n""#, [#"1"#, #"1"#, #"1"#, #"0"#]),
    Case(
      #"[.[] | ascii_upcase | explode | implode]"#,
      #"["abc", "ÅäÖ", "ß"]"#,
      [#"["ABC","ÅäÖ","ß"]"#]),
    Case(
      #"getpath(["a","b"]) |= 3, (paths(numbers) as $p | [$p, getpath($p)])"#,
      #"{"a":{"b":1,"c":2}}"#,
      [#"{"a":{"b":3,"c":2}}"#, #"[["a","b"],1]"#, #"[["a","c"],2]"#]),
    Case(
      #"def f: def g: 3; g * 2; def h(x): x | x; f, h(. + 1), [h(1, 2)]"#,
      #"5"#,
      [#"6"#, #"7"#, #"[1,2,1,2]"#]),
    Case(
      [
        #"def f($a; $b): $a + $b; def g(a; $b): [a, $b]; f(1; 2), g(.[]; .[0]), [f(."#,
        #"[]; 10)]"#,
      ].joined(),
      #"[1, 2]"#,
      [#"3"#, #"[1,2,1]"#, #"[11,12]"#]),
    Case(
      #"label $f | range(10) | ., (select(. == 2) | break $f)"#,
      #"null"#,
      [#"0"#, #"1"#, #"2"#]),
    Case(
      [
        #"[label $a | label $b | 1, break $b, 2], [label $a | (label $b | 1, break $"#,
        #"a, 2), 3]"#,
      ].joined(),
      #"null"#,
      [#"[1]"#, #"[1]"#]),
    Case(
      [
        #"try error("\(.)") catch ., try error catch ., (try error({a: 1}) catch .a)"#,
        #", [.[]?|error?]"#,
      ].joined(),
      #"[1]"#,
      [#""[1]""#, #"[1]"#, #"1"#, #"[]"#]),
    Case(#"ltrimstr("a") as $x | [$x, $__loc__.line]"#, #""ab""#, [#"["b",1]"#]),
    Case(
      #""x" as $x | {$x, y: $x, "z\($x)": 1, @base64 "\($x)": 2, "$x": 3}"#,
      #"null"#,
      [#"{"x":"x","y":"x","zx":1,"eA==":2,"$x":3}"#]),
    Case(#"[splits(", ")] | map(ascii_downcase) | unique | length"#, #""A, a, B""#, [#"2"#]),
    Case(
      #"getpath(["a"]), getpath([]), (try getpath([0]) catch .), paths"#,
      #"{"a":{"b":[1]}}"#,
      [
        #"{"b":[1]}"#,
        #"{"a":{"b":[1]}}"#,
        #""Cannot index object with number""#,
        #"["a"]"#,
        #"["a","b"]"#,
        #"["a","b",0]"#,
      ]),
    Case(
      #"[.[] | tostring | tonumber] == ., [.[] | tojson | fromjson] == ."#,
      #"[0.1, 1e100, -3, 1.5e-10]"#,
      [#"true"#, #"true"#]),
    Case(
      #"[.[] | splits(",")] | length, (map(length) | add)"#,
      #"["a,b", ",", ""]"#,
      [#"5"#, #"2"#]),
    Case(
      #"@text "\(.)", @csv "\(.)", @tsv "\(.)", @sh "\(.)""#,
      #"["a","b c"]"#,
      [#""[\"a\",\"b c\"]""#, #""\"a\",\"b c\"""#, #""a\tb c""#, #""'a' 'b c'""#]),
    Case(
      #"(.. | select(type == "object") | .x) |= . + 1"#,
      #"{"x":1,"y":{"x":2,"z":[{"x":3}]}}"#,
      [#"{"x":2,"y":{"x":3,"z":[{"x":4}]}}"#]),
    Case(
      #"del(.[] | select(. == null)), del(.. | nulls), to_entries[1:]"#,
      #"{"a":null,"b":1,"c":{"d":null}}"#,
      [
        #"{"b":1,"c":{"d":null}}"#,
        #"{"b":1,"c":{}}"#,
        #"[{"key":"b","value":1},{"key":"c","value":{"d":null}}]"#,
      ]),
    Case(
      [
        #"[.[] | gsub("\\p{L}"; "L")], [.[] | gsub("(?<d>\\d+)"; "<\(.d | tonumber +"#,
        #" 1)>")]"#,
      ].joined(),
      #"["aé1", "x22y3"]"#,
      [#"["LL1","L22L3"]"#, #"["aé<2>","x<23>y<4>"]"#]),
    Case(
      #"[.[] | @html], [.[] | @uri]"#,
      #"["<a href='x'>&amp;</a>", "100%"]"#,
      [
        #"["&lt;a href=&apos;x&apos;&gt;&amp;amp;&lt;/a&gt;","100%"]"#,
        #"["%3Ca%20href%3D%27x%27%3E%26amp%3B%3C%2Fa%3E","100%25"]"#,
      ]),
    Case(
      #"[.[] | strftime("%Y %m %d %H %M %S %j %a %b")], [.[] | todate]"#,
      #"[0, 951782400, 1709251199]"#,
      [
        [
          #"["1970 01 01 00 00 00 001 Thu Jan","2000 02 29 00 00 00 060 Tue Feb","20"#,
          #"24 02 29 23 59 59 060 Thu Feb"]"#,
        ].joined(),
        #"["1970-01-01T00:00:00Z","2000-02-29T00:00:00Z","2024-02-29T23:59:59Z"]"#,
      ]),
    Case(
      #"[.[] | strptime("%d/%m/%Y") | mktime], [.[] | strptime("%d/%m/%Y") | todate]"#,
      #"["29/02/2024", "01/01/1970"]"#,
      [#"[1709164800,0]"#, #"["2024-02-29T00:00:00Z","1970-01-01T00:00:00Z"]"#]),
    Case(#"splits("(?<x>,)")"#, #""a,b""#, [#""a""#, #""b""#]),
    Case(#"tojson | fromjson | keys_unsorted"#, #"{"b":1,"a":2,"c":{"z":1}}"#, [#"["b","a","c"]"#]),
    Case(
      #"with_entries(.value |= tostring) | tojson"#,
      #"{"b":1.5,"a":[1,2]}"#,
      [#""{\"b\":\"1.5\",\"a\":\"[1,2]\"}""#]),
  ]
}
