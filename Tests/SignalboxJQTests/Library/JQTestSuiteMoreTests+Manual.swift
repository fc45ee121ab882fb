/// man.test's cases: the examples of jq 1.7.1's manual.
extension JQTestSuiteMoreTests {
  static let manual: [(String, String, String)] = [
    ("man.test:1", #"just "Hello, world!""#, #"["Hello, world!"]"#),
    ("man.test:5", #"just 0.12345678901234567890123456789"#, #"[0.12345678901234567890123456789]"#),
    (
      "man.test:9",
      #"just [12345678909876543212345, tojson(12345678909876543212345)]"#,
      #"[[12345678909876543212345,"12345678909876543212345"]]"#
    ),
    (
      "man.test:13",
      #"just 0.12345678901234567890123456789 < 0.12345678901234567890123456788"#,
      #"[false]"#
    ),
    (
      "man.test:21",
      #"just map_values([10000000000000000000000000000001, 100000000000000000000"#
        + #"00000000001 + 1], x > 10000000000000000000000000000000)"#,
      #"[[true, false]]"#
    ),
    ("man.test:25", #"just {"foo": 42, "bar": "less interesting data"}.foo"#, #"[42]"#),
    ("man.test:29", #"just {"notfoo": true, "alsonotfoo": false}.foo"#, #"[null]"#),
    ("man.test:33", #"just {"foo": 42}["foo"]"#, #"[42]"#),
    (
      "man.test:53",
      #"just [{"name":"JSON", "good":true}, {"name":"XML", "good":false}][0]"#,
      #"[{"name":"JSON", "good":true}]"#
    ),
    (
      "man.test:57",
      #"just [{"name":"JSON", "good":true}, {"name":"XML", "good":false}][2]"#,
      #"[null]"#
    ),
    ("man.test:61", #"just [1,2,3][-2]"#, #"[2]"#),
    ("man.test:65", #"just ["a","b","c","d","e"][2:4]"#, #"[["c", "d"]]"#),
    ("man.test:69", #"just "abcdefghi"[2:4]"#, #"["cd"]"#),
    ("man.test:73", #"just ["a","b","c","d","e"][:3]"#, #"[["a", "b", "c"]]"#),
    ("man.test:77", #"just ["a","b","c","d","e"][-2:]"#, #"[["d", "e"]]"#),
    ("man.test:121", #"just (1 + 2) * 5"#, #"[15]"#),
    ("man.test:129", #"just map_values([1, 2, 3], x * 2)"#, #"[[2, 4, 6]]"#),
    ("man.test:146", #"just {"a": 7}.a + 1"#, #"[8]"#),
    (
      "man.test:150",
      #"just {"a": [1,2], "b": [3,4]}.a + {"a": [1,2], "b": [3,4]}.b"#,
      #"[[1,2,3,4]]"#
    ),
    ("man.test:154", #"just {"a": 1}.a + null"#, #"[1]"#),
    ("man.test:158", #"just {}.a + 1"#, #"[1]"#),
    ("man.test:162", #"just {a: 1} + {b: 2} + {c: 3} + {a: 42}"#, #"[{"a": 42, "b": 2, "c": 3}]"#),
    ("man.test:166", #"just 4 - {"a":3}.a"#, #"[1]"#),
    ("man.test:170", #"just ["xml", "yaml", "json"] - ["xml", "yaml"]"#, #"[["json"]]"#),
    ("man.test:174", #"just 10 / 5 * 3"#, #"[6]"#),
    ("man.test:178", #"just "a, b,c,d, e" / ", ""#, #"[["a","b,c,d","e"]]"#),
    (
      "man.test:182",
      #"just {"k": {"a": 1, "b": 2}} * {"k": {"a": 0,"c": 3}}"#,
      #"[{"k": {"a": 0, "b": 2, "c": 3}}]"#
    ),
    (
      "man.test:223",
      #"just [in("foo", {"foo": 42}), in("bar", {"foo": 42})]"#,
      #"[[true, false]]"#
    ),
    ("man.test:228", #"just map_values([2, 0], in(x, [0,1]))"#, #"[[false, true]]"#),
    ("man.test:232", #"just map_values([1,2,3], x + 1)"#, #"[[2,3,4]]"#),
    (
      "man.test:248",
      #"just pick({"a": 1, "b": {"c": 2, "d": 3}, "e": 4}, ["a"], ["b", "c"], [""#
        + #"x"])"#,
      #"[{"a":1,"b":{"c":2},"x":null}]"#
    ),
    (
      "man.test:264",
      #"just del({"foo": 42, "bar": 9001, "baz": 42}, "foo")"#,
      #"[{"bar": 9001, "baz": 42}]"#
    ),
    (
      "man.test:276",
      #"just [getpath({"a":{"b":0, "c":1}}, ["a","b"]), getpath({"a":{"b":0, "c""#
        + #":1}}, ["a","c"])]"#,
      #"[[0, 1]]"#
    ),
    ("man.test:341", #"just paths([1,[[],{"a":2}]])"#, #"[[[0],[1],[1,0],[1,1],[1,1,"a"]]]"#),
    ("man.test:406", #"just range(2, 4)"#, #"[[2,3]]"#),
    ("man.test:410", #"just range(4)"#, #"[[0,1,2,3]]"#),
    ("man.test:414", #"just range(0, 10, 3)"#, #"[[0,3,6,9]]"#),
    ("man.test:418", #"just range(0, 10, -1)"#, #"[[]]"#),
    ("man.test:422", #"just range(0, -5, -1)"#, #"[[0,-1,-2,-3,-4]]"#),
    ("man.test:449", #"just map_values([-1, 1], (infinite() * x) < 0)"#, #"[[true, false]]"#),
    ("man.test:454", #"just [type(infinite()), type(nan())]"#, #"[["number","number"]]"#),
    (
      "man.test:511",
      #"just contains({"foo": 12, "bar":[1,2,{"barp":12, "blip":13}]}, {foo: 12,"#
        + #" bar: [{barp: 12}]})"#,
      #"[true]"#
    ),
    (
      "man.test:515",
      #"just contains({"foo": 12, "bar":[1,2,{"barp":12, "blip":13}]}, {foo: 12,"#
        + #" bar: [{barp: 15}]})"#,
      #"[false]"#
    ),
    (
      "man.test:583",
      #"just combinations([[1,2], [3, 4]])"#,
      #"[[[1, 3], [1, 4], [2, 3], [2, 4]]]"#
    ),
    ("man.test:591", #"just combinations([0, 1], 2)"#, #"[[[0, 0], [0, 1], [1, 0], [1, 1]]]"#),
    (
      "man.test:657",
      #"just walk([[4, 1, 7], [8, 5, 2], [3, 6, 9]], if type(x) == "array" then "#
        + #"sort(x) else x end)"#,
      #"[[[1,4,7],[2,5,8],[3,6,9]]]"#
    ),
    ("man.test:673", #"just bsearch([0,1], 0)"#, #"[0]"#),
    ("man.test:677", #"just bsearch([1,2,3], 0)"#, #"[-1]"#),
    ("man.test:681", #"just setpath([1,2,3], [-(1 + bsearch([1,2,3], 4))], 4)"#, #"[[1,2,3,4]]"#),
    (
      "man.test:685",
      #"just "The input was \(42), which is one less than \(42+1)""#,
      #"["The input was 42, which is one less than 43"]"#
    ),
    (
      "man.test:697",
      #"just map_values([1, "foo", ["foo"]], fromjson(tojson(x)))"#,
      #"[[1,"foo",["foo"]]]"#
    ),
    ("man.test:701", #"just @html("This works if x < y")"#, #"["This works if x &lt; y"]"#),
    ("man.test:705", #"just @sh "echo \("O'Hara's Ale")""#, #"["echo 'O'\\''Hara'\\''s Ale'"]"#),
    ("man.test:709", #"just @base64("This is a message")"#, #"["VGhpcyBpcyBhIG1lc3NhZ2U="]"#),
    ("man.test:713", #"just @base64d("VGhpcyBpcyBhIG1lc3NhZ2U=")"#, #"["This is a message"]"#),
    (
      "man.test:725",
      #"just mktime(strptime("2015-03-05T23:51:47Z", "%Y-%m-%dT%H:%M:%SZ"))"#,
      #"[1425599507]"#
    ),
    ("man.test:729", #"just null == false"#, #"[false]"#),
    (
      "man.test:733",
      #"just {"a":1, "b": {"c": 3, "d": 4}} == {"b": {"d": (4 + 1e-20), "c": 3},"#
        + #" "a":1}"#,
      #"[true]"#
    ),
    (
      "man.test:737",
      #"just map_values([1, 1.0, "1", "banana"], x == 1)"#,
      #"[[true, true, false, false]]"#
    ),
    (
      "man.test:744",
      #"just if 2 == 0 then "zero" elif 2 == 1 then "one" else "many" end"#,
      #"["many"]"#
    ),
    ("man.test:748", #"just 2 < 5"#, #"[true]"#),
    ("man.test:752", #"just 42 and "a string""#, #"[true]"#),
    ("man.test:768", #"just [not(true), not(false)]"#, #"[[false, true]]"#),
    ("man.test:776", #"just {"foo": 19}.foo // 42"#, #"[19]"#),
    ("man.test:780", #"just {}.foo // 42"#, #"[42]"#),
    (
      "man.test:870",
      #"just [first(range(0, 10)), last(range(0, 10)), nth(range(0, 10), 10 / 2)"#
        + #"]"#,
      #"[[0,9,5]]"#
    ),
    (
      "man.test:874",
      #"just [first(range(10)), last(range(10)), nth(range(10), 5)]"#,
      #"[[0,9,5]]"#
    ),
    (
      "man.test:932",
      #"just fromstream(tostream([0,[1,{"a":1},{"b":2}]])) == [[0,[1,{"a":1},{"b"#
        + #"":2}]]]"#,
      #"[true]"#
    ),
  ]
}
