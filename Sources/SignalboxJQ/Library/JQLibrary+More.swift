import SignalboxJSON

extension JQLibrary {
  /// Strings, arrays, filters, paths, regular expressions, maths and dates: the rest of jq's
  /// common builtins.
  package static let more: [JQFunction] = moreValues + moreNumbers

  private static let moreValues: [JQFunction] = [
    JQFunction(
      "ascii_downcase", "ascii_downcase(S)", 1,
      .own(
        summary: "S with A–Z in lower case · with a–z in upper case (other characters as they are)",
        example: "just [ascii_downcase(\"ÀBc\"), ascii_upcase(\"àbC\")]"),
      JQBuiltins.asciiDowncase),
    JQFunction(
      "ascii_upcase", "ascii_upcase(S)", 1,
      .with("ascii_downcase"),
      JQBuiltins.asciiUpcase),
    JQFunction(
      "index", "index(V, PART)", 2,
      .own(
        summary:
          "the first · the last place of PART in V (as `indices`: code points in a string), null "
          + "when there is none",
        example:
          "just [index(\"a,b, cd, efg\", \", \"), rindex(\"a,b, cd, efg\", \", \"), index([1, 2, "
          + "1], 1), index(\"abc\", \"z\")]"
      ),
      JQBuiltins.index),
    JQFunction(
      "rindex", "rindex(V, PART)", 2,
      .with("index"),
      JQBuiltins.rindex),
    JQFunction(
      "explode", "explode(S)", 1,
      .own(
        summary: "S's code points as numbers · the string of an array of code points",
        example: "just [explode(\"a\\u0304\"), implode([97, 772]), len(implode([97, 772]))]"),
      JQBuiltins.explode),
    JQFunction(
      "implode", "implode(A)", 1,
      .with("explode"),
      JQBuiltins.implode),
    JQFunction(
      "first", "first(A)", 1,
      .own(
        summary:
          "the first · the last · the Nth item of an array (from 0), null when there is none",
        example: "just [first([1, 2, 3]), last([1, 2, 3]), nth([1, 2, 3], 1), " + "first([])]"),
      JQBuiltins.first),
    JQFunction(
      "last", "last(A)", 1,
      .with("first"),
      JQBuiltins.last),
    JQFunction(
      "nth", "nth(A, N)", 2,
      .with("first"),
      JQBuiltins.nth),
    JQFunction(
      "transpose", "transpose(A)", 1,
      .own(
        summary: "the rows of an array of arrays as columns, short rows padded with null",
        example: "just transpose([[1, 2], [3]])"),
      JQBuiltins.transpose),
    JQFunction(
      "combinations", "combinations(A[, N])", .between(1, 2),
      .own(
        summary:
          "every array taking one item from each array of A, in order (jq's stream, as an array) "
          + "· from N copies of A",
        example: "just [combinations([[1, 2], [3, 4]]), combinations([0, 1], 2)]"),
      JQBuiltins.combinations),
    JQFunction(
      "error", "error(V)", 1,
      .own(
        summary:
          "an evaluation error whose message is V (a string as it is, anything else as its JSON "
          + "and \" (not a string)\")",
        example: "from [1, 2] | map x == 2 ? error(\"two\") : x"),
      JQBuiltins.error),
    JQFunction(
      "group_by", "group_by(A, F)", 2,
      .own(
        summary:
          "the items of A in groups of equal F, in F's order · the first item of each F · the "
          + "item with the least F (the first such) · the greatest F (the last such); F is an "
          + "expression over `x`, each item in turn",
        example:
          "just [group_by([1, 2, 3, 4], x % 2), unique_by([\"ab\", \"c\", \"de\"], len(x)), "
          + "min_by([{a: 2}, {a: 1}], x.a), max_by([{a: 2}, {a: 1}], x.a)]"
      ),
      filter: JQBuiltins.groupBy),
    JQFunction(
      "unique_by", "unique_by(A, F)", 2,
      .with("group_by"),
      filter: JQBuiltins.uniqueBy),
    JQFunction(
      "min_by", "min_by(A, F)", 2,
      .with("group_by"),
      filter: JQBuiltins.minBy),
    JQFunction(
      "max_by", "max_by(A, F)", 2,
      .with("group_by"),
      filter: JQBuiltins.maxBy),
    JQFunction(
      "any", "any(A[, F])", .between(1, 2),
      .own(
        summary:
          "whether some · every item of A is true (not false or null), or F of it when F is given",
        example: "just [any([false, 1]), all([1, null]), any([1, 2], x > 1), all([], " + "x)]"),
      optionalFilter: JQBuiltins.any),
    JQFunction(
      "all", "all(A[, F])", .between(1, 2),
      .with("any"),
      optionalFilter: JQBuiltins.all),
    JQFunction(
      "map_values", "map_values(V, F)", 2,
      .own(
        summary:
          "F of each value of an object (keys kept) or item of an array · `from_entries` of F of "
          + "each `{key, value}` entry of O",
        example:
          "just [map_values({a: 1, b: 2}, x * 10), with_entries({a: 1, b: 2}, {key: "
          + "upper(x.key), value: x.value + 1})]"
      ),
      filter: JQBuiltins.mapValues),
    JQFunction(
      "with_entries", "with_entries(O, F)", 2,
      .with("map_values"),
      filter: JQBuiltins.withEntries),
    JQFunction(
      "walk", "walk(V, F)", 2,
      .own(
        summary:
          "F applied to every value in V, innermost first, keys kept in order (jq 1.7's `walk`)",
        example: "just walk([1, [2, {a: 3}]], type(x) == \"number\" ? x + 1 : x)"),
      filter: JQBuiltins.walk),
    JQFunction(
      "setpath", "setpath(V, PATH, X)", 3,
      .own(
        summary:
          "V with X at PATH, null filled in where the path leaves V · V without each path of "
          + "PATHS · without each PATH (an array, a key or an index) · only what the paths reach "
          + "(jq 1.7's `pick`)",
        example:
          "just [setpath({a: 1}, [\"b\", 1], true), delpaths([1, 2, 3], [[0], [2]]), del({a: 1, "
          + "b: 2}, \"a\"), pick({a: {b: 1, c: 2}, d: 3}, [\"a\", \"b\"])]"
      ),
      JQBuiltins.setpath),
    JQFunction(
      "delpaths", "delpaths(V, PATHS)", 2,
      .with("setpath"),
      JQBuiltins.delpaths),
    JQFunction(
      "del", "del(V, PATH…)", .atLeast(2),
      .with("setpath"),
      JQBuiltins.del),
    JQFunction(
      "pick", "pick(V, PATH…)", .atLeast(2),
      .with("setpath"),
      JQBuiltins.pick),
    JQFunction(
      "tostream", "tostream(V)", 1,
      .own(
        summary:
          "jq's streaming form of V as an array of events: `[path, leaf]`, and `[path of its "
          + "last item]` closing an array or object · the values such events describe",
        example: "just [tostream({a: [1, 2]}), fromstream(tostream({a: [1, 2]}))]"),
      JQBuiltins.tostream),
    JQFunction(
      "fromstream", "fromstream(EVENTS)", 1,
      .with("tostream"),
      JQBuiltins.fromstream),
    JQFunction(
      "splits", "splits(S, RE[, FLAGS])", .between(2, 3),
      .own(
        summary:
          "the parts of S between the matches of RE (jq's stream, as an array; `split(S, RE, "
          + "FLAGS)` is the same) · each match's text, or the array of its groups' texts when RE "
          + "has groups",
        example:
          "just [splits(\"a1b22c\", \"[0-9]+\"), scan(\"a1b22c\", \"[0-9]+\"), scan(\"k=v, "
          + "x=y\", \"(\\\\w)=(\\\\w)\")]"
      ),
      JQRegex.splits),
    JQFunction(
      "scan", "scan(S, RE[, FLAGS])", .between(2, 3),
      .with("splits"),
      JQRegex.scan),
  ]
}
