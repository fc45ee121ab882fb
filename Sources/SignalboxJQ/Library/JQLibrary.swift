import SignalboxJSON

/// jq's library: one row per builtin (name, form, arity, documentation, body), as jaq's
/// standard library. The language's operator table reads these rows, in this order, for
/// `:help`, completion, docs/functions.md and its compiler; each has jq's meaning, with jq's
/// input as the first argument (`startswith(x, "a")` is jq's `startswith("a")`).
package enum JQLibrary {
  /// Every row, in the order of docs/functions.md.
  package static let all: [JQFunction] = core + more + math

  /// Strings, arrays, objects, paths and dates (the first part of docs/functions.md's jq
  /// functions).
  package static let core: [JQFunction] = [
    JQFunction(
      "sum", "sum(A)", 1,
      .own(
        summary: "the sum of an array of numbers (0 for `[]`)",
        example: "just [sum([1, 2.5, -1]), sum([])]"),
      JQBuiltins.sum),
    JQFunction(
      "add", "add(A)", 1,
      .own(
        summary:
          "jq's `add`: numbers summed, strings, arrays and objects joined, `null` items skipped; "
          + "`null` for `[]`; an object's values added up",
        example:
          "just [add([1, 2]), add([\"a\", \"b\"]), add([[1], [2]]), add([{a: 1}, {b: 2}]), add([])]"
      ),
      JQBuiltins.add),
    JQFunction(
      "tostring", "tostring(V)", 1,
      .own(
        summary:
          "jq's name for `str` · a number from a number or a numeric string (jq's `tonumber`; "
          + "anything else is an error)",
        example: "just [tostring({a: [1]}), tonumber(\"12.50\")]"),
      JQBuiltins.tostring),
    JQFunction(
      "tonumber", "tonumber(V)", 1,
      .with("tostring"),
      JQBuiltins.tonumber),
    JQFunction(
      "startswith", "startswith(S, PREFIX)", 2,
      .own(
        summary: "whether S starts with PREFIX · ends with SUFFIX",
        example:
          "just [startswith(\"héllo\", \"hé\"), endswith(\"héllo\", \"llo\"), endswith(\"a\", "
          + "\"ab\")]"
      ),
      JQBuiltins.startswith),
    JQFunction(
      "endswith", "endswith(S, SUFFIX)", 2,
      .with("startswith"),
      JQBuiltins.endswith),
    JQFunction(
      "trim", "trim(S)", 1,
      .own(
        summary: "S without white space at both ends · at the start · at the end",
        example: "just [trim(\"  a b \\n\"), ltrim(\"  a \"), rtrim(\"  a \")]"),
      JQBuiltins.trim),
    JQFunction(
      "ltrim", "ltrim(S)", 1,
      .with("trim"),
      JQBuiltins.ltrim),
    JQFunction(
      "rtrim", "rtrim(S)", 1,
      .with("trim"),
      JQBuiltins.rtrim),
    JQFunction(
      "ltrimstr", "ltrimstr(S, PREFIX)", 2,
      .own(
        summary:
          "S without PREFIX when it starts with it · without SUFFIX when it ends with it; "
          + "anything else unchanged (jq)",
        example:
          "just [ltrimstr(\"abcabc\", \"abc\"), rtrimstr(\"file.json\", \".json\"), ltrimstr(5, "
          + "\"a\")]"
      ),
      JQBuiltins.ltrimstr),
    JQFunction(
      "rtrimstr", "rtrimstr(S, SUFFIX)", 2,
      .with("ltrimstr"),
      JQBuiltins.rtrimstr),
    JQFunction(
      "indices", "indices(V, PART)", 2,
      .own(
        summary:
          "where PART occurs: code point offsets in a string, indexes in an array (an array PART "
          + "is looked for as a run)",
        example:
          "just [indices(\"a,b, cd, e\", \", \"), indices([0, 1, 2, 1, 2], [1, 2]), indices([0, "
          + "1, 1], 1)]"
      ),
      JQBuiltins.indices),
    JQFunction(
      "tojson", "tojson(V)", 1,
      .own(
        summary:
          "V as compact JSON text · the value a JSON text stands for (an error event when it is "
          + "not JSON)",
        example: "just [tojson({a: [1, \"é\"]}), fromjson(\"{\\\"a\\\": [1, 2.50]}\")]"),
      JQBuiltins.tojson),
    JQFunction(
      "fromjson", "fromjson(S)", 1,
      .with("tojson"),
      JQBuiltins.fromjson),
    JQFunction(
      "test", "test(S, RE[, FLAGS])", .between(2, 3),
      .own(
        summary:
          "whether the regular expression RE matches in S (flags: g every match, i ignore case, "
          + "x extended, p dot matches newline, n no empty matches; s as jq 1.7.1: no change)",
        example: "just [test(\"foo bar\", \"BAR\", \"i\"), test(\"foo\", \"^o\")]"),
      JQRegex.test),
    JQFunction(
      "match", "match(S, RE[, FLAGS])", .between(2, 3),
      .own(
        summary:
          "the first match as {offset, length, string, captures} (offsets in code points), null "
          + "when none; with flag g an array of every match",
        example: "just match(\"test 123 abc 456\", \"[0-9]+\", \"g\")"),
      JQRegex.match),
    JQFunction(
      "capture", "capture(S, RE[, FLAGS])", .between(2, 3),
      .own(
        summary:
          "the named groups of the first match as an object (null for a group that took no "
          + "part); with g an array of them",
        example: "just capture(\"xyzzy-14\", \"(?<name>[a-z]+)-(?<n>[0-9]+)\")"),
      JQRegex.capture),
    JQFunction(
      "sub", "sub(S, RE, TEMPLATE[, FLAGS])", .between(3, 4),
      .own(
        summary:
          "S with the first match replaced · every match replaced; in TEMPLATE `$1` is a group, "
          + "`${name}` a named group, `$0` the match, `$$` a dollar sign",
        example:
          "just [sub(\"2024-01-31\", \"(?<y>[0-9]+)-([0-9]+)-([0-9]+)\", \"$3.$2.${y}\"), "
          + "gsub(\"a-b-c\", \"-\", \"+\")]"
      ),
      JQRegex.sub),
    JQFunction(
      "gsub", "gsub(S, RE, TEMPLATE[, FLAGS])", .between(3, 4),
      .with("sub"),
      JQRegex.gsub),
    JQFunction(
      "sort", "sort(A)", 1,
      .own(
        summary:
          "A sorted in jq's order: null, false, true, numbers, strings (by code point), arrays, "
          + "objects · sorted by F, an expression over `x` (each item in turn), stable",
        example:
          "just [sort([3, \"a\", null, true, [1], {a: 1}, 1.5]), sort_by([{n: \"b\", v: 1}, {n: "
          + "\"a\", v: 2}], x.n)]"
      ),
      JQBuiltins.sort),
    JQFunction(
      "sort_by", "sort_by(A, F)", 2,
      .with("sort"),
      filter: JQBuiltins.sortBy),
    JQFunction(
      "unique", "unique(A)", 1,
      .own(
        summary: "A sorted, each value once", example: "just unique([2, 1, \"x\", 2, \"x\"])"),
      JQBuiltins.unique),
    JQFunction(
      "reverse", "reverse(V)", 1,
      .own(
        summary: "an array or a string backwards (null gives [])",
        example: "just [reverse([1, 2, 3]), reverse(\"abc\")]"),
      JQBuiltins.reverse),
    JQFunction(
      "flatten", "flatten(A[, DEPTH])", .between(1, 2),
      .own(
        summary: "nested arrays spliced into A, all levels or DEPTH levels",
        example: "just [flatten([1, [2, [3, [4]]]]), flatten([1, [2, [3]]], 1)]"),
      JQBuiltins.flatten),
    JQFunction(
      "has", "has(V, KEY)", 2,
      .own(
        summary:
          "whether an object has the key (a string) or an array the index (a number) · the same "
          + "with the arguments the other way round (jq's `in`)",
        example: "just [has({a: null}, \"a\"), has([1, 2], 2), in(\"b\", {a: 1})]"),
      JQBuiltins.has),
    JQFunction(
      "in", "in(KEY, V)", 2,
      .with("has"),
      JQBuiltins.`in`),
    JQFunction(
      "to_entries", "to_entries(O)", 1,
      .own(
        summary:
          "an object's members as {key, value} objects · an object from such objects (also k, "
          + "name, Name, K, Key and v, Value, V; a key that is not a string is used as its JSON "
          + "text)",
        example:
          "just [to_entries({a: 1}), from_entries([{key: \"a\", value: 1}, {name: \"b\", v: 2}, "
          + "{key: 3, value: true}, {K: \"c\", Value: 4}, {Key: \"d\", V: 5}])]"
      ),
      JQBuiltins.toEntries),
    fromEntries,
    JQFunction(
      "paths", "paths(V[, F])", .between(1, 2),
      .own(
        summary:
          "every path into V, parents first, as arrays of keys and indexes (with F, an "
          + "expression over `x`, those whose value F is true of) · the value at PATH (negative "
          + "indexes count from the end; null where the path leaves the value)",
        example:
          "just [paths({a: [1, {b: 2}]}), paths({a: [1, {b: 2}]}, type(x) == \"number\"), "
          + "getpath({a: {b: [1, 2]}}, [\"a\", \"b\", -1]), getpath({}, [\"a\", \"b\"])]"
      ),
      optionalFilter: JQBuiltins.paths),
    JQFunction(
      "getpath", "getpath(V, PATH)", 2,
      .with("paths"),
      JQBuiltins.getpath),
    JQFunction(
      "todate", "todate(N)", 1,
      .own(
        summary:
          "epoch seconds as ISO 8601 UTC text (the fraction of a second is dropped) · such text "
          + "as epoch seconds",
        example: "just [todate(1425599507), fromdate(\"2015-03-05T23:51:47Z\")]"),
      JQBuiltins.todate),
    JQFunction(
      "fromdate", "fromdate(S)", 1,
      .with("todate"),
      JQBuiltins.fromdate),
  ]

  /// `from_entries`, which `with_entries` calls.
  package static let fromEntries = JQFunction(
    "from_entries", "from_entries(A)", 1, .with("to_entries"), JQBuiltins.fromEntries)
}
