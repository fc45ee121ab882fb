extension JQTestSuiteTests {
  /// The cases of jq 1.7.1's tests/jq.test, first pass (in file order).
  static let jqTestCases: [(String, String, String)] = [
    (
      "jq.test:376",
      #"just [join([], "a"), join([""], "a"), join(["", ""], "a"), join(["", "", ""], "a")]"#,
      #"[["","","a","aa"]]"#
    ),
    (
      "jq.test:611",
      #"just [length([]), length({}), length([1, 2]), length({"a": 42}), length("asdf"), "#
        + #"length("μ")]"#,
      #"[[0,0,2,1,4,1]]"#
    ),
    ("jq.test:615", #"just utf8bytelength("asdfμ")"#, #"[6]"#),
    (
      "jq.test:624",
      #"just [keys({}), keys({"abcd": 1, "abc": 2, "abcde": 3}), keys({"x": 1, "z": 3, "y": 2})]"#,
      #"[[[],["abc","abcd","abcde"],["x","y","z"]]]"#
    ),
    (
      "jq.test:632",
      #"just [add([]), add([1, 2, 3]), add(["a", "b", "c"]), add([[3], [4, 5], [6]]), "#
        + #"add([{"a": 1}, {"b": 2}, {"a": 3}])]"#,
      #"[[null,6,"abc",[3,4,5,6],{"a":3,"b":2}]]"#
    ),
    ("jq.test:636", #"just map_values([0, 1, 2], x + 1)"#, #"[[1,2,3]]"#),
    ("jq.test:691", #"just [floor(-1.1), floor(1.1), floor(1.9)]"#, #"[[-2,1,1]]"#),
    ("jq.test:695", #"just [sqrt(4), sqrt(9)]"#, #"[[2,3]]"#),
    (
      "jq.test:1008",
      #"just [delpaths([{"foo": 2, "x": 1}], [[0,"foo"]]), delpaths([{"bar": 2}], [[0,"foo"]])]"#,
      #"[[[{"x":1}],[{"bar":2}]]]"#
    ),
    ("jq.test:1018", #"just delpaths([1, 2, 3], [[-200]])"#, #"[[1,2,3]]"#),
    ("jq.test:1038", #"just setpath([0], [-1], 1)"#, #"[[1]]"#),
    (
      "jq.test:1300",
      #"just [startswith("fo", "foo"), startswith("foo", "foo"), startswith("barfoo", "foo"), "#
        + #"startswith("foobar", "foo"), startswith("barfoob", "foo")]"#,
      #"[[false,true,false,true,false]]"#
    ),
    (
      "jq.test:1304",
      #"just [endswith("fo", "foo"), endswith("foo", "foo"), endswith("barfoo", "foo"), "#
        + #"endswith("foobar", "foo"), endswith("barfoob", "foo")]"#,
      #"[[false,true,true,false,false]]"#
    ),
    (
      "jq.test:1308", #"just [split("a,b, c, d, e,f", ", "), split(", a,b, c, d, e,f, ", ", ")]"#,
      #"[[["a,b","c","d","e,f"],["","a,b","c","d","e,f",""]]]"#
    ),
    ("jq.test:1312", #"just split("abc", "")"#, #"[["a","b","c"]]"#),
    (
      "jq.test:1316 = man.test:597",
      #"just [ltrimstr("fo", "foo"), ltrimstr("foo", "foo"), ltrimstr("barfoo", "foo"), "#
        + #"ltrimstr("foobar", "foo"), ltrimstr("afoo", "foo")]"#,
      #"[["fo","","barfoo","bar","afoo"]]"#
    ),
    (
      "jq.test:1320 = man.test:601",
      #"just [rtrimstr("fo", "foo"), rtrimstr("foo", "foo"), rtrimstr("barfoo", "foo"), "#
        + #"rtrimstr("foobar", "foo"), rtrimstr("foob", "foo")]"#,
      #"[["fo","","bar","foobar","foob"]]"#
    ),
    ("jq.test:1332", #"just indices([0, 1, 1, 2, 3, 4, 1, 5], 1)"#, #"[[1,2,6]]"#),
    ("jq.test:1336", #"just indices([0, 1, 2, 3, 1, 4, 2, 5, 1, 2, 6, 7], [1,2])"#, #"[[1,8]]"#),
    ("jq.test:1340", #"just indices([1], [1,2])"#, #"[[]]"#),
    ("jq.test:1344", #"just indices("a,b, cd,e, fgh, ijkl", ", ")"#, #"[[3,9,14]]"#),
    (
      "jq.test:1348",
      #"just [split("a, bc, def, ghij, jklmn, a,b, c,d, e,f", ","), split("a,b,c,d, e,f,g,h", "#
        + #"",")]"#,
      #"[[["a"," bc"," def"," ghij"," jklmn"," a","b"," c","d"," e","f"],["a","b","c","d"," "#
        + #"e","f","g","h"]]]"#
    ),
    (
      "jq.test:1352",
      #"just [split("a, bc, def, ghij, jklmn, a,b, c,d, e,f", ", "), split("a,b,c,d, e,f,g,h", "#
        + #"", ")]"#,
      #"[[["a","bc","def","ghij","jklmn","a,b","c,d","e,f"],["a,b,c,d","e,f,g,h"]]]"#
    ),
    (
      "jq.test:1396",
      #"just sort([42, [2, 5, 3, 11], 10, {"a": 42, "b": 2}, {"a": 42}, true, 2, [2, 6], "#
        + #""hello", null, [2, 5, 6], {"a": [], "b": 1}, "abc", "ab", [3, 10], {}, false, "abcd", "#
        + #"null])"#,
      #"[[null,null,false,true,2,10,42,"ab","abc","abcd","hello",[2,5,3,11],[2,5,6],[2,6],[3,"#
        + #"10],{},{"a":42},{"a":42,"b":2},{"a":[],"b":1}]]"#
    ),
    ("jq.test:1408", #"just unique([1, 2, 5, 3, 5, 3, 1, 3])"#, #"[[1,2,3,5]]"#),
    ("jq.test:1412", #"just unique([])"#, #"[[]]"#),
    (
      "jq.test:1436", #"just to_entries({"a": 1, "b": 2})"#,
      #"[[{"key":"a","value":1},{"key":"b","value":2}]]"#
    ),
    (
      "jq.test:1440",
      #"just from_entries([{"key": "a", "value": 1}, {"Key": "b", "Value": 2}, {"name": "c", "#
        + #""value": 3}, {"Name": "d", "Value": 4}])"#,
      #"[{"a":1,"b":2,"c":3,"d":4}]"#
    ),
    ("jq.test:1448", #"just [has({"foo": 42}, "foo"), has({}, "foo")]"#, #"[[true,false]]"#),
    ("jq.test:1452", #"just [has([0, 1], 2), has(["a", "b", "c"], 2)]"#, #"[[false,true]]"#),
    ("jq.test:1460", #"just keys([42, 3, 35])"#, #"[[0,1,2]]"#),
    ("jq.test:1518", #"just flatten([0, [1], [[2]], [[[3]]]])"#, #"[[0,1,2,3]]"#),
    ("jq.test:1522", #"just flatten([0, [1], [[2]], [[[3]]]], 0)"#, #"[[0,[1],[[2]],[[[3]]]]]"#),
    ("jq.test:1526", #"just flatten([0, [1], [[2]], [[[3]]]], 2)"#, #"[[0,1,2,[3]]]"#),
    ("jq.test:1530", #"just flatten([0, [1, [2]], [1, [[3], 2]]], 2)"#, #"[[0,1,2,1,[3],2]]"#),
    ("jq.test:1538", #"just transpose([[1], [2, 3]])"#, #"[[[1,2],[null,3]]]"#),
    ("jq.test:1542", #"just transpose([])"#, #"[[]]"#),
    ("jq.test:1546", #"just ascii_upcase("useful but not for é")"#, #"["USEFUL BUT NOT FOR é"]"#),
    (
      "jq.test:1558", #"just strftime([2015, 2, 5, 23, 51, 47, 4, 63], "%Y-%m-%dT%H:%M:%SZ")"#,
      #"["2015-03-05T23:51:47Z"]"#
    ),
    (
      "jq.test:1562", #"just strftime(1435677542.822351, "%A, %B %d, %Y")"#,
      #"["Tuesday, June 30, 2015"]"#
    ),
    ("jq.test:1566", #"just gmtime(1425599507)"#, #"[[2015,2,5,23,51,47,4,63]]"#),
    ("jq.test:1669", #"just join(["1", 2, true, false, 3.4], ",")"#, #"["1,2,true,false,3.4"]"#),
    (
      "jq.test:1673",
      #"from [join([], ","), join([null], ","), join([null, null], ","), join([null, null, "#
        + #"null], ",")]"#,
      #"["","",",",",,"]"#
    ),
    ("jq.test:1680", #"from [join(["a", null], ","), join([null, "a"], ",")]"#, #"["a,",",a"]"#),
    ("jq.test:1795", #"just index("", "")"#, #"[null]"#),
    ("jq.test:1880", #"just abs("abc")"#, #"["abc"]"#),
    ("jq.test:1884", #"just [abs(0), abs(0), abs(-10), abs(-1.1)]"#, #"[[0,0,10,1.1]]"#),
    ("jq.test:2024", #"just walk({"x": 0}, x)"#, #"[{"x":0}]"#),
  ]
}
