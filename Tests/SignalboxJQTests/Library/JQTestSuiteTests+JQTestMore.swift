extension JQTestSuiteTests {
  /// The cases of jq 1.7.1's tests/jq.test, second pass (in file order).
  static let jqTestMoreCases: [(String, String, String)] = [
    (
      "jq.test:93",
      #"just [fromjson(tojson("foo")), fromjson(tojson(1)), fromjson(tojson(["a", 1, "b", 2, "#
        + #"{"foo": "bar"}]))]"#,
      #"[["foo",1,["a",1,"b",2,{"foo":"bar"}]]]"#
    ),
    ("jq.test:255", #"just range(0, 10)"#, #"[[0,1,2,3,4,5,6,7,8,9]]"#),
    ("jq.test:263", #"just range(0, 10, 3)"#, #"[[0,3,6,9]]"#),
    ("jq.test:267", #"just range(0, 10, -1)"#, #"[[]]"#),
    ("jq.test:271", #"just range(0, -5, -1)"#, #"[[0,-1,-2,-3,-4]]"#),
    ("jq.test:327", #"just [first(range(10)), last(range(10))]"#, #"[[0,9]]"#),
    (
      "jq.test:331",
      #"just [nth(range(10), 0), nth(range(10), 5), nth(range(10), 9), nth(range(10), 10), "#
        + #"nth(range(10), 15)]"#,
      #"[[0,5,9,null,null]]"#
    ),
    ("jq.test:351", #"just [nth(range(9, 0, -1), 5), nth(range(9, 0, -1), 7)]"#, #"[[4,2]]"#),
    ("jq.test:361", #"just [range(3), range(5)]"#, #"[[[0,1,2],[0,1,2,3,4]]]"#),
    (
      "jq.test:366",
      #"let s = "a,b|c,d,e||f,g,h,|,|,i,j"\#njust [index(s, ","), index(s, "|"), rindex(s, "#
        + #"","), rindex(s, "|"), indices(s, ","), indices(s, "|")]"#,
      #"[[1,3,22,19,[1,5,7,12,14,16,18,20,22],[3,9,10,17,19]]]"#
    ),
    (
      "jq.test:371", #"just [join(["a","b","c","d"], ","), join(["a","b","c","d"], "/")]"#,
      #"[["a,b,c,d","a/b/c/d"]]"#
    ),
    (
      "jq.test:381",
      #"just [flatten([0, [1], [[2]], [[[3]]]], 3), flatten([0, [1], [[2]], [[[3]]]], 2), "#
        + #"flatten([0, [1], [[2]], [[[3]]]], 1)]"#,
      #"[[[0,1,2,3],[0,1,2,[3]],[0,1,[2],[[3]]]]]"#
    ),
    ("jq.test:591", #"just [isnan(nan() % 1), isnan(1 % nan())]"#, #"[[true,true]]"#),
    (
      "jq.test:619",
      #"from [[], {}, [1,2], 55, true, false] | map utf8bytelength(x) | catch {just "error"}"#,
      #"["error"]"#
    ),
    (
      "jq.test:712",
      #"just map_values(range(0, 20), floor(cos(3.141592 / 2 * (x / 20)) * 1000000) / 1000000)"#,
      #"[[1,0.996917,0.987688,0.972369,0.951056,0.923879,0.891006,0.85264,0.809017,0.760406,"#
        + #"0.707106,0.649448,0.587785,0.522498,0.45399,0.382683,0.309017,0.233445,0.156434,"#
        + #"0.078459]]"#
    ),
    (
      "jq.test:919",
      #"just [any([], x == false), all([], x == false), any([false], x == false), all([false], "#
        + #"x == false)]"#,
      #"[[false,true,true,true]]"#
    ),
    (
      "jq.test:935",
      #"just [any([]), all([]), any([true]), all([true]), any([false]), all([false]), "#
        + #"any([true, false]), all([true, false]), any([null, null, true]), all([null, null, "#
        + #"true])]"#,
      #"[[false,true,true,true,false,false,true,false,true,false]]"#
    ),
    ("jq.test:992", #"just paths([1,[[],{"a":2}]])"#, #"[[[0],[1],[1,0],[1,1],[1,1,"a"]]]"#),
    (
      "jq.test:996",
      #"let v = {"bar": 42, "foo": ["a", "b", "c", "d"]}\#njust [getpath(v, ["foo", 1]), "#
        + #"setpath(v, ["foo", 1], 20), delpaths(v, [["foo", 1]])]"#,
      #"[["b",{"bar":42,"foo":["a",20,"c","d"]},{"bar":42,"foo":["a","c","d"]}]]"#
    ),
    (
      "jq.test:1002",
      #"let v = [[0], [0,1], [0,1,2]]\#njust [[getpath(v[0], [2]), getpath(v[1], [2]), "#
        + #"getpath(v[2], [2])], [setpath(v[0], [2], 42), setpath(v[1], [2], 42), setpath(v[2], "#
        + #"[2], 42)], [delpaths(v[0], [[2]]), delpaths(v[1], [[2]]), delpaths(v[2], [[2]])]]"#,
      #"[[[null,null,2],[[0,null,42],[0,1,42],[0,1,42]],[[0],[0,1],[0,1]]]]"#
    ),
    (
      "jq.test:1012",
      #"let v = {"bar": false}\#njust [getpath(v, ["foo", 1]), setpath(v, ["foo", 1], 20), "#
        + #"delpaths(v, [["foo", 1]])]"#,
      #"[[null,{"bar":false,"foo":[null,20]},{"bar":false}]]"#
    ),
    (
      "jq.test:1033", #"just del([0, 1, 2, 3, 4, 5, 6, 7, 8, 9], 1, -6, 2, [7], [8])"#,
      #"[[0,3,5,6,9]]"#
    ),
    ("jq.test:1042", #"just pick(null, ["a", "b", "c"])"#, #"[{"a":{"b":{"c":null}}}]"#),
    ("jq.test:1046", #"just pick([1,2], 0)"#, #"[[1]]"#),
    ("jq.test:1050", #"just pick([[10,20],30], [0, 0])"#, #"[[[10]]]"#),
    (
      "jq.test:1250",
      #"just [contains("foo", "foo"), contains("foobar", "foo"), contains("foo", "foobar")]"#,
      #"[[true,true,false]]"#
    ),
    (
      "jq.test:1255", #"just [contains("\u0000", ""), contains("\u0000", "\u0000")]"#,
      #"[[true,true]]"#
    ),
    (
      "jq.test:1259",
      #"let s = "ab\u0000cd"\#njust [contains(s, ""), contains(s, "a"), contains(s, "ab"), "#
        + #"contains(s, "c"), contains(s, "d")]"#,
      #"[[true,true,true,true,true]]"#
    ),
    (
      "jq.test:1263",
      #"let s = "ab\u0000cd"\#njust [contains(s, "cd"), contains(s, "b\u0000"), contains(s, "#
        + #""ab\u0000")]"#,
      #"[[true,true,true]]"#
    ),
    (
      "jq.test:1267",
      #"let s = "ab\u0000cd"\#njust [contains(s, "b\u0000c"), contains(s, "b\u0000cd"), "#
        + #"contains(s, "b\u0000cd")]"#,
      #"[[true,true,true]]"#
    ),
    (
      "jq.test:1271",
      #"let s = "ab\u0000cd"\#njust [contains(s, "@"), contains(s, "\u0000@"), contains(s, "#
        + #""\u0000what")]"#,
      #"[[false,false,false]]"#
    ),
    (
      "jq.test:1324",
      #"let s = "a,bc,def,ghij,klmno"\#njust [index(s, ","), rindex(s, ","), indices(s, ",")]"#,
      #"[[1,13,[1,4,8,13]]]"#
    ),
    (
      "jq.test:1328",
      #"let s = "xababababax"\#njust [index(s, "aba"), rindex(s, "aba"), indices(s, "aba")]"#,
      #"[[1,7,[1,3,5,7]]]"#
    ),
    (
      "jq.test:1376",
      #"just map_values([[[],[]], [[1,2,3], [1,2]], [[1,2,3], [3,1]], [[1,2,3], [4]], [[1,2,3], "#
        + #"[1,4]]], contains(x[0], x[1]))"#,
      #"[[true,true,true,false,false]]"#
    ),
    (
      "jq.test:1380",
      #"just map_values([[["foobar", "foobaz"], ["baz", "bar"]], [["foobar", "foobaz"], "#
        + #"["foo"]], [["foobar", "foobaz"], ["blap"]]], contains(x[0], x[1]))"#,
      #"[[true,true,false]]"#
    ),
    (
      "jq.test:1384",
      #"just [contains({foo: 12, bar: 13}, {foo: 12}), contains({foo: 12}, {}), contains({foo: "#
        + #"12, bar: 13}, {baz: 14})]"#,
      #"[[true,true,false]]"#
    ),
    (
      "jq.test:1388",
      #"just contains({foo: {baz: 12, blap: {bar: 13}}, bar: 14}, {bar: 14, foo: {blap: {}}})"#,
      #"[true]"#
    ),
    (
      "jq.test:1392",
      #"just contains({foo: {baz: 12, blap: {bar: 13}}, bar: 14}, {bar: 14, foo: {blap: {bar: "#
        + #"14}}})"#,
      #"[false]"#
    ),
    (
      "jq.test:1400",
      #"let v = [{"a": 1, "b": 4, "c": 14}, {"a": 4, "b": 1, "c": 3}, {"a": 1, "b": 4, "c": 3}, "#
        + #"{"a": 0, "b": 2, "c": 43}]\#njust [sort_by(sort_by(v, x.b), x.a), sort_by(v, [x.a, "#
        + #"x.b]), sort_by(v, [x.b, x.c]), group_by(v, x.b), group_by(v, x.a + x.b - x.c == 2)]"#,
      #"[[[{"a":0,"b":2,"c":43},{"a":1,"b":4,"c":14},{"a":1,"b":4,"c":3},{"a":4,"b":1,"c":3}],"#
        + #"[{"a":0,"b":2,"c":43},{"a":1,"b":4,"c":14},{"a":1,"b":4,"c":3},{"a":4,"b":1,"c":3}],"#
        + #"[{"a":4,"b":1,"c":3},{"a":0,"b":2,"c":43},{"a":1,"b":4,"c":3},{"a":1,"b":4,"c":14}],"#
        + #"[[{"a":4,"b":1,"c":3}],[{"a":0,"b":2,"c":43}],[{"a":1,"b":4,"c":14},{"a":1,"b":4,"#
        + #""c":3}]],[[{"a":1,"b":4,"c":14},{"a":0,"b":2,"c":43}],[{"a":4,"b":1,"c":3},"#
        + #"{"a":1,"b":4,"c":3}]]]]"#
    ),
    (
      "jq.test:1416",
      #"let v = [[4,2,"a"],[3,1,"a"],[2,4,"a"],[1,3,"a"]]\#njust [min(v), max(v), min_by(v, "#
        + #"x[1]), max_by(v, x[1]), min_by(v, x[2]), max_by(v, x[2])]"#,
      #"[[[1,3,"a"],[4,2,"a"],[3,1,"a"],[2,4,"a"],[4,2,"a"],[1,3,"a"]]]"#
    ),
    (
      "jq.test:1420", #"just [min([]), max([]), min_by([], x), max_by([], x)]"#,
      #"[[null,null,null,null]]"#
    ),
    (
      "jq.test:1444",
      #"just with_entries({"a": 1, "b": 2}, {key: "KEY_" + x.key, value: x.value})"#,
      #"[{"KEY_a":1,"KEY_b":2}]"#
    ),
    (
      "jq.test:1534", #"just flatten([0, [1], [[2]], [[[3]]]], -1) | catch {just "error"}"#,
      #"["error"]"#
    ),
    (
      "jq.test:1685", #"just join(["1","2",{"a":{"b":{"c":33}}}], ",") | catch {just "error"}"#,
      #"["error"]"#
    ),
    ("jq.test:1689", #"just join(["1","2",[3,4,5]], ",") | catch {just "error"}"#, #"["error"]"#),
    (
      "jq.test:1571",
      #"just strftime(["a",1,2,3,4,5,6,7], "%Y-%m-%dT%H:%M:%SZ") | catch {just "error"}"#,
      #"["error"]"#
    ),
    ("jq.test:1579", #"just mktime(["a",1,2,3,4,5,6,7]) | catch {just "error"}"#, #"["error"]"#),
    ("jq.test:1933", #"just isnan(fromjson("nan"))"#, #"[true]"#),
    (
      "jq.test:2015", #"just explode(implode([0,1,2,3,1114111,55295,57344]))"#,
      #"[[0,1,2,3,1114111,55295,57344]]"#
    ),
    ("jq.test:2028", #"just walk({"x":0}, 1)"#, #"[1]"#),
    ("jq.test:2109", #"just [ltrimstr("hi", 1), rtrimstr("hi", 1)]"#, #"[["hi","hi"]]"#),
    (
      "jq.test:2114", #"just [ltrimstr({"hey":[]}, "x"), rtrimstr({"hey":[]}, "x")]"#,
      #"[[{"hey":[]},{"hey":[]}]]"#
    ),
  ]
}
