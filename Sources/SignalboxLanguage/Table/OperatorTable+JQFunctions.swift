import SignalboxJQ
import SignalboxJSON

/// jq's builtins (docs/functions.md): each has jq's meaning, with jq's input as the first argument.
extension OperatorTable {
  static let jqFunctions: [OperatorSpec] = [
    jq(
      "sum", "sum(A)",
      .own(
        summary: "the sum of an array of numbers (0 for `[]`)", rule: "",
        example: "just [sum([1, 2.5, -1]), sum([])]"),
      JQBuiltins.sum),
    jq(
      "add", "add(A)",
      .own(
        summary:
          "jq's `add`: numbers summed, strings, arrays and objects joined, `null` items skipped; "
          + "`null` for `[]`",
        rule: "",
        example:
          "just [add([1, 2]), add([\"a\", \"b\"]), add([[1], [2]]), add([{a: 1}, {b: 2}]), add([])]"
      ),
      JQBuiltins.add),
    jq(
      "tostring", "tostring(V)",
      .own(
        summary:
          "jq's name for `str` · a number from a number or a numeric string (jq's `tonumber`; "
          + "anything else is an error)",
        rule: "", example: "just [tostring({a: [1]}), tonumber(\"12.50\")]"),
      JQBuiltins.tostring),
    jq(
      "tonumber", "tonumber(V)", .with("tostring"),
      JQBuiltins.tonumber),
    jq(
      "startswith", "startswith(S, PREFIX)",
      .own(
        summary: "whether S starts with PREFIX · ends with SUFFIX", rule: "",
        example:
          "just [startswith(\"héllo\", \"hé\"), endswith(\"héllo\", \"llo\"), endswith(\"a\", "
          + "\"ab\")]"
      ),
      JQBuiltins.startswith),
    jq(
      "endswith", "endswith(S, SUFFIX)", .with("startswith"),
      JQBuiltins.endswith),
    jq(
      "trim", "trim(S)",
      .own(
        summary: "S without white space at both ends · at the start · at the end", rule: "",
        example: "just [trim(\"  a b \\n\"), ltrim(\"  a \"), rtrim(\"  a \")]"),
      JQBuiltins.trim),
    jq("ltrim", "ltrim(S)", .with("trim"), JQBuiltins.ltrim),
    jq("rtrim", "rtrim(S)", .with("trim"), JQBuiltins.rtrim),
    jq(
      "ltrimstr", "ltrimstr(S, PREFIX)",
      .own(
        summary:
          "S without PREFIX when it starts with it · without SUFFIX when it ends with it; "
          + "anything else unchanged (jq)",
        rule: "",
        example:
          "just [ltrimstr(\"abcabc\", \"abc\"), rtrimstr(\"file.json\", \".json\"), ltrimstr(5, "
          + "\"a\")]"
      ),
      JQBuiltins.ltrimstr),
    jq(
      "rtrimstr", "rtrimstr(S, SUFFIX)", .with("ltrimstr"),
      JQBuiltins.rtrimstr),
    jq(
      "indices", "indices(V, PART)",
      .own(
        summary:
          "where PART occurs: code point offsets in a string, indexes in an array (an array PART "
          + "is looked for as a run)",
        rule: "",
        example:
          "just [indices(\"a,b, cd, e\", \", \"), indices([0, 1, 2, 1, 2], [1, 2]), indices([0, "
          + "1, 1], 1)]"
      ),
      JQBuiltins.indices),
    jq(
      "tojson", "tojson(V)",
      .own(
        summary:
          "V as compact JSON text · the value a JSON text stands for (an error event when it is "
          + "not JSON)",
        rule: "", example: "just [tojson({a: [1, \"é\"]}), fromjson(\"{\\\"a\\\": [1, 2.50]}\")]"),
      JQBuiltins.tojson),
    jq(
      "fromjson", "fromjson(S)", .with("tojson"),
      JQBuiltins.fromjson),
    jq(
      "test", "test(S, RE[, FLAGS])",
      .own(
        summary:
          "whether the regular expression RE matches in S (flags: g every match, i ignore case, "
          + "x extended, s dot matches newline, n no empty matches)",
        rule: "", example: "just [test(\"foo bar\", \"BAR\", \"i\"), test(\"foo\", \"^o\")]"),
      JQRegex.test),
    jq(
      "match", "match(S, RE[, FLAGS])",
      .own(
        summary:
          "the first match as {offset, length, string, captures} (offsets in code points), null "
          + "when none; with flag g an array of every match",
        rule: "", example: "just match(\"test 123 abc 456\", \"[0-9]+\", \"g\")"),
      JQRegex.match),
    jq(
      "capture", "capture(S, RE[, FLAGS])",
      .own(
        summary:
          "the named groups of the first match as an object (null for a group that took no "
          + "part); with g an array of them",
        rule: "", example: "just capture(\"xyzzy-14\", \"(?<name>[a-z]+)-(?<n>[0-9]+)\")"),
      JQRegex.capture),
    jq(
      "sub", "sub(S, RE, TEMPLATE[, FLAGS])",
      .own(
        summary:
          "S with the first match replaced · every match replaced; in TEMPLATE `$1` is a group, "
          + "`${name}` a named group, `$0` the match, `$$` a dollar sign",
        rule: "",
        example:
          "just [sub(\"2024-01-31\", \"(?<y>[0-9]+)-([0-9]+)-([0-9]+)\", \"$3.$2.${y}\"), "
          + "gsub(\"a-b-c\", \"-\", \"+\")]"
      ),
      JQRegex.sub),
    jq(
      "gsub", "gsub(S, RE, TEMPLATE[, FLAGS])", .with("sub"),
      JQRegex.gsub),
    jq(
      "sort", "sort(A)",
      .own(
        summary:
          "A sorted in jq's order: null, false, true, numbers, strings (by code point), arrays, "
          + "objects · sorted by F, an expression over `x` (each item in turn), stable",
        rule: "",
        example:
          "just [sort([3, \"a\", null, true, [1], {a: 1}, 1.5]), sort_by([{n: \"b\", v: 1}, {n: "
          + "\"a\", v: 2}], x.n)]"
      ),
      JQBuiltins.sort),
    jq(
      "sort_by", "sort_by(A, F)", .with("sort"), JQBuiltins.sortBy, filter: true),
    jq(
      "unique", "unique(A)",
      .own(
        summary: "A sorted, each value once", rule: "",
        example: "just unique([2, 1, \"x\", 2, \"x\"])"),
      JQBuiltins.unique),
    jq(
      "reverse", "reverse(V)",
      .own(
        summary: "an array or a string backwards (null gives [])", rule: "",
        example: "just [reverse([1, 2, 3]), reverse(\"abc\")]"),
      JQBuiltins.reverse),
    jq(
      "flatten", "flatten(A[, DEPTH])",
      .own(
        summary: "nested arrays spliced into A, all levels or DEPTH levels", rule: "",
        example: "just [flatten([1, [2, [3, [4]]]]), flatten([1, [2, [3]]], 1)]"),
      JQBuiltins.flatten),
    jq(
      "has", "has(V, KEY)",
      .own(
        summary:
          "whether an object has the key (a string) or an array the index (a number) · the same "
          + "with the arguments the other way round (jq's `in`)",
        rule: "", example: "just [has({a: null}, \"a\"), has([1, 2], 2), in(\"b\", {a: 1})]"),
      JQBuiltins.has),
    jq("in", "in(KEY, V)", .with("has"), JQBuiltins.`in`),
    jq(
      "to_entries", "to_entries(O)",
      .own(
        summary:
          "an object's members as {key, value} objects · an object from such objects (also k, "
          + "name, Name, K, Key and v, Value, V; a key that is not a string is used as its JSON "
          + "text)",
        rule: "",
        example:
          "just [to_entries({a: 1}), from_entries([{key: \"a\", value: 1}, {name: \"b\", v: 2}, "
          + "{key: 3, value: true}, {K: \"c\", Value: 4}, {Key: \"d\", V: 5}])]"
      ),
      JQBuiltins.toEntries),
    jq(
      "from_entries", "from_entries(A)", .with("to_entries"),
      JQBuiltins.fromEntries),
    jq(
      "paths", "paths(V[, F])",
      .own(
        summary:
          "every path into V, parents first, as arrays of keys and indexes (with F, an "
          + "expression over `x`, those whose value F is true of) · the value at PATH (negative "
          + "indexes count from the end; null where the path leaves the value)",
        rule: "",
        example:
          "just [paths({a: [1, {b: 2}]}), paths({a: [1, {b: 2}]}, type(x) == \"number\"), "
          + "getpath({a: {b: [1, 2]}}, [\"a\", \"b\", -1]), getpath({}, [\"a\", \"b\"])]"
      ),
      JQBuiltins.paths, filter: true),
    jq(
      "getpath", "getpath(V, PATH)", .with("paths"),
      JQBuiltins.getpath),
    jq(
      "todate", "todate(N)",
      .own(
        summary:
          "epoch seconds as ISO 8601 UTC text (the fraction of a second is dropped) · such text "
          + "as epoch seconds",
        rule: "", example: "just [todate(1425599507), fromdate(\"2015-03-05T23:51:47Z\")]"),
      JQBuiltins.todate),
    jq(
      "fromdate", "fromdate(S)", .with("todate"),
      JQBuiltins.fromdate),
  ]

  private static func jq(
    _ name: String, _ form: String, _ doc: OperatorSpec.Doc, _ body: @escaping JQBody
  ) -> OperatorSpec {
    OperatorSpec(
      name: name, role: .function, group: .functions, forms: [form], doc: doc,
      compile: .jq(body))
  }

  private static func jq(
    _ name: String, _ form: String, _ doc: OperatorSpec.Doc, _ body: @escaping JQFilterBody,
    filter: Bool
  ) -> OperatorSpec {
    OperatorSpec(
      name: name, role: .function, group: .functions, forms: [form], doc: doc,
      compile: .jqFilter(body))
  }
}
