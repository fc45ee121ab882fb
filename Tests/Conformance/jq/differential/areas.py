#!/usr/bin/env python3
"""Prints the `areas` corpus: jq programs a jq user plausibly runs, organised by area.

Usage: areas.py > areas.jsonl; differential.py record areas.jsonl (adds jq 1.7.1's answers).
Each case is {"name": "AREA: PROGRAM", "args", "input"}; most run with -c.
"""
import json

C = []


def add(area, prog, inp="null", args=("-c",)):
    C.append({"name": "%s: %s" % (area, prog), "args": list(args) + [prog], "input": inp})


def each(area, progs, inp="null", args=("-c",)):
    for p in progs:
        add(area, p, inp, args)


OBJ = '{"a":1,"b":[1,2,{"c":3}],"d":{"e":null,"f":"x"}}'
ARR = '[3,1,null,"a",[2],{"k":1},true,false,-0.5]'

each("assign", [
    ".a |= .+1", ".b[] |= .", ".b[0] += 10", ".d.e //= 5", ".d.f //= 5", ".a -= 1", ".a *= 3",
    ".a /= 2", ".a %= 2", ".b |= length", ".x.y.z = 1", ".b[5] = 1", ".b[-1] = 9",
    ".b[-10] = 9", ".b |= map(select(type==\"number\"))", ".b[] |= empty", ".[] |= empty",
    ".a |= empty", "(.a, .d.e) = 7", ".b[1:] = [\"s\"]", ".b[1:] |= [\"s\"]", ".b[:1] += [0]",
    ".b[1:2] = 5", ".a = (1,2)", ".a += (1,2)", ".a |= (1,2)", "(.b[] | select(type==\"object\")).c += 1",
    ".d |= with_entries(.value //= \"z\")", ".. |= (if type == \"number\" then .+1 else . end)",
    ".a as $x | .b[0] = $x", "to_entries", "to_entries | from_entries", "with_entries(.key |= ascii_upcase)",
    "with_entries(select(.value != null))", "del(.a)", "del(.b[0,2])", "del(.b[])", "del(.b[1:])",
    "del(.. | nulls)", "del(.x)", "del(.b[-1])", "del(.d.e, .a)", "delpaths([[\"a\"],[\"b\",0]])",
    "delpaths([])", "delpaths([[]])", "try delpaths([[\"a\",\"x\"]]) catch .", "try delpaths(1) catch .",
    "pick(.a)", "pick(.b[1])", "pick(.d.f, .a)", "try pick(.b[-1]) catch .", "pick(.x.y)",
    "getpath([\"b\",2,\"c\"])", "getpath([\"x\",\"y\"])", "try getpath([\"a\",\"b\"]) catch .",
    "setpath([\"b\",2,\"c\"]; 9)", "setpath([]; 1)", "try setpath([\"a\",\"b\"]; 1) catch .",
    "try setpath([0]; 1) catch .", "[paths]", "[paths(type == \"number\")]", "[leaf_paths]",
    "[paths(..)]", "path(.a)", "[path(..)]", "try path(.a | tostring) catch .", "path(empty)",
    "[path(.b[1:])]", "try path(1) catch .", "path(getpath([\"a\",\"b\"]))", "[.[]?]",
    "to_entries | map(.key)", "paths(numbers) as $p | [$p, getpath($p)]",
    ".b |= (.[1] = 0)", ".d += {\"g\":1}", ".d *= {\"e\":{\"z\":1}}", ".a |= tostring",
    "try (.a.b = 1) catch .", "try (.b.c = 1) catch .", "try (.a[0] = 1) catch .",
    ".[\"a\",\"d\"] |= 0", "reduce paths(numbers) as $p (.; setpath($p; 0))",
    "[..] | length", "[.. | scalars]", "[.. | numbers]", "[splits(\"a\")?]",
    ".b[1.5] = 7", ".b[1.7] |= 7", "try (.b[\"x\"] = 1) catch .", "try (.[0] = 1) catch .",
    "limit(1; .b[] |= .)", "first(.b[])", ".b | last", ".b | nth(1)", "try (.b | nth(-1)) catch .",
    "[.b[] | numbers] | add", ".b[2].c |= . * 2", ".a |= null", ".d |= del(.e)",
    "to_entries | map(select(.key | startswith(\"a\"))) | from_entries",
    "with_entries(.value |= type)", "[to_entries[] | .key] == keys_unsorted",
], OBJ)
each("entries", [
    "from_entries", "try from_entries catch .",
], '[{"key":"a","value":1},{"k":"b","v":2},{"name":"c","value":3},{"key":null,"value":4},{"key":false},{"key":1,"value":5}]')
each("entries", [
    "from_entries", "try from_entries catch .", "with_entries(.)", "to_entries",
], '[{"key":true,"value":1}]')
each("entries", ["to_entries", "with_entries(.key |= tostring)", "try from_entries catch ."],
     '[[1,2]]')
each("entries", ["to_entries", "with_entries(.value += 1)", "from_entries"], '[]')
each("entries", ["try to_entries catch .", "try with_entries(.) catch ."], '[1,2]')
each("entries", ["try to_entries catch .", "try from_entries catch ."], '"s"')
each("entries", ["from_entries"], '[{"Key":"a","Value":1},{"Name":"b","v":2},{"K":"c","V":3}]')

STR = '"héllo wörld"'
each("slice", [
    ".[1:3]", ".[-2:]", ".[:-2]", ".[1.5:3.5]", ".[null:2]", ".[2:null]", ".[5:1]", ".[-100:100]",
    ".[1.2:1.8]", ".[:0.5]", ".[-1.5:]", "try .[\"a\":] catch .", ".[1:][1:]", "try .[1.5] catch .",
    ".[1.5]", ".[-1]", ".[-10]", ".[10]", ".[nan]", "try .[nan:] catch .", ".[:nan]",
    ".[1e300:]", ".[-1e300:]", ".[infinite:]", "try .[[1]] catch .", ".[[2]]", "try .[{}] catch .",
    "[.[1,2]]", "[.[1:2,3]]", ".[2:4] = [\"x\"]", ".[2:4] |= map(.*10)", "del(.[1:3])", "del(.[-2:])",
    "[.[] | select(. > 2)]", "indices(2)", "indices([2,3])", "index(2)", "rindex(2)",
    "limit(2; .[])", ".[length-1]", ".[:2] + .[3:]",
], '[0,1,2,3,4,5]')
each("slice", [
    ".[1:3]", ".[-2:]", ".[1.5:3.5]", ".[null:2]", ".[5:1]", "try .[1] catch .", ".[:-3]",
    ".[3:]", "try (.[1:2] = \"x\") catch .", "length", "utf8bytelength", ".[0:0]",
], STR)
each("slice", ["try .[1:2] catch .", ".[1:2]", ".[1]", ".[\"a\"]", "try .[-1:] catch ."], "null")
each("slice", ["try .[1:2] catch .", "try .[0] catch .", "try .[\"a\"] catch ."], '{"a":1}')
each("slice", ["try .[0] catch .", "try .[1:] catch .", "try .a catch ."], "1")

each("gen", [
    "[limit(3; range(10))]", "[limit(0; 1,2)]", "[limit(-1; 1,2)]", "[limit(1.5; 1,2,3)]",
    "[first(range(10;0;-3))]", "first(empty)", "[last(range(5))]", "last(empty)",
    "[nth(2; range(10))]", "try nth(-1; 1,2) catch .", "[nth(5; 1,2)]", "[nth(1.5; 1,2,3)]",
    "[range(0;1;0.3)]", "[range(5;0;-2)]", "[range(0;5;-1)]", "[range(2.5)]", "[range(-3)]",
    "[range(1;4)]", "[range(0;10;3)]", "[range(0,1;3,4)]", "[range(1;2;0)] | length",
    "[limit(3; range(1;2;0))]", "[range(0;1;0.1)] | length", "[range(-1.5;1)]",
    "[.[]?]", "[repeat(.*2; . > 100)]?", "[limit(5; 1 | repeat(.*2))]",
    "[1 | until(. > 100; .*3)]", "[1 | while(. < 100; .*3)]", "[while(false; .)]",
    "[10 | recurse(if . > 0 then .-3 else empty end)]", "[2 | recurse(. * .; . < 100)]",
    "[limit(3; repeat(1))]", "isempty(empty)", "isempty(1,error(\"x\"))",
    "[first(1, error(\"x\"))]", "try [limit(3; 1, 2, error(\"e\"))] catch .",
    "[limit(2; 1, 2, error(\"e\"))]", "any", "all", "[1,2] | any(. > 1)", "[] | all",
    "any(1,2; . == 2)", "all(empty; false)", "[splits(\"a\"; \"g\")]?", "[.[] | numbers]?",
    "input_line_number", "[combinations]?", "[[1,2],[3,4]] | [combinations]",
    "[[1,2]] | [combinations(2)]", "[1,2] | [combinations(2)]", "[range(3)] | [.[] as $x | $x * 2]",
    "[foreach range(5) as $i (0; . + $i)]", "[foreach range(5) as $i (0; . + $i; [$i, .])]",
    "[foreach (1,2) as $x (0; empty; .)]", "[foreach (1,2) as $x (0; .+$x, .-$x)]",
    "reduce range(5) as $i (0; . + $i)", "reduce empty as $x (0; .+1)", "reduce (1,2) as $x (0; empty)",
    "reduce (1,2) as $x (0; ., 10)", "try reduce (1,2) as $x (0; error(\"r\")) catch .",
    "try ([foreach (1,2,3) as $x (0; if $x == 2 then error(\"f\") else . + $x end)]) catch .",
    "reduce ([1,2],[3,4]) as [$a,$b] (0; . + $a * $b)",
    "[foreach ({\"a\":1},{\"a\":2}) as {a:$v} (0; . + $v)]",
    "reduce .[]? as $x (null; . + $x)", "[foreach range(3) as $x (.; . + 1; .)]",
    "[limit(3; foreach range(10) as $i (0; .+$i))]", "def f: def g: 3; g; f",
    "def fac: if . <= 1 then 1 else . * (. - 1 | fac) end; 10 | fac",
    "def f(x): x * 2; f(3)", "def f($a; $b): $a + $b; f(1;2)", "def f(g): [g, g]; f(1,2)",
    "[recurse(if . < 3 then .+1 else empty end)] | length", "[getpath([\"a\"],[\"b\"])]",
    "[range(3)] | [limit(2; .[])]", "[range(0; 3; 0.5)]", "[range(3; 0; -0.7)]",
    "[range(1e18; 1e18+1)] | length", "[range(infinite)] | length? // 0",
], "null")
each("label", [
    "[label $f | range(10) | ., (select(. == 3) | break $f)]", "label $a | label $b | 1, break $a, 2",
    "[label $out | foreach (1,2,3) as $x (0; .+$x; if . > 2 then ., break $out else . end)]",
    "try (break $x) catch .", "[label $f | 1, (label $g | 2, break $f), 3]",
    "label $f | try (break $f) catch .", "[(label $f | 1, break $f), 2]",
    "def f: label $x | 1, break $x; [f, f]", "[label $a | (1, break $a)?, 3]",
], "null")
each("try", [
    "try error catch .", "try error(null) catch .", "try error(\"x\") catch .", "try error({}) catch .",
    "try error([1]) catch .", "try error(1) catch .", "try error(true) catch .", "[.[]?]",
    "(error(null))?", "[try error(null) catch type]", "try (1,error(\"x\"),3) catch .",
    "[(1,error(\"x\"),3)?]", "try error(\"x\") catch error(\"y\")", "try (try error(\"x\") catch error(\"y\")) catch .",
    "error(null) // 1", "[.a?, .b?]", "try (null | error) catch .", "try error({\"a\":1}) catch .a",
    ".a? // \"d\"", "[(1,2) | try (if . == 1 then error(\"e\") else . end) catch \"c\"]",
    "try error(\"\\u0000x\") catch .", "try (\"a\" | error) catch .", "(try error catch .) | type",
    "try ([1] | implode) catch .", "try (1 | ltrimstr(1)) catch .", "[.[] | try tonumber catch \"bad\"]",
    "try (\"abc\" | test(\"(\")) catch .", "try ({} | keys | .[0] | error) catch .",
    "try error(\"\") catch length", "try (\"x\" * -1) catch .", "try (1 / 0) catch .",
    "try (0 / 0) catch .", "try (1 % 0) catch .", "try ({} - 1) catch .", "try ([] - {}) catch .",
    "try ({} + []) catch .", "try (null - 1) catch .", "try (\"a\" - \"a\") catch .",
    "try (\"a\" * \"b\") catch .", "try ({} * 2) catch .", "try ([] / 1) catch .",
    "try (\"a,b\" / \",\") catch .", "try (\"\" / \"\") catch .", "try ([] | implode) catch .",
    "try ({a:1} | .[0]) catch .", "try ([1] | .a) catch .", "try (\"s\" | .[0]) catch .",
    "try (1 | keys) catch .", "try (1 | length) catch .", "try (true | length) catch .",
    "try (\"a\" | tonumber) catch .", "try (\"1 \" | tonumber) catch .", "try (\" 1\" | tonumber) catch .",
    "try (\"0x10\" | tonumber) catch .", "try (\"1e3\" | tonumber) catch .", "try (\"nan\" | tonumber) catch .",
    "try ([] | tonumber) catch .", "try ({} | tostring) catch .", "try error(error) catch .",
    "try error(\"a\\nb\") catch .", "[try error catch .]",
], "[1,\"2\",null,\"x\"]")

each("destructure", [
    ". as [$a, $b] | [$a, $b]", ". as {a: $x, b: [$y, $z]} | [$x, $y, $z]",
    ". as [$a] ?// $a | $a", ".[] as [$a] ?// $a | [$a]", ". as {$a} ?// [$a] | $a",
    ". as {a: $x} ?// [$x] | $x", "[.[] as [$a, $b] ?// {a: $a} ?// $a | [$a, $b]]",
    ". as [$a, $a] | $a", ". as {$a, b: $a} | $a", ". as {\"a\": $q} | $q", ". as {(\"a\",\"b\"): $v} | $v",
    ". as {$__loc__} | $__loc__", "$__loc__", "try error($__loc__) catch .", "{a: $__loc__.line}",
    ". as [$a] ?// $a | if ($a | type) == \"array\" then error(\"arr\") else $a end",
    "[[1,2],[3]] | .[] as [$a, $b] | {a: $a, b: $b}", ". as {a: {b: $deep}} | $deep",
    ". as [] | 1", ". as {} | 2", ". as [$a, [$b]] | [$a, $b]", "[.[] as $x | $x] | length",
    ". as $all | $all | length", ". as {$b} | $b", "try (. as [$a] | $a) catch .",
    "[. as [$a] ?// {a: $a} | $a]", "[.[] | . as {a: $v} ?// [$v] ?// $v | $v]",
], '[[1,2],{"a":3},4]')
each("destructure", [". as {a: $x} ?// [$x] | $x", ". as {$a, $b} | [$a, $b]", "try (. as [$a] | $a) catch .",
                     ". as {a: [$first]} | $first", ". as {b: {c: $c}} | $c"],
     '{"a":[5,6],"b":{"c":7}}')
each("input", ["[inputs]", "input", "[input, input]", "try [input, input, input, input] catch .",
               "first(inputs)", "reduce inputs as $x (0; . + $x)", "[., input]", "input_line_number",
               "[inputs] | length", "[limit(2; inputs)]", "foreach inputs as $x (0; .+$x)",
               "[inputs | input_line_number]"],
     "1\n2\n3\n", args=("-nc",))
each("input", ["[inputs]", "input", "[., input]", "try input catch .", "[.,inputs]"], "1\n2\n3\n",
     args=("-c",))
each("input", ["[inputs]", "try input catch .", "input"], "", args=("-nc",))

MIXED = '[3,"b",null,[1],{"a":1},true,false,"a",1,[0],{"a":0},-1,{"b":0}]'
each("sort", [
    "sort", "unique", "group_by(type)", "min", "max", "sort_by(type)", "unique_by(type)",
    "min_by(type)", "max_by(type)", "sort_by(length?)", "[sort[] | type]", "sort | reverse",
    "sort_by(.a?)", "group_by(.a?)", "map(type) | unique", "map(tojson) | sort",
    "sort_by(type; tostring)", "[.[] | numbers] | sort", "[.[] | strings] | sort",
    "[.[]|arrays]|sort", "[.[]|objects]|sort", "unique | length", "[.[] | booleans] | sort",
], MIXED)
each("sort", ["sort", "min", "max", "unique", "[.[] | isnan]", "sort_by(-.)", "group_by(.)",
              "map(. < 1)", "[.[] | . == .]", "add", "map(tostring)", "map(tojson)", "map(floor?)",
              "min_by(.)", "max_by(.)", "unique_by(.)"],
     '[3,1,2]', args=("-c",))
for prog in ["[nan, 1, -1, nan] | sort", "[nan, 1] | min", "[nan, 1] | max", "[nan, nan] | unique",
             "[1, nan] | sort_by(.)", "[nan] | group_by(.)", "nan < 1", "nan > nan", "[nan] | min",
             "[nan, null] | sort", "[{\"a\":nan},{\"a\":1}] | sort_by(.a)", "nan == nan",
             "[nan] | tojson", "nan | tostring", "[nan, infinite, -infinite]", "infinite",
             "-infinite | tostring", "[infinite] | tojson", "nan | floor", "[1,nan] | index(nan)",
             "{} | .a = nan", "[nan] | unique_by(.)", "[-nan]", "nan | isnan", "nan | type",
             "[nan] | max_by(.)", "[nan,2,1] | min_by(.)", "nan | -.", "[nan] | sort == [nan]",
             "infinite | floor", "infinite | . % 2", "try (5 % infinite) catch .", "nan % 2",
             "try (2 % nan) catch .", "[] | min", "[] | max", "[] | sort", "[] | group_by(.)",
             "[] | unique_by(.)", "[{\"a\":1,\"b\":2},{\"a\":1}] | sort", "[[1,2],[1]] | sort",
             "[\"B\",\"a\",\"A\",\"b\",\"é\",\"e\"] | sort", "[{\"b\":1},{\"a\":2}] | sort",
             "[[2],[1,5],[1,3]] | sort_by(.[0])", "[{\"a\":2,\"i\":0},{\"a\":1,\"i\":1},{\"a\":2,\"i\":2}] | sort_by(.a)",
             "[3,1,2] | sort_by(.; -.)", "[[1,\"b\"],[1,\"a\"]] | sort_by(.[0])",
             "[{\"x\":1},{\"x\":null},{}] | group_by(.x)", "[1,1.0,1e0] | unique",
             "[0, -0] | unique", "[-0] | .[0] | tostring", "-0", "[-0.0]", "0 * -1"]:
    add("nan", prog)

NUMS = ["1.0", "1.5", "1e17", "1e1000", "-1e1000", "-0", "5e-324", "100000000000000000000",
        "0.1", "1E2", "1.000", "123456789012345678901234567890", "-123456789012345678", "3.14159265358979323846",
        "1e-7", "1e-5", "0.00001", "1e16", "1e15", "12345678901234567", "9007199254740993", "2.5e-3",
        "0", "-1", "1e308", "1.7976931348623157e308", "4.9e-324", "1e-400", "[1.0, 2.50]", "{\"a\":1.10}",
        "100", "1.23e+5", "0e10", "-0.0", "1.0e0", "3.0000000000000004", "0.30000000000000004"]
for n in NUMS:
    add("numbers", ".", n)
    add("numbers", "tojson", n)
    add("numbers", "tostring", n)
    add("numbers", "[., . + 0]", n)
for prog in ["1.0", "1.0 | tojson", "0.1 + 0.2", "1e17", "1e1000", "-1e1000", "100000000000000000000",
             "100000000000000000000 | tojson", "[100000000000000000000]", "1.5 | @text", "1e1000 | @text",
             "-0 | tojson", "[-0] | tojson", "5e-324", "1e-400", "3 / 2", "10 / 3", "1 / 3 * 3",
             "2 | pow(.; 64)", "pow(2; 53) + 1", "1e17 | tostring", "12345678901234567890 | . + 1",
             "123456789012345678 | tojson", "[1.000] | tojson", "1.10 | tostring", "{\"a\": 1.0}",
             "\"1.0\" | tonumber", "\"100000000000000000000\" | tonumber", "\"1e1000\" | tonumber",
             "\"-0\" | tonumber", "\"0.1\" | tonumber | . * 3", "1e-5 | tostring", "0.00001",
             "1e6", "1e-7", "123e-2", "-1.5e300 * 1e10", "[.1, 1.]?", "9007199254740993",
             "-9007199254740993", "9007199254740993 | . == 9007199254740992", "[9007199254740993] | .[0]",
             "{\"a\":9007199254740993} | .a", "1.0 | @json", "1.0 | tostring | tonumber", "13911860366432393 | tojson",
             "-1 | sqrt | isnan", "1000000 | tostring", "1e19 | tostring", "[limit(3; 1e17, 1.5, 2)]"]:
    add("numlit", prog)
for prog in [". == 100000000000000000000", ".[0]", "map(. + 0)", "map(tojson)", "map(tostring)",
             "tojson", "map(-.)", "sort", "map(floor)", ".[0] | @text", "add", "map(. * 1)",
             "map(abs)", "map(fabs)", "map(length)", "map(-(.))"]:
    add("numlit", prog, "[100000000000000000000, 1.0, -0, 1.10, 12345678901234567890, 1e1000, 3.0e0]")

UNI = '"aé日本🎉x"'
each("strings", [
    "length", "utf8bytelength", "explode", "explode | implode", "ascii_downcase", "ascii_upcase",
    "[splits(\"\")]", "[splits(\"é\")]", "indices(\"日\")", "index(\"本\")", "rindex(\"x\")",
    "index(\"\")", "indices(\"\")", ".[2:4]", "split(\"\")", "split(\"日本\")", "test(\"本\")",
    "[match(\".\"; \"g\") | .offset]", "[match(\"日\") | .offset, .length]", "sub(\"é\"; \"E\")",
    "gsub(\"\"; \"-\")", "gsub(\"(?<c>.)\"; \"\\(.c)|\")", "ltrimstr(\"aé\")", "rtrimstr(\"x\")",
    "@uri", "@base64", "@base64 | @base64d", "@html", "@sh", "@json", "@text", "@csv?",
    "[.] | @csv", "[.] | @tsv", "tojson", "ascii?", "[scan(\".\")] | length", "test(\"\\\\w+\")",
    "[match(\"\\\\p{L}+\"; \"g\").string]?", "ltrimstr(\"é\")", "trim?", "reverse?", "tostring",
    "startswith(\"aé\")", "endswith(\"🎉x\")", "contains(\"本\")", "inside(\"zaé日本🎉xz\")",
    "[.[1:], .[:-1]]", "explode | map(. + 1) | implode", "split(\"é\"; null)", "splits(\"日\")",
    "ascii_downcase | ascii_upcase", "utf8bytelength == length", "@base32", "@base32 | @base32d",
], UNI)
each("strings", [
    "ltrimstr(1)", "rtrimstr(1)", "ltrimstr(\"a\")", "try startswith(\"a\") catch .",
    "try endswith(1) catch .", "try ascii_downcase catch .", "try explode catch .",
    "try utf8bytelength catch .", "try ([.] | implode) catch .", "try test(\"a\") catch .",
    "try split(\"a\") catch .", "try splits(\"a\") catch .", "try join(\",\") catch .",
], "1")
each("strings", [
    "ltrimstr(\"ab\")", "rtrimstr(\"ab\")", "ltrimstr(\"\")", "rtrimstr(\"abab\")", "ltrimstr(\"x\")",
    "[splits(\"b\")]", "[splits(\"a|b\")]", "[splits(\"B\"; \"i\")]", "[splits(\"\"; null)]",
    "split(\"b\")", "split(\"\")", "split(\"ab\")", "indices(\"ab\")", "indices(\"aba\")",
    "index(\"b\")", "rindex(\"b\")", "index(\"z\")", "indices(\"\")", "test(\"AB\"; \"i\")",
    "test(\"a b\"; \"x\")", "[match(\"b\"; \"g\").offset]", "[match(\"\"; \"g\").offset]",
    "[match(\"(a)(x)?\"; \"g\") | .captures]", "[match(\"(?<n>b)\"; \"g\") | .captures[0].name]",
    "capture(\"(?<x>a)(?<y>b)\")", "[capture(\"(?<x>a)(?<y>z)?\"; \"g\")]", "[scan(\"ab\")]",
    "[scan(\"(a)(b)\")]", "[scan(\"A\"; \"i\")]", "[scan(\"\")]", "sub(\"a\"; \"X\")", "gsub(\"a\"; \"X\")",
    "sub(\"(?<l>a)\"; \"<\\(.l)>\"; \"g\")", "gsub(\"\"; \"-\")", "gsub(\"^\"; \">\")", "gsub(\"$\"; \"<\")",
    "gsub(\"b*\"; \"-\")", "[sub(\"a\"; \"1\", \"2\")]", "[gsub(\"a\"; \"1\", \"2\")]", "gsub(\"A\"; \"x\"; \"i\")",
    "gsub(\"(?<x>.)\"; \"\\(.x)\\(.x)\")", "sub(\"$\"; \"!\")", "[match(\"a\"; \"gi\") | .offset]",
    "test(\"a.b\"; \"s\")", "test(\"\"; \"n\")", "[match(\"a+\"; \"gl\").string]", "test(\"B\")",
    "try test(\"a\"; \"q\") catch .", "try match(\"[\") catch .", "match(\"b\")", "match(\"z\")?",
    "[match(\"(?<a>a)|(?<b>b)\"; \"g\") | .captures | map(.name, .string)]", "ascii", "try ascii catch .",
    "splits(\"ab\")", "[.[]?]", "explode | .[0]", "test(\"^ab\")", "test([\"AB\", \"i\"])",
    "[match([\"b\", \"g\"]).offset]", "capture(\"(?<a>a)\"; \"g\")", "sub(\"(?<x>b)\"; .x + .x)",
    "[test(\"a\", \"z\")]", "gsub(\"\\\\s\"; \"\")", "gsub(\"(?<d>b)\"; \"[\\(.d)]\"; \"x\")",
    "@sh", "@uri", "@csv?", "@html", "@base64d?", "ascii_downcase", "tojson | fromjson",
    "[limit(2; splits(\"b\"))]", "sub(\"(?<a>.)(?<b>.)\"; \"\\(.b)\\(.a)\")", "\"\\(.)\\(.)\"",
], '"abab"')
each("strings", [
    "[match(\"\"; \"g\")] | length", "gsub(\"x*\"; \"-\")", "[scan(\"x*\")]", "sub(\"\"; \"^\")",
    "[splits(\"\")]", "split(\"\")", "test(\"\")", "ascii_downcase", "explode", "length", ".[0:]",
    "[match(\"(?<e>)\"; \"g\") | .captures]", "capture(\"(?<e>x)?\")", "ltrimstr(\"\")", "@csv?",
], '""')
each("strings", [
    "[.[] | ascii]", "implode", "try ([-1] | implode) catch .", "try ([1114112] | implode) catch .",
    "try ([55296] | implode) catch .", "try ([\"a\"] | implode) catch .", "try ([1.5] | implode) catch .",
    "try ([null] | implode) catch .", "[65, 0, 128512] | implode", "try (\"a\" | implode) catch .",
    "[57343] | implode | explode", "[56320, 65] | try implode catch .",
], '[65,66,67]')
each("strings", ["join(\",\")", "join(\"\")", "try join(1) catch .", "map(tostring) | join(\"-\")",
                 "[.[] | tojson] | join(\" \")", "join(null)?"],
     '["a",1,null,true,false,2.5]')
each("strings", ["try join(\",\") catch .", "join(\",\")?"], '[[1],"a"]')
each("strings", ["try join(\",\") catch ."], '[{"a":1}]')
each("strings", ["join(\",\")", "add", "join(\"/\")"], '[]')
each("strings", ["tojson", "@json", "@text", "@html", "@sh", "@csv?", "[.] | @csv", "[.] | @tsv",
                 "@uri", "@base64", "length", "explode", "ascii_downcase", "test(\"\\u0001\")",
                 ". | tostring", "[.] | tojson", "{(.): 1}", "ltrimstr(\"\\u0000\")"],
     '"a\\u0000b\\u0001c\\u001fd\\u007fe\\u2028f\\"g\\\\h\\ti\\nj\\r/"')
each("strings", [".", "tojson", "@json", "length"], '"\\ud83d\\ude00 \\ud800 x"')
each("strings", [".", "-a ."], '"é\\u0000"', args=("-a",))

each("formats", [
    "@csv", "@tsv", "@sh", "@html", "@uri", "@base64", "@json", "@text", "try @base64d catch .",
    "map(tostring) | @csv", "map(tojson) | @tsv",
], '[1,"a,b","c\\"d",null,true,false,1.5,"tab\\there","nl\\nx","back\\\\slash","é"]', args=("-r",))
each("formats", ["try @csv catch .", "try @tsv catch .", "try @sh catch ."], '[[1]]', args=("-r",))
each("formats", ["try @csv catch .", "try @tsv catch .", "try @sh catch ."], '[{"a":1}]', args=("-r",))
each("formats", ["try @csv catch .", "try @tsv catch .", "@sh", "@html", "@uri", "@base64",
                 "try @base64d catch .", "@text", "@json"], '"it\'s <a&b> \\"q\\" é/?=~"', args=("-r",))
each("formats", ["try @csv catch .", "try @tsv catch .", "@sh", "@html", "@uri", "@base64", "@text"],
     'null', args=("-r",))
each("formats", ["try @csv catch .", "@sh", "@html", "@uri", "@base64", "@text", "@json"],
     '{"a":"<x>"}', args=("-r",))
each("formats", ["@sh", "@csv", "@tsv", "@html", "@uri"], '[1.5,-0,1e1000,100000000000000000000]',
     args=("-r",))
for s in ['"YWJj"', '"YWJ"', '"YW"', '"Y"', '"YWJjZA=="', '"YWJjZA"', '"!!!"', '"YW Jj"', '""',
          '"w6k="', '"/w=="', '"_-8"', '"YQ==YQ=="', '"YWJj\\n"']:
    add("formats", "try @base64d catch .", s)
for s in ['"MFRGG==="', '"MFRGG"', '"mfrgg==="', '""', '"MY======"', '"1"', '"ME"']:
    add("formats", "try @base32d catch .", s)
each("formats", ["@base32", "@base64", "@uri", "@html \"x\\(.)y\"", "@sh \"echo \\(.)\"",
                 "@json \"v=\\(.)\"", "@uri \"https://x/?q=\\(.)\"", "@csv \"\\([., .])\"",
                 "@base64 \"\\(.)\"", "@text \"\\(.)\""], '"a b&c\'d"', args=("-r",))

DATES = ["0", "1425599621", "-1", "1e10", "1.5", "-62135596800", "253402300799", "1425599621.123"]
for d in DATES:
    for prog in ["todate", "gmtime", "gmtime | mktime", "gmtime | todate", "strftime(\"%A %B %d %Y %j %U %w %e %H:%M:%S %Z\")",
                 "todate | fromdate", "dateadd(\"seconds\"; 10)?", "gmtime | strftime(\"%s\")"]:
        add("dates", "try (%s) catch ." % prog, d)
for s, fmt in [("2015-03-05T23:51:47Z", "%Y-%m-%dT%H:%M:%SZ"), ("10:15", "%H:%M"),
               ("1 Jan 2020", "%d %b %Y"), ("Thursday, March 05 2015", "%A, %B %d %Y"),
               ("2015-03-05", "%Y-%m-%d"), ("2015 64", "%Y %j"), ("x", "%Y"), ("2015-13-01", "%Y-%m-%d"),
               ("2016-02-29T00:00:00Z", "%Y-%m-%dT%H:%M:%SZ"), ("1700000000", "%s"),
               ("2015-03-05 +0100", "%Y-%m-%d %z"), ("  2015-03-05", "%Y-%m-%d"), ("12/31/99", "%D"),
               ("2015-03-05T23:51:47Z extra", "%Y-%m-%dT%H:%M:%SZ")]:
    add("dates", "try strptime(%s) catch ." % json.dumps(fmt), json.dumps(s))
    add("dates", "try (strptime(%s) | mktime) catch ." % json.dumps(fmt), json.dumps(s))
for prog in ["\"2015-03-05T23:51:47Z\" | fromdate", "\"2015-03-05T23:51:47.123Z\" | try fromdate catch .",
             "\"2015-03-05\" | try fromdate catch .", "\"2015-03-05T23:51:47Z\" | dateadd(\"seconds\"; 3600)",
             "\"2015-03-05T23:51:47Z\" | datesub(\"seconds\"; 60)", "\"2015-03-05T23:51:47Z\" | date",
             "1425599621 | todateiso8601", "\"2015-03-05T23:51:47Z\" | fromdateiso8601", "1425599621 | dateadd(\"seconds\"; 1)?",
             "[2015,2,5,23,51,47,4,63] | mktime", "[2015,2,5,23,51,47.5,4,63] | mktime", "[2015,2,5] | try mktime catch .",
             "[2015,2,5,23,51,47,4,63] | todate", "[2015,14,40,25,61,61,0,0] | mktime",
             "[2015,2,5,23,51,47,4,63] | strftime(\"%Y-%m-%dT%H:%M:%SZ\")", "\"x\" | try mktime catch .",
             "1 | try strftime(1) catch .", "[1] | try strftime(\"%Y\") catch .", "\"a\" | try gmtime catch .",
             "[2024,1,29,0,0,0,0,0] | mktime | todate", "[1969,11,31,23,59,59,0,0] | mktime",
             "0 | strftime(\"%%|%n|%t|%C|%y|%G|%g|%V|%u|%I|%p|%r|%R|%T|%h|%c|%x|%X|%D|%F\")",
             "1425599621 | strftime(\"\")", "1425599621 | gmtime | .[5] |= . + 0.5 | mktime",
             "\"1425599621\" | try todate catch .", "null | try todate catch .",
             "1425599621 | localtime | length", "now | type", "[1425599621 | gmtime[] | type] | unique",
             "\"2015-03-05T23:51:47Z\" | strptime(\"%Y-%m-%dT%H:%M:%SZ\") | todate",
             "-1.5 | gmtime", "1e12 | todate", "1425599621 | strftime(\"%a %b %e\")"]:
    add("dates", prog)

for v in ["0", "-0", "1", "-1", "0.5", "-0.5", "1.5", "-1.5", "2.5", "1e308", "-1e308", "5e-324",
          "1e1000", "-1e1000", "100000000000000000000"]:
    add("math", "[floor, ceil, round, fabs, sqrt, trunc?, rint?, nearbyint?, significand?, logb?] | map(tojson)", v)
    add("math", "[exp, log, log2, log10, exp2, exp10, cbrt, sin, cos, tan, asin, acos, atan] | map(tojson)", v)
    add("math", "[abs?, -., tostring, (. | tojson), (. * 1), isinfinite, isnan, isnormal, isvalid(.)?]", v)
    add("math", "[frexp, modf, (. | ldexp(.; 2)), (. | scalb(.; 2)), gamma, lgamma, tgamma, lgamma_r] | tojson", v)
for prog in ["pow(0; -1)", "pow(-8; 1/3)", "pow(2; 0.5)", "log(0)", "[atan2(1; 0), atan2(0; -1)]",
             "fmin(1; nan)", "fmax(nan; 1)", "fma(2; 3; 4)", "copysign(1; -0)", "drem(10; 3)",
             "nearbyint(2.5)", "[2.5, 3.5, -2.5] | map(round)", "[2.5, 3.5] | map(rint)", "infinite | significand",
             "10 | logb", "[.5, 1.5] | map(trunc)", "-1 | sqrt", "1 | atan * 4", "[1, 2] | map(exp10)",
             "100 | log10", "1e300 * 1e300", "-(1e300 * 1e300)", "[1,2,3] | add / length", "ldexp(1; 1024)",
             "frexp(0)", "[splits(\"x\")]?", "123.456 | floor", "-123.456 | ceil", "17 | . % 5", "-17 % 5",
             "17 % -5", "5.9 % 2.1", "-5.9 % 2", "1e19 % 7", "try (1 % 0.4) catch .", "(1e10 | . % 3)",
             "2147483648 % 3", "-2147483649 % 3", "9e18 % 10", "[.[]?] | add", "abs", "-5 | abs", "-0 | abs",
             "\"a\" | try abs catch .", "null | try abs catch .", "toarray?", "[1] | toarray", "1 | toarray",
             "have_decnum", "have_literal_numbers", "[1,2] | implode?", "splits(\"\")?", "ltrimstr(\"a\")",
             "1 | significand", "8 | logb", "[1,-1] | map(gamma)", "[0.5] | map(frexp)",
             "getpath([\"a\"])", "getpath([0])", "try getpath([\"a\",0,\"b\"]) catch .", "null | [paths]",
             "try ({} | getpath([0])) catch .", "try ([] | getpath([\"a\"])) catch .", "[] | getpath([5])",
             "try (1 | getpath([\"a\"])) catch .", "try ([] | paths) catch .", "try (1 | [paths]) catch .",
             "try getpath(\"a\") catch .", "try ([1] | getpath([null])) catch .", "{} | getpath([])",
             "try ({} | setpath(\"a\"; 1)) catch .", "try ([] | setpath([-1]; 1)) catch .",
             "[] | setpath([2]; 1)", "null | setpath([\"a\", 1]; 2)", "try (null | setpath([{}]; 1)) catch .",
             "try ({} | delpaths([[0]])) catch .", "[1,2,3] | delpaths([[0],[1]])", "[1,2,3] | delpaths([[-1]])",
             "try ([1] | delpaths([[\"a\"]])) catch .", "[[1,2]] | getpath([0, 1.5])", "[1,2,3] | getpath([-1])",
             "[1,2,3] | [paths(. > 1)]"]:
    add("math", prog)

each("stream", [
    "[tostream]", "fromstream(tostream)", "[truncate_stream(1; tostream)]", "[1 | truncate_stream([[0],1],[[1,0],2],[[1,0]],[[1]])]",
    "fromstream(1 | truncate_stream([[0],1],[[1,0],2],[[1,0]],[[1]]))", "[tostream] | fromstream(.[])",
    "[getpath([\"a\"]) | tostream]", "[.[] | tostream]?", "[limit(3; tostream)]",
    "[truncate_stream(tostream)]", "[fromstream(tostream | select(length == 2) | .[0] |= .[1:])]?",
    "reduce (tostream | select(length == 2)) as [$p, $v] ({}; setpath($p; $v))",
], '{"a":[1,{"b":2}],"c":"x","d":[],"e":{}}')
each("stream", ["[tostream]", "fromstream(tostream)"], '[]')
each("stream", ["[tostream]", "fromstream(tostream)"], '3')
each("stream", ["[tostream]", "fromstream(tostream)"], '[[],[[]],{"a":{}}]')
each("stream", ["fromstream([[0],1],[[0]])", "[fromstream(([[\"a\"],1],[[\"a\"]]), ([[0],2],[[0]]))]",
                "try fromstream(1) catch .", "[fromstream([[],3])]", "try fromstream([[\"a\"]]) catch .",
                "[fromstream([[0],1],[[1],2],[[1]])]"], 'null')
each("cli-stream", ["."], '{"a":[1,{"b":2}],"c":"x"}', args=("-c", "--stream"))
each("cli-stream", ["."], '[] {} 3 "s" [[]]', args=("-c", "--stream"))
each("cli-stream", ["fromstream(inputs)"], '{"a":[1,2]} [3]', args=("-nc", "--stream"))
each("cli-stream", ["fromstream(1 | truncate_stream(inputs))"], '{"a":[1,2],"b":{"c":3}}', args=("-nc", "--stream"))
each("cli-stream", ["."], '{"a":1,"a":2}', args=("-c", "--stream"))
each("cli-stream", ["."], '{"a":[1,2', args=("-c", "--stream"))
each("cli-stream", ["."], '[1,2] x [3]', args=("-c", "--stream-errors"))
each("cli-stream", ["."], '{"a":1} {"b":', args=("-c", "--stream-errors"))
each("cli-stream", ["."], '[1,{"a":2}]', args=("-c", "--stream", "-s"))
each("cli-stream", ["."], '[1,[2]]', args=("-c", "--seq", "--stream"))

each("env", ["env | type", "$ENV | type", "env.PATH == $ENV.PATH", "$ENV.NOPE_SBX", "env.HOME | type",
             "[builtins | type] | unique", "builtins | length > 100", "[builtins | select(startswith(\"to\"))] | sort",
             "\"tostream/0\" | IN(builtins)", "input_filename", "$__prog_args?", "[splits(\"a\")]?",
             "$ARGS", "$ARGS.named | length", "[$ARGS.positional]", "try $nope catch .",
             "get_search_list?", "ltrimstr(\"x\")", "{a:1} | has(\"a\")", "getpath([])"])

each("misc", [
    "walk(if type == \"number\" then . + 1 else . end)", "walk(if type == \"array\" then sort else . end)",
    "walk(numbers |= -.)?", "walk(select(type != \"null\"))", "[walk(., .)] | length", "walk(empty)",
    "walk(if type == \"object\" then del(.a) else . end)", "walk(tojson)", "transpose?", "flatten",
    "flatten(1)", "try flatten(-1) catch .", "flatten(0)", "add", "keys", "keys_unsorted", "[.[] | length?]",
    "to_entries | length", "has(\"a\")", "try has(0) catch .", "[.b | has(0, 5)]", "try (.b | has(\"x\")) catch .",
    "[\"a\",\"z\"] | map(in({\"a\":1}))", ".b | inside([1,2,{\"c\":3},4])", "contains({\"b\":[1]})",
    "contains({\"d\":{\"f\":\"\"}})", "try contains(1) catch .", ".b | indices(1)", ".b | indices([1,2])",
    "[.[] | type]", "map_values(. // 0)", "map_values(empty)", "[.b[] | tostring]", "tojson | length",
    "tostring", "@text", "[.. | select(type == \"string\")]", "getpath([\"b\",2]) | keys", "[paths] | length",
    "any(.[]; . == 1)", "[splits(\"x\")?]", "del(.b) | to_entries", "[.b[] | objects]", "[.[] | iterables]",
    "[.. | scalars] | map(type)", "splits(\"a\")?", "ltrimstr(\"a\")", "tojson | fromjson == .",
    "{a, d: .d.f}", "{\"x y\": 1, (.d.f): 2, $__loc__}", "{a: 1} + {a: 2}", "{} | .a.b.c",
    ". as $o | keys | map($o[.])", "with_entries(select(.key != \"b\"))", "[to_entries[] | .value | type]",
    "getpath([\"d\",\"e\"]) // \"dflt\"", "if .a then \"y\" else \"n\" end", "if .x then 1 end",
    "if .a == 1 then \"one\" elif .a == 2 then \"two\" else \"other\" end", "[.[] | length?]",
    ".a as $a | .b | map(. as $x | $a)?", "[limit(2; .b[])]", ".b | first, last", "[.b[] | select(. != 2)]",
    "abs?", "toarray?", "[.b[] | tojson]", "tojson | tojson", "@json | fromjson", "splits(1)?",
    "ascii?", "getpath([\"b\", -1])", "min_by(.)?", "[.[]] | length", "input_line_number",
    "[.b[] | numbers] | min, max", "error(.a)?", "$__loc__ | .file", "ltrimstr(.a)?",
    "[.[] | strings]", "[.[] | values]", "[.[] | nulls]", "[.. | booleans]",
    "[.b | .[] | arrays]", "{(.d.f, \"y\"): (1, 2)}", "[.a, .b[0]] | @csv", "getpath([\"b\"]) | add",
    "@base64", "keys | join(\",\")", "splits(\", \")?", "[.b[] | type] | group_by(.)",
    "tostream | select(length == 2) | .[0] | join(\".\")?", "path(..) | map(tostring) | join(\".\")",
], OBJ)
each("misc", ["transpose", "flatten", "add", "map(add)", "[.[] | length]", "flatten(1)", "try flatten(\"a\") catch ."],
     '[[1,2],[3],[4,5,6]]')
each("misc", ["try transpose catch .", "try flatten catch .", "add", "try add catch ."], '[1,[2],"a"]')
each("misc", ["transpose", "add", "flatten"], '[]')
each("misc", ["try transpose catch .", "try flatten catch .", "add", "keys", "length"], '{"a":[1],"b":[2]}')
each("misc", ["add", "try add catch .", "map(type)"], '[null, 1, null]')
each("misc", ["add", "try add catch ."], '["a", null, "b"]')
each("misc", ["add", "try add catch ."], '[{"a":1}, null, {"b":2}]')
each("misc", ["try add catch ."], '[1, "a"]')
each("misc", ["try add catch ."], '[[1], {"a":1}]')
each("misc", ["add", "add(.[].a)", "add(empty)", "add(1,2)"], '[{"a":1},{"a":2}]')
each("misc", ["try add catch .", "add"], '"abc"')
each("misc", ["try keys catch .", "try has(\"a\") catch .", "try (.[] ) catch .", "length", "try contains(\"a\") catch ."], 'null')
each("misc", ["keys", "has(0)", "has(-1)", "has(3)", "try has(\"a\") catch .", "contains([1])", "contains([[1]])",
              "inside([1,2,3,[1]])", "indices(1)", "indices([1])", "indices([])", "index([2,3])", "rindex(1)",
              "contains([])", "[.[] | in([0,1])?]", "try (\"a\" | in([])) catch ."], '[1,2,3,1,[1]]')
each("misc", ["contains(\"bar\")", "contains(\"\\u0000\")", "inside(\"foobar!\")", "try contains([\"a\"]) catch ."],
     '"foobar"')
each("misc", ["contains({a:[\"ob\"]})", "contains({a:[\"x\"]})", "contains({})", "try contains([]) catch ."],
     '{"a":["foo","bob"],"b":1}')
each("misc", ["ascii", "[65,97] | map(ascii)", "try (\"a\" | ascii) catch .", "127 | ascii", "200 | ascii?"], '65')
each("misc", ["getpath([\"a\",\"b\"])", "[paths]", "[leaf_paths]", "try error catch .",
              "tojson", "tostring", "@text", "@json", "ascii_downcase?", "keys?", "[.[]?]", ".a.b.c",
              ".[0]?", "[..]", "length", "not", "splits(\"a\")?", "try (.[0] = 1) catch .",
              "try (.a = 1) catch .", "[.[]?] | length", "add?", "walk(.)"], 'null')

# Errors uncaught: how the CLI prints them
for v in ["null", "1", "\"msg\"", "\"multi\\nline\"", "{\"a\":1}", "[1,\"x\"]", "true", "{}",
          "\"\"", "1.5", "\"\\u0000\"", "{\"message\":\"m\"}"]:
    add("error-cli", "error(%s)" % v)
    add("error-cli", "1, error(%s), 2" % v)
for prog in ["error", ".a.b", "1 + \"a\"", "{} | .[0]", "[] | .a", "error(null) | 1", "\"x\" | error",
             "input", "[inputs]", "error(\"x\")?", "1, error(\"y\")", "{\"a\": 1} | error"]:
    add("error-cli", prog, "{\"a\":\"s\"}")
for prog in ["halt", "1, halt, 2", "halt_error", "\"bye\\n\" | halt_error", "\"bye\" | halt_error",
             "{\"a\":1} | halt_error", "1 | halt_error", "null | halt_error", "halt_error(1)", "halt_error(0)",
             "\"x\" | halt_error(3)", "[1] | halt_error(5)", "try halt_error catch .", "halt_error(-1)",
             "halt_error(256)", "\"a\" | halt_error(1.5)", "try (\"x\" | halt_error(\"a\")) catch .",
             "halt_error(null)?", "\"é\\u0000\" | halt_error", "{} | halt_error(2)", "\"\" | halt_error",
             "1, (2 | halt_error), 3", "true | halt_error", "-1 | halt_error(1)"]:
    add("halt", prog, "\"in\"")

# CLI options
def cli(name, args, inp="null"):
    C.append({"name": "cli: %s" % name, "args": args, "input": inp})


cli("arg", ["-c", "--arg", "x", "1", "[$x, ($x|type)]"])
cli("argjson", ["-c", "--argjson", "x", "{\"a\":1}", "$x.a"])
cli("argjson bad", ["-c", "--argjson", "x", "{bad", "$x"])
cli("argjson two", ["-c", "--argjson", "x", "1 2", "$x"])
cli("argjson empty", ["-c", "--argjson", "x", "", "$x"])
cli("args", ["-c", "-n", "$ARGS", "--args", "a", "b"])
cli("jsonargs", ["-c", "-n", "$ARGS", "--jsonargs", "1", "{\"a\":2}", "null"])
cli("jsonargs bad", ["-c", "-n", "$ARGS", "--jsonargs", "1", "{"])
cli("args named", ["-c", "-n", "--arg", "a", "1", "--argjson", "b", "2", "$ARGS"])
cli("args then jsonargs", ["-c", "-n", "$ARGS.positional", "--args", "a", "--jsonargs", "1", "--args", "b"])
cli("args named positional", ["-c", "-n", "[$__prog_args?, $ARGS.positional[0]]", "--args", "x"])
cli("arg missing", ["-c", "--arg", "x"])
cli("arg dup", ["-c", "-n", "--arg", "x", "1", "--arg", "x", "2", "[$x, $ARGS.named]"])
cli("undefined var", ["-c", "-n", "$y"])
cli("slurpfile missing", ["-c", "-n", "--slurpfile", "f", "/nonexistent/x", "$f"])
cli("rawfile missing", ["-c", "-n", "--rawfile", "f", "/nonexistent/x", "$f"])
cli("slurpfile devnull", ["-c", "-n", "--slurpfile", "f", "/dev/null", "$f"])
cli("rawfile devnull", ["-c", "-n", "--rawfile", "f", "/dev/null", "$f"])
cli("r string", ["-r", "."], '"a\\nb"')
cli("r array", ["-r", "."], '["a"]')
cli("r strings", ["-r", ".[]"], '["a","b",1,null]')
cli("j", ["-j", ".[]"], '["a","b",1,null,{"x":1}]')
cli("j r", ["-rj", ".[]"], '["a",1]')
cli("a", ["-a", "."], '"é日\\u0001🎉"')
cli("a r", ["-ar", "."], '"é日🎉"')
cli("a c", ["-ac", "."], '{"é":"🎉"}')
cli("S", ["-S", "."], '{"b":1,"a":{"d":1,"c":2}}')
cli("S c", ["-Sc", "."], '{"b":1,"a":[{"d":1,"c":2}]}')
cli("S keys_unsorted", ["-Sc", "keys_unsorted"], '{"b":1,"a":2}')
cli("S tojson", ["-Sc", "tojson"], '{"b":1,"a":2}')
cli("C", ["-C", "."], '{"a":[1,"s",null,true,false,1.5,{}],"b":{}}')
cli("C c", ["-Cc", "."], '{"a":[1,"s",null,true,false,[]]}')
cli("C r", ["-Cr", "."], '"s"')
cli("M", ["-M", "."], '{"a":1}')
cli("tab", ["--tab", "."], '{"a":[1,{"b":2}],"c":[]}')
cli("indent 0", ["--indent", "0", "."], '{"a":[1,2]}')
cli("indent 1", ["--indent", "1", "."], '{"a":[1,2]}')
cli("indent 7", ["--indent", "7", "."], '{"a":[1,{"b":[]}]}')
cli("indent 8", ["--indent", "8", "."], '{"a":[1]}')
cli("indent 9", ["--indent", "9", "."], '{"a":[1]}')
cli("indent x", ["--indent", "x", "."], '{"a":[1]}')
cli("indent tab", ["--indent", "3", "--tab", "."], '{"a":[1]}')
cli("tab indent", ["--tab", "--indent", "3", "."], '{"a":[1]}')
cli("indent c", ["--indent", "3", "-c", "."], '{"a":[1]}')
cli("seq", ["--seq", "."], '[1] "a"')
cli("seq c", ["--seq", "-c", ".[]"], '[1,{"a":2}]')
cli("seq r", ["--seq", "-r", "."], '"a"')
cli("seq input", ["-c", "--seq", "."], '\x1e[1]\x1e{"a":2}\n')
cli("seq truncated", ["-c", "--seq", "."], '\x1e[1\x1e2\n')
cli("s", ["-c", "-s", "."], '1 2 [3]')
cli("s empty", ["-c", "-s", "."], '')
cli("s n", ["-c", "-s", "-n", "."], '1 2')
cli("s n input", ["-c", "-sn", "input"], '1 2')
cli("n", ["-c", "-n", "[inputs]"], '1 2')
cli("n dot", ["-n", "."], '1')
cli("R", ["-R", "."], 'a\nb\n')
cli("R noeol", ["-c", "-R", "."], 'a\nb')
cli("R s", ["-Rs", "."], 'a\nb\n')
cli("R n", ["-c", "-Rn", "[inputs]"], 'a\nb\n')
cli("R r", ["-Rr", "."], 'a\tb\n')
cli("R crlf", ["-c", "-R", "."], 'a\r\nb\r\n')
cli("R empty lines", ["-c", "-R", "."], '\n\n')
cli("R invalid utf8", ["-c", "-R", "length"], 'a\xffb\n')
cli("e null", ["-e", "."], 'null')
cli("e false", ["-e", "."], 'false')
cli("e true", ["-e", "."], 'true')
cli("e empty", ["-e", "empty"], '1')
cli("e last false", ["-e", ".[]"], '[1,false]')
cli("e last true", ["-e", ".[]"], '[false,1]')
cli("e error", ["-e", "error(\"x\")"], '1')
cli("e halt", ["-e", "halt"], '1')
cli("e n", ["-en", "null"], '')
cli("e halt_error", ["-e", "\"x\\n\" | halt_error"], '1')
cli("exit-status", ["--exit-status", "."], 'false')
cli("raw-output0", ["--raw-output0", ".[]"], '["a","b"]')
cli("raw-output0 nul", ["--raw-output0", ".[]"], '["a\\u0000b"]')
cli("join-output", ["--join-output", "."], '1 2')
cli("ascii-output", ["--ascii-output", "."], '"ü"')
cli("sort-keys", ["--sort-keys", "-c", "."], '{"b":1,"a":2}')
cli("compact", ["--compact-output", "."], '{"b":[1, 2]}')
cli("null-input", ["--null-input", "."], '1')
cli("raw-input", ["--raw-input", "."], 'x\n')
cli("slurp", ["--slurp", "-c", "."], '1 2')
cli("combined nr", ["-nr", "\"a\",\"b\""])
cli("combined rc", ["-rc", ".[]"], '["a",[1]]')
cli("combined cS", ["-cS", "."], '{"z":{"y":1,"x":2}}')
cli("combined sR", ["-sR", "."], 'a\nb')
cli("combined ne", ["-ne", "false"])
cli("invalid json", ["-c", "."], '{"a":1')
cli("invalid json 2", ["-c", "."], '[1,2,]')
cli("invalid json 3", ["-c", "."], '1 2 x 3')
cli("invalid json nan", ["-c", "."], 'nan')
cli("invalid json NaN", ["-c", "."], 'NaN')
cli("invalid json single quote", ["-c", "."], "'a'")
cli("json literal big", ["-c", "."], '[100000000000000000000000, 1.0000000000000000001]')
cli("json bom", ["-c", "."], '\ufeff[1]')
cli("json comment", ["-c", "."], '# c\n[1]')
cli("json control in string", ["-c", "."], '"a\tb"')
cli("json deep", ["-c", "."], '[' * 300 + ']' * 300)
cli("json deep 10001", ["-c", "length"], '[' * 10001 + ']' * 10001)
cli("json trailing", ["-c", "."], '[1] ]')
cli("json lone surrogate", ["-c", "."], '"\\ud800"')
cli("json bad escape", ["-c", "."], '"\\x"')
cli("json infinity", ["-c", "."], '[Infinity]')
cli("json -", ["-c", "."], '-')
cli("json true false", ["-c", "."], 'true false null')
cli("json obj key num", ["-c", "."], '{1:2}')
cli("syntax error", ["-c", ".a |"])
cli("syntax error 2", ["-c", "{a:}"])
cli("syntax error 3", ["-c", "[1,2"])
cli("syntax error 4", ["-c", "if 1 then 2"])
cli("syntax error 5", ["-c", ".[\"a\""])
cli("syntax error 6", ["-c", "1 +"])
cli("syntax error 7", ["-c", "\"\\(\""])
cli("syntax error 8", ["-c", "\"\\q\""])
cli("unknown function", ["-c", "foo"])
cli("unknown function arity", ["-c", "map"])
cli("unknown function 2", ["-c", "length(1)"])
cli("unknown format", ["-c", "@foo"])
cli("break unknown", ["-c", "break $x"])
cli("no program", [])
cli("unknown option", ["--nope", "."])
cli("unknown short", ["-Z", "."])
cli("file missing", [".", "/nonexistent/file.json"])
cli("from-file missing", ["-f", "/nonexistent/prog.jq"])
cli("two programs", ["-c", ".", "."], "1")
cli("version", ["--version"])
cli("h", ["-h"])
cli("help", ["--help"])
cli("build-configuration", ["--build-configuration"])
cli("dash dash", ["-c", "--", "."], "1")
cli("dash dash neg", ["-nc", "--", "-1"])
cli("arg after program", ["-c", ".", "-c"], "[1]")
cli("args file positional", ["-n", "-c", "$ARGS.positional", "--args", "-c", "x"])
cli("nul input", ["-c", "."], '1\x002')
cli("unicode escape", ["-c", "\"\\u00e9\\ud83d\\ude00\""])
cli("debug", ["-c", "debug"], '[1]')
cli("debug msg", ["-c", "debug(\"m\")"], '[1]')
cli("debug msgs", ["-c", "debug(\"a\", \"b\")"], '1')
cli("stderr", ["-c", "stderr"], '"s"')
cli("stderr obj", ["-c", "stderr"], '{"a":1}')
cli("input_filename stdin", ["-c", "input_filename"], '1')
cli("ltrimstr file", ["-c", "getpath([\"a\"]) |= 3"], '{}')
cli("many values", ["-c", ".[]"], json.dumps(list(range(20))))
cli("pretty nested empty", ["."], '{"a":{},"b":[],"c":[{}],"d":[[]]}')
cli("pretty unicode", ["."], '{"é":"日"}')
cli("pretty numbers", ["."], '[1.0,1e100,-0,0.1,1E-3]')
cli("slurp R n", ["-c", "-Rn", "input"], 'a\nb')
cli("tab c", ["--tab", "-c", "."], '{"a":[1]}')
cli("seq stream", ["-c", "--seq", "--stream", "."], '[1]')
cli("exit 5 message", ["-c", ".[] | error"], '["a","b"]')
cli("error object message", ["-c", "error({\"a\":\"b\"})"])
cli("error with newline", ["-c", "error(\"a\\nb\")"])
cli("error long", ["-c", "error(\"x\" * 3000) | length"])
cli("error then output", ["-c", ".[] | if . == 2 then error(\"two\") else . end"], '[1,2,3]')
cli("errors multiple inputs", ["-c", ".a"], '1 {"a":2} "x"')
cli("L flag", ["-L", "/tmp", "-nc", "1"])
cli("import missing", ["-nc", "import \"nope\" as n; 1"])
cli("include missing", ["-nc", "include \"nope\"; 1"])
cli("getpath module", ["-nc", "modulemeta?"])
cli("input_line_number", ["-c", "input_line_number"], '1\n2\n\n3')
cli("limit inputs", ["-nc", "[limit(2; inputs)], [inputs]"], '1 2 3 4')
cli("isvalid", ["-nc", "[isvalid(error), isvalid(1)]?"])
cli("getpath env", ["-nc", "$ENV | has(\"PATH\")"])
cli("ltrimstr seq", ["-c", "--seq", "ltrimstr(\"a\")"], '"ab"')
cli("abs", ["-nc", "[-1, -0, 1, null] | map(abs?)"])
cli("tojson precision", ["-nc", "[3.141592653589793, 2.718281828459045, 1.1, 0.3] | tojson"])
cli("splits", ["-nc", "\"a1b22c\" | [splits(\"[0-9]+\")]"])
cli("ltrimstr non-string", ["-nc", "[1, null, [1]] | map(ltrimstr(\"a\"))"])
cli("getpath empty", ["-nc", "{} | getpath([\"a\",\"b\"])"])
cli("getpath nested null", ["-nc", "{\"a\":null} | getpath([\"a\",\"b\",0])"])
cli("trim", ["-nc", "\"  a \" | [trim, ltrimstr(\" \"), rtrimstr(\" \")]"])
cli("trim err", ["-nc", "1 | try trim catch ."])
cli("ltrim", ["-nc", "\" \\t\\na\\n \" | [ltrim, rtrim]"])
cli("pick array", ["-nc", "[1,[2,3]] | pick(.[1][0])"])
cli("pick null", ["-nc", "null | pick(.a.b)"])
cli("splits null", ["-nc", "\"ab\" | [splits(\"\"; null)]"])
cli("getpath paths f", ["-nc", "{\"a\":[1,{\"b\":null}]} | [paths(. == null)]"])
cli("tostream scalars", ["-nc", "[1,[2]] | [tostream]"])
cli("significand", ["-nc", "[8, 10, 0.1] | map(significand)"])
cli("abs string", ["-nc", "\"-1\" | try abs catch ."])
cli("toarray", ["-nc", "[1, [2], null] | map(toarray)"])
cli("have_literal", ["-nc", "[have_literal_numbers, have_decnum]"])
cli("$__prog_name", ["-nc", "$__prog_name?"])
cli("splits regex flags", ["-nc", "\"aXbxc\" | [splits(\"x\"; \"i\")]"])
cli("ascii table", ["-nc", "[range(32;40) | [.] | implode]"])
cli("implode big", ["-nc", "[1114111] | implode | explode"])
cli("getpath big idx", ["-nc", "[1] | getpath([1e10])"])
cli("set big idx", ["-nc", "try ([] | .[1e9] = 1 | length) catch ."])
cli("set huge idx", ["-nc", "try ([] | .[1e18] = 1) catch ."])
cli("neg idx assign", ["-nc", "try ([1] | .[-2] = 1) catch ."])
cli("tostring nested", ["-nc", "[1,[2,\"a\"],{\"b\":null}] | tostring"])
cli("string mult", ["-nc", "[\"ab\" * 0, \"ab\" * 0.5, \"ab\" * 1.5, \"ab\" * 3]"])
cli("string mult neg", ["-nc", "\"ab\" * -1"])
cli("string div", ["-nc", "\"a,b,,c\" / \",\""])
cli("obj mult deep", ["-nc", "{\"a\":{\"b\":1}} * {\"a\":{\"c\":2}} * {\"a\":null}"])
cli("array sub", ["-nc", "[1,2,1,3] - [1]"])
cli("null add", ["-nc", "[null + 1, 1 + null, null + null]"])
cli("obj add order", ["-nc", "{\"b\":1,\"a\":2} + {\"c\":3,\"b\":4}"])
cli("keys order", ["-nc", "{\"b\":1,\"a\":2,\"A\":3,\"é\":4,\"aa\":5} | keys"])
cli("implicit obj keys", ["-nc", "{\"a\":1} as $x | {$x, \"lit\", @base64: 1}?"])
cli("var keys", ["-nc", "1 as $x | {$x}"])
cli("obj key format", ["-nc", "{@text: 1}?"])
cli("format key", ["-nc", "\"k\" | {(.): 1, \"\\(.)2\": 2}"])
cli("optional obj", ["-nc", "{a: (1,2)} | [.]"])
cli("obj multi", ["-nc", "[{a: (1,2), b: (3,4)}]"])
cli("reduce fn", ["-nc", "def s: reduce .[] as $x (0; . + $x); [1,2,3] | s"])
cli("recursion", ["-nc", "def f: if . < 1000 then .+1 | f else . end; 0 | f"])
cli("recursion tail", ["-nc", "def f: if . < 5000 then .+1 | f else . end; 0 | f"])
cli("recurse depth", ["-nc", "[limit(5; 0 | recurse(. + 1))]"])
cli("getpath deep", ["-nc", "[range(100)] | reduce .[] as $i (null; [.]) | [paths] | length"])
cli("tojson deep", ["-nc", "reduce range(200) as $i (0; [.]) | tojson | length"])
cli("ltrimstr chain", ["-nc", "\"aaab\" | ltrimstr(\"a\") | ltrimstr(\"a\")"])
cli("@sh array", ["-nr", "[\"a b\", 1, null, false] | @sh"])
cli("@sh obj", ["-nr", "try ({} | @sh) catch ."])
cli("@uri reserved", ["-nr", "\"-_.~!*'();:@&=+$,/?#[] \" | @uri"])
cli("@html all", ["-nr", "\"<>&'\\\"\" | @html"])
cli("@tsv escapes", ["-nr", "[\"a\\tb\", \"c\\\\d\", \"e\\rf\", \"g\\nh\"] | @tsv"])
cli("@csv escapes", ["-nr", "[\"a\\\"b\", \"c,d\", \"e\\nf\"] | @csv"])
cli("@json control", ["-nr", "\"\\u0000\\u001f\\u007f\\u0080\" | @json"])
cli("@text obj", ["-nr", "{\"a\":[1,2.0]} | @text"])
cli("string interp types", ["-nr", "\"\\(1) \\(\"s\") \\(null) \\([1]) \\({\"a\":1}) \\(1.0)\""])
cli("ltrimstr on array", ["-nc", "[\"a\"] | ltrimstr(\"a\")"])
cli("tojson key order", ["-nc", "{\"b\":1,\"a\":2} | tojson"])
cli("fromjson bad", ["-nc", "\"{\" | try fromjson catch ."])
cli("fromjson nan", ["-nc", "\"nan\" | fromjson"])
cli("fromjson NaN", ["-nc", "\"NaN\" | try fromjson catch ."])
cli("fromjson multi", ["-nc", "\"1 2\" | try fromjson catch ."])
cli("fromjson empty", ["-nc", "\"\" | try fromjson catch ."])
cli("fromjson space", ["-nc", "\" 1 \" | fromjson"])
cli("fromjson big", ["-nc", "\"100000000000000000000\" | fromjson"])
cli("tonumber edge", ["-nc", "[\"1.0\", \"-0\", \".5\", \"5.\", \"+1\", \"1e2\", \"0x1\"] | map(try tonumber catch \"E\")"])
cli("getpath nan", ["-nc", "try ([1,2] | getpath([nan])) catch ."])
cli("limit neg", ["-nc", "[limit(-2; 1, 2)]"])
cli("until err", ["-nc", "try (0 | until(error(\"u\"); .)) catch ."])
cli("env var", ["-nc", "env | has(\"HOME\")"])
cli("splits arr", ["-nc", "try ([] | splits(\"a\")) catch ."])
cli("test arr", ["-nc", "try ([] | test(\"a\")) catch ."])
cli("match non-string regex", ["-nc", "try (\"a\" | test(1)) catch ."])
cli("match null flags", ["-nc", "\"aA\" | [match(\"a\"; null).offset]"])
cli("sub flags g", ["-nc", "\"aaa\" | sub(\"a\"; \"b\"; \"g\")"])
cli("sub non-string", ["-nc", "try (\"aaa\" | sub(\"a\"; 1)) catch ."])
cli("gsub emoji", ["-nc", "\"🎉a🎉\" | gsub(\"a\"; \"b\")"])
cli("match emoji offset", ["-nc", "\"🎉a\" | match(\"a\")"])
cli("capture optional", ["-nc", "\"a\" | capture(\"(?<x>a)(?<y>b)?\")"])
cli("match x flag", ["-nc", "\"ab\" | test(\"a # comment\\n b\"; \"x\")"])
cli("match n flag", ["-nc", "\"ab\" | [match(\"(a)(b)\"; \"n\") | .captures | length]"])
cli("scan captures", ["-nc", "\"a1b2\" | [scan(\"([a-z])([0-9])\")]"])
cli("scan flags", ["-nc", "\"aA\" | [scan(\"a\"; \"gi\")]"])
cli("ascii_downcase unicode", ["-nc", "\"ÀB\" | ascii_downcase"])
cli("@base64d binary", ["-nc", "\"/w==\" | @base64d | explode"])
cli("tojson string escape", ["-nc", "\"\\u007f\\u00ff\\u2028\" | tojson"])
cli("utf8bytelength err", ["-nc", "try ([] | utf8bytelength) catch ."])
cli("splits no match", ["-nc", "\"abc\" | [splits(\"x\")]"])
cli("index arrays", ["-nc", "[1,2,1,2] | [index(1), rindex(1), index([1,2]), rindex([1,2]), index(5)]"])
cli("index null", ["-nc", "null | [index(\"a\"), rindex(\"a\"), indices(\"a\")]"])
cli("index empty", ["-nc", "\"abc\" | [index(\"\"), rindex(\"\")]"])
cli("in object", ["-nc", "\"a\" | in({\"a\":null})"])
cli("inside err", ["-nc", "try (1 | inside(\"a\")) catch ."])
cli("has null", ["-nc", "try (null | has(\"a\")) catch ."])
cli("getpath num key", ["-nc", "try ({} | has(1)) catch ."])
cli("keys arr", ["-nc", "[5,6] | keys"])
cli("length obj", ["-nc", "{\"a\":1} | length"])
cli("length num", ["-nc", "[-5, 0, 1.5] | map(length)"])
cli("not", ["-nc", "[null, false, 0, \"\", [], {}] | map(not)"])
cli("and or", ["-nc", "[(true, false) and (true, false)]"])
cli("or short", ["-nc", "[true or error(\"x\"), false and error(\"y\")]"])
cli("alternative", ["-nc", "[(null, false, 1, 2) // 3], [empty // 4], [(null, false) // (5, 6)]"])
cli("alternative error", ["-nc", "[error(\"x\") // 1]"])
cli("alt destructure", ["-nc", "[[1,2]] | .[] as [$a] ?// $a | $a"])
cli("comparison mixed", ["-nc", "[null < false, false < true, true < 0, 0 < \"\", \"\" < [], [] < {}]"])
cli("object compare", ["-nc", "[{\"a\":1} < {\"b\":0}, {\"a\":2} < {\"a\":1,\"b\":0}, {\"b\":1} < {\"a\":1,\"c\":1}]"])
cli("array compare", ["-nc", "[[1,2] < [1,3], [1] < [1,0], [2] < [1,9]]"])
cli("string compare", ["-nc", "[\"a\" < \"b\", \"B\" < \"a\", \"é\" < \"z\", \"\" < \"a\"]"])
cli("tojson nan key", ["-nc", "{\"a\": nan} | tojson"])
cli("nan output", ["-nc", "[nan, -nan]"])
cli("infinite output", ["-nc", "[infinite, -infinite]"])
cli("infinite pretty", ["-n", "{a: infinite}"])
cli("large number pretty", ["-n", "[1e17, 1.5e300, 123456789012]"])
cli("getpath invalid", ["-nc", "try getpath([[]]) catch ."])
cli("paths of scalars", ["-nc", "[1 | paths]"])
cli("del all", ["-nc", "[1,2,3] | del(.[])"])
cli("del neg slice", ["-nc", "[1,2,3,4] | del(.[-3:-1])"])
cli("del dup", ["-nc", "[1,2,3] | del(.[0,0])"])
cli("del obj arr", ["-nc", "try ({} | del(.[0])) catch ."])
cli("del null", ["-nc", "null | del(.a)"])
cli("to_entries null", ["-nc", "try (null | to_entries) catch ."])
cli("with_entries dup", ["-nc", "{\"a\":1,\"b\":2} | with_entries(.key = \"x\")"])
cli("from_entries numkey", ["-nc", "[{\"key\":1,\"value\":2}] | try from_entries catch ."])
cli("from_entries nullval", ["-nc", "[{\"key\":\"a\"}] | from_entries"])
cli("update multiple", ["-nc", "[1,2] | (.[0], .[1]) |= . * 10"])
cli("update getpath", ["-nc", "{} | getpath([\"a\",\"b\"]) |= 5"])
cli("update select", ["-nc", "[1,2,3] | (.[] | select(. > 1)) |= . * 2"])
cli("update first", ["-nc", "[[1,2],[3]] | first(.[]) |= 9"])
cli("update limit", ["-nc", "[1,2,3] | limit(2; .[]) |= 0"])
cli("update recurse", ["-nc", "{\"a\":{\"a\":1}} | .. |= (if type == \"number\" then . * 2 else . end)"])
cli("update if", ["-nc", "{\"a\":1} | (if .a then .a else .b end) |= 7"])
cli("update alt", ["-nc", "{\"a\":null,\"b\":1} | (.a // .b) |= 7"])
cli("update alt2", ["-nc", "{} | (.a // .b) |= 7"])
cli("update reduce", ["-nc", "try ({} | reduce (\"a\",\"b\") as $k (.; .[$k]) |= 1) catch ."])
cli("update error", ["-nc", "try ({} | .a |= error(\"x\")) catch ."])
cli("update getpath obj", ["-nc", "try ([1] | .a |= 1) catch ."])
cli("update $__loc__", ["-nc", "{} | .a = $__loc__"])
cli("arith assign multi", ["-nc", "{\"a\":1} | .a += (.a, 10)"])
cli("arith assign rhs dot", ["-nc", "{\"a\":1,\"b\":2} | .a += .b"])
cli("alt assign", ["-nc", "{\"a\":false} | [.a //= (1,2)]"])
cli("assign rhs multi", ["-nc", "{} | [.a = (1,2)]"])
cli("update paths order", ["-nc", "[[3,1],[2]] | .[][] |= . + 1"])
cli("slice assign str", ["-nc", "try (\"abc\" | .[1:] = \"x\") catch ."])
cli("slice assign null", ["-nc", "null | .[1:3] = [1]"])
cli("slice update beyond", ["-nc", "[1] | .[3:5] = [9]"])
cli("slice neg beyond", ["-nc", "[1,2] | .[-5:1] = [9]"])
cli("array index assign null", ["-nc", "null | .[2] = 1"])
cli("getpath slice", ["-nc", "[1,2,3] | getpath([{\"start\":1,\"end\":null}])"])
cli("path slice", ["-nc", "[path(.[1:2])]"])
cli("paths slice obj", ["-nc", "[1,2,3] | delpaths([[{\"start\":0,\"end\":2}]])"])
cli("setpath slice", ["-nc", "[1,2,3] | setpath([{\"start\":1}]; [\"x\"])"])
cli("tostream big", ["-nc", "[{\"a\":[1,2]},3] | [tostream] | length"])
cli("limit 0 err", ["-nc", "[limit(0; error(\"x\"))]"])
cli("first err", ["-nc", "try first(error(\"x\")) catch ."])
cli("getpath $__loc__", ["-nc", "def f: $__loc__; f"])
cli("loc multiline", ["-nc", "1\n|\n$__loc__"])
cli("splits limit", ["-nc", "\"a,b,c\" | [limit(2; splits(\",\"))]"])
cli("error in def", ["-nc", "def f: error(\"in f\"); try f catch ."])
cli("nested try", ["-nc", "try (try error(\"a\") catch error(\"b: \" + .)) catch ."])
cli("try no catch", ["-nc", "[try error(\"x\"), 1]"])
cli("error null uncaught", ["-nc", "error(null)"])
cli("error null try", ["-nc", "try error(null) catch ."])
cli("error obj uncaught", ["-nc", "error({\"a\":[1]})"])
cli("error array uncaught", ["-nc", "error([1,\"a\"])"])
cli("error num uncaught", ["-nc", "error(42)"])
cli("error bool uncaught", ["-nc", "error(false)"])
cli("error uncaught e", ["-nce", "1, error(\"x\")"])
cli("halt_error obj newline", ["-nc", "{\"a\":\"b\\n\"} | halt_error"])
cli("halt_error string nl", ["-n", "\"line1\\nline2\" | halt_error"])
cli("halt_error status 0 output", ["-n", "\"ok\\n\" | halt_error(0)"])
cli("input error", ["-c", "., input"], '1')
cli("input error 2", ["-c", "[., input]"], '1 2 3')
cli("inputs parse error", ["-nc", "[inputs]"], '1 x')
cli("inputs parse error try", ["-nc", "try [inputs] catch ."], '1 x')
cli("input parse try", ["-nc", "try input catch ., input"], '{ 2')
cli("ltrimstr R", ["-R", "ltrimstr(\"a\")"], 'ab\nc\n')
cli("R e", ["-Re", "."], '')
cli("exit empty input", ["-c", "."], '')
cli("exit ws input", ["-c", "."], '  \n ')
cli("e empty input", ["-e", "."], '')
cli("seq e", ["-e", "--seq", "."], 'null')
cli("stream e", ["-e", "--stream", "."], '[]')
cli("s e", ["-se", "."], '')
for p in ["@base32d", "@base64d", "ascii", "implode", "getpath([\"a\"])", "ltrimstr(\"x\")",
          "splits(\"x\")", "tojson", "significand", "trim", "abs", "toarray", "pick(.a)",
          "have_decnum", "getpath([])", "$__loc__", "input_filename", "get_search_list",
          "ltrimstr", "splits", "limit(1;2)", "gamma", "frexp", "modf", "ldexp(1;2)",
          "getpath", "error(1;2)", "@sh(1)", "min_by", "env(1)"]:
    cli("builtin exists " + p, ["-nc", "try (%s) catch \"caught\"" % p])

seen = {}
for c in C:
    n = seen[c["name"]] = seen.get(c["name"], 0) + 1
    if n > 1:
        c["name"] += " #%d" % n
    print(json.dumps(c, ensure_ascii=False))
