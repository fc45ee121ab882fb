extension JQTestSuiteTests {
  /// The cases of jq 1.7.1's tests/onig.test: the regex functions.
  static let onigCases: [(String, String, String)] = [
    ("onig.test:6", #"just match("abc", "( )*", "gn")"#, #"[[]]"#),
    (
      "onig.test:10", #"just match("ab", "", "g")"#,
      #"[[{"offset":0,"length":0,"string":"","captures":[]},{"offset":1,"length":0,"string":"","#
        + #""captures":[]},{"offset":2,"length":0,"string":"","captures":[]}]]"#
    ),
    ("onig.test:14", #"just match("āáàä", "a", "gi")"#, #"[[]]"#),
    (
      "onig.test:18", #"just [match("foo bar", ["(bar)"])]"#,
      #"[[{"offset":4,"length":3,"string":"bar","captures":[{"offset":4,"length":3,"#
        + #""string":"bar","name":null}]}]]"#
    ),
    (
      "onig.test:23", #"just [match("ā bar with a combining codepoint U+0304", "bar")]"#,
      #"[[{"offset":3,"length":3,"string":"bar","captures":[]}]]"#
    ),
    (
      "onig.test:28", #"just [match("a bār", "bār")]"#,
      #"[[{"offset":2,"length":4,"string":"bār","captures":[]}]]"#
    ),
    (
      "onig.test:32", #"just [match("ā two-codepoint grapheme", ".+?\\b")]"#,
      #"[[{"offset":0,"length":2,"string":"ā","captures":[]}]]"#
    ),
    (
      "onig.test:36", #"just match("foo bar foo foo  foo", ["foo (?<bar123>bar)? foo", "ig"])"#,
      #"[[{"offset":0,"length":11,"string":"foo bar "#
        + #"foo","captures":[{"offset":4,"length":3,"string":"bar","name":"bar123"}]},"#
        + #"{"offset":12,"length":8,"string":"foo  "#
        + #"foo","captures":[{"offset":-1,"length":0,"string":null,"name":"bar123"}]}]]"#
    ),
    ("onig.test:41", #"just [test("abc", "( )*", "gn")]"#, #"[[false]]"#),
    ("onig.test:45", #"just [test("ā", "ā")]"#, #"[[true]]"#),
    (
      "onig.test:49", #"just capture("xyzzy-14", "(?<a>[a-z]+)-(?<n>[0-9]+)")"#,
      #"[{"a":"xyzzy","n":"14"}]"#
    ),
    (
      "onig.test:58",
      #"just [sub("a,b, c, d, e,f", ", ", ":"), sub(", a,b, c, d, e,f, ", ", ", ":")]"#,
      #"[["a,b:c, d, e,f",":a,b, c, d, e,f, "]]"#
    ),
    (
      "onig.test:66",
      #"just [gsub("a,b, c, d, e,f", ", ", ":"), gsub(", a,b, c, d, e,f, ", ", ", ":")]"#,
      #"[["a,b:c:d:e,f",":a,b:c:d:e,f:"]]"#
    ),
    ("onig.test:74", #"just gsub("aaaaa", "a", "b")"#, #"["bbbbb"]"#),
    ("onig.test:78", #"just gsub("", "(.*)", "", "x")"#, #"[""]"#),
    ("onig.test:82", #"just gsub("", "", "a", "g")"#, #"["a"]"#),
    ("onig.test:86", #"just gsub("a", "^", "", "g")"#, #"["a"]"#),
    ("onig.test:90", #"just gsub("a", "", "a", "g")"#, #"["aaa"]"#),
    ("onig.test:94", #"just gsub("a", "$", "a", "g")"#, #"["aa"]"#),
    ("onig.test:98", #"just gsub("", "^", "a")"#, #"["a"]"#),
    ("onig.test:102", #"just gsub("qux", "(?=u)", "u")"#, #"["quux"]"#),
    ("onig.test:106", #"just gsub("aaa", "^.*a", "b")"#, #"["b"]"#),
    ("onig.test:110", #"just gsub("aaa", "^.*?a", "b")"#, #"["baa"]"#),
    (
      "onig.test:119",
      #"just flatten([scan("a,b, c, d, e,f", ", "), scan(", a,b, c, d, e,f, ", ", ")], 1)"#,
      #"[[", ",", ",", ",", ",", ",", ",", ",", "]]"#
    ),
    (
      "onig.test:131",
      #"just flatten([scan("", "b+", "i"), scan("bBb", "b+", "i"), scan("abcABBBCabbbc", "b+", "#
        + #""i")], 1)"#,
      #"[["bBb","b","BBB","bbb"]]"#
    ),
    ("onig.test:170", #"just splits("ab", "")"#, #"[["","a","b",""]]"#),
    ("onig.test:115", #"just gsub("a", "a", "b", "c") | catch {just "error"}"#, #"["error"]"#),
    (
      "onig.test:123",
      #"just map_values(["a,b, c, d, e,f",", a,b, c, d, e,f, "], [[sub(x, ", *", ":")], "#
        + #"[gsub(x, ", *", ":")], scan(x, ", *")])"#,
      #"[[[["a:b, c, d, e,f"],["a:b:c:d:e:f"],[",",", ",", ",", ",","]],[[":a,b, c, d, e,f, "#
        + #""],[":a:b:c:d:e:f:"],[", ",",",", ",", ",", ",",",", "]]]]"#
    ),
    (
      "onig.test:127",
      #"just map_values(["a,b, c, d, e,f",", a,b, c, d, e,f, "], [[sub(x, ", +", ":")], "#
        + #"[gsub(x, ", +", ":")], scan(x, ", +")])"#,
      #"[[[["a,b:c, d, e,f"],["a,b:c:d:e,f"],[", ",", ",", "]],[[":a,b, c, d, e,f, "#
        + #""],[":a,b:c:d:e,f:"],[", ",", ",", ",", ",", "]]]]"#
    ),
  ]
}
