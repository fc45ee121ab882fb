import XCTest

/// `signalbox jq` on cases the differential corpus (Tests/Conformance/jq/differential)
/// found answered otherwise than by jq 1.7.1: `--args` and `--jsonargs` switching the kind
/// of the positional arguments after them, the libm builtins jq 1.7.1 defines (`erf`,
/// `erfc`, `fdim`, `remainder`, `jn`, `yn`, `scalb` of a fractional exponent),
/// `get_jq_origin`, `--stream --slurp` (one array of the events), `input_filename` after
/// `-s` (the last file) and after the last input (`<stdin>` kept, a file's name not), a long
/// decimal literal against a short one (compared by their decimals, as jq's literals). Each
/// case is jq 1.7.1's standard output, standard error and status, as its binary gave them
/// (pinned by differential/pin.py).
final class JQCommandCorpusTests: XCTestCase {
  static let cases: [JQInputCase] = [
    .ok(
      ["-c", "$ARGS", "--args", "1", "2", "--jsonargs", "1", "2", "--args", "3"], "0",
      "{\"positional\":[\"1\",\"2\",1,2,\"3\"],\"named\":{}}\n"),
    .ok(["-nc", "--jsonargs", "$ARGS", "1", "{}"], "", "{\"positional\":[1,{}],\"named\":{}}\n"),
    .ok(
      ["-c", "[jn(0,0.5,2; 0,3)], [yn(1; 0.5,2)]"], "null",
      "[1,1,0,-0.2600519549019335,-0.2600519549019335,0.48609126058"
        + "58911]\n[-1.4714723926702433,-0.10703243154093756]\n"),
    .ok(
      ["-c", "[fdim(3,1; 1,3)], [remainder(5,-5; 3)], [scalb(1; 2.5, 3)]"], "null",
      "[2,0,0,0]\n[-1,1]\n[null,8]\n"),
    .ok(
      ["-c", "map(erf), map(erfc) | map(. * 1000000000 | floor)"], "[0, -0.5, 1, 10]",
      "[0,-520499878,842700792,1000000000]\n[1000000000,1520499877,157299207,0]\n"),
    .ok(["-n", "get_jq_origin | type"], "", "\"string\"\n"),
    .other(
      ["-n", "[fdim(null; 1)]"], "",
      "",
      "jq: error (at <unknown>): null (null) number required\n", 5),
    .ok(
      ["-c", "--stream", "--slurp", "."], "{\"a\":1} {\"b\":[2]}\n",
      "[[[\"a\"],1],[[\"a\"]],[[\"b\",0],2],[[\"b\",0]],[[\"b\"]]]\n"),
    .ok(
      ["-n", "-c", "--stream", "--slurp", "inputs[]"], "[1,[2]]\n",
      "[[0],1]\n[[1,0],2]\n[[1,0]]\n[[1]]\n"),
    .ok(["-c", "--stream", "-s", "input_filename"], "{\"a\":1}\n", "\"<stdin>\"\n"),
    .ok(["--slurp", "input_filename"], "1\n2\n3\n", "\"<stdin>\"\n"),
    .ok(["--raw-input", "--slurp", "input_filename"], "1\n2\n3\n", "\"<stdin>\"\n"),
    .ok(["-nc", "[inputs, input_filename]"], "1 2\n", "[1,2,\"<stdin>\"]\n"),
    .ok(["-nc", "[inputs] | input_filename"], "1 2\n", "\"<stdin>\"\n"),
    .ok(
      ["-nc", "[0.10000000000000001 == 0.1, 0.1 < 0.10000000000000001, 1.000 == 1]"], "",
      "[false,true,true]\n"),
    .ok(
      ["-c", "unique, (map(. == 0.1)), group_by(.)"], "[0.10000000000000001, 0.1, 1e-1]",
      "[0.1,0.10000000000000001]\n[false,true,true]\n[[0.1,0.1],[0.10000000000000001]]\n"),
    .ok(
      ["-nc", "[0.30000000000000004 == 0.1 + 0.2, 100000000000000000001 == 1e20]"], "",
      "[true,false]\n"),
  ]

  func testCorpusCasesAsJQ171() throws {
    let differences = try JQInputCase.differences(Self.cases)
    XCTAssertEqual(differences, [], "cases: \(Self.cases.count)")
  }

  /// jq 1.7.1's grammar (unary minus at binary minus's precedence: `-2 % -2` is -0, `-1 / 0`
  /// divides 1; `scan`'s and `sub`'s arguments vary first-slowest as jq's `$` parameters) and
  /// the words of its errors: an object's value is terms joined by `|` (`ExpD`); `if`, `reduce`,
  /// `foreach`, `try`, `label`, `def` are not terms (no suffix, no `as`, not a value or a
  /// `reduce` source); the assignments do not chain; bison's words for the token.
  static let grammar: [JQInputCase] = [
    .other(
      ["{x: 1 + 2}"], "null",
      "",
      "jq: error: syntax error, unexpected '+', expecting '}' (Unix"
        + " shell quoting issues?) at <top-level>, line 1:\n{x: 1 + 2}  "
        + "    \njq: 1 compile error\n", 3),
    .other(
      ["{x: if true then -. end}"], "1",
      "",
      "jq: error: syntax error, unexpected if (Unix shell quoting i"
        + "ssues?) at <top-level>, line 1:\n{x: if true then -. end}    "
        + "\njq: 1 compile error\n", 3),
    .other(
      ["{a: .b // 1}"], "{}",
      "",
      "jq: error: syntax error, unexpected //, expecting '}' (Unix "
        + "shell quoting issues?) at <top-level>, line 1:\n{a: .b // 1} "
        + "      \njq: 1 compile error\n", 3),
    .ok(["-c", "{a: .b?, c: .[0]?, d: .a?.b, e: -1|-.}"], "{\"a\":{\"b\":2}}", ""),
    .other(
      ["{a: (1)?}"], "null",
      "",
      "jq: error: syntax error, unexpected '?', expecting '}' (Unix"
        + " shell quoting issues?) at <top-level>, line 1:\n{a: (1)?}   "
        + "    \njq: 1 compile error\n", 3),
    .other(
      ["if true then [.] end []"], "1",
      "",
      "jq: error: syntax error, unexpected '[', expecting end of fi"
        + "le (Unix shell quoting issues?) at <top-level>, line 1:\nif t"
        + "rue then [.] end []                     \njq: 1 compile error"
        + "\n", 3),
    .other(
      ["reduce .[] as $x (0; . + $x) as $x | $x"], "[1,2,3]",
      "",
      "jq: error: syntax error, unexpected as, expecting end of fil"
        + "e (Unix shell quoting issues?) at <top-level>, line 1:\nreduc"
        + "e .[] as $x (0; . + $x) as $x | $x                          "
        + "   \njq: 1 compile error\n", 3),
    .other(
      ["[foreach .[] as $x (0; . + $x) as $x | $x]"], "[1,2,3]",
      "",
      "jq: error: syntax error, unexpected as (Unix shell quoting i"
        + "ssues?) at <top-level>, line 1:\n[foreach .[] as $x (0; . + $"
        + "x) as $x | $x]                               \njq: 1 compile "
        + "error\n", 3),
    .other(
      ["reduce if . then 1 else 2 end as $x (0; .)"], "null",
      "",
      "jq: error: syntax error, unexpected if (Unix shell quoting i"
        + "ssues?) at <top-level>, line 1:\nreduce if . then 1 else 2 en"
        + "d as $x (0; .)       \njq: 1 compile error\n", 3),
    .ok(["-c", "[if . then 1 else 2 end?, (reduce .[] as $x (0; . + $x))?]"], "[1]", "[1,1]\n"),
    .other(
      ["1 1"], "null",
      "",
      "jq: error: syntax error, unexpected LITERAL, expecting end o"
        + "f file (Unix shell quoting issues?) at <top-level>, line 1:\n"
        + "1 1  \njq: 1 compile error\n", 3),
    .other(
      ["not not"], "null",
      "",
      "jq: error: syntax error, unexpected IDENT, expecting end of "
        + "file (Unix shell quoting issues?) at <top-level>, line 1:\nno"
        + "t not    \njq: 1 compile error\n", 3),
    .other(
      [". += 1 -= 2"], "1",
      "",
      "jq: error: syntax error, unexpected -= (Unix shell quoting i"
        + "ssues?) at <top-level>, line 1:\n. += 1 -= 2       \njq: 1 com"
        + "pile error\n", 3),
    .other(
      ["1 // // 2"], "null",
      "",
      "jq: error: syntax error, unexpected // (Unix shell quoting i"
        + "ssues?) at <top-level>, line 1:\n1 // // 2     \njq: 1 compile"
        + " error\n", 3),
    .other(
      ["$x $y"], "null",
      "",
      "jq: error: syntax error, unexpected BINDING, expecting end o"
        + "f file (Unix shell quoting issues?) at <top-level>, line 1:\n"
        + "$x $y   \njq: 1 compile error\n", 3),
    .other(
      ["{x: .a | .b c}"], "null",
      "",
      "jq: error: syntax error, unexpected IDENT, expecting '}' (Un"
        + "ix shell quoting issues?) at <top-level>, line 1:\n{x: .a | ."
        + "b c}            \njq: 1 compile error\n", 3),
    .ok(
      ["-nc", "[-2 % -2, -2 % 3, 1 + -2 * 3, 1 * -2 * 3, - - 2 * 3, -1 - 1]"], "",
      "[-0,-2,-5,-6,6,-2]\n"),
    .other(
      ["-n", "-1 / 0"], "",
      "",
      "jq: error (at <unknown>): number (1) and number (0) cannot b"
        + "e divided because the divisor is zero\n", 5),
    .ok(
      ["-n", "try (-2 % 0) catch ."], "",
      "\"number (2) and number (0) cannot be divided (remainder) because the divisor is zero\"\n"),
    .ok(
      ["-c", "[scan(\"a\", \"b\"; \"g\", \"gi\")]"], "\"abAB\"",
      "[\"a\",\"a\",\"A\",\"b\",\"b\",\"B\"]\n"),
    .ok(
      ["-c", "[sub(\"a\", \"b\"; \"x\", \"y\"; \"g\", \"gi\")]"], "\"abAB\"",
      "[\"xbAB\",\"ybAB\",\"xbxB\",\"ybyB\",\"axAB\",\"ayAB\",\"axAx\",\"ayAy\"]\n"),
    .ok(
      ["-nc", "[scalb(nan, 1, 0; nan, 2, infinite)]"], "",
      "[null,null,null,null,4,0,null,1.7976931348623157e+308,null]\n"),
  ]

  func testGrammarAsJQ171() throws {
    let differences = try JQInputCase.differences(Self.grammar)
    XCTAssertEqual(differences, [], "cases: \(Self.grammar.count)")
  }

  /// jq 1.7.1's answers where a builtin's input is of another type than it works on (its
  /// definitions in jq: `transpose`, `bsearch`, `indices`, `unique`, `abs`; `.[]` of null
  /// in a path; a null literal as a path), from Tests/Conformance/jq/differential/errors.py.
  static let types: [JQInputCase] = [
    .ok(
      ["-c", "[null, true, 1, \"a\", {}, {\"a\": 1}] | map(try bsearch(1) catch .)"], "null",
      "[-1,\"boolean (true) has no length\",\"Cannot index number with"
        + " number\",\"Cannot index string with number\",-1,\"Cannot index "
        + "object with number\"]\n"),
    .ok(
      ["-c", "map(try transpose catch .)"], "[null, true, 1, \"a\", {}, {\"a\": 1}, [1, \"a\"]]",
      "[\"Cannot iterate over null (null)\",\"Cannot iterate over bool"
        + "ean (true)\",\"Cannot iterate over number (1)\",\"Cannot iterate"
        + " over string (\\\"a\\\")\",[],\"Cannot index number with number\",\""
        + "Cannot index number with number\"]\n"),
    .ok(
      ["-c", "[null, true, 1, {}, {\"a\": 1}] | map(try indices(1) catch .)"], "null",
      "[null,\"Cannot index boolean with number\",\"Cannot index numbe"
        + "r with number\",\"Cannot index object with number\",\"Cannot ind"
        + "ex object with number\"]\n"),
    .ok(
      ["-c", "map(try [index(\"a\"), rindex(\"b\")] catch .)"], "[[1], {\"a\": 1}, \"abcb\"]",
      "[[null,null],\"Cannot index number with number\",[0,3]]\n"),
    .ok(
      ["-c", "[{}, {\"a\": 1}] | map(try unique catch .)"], "null",
      "[\"object ({}) and array ([]) cannot be sorted, as they are n"
        + "ot both arrays\",\"object ({\\\"a\\\":1}) and array ([[1]]) cannot"
        + " be sorted, as they are not both arrays\"]\n"),
    .ok(
      ["-c", "[null, true, \"a\", -1, nan] | map(try abs catch .)"], "null",
      "[\"null (null) cannot be negated\",\"boolean (true) cannot be negated\",\"a\",1,null]\n"),
    .ok(
      ["-c", "[null, 1, {\"a\": null}] | map(try [path(null)] catch .)"], "null",
      "[[[]],\"Invalid path expression with result null\",\"Invalid pa"
        + "th expression with result null\"]\n"),
    .ok(
      ["-c", "[null, {}] | map(try del(null) catch .), map(try pick(null) catch .)"], "null",
      "[null,\"Invalid path expression with result null\"]\n[null,\"Inv"
        + "alid path expression with result null\"]\n"),
    .ok(
      ["-c", "try (.[] |= 1) catch ., try map_values(1) catch ., try del(.[]) catch ."], "null",
      "\"Cannot iterate over null (null)\"\n\"Cannot iterate over null "
        + "(null)\"\n\"Cannot iterate over null (null)\"\n"),
    .ok(
      ["-c", "[1 | pow10?], [try modulemeta catch .]"], "null",
      "[]\n[\"modulemeta input module name must be a string\"]\n"),
  ]

  func testBuiltinsOnOtherTypesAsJQ171() throws {
    let differences = try JQInputCase.differences(Self.types)
    XCTAssertEqual(differences, [], "cases: \(Self.types.count)")
  }
}
