extension JQTestSuiteTests {
  /// The cases of jq 1.7.1's tests/man.test: the manual's examples.
  static let manCases: [(String, String, String)] = [
    ("man.test:191", #"just [abs(-10), abs(-1.1), abs(-0.1)]"#, #"[[10,1.1,0.1]]"#),
    (
      "man.test:195",
      #"from [length([1, 2]), length("string"), length({"a": 2}), length(null), length(-5)]"#,
      #"[2,6,1,0,5]"#
    ),
    ("man.test:203", #"just utf8bytelength("μ")"#, #"[2]"#),
    ("man.test:207", #"just keys({"abc": 1, "abcd": 2, "Foo": 3})"#, #"[["Foo","abc","abcd"]]"#),
    ("man.test:211", #"just keys([42, 3, 35])"#, #"[[0,1,2]]"#),
    ("man.test:215", #"just [has({"foo": 42}, "foo"), has({}, "foo")]"#, #"[[true,false]]"#),
    ("man.test:219", #"just [has([0, 1], 2), has(["a", "b", "c"], 2)]"#, #"[[false,true]]"#),
    (
      "man.test:236", #"just map_values({"a": 1, "b": 2, "c": 3}, x + 1)"#,
      #"[{"a":2,"b":3,"c":4}]"#
    ),
    ("man.test:272", #"just getpath(null, ["a","b"])"#, #"[null]"#),
    ("man.test:280", #"just setpath(null, ["a","b"], 1)"#, #"[{"a":{"b":1}}]"#),
    ("man.test:284", #"just setpath({"a": {"b": 0}}, ["a","b"], 1)"#, #"[{"a":{"b":1}}]"#),
    ("man.test:288", #"just setpath(null, [0,"a"], 1)"#, #"[[{"a":1}]]"#),
    (
      "man.test:292", #"just delpaths({"a": {"b": 1}, "x": {"y": 2}}, [["a","b"]])"#,
      #"[{"a":{},"x":{"y":2}}]"#
    ),
    (
      "man.test:296", #"just to_entries({"a": 1, "b": 2})"#,
      #"[[{"key":"a","value":1},{"key":"b","value":2}]]"#
    ),
    (
      "man.test:300", #"just from_entries([{"key": "a", "value": 1}, {"key": "b", "value": 2}])"#,
      #"[{"a":1,"b":2}]"#
    ),
    (
      "man.test:345", #"just paths([1, [[], {"a": 2}]], type(x) == "number")"#,
      #"[[[0],[1,1,"a"]]]"#
    ),
    ("man.test:349", #"just add(["a", "b", "c"])"#, #"["abc"]"#),
    ("man.test:353", #"just add([1, 2, 3])"#, #"[6]"#),
    ("man.test:357", #"just add([])"#, #"[null]"#),
    ("man.test:361", #"just any([true, false])"#, #"[true]"#),
    ("man.test:365", #"just any([false, false])"#, #"[false]"#),
    ("man.test:369", #"just any([])"#, #"[false]"#),
    ("man.test:373", #"just all([true, false])"#, #"[false]"#),
    ("man.test:377", #"just all([true, true])"#, #"[true]"#),
    ("man.test:381", #"just all([])"#, #"[true]"#),
    ("man.test:385", #"just flatten([1, [2], [[3]]])"#, #"[[1,2,3]]"#),
    ("man.test:389", #"just flatten([1, [2], [[3]]], 1)"#, #"[[1,2,[3]]]"#),
    ("man.test:393", #"just flatten([[]])"#, #"[[]]"#),
    (
      "man.test:397", #"just flatten([{"foo": "bar"}, [{"foo": "baz"}]])"#,
      #"[[{"foo":"bar"},{"foo":"baz"}]]"#
    ),
    ("man.test:426", #"just floor(3.14159)"#, #"[3]"#),
    ("man.test:430", #"just sqrt(9)"#, #"[3]"#),
    ("man.test:434", #"from [tonumber(1), tonumber("1")]"#, #"[1,1]"#),
    ("man.test:439", #"from [tostring(1), tostring("1"), tostring([1])]"#, #"["1","1","[1]"]"#),
    (
      "man.test:445",
      #"just [type(0), type(false), type([]), type({}), type(null), type("hello")]"#,
      #"[["number","boolean","array","object","null","string"]]"#
    ),
    ("man.test:459", #"just sort([8, 3, null, 6])"#, #"[[null,3,6,8]]"#),
    (
      "man.test:463",
      #"just sort_by([{"foo": 4, "bar": 10}, {"foo": 3, "bar": 10}, {"foo": 2, "bar": 1}], x.foo)"#,
      #"[[{"foo":2,"bar":1},{"foo":3,"bar":10},{"foo":4,"bar":10}]]"#
    ),
    (
      "man.test:471",
      #"just group_by([{"foo": 1, "bar": 10}, {"foo": 3, "bar": 100}, {"foo": 1, "bar": 1}], "#
        + #"x.foo)"#,
      #"[[[{"foo":1,"bar":10},{"foo":1,"bar":1}],[{"foo":3,"bar":100}]]]"#
    ),
    ("man.test:475", #"just min([5, 4, 2, 7])"#, #"[2]"#),
    (
      "man.test:479", #"just max_by([{"foo": 1, "bar": 14}, {"foo": 2, "bar": 3}], x.foo)"#,
      #"[{"foo":2,"bar":3}]"#
    ),
    ("man.test:483", #"just unique([1, 2, 5, 3, 5, 3, 1, 3])"#, #"[[1,2,3,5]]"#),
    (
      "man.test:487",
      #"just unique_by([{"foo": 1, "bar": 2}, {"foo": 1, "bar": 3}, {"foo": 4, "bar": 5}], x.foo)"#,
      #"[[{"foo":1,"bar":2},{"foo":4,"bar":5}]]"#
    ),
    (
      "man.test:491",
      #"just unique_by(["chunky", "bacon", "kitten", "cicada", "asparagus"], length(x))"#,
      #"[["bacon","chunky","asparagus"]]"#
    ),
    ("man.test:495", #"just reverse([1, 2, 3, 4])"#, #"[[4,3,2,1]]"#),
    ("man.test:499", #"just contains("foobar", "bar")"#, #"[true]"#),
    ("man.test:503", #"just contains(["foobar", "foobaz", "blarp"], ["baz", "bar"])"#, #"[true]"#),
    (
      "man.test:507", #"just contains(["foobar", "foobaz", "blarp"], ["bazzzzz", "bar"])"#,
      #"[false]"#
    ),
    ("man.test:519", #"just indices("a,b, cd, efg, hijk", ", ")"#, #"[[3,7,12]]"#),
    ("man.test:523", #"just indices([0, 1, 2, 1, 3, 1, 4], 1)"#, #"[[1,3,5]]"#),
    ("man.test:527", #"just indices([0, 1, 2, 3, 1, 4, 2, 5, 1, 2, 6, 7], [1,2])"#, #"[[1,8]]"#),
    ("man.test:531", #"just index("a,b, cd, efg, hijk", ", ")"#, #"[3]"#),
    ("man.test:535", #"just index([0, 1, 2, 1, 3, 1, 4], 1)"#, #"[1]"#),
    ("man.test:539", #"just index([0, 1, 2, 3, 1, 4, 2, 5, 1, 2, 6, 7], [1,2])"#, #"[1]"#),
    ("man.test:543", #"just rindex("a,b, cd, efg, hijk", ", ")"#, #"[12]"#),
    ("man.test:547", #"just rindex([0, 1, 2, 1, 3, 1, 4], 1)"#, #"[5]"#),
    ("man.test:551", #"just rindex([0, 1, 2, 3, 1, 4, 2, 5, 1, 2, 6, 7], [1,2])"#, #"[8]"#),
    ("man.test:555", #"just inside("bar", "foobar")"#, #"[true]"#),
    ("man.test:559", #"just inside(["baz", "bar"], ["foobar", "foobaz", "blarp"])"#, #"[true]"#),
    (
      "man.test:563", #"just inside(["bazzzzz", "bar"], ["foobar", "foobaz", "blarp"])"#,
      #"[false]"#
    ),
    (
      "man.test:567",
      #"just inside({"foo": 12, "bar": [{"barp": 12}]}, {"foo": 12, "bar":[1,2,{"barp":12, "#
        + #""blip":13}]})"#,
      #"[true]"#
    ),
    (
      "man.test:571",
      #"just inside({"foo": 12, "bar": [{"barp": 15}]}, {"foo": 12, "bar":[1,2,{"barp":12, "#
        + #""blip":13}]})"#,
      #"[false]"#
    ),
    (
      "man.test:575",
      #"just [startswith("fo", "foo"), startswith("foo", "foo"), startswith("barfoo", "foo"), "#
        + #"startswith("foobar", "foo"), startswith("barfoob", "foo")]"#,
      #"[[false,true,false,true,false]]"#
    ),
    (
      "man.test:579", #"just [endswith("foobar", "foo"), endswith("barfoo", "foo")]"#,
      #"[[false,true]]"#
    ),
    ("man.test:590", #"just combinations([0, 1], 2)"#, #"[[[0,0],[0,1],[1,0],[1,1]]]"#),
    // man.test:597 and man.test:601 (ltrimstr, rtrimstr) are jq.test:1316 and jq.test:1320
    // to the letter: JQTestSuiteTests+JQTest.swift runs them once, under both places.
    ("man.test:605", #"just explode("foobar")"#, #"[[102,111,111,98,97,114]]"#),
    ("man.test:609", #"just implode([65, 66, 67])"#, #"["ABC"]"#),
    ("man.test:613", #"just join(["a", "b,c,d", "e"], ", ")"#, #"["a, b,c,d, e"]"#),
    (
      "man.test:617", #"just join(["a", 1, 2.3, true, null, false], " ")"#,
      #"["a 1 2.3 true  false"]"#
    ),
    ("man.test:621", #"just ascii_upcase("useful but not for é")"#, #"["USEFUL BUT NOT FOR é"]"#),
    ("man.test:669", #"just transpose([[1], [2, 3]])"#, #"[[[1,2],[null,3]]]"#),
    (
      "man.test:689", #"just [tostring(1), tostring("foo"), tostring(["foo"])]"#,
      #"[["1","foo","[\"foo\"]"]]"#
    ),
    (
      "man.test:693", #"just [tojson(1), tojson("foo"), tojson(["foo"])]"#,
      #"[["1","\"foo\"","[\"foo\"]"]]"#
    ),
    ("man.test:717", #"just fromdate("2015-03-05T23:51:47Z")"#, #"[1425599507]"#),
    (
      "man.test:721", #"just strptime("2015-03-05T23:51:47Z", "%Y-%m-%dT%H:%M:%SZ")"#,
      #"[[2015,2,5,23,51,47,4,63]]"#
    ),
  ]
}
