#!/usr/bin/env python3
"""Prints the `wide` corpus: a second set of jq programs, weighted to what the other corpora
hold least (counted over their arguments: dates, `until/while/repeat`, `@base32d`, `?//`,
`leaf_paths`, `combinations`, `walk`, `transpose`, `getpath/setpath/delpaths/pick` on
mismatched types, slices assigned and deleted, regex flags, the type errors' messages).
Each program runs on a row of inputs of every JSON type at once (one jq process reads
them all: an error on one input is reported and the next input runs), so one case is
one program over about ten inputs.

Usage: wide.py > wide.jsonl; differential.py record wide.jsonl (adds jq 1.7.1's
answers). Programs jq 1.7.1 crashes on or runs for ever (`[range(nan)]`, `[1,2] | .[1e300] = 1`,
`[limit(3; 1 | repeat(empty))]`) are not in it.
"""
import json

C = []

# Inputs of every type, with the edge values paths and indices meet.
ANY = ['null', 'true', '0', '-1.5', '"abc"', '""', '[]', '{}', '[1,2,3]', '{"a":1,"b":[2]}',
       '[[1,2],{"a":null}]', '"héllo🎉"']
ARR = ['[]', '[1]', '[1,2,3,4,5]', '[null,false]', '[[1,[2]],{"a":3}]', '["b","a","c","a"]',
       '[3,1.5,-2,0,1e2]']
OBJ = ['{}', '{"a":1}', '{"a":{"b":[1,2,{"c":null}]},"d":"x"}', '{"b":2,"a":1,"c":[]}',
       '{"a":null,"":0,"é":[true]}']
STR = ['""', '"a"', '"abcabc"', '"Hello, World"', '"héllo 🎉 wörld"', '"a1b22c333"',
       '"  trim me  "', '"line1\\nline2\\r\\n"', '"a,b;c d"', '"\\u0000x\\u001f"']
NUM = ['0', '-0', '1', '-1', '2.5', '-2.5', '1e300', '1e1000', '-1e1000', '0.1',
       '100000000000000000000', '1.000', '3.0e-5', '123456789012345678', '-7']


def grid(area, progs, inputs, args=("-c",)):
    for p in progs:
        C.append({"name": "%s: %s" % (area, p), "args": list(args) + [p],
                  "input": "\n".join(inputs) + "\n"})


def each(area, progs, args=("-nc",)):
    for p in progs:
        C.append({"name": "%s: %s" % (area, p), "args": list(args) + [p], "input": ""})


# Paths on every type.
grid("path any", [
    'getpath(["a",0])', 'getpath([0,"a"])', 'getpath([])', 'getpath([-1])', 'getpath([1e300])',
    'getpath([null])', 'getpath(["a","b","c"])', '[paths]', '[paths(type == "number")]',
    '[paths(. == null)]', '[leaf_paths]', 'try getpath([{}]) catch .', 'setpath([]; 1)',
    'setpath(["a"]; 1)', 'setpath([0]; 1)', 'setpath([-1]; 1)', 'setpath([1, "x"]; 1)',
    'setpath([0.5]; 1)', 'delpaths([[]])', 'delpaths([["a"]])', 'delpaths([[0]])',
    'delpaths([[-1]])', 'delpaths([[0], [0]])', 'delpaths([["a"], [0]])',
    'to_entries', 'with_entries(.value |= tostring)', 'from_entries?', 'del(.a)', 'del(.[0])',
    'del(.[1, 2])', 'del(.[-1])', 'del(.[])', 'del(..)', 'del(.[1:])', 'del(.a, .b)',
    'pick(.a)', 'pick(.[0])', 'pick(.[-1])', 'pick(.a.b)', 'pick(.[1]?)', 'pick(first(.[]?))',
    '.[2:-1] = ["x"]', '.[-1:] |= map(. * 2)?', '.[1:] = []', '.[:1] += ["y"]',
    '.[5:7] = [0]', '.[-10:] |= length?', 'try (.[1:] |= 3) catch .', 'keys? // "nokeys"',
    'try keys catch .', 'length', 'try (.[0] = 1) catch .', 'try (.a = 1) catch .',
    '.a? = 1', '[.[]?] | length', '[..] | length', 'tostream', '[tostream] | fromstream(.[])',
    '[truncate_stream(1; tostream)]', 'path(.a[0]?)', '[path(..)]', 'to_entries? | length',
    'try (to_entries | from_entries) catch .', 'getpath(["a"]) |= 5', 'try (.[0] |= empty) catch .',
    '(.. | select(type == "number")) |= . + 1', 'walk(if type == "number" then -. else . end)',
    '[splits("b")?]', 'has(0)?', 'try has("a") catch .', 'try has(0) catch .', 'in({"a":1})?',
    'try in([1]) catch .', '[.[]?, .a?] | length', 'map_values(. // 0)?', 'try map_values(1) catch .',
    'try add catch .', 'try flatten catch .', 'try reverse catch .', 'try sort catch .',
    'try min catch .', 'try unique catch .', 'try first catch .', 'try last catch .',
    'try implode catch .', 'try explode catch .', 'try ascii_downcase catch .',
    'try tojson catch .', 'tojson | fromjson', 'try (. + 1) catch .', 'try (. - 1) catch .',
    'try (. * 2) catch .', 'try (. / 2) catch .', 'try (. % 2) catch .', 'try (1 - .) catch .',
    'try (. + "s") catch .', 'try (. + []) catch .', 'try (. + {}) catch .', 'try (. - []) catch .',
    'try (. * {}) catch .', 'try (. / "a") catch .', 'try (-.) catch .', 'try join(",") catch .',
    'try test("a") catch .', 'try ltrimstr("a") catch .', 'try startswith("a") catch .',
    'try endswith("a") catch .', 'try split(",") catch .', 'try tonumber catch .',
    'try @csv catch .', 'try @tsv catch .', 'try @sh catch .', 'try @base64d catch .',
    'try @base32d catch .', 'try @uri catch .', 'try @html catch .', 'try utf8bytelength catch .',
    'try (keys[0] |= 1) catch .', 'try todate catch .', 'try fromdate catch .', 'try mktime catch .',
    'try gmtime catch .', 'try strftime("%Y") catch .', 'try splits("a") catch .',
    'try ascii catch .', 'try tostring catch .', 'try combinations catch .', 'try transpose catch .',
    'try to_entries catch .', 'try with_entries(.) catch .', 'try paths catch .',
    'try getpath(["a"]) catch .', 'try indices(1) catch .', 'try index("a") catch .',
    'try inside("abc") catch .', 'try contains("a") catch .', 'try contains([1]) catch .',
    'try contains({}) catch .', 'try any catch .', 'try all catch .', 'try isempty(.[]) catch .',
    'try error catch .', 'try error(.) catch .', 'try (error(.) // 1) catch .', '[.[]?] | tojson',
    'try ltrimstr(.) catch .', 'try (.[] = 1) catch .', 'try (.[] |= . + 1) catch .',
    'try floor catch .', 'try sqrt catch .', 'try abs catch .', 'try significand catch .',
    'try tojson | length catch .', 'try min_by(.) catch .', 'try group_by(.) catch .',
    'try @base32 catch .', 'try @base64 catch .', 'try @json catch .', 'try @text catch .',
    'try trim catch .', 'try ltrimstr(1) catch .', 'try splits(null) catch .', 'try ascii_upcase catch .',
    'try getpath(["a",0]) catch .', 'try paths(..) catch .', 'try leaf_paths catch .',
    'try to_entries[0].key catch .', 'try range(.) catch .', 'try limit(.; 1, 2) catch .',
    'try (.[.]) catch .', 'try .[1:2] catch .', 'try .["a":] catch .', 'try halt_error catch .',
], ANY)
# The same programs raise errors uncaught: jq's stderr names the input's line.
grid("uncaught", [
    '. + 1', '. - 1', '. * 2', '. / 2', '. % 2', '. + "s"', '. + []', '. + {}', '. - []', '-.',
    'implode', 'explode', 'keys', 'length', 'tonumber', 'join(",")', 'test("a")', 'ltrimstr(1)',
    '.[0]', '.a', '.[0] = 1', '.a = 1', 'keys[0] |= 1', 'to_entries', 'from_entries', 'add',
    'sort', 'reverse', 'has("a")', 'has(0)', '@csv', '@tsv', '@sh', '@base64d', 'fromjson',
    'todate', 'mktime', 'gmtime', 'strftime("%Y")', 'error', 'error(null)', 'error({a:1})',
    'getpath(["a", 0])', 'setpath([0]; 1)', 'delpaths([[0]])', 'splits("a")', 'ascii',
    '.[] += 1', 'tojson | . - 1', 'utf8bytelength', 'combinations', 'contains("a")', 'flatten',
    'min_by(.a)', 'range(.)', 'indices(",")', 'inside([])', 'ltrimstr("a") | . + 1',
], ANY)

# Arrays.
grid("arrays", [
    '.[1,2]', '[.[1,2]]', '.[-1]', '.[-9]', '.[1.5]', '.[1e300]', '.[-1e300]', '.[nan]?',
    'try .[nan] catch .', '.[2:-1]', '.[-2:]', '.[:-1] | length', '.[1:1]', '.[1e300:]',
    '.[:nan]?', '.[infinite:]?', '.[2:-1] = ["x"]', '.[-1:] |= map(tostring)',
    '.[-1:] = []', 'del(.[1,2])', 'del(.[0, -1])', 'del(.[-2:])', 'del(.[:2], .[0])',
    'del(.[] | select(. == 1))', 'to_entries', 'with_entries(.key += 1)',
    'with_entries(select(.key > 0))', 'getpath([-1])', 'setpath([-1]; "z")', 'try setpath([-9]; 0) catch .',
    'delpaths([[-1], [0]])', 'delpaths([[1, 0]])?', 'pick(.[2])', 'pick(.[-1])?',
    'try pick(.[-1]) catch .', 'pick(.[0], .[2])', '[paths(numbers)]', '[paths(arrays)]',
    '[limit(0; .[])]', '[limit(-1; .[])]', '[limit(1.5; .[])]', '[limit(2; .[], error)]',
    'first(.[])?', '[first(.[]), last(.[])]?', 'nth(1)?', '[nth(1; .[])]', 'try nth(-1; .[]) catch .',
    '[nth(10; .[])]', 'last', '[until(length < 2; .[1:])]', '[.[] | numbers] | until(. == [] or .[0] > 2; .[1:])',
    '[while(length > 0; .[1:])]', '[repeat(.[1:]; 3)]?', '[limit(3; repeat(.))] | length',
    '[range(length)]', '[range(0; length; 2)]', '[range(length; 0; -1)]', '[range(0; 1; 0.3)]',
    '[range(1; 0; -0.25)]', '[range(0; 3; 0)] | length?', '[limit(3; range(0; 3; 0))]',
    '[range(-1; -3; -1)]', '[range(0.5; 3)]', '[range(3; 0)]', '[range(1; 2; -1)]',
    'min_by(.)', 'max_by(.)', 'unique_by(type)', 'group_by(type)', 'sort_by(type)',
    'min_by(type)', 'max_by(type)', 'sort_by(-(numbers // 0))?', 'group_by(. == null)',
    'unique_by(length?)', 'sort', 'unique', '[sort[] | type]', 'indices(1)', 'indices([1,2])',
    'indices([])', 'index(1)', 'rindex(1)', 'index([1])', 'indices("a")?', 'inside([1,2,3,4,5,null,false])',
    'contains([1])', 'contains([[1]])', 'contains([])', 'flatten(1)', 'flatten(0)',
    'try flatten(-1) catch .', 'combinations?', '[combinations]?', 'transpose?', 'add',
    'add / length?', 'join("-")?', 'tostring', 'tojson', '@json', '@text', '@csv?', '@tsv?', '@sh?',
    'map(type)', 'map(tojson)', '[.[] | tostring]', 'reverse', 'any', 'all', 'isempty(.[])',
    'IN(1)', '[.[] | IN(1, "a")]', 'INDEX(tostring)?', 'to_entries | map(.key)', 'keys',
    'has(0)', 'has(-1)', 'has(1.5)?', 'map(has(0)?)', 'walk(if type == "array" then reverse else . end)',
    'reduce .[] as $x (0; . + 1)', 'reduce .[] as $x ([]; . + [$x, $x])',
    'reduce .[] as [$a] (null; . + [$a])?', '[foreach .[] as $x (0; . + 1; [$x, .])]',
    '[foreach .[] as $x (0; . + 1, . + 10)]', 'reduce .[] as $x (0; ., 1)',
    'reduce empty as $x (.; 1)', '[foreach .[] as $x (.; empty)]', 'reduce .[] as $x (.; empty)',
    '[.[] as [$a, $b] | {a: $a, b: $b}]', '[.[] as {a: $a} ?// [$a] ?// $a | $a]',
    '[.[] as [$a] ?// $a | $a]', '[.[] as {$a} ?// [$a] | $a]?', '. as [$a, $b, {c: $c}] | [$a, $b, $c]',
    '[label $out | .[] | if . == 3 then break $out else . end]',
    '[label $a | label $b | .[] | if . == 2 then break $b elif . == 4 then break $a else . end]',
    '[path(limit(2; .[]))]', '[path(first(.[]))]?', '[path(.[] | select(. == 1))]', '[path(last)]?',
    'path(getpath([0]))', '[paths(..) | getpath([0])?]', 'getpath(paths) // "n"',
    '[.[] | getpath([0])?]', '.[length]', '.[length - 1]', 'tostream | select(length == 2)',
    'fromstream(tostream)', '[tostream] | length', '[truncate_stream(1; tostream)]',
    '[1 | truncate_stream([[0], 1], [[1, 0], 2], [[1, 0]], [[1]])]',
    'splits("a")?', 'implode?', 'try implode catch .', 'map(. * 2?)', 'map(try (. * 2) catch "e")',
    '. - [1]', '. - [null, 1]', '. + [[]]', '.[1:] + .[:1]', '. == (. | sort)', '. < [1]',
    '[.[] | . < 1]', 'map(select(. != null))', 'map(values)', 'map(scalars)', 'map(iterables)',
    '[.[] | booleans]', '[.[] | nulls]', '[.[] | objects]', 'map(length?)', 'getpath([0, 0])?',
    'try getpath([0, "a"]) catch .', 'try getpath(["a"]) catch .', 'setpath([0, "x"]; 1)?',
    'try setpath([0, "x"]; 1) catch .', 'try setpath(["x"]; 1) catch .', 'to_entries[-1]?',
    'del(.[length])', 'delpaths([[100]])', 'delpaths([])', 'delpaths([[0], [1], [2]])',
    'try delpaths([["a"]]) catch .', 'try delpaths(0) catch .', 'try del(.a) catch .',
    '.[1:] |= reverse', '.[:-1] |= map(-(numbers // 0))?', '.[1:3] |= [length]', '.[1:3] |= empty?',
    'try (.[1:3] |= empty) catch .', 'try (.[1:3] = null) catch .', '.[10] = 1 | length',
    'try (.[-10] |= 1) catch .', '.[0] |= empty', '.[1] |= empty', '(.[0], .[1]) |= empty?',
    'del(.[0], .[1])', 'to_entries | from_entries?', 'with_entries(.value = .key)',
    'limit(1; .[] | select(. == null))?', 'first(.[] | numbers)?', 'isvalid(.[0])?', 'getpath([0.9])',
    'getpath([-0.5])', '.[-0.5]', '.[0.99]', 'has(3)', 'has(5)', '.[3:2]', '.[-1:-2]', '.[:0]',
], ARR)

# Objects.
grid("objects", [
    'to_entries', 'with_entries(.key |= ascii_upcase)', 'with_entries(select(.value != null))',
    'with_entries(.key = "k")', 'with_entries(.value += 1)?', 'try with_entries(.key = 1) catch .',
    'try with_entries(.key = null) catch .', 'try with_entries(.key = true) catch .',
    'with_entries(.key |= tostring)', 'from_entries?', 'to_entries | from_entries',
    '[{key: "a", value: 1}, {k: "b", v: 2}, {name: "c", value: 3}, {key: null, value: 4}, {key: false}] | from_entries?',
    'try ([{key: 1, value: 2}] | from_entries) catch .', 'try ([{key: {}}] | from_entries) catch .',
    'try ([[1]] | from_entries) catch .', 'del(.a)', 'del(.a.b)', 'del(.a.b[0])', 'del(.a, .d)',
    'del(.[])', 'del(.x)', 'del(..|nulls)?', 'del(.. | select(. == null))', 'delpaths([["a","b"]])',
    'delpaths([["a"], ["a", "b"]])', 'delpaths([["a","b",-1]])?', 'try delpaths([[0]]) catch .',
    'getpath(["a","b",1])', 'getpath(["a","b","x"])?', 'try getpath(["a","b","x"]) catch .',
    'getpath(["z", 0, "y"])', 'setpath(["a","b",5]; 1)?', 'setpath(["z","y"]; 1)', 'setpath([]; null)',
    'try setpath(["a",0]; 1) catch .', 'pick(.a)', 'pick(.a.b)', 'pick(.a.b[1])?', 'pick(.z.y)',
    'pick(.a, .d)', 'try pick(.a.b[-1]) catch .', 'pick(..)?', '[paths]', '[paths(type == "null")]',
    '[leaf_paths]', '[paths(..)] == [paths]', '[paths | join(".")?]', '[paths | map(tostring) | join("/")]',
    'keys', 'keys_unsorted', '[.[]]', 'to_entries | map(.key)', 'map_values(tostring)', 'map_values(empty)',
    'map_values(., .)', 'map(type)?', 'add?', 'length', '.a += 1?', '.a //= 5', '.z //= 5', '.a |= not',
    '.["a"]', '."a"', '.a?.b?', '.a.b?[1]?', '.a["b"]?', 'try .a.b catch .', '."$__loc__"', '.[""]?',
    '{a, d}?', '{(keys[]): 1}?', '{a: .a?} + {b: 1}', '. * {a: {x: 1}}', '. * {a: null}',
    '. + {a: 2}', 'try (. - {a: 1}) catch .', '. == {}', '. < {"a": 0}', '[. , {}] | sort',
    'has("a")', 'has("")', 'try has(0) catch .', 'in({"a": 1})?', '[keys[] | in({"a": 1})]',
    'contains({a: 1})', 'contains({})', 'inside({"a":1, "b":2, "c":[], "d": "xy"})', 'tojson',
    'tostring', '@json', '@text', '@html', 'try @csv catch .', 'tostream', '[tostream] | fromstream(.[])',
    'fromstream(tostream | select(length == 2) | .[0] |= .[1:])?', '[truncate_stream(1; tostream)]',
    'walk(if type == "object" then with_entries(.key |= "_" + .) else . end)',
    'walk(if type == "object" then del(.a) else . end)', 'walk(numbers |= . + 1)?',
    '[.. | scalars]', '[.. | iterables | length]', '[..] | length', 'reduce to_entries[] as {$key, $value} ({}; .[$key + "!"] = $value)',
    'with_entries(.value |= length?)', 'to_entries | sort_by(.key) | map(.value)', 'keys - ["a"]',
    'reduce paths as $p (.; setpath($p; 0))?', '[paths as $p | getpath($p)]', 'getpath(["a"]) as [$x] ?// $x | $x',
    '. as {a: $x} | $x', '. as {a: {b: [$x, $y]}} ?// {a: $x} | [$x, $y]', '. as {$a, $d} | [$a, $d]',
    '. as {"a": $x, $d} | [$x, $d]', '. as {("a", "d"): $x} | $x', '[. as {a: $x} ?// [$x] | $x]',
    '. as {a: $x} ?// {d: $x} | $x', '[.[] as [$x] ?// $x | $x]', '. as [$x] ?// {a: $x} | $x',
    '. as [$a] ?// $a | if ($a | type) == "object" then error("obj") else $a end',
    'try (. as [$a] ?// $a | error("x")) catch .', '[. as [$a] ?// $a | $a | error?]',
    'to_entries | map(select(.key | test("^[a-c]$")))', 'with_entries(select(.key | startswith("a")))',
    '.a.b |= (.[1:] // [])?', 'del(.a.b[1:])?', '.a.b[1:] = ["q"]?', 'first(.[])?', '[limit(1; .[])]',
    '.. |= (numbers // .)', '(.. | numbers) |= tostring', '[.. | numbers] | add', 'any(.[]; . == null)',
    'all(.[]; . != null)', 'isempty(.[])', '[.[] | type] | unique', 'tojson | fromjson == .',
    '. as $o | keys | map($o[.] | type)', '$__loc__ as $l | {l: $l.line}', 'to_entries[0] // "none"',
    'input_line_number', 'env | has("NOPE_X") ', '[splits("a")?]', 'ascii?', 'getpath([]) == .',
    'path(.a) , path(.a.b?)', '[path(..)] | length', 'paths(objects) | length', 'try path(1) catch .',
    'try path(.a | tostring) catch .', 'path(.a // .d)?', '[path(.a // .z)]', '[path(if .a then .a else .d end)]',
    '[path(.a?, .[0]?)]', '[path(getpath(["a","b"]))]', 'path(first(.a, .d))', 'try path(first(.a, .d) | .x) catch .',
    '[path(.. | select(type == "array"))]', 'paths(type == "array") as $p | getpath($p) | length',
], OBJ)

# Strings and regexes.
grid("strings", [
    'test("a")', 'test("A"; "i")', 'test("a b"; "x")', 'test("^l"; "g")?', 'test("."; "s")', 'test("\\\\d+")',
    'test("é")', 'test("🎉")', 'test("(?i)HELLO")', 'test("\\\\p{L}+")?', 'test("o$")', 'test("^$")',
    '[match("a"; "g") | .offset]', '[match("(a)|(b)"; "g") | .captures | map(.string)]',
    '[match("(?<x>a)(?<y>z)?"; "g") | .captures]', '[match("l+"; "g") | [.offset, .length, .string]]',
    '[match(""; "g") | .offset]', '[match("(?<n>\\\\d)"; "g") | .captures[0].name]',
    'capture("(?<first>\\\\w+)")?', 'capture("(?<a>a)(?<b>x)?")?', '[capture("(?<d>\\\\d)"; "g")]',
    '[capture("(?<l>[a-z])(?<n>\\\\d*)"; "g")]', '[scan("\\\\d")]', '[scan("\\\\d+")]', '[scan("(\\\\w)(\\\\d)")]',
    '[scan("A"; "i")]?', '[scan("")] | length', '[scan("l")]', '[scan("[aeiouéö]")]',
    '[splits(", *")]', '[splits("")]?', '[splits("\\\\d")]', '[splits("A"; "i")]', '[splits("a"; null)]',
    '[splits("a"; "g")]', 'split(", ")', 'split(",")', 'split("")', 'split("a"; "g")', 'split("a"; null)',
    'split("\\\\s+"; null)', 'split(""; null)?', 'sub("a"; "X")', 'gsub("a"; "X")', 'sub("a"; "X"; "g")',
    'gsub("(?<x>[a-z])"; "<\\(.x)>")', 'gsub("(?<x>l)|(?<y>o)"; "[\\(.x)|\\(.y)]")', 'gsub(""; "-")',
    'gsub("^"; ">")', 'gsub("$"; "<")', 'gsub("\\\\s"; "")', 'gsub("(?<d>\\\\d)"; "\\(.d | tonumber + 1)")',
    'sub("(?<a>.)"; "\\(.a)\\(.a)")', '[sub("a"; "x", "y")]', '[gsub("a"; "x", "y")]', 'gsub("A"; "_"; "i")',
    'gsub("[^a-z]"; "")', 'gsub("\\\\p{Lu}"; "_")?', 'sub("$"; "!")', 'gsub("🎉"; ":)")', 'ascii_downcase',
    'ascii_upcase', 'ltrimstr("a")', 'rtrimstr("c")', 'ltrimstr("")', 'ltrimstr("héllo")', 'startswith("")',
    'startswith("a")', 'endswith("c")', 'try startswith(1) catch .', 'try endswith(null) catch .', 'trim',
    'ltrim', 'rtrim', 'explode', 'explode | implode', 'explode | map(. + 1) | implode', 'length',
    'utf8bytelength', 'indices("a")', 'indices("")', 'indices("aa")', 'index("a")', 'rindex("a")',
    'index("")', 'rindex("")', 'indices("bc")', 'inside("xxabcabcxx")', 'contains("")', 'contains("bc")',
    'contains("é")', 'try contains(["a"]) catch .', '.[1:]', '.[-3:]', '.[:-1]', '.[2:1]', '.[1.5:3.5]',
    'try .[0] catch .', '. / ","', '. * 2', '. * 0', '. * -1', '. + "!"', 'tojson', '@json', '@text',
    '@html', '@uri', '@sh', '@base64', '@base64 | @base64d', '@base32', '@base32 | @base32d', '@base32d?',
    '@base64d?', 'try @base64d catch .', 'try @base32d catch .', '[.] | @csv', '[.] | @tsv', '@csv?',
    'tostring', 'ascii?', 'fromjson?', 'try fromjson catch .', 'tonumber?', 'try tonumber catch .',
    'splits("x")', 'ascii_downcase | ascii_upcase == ascii_upcase', 'test("")', '@json "<\\(.)>"',
    '@html "<b>\\(.)</b>"', '@uri "q=\\(.)&r=\\(. | length)"', '@sh "echo \\(.)"', '@base64 "\\(.)\\(.)"',
    '@csv "\\([., .])"', '@tsv "\\([.])"', '@text "\\(@json "\\(.)")"', '"\\(@base64)-\\(@uri)"',
    '@json "\\("\\(.)")"', '"x\\(. as $s | $s | length)y"', 'ascii_downcase | explode | map(select(. < 128)) | implode',
    'test("\\\\bW")', 'test("(?x) a  b c")', '[match("(?<w>\\\\w+)"; "gi").captures[0].string]',
    '[match("[🎉é]"; "g") | .offset]', '[match("ö"; "g") | [.offset, .length]]', 'split("🎉")',
    'sub("(?<a>b)?c"; "[\\(.a)]")', 'gsub("(?<a>b)?c"; "[\\(.a)]")', '[capture("(?<a>b)?c"; "g")]',
    'gsub("\\\\b"; "|")', 'gsub("(?=a)"; "^")?', 'gsub("a*"; "-")', 'sub("^\\\\s+"; "") | sub("\\\\s+$"; "")',
    'splits("\\\\n") | length', 'gsub("\\r"; "")', '[splits("\\r?\\n")]', 'test("\\\\A\\\\z")', 'test("\\\\Aa")',
    'ltrimstr("a") | rtrimstr("c")', 'if startswith("a") then .[1:] else . end', 'ascii_downcase | test("world")',
    'gsub("(?<c>[A-Z])"; "_\\(.c | ascii_downcase)")', '[match("."; "g")] | length', 'test("a"; "gixnsl")?',
    'try test("a"; "q") catch .', 'try test("(") catch .', 'try test("[") catch .', 'try match("a"; 1) catch .',
    'try test(1) catch .', 'try sub(1; "x") catch .', 'try sub("a"; 1) catch .', '[test("a", "b")]',
    '[test("a"; "x", "g")]', 'test("A"; null)?', 'test(["A", "i"])?', 'try test(["a", 1]) catch .',
    '[match(["a", "g"]) | .offset]?', 'try match(["a", "g"]; "i") catch .', 'test("a"; "l")', 'test("a+"; "n")',
    '[match("a+"; "gl") | .length]', '[match("(a)+"; "g") | .captures[0].offset]',
    '[match("(?<n>z)?a"; "g") | .captures[0] | [.offset, .length, .string]]',
    'implode?', 'tojson | fromjson', '@sh | length', 'ascii_upcase | @base32 | @base32d',
], STR)

# Numbers.
grid("numbers", [
    '.', 'tojson', 'tostring', '@text', '@json', '[.] | tojson', '. + 0', '. * 1', '-.', 'abs', 'fabs',
    'floor', 'ceil', 'round', 'trunc?', 'nearbyint', 'rint', 'significand', 'logb', 'gamma', 'lgamma',
    'tgamma', '[frexp]', '[modf]', 'ldexp(.; 2)', 'scalb(.; 2)?', 'exp10?', 'exp2', 'log2', 'log10',
    'sqrt', 'cbrt', 'pow(.; 2)', 'pow(2; .)', '. % 3', 'try (. % 0) catch .', 'try (5 % .) catch .',
    '-7 % .?', 'try (. / 0) catch .', 'try (0 / .) catch .', '. / 3', 'isinfinite', 'isnan', 'isnormal',
    'isvalid(.)?', 'type', 'length', 'tostring | tonumber', 'tojson | fromjson', '[., 1] | max',
    '[., 1] | min', '[., 1] | sort', '[., .] | unique', '. == 1', '. < 0', 'infinite > .', '. == -0',
    '@sh', '@html', '@csv?', '[.] | @csv', '[.] | @tsv', '[.] | @sh', '@base64', '@uri', 'todate?',
    'try todate catch .', 'try gmtime catch .', 'try (gmtime | mktime) catch .', 'try strftime("%Y-%m-%dT%H:%M:%SZ") catch .',
    '[limit(.; 1, 2, 3)]?', 'try ([limit(.; 1, 2, 3)]) catch .', '[.[]?]',
    'try .[0] catch .', 'try implode catch .', '[.] | implode?', 'try ([.] | implode) catch .',
    'ascii?', 'try ascii catch .', 'tostring | length', 'tostring | test("e")', '. as $x | [$x]',
    '{a: .} | .a', '[.] | .[0]', 'getpath([])', 'splits("1")?', 'not', '. and true', '[.] | add',
    '[., .] | add', 'try ([.] | join(",")) catch .', '. * 1000000', '. / 1e300', '-(.)', '1 - .',
    '[.] | tostream', '[paths]', 'tojson | tonumber', '. | tostring | fromjson', 'has(0)?', 'keys?',
    'significand? // "x"', '[drem(.; 3)]?', 'ldexp(.; 1000)', 'frexp | .[0]', '[., -.] | map(tostring)',
    'infinite | . - .', '(infinite | tostring), (-infinite | tojson)', 'nan | tostring', '[nan] | tojson',
    '[nan, .] | sort', '[nan, .] | min', 'nan < .', 'nan > .', '. < nan', '[., nan] | unique',
    '(. / 2) | floor', 'tostring | .[0:3]', 'floor | tostring', '. + 0.1 | tostring', 'toarray?',
    'have_literal_numbers', 'have_decnum', '$__loc__', 'getpath([]) | tojson',
], NUM)

# Dates.
TIMES = ['0', '1', '1425599621', '1425599621.123', '-1', '-86400.5', '253402300799', '1e10',
         '951782400', '4102444800']
grid("dates", [
    'todate', 'gmtime', 'gmtime | todate', 'gmtime | mktime', 'strftime("%A %a %B %b %C %c")',
    'strftime("%D %d %e %F %G %g %H %I %j")', 'strftime("%k %l %M %m %n %p %R %r %S %s")',
    'strftime("%T %t %U %u %V %v %W %w %X %x %Y %y %Z %z %%")', 'strftime("%h")', 'strftime("")',
    'strftime("%Y-%m-%dT%H:%M:%SZ")', 'strftime("[%5Y]")?', 'strftime("%-d")?', 'strftime("%Ec %Oy")?',
    'gmtime | strftime("%s")', 'todate | fromdate', 'todate | strptime("%Y-%m-%dT%H:%M:%SZ")',
    'todate | strptime("%Y-%m-%dT%H:%M:%SZ") | mktime', 'gmtime | .[5] |= . + 1 | mktime',
    'gmtime | .[0] += 100 | mktime', 'gmtime | .[1] = 13 | mktime', 'gmtime | .[2] = 0 | mktime',
    'gmtime | .[1] = -1 | mktime', 'gmtime | map(floor)', 'gmtime | .[5] | floor', 'dateadd("seconds"; 60)?',
    'datesub("seconds"; 60)?', 'date', 'todateiso8601', 'gmtime | todateiso8601?', 'localtime | type',
    'strflocaltime("%Y") | length', 'todate | dateadd("seconds"; 1)?', 'todate | fromdateiso8601',
    '[gmtime[]] | length', 'gmtime | strftime("%j %U %W %V %G")', 'try (gmtime | .[0] = "x" | mktime) catch .',
    'try (gmtime | .[6] = null | mktime) catch .', 'try (todate | strptime("%Y")) catch .',
    'try ([1970] | mktime) catch .', 'try ([] | mktime) catch .', 'try ("x" | mktime) catch .',
    'try ([2000,0,1,0,0,0,0,0] | strftime(1)) catch .', '[2000,0,1,0,0,0.5,0,0] | mktime',
    '[2000,0,1,0,0,0,0,0] | todate', '[2000.9,0.9,1.9,0,0,0,0,0] | mktime', '[1e10,0,1,0,0,0,0,0] | mktime?',
    'try ([1e10,0,1,0,0,0,0,0] | mktime) catch .', '[-5000,0,1,0,0,0,0,0] | mktime?', 'fromdate?',
], TIMES)
grid("strptime", [
    'strptime("%Y-%m-%d")', 'strptime("%Y-%m-%d") | mktime', 'strptime("%Y-%m-%dT%H:%M:%SZ")?',
    'try strptime("%Y-%m-%dT%H:%M:%SZ") catch .', 'try strptime("%d/%m/%Y") catch .',
    'try strptime("%Y-%m-%dT%H:%M:%S%z") catch .', 'try (strptime("%Y-%m-%dT%H:%M:%S%z") | mktime) catch .',
    'try strptime("%Y %j") catch .', 'try strptime("%a, %d %b %Y %T %Z") catch .', 'try strptime("%s") catch .',
    'try fromdate catch .', 'try fromdateiso8601 catch .', 'try (strptime("%Y-%m-%d") | todate) catch .',
    'try strptime("%H:%M") catch .', 'try strptime("%e %B %Y") catch .', 'try strptime("%y%m%d") catch .',
    'try dateadd("seconds"; 1) catch .', 'try strptime("%Y-%m-%d %H:%M:%S %Z") catch .',
], ['"2015-03-05"', '"2015-03-05T23:51:47Z"', '"2015-03-05T23:51:47+0100"', '"05/03/2015"',
    '"2015 064"', '"Thu, 05 Mar 2015 23:51:47 GMT"', '"1425599621"', '"2015-02-29"', '"23:59"',
    '" 5 March 2015"', '"150305"', '"2015-13-45"', '"2015-03-05 01:02:03 UTC"', '"1900-01-01"',
    '"2038-01-19T03:14:08Z"', '"0000-01-01T00:00:00Z"'])

# Generators, definitions, control.
each("control", [
    '[limit(0; 1, 2)]', '[limit(-1; 1, 2)]', '[limit(-1; empty)]', '[limit(1; 1, error("x"))]',
    '[limit(2; 1, 2, error("x"))]', 'try [limit(3; 1, 2, error("x"))] catch .', '[limit(0.5; 1, 2)]',
    '[limit(1.5; 1, 2, 3)]', '[limit(nan; 1, 2)]?', '[limit(infinite; 1, 2)]', '[first(range(10; 0; -3))]',
    '[last(range(10; 0; -3))]', 'nth(2; range(10; 0; -3))', 'try nth(-1; 1, 2) catch .', '[nth(0; empty)]',
    'first(empty)', '[range(0; 1; 0.25)]', '[range(1; 0; -0.25)]', '[range(0; -1; -0.3)]', '[range(2; 1)]',
    '[range(0; 10; 3.5)]', '[range(-2)]', '[range(2.5)]', '[range(0.1; 1)]', '[range(1, 2; 3, 4)]',
    '[range(0; 3; 1, 2)]', '[limit(5; range(0; 1; 0))]', '[range(1; 1)]', 
    '[range(0; 3; nan)]?', 'try [range("a")] catch .', 'try [range(0; "a")] catch .',
    '[1 | until(. > 100; . * 2)]', '[0 | until(true; error)]', '[1 | while(. < 50; . * 3)]',
    '[1 | while(false; .)]', '[1 | repeat(. * 2; . < 10)]?', '[limit(5; 1 | repeat(. * 2))]',
    '[limit(4; [1] | repeat(. + [.[-1] + 1]))] | map(length)',
    '[1, 2 | until(. > 5; . + 3)]', '[range(3) | until(. >= 2; . + 1)]', 'try (0 | until(. > 3; error("u"))) catch .',
    '[recurse(if . < 3 then . + 1 else empty end)]', '[2 | recurse(. * .; . < 100)]', '[{a: [1]} | recurse]',
    '[[1, [2]] | recurse(.[]?; . != 2)]?', '[[[1]] | .. ]', 'def f: def g: 3; g * 2; f', 'def f(x): x * 2; f(1, 2)',
    'def f($a; $b): $a - $b; [f(5; 1, 2)]', 'def f(g): [g, g]; f(1, 2)', 'def f: 1; def f: 2; f',
    'def f: 1; def g: f; def f: 2; g', 'def f(x): x; def f: 0; [f, f(1)]', 'def fac: if . <= 1 then 1 else . * (. - 1 | fac) end; 10 | fac',
    'def fib: if . < 2 then . else (. - 1 | fib) + (. - 2 | fib) end; [range(10) | fib]',
    'def f($x): $x as $y | def g: $y + $x; g; f(3)', 'def f(a): def g: a; [g, (10 | g)]; 5 | f(. + 1)',
    'def ack(m; n): if m == 0 then n + 1 elif n == 0 then ack(m - 1; 1) else ack(m - 1; ack(m; n - 1)) end; ack(2; 2)',
    'def f: reduce .[] as $x (0; . + $x); [1, 2, 3] | f', 'def r: if . > 0 then . - 1 | r else "done" end; 1000 | r',
    'def f(g): def h: g; h; 1 | f(. + 1)', '. as $x | def f: $x; 5 | f', 'def f($f): $f | f; 1?',
    'def map(f): "shadow"; [1] | map(. + 1)', 'def length: 42; "abc" | length', 'def empty: 1; [empty]',
    'def f: .; def g(f): f; 3 | g(. * 2)', '[limit(3; def f: ., (. + 1 | f); 0 | f)]',
    'reduce range(5) as $x (0; . + $x, . * $x)', 'reduce range(3) as $x ([]; . + [$x], . + ["b"])',
    '[foreach range(5) as $x (0; . + $x, . - $x)]', '[foreach range(3) as $x (0; . + 1; ., -.)]',
    '[foreach range(3) as $x ({}; .[$x | tostring] = $x; keys)]', 'reduce range(3) as $x (null; empty)',
    '[foreach (1, 2) as $x (0; empty; .)]', 'reduce (1, 2) as [$a] (0; . + 1)?', '[foreach [1, [2]][] as [$a] (0; . + 1; $a)]?',
    'reduce ([1, 2], [3, 4]) as [$a, $b] (0; . + $a * $b)', '[foreach ({a: 1}, {a: 2}) as {$a} (0; . + $a)]',
    '[label $f | range(10) | ., (select(. == 3) | break $f)]', '[label $a | 1, (label $b | 2, break $a, 3), 4]',
    '[label $a | label $b | 1, break $b, 2], 3', '[label $x | [label $y | 1, break $x] ]', 'label $f | try break $f catch .',
    '[range(5) | label $s | if . % 2 == 0 then break $s else . end]', 'try (break $x) catch .',
    'first(range(10; 0; -1))', '[isempty(empty), isempty(1, error("x"))]', 'isempty(error("x"))?',
    'try error catch .', 'try error(null) catch .', 'try error({a: 1}) catch .a', '[.[]?]',
    'try (1, error("x"), 3) catch .', '[(1, 2) | try (if . == 1 then error("e") else . end) catch "c"]',
    '(try error("\\u0000") catch .) | length', 'try error([1]) catch (. | length)', 'error(null)?',
    '[try error catch .]', 'try (null | error) catch .', '"x" as $x | try error($x) catch ($x + .)',
    '.a as $x | $x', '[1, 2] as [$a, $b, $c] | [$a, $b, $c]', '{} as {a: $a} | $a', '[[1]] as [[$a]] | $a',
    '[1] as [$a] ?// $a | $a', '{"a": 1} as [$a] ?// {a: $a} | $a', '1 as [$a] ?// {a: $a} ?// $a | $a',
    '[[1, 2], {"a": 3}, 4] | .[] as [$a, $b] ?// {a: $a} ?// $a | [$a, $b]',
    '[[3] | .[] as [$a] ?// $a | if $a == 3 then error("3") else $a end]?',
    '[[[3]] | .[] as [$a] ?// $a | if ($a | type) == "array" then error("arr") else $a end]',
    'try ({} as [$a] ?// [$b] | $a) catch .', '[[1, 2] | . as [$a] ?// [$a, $b] | [$a, $b]]',
    '[1 | . as $x ?// $y | [$x, $y]]?', '$__loc__', '{a: $__loc__}', '[$__loc__, $__loc__.file]',
    'input_line_number', '[inputs]', 'try input catch .', '[limit(0; inputs)]', 'input_filename',
    '$ENV | type', 'env | type', 'env | has("PATH")', '$ENV.NOT_SET_ANYWHERE', '[env | keys[] | select(. == "NOT_SET")]',
    'builtins | length > 100', '"splits" as $b | builtins | map(select(startswith($b))) | sort',
    '[splits("a"; null)]?', '"abc" | [splits("b"; null)]', 'null | [splits("a")?]', 'try (null | splits("a")) catch .',
    'getpath(["a", 0, "b"])', 'null | getpath([1e300])', 'null | setpath([1e3]; 1) | length',
    'try (null | setpath([-1]; 1)) catch .', 'try ([] | setpath([-1]; 1)) catch .', '[] | .[-1]',
    'try ([] | .[-1] = 1) catch .', '[1] | .[-1] = 2', '[1, 2] | .[-2] |= . + 10', 'null | .[2] = 1',
    'null | .[-0] = 1', 'null | .a.b.c = 1', 'null | .[1:3] = ["x"]', 'null | .[1:] = [1]',
    'try ({} | .[1:] = 1) catch .', '"abc" | try (.[1:] = "x") catch .', '[1,2,3] | .[1:] = "x"?',
    'try ([1,2,3] | .[1:] = "x") catch .', '[1,2,3] | .[nan:] = ["x"]?', '[1,2,3] | .[:nan] = ["x"]?',
    '[1,2,3] | .[1.5:2.5] = ["x"]', '[1,2,3] | del(.[1.5:])', '[1,2,3] | .[-1.5:] |= ["x"]',
    '[0,1,2,3,4] | del(.[0, 2, 4])', '[0,1,2,3,4] | del(.[-1, 0])', '[0,1,2,3,4] | del(.[1:3], .[0])',
    '[0,1,2,3,4] | delpaths([[1], [1], [3]])', '[0,1,2,3,4] | to_entries | map(select(.key % 2 == 0)) | map(.value)',
    '[[0,1],[2,3]] | del(.[][0])', '[[0,1],[2,3]] | del(.[0][0], .[1][1])', '{"a":[1,2,3]} | del(.a[0,2])',
    '{"a":[1,2,3]} | .a[1:] |= map(. * 10)', '{"a":[1,2,3]} | .a[-1:] = []', '{"a":[1,2,3]} | pick(.a[1])',
    '[1,[2,3]] | pick(.[1][0])', '{"a":1,"b":{"c":2,"d":3}} | pick(.b.c, .a)', 'null | pick(.a)', 'null | pick(.[1])',
    'try ([1] | pick(.[-1])) catch .', 'try ("a" | pick(.a)) catch .', '[1,2] | pick(first(.[]))',
    '{"a":1} | to_entries[0] | keys', '{"b":1,"a":2} | to_entries | map(.key)', '{} | with_entries(.)',
    '[[1,2],[3]] | getpath([0,1], [1,1], [2,0])', '{"a":[1]} | [paths(..)]', '[[]] | [paths]', '[{}] | [leaf_paths]',
    '{"a":{"b":1}} | getpath(["a","b","c"])?', 'try ({"a":{"b":1}} | getpath(["a","b","c"])) catch .',
    'try ({"a":"x"} | getpath(["a",0])) catch .', 'try ([1] | getpath(["a"])) catch .', '{"a":[]} | getpath(["a",1e300])',
    '[1] | getpath([1e300])', '[1] | .[1e300]', '[1] | .[-1e300]', '[1] | try .[nan] catch .', '[1] | .[nan]?',
    '[1,2] | try .[infinite] catch .', '[1,2] | .[-infinite]?', 
    '[1,2] | try (.[-1e300] = 1) catch .', '[1,2] | try del(.[1e300]) catch .', '[1,2] | has(1e300)', '[1,2] | has(-1)',
    '[1,2] | try has(nan) catch .', '{} | paths', '[limit(3; paths)]', 'infinite | tostring', '-infinite | tostring',
    'nan | tostring', 'nan < nan', 'nan > nan', 'nan == nan', '[nan] | sort', '[nan, 1, nan, -1] | sort',
    '[nan, null] | sort', '[1, nan] | unique', '[nan] | group_by(.)', '-0 | tostring', '-0 | tojson', '[-0] | tostring',
    '0 * -1', '-0 + 0', '-0 - 0', '-(0)', '[-0, 0] | unique', '1 / 0 | tostring?', 'try (1 / 0) catch .',
    'try (0 / 0) catch .', 'try (1 % 0) catch .', '-5 % 3', '5 % -3', '-5 % -3', '5.5 % 2', '-5.5 % 2',
    '1e300 % 7', '100000000000000000000 % 7', '7 % 1e300', '(-1e300) % 7', 'try (5 % 0.5) catch .', '5 % 1.5',
    '9007199254740993 % 2', '-9223372036854775808 % 3', '9223372036854775807 % 10', '1e19 % 10', 'try (1 % nan) catch .',
    'nan % 2', 'infinite % 2', 'try (2 % infinite) catch .', '[.1 + .2, 1e-7, 1e21, 1e22] | tojson',
    '1e1000 | tojson', '-1e1000', '[1e1000] | tostring', '1.000 | tojson', '100000000000000000000 | tostring',
    '3.0e-5 | tojson', '3.0e-5', '1.5e-7', '[1.000, -0, 3.0e-5]', '0.0', '-0.0 | tojson', '1E-2', '1.0E+2', '10e0',
    '0e10', '-0e0', '1e-400', '-1e-400 | tostring', '123456789012345678901234567890 | tojson', '1.23456789012345678901234567890',
    '[100000000000000000000 | . + 0, tostring]', '100000000000000000000 == 100000000000000000001',
    '100000000000000000000 < 100000000000000000001', '[100000000000000000001, 100000000000000000000] | sort',
    '{"a": 1.000} | .a', '{"a": 1.000} | .a += 0', '[1.000] | .[0]', '[1.000] | first', '1.000 as $x | $x',
    '1.000 | [.] | tojson', '[1.000, 1] | unique', '1.000 | floor', '1.10 | tostring', '-1.10', '[-1.10] | tojson',
], args=("-nc",))

# Formats and interpolation on mixed values.
grid("formats", [
    '@text', '@json', '@html', '@uri', '@csv?', '@tsv?', '@sh?', '@base64', '@base32', '@base64d?', '@base32d?',
    'try @csv catch .', 'try @tsv catch .', 'try @sh catch .', 'try @base64d catch .', 'try @base32d catch .',
    '@json "v=\\(.)"', '@html "<\\(.)>"', '@uri "u=\\(.)"', '@sh "s \\(.)"?', '@base64 "\\(.)"', '@base32 "\\(.)"',
    '@text "\\(.) \\(. | type)"', '"\\(.)"', '"\\(tojson)"', '"a\\(@json)b"', '"\\(@html "\\(.)")"',
    '@json "\\(@json "\\(.)")"', '@uri "\\(.)\\(@uri)"', '[.] | @csv?', '[.] | @tsv?', '[.] | @sh?',
    '[., .] | @csv?', '[., .] | @tsv?', 'try ([.] | @csv) catch .', 'try ([.] | @tsv) catch .',
    'try ([.] | @sh) catch .', '@base64d? | @base64?', 'tojson | @base64 | @base64d | fromjson',
    'tostring | @base32 | @base32d', '@format "json"?', 'try @format "bogus" catch .', '@text | length',
], ['null', 'true', '1.5', '-0', '1e1000', '"a b\'c\\"d"', '"<&>"', '"é/🎉?x=1&y"', '"\\u0000\\t\\n"',
    '[1,"a",null,true]', '{"a":1}', '["x,y","q\\"r",1.5,false]', '"YWJj"', '"YWJ"', '"YQ"', '"Y==="', '"!@#"',
    '"MFRGG==="', '"MFRGG"', '"mfrgg==="', '"A"', '"====="', '"12345678"'])

# Sorting, grouping, comparison on mixed types and ties.
MIXED = ['[null,true,false,0,-1,"a","B","",[],[0],{},{"a":1},{"a":0,"b":0}]', '[1,1.0,1.000,"1",[1]]',
         '[{"k":1,"v":"a"},{"k":0,"v":"b"},{"k":1,"v":"c"},{"v":"d"},{"k":null,"v":"e"}]',
         '[[2,1],[1,2],[1],[],[1,2,3]]', '[{"b":1},{"a":2},{"a":1,"b":1},{"a":1}]', '["é","e","f","É","ê","z"]',
         '[3,-0,0,-1e1000,1e1000,0.5]']
grid("sorting", [
    'sort', 'unique', 'reverse', 'min', 'max', 'group_by(.)', 'sort_by(type)', 'sort_by(.k?)', 'sort_by(.k?; .v?)',
    'sort_by(length?)', 'group_by(.k?)', 'unique_by(.k?)', 'min_by(.k?)', 'max_by(.k?)', 'min_by(length?)',
    'max_by(length?)', 'unique_by(length?)', 'group_by(type) | map(length)', 'sort_by(.v?) | map(.v?)',
    'sort_by(-(.k? // 0)?)?', '[.[] | tojson] | sort', 'map(type)', '[.[] | [.] | inside(.)]?', 'sort == (sort | sort)',
    '[.[] as $a | .[] as $b | ($a < $b)] | map(select(.)) | length', '. as $x | [range(length)] | sort_by($x[.]) ',
    'to_entries | sort_by(.value) | map(.key)', 'to_entries | group_by(.value | type) | map(map(.key))',
    '[.[] | tostring] | sort', 'unique | length', 'map([.] | tojson) | unique | length', 'min_by(type), max_by(type)',
    'sort_by(.a?, .b?)?', 'index(1)?', 'rindex(1)?', 'indices(1)?', 'index([1])', 'contains([{}])?', 'inside(.)',
    'flatten', 'add?', 'try add catch .', 'map(length?)', 'combinations? | length', 'transpose?', '[limit(3; combinations?)]',
    'walk(if type == "array" then sort else . end)', 'tostream | select(length == 2) | .[1]', 'any', 'all',
    'map(. == 1)', 'map(. < "a")', 'map(. > [])', 'map(. >= {})', 'group_by(. == null or . == false)',
], MIXED)

# Unicode and escapes.
grid("unicode", [
    'ascii_downcase', 'ascii_upcase', 'explode', 'length', 'utf8bytelength', 'tojson', '@json', 'inside("xÀÉÎõüß🎉y")',
    'contains("É")', 'contains("é")', 'test("é"; "i")', 'test("É"; "i")', '[match("."; "g").length]', 'split("")',
    '.[1:3]', 'indices("🎉")', 'index("ß")', 'ltrimstr("À")', 'sub("(?<x>\\\\p{Lu})"; "\\(.x | ascii_downcase)")?',
    '@uri', '@html', '@base64', '@base32', '@sh', '[.] | @csv', 'explode | implode == .', 'explode | map(. + 1) | implode',
], ['"ÀÉÎõüß"', '"🎉"', '"\\ud83c\\udf89x"', '"a\\u00e9"', '"e\\u0301"', '"ǅ"', '"İ"', '"Ωω"', '"\\u2028\\u2029"',
    '"\\ufeffbom"', '"\\u007f"'], ("-c",))
grid("unicode -a", ['.', 'tojson', '[., .]', '{(.): .}', 'explode', 'ascii_downcase'],
     ['"ÀÉÎõüß"', '"🎉"', '"\\u007f\\u0080"', '"\\u0000"', '"\\ud800"', '"\\udc00x"', '"a\\ud83c"'], ("-ac",))
each("implode", [
    '[1114111] | implode | explode', 'try ([1114112] | implode) catch .', 'try ([55296] | implode) catch .',
    'try ([57343] | implode) catch .', 'try ([-1] | implode) catch .', 'try ([0] | implode) catch .',
    'try ([55357, 56832] | implode) catch .', 'try ([1.5] | implode) catch .', 'try ([1e300] | implode) catch .',
    'try ([nan] | implode) catch .', 'try (["a"] | implode) catch .', 'try ([[]] | implode) catch .',
    'try ({} | implode) catch .', 'try (null | implode) catch .', 'try (1 | implode) catch .', '[65, 66.9] | implode',
    'try ([65, null] | implode) catch .', 'try ([-0] | implode) catch .', '[127, 128, 2047, 2048, 65535, 65536] | implode | utf8bytelength',
    '[0] | implode | length', '[0] | implode | tojson',
])

# Command-line forms not in the other corpora.
for opts in (["--indent", "0"], ["--indent", "1"], ["--indent", "2"], ["--indent", "3"], ["--indent", "4"],
             ["--indent", "5"], ["--indent", "6"], ["--indent", "7"], ["--tab"], ["-S"], ["-S", "-c"], ["-j"],
             ["-r"], ["-a"], ["-a", "-r"], ["--raw-output0"], ["-c", "--tab"], ["--tab", "--indent", "3"],
             ["--indent", "3", "--tab"], ["-S", "--tab"], ["-rS"], ["-jS"], ["-c", "-a", "-S"]):
    for p, inp in [(".", '{"z":[{"y":1,"x":[]},{}],"é":"\\u0001\\u007f🎉","a":[[],{"b":null}]}'),
                   (".[]", '["a\\u0000b", [1, [2]], {"b": {"d": 1, "c": 2}}, "x\\ny", -0, 1.000]'),
                   ("tostring, tojson, @text", '{"b":[1,{"d":1,"c":2}],"a":"é"}'),
                   (".[] | (., tojson)", '[[], {}, [[]], [{}], {"a": []}]'),
                   ("keys_unsorted, to_entries", '{"b": 1, "a": 2}')]:
        C.append({"name": "opts %s %s" % (" ".join(opts), p), "args": opts + [p], "input": inp})
for flag in (["-e"], ["--exit-status"], ["-e", "-n"], ["-e", "-c"]):
    for p, inp in [(".", "false"), (".", "null"), (".", "0"), (".", "1\nnull"), (".", "null\n1"), ("empty", "1"),
                   (".[]", "[1, false]"), (".[]", "[false, 1]"), (".[]", "[]"), ("error", '"x"'), (".a", "{}"),
                   ("halt", "null"), ("halt_error", '"x"'), ("try error catch false", "1"), ("(1, null) | select(.)", "1"),
                   ("., error", "1"), ("first(false, 1)", "1"), ("not", "true")]:
        C.append({"name": "exit %s %s on %s" % (" ".join(flag), p, inp), "args": flag + [p], "input": inp})
for p in ['halt_error', 'halt_error(0)', 'halt_error(1)', 'halt_error(2)', 'halt_error(5)', 'halt_error(255)',
          'halt_error(-2)', 'try halt_error(3) catch "caught"', '"x\\n" | halt_error', '"x" | halt_error',
          '{"a": "é"} | halt_error', '[1, "a"] | halt_error(7)', 'null | halt_error', '1.5 | halt_error',
          '"a\\u0000b" | halt_error', 'try halt_error("x") catch .', 'try halt_error(null) catch .', '1, halt, 2',
          '1, halt_error, 2', 'halt_error(1e300)?', 'try halt_error(nan) catch .', '"" | halt_error', '"\\n" | halt_error(4)']:
    for inp in ('"msg"', '{"b": 2}'):
        C.append({"name": "halt %s on %s" % (p, inp), "args": ["-c", p], "input": inp})
STREAMS = ['{"a":[1,{"b":2}],"c":"x"}', '[]', '{}', '3', '[[[]]]', '[1,[2,[3]]]\n{"x":null}']
for p in ['.', 'select(length == 2)', '.[0] | length', 'fromstream(.)?', '[., input]?', 'input_line_number']:
    for inp in STREAMS:
        C.append({"name": "stream %s on %s" % (p, inp), "args": ["-c", "--stream", p], "input": inp})
for p in ['fromstream(inputs)', '[inputs]', 'fromstream(1 | truncate_stream(inputs))',
          'fromstream(inputs | select(length == 2) | .[0] |= .[1:])?', '[inputs | select(length == 2)] | length',
          'reduce inputs as $e (0; . + 1)', 'fromstream(inputs | (.[0] |= map(tostring)))?', 'input', '[limit(2; inputs)]']:
    for inp in STREAMS:
        C.append({"name": "stream -n %s on %s" % (p, inp), "args": ["-nc", "--stream", p], "input": inp})
for p in ['[inputs]', 'input', '[input, input]', 'try [input, input, input, input] catch .', '[., input]',
          'first(inputs)', '[inputs | input_line_number]', 'input_line_number', '[limit(1; inputs), input]',
          'reduce inputs as $x (0; . + $x)', 'foreach inputs as $x (0; . + $x)', '[inputs] | add',
          'try (input | error) catch .', '[., (inputs | . * 2)]', 'label $f | inputs | if . > 1 then ., break $f else . end',
          'isempty(inputs)', '[inputs][1:]', 'def f: input; [f, f]', '[repeat(input; true)]?', '[limit(2; repeat(input))]']:
    for flags in (["-nc"], ["-c"], ["-nRc"], ["-sc"]):
        C.append({"name": "input %s %s" % (" ".join(flags), p), "args": flags + [p], "input": "1\n2\n3\n"})
for p in ['.', '[.]', 'tojson', '@sh', '. + "\\u0000"', 'explode', '"a\\u0000b", "c"', '1, "x"', '[1, "a"]',
          '{"a": "\\u0000"}', 'empty', 'null', 'halt_error']:
    for fl in (["--raw-output0"], ["-r"], ["-j"], ["-rj"], ["--raw-output0", "-j"]):
        C.append({"name": "raw %s %s" % (" ".join(fl), p), "args": fl + [p], "input": '"a\\u0000b"\n"x"\n'})
for p in ['$__loc__', '{a: $__loc__.line}', '"\\($__loc__.line)"', '1 as $x | $__loc__',
          'def f: $__loc__; f', 'try error($__loc__) catch .line', '[$__loc__][0].file']:
    C.append({"name": "loc multi-line %s" % p, "args": ["-nc", "\n\n" + p], "input": ""})
for p in ['env.PATH | type', '$ENV.PATH == env.PATH', 'env | length > 0', '[$ENV | keys[] | select(. == "JQWIDE_X")]',
          '$ENV.JQWIDE_X', 'env.JQWIDE_X // "unset"', '$ENV | .JQWIDE_X |= "y" | .JQWIDE_X']:
    C.append({"name": "env %s" % p, "args": ["-nc", p], "input": ""})

# Paths of every kind of filter, and assignments with several outputs.
grid("path exprs", [
    '[path(..)]', '[path(.a[]?.b?)]', '[path(.[]?)]', 'try path(1) catch .', 'try path(.a + 1) catch .',
    'try [path(tostring)] catch .', '[path(if .a then .a else .b end)]?', '[path(.a | select(. != null))]?',
    '[path(first(.a?, .b?))]', '[path(limit(1; .[]?))]', '[path(limit(0; .[]?))]', '[path(.a // .b)]?',
    '[path(getpath(["x", "y"]))]', '[path(getpath([0, 1]))]?', '[path(try .a catch .)]?', '[path(.a?, .b?) ]',
    '[path(empty)]', '[path(recurse)]', '[path(recurse(.[]?; . != null))]', '[paths(type == "string")]',
    'try getpath("a") catch .', 'try getpath([[]]) catch .', 'try setpath("a"; 1) catch .', 'try delpaths([1]) catch .',
    'try delpaths(["a"]) catch .', 'try paths(error) catch .', '[paths(true)] == [paths]', '[paths(false)]',
    'del(limit(1; .[]?))', 'del(first(.[]? | select(. != null)))?', 'del(.[]?, .a?)?', 'del(..)?', 'del(.)',
    'to_entries? |= map(.)', '.[]? += 1', 'try (.[] += 1) catch .', '.. |= .', '(..|numbers) += 1',
    '.a? //= 3', 'try (.a //= 3) catch .', '.a? |= (., 1)', 'try (.[0] |= (1, 2)) catch .', '.[]? |= empty',
    'try ((.a, .b) = (1, 2)) catch .', '[(.a, .b)? = (1, 2)]', 'try (.a += (1, 2)) catch .', '[.[]? |= . + 1]',
    '. as $d | [paths] | map(. as $p | $d | getpath($p)) | length', 'try (getpath(["a"]) += 1) catch .',
    'reduce (paths? // empty) as $p (.; delpaths([$p]))', '[leaf_paths] | length', 'tostream | tojson',
    '[tostream] | fromstream(.[])?', 'fromstream(tostream)', '[1 | truncate_stream(tostream)]?',
    'try [truncate_stream(-1; tostream)] catch .', '[truncate_stream(0; tostream)] | length',
    'try fromstream(1) catch .', 'try fromstream([1]) catch .', 'try fromstream(["a", 1]) catch .',
    '[fromstream([[0], 1], [[0]])]', '[fromstream([["a"], 1], [["a"]], [[], 2])]', 'getpath([]) | type',
    'try (to_entries | map(.key) | .[0] |= 1 | from_entries) catch .', 'with_entries(.)? | length?',
    'pick(.a?)?', 'try pick(.[]) catch .', 'try pick(.a[]) catch .', 'try pick(empty) catch .', 'pick(.x.y.z)?',
], ANY)
each("assign", [
    '{} | .a += (1, 2)', '{"a":1} | .a |= (., . + 1)', '[1,2,3] | .[] |= empty', '[1,2,3,4,5] | .[] |= select(. % 2 == 0)',
    '{"a":1,"b":2} | .[] |= empty', '{"a":1,"b":2} | map_values(empty)', '[1,2] | .[1:] |= empty?',
    '{"a":[1,2]} | .a[] |= . * 2', '{"a":[1,2]} | .a[1:] |= [9]', '[[1,2],[3]] | .[][0] |= . + 10',
    '{"a":{"b":1}} | .a.b as $x | .a.c = $x', '{"a":1} | .b = .a', '{"a":1} | .b |= .a', '{"a":1} | .a = (.a, .a + 1)',
    '[1] | .[0] = empty', '[1] | [.[0] = (2, 3)]', '{"a":1} | (.a, .b) |= . // 0', '{} | .a.b.c |= 5',
    'null | .[0].a = 1', 'null | .a[1] = 1', '[] | .[3] = 1', '{} | .["a","b"] = 1', '[1,2,3] | .[1,2] = 9',
    '[1,2,3] | (.[0], .[-1]) |= -.', '{"a":null} | .a //= 5', '{"a":false} | .a //= 5', '{"a":0} | .a //= 5',
    '[1, null, 2] | .[] //= 0', '{"a": 1} | .a -= 1 | .a *= 3 | .a /= 2', '{"a": 7} | .a %= 3', '{"a": "x"} | .a *= 2',
    'try ({"a": "x"} | .a -= 1) catch .', '{"a":[1]} | .a += [2]', '{"a":{"b":1}} | .a += {"c":2}', '{"a":{"b":1}} | .a *= {"b":{"c":1}}',
    '[3,1,2] | sort_by(.) |= map(. * 2)?', 'try ([3,1,2] | sort |= map(. * 2)) catch .', 'try (1 as $x | $x = 2) catch .',
    'def inc(p): p |= . + 1; {"a": 1} | inc(.a)', 'def f: .a; {"a": 1} | f |= 5', '{"a": 1} | getpath(["a"]) |= . + 1',
    '{"a": [1,2,3]} | .a |= map(select(. > 1))', '{"a": [1,2,3]} | del(.a[] | select(. > 1))', '{"a": [1,2,3]} | .a - [2]',
    '[[1,2],[3,4]] | map(.[0]) as $f | $f', '[{"a":1},{"a":2}] | map(.a) |= . ', 'try ([{"a":1}] | map(.a) |= 1) catch .',
    '{"a":1} | to_entries[0].value |= . + 1?', 'try ({"a":1} | to_entries[0].value |= . + 1) catch .',
    '{"a":1,"b":2} | with_entries(.value += 1)', '{"a":1,"b":2} | with_entries(select(.key == "b"))', '{} | .a.b |= . + 1',
    'reduce range(3) as $i ([]; .[$i] = $i * 2)', 'reduce range(3) as $i ({}; .["k\($i)"] = $i)', '[limit(3; repeat(1))] | .[1] = 5',
    '{"a":[{"b":1},{"b":2}]} | .a[].b |= tostring', '{"a":[{"b":1},{"b":2}]} | [.a[] | .b] = [9]?', '{"a":1} | .a as $v | {b: $v} * .',
    '{"posts":[{"title":"a","author":"x"},{"title":"b","author":"y"}],"realnames":{"x":"X"}} | .realnames as $names | .posts[] | {title, author: ($names[.author] // .author)}',
    '[{"k":"a","v":1},{"k":"b","v":2}] | map({(.k): .v}) | add', '[{"k":"a","v":1},{"k":"a","v":2}] | group_by(.k) | map({key: .[0].k, value: map(.v)}) | from_entries',
    '{"a":{"b":{"c":1}}} | [paths(scalars) | join(".")]', '{"a":{"b":{"c":1}}} | [leaf_paths as $p | {($p | map(tostring) | join("_")): getpath($p)}] | add',
    '{"a":[1,{"b":2}]} | [paths as $p | [$p, getpath($p)]]', '{"a":1,"b":{"c":2}} | [to_entries[] | select(.value | type == "object")] | from_entries',
    '{"user":{"name":"x","roles":["a","b"]}} | .user | "\(.name) has \(.roles | length) roles: \(.roles | join(", "))"',
    '[{"name":"a","v":3},{"name":"b","v":1}] | sort_by(.v) | first.name', '[{"name":"a","v":3},{"name":"b","v":1}] | max_by(.v) | .name',
    '[1,[2,[3,[4]]]] | flatten(2)', '[1,[2,[3,[4]]]] | [.. | numbers]', '[1,[2,[3,[4]]]] | getpath([1,1,1,0])',
    '{"a":"1","b":"x"} | map_values(tonumber? // .)', '{"a":"1","b":"x"} | with_entries(.value |= (tonumber? // "NaN"))',
    '"a-b-c" | split("-") | .[1:] | join("-")', '"2024-03-05T10:20:30Z" | fromdate | todate', '"2024-03-05T10:20:30Z" | fromdate | strftime("%A, %B %d, %Y")',
    '"10:20" | strptime("%H:%M") | mktime', '1700000000 | gmtime | mktime', '1700000000.5 | todate', '1700000000 | strftime("%s %z %Z")',
    '[1700000000, 0] | map(todate)', 'now | type', 'now | . > 1700000000', '"1 Jan 2024" | strptime("%d %b %Y") | todate',
    '"2024-02-30" | try (strptime("%Y-%m-%d") | todate) catch .', '"2024-366" | try (strptime("%Y-%j") | mktime) catch .',
    '[.[]?] | length', '$__loc__.file', 'splits("a")?', '"a,b, c" | [splits(", *"; null)]', '"abc" | [splits("")]',
    '"aaa" | [match("a*?"; "g") | .offset]', '"aaa" | gsub("a*?"; "-")', '"abc" | gsub("(?<x>)"; "[\(.x)]")',
    '"héllo" | [match("(?<v>[aeioué])"; "g") | .captures[0] | {name, string, offset}]', '"xAx" | ascii_downcase | test("a")',
    '"test" | test("T"; "xi")', '"a\nb" | [match("^b"; "g")] | length', '"a\nb" | [match("^."; "gs")] | length', '"AbC" | [scan("[a-z]"; "i")]',
    '"foo bar foo" | [match("foo"; "g") | .offset] | length', '"foo bar" | capture("(?<a>\\w+) (?<b>\\w+)") | .b', '"x" | capture("(?<a>y)?")',
    '"aXbX" | sub("(?<l>[a-z])X"; "\(.l | ascii_upcase)"; "g")', '"abc" | sub("b"; "\(.)")?', '"abc" | [sub("(?<x>b)"; "1\(.x)", "2\(.x)")]',
    '"a.b*c" | split(".")', '"a.b*c" | [splits("\\.")]', '"a1b2" | [scan("[0-9]") | tonumber] | add', '"ab" | test("(?<!a)b")',
], args=("-nc",))

names = {}
for c in C:
    n = names[c["name"]] = names.get(c["name"], 0) + 1
    if n > 1:
        c["name"] += " #%d" % n
    print(json.dumps(c, ensure_ascii=False))
