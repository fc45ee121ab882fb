#!/usr/bin/env python3
"""Prints the `idioms` corpus: jq programs from jq 1.7.1's manual text (beyond its examples,
which man.test holds), the jq wiki's cookbook and everyday Stack Overflow answers, with the
edge values each idiom meets (numbers jq prints its own way, slices with null and negative
fractions, invalid code points, errors of null) and the command-line forms that change
output (--seq, --raw-output0, -j, --tab, --indent, -S, --arg/--args, $ENV).

Usage: idioms.py > idioms.jsonl; differential.py record idioms.jsonl (adds jq 1.7.1's
answers). Cases already in areas.jsonl, gojq.jsonl or jaq.jsonl (same arguments and
input) are left out.
"""
import json
import os

C = []


def each(area, progs, inp="null", args=("-c",)):
    for p in progs:
        C.append({"name": "%s: %s" % (area, p), "args": list(args) + [p], "input": inp})


def cli(name, args, inp="null"):
    C.append({"name": "cli: %s" % name, "args": args, "input": inp})


NUMS = "1.000 1e1000 -1e1000 -0 -0.0 100000000000000000000 1.5e300 0.1 1E2 3.0e0 " \
    "123456789012345678901234567890 0.00001 1e-5 1e17 12345678901234567 -1.000e-3 5e-324 " \
    "1.7976931348623157e308 [1.000,-0] {\"a\":1.10}"
each("numbers", [
    ".", "tojson", "tostring", ". + 0", "[., .] | tojson", "-.", "abs", "floor", "sqrt",
    "type", "[.] | add", "tostring | tonumber", "@text", "@json", "(. == 1)", "length",
    "[limit(1; .)]", "isinfinite", "isnormal", ". * 1", "@html", "@sh", "@csv", "@base64",
], NUMS)
each("numbers", [
    "map(tojson)", "map(. + 0)", "map(tostring)", "sort", "unique", "group_by(.)", "min, max",
    "add", "map(-.)", "map(floor)", "map(. == 1)", "index(1)", "tojson | fromjson",
    "map(@text)", "@csv", "@tsv", "@sh", "map(isinfinite)", "map(tostring | tonumber)",
], "[1.000, 1e1000, -0, 100000000000000000000, 1.5, 0.1, -1e1000, 1E2, 3.0, 1.0e-7]")
each("numbers", [
    "1.000", "1e1000", "-1e1000", "-0", "[-0, 0 * -1, -0.0]", "100000000000000000000",
    "[1.000, 1.0, 1.10] | tojson", "1e1000 | tojson", "-0 | tojson", "[-0] | tojson",
    "100000000000000000000 | tojson", "100000000000000000000 | . + 1", "1e1000 | tostring",
    "[infinite, -infinite, nan] | tojson", "nan | tojson", "[nan] | sort", "nan < nan",
    "[nan, 1] | min", "[nan, 1] | max", "9007199254740993", "9007199254740993 | tojson",
    "-9007199254740993", "0.1 + 0.2", "1/3", "2/3 | tojson", "1e-7", "1e-7 | tostring",
    "123456789012 * 1000000000", "1e308 * 10", "-1e308 * 10", "5e-324 / 2", "[.1, 1.]",
    "3.0 | tostring", "3.0", "[3.0, 3.00] | unique", "{\"a\":1.000} | .a", "1.000 | . + 0",
    "\"1.000\" | tonumber", "\"1e1000\" | tonumber", "\"-0\" | tonumber", "\" 1\" | tonumber",
    "try (\"1 \" | tonumber) catch .", "try (\"0x10\" | tonumber) catch .",
    "try (\"nan\" | tonumber) catch .", "try (\"\" | tonumber) catch .", "\"1.5e3\" | tonumber",
    "[1,2] | .[1.000]", "1e3 | @text", "100 | tostring | length", "1e2 | tostring",
    "infinite | floor", "infinite | tostring", "-infinite | @text", "[1e1000] | @csv",
    "[-0] | @csv", "-0 | @sh", "1e1000 | @sh", "1e1000 | @html", "-0 | tostring",
    "0 * -1 | tostring", "[17 / 4, 17 % 4, -17 % 4, 17 % -4, 5.9 % 2.1]", "try (1 % 0) catch .",
    "try (1 / 0) catch .", "0 / 1", "[pow(2; 0.5), pow(0; 0), pow(-8; 1/3)]", "log10",
    "1000 | log10", "[1, 10, 100] | map(log2)", "[3.7, -3.7] | map(trunc? // round)",
    "[3.5, -3.5, 2.5] | map(round)", "[3.5, -3.5] | map(ceil)", "[3.5, -3.5] | map(fabs)",
    "10 | significand", "[8 | frexp]", "[3.25 | modf]", "[1.5 | ldexp(.; 3)]",
    "[10, 3] | .[0] / .[1] | floor", "1e17 | tostring", "12345678901234567 | tostring",
    "0.00001 | tostring", "[1e-5, 1e-4, 0.001] | tojson", "123e-2", "1.23e+2", "-1.5e-10",
], "null", ("-nc",))

each("index", [
    ".[1.5]", ".[1.7]", ".[-1.5]", ".[-0.5]", ".[null:2]", ".[1:null]", ".[null:null]",
    ".[-1.5:]", ".[:-1.5]", ".[-2.5:-0.5]", ".[1.2:3.7]", ".[:1e300]", ".[-1e300:]",
    ".[2:1]", ".[10:]", ".[-10:2]", "try .[\"a\"] catch .", "try .[[1]] catch .",
    ".[[2,3]]", ".[[]]", "try .[{}] catch .", ".[nan]", "try .[nan:1] catch .",
    ".[infinite]?", "try .[true] catch .", "[.[1.5:]]", ".[1:][1:]", "del(.[1.5])",
    ".[1.5] = \"x\"", ".[-1] |= . * 10", "try (.[-9] = 1) catch .", "[limit(2; .[])]",
    "first", "last", "nth(2)", "[.[-2:][]]", ".[2:4] = [\"a\"]", ".[2:4] |= reverse",
    "del(.[2:4])", "to_entries[1]", "index(3)", "rindex(3)", "indices(3)", "indices([3,4])",
    "inside([1,2,3,4,5,6])", "contains([2])", "any(. > 4)", "all(. > 0)", "IN(.[]; 2, 9)",
    "[.[] | IN(2, 3)]", "flatten", "[paths]", "tostream", "[tostream] | fromstream(.[])",
    "getpath([1])", "getpath([9])", "getpath([-1])", "try getpath([\"a\"]) catch .",
    "getpath([0, \"b\"])?", "[getpath([1], [2])]", "paths(. > 3)", "input_line_number",
], "[1,2,3,4,5]")
each("string index", [
    ".[1:]", ".[-1:]", ".[1.5:]", ".[null:2]", ".[:-1.5]", ".[1:2]", "try .[0] catch .",
    ".[2:1]", "length", "utf8bytelength", "explode", "explode | implode", "ascii_downcase",
    "ascii_upcase", "ltrimstr(\"h\")", "rtrimstr(\"🎉\")", "startswith(\"hé\")",
    "endswith(\"🎉\")", "split(\"\")", "split(\"l\")", "[splits(\"l\")]", "[splits(\"L\"; \"i\")]",
    "[splits(\"l+\"; \"g\")]", "[splits(\"(?<x>l)\")]", "test(\"É\"; \"i\")", "test(\"é\")",
    "[match(\"l\"; \"g\").offset]", "sub(\"l\"; \"L\")", "gsub(\"l\"; \"L\")",
    "gsub(\"(?<c>[lo])\"; \"<\\(.c)>\")", "ascii", "index(\"l\")", "rindex(\"l\")",
    "indices(\"l\")", "indices(\"\")", ". * 2", ". * 0", ". * 0.5", ". * 1.5", ". * -1",
    ". / \"l\"", ". / \"\"", "tojson", "@json", "@text", "@html", "@uri", "@sh", "@base64",
    "@base64 | @base64d", "@csv?", "[.] | @csv", "[.] | @tsv", "[.] | @sh", "ltrimstr(1)",
    "rtrimstr(null)", "trim?", "[scan(\"l\")]", "[scan(\"(l)(l|o)\")]", "capture(\"(?<a>e|é)\")",
    "splits(\"é\") | length", "@uri | length", "tostring", "[.[]?]", "try .[] catch .",
    "reverse?", "try reverse catch .", "has(\"a\")?", "try has(0) catch .", "fromjson?",
    "try fromjson catch .", "ascii_downcase | test(\"hé\")", "explode | map(. + 1) | implode",
    "sub(\"(?<x>.)\"; \"\\(.x)\\(.x)\"; \"g\")", "[match(\"\"; \"g\")] | length",
], "\"héllo🎉\"")

each("strings", [
    "\"abc\" * 0", "\"abc\" * -1", "\"abc\" * 0.5", "\"abc\" * 0.9", "\"abc\" * 1.1",
    "\"abc\" * 2.5", "\"\" * 5", "try (\"abc\" * nan) catch .",
    "2 * \"ab\"", "try (\"a\" * \"b\") catch .", "\"a,b,,c\" / \",\"", "\"\" / \",\"", "\"abc\" / \"\"",
    "try (\"a\" / 1) catch .", "\"a,b\" / \",\" | length", "try (\"a\" - \"a\") catch .",
    "\"abc\" | ltrimstr(\"abc\")", "\"abc\" | ltrimstr(\"\")", "\"abc\" | rtrimstr(\"abcd\")",
    "1 | ltrimstr(\"1\")", "null | ltrimstr(\"a\")", "[1] | rtrimstr(\"a\")",
    "{\"a\":1} | ltrimstr(\"a\")", "\"abc\" | ltrimstr([\"a\"])", "\"aaa\" | ltrimstr(\"a\")",
    "[65, 1114111] | implode | explode", "try ([55296] | implode) catch .",
    "try ([1114112] | implode) catch .", "try ([-1] | implode) catch .",
    "try ([\"a\"] | implode) catch .", "try (\"a\" | implode) catch .", "try ([65.5] | implode) catch .",
    "try ([null] | implode) catch .", "[56320, 65] | try implode catch .", "[] | implode",
    "\"\\ud83c\\udf89\" | explode", "\"\\ud83c\" | explode", "\"a\\u0000b\" | length",
    "\"a\\u0000b\" | tojson", "\"\\u007f\\u0080\\u00ff\" | @json", "\"\\u001f\" | tojson",
    "\"\\t\\n\\r\\b\\f\" | tojson", "\"</script>\" | tojson", "\"x\" | ascii_downcase | ascii",
    "65 | ascii", "[72, 105] | implode", "\"abc\" | test(\"B\"; \"ix\")", "\"a.b\" | split(\".\")",
    "\"a.b\" | split(\".\"; null)", "\"a.b\" | split(\"\\\\.\"; \"g\")", "\"a1b22c\" | [splits(\"[0-9]+\")]",
    "\"aXbxc\" | [splits(\"x\"; \"i\")]", "\"aXbxc\" | [splits(\"x\"; \"gi\")]",
    "\"abc\" | [splits(\"\")]", "\"\" | [splits(\",\")]", "try (1 | splits(\"a\")) catch .",
    "try (\"a\" | splits(1)) catch .", "\"test 123 test\" | [match(\"test\"; \"g\") | .offset]",
    "\"abc\" | sub(\"\"; \"x\")", "\"abc\" | gsub(\"\"; \"x\")", "\"abc\" | gsub(\"b*\"; \"x\")",
    "\"aaa\" | sub(\"a\"; \"b\"; \"g\")", "\"Abc\" | ascii_downcase", "\"ÀB\" | ascii_downcase",
    "\"abc\" | @base32?", "\"YWJj\" | @base64d", "\"YWJ\" | @base64d", "\"YQ==\" | @base64d",
    "try (\"!!!\" | @base64d) catch .", "\"a b&c=d/é\" | @uri", "[1, \"a b\", null, true] | @uri",
    "\"<&>'\\\"\" | @html", "[\"a'b\", 1, null, true] | @sh", "try ({} | @sh) catch .",
    "try ([[1]] | @sh) catch .", "\"a'b\" | @sh", "[\"a,b\", \"c\\\"d\", 1, null, true, 1.5] | @csv",
    "try ([{}] | @csv) catch .", "try ([[1]] | @tsv) catch .", "[\"a\\tb\", \"c\\nd\", \"e\\\\f\", \"g\\rh\"] | @tsv",
    "\"x\" | @json \"v: \\(.)\"", "[1,2] | @csv \"row: \\(.)\"", "\"a b\" | @uri \"https://x/?q=\\(.)\"",
    "\"é\" | @sh \"echo \\(.)\"", "@text \"\\(1 + 1)\"", "\"\\(1, 2) and \\(3, 4)\"",
    "\"nested \\(\"inner \\(1 + 2)\")\"", "\"a\" | tostring | tojson | tojson",
    "\"[1,2]\" | fromjson", "try (\"[1,2\" | fromjson) catch .", "try (\"1 2\" | fromjson) catch .",
    "\"nan\" | fromjson", "\"NaN\" | fromjson | isnan", "try (\"\" | fromjson) catch .",
    "\" \" | fromjson?", "\"  abc  \" | ltrimstr(\" \")", "\"abc\" | .[1:] | .[1:]",
    "\"héllo\" | utf8bytelength", "try (1 | utf8bytelength) catch .", "\"abc\" | has(\"a\")?",
    "[\"b\", \"a\", \"C\"] | sort", "[\"é\", \"e\", \"f\", \"É\"] | sort", "[\"a\", \"ab\", \"\"] | sort",
    "\"abc\" | tojson | length", "\"x\" | . + null", "null + \"x\"", "\"x\" | join(\",\")?",
    "[\"a\", 1, null, true] | join(\"-\")", "try ([\"a\", [1]] | join(\"-\")) catch .",
    "try ([\"a\", {}] | join(\"-\")) catch .", "[] | join(\",\")", "[null] | join(\",\")",
    "[\"a\"] | join(null)?", "try ([\"a\",\"b\"] | join(1)) catch .", "\"a-b_c d\" | splits(\"[-_ ]\")",
    "\"CamelCaseString\" | [scan(\"[A-Z][a-z]*\")] | join(\"_\") | ascii_downcase",
    "\"2023-01-15\" | split(\"-\") | map(tonumber)", "\"key=value\" | capture(\"(?<k>[^=]+)=(?<v>.*)\")",
    "\"  x  \" | sub(\"^\\\\s+\"; \"\") | sub(\"\\\\s+$\"; \"\")", "\"a\" | ascii_upcase * 3",
    "\"line1\\nline2\" | split(\"\\n\")", "\"abc\" | [.[range(length)]?]",
    "\"abc\" | [range(length) as $i | .[$i:$i+1]]", "\"abc\" | explode | reverse | implode",
    "\"hello\" | test(\"^h.*o$\")", "\"hello\" | [match(\"(l)+\") | .captures[].string]",
    "\"foo bar\" | [match(\"\\\\w+\"; \"g\") | .string]", "\"aAbB\" | gsub(\"[a-z]\"; \"\")",
    "\"x\" | test(\"\")", "\"\" | test(\"\")", "\"a\\nb\" | test(\"a.b\")", "\"a\\nb\" | test(\"a.b\"; \"s\")",
    "\"ab\" | test(\"A B\"; \"xi\")", "\"abab\" | [match(\"ab\"; \"gn\") | .offset]",
    "\"test\" | ascii_downcase | @base64 | @base64d",
], "null", ("-nc",))

OBJS = '[{"name":"a","age":30,"tags":["x","y"]},{"name":"b","age":25,"tags":[]},' \
    '{"name":"c","age":30,"tags":["y"]},{"name":"d","tags":null}]'
each("cookbook", [
    "group_by(.age)", "group_by(.age) | map({age: .[0].age, n: length})", "sort_by(.age)",
    "sort_by(.age; .name)", "sort_by(-.age)?", "min_by(.age)", "max_by(.age)", "unique_by(.age)",
    "unique_by(.tags | length)", "map(select(.age == 30) | .name)", "map(.tags // [] | length)",
    "[.[] | .tags[]?] | unique", "map({(.name): .age}) | add", "INDEX(.name)",
    "INDEX(.[]; .name) | keys", "map(has(\"age\"))", "map(.age) | add / length",
    "[.[] | select(.tags | index(\"y\"))] | length", "map(.name) | join(\",\")",
    "to_entries | map(\"\\(.key)=\\(.value.name)\")", "map(.age) | @csv", "map([.name, .age]) | .[] | @csv",
    "map([.name, .age]) | .[] | @tsv", "map(.name) | @sh", "[paths(type == \"number\")]",
    "[paths | map(tostring) | join(\".\")]", "[leaf_paths | join(\"/\")?]",
    "reduce .[] as $x ({}; .[$x.name] = $x.age)", "reduce .[] as {$name, $age} ({}; .[$name] = $age)",
    "[foreach .[] as $x (0; . + ($x.age // 0); [$x.name, .])]", "map(.age // \"unknown\")",
    "[.[] | .age] | sort | .[length / 2 | floor]", "length as $n | map(.age // 0) | add / $n",
    "map(select(.age != null)) | group_by(.age) | map({key: (.[0].age | tostring), value: map(.name)}) | from_entries",
    "[limit(2; .[] | .name)]", "first(.[] | select(.age == 30)) | .name", "[.[] | select(.age > 26)] | length",
    "any(.[]; .age == 25)", "all(.[]; has(\"name\"))", "map(del(.tags))", "map(.tags |= length?)",
    "map(with_entries(select(.value != null)))", "map(to_entries | map(.key)) | add | unique",
    "[.[] | keys_unsorted] | add | unique", "walk(if type == \"array\" then sort else . end)",
    "walk(if type == \"object\" then del(.tags) else . end)", "[.. | .name? // empty]",
    "[.. | strings]", "[.. | numbers] | add", "map(.age) | [min, max]", "map(.name | ascii_upcase)",
    "(map(.age) | unique) as $ages | $ages", "[.[] | {name, age}]", "[.[] | {name: .name, n: (.tags | length)}]",
    "map({name} + {adult: ((.age // 0) >= 18)})", "[.[] | .tags // [] | .[]] | group_by(.) | map({(.[0]): length}) | add",
    "[.[] | select(.name | test(\"^[ab]\"))] | map(.name)", "del(.[] | select(.age == 30))",
    "to_entries | map(select(.value.age == 30) | .key)", "[path(.[] | select(.age == 30))]",
    "paths(objects) | length", "getpath([0, \"tags\", 1])", "getpath([\"a\", 0, \"b\"])?",
    "[getpath([0,\"name\"], [1,\"age\"], [9,\"x\"])]", "setpath([0, \"age\"]; 31) | .[0]",
    "delpaths([[0], [1, \"tags\"]])", "to_entries[0]", "with_entries(.value |= .name)",
    "[.[] | tostream] | length", "[tostream] | fromstream(.[])", "fromstream(tostream)",
    "[truncate_stream(1; tostream)] | length", "[.[0] | tostream]", "map(tojson) | join(\" \")",
    "map(.age) | tostring", "map(.age) | tojson", "map(.name) | index(\"c\")",
    "(.[] | select(.name == \"b\") | .age) |= . + 1", "map(if .age then .age += 1 else . end)",
    ".[0] * {tags: null}", ".[0] + .[1]", "[.[0], .[1]] | add", "map(.tags) | add",
    "map(.tags) | flatten | length", "transpose?", "[.[] | .age] | map(. // 0) | add",
    "limit(0; .[])", "[limit(0; .[])]", "[limit(-1; .[])]", "[first(empty)]", "first(empty) // \"none\"",
    "[.[] | .age] | until(length < 2; .[1:])", "[range(0; length; 2) as $i | .[$i].name]",
    "[.[] | .name] | combinations? | .", "[[1,2],[3,4]] | [combinations]", "[[1,2]] | [combinations(2)]",
    "splits(\"a\")?", "[.[] | to_entries[] | select(.key == \"name\") | .value]",
    "input_line_number", "$__loc__", "[$__loc__.line]", "map(.age) | getpath([0])",
    "env | type", "$ENV | type", "env.NOPE_NOT_SET", "$ENV.NOPE_NOT_SET", "ltrimstr(\"x\")",
    "map(.name) | .[1:] + .[:1]", "[.[] | .age] | index(30)", "[.[].age] | indices(30)",
    "@json", "tojson | fromjson == .", "length", "map(length)", "map(keys)",
    "[.[] | .tags | length?]", "[.[] | try (.tags | length) catch \"bad\"]",
    "group_by(.tags | length) | map(map(.name))", "sort_by(.tags | length) | map(.name)",
    "sort_by(.name) | reverse | map(.name)", "[.[] | select(.tags == [])] | length",
    "map(select(.tags | length > 0)?) | map(.name)", "[.[] | .age | values]",
    "map(.age | numbers)", "map(.tags | arrays | length)", "[.[] | nulls]", "[.[] | objects | .name]",
    "map(.age | tostring)", "map(\"\\(.name):\\(.age)\")", "map(@text \"\\(.name)\")",
    "map(@base64 \"\\(.name)\")", "map({(.name): .tags}) | add | keys", "to_entries | from_entries | length",
], OBJS)

each("paths", [
    "[paths]", "[paths(..)]", "[leaf_paths]", "[paths(type == \"null\")]", "path(..)",
    "[path(.a[].b?)]", "[path(.a[0].b)]", "getpath([\"a\",0,\"b\"])", "getpath([\"a\",5,\"b\"])",
    "getpath([\"x\",0,\"b\"])", "try getpath([\"a\",\"b\"]) catch .", "getpath([])",
    "setpath([\"a\",0,\"b\"]; 9)", "setpath([\"a\",3]; 1)", "setpath([\"n\",\"m\"]; 1)",
    "try setpath([\"a\",\"x\"]; 1) catch .", "delpaths([[\"a\",0]])", "delpaths([[\"a\",0,\"b\"],[\"c\"]])",
    "to_entries", "[tostream]", "fromstream(tostream)", "[tostream] | map(select(length == 2))",
    "reduce (tostream | select(length == 2)) as [$p, $v] ({}; setpath($p; $v))",
    "[paths(scalars) as $p | {($p | map(tostring) | join(\".\")): getpath($p)}] | add",
    "[paths(scalars)] | map(map(tostring) | join(\"/\"))", "del(..|nulls)", "del(.. | .b?)",
    "[..] | length", "[.. | select(type == \"object\") | keys[]] | unique", "pick(.a[0].b)",
    "pick(.c)", "pick(.x.y)", "try pick(.a[-1]) catch .", "[paths] | length", "path(.a | first)",
    "[path(.a | last)]", "[path(.a[1:])]", "path(.a[1:][0])", "try path(.a | map(.b)) catch .",
    "path(getpath([\"a\", 0]))", "[path(getpath([\"q\", \"r\"]))]", "paths | select(length > 2)",
    "[splits(\"a\")?]", "getpath([\"c\"]) | tostream", "to_entries | map(.value | type)",
    "with_entries(.key |= \"k_\" + .)", "[.a[] | keys?]", "[.a[] | has(\"b\")]", ".a | map(has(\"b\"))",
    "[.a | to_entries[] | .key]", ".c | to_entries", ".c | with_entries(.value += 1)",
    "getpath([\"a\", 1.5])", "getpath([\"a\", -1, \"b\"])", "[getpath([\"a\", null])?]",
    "try getpath([\"a\", {}]) catch .", "try getpath(\"a\") catch .", "paths(numbers)",
    "[paths(numbers) as $p | getpath($p)]", "[leaf_paths as $p | $p | length]",
    "tostream | select(length == 1)", "[tostream | .[0] | length] | max",
    "input_line_number", "[truncate_stream(1; tostream)]", "[1 | truncate_stream([[0],1],[[1,0],2],[[1,0]],[[1]])]",
    "fromstream(1 | truncate_stream([[0],1],[[1,0],2],[[1,0]],[[1]]))",
    "[fromstream(inputs)]?", "fromstream(([[\"a\"],1],[[\"a\"]]))", "[limit(3; tostream)]",
], '{"a":[{"b":1},{"b":null},{"c":2}],"c":{"d":1,"e":[]},"f":null}')

each("control", [
    "try error catch .", "try error(null) catch .", "try error(\"x\") catch .", "try error({a:1}) catch .a",
    "[.[] | try error catch .]", "try error(null) catch (. == null)", "(try error(null) catch .) | type",
    "try (1, error(\"x\"), 3) catch .", "[.[] | try (if . > 2 then error(\"big\") else . end) catch .]",
    "error(null)?", "[error(null)?]", "[.[] | (error(.))?]", "try (try error(\"x\") catch error(\"y\")) catch .",
    "try error(\"\\(1+1)\") catch .", "try (error({}) | 1) catch type", "label $out | .[] | if . > 2 then break $out else . end",
    "[label $out | .[] | if . > 2 then break $out else . end]", "[label $a | label $b | .[] | if . == 2 then break $b else . end]",
    "[.[] | label $f | if . == 2 then break $f else . end]", "first(.[] | select(. > 1))", "[first(empty)]",
    "[limit(0; .[])]", "[limit(1; .[])]", "[limit(10; .[])]", "[limit(-1; .[])]", "[limit(1.5; .[])]",
    "[limit(2; repeat(1))]", "[limit(3; range(100))]", "[limit(2; .[] | select(. > 1))]",
    "until(. > 100; . * 2)?", "[.[] | until(. > 10; . * 2)]", "[while(. < 10; . * 2)]?",
    "[1 | while(. < 100; . * 3)]", "[1 | repeat(. * 2; . > 100)]?", "[limit(5; 1 | repeat(. * 2))]",
    "[range(5)]", "[range(2; 5)]", "[range(0; 10; 3)]", "[range(5; 0; -2)]", "[range(0; 1; 0.3)]",
    "[range(1; 0)]", "[range(0; 3; 0)] | length?", "[range(-1)]", "[range(.[0])]", "[range(.[])]",
    "[range(1.5)]", "[range(1; 3.5)]", "isempty(empty)", "isempty(.[])", "[.[] | select(. != 2)]",
    "first(range(10; 0; -1))", "nth(2; .[])", "[nth(0; empty)]", "try nth(-1; .[]) catch .",
    "last(.[])", "[last(empty)]", "reduce .[] as $x (0; . + $x)", "reduce empty as $x (0; . + 1)",
    "foreach .[] as $x (0; . + $x)", "[foreach .[] as $x (0; . + $x; [$x, .])]",
    "[foreach .[] as [$a] (0; . + 1)]", "reduce .[] as $x (null; .)", "[foreach range(5) as $x (0; empty; .)]",
    "if . then 1 end", "if .[0] == 1 then \"one\" elif .[0] == 2 then \"two\" else \"other\" end",
    "if empty then 1 else 2 end", "[if (true, false) then 1 else 2 end]", "[.[] | if . % 2 == 0 then . else empty end]",
    ". as [$a, $b] | $a + $b", ". as [$a, [$b]] | [$a, $b]", ". as {a: $x} ?// [$x] | $x",
    "[.[] as $x | $x * 2]", "[.[] as [$a] | $a]", "$__loc__", "{a: $__loc__}", "try error($__loc__) catch .line",
    "input_line_number", "[.[] | tostring] | join(\",\")", "getpath([\"a\",0,\"b\"])?", "(.[] | select(. == 2)) = 20",
    "to_entries | map(select(.value > 1)) | from_entries?", "[.[] | . as $x | [1,2] | index($x)]",
    "def f: def g: . * 2; g + 1; map(f)", "def f(x): x | x; 2 | f(. * 3)", "def addvalue(f): f as $x | map(. + $x); [[1,2],[10,20]] | addvalue(.[0])",
    "def fib: if . < 2 then . else (. - 1 | fib) + (. - 2 | fib) end; 15 | fib",
    "def f: reduce .[] as $x (0; . + $x); f", "[recurse(if . < 3 then . + 1 else empty end)]?",
    "2 | [recurse(if . < 20 then . * . else empty end)]", "[recurse(. * .; . < 100)]?",
    "{\"a\":[{\"a\":[]}]} | [recurse(.a[])] | length", "[.[] | getpath([])]", "try (. as [$a, $a] | $a) catch .",
    "[splits(\"x\")?]", "ltrimstr(\"x\")", "tojson | ltrimstr(\"[\")", "map(tojson) | add",
    "env | has(\"PATH\")", "$ENV | has(\"PATH\")", "$ENV.PATH == env.PATH", "[env | keys[] | select(. == \"HOME\")]",
    "try error(null) catch error(\"re\") | 1", "error(null) // 1", "[.[] | (1 / .)?]",
    ".[] as $x | if $x == 2 then error(\"two\") else $x end", "try (.[] | if . == 2 then error(null) else . end) catch \"c\"",
    "[limit(3; .[] | (., .))]", "[limit(1; 1, error(\"no\"))]", "first(1, error(\"no\"))", "isempty(1, error(\"no\"))",
    "[.[] | tostring | ascii]?", "ascii?", "[.[] | [.] | implode]", "getpath([0])", "@json \"\\(.)\"",
], "[1,2,3]")

each("dates", [
    "todate", "todateiso8601", "gmtime", "gmtime | mktime", "gmtime | todate", "strftime(\"%Y-%m-%dT%H:%M:%SZ\")",
    "strftime(\"%A, %B %d, %Y\")", "strftime(\"%j %U %W %u %w %e %k %l %p %I %C %g %G %V\")",
    "strftime(\"%s\")?", "strftime(\"%%\")", "strftime(\"%D %T %R %r %h %n %t|\")", "strftime(\"%c\")",
    "strftime(\"%x %X\")", "strftime(\"%y %Z\")", "strftime(\"%z\")?", "localtime | type", "date",
    "dateadd(\"seconds\"; 3600)?", "gmtime | todate", "todate | fromdate", "todate | fromdateiso8601",
    "todate | strptime(\"%Y-%m-%dT%H:%M:%SZ\")", "todate | strptime(\"%Y-%m-%dT%H:%M:%SZ\") | mktime",
    ". + 0.5 | todate", ". + 0.5 | gmtime", "-1 | todate", "0 | todate", "1e10 | todate", "1.9 | gmtime",
    "-1.5 | gmtime", "[., 86400] | map(todate)", "gmtime | .[5] += 3600 | mktime", "gmtime | .[0] += 1 | todate",
    "gmtime | .[1] = 12 | mktime | todate", "gmtime | .[2] = 0 | mktime | todate",
    "\"2015-03-05T23:51:47Z\" | fromdate", "\"2015-03-05T23:51:47Z\" | strptime(\"%Y-%m-%dT%H:%M:%SZ\")",
    "try (\"2015-03-05\" | fromdate) catch .", "\"2015-03-05\" | strptime(\"%Y-%m-%d\") | mktime",
    "\"05/03/2015\" | strptime(\"%d/%m/%Y\") | todate", "\"Thu, 05 Mar 2015 23:51:47\" | strptime(\"%a, %d %b %Y %H:%M:%S\") | mktime",
    "\"12:30 PM\" | strptime(\"%I:%M %p\")", "\"2015 64\" | strptime(\"%Y %j\")", "\"1425599507\" | strptime(\"%s\") | mktime",
    "try (1 | strptime(\"%Y\")) catch .", "try (\"x\" | mktime) catch .", "try ([1] | mktime) catch .",
    "try ([\"a\",1,1,1,1,1,1,1] | mktime) catch .", "[2015,2,5,23,51,47,4,63] | todate", "[2015,2,5,23,51,47.9,4,63] | mktime",
    "[2015,2,5] | mktime?", "try ([2015,2,5] | mktime) catch .", "[2015,14,40,25,61,61,0,0] | mktime | todate",
    "try (\"x\" | todate) catch .", "try (null | gmtime) catch .", "now | type", "now > 1600000000",
    "[., .] | map(todate) | unique | length", "todate | .[0:4] | tonumber", "gmtime | map(type) | unique",
    "strftime(\"%Y\") | tonumber", "todate | test(\"Z$\")", "\"2015-03-05T23:51:47.123Z\" | try fromdate catch .",
    "\"2015-03-05T23:51:47Z\" | dateadd(\"seconds\"; 10)?", "\"2015-03-05T23:51:47Z\" | date?",
    "gmtime | todateiso8601", "todateiso8601 | fromdateiso8601", "\"1970-01-01T00:00:00Z\" | fromdate",
    "\"2038-01-19T03:14:08Z\" | fromdate", "\"1900-01-01T00:00:00Z\" | fromdate", "\"2100-02-29T00:00:00Z\" | try fromdate catch .",
], "1425599507")

each("sql", [
    "INDEX(.id)", "[INDEX(.[]; .id) | keys[]]", "IN(.[].id; 2)", "[.[] | .id | IN(1, 3)]", "[.[] | select(.id | IN(2, 3))]",
    "INDEX(.id) | to_entries | map(.value.v)", "group_by(.v) | map(length)", "[JOIN(INDEX(.id); .[]; .id | tostring)]",
    "[JOIN(INDEX(.id); .[]; .id | tostring; add)]", "JOIN(INDEX(.id); .id | tostring)?", "ascii?", "getpath([0,\"id\"])",
    "[.[] | {(.id | tostring): .v}] | add", "map(.v) | unique", "map(.v) | add", "map(.v) | join(\"\")",
    "min_by(.v) | .id", "max_by(.id) | .v", "[.[] | .id] | add / length", "[.[] | select(.v == \"a\") | .id]",
    "any(.[]; .v == \"b\")", "all(.[]; .id > 0)", "[.[] | tojson] | join(\"\\n\")", "[limit(2; .[] | .id)]",
    "map(.id) | [., (. | reverse)] | transpose", "to_entries | map({i: .key, id: .value.id})", "map(.id) | @sh",
    "map([.id, .v] | @csv) | join(\"\\n\")", "(map(keys) | add | unique) as $k | $k, (.[] | [.[$k[]]])",
    "map(.id) | indices(2)", "[paths(type == \"string\")] | length", "del(.[] | select(.v == \"a\"))",
    "map(select(.v == \"a\") |= (.v = \"A\"))?", "(.[] | select(.v == \"a\") | .v) |= ascii_upcase",
], '[{"id":1,"v":"a"},{"id":2,"v":"b"},{"id":3,"v":"a"}]')

# the command line
cli("seq", ["--seq", "."], "[1,2] 3")
cli("seq -c", ["-c", "--seq", ".[]"], "[1,{\"a\":2}]")
cli("seq -r", ["-r", "--seq", ".[]"], "[\"a\",1]")
cli("seq -j", ["-j", "--seq", ".[]"], "[\"a\",1]")
cli("seq input RS", ["-c", "--seq", "."], "\u001e[1]\n\u001e2\n")
cli("seq truncated", ["-c", "--seq", "."], "\u001e[1,\n\u001e2\n")
cli("raw-output0", ["--raw-output0", ".[]"], "[\"a\",\"b\",1]")
cli("raw-output0 nul in string", ["--raw-output0", ".[]"], "[\"a\",\"b\\u0000c\"]")
cli("raw-output0 -n", ["-n", "--raw-output0", "\"x\", [1]"], "")
cli("raw-output0 -c", ["-c", "--raw-output0", ".[]"], "[{\"a\":1},\"s\"]")
cli("j", ["-j", ".[]"], "[\"a\",1,\"b\",[2]]")
cli("j n", ["-nj", "\"x\", \"y\\n\", 1"], "")
cli("j c", ["-jc", ".[]"], "[{\"a\":1},[2]]")
cli("r", ["-r", ".[]"], "[\"a\\tb\",\"c\\u0000d\",1,null]")
cli("r ascii", ["-r", "-a", ".[]"], "[\"é\",\"🎉\"]")
cli("a", ["-a", "."], "[\"é\",\"🎉\",\"\\u007f\"]")
cli("a c", ["-ac", "."], "{\"é\":\"ü\"}")
cli("tab", ["--tab", "."], "{\"a\":[1,{\"b\":2}],\"c\":{}}")
cli("tab c", ["--tab", "-c", "."], "{\"a\":[1]}")
cli("indent 7", ["--indent", "7", "."], "{\"a\":[1,{\"b\":2}],\"c\":[]}")
cli("indent 0", ["--indent", "0", "."], "{\"a\":[1,{\"b\":2}]}")
cli("indent 1", ["--indent", "1", "."], "[[1]]")
cli("indent 8", ["--indent", "8", "."], "[1]")
cli("indent 9", ["--indent", "9", "."], "[1]")
cli("indent -1", ["--indent", "-1", "."], "[1]")
cli("indent then tab", ["--indent", "3", "--tab", "."], "[1]")
cli("tab then indent", ["--tab", "--indent", "3", "."], "[1]")
cli("indent missing", ["--indent"], "[1]")
cli("S", ["-S", "."], "{\"b\":1,\"a\":{\"d\":[{\"z\":1,\"y\":2}],\"c\":3}}")
cli("S c", ["-Sc", "."], "{\"b\":1,\"a\":{\"d\":2,\"c\":3}}")
cli("S keys_unsorted", ["-Sc", "keys_unsorted"], "{\"b\":1,\"a\":2}")
cli("S tojson", ["-Sc", "tojson"], "{\"b\":1,\"a\":2}")
cli("S to_entries", ["-Sc", "to_entries"], "{\"b\":1,\"a\":2}")
cli("S r", ["-Sr", "tostring"], "{\"b\":1,\"a\":2}")
cli("sort-keys long", ["--sort-keys", "-c", "."], "{\"é\":1,\"e\":2,\"E\":3,\"\":4}")
cli("arg", ["-nc", "--arg", "v", "x y", "$v, $ARGS.named"])
cli("arg twice", ["-nc", "--arg", "v", "1", "--arg", "v", "2", "$v"])
cli("arg after program", ["-nc", "$v", "--arg", "v", "late"])
cli("arg missing value", ["-nc", "--arg", "v"])
cli("argjson", ["-nc", "--argjson", "v", "[1,{\"a\":null}]", "$v[1].a"])
cli("argjson number", ["-nc", "--argjson", "v", "1.000", "$v, ($v | tojson)"])
cli("args", ["-nc", "$ARGS", "--args", "a", "-b", "c"])
cli("args positional", ["-nc", "$ARGS.positional[1]", "--args", "a", "b"])
cli("args then jsonargs", ["-nc", "$ARGS", "--args", "a", "--jsonargs", "1", "[2]"])
cli("jsonargs then args", ["-nc", "$ARGS", "--jsonargs", "1", "--args", "x"])
cli("args none", ["-nc", "$ARGS", "--args"])
cli("args with flags", ["-n", "$ARGS.positional", "--args", "a", "-c", "b"])
cli("args named and positional", ["-nc", "--arg", "k", "v", "$ARGS", "--args", "p"])
cli("named $__prog_args", ["-nc", "[$ARGS.named | keys[]]", "--arg", "b", "1", "--arg", "a", "2"])
cli("rawfile missing", ["-nc", "--rawfile", "f", "/nonexistent/x", "$f"])
cli("slurpfile missing", ["-nc", "--slurpfile", "f", "/nonexistent/x", "$f"])
cli("env", ["-nc", "env | type"])
cli("ENV", ["-nc", "$ENV | type"])
cli("ENV PATH", ["-nc", "$ENV.PATH | type"])
cli("n input", ["-nc", "input"], "1 2")
cli("n inputs", ["-nc", "[inputs]"], "1 2 3")
cli("input in reduce", ["-nc", "reduce inputs as $x (0; . + $x)"], "1 2 3")
cli("input pair", ["-c", "[., input]"], "1 2 3 4")
cli("input none", ["-nc", "input"], "")
cli("input try none", ["-nc", "try input catch ."], "")
cli("first input", ["-nc", "first(inputs)"], "5 6")
cli("limit inputs", ["-nc", "[limit(2; inputs)]"], "5 6 7")
cli("input_line_number", ["-c", "input_line_number"], "1\n2\n\n3")
cli("input_line_number n", ["-nc", "input_line_number"], "1\n2")
cli("input_line_number inputs", ["-nc", "[inputs | input_line_number]"], "1\n2\n3\n")
cli("input_filename", ["-c", "input_filename"], "1")
cli("slurp", ["-sc", "."], "1 2 [3]")
cli("slurp empty", ["-sc", "."], "")
cli("slurp n", ["-snc", "."], "1 2")
cli("raw", ["-R", "."], "a\nb\n")
cli("raw slurp", ["-Rs", "."], "a\nb\n")
cli("raw n inputs", ["-Rnc", "[inputs]"], "a\nb")
cli("raw no newline", ["-Rc", "."], "a\nb")
cli("raw crlf", ["-Rc", "."], "a\r\nb\r\n")
cli("raw split csv", ["-Rc", "split(\",\")"], "a,b\nc,d\n")
cli("raw tonumber", ["-R", "tonumber?"], "1\nx\n2\n")
cli("stream", ["-c", "--stream", "."], "{\"a\":[1,{\"b\":null}]}")
cli("stream truncate", ["-c", "--stream", "1 | truncate_stream(inputs)"], "{\"a\":[1,2]}")
cli("stream n fromstream", ["-nc", "--stream", "fromstream(inputs)"], "{\"a\":[1,2]} [3]")
cli("stream scalar", ["-c", "--stream", "."], "1 \"a\" null")
cli("stream empty containers", ["-c", "--stream", "."], "[[],{}]")
cli("e false", ["-e", "."], "false")
cli("e null", ["-e", "."], "null")
cli("e last true", ["-e", ".[]"], "[false, 1]")
cli("e last false", ["-e", ".[]"], "[1, false]")
cli("e no output", ["-e", "empty"], "1")
cli("e error", ["-e", "error(\"x\")"], "1")
cli("exit-status long", ["--exit-status", "."], "null")
cli("C", ["-C", "."], "{\"a\":[1,\"s\",null,true,false,{}]}")
cli("C c", ["-Cc", "."], "{\"a\":[1,\"s\",null,true,{\"b\":[]}]}")
cli("M", ["-M", "."], "[1]")
cli("join-output long", ["--join-output", ".[]"], "[\"a\",\"b\"]")
cli("ascii-output long", ["--ascii-output", "."], "\"é\"")
cli("compact long", ["--compact-output", "."], "{\"a\": [1, 2]}")
cli("null-input long", ["--null-input", "1"])
cli("raw-input long", ["--raw-input", "."], "x")
cli("slurp long", ["--slurp", "-c", "."], "1 2")
cli("nul", ["-c", "."], "[1]\u0000")
cli("bom", ["-c", "."], "\ufeff[1]")
cli("two programs", ["-c", ".", "."], "1")
cli("empty program", ["-c", ""], "1")
cli("only comment", ["-c", "# nothing"], "1")
cli("comment then", ["-c", "# c\n.a"], "{\"a\":1}")
cli("comment backslash", ["-c", "1 # c \\\n+ 1"], "null")
cli("no program", ["-c"], "1")
cli("unknown long", ["--nope", "."], "1")
cli("double dash", ["-c", "--", "."], "1")
cli("program dash", ["-nc", "-1"], "")
cli("L then program", ["-nc", "-L", "/tmp", "1"], "")
cli("f missing", ["-f", "/nonexistent/prog.jq"], "1")
cli("h", ["-h"], "")
cli("version", ["--version"], "")
cli("V", ["-V"], "")
cli("build config", ["--build-configuration"], "")
cli("r tsv", ["-r", ".[] | @tsv"], "[[\"a\",1],[\"b\\tc\",null]]")
cli("r csv", ["-r", ".[] | @csv"], "[[\"a\",1],[\"b\\\"c\",null]]")
cli("r sh", ["-r", "@sh \"echo \\(.)\""], "\"it's\"")
cli("r base64d", ["-r", "@base64d"], "\"aGVsbG8=\"")
cli("r multiple", ["-r", ".a, .b"], "{\"a\":\"x\",\"b\":[1]}")
cli("r null", ["-r", "."], "null")
cli("j seq", ["-j", "."], "1 2")
cli("halt", ["-nc", "1, halt, 2"])
cli("halt_error string", ["-n", "\"bye\\n\" | halt_error"])
cli("halt_error number", ["-n", "1 | halt_error"])
cli("halt_error 1", ["-n", "\"x\" | halt_error(1)"])
cli("halt_error null", ["-n", "null | halt_error"])
cli("error null uncaught", ["-n", "error(null)"])
cli("error object uncaught", ["-n", "error({\"a\":1})"])
cli("error number uncaught", ["-n", "error(1)"])
cli("error then output", ["-c", ".[] | if . == 2 then error(\"two\") else . end"], "[1,2,3]")
cli("errors continue", ["-c", ".a"], "1 {\"a\":2} \"x\"")
cli("parse error later", ["-c", "."], "1 [2, x] 3")
cli("deep", ["-c", "length"], "[" * 300 + "]" * 300)
cli("deep 10001", ["-c", "length"], "[" * 10001 + "]" * 10001)
cli("getpath deep", ["-c", "getpath([\"a\",0,\"b\"])"], "{\"a\":[{\"b\":7}]}")
cli("loc", ["-nc", "$__loc__"])
cli("loc line 3", ["-nc", "\n\n$__loc__"])
cli("loc in def", ["-nc", "def f:\n  $__loc__;\nf"])
cli("loc file", ["-nc", "$__loc__.file"])
cli("seq S tab", ["-S", "--tab", "--seq", "."], "{\"b\":[1],\"a\":2}")
cli("indent 7 S", ["--indent", "7", "-S", "."], "{\"b\":[1],\"a\":{}}")
cli("tab r", ["--tab", "-r", ".[]"], "[\"a\",{\"b\":1}]")
cli("numbers print", ["-c", "."], "[1.000, 1e1000, -0, 100000000000000000000, 1E2, 0.10, -1e-1000, 1.5e-7]")
cli("numbers print -S", ["-S", "."], "{\"b\":1.000,\"a\":1e1000}")
cli("numbers nan", ["-c", "."], "[NaN, nan, -nan]")
cli("numbers infinity", ["-c", "."], "[Infinity, -Infinity]")
cli("numbers big int", ["-c", ". + 0, ."], "123456789012345678901234567890")
cli("numbers index", ["-c", ".[1.000]"], "[1,2]")


# Generated crossings: each builtin over the values it meets at its edges.
EDGE = "[0, -0, 0.5, -1.5, 2, 1e300, -1e-300, 4.5, 100, 1e17]"
for f in ["floor", "sqrt", "exp", "exp2", "exp10", "log", "log2", "log10", "log1p", "expm1",
          "sin", "cos", "tan", "asin", "acos", "atan", "sinh", "cosh", "tanh", "asinh",
          "acosh", "atanh", "cbrt", "ceil", "round", "trunc", "fabs", "significand", "logb",
          "gamma", "lgamma", "tgamma", "lgamma_r", "frexp", "modf", "nearbyint", "rint", "j0",
          "j1", "y0", "y1", "abs", "toarray", "tostring", "tojson", "-.", ". * 3", ". / 7",
          ". % 3", "isnormal", "isinfinite", "isnan", "type", "length", "not", "ascii?",
          "[.] | implode?", "@text", "@sh", "@base64", "@uri", "@html", "todate?", "gmtime?",
          "infinite - .", "ltrimstr(\"x\")", "splits(\"a\")?", "significand", "exp | log",
          "pow(.; 2)", "pow(2; .)", "atan2(.; 1)", "fmod(.; 3)", "ldexp(.; 3)", "scalb(.; 2)",
          "scalbln(.; 2)", "drem(.; 3)", "fmin(.; 1)", "fmax(.; 1)", "fdim(.; 1)",
          "copysign(1; .)", "hypot(.; 3)", "nextafter(.; 0)", "nexttoward(.; 0)",
          "fma(.; 2; 1)", "[limit(.; 1, 2, 3)]?", ". as $n | [1,2,3] | .[$n]?",
          "tostring | tonumber", "[., 1] | min", "[., 1] | sort", "floor | tostring"]:
    each("math", ["[.[] | %s]" % f, "map(try (%s) catch \"E\")" % f], EDGE)

VALUES = "[1, \"a b\", null, true, [1, \"x\"], {\"a\": 1}, 1.5, -0, \"\u00e9\\u0000'\", \"\"]"
for f in ["@sh", "@csv", "@tsv", "@html", "@uri", "@base64", "@base64d", "@json", "@text",
          "tojson", "tostring", "ascii_downcase", "ascii_upcase", "explode", "ltrimstr(\"a\")",
          "rtrimstr(\"b\")", "startswith(\"a\")", "endswith(\"b\")", "utf8bytelength",
          "length", "keys", "has(0)", "has(\"a\")", "to_entries", "from_entries", "add",
          "any", "all", "flatten", "reverse", "sort", "unique", "min", "max", "tonumber",
          "splits(\" \")", "split(\" \")", "test(\"a\")", "ascii", "implode", "fromjson",
          "join(\",\")", "first", "last", "paths", "leaf_paths", "tostream", "getpath([0])",
          "getpath([\"a\"])", "error", "error(.)", "indices(1)", "index(\"a\")", "inside(\"a b c\")",
          "contains(\"a\")", "combinations", "transpose", "input_line_number", "objects",
          "iterables", "scalars", "values", "nulls", "booleans", "numbers", "strings",
          "arrays", "not", "type", "infinite > .", ". == 1", "[.[]?]", ".[0]?", ".a?",
          "to_entries[0].key?", "with_entries(.)", "walk(.)", "del(.[0])", "del(.a)", "[..]",
          "min_by(.)", "group_by(.)", "unique_by(.)", "todate", "mktime", "gmtime",
          "strftime(\"%Y\")", "strptime(\"%Y\")", "@base32", "splits(\"a\"; null)",
          "sub(\"a\"; \"b\")", "gsub(\"\"; \"-\")", "[match(\"a\"; \"g\")] | length",
          "capture(\"(?<x>a)\")", "[scan(\"a\")]", "ltrimstr(1)", "tojson | fromjson",
          "getpath([\"a\", 0, \"b\"])", "paths(type == \"number\")", "limit(1; .[]?)",
          "pick(.a)", "pick(.[0])", "abs", "toarray", "have_literal_numbers", "significand",
          "debug | length?", "@sh \"x \\(.)\"", "@csv \"\\(.)\"", "halt_error(0)?"]:
    each("types", ["[.[] | try (%s) catch \"E: \\(.)\"]" % f], VALUES)

for p in ["debug", "debug(\"msg\")", "debug(\"m: \\(.)\")", "debug(.a, .b)", "stderr",
          "[.[]? | debug] | length", "input_filename", "$__loc__", "[limit(2; debug)]",
          "debug | stderr | empty", "{a: debug}", "\"x\" | stderr", "[1, {\"b\": \"\\u00e9\"}] | debug",
          "debug(empty)", "debug(1, 2)", "try debug(error(\"x\")) catch ."]:
    cli("debug " + p, ["-c", p], "{\"a\":1,\"b\":[2]}")
    cli("debug n " + p, ["-n", p], "")

for p in ["[inputs]", "input", "[., input]", "[limit(1; inputs)]", "input_line_number",
          "[inputs | input_line_number]", "reduce inputs as $x (.; . + $x)", "first(inputs)",
          "[inputs] | length", "try input catch .", "[., (try input catch \"none\")]",
          "input_filename", "$__loc__.line", "[inputs | tostream]"]:
    for flags in (["-c"], ["-nc"], ["-sc"], ["-Rc"], ["-nRc"], ["-c", "--stream"],
                  ["-c", "--seq"]):
        cli("inputs %s %s" % (" ".join(flags), p), flags + [p], "1\n[2, 3]\n\"x\"\n")

for opts in (["--seq"], ["--seq", "-c"], ["--raw-output0"], ["-j"], ["--tab"], ["--indent", "7"],
             ["-S"], ["-a"], ["-r"], ["-rj"], ["-c", "-S", "--seq"], ["--tab", "-S"],
             ["--indent", "1", "-a"], ["-r", "--tab"], ["--raw-output0", "-c"],
             ["-jc"], ["--indent", "0"], ["-s", "--seq"], ["-e", "-c"], ["-aj"]):
    for p, inp in [(".", "{\"b\":[1,{\"d\":\"\u00e9\",\"c\":null}],\"a\":\"x\\ty\"}"),
                   (".[]", "[\"a\", 1, [], {}, \"b\\u0000c\", null, false]"),
                   ("empty", "1"), (".a", "{\"a\":\"\"}"),
                   ("tostring, tojson", "{\"b\":1.000,\"a\":[100000000000000000000]}")]:
        cli("opts %s %s" % (" ".join(opts), p), opts + [p], inp)

for a in [["--arg", "x", "1", "-n", "$x"], ["-n", "--arg", "x", "$x"],
          ["-n", "$__prog_args"], ["-n", "--args", "$ARGS", "a", "b"],
          ["-n", "$ARGS", "--args", "--arg", "x", "y"], ["-n", "--jsonargs", "$ARGS", "1", "x"],
          ["-nc", "$ARGS.named", "--arg", "a b", "c"], ["-nc", "$ENV | has(\"HOME\")"],
          ["-nc", "env | .HOME == $ENV.HOME"], ["-nc", "--arg", "ENV", "x", "$ENV | type"],
          ["-nc", "--arg", "__loc__", "x", "$__loc__"], ["-nc", "--arg", "x", "1", "--args", "[$x, $ARGS.positional]", "p"],
          ["-nc", "--argjson", "x", "null", "$x // 5"], ["-nc", "--argjson", "x", "nan", "$x"],
          ["-nc", "--argjson", "x", "[1, 2", "$x"], ["-nc", "--argjson", "x", "1e1000", "$x + 0"],
          ["-nc", "--jsonargs", "$ARGS.positional | map(tojson)", "1.10", "-0.0", "1E2"],
          ["-nc", "--rawfile"], ["-nc", "--slurpfile", "a"], ["-nc", "--indent", "9", "1"],
          ["-c", "--seq", "--raw-output0", "."], ["-n", "--raw-output0", "\"a\\u0000b\""],
          ["-nj", "\"a\\u0000b\", 1"], ["-nr", "\"a\\u0000b\""], ["-n", "--tab", "{a:[]}"],
          ["-n", "--indent", "7", "{a:[1,{}]}"], ["-n", "--indent", "3", "--tab", "--indent", "2", "[1]"],
          ["-nS", "{b:{d:1,c:2},a:[{z:1,y:2}]}"], ["-nSc", "{b:1,a:2} | keys_unsorted"],
          ["-nSr", "{b:1,a:2} | tostring"], ["-nS", "{b:1,a:2} | @json"],
          ["-n", "-e", "false, 1"], ["-n", "-e", "1, null"], ["-n", "--exit-status", "halt"],
          ["-n", "halt_error(\"x\")"], ["-n", "{a:1} | halt_error(3)"], ["-n", "\"bye\" | halt_error(-1)"],
          ["-n", "\"bye\" | halt_error(256)"], ["-n", "null | halt_error(1.9)"]]:
    cli("args " + json.dumps(a), a, "1")

seen = set()
here = os.path.dirname(os.path.abspath(__file__))
for corpus in ("areas.jsonl", "gojq.jsonl", "jaq.jsonl"):
    for line in open(os.path.join(here, corpus), encoding="utf-8"):
        c = json.loads(line)
        seen.add((json.dumps(c["args"]), c["input"]))
names = {}
for c in C:
    key = (json.dumps(c["args"]), c["input"])
    if key in seen:
        continue
    seen.add(key)
    n = names[c["name"]] = names.get(c["name"], 0) + 1
    if n > 1:
        c["name"] += " #%d" % n
    print(json.dumps(c, ensure_ascii=False))
