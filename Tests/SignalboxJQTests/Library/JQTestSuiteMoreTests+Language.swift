/// jq.test's cases of literals, paths, slices, operators, comparisons, formats and
/// regular expressions.
extension JQTestSuiteMoreTests {
  static let language: [(String, String, String)] = [
    ("jq.test:8", #"just true"#, #"[true]"#),
    ("jq.test:12", #"just false"#, #"[false]"#),
    ("jq.test:16", #"just null"#, #"[null]"#),
    ("jq.test:20", #"just 1"#, #"[1]"#),
    ("jq.test:25", #"just -1"#, #"[-1]"#),
    ("jq.test:31", #"just {}"#, #"[{}]"#),
    ("jq.test:35", #"just []"#, #"[[]]"#),
    ("jq.test:39", #"just {x: -1}"#, #"[{"x": -1}]"#),
    ("jq.test:52", #"just "Aa\r\n\t\b\f\u03bc""#, #"["Aa\u000d\u000a\u0009\u0008\u000c\u03bc"]"#),
    ("jq.test:60", #"just "inter\("pol" + "ation")""#, #"["interpolation"]"#),
    (
      "jq.test:64",
      #"just [@text("!()<>&'\"\t"), @json("!()<>&'\"\t"), @csv([1,"!()<>&'\"\t"]"#
        + #"), @tsv([1,"!()<>&'\"\t"]), @html("!()<>&'\"\t"), @uri("!()<>&'\"\t"), @"#
        + #"sh("!()<>&'\"\t"), @base64("!()<>&'\"\t"), @base64d(@base64("!()<>&'\"\t"#
        + #""))]"#,
      #"[["!()<>&'\"\t","\"!()<>&'\\\"\\t\"","1,\"!()<>&'\"\"\t\"","1\t!()<>&'\""#
        + #"\\t","!()&lt;&gt;&amp;&apos;&quot;\t","%21%28%29%3C%3E%26%27%22%09","'!()"#
        + #"<>&'\\''\"\t'","ISgpPD4mJyIJ","!()<>&'\"\t"]]"#
    ),
    ("jq.test:77", #"just @base64("foóbar\n")"#, #"["Zm/Ds2Jhcgo="]"#),
    ("jq.test:81", #"just @base64d("Zm/Ds2Jhcgo=")"#, #"["foóbar\n"]"#),
    ("jq.test:85", #"just @uri("\u03bc")"#, #"["%CE%BC"]"#),
    (
      "jq.test:89",
      #"just @html "<b>\("<script>hax</script>")</b>""#,
      #"["<b>&lt;script&gt;hax&lt;/script&gt;</b>"]"#
    ),
    ("jq.test:101", #"just {a: 1}"#, #"[{"a":1}]"#),
    ("jq.test:125", #"just {"foo": 42, "bar": 43}.foo"#, #"[42]"#),
    ("jq.test:133", #"just {"foo": {"bar": 42}, "bar": "badvalue"}.foo.bar"#, #"[42]"#),
    ("jq.test:137", #"just {"foo_bar": 2}.foo_bar"#, #"[2]"#),
    ("jq.test:141", #"just {"foo": {"bar": 42}, "bar": "badvalue"}["foo"].bar"#, #"[42]"#),
    ("jq.test:193", #"just setpath([0,1,2], [-1], 5)"#, #"[[0,1,5]]"#),
    ("jq.test:197", #"just setpath([0,1,2], [-2], 5)"#, #"[[0,5,2]]"#),
    ("jq.test:221", #"just [[2]]"#, #"[[[2]]]"#),
    (
      "jq.test:251",
      #"just [[1,2,3][-4], [1,2,3][-3], [1,2,3][-2], [1,2,3][-1], [1,2,3][0], [1"#
        + #",2,3][1], [1,2,3][2], [1,2,3][3]]"#,
      #"[[null,1,2,3,1,2,3,null]]"#
    ),
    (
      "jq.test:392",
      #"just [[0,1,2,3,4,5,6][3:2], [0,1,2,3,4,5,6][-5:4], [0,1,2,3,4,5,6][:-2],"#
        + #" [0,1,2,3,4,5,6][-2:], [0,1,2,3,4,5,6][3:3][1:], [0,1,2,3,4,5,6][10:]]"#,
      #"[[[], [2,3], [0,1,2,3,4], [5,6], [], []]]"#
    ),
    (
      "jq.test:396",
      #"just ["abcdefghi"[3:2], "abcdefghi"[-5:4], "abcdefghi"[:-2], "abcdefghi""#
        + #"[-2:], "abcdefghi"[3:3][1:], "abcdefghi"[10:]]"#,
      #"[["","","abcdefg","hi","",""]]"#
    ),
    ("jq.test:479", #"just 1+1"#, #"[2]"#),
    ("jq.test:487", #"just 2-1"#, #"[1]"#),
    ("jq.test:491", #"just 2-(-1)"#, #"[3]"#),
    ("jq.test:499", #"just 15+4"#, #"[19]"#),
    ("jq.test:503", #"just {"a":42}+null"#, #"[{"a":42}]"#),
    ("jq.test:507", #"just null+null"#, #"[null]"#),
    ("jq.test:511", #"just {"a":42}.a+{"a":42}.b"#, #"[42]"#),
    ("jq.test:515", #"just [1,2,3] + [null]"#, #"[[1,2,3,null]]"#),
    ("jq.test:519", #"just {"a":1} + {"b":2} + {"c":3}"#, #"[{"a":1, "b":2, "c":3}]"#),
    (
      "jq.test:523",
      #"just "asdf" + "jkl;" + "some string" + "some string" + "some string""#,
      #"["asdfjkl;some stringsome stringsome string"]"#
    ),
    (
      "jq.test:527",
      #"just "\u0000\u0020\u0000" + "\u0000\u0020\u0000""#,
      #"["\u0000 \u0000\u0000 \u0000"]"#
    ),
    ("jq.test:531", #"just 42 - 11"#, #"[31]"#),
    ("jq.test:535", #"just [1,2,3,4,1] - [1,3]"#, #"[[2,4]]"#),
    ("jq.test:539", #"just [10 * 20, 20 / 4]"#, #"[[200, 5]]"#),
    ("jq.test:543", #"just 1 + 2 * 2 + 10 / 2"#, #"[10]"#),
    (
      "jq.test:547",
      #"just [16 / 4 / 2, 16 / 4 * 2, 16 - 4 - 2, 16 - 4 + 2]"#,
      #"[[2, 8, 10, 14]]"#
    ),
    ("jq.test:673", #"just ([1,2] + [4,5])"#, #"[[1,2,4,5]]"#),
    (
      "jq.test:1026",
      #"just [delpaths({"foo": [0,1,2,3,4], "bar": [0,1]}, [[]]), delpaths({"foo"#
        + #"": [0,1,2,3,4], "bar": [0,1]}, []), del({"foo": [0,1,2,3,4], "bar": [0,1"#
        + #"]}, ["foo",2], ["foo",3], ["foo",0], ["bar",2], ["bar",3], ["bar",0], [""#
        + #"baz",2], ["baz",3], ["baz",0]), del({"foo": [0,1,2,3,4], "bar": [0,1]}, "#
        + #"["foo", 0], ["bar", 0], "foo", ["baz", "bar", 0, "x"])]"#,
      #"[[null, {"foo": [0,1,2,3,4], "bar": [0,1]}, {"foo": [1,4], "bar": [1]}, "#
        + #"{"bar": [1]}]]"#
    ),
    ("jq.test:1123", #"just setpath([4], [2, 3], 1)"#, #"[[4, null, [null, null, null, 1]]]"#),
    (
      "jq.test:1127",
      #"just setpath({"foo":[11], "bar":42}, ["foo", 2, "bar"], 1)"#,
      #"[{"foo":[11,null,{"bar":1}], "bar":42}]"#
    ),
    (
      "jq.test:1155",
      #"just map_values([{"foo":0},{"foo":1},{"foo":[]},{"foo":true},{"foo":fals"#
        + #"e},{"foo":null},{"foo":"ok"},{}], if x.foo then "yep" else "nope" end)"#,
      #"[["yep","yep","yep","yep","nope","nope","yep","nope"]]"#
    ),
    (
      "jq.test:1159",
      #"just map_values([{"foo":0},{"foo":1},{"foo":[]},{"foo":true},{"foo":fals"#
        + #"e},{"foo":null},{"foo":"ok"},{}], if x.baz then "strange" elif x.foo the"#
        + #"n "yep" else "nope" end)"#,
      #"[["yep","yep","yep","yep","nope","nope","yep","nope"]]"#
    ),
    ("jq.test:1179", #"just [if true then 3 end]"#, #"[[3]]"#),
    ("jq.test:1183", #"just [if false then 3 else 7 end]"#, #"[[7]]"#),
    ("jq.test:1187", #"just 7 | map [if false then 3 else x end]"#, #"[[7]]"#),
    ("jq.test:1191", #"just 7 | map [if false then 3 elif false then 4 end]"#, #"[[7]]"#),
    ("jq.test:1195", #"just 7 | map [if false then 3 elif false then 4 else x end]"#, #"[[7]]"#),
    (
      "jq.test:1207",
      #"just map_values([[true,[]], [false,1], [42,null], [null,false]], [x[0] a"#
        + #"nd x[1], x[0] or x[1]])"#,
      #"[[[true,true],[false,true],[false,true],[false,false]]]"#
    ),
    (
      "jq.test:1214",
      #"just map_values([1,0,false,null,true,"hello"], not(x))"#,
      #"[[false,false,true,true,false,false]]"#
    ),
    (
      "jq.test:1219",
      #"just [10 > 0, 10 > 10, 10 > 20, 10 < 0, 10 < 10, 10 < 20]"#,
      #"[[true,false,false,false,false,true]]"#
    ),
    (
      "jq.test:1223",
      #"just [10 >= 0, 10 >= 10, 10 >= 20, 10 <= 0, 10 <= 10, 10 <= 20]"#,
      #"[[true,true,false,false,true,true]]"#
    ),
    (
      "jq.test:1228",
      #"just [ 10 == 10, 10 != 10, 10 != 11, 10 == 11]"#,
      #"[[true,false,true,false]]"#
    ),
    (
      "jq.test:1232",
      #"just ["hello" == "hello", "hello" != "hello", "hello" == "world", "hello"#
        + #"" != "world" ]"#,
      #"[[true,false,false,true]]"#
    ),
    (
      "jq.test:1236",
      #"just [[1,2,3] == [1,2,3], [1,2,3] != [1,2,3], [1,2,3] == [4,5,6], [1,2,3"#
        + #"] != [4,5,6]]"#,
      #"[[true,false,false,true]]"#
    ),
    (
      "jq.test:1240",
      #"just [{"foo":42} == {"foo":42},{"foo":42} != {"foo":42}, {"foo":42} != {"#
        + #""bar":42}, {"foo":42} == {"bar":42}]"#,
      #"[[true,false,true,false]]"#
    ),
    (
      "jq.test:1245",
      #"just [{"foo":[1,2,{"bar":18},"world"]} == {"foo":[1,2,{"bar":18},"world""#
        + #"]},{"foo":[1,2,{"bar":18},"world"]} == {"foo":[1,2,{"bar":19},"world"]}]"#,
      #"[[true,false]]"#
    ),
    (
      "jq.test:1356",
      #"just map_values(["a", "ab", "abc"], x * 3)"#,
      #"[["aaa", "ababab", "abcabcabc"]]"#
    ),
    (
      "jq.test:1360",
      #"just map_values([-1.0, -0.5, 0.0, 0.5, 1.0, 1.5, 3.7, 10.0], x * "abc")"#,
      #"[[null,null,"","","abc","abc","abcabcabc","abcabcabcabcabcabcabcabcabcab"#
        + #"c"]]"#
    ),
    ("jq.test:1364", #"just ["abc" * nan(), "abc" * -nan()]"#, #"[[null,null]]"#),
    (
      "jq.test:1368",
      #"just map_values(["a, bc, def, ghij, jklmn, a,b, c,d, e,f", "a,b,c,d, e,f"#
        + #",g,h"], x / ",")"#,
      #"[[["a"," bc"," def"," ghij"," jklmn"," a","b"," c","d"," e","f"],["a","b"#
        + #"","c","d"," e","f","g","h"]]]"#
    ),
    (
      "jq.test:1372",
      #"just map_values(["a, bc, def, ghij, jklmn, a,b, c,d, e,f", "a,b,c,d, e,f"#
        + #",g,h"], x / ", ")"#,
      #"[[["a","bc","def","ghij","jklmn","a,b","c,d","e,f"],["a,b,c,d","e,f,g,h""#
        + #"]]]"#
    ),
    (
      "jq.test:1424",
      #"just {"foo":{"bar":4},"baz":"bar"}.foo[{"foo":{"bar":4},"baz":"bar"}.baz"#
        + #"]"#,
      #"[4]"#
    ),
    (
      "jq.test:1474",
      #"just {"k": {"a": 1, "b": 2}} * {"k": {"a": 0,"c": 3}}"#,
      #"[{"k": {"a": 0, "b": 2, "c": 3}}]"#
    ),
    (
      "jq.test:1478",
      #"just {"k": {"a": 1, "b": 2}, "hello": {"x": 1}} * {"k": {"a": 0,"c": 3},"#
        + #" "hello": 1}"#,
      #"[{"k": {"a": 0, "b": 2, "c": 3}, "hello": 1}]"#
    ),
    (
      "jq.test:1482",
      #"just {"k": {"a": 1, "b": 2}, "hello": 1} * {"k": {"a": 0,"c": 3}, "hello"#
        + #"": {"x": 1}}"#,
      #"[{"k": {"a": 0, "b": 2, "c": 3}, "hello": {"x": 1}}]"#
    ),
    (
      "jq.test:1486",
      #"just {"a": {"b": 1}, "c": {"d": 2}, "e": 5} * {"a": {"b": 2}, "c": {"d":"#
        + #" 3, "f": 9}}"#,
      #"[{"a": {"b": 2}, "c": {"d": 3, "f": 9}, "e": 5}]"#
    ),
    (
      "onig.test:2",
      #"just match("abc", "( )*", "g")"#,
      #"[[{"offset":0,"length":0,"string":"","captures":[{"offset":0,"string":"""#
        + #","length":0,"name":null}]},{"offset":1,"length":0,"string":"","captures""#
        + #":[{"offset":1,"string":"","length":0,"name":null}]},{"offset":2,"length""#
        + #":0,"string":"","captures":[{"offset":2,"string":"","length":0,"name":nul"#
        + #"l}]},{"offset":3,"length":0,"string":"","captures":[{"offset":3,"string""#
        + #":"","length":0,"name":null}]}]]"#
    ),
    (
      "onig.test:62",
      #"just sub("abcdef", "^(?<head>.)", "Head=${head} Tail=")"#,
      #"["Head=a Tail=bcdef"]"#
    ),
    ("onig.test:70", #"just gsub("a1b2", "(?<d>\\d)", ":${d};")"#, #"["a:1;b:2;"]"#),
    ("onig.test:136", #"just gsub("Abcabc", "(?<x>.)[^a]*", "+${x}-")"#, #"["+A-+a-"]"#),
    (
      "onig.test:148",
      #"just gsub("123foo456bar", "[^a-z]*(?<x>[a-z]*)", "Z${x}")"#,
      #"["ZfooZbarZ"]"#
    ),
    ("onig.test:153", #"just sub("’", "(?<x>.)", "${x}!")"#, #"["’!"]"#),
  ]
}
