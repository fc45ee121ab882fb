#!/usr/bin/env python3
"""Prints the `random` corpus: seeded random jq programs over random JSON inputs, for a
differential campaign of `signalbox jq` against jq 1.7.1 (issue 44).

The programs are mostly well formed and loosely type-directed: a random path (`.a`, `.[n]`,
`.[a:b]`, `.[]`, `..`, `?`) or generator (`,`, `range`, `limit`, `first`, `until`,
`recurse`, `paths`, `getpath/setpath/delpaths`, `to_entries/with_entries`) feeds a random
builtin of the input's kind (strings: `split/join/ltrimstr/ascii_downcase/explode/implode`,
the regex builtins with flags, the `@` formats and interpolation with formats; numbers:
`floor sqrt pow log exp significand frexp ldexp modf trunc round nearbyint`, `tostring`
and `tojson` of big, tiny, negative-zero, 17-digit and long literals, `infinite`, `nan`
and sort orders with nan; objects: `keys has in del pick add * to_entries`; arrays:
`sort_by group_by unique_by min_by max_by flatten indices index rindex inside contains
transpose combinations`; streams: `tostream fromstream truncate_stream`; dates:
`strftime strptime mktime gmtime todate fromdate dateadd`, run with TZ=UTC), joined by
assignments (`=`, `|=`, `+=`, `//=` on complex paths), `reduce`/`foreach` of 2 and 3
clauses, `label`/`break`, `try`/`catch`, `error`, `//`, `as` destructuring with `?//`,
`def` with filter and `$` parameters and recursion, `input`/`inputs`. Each input is a row
of three to five random JSON texts (nested, non-ASCII, escapes, numbers of every kind,
duplicate keys), so one case is one program over several inputs.

Usage: random.py [SEED] [COUNT] > random.jsonl; differential.py record random.jsonl (adds
jq 1.7.1's answers). Programs jq 1.7.1 crashes on or runs for ever on are kept out by
construction: no unbounded generator outside `limit`/`first`, indices below 100, a
`strftime` format that is always a string, `implode` only of `explode`'s code points.
"""
import json
import random
import sys

SEED = int(sys.argv[1]) if len(sys.argv) > 1 else 44
COUNT = int(sys.argv[2]) if len(sys.argv) > 2 else 2000
R = random.Random(SEED)


def pick(*xs):
    return R.choice(xs)


# ---- random JSON text -------------------------------------------------------------------

NUMBER_TEXTS = ['0', '-0', '1', '-1', '2', '3', '10', '0.5', '-2.5', '1.000', '3.0e-5', '1e3',
                '1E+2', '1e300', '-1e300', '1e1000', '-1e1000', '5e-324', '1e-400',
                '0.1', '0.30000000000000004', '123456789012345678', '100000000000000000001',
                '9007199254740993', '1.7976931348623157e308', '12345678901234567890123',
                '-0.0', '0.00001', '3.141592653589793', '2.5e-3', '42', '7', '-7.75']
WORDS = ['a', 'b', 'c', 'ab', 'abc', '', 'A', 'Hello, World', 'héllo', 'wörld', '🎉', 'x y',
         'a,b', 'a\tb', 'line1\nline2', '"q"', 'back\\slash', 'ß', 'İ', 'ÅÄÖ', 'a1b22c333',
         '2015-03-05T23:51:47Z', '1', '-2.5', 'nan', 'true', '  pad  ', 'aGVsbG8=',
         'NBSWY3DP', 'x=1&y=2', '<b>&amp;</b>', "it's", 'foo bar baz', 'AbC', '\u0000x',
         '\u001f', '\u2028', 'e\u0301', 'k', 'key', 'a.b', '[1]']
KEYS = ['a', 'b', 'c', 'k', 'key', 'é', '', 'x y', '0', 'A', 'name', 'value']


def jstring(s):
    text = json.dumps(s, ensure_ascii=R.random() < 0.3)
    if R.random() < 0.1:
        text = text.replace('/', '\\/')
    return text


def jvalue(depth=0):
    r = R.random()
    if depth > 3 or r < 0.45:
        kind = pick('num', 'num', 'str', 'str', 'null', 'bool')
        if kind == 'num':
            return pick(*NUMBER_TEXTS) if R.random() < 0.6 else str(R.randint(-20, 20))
        if kind == 'str':
            return jstring(pick(*WORDS))
        if kind == 'null':
            return 'null'
        return pick('true', 'false')
    if r < 0.75:
        n = R.randint(0, 5)
        return '[' + ','.join(jvalue(depth + 1) for _ in range(n)) + ']'
    n = R.randint(0, 4)
    keys = [pick(*KEYS) for _ in range(n)]  # duplicates happen
    return '{' + ','.join('%s:%s' % (jstring(k), jvalue(depth + 1)) for k in keys) + '}'


def inputs():
    return ''.join(jvalue() + pick('\n', '\n', ' ') for _ in range(R.randint(3, 5)))


# ---- random programs --------------------------------------------------------------------

def lit_num():
    return pick('0', '1', '2', '3', '-1', '-2', '0.5', '1.5', '-0', '10', '1e3', '1.000',
                '100000000000000000001', '3.0e-5', '1e1000', '-1e1000', '0.1',
                '12345678901234567', '5e-324', 'infinite', '-infinite', 'nan', '(0.1 + 0.2)',
                '1e-400', '17.0', '9007199254740993')


def lit_str():
    return json.dumps(pick(*WORDS), ensure_ascii=R.random() < 0.5)


def lit_key():
    return pick(*KEYS)


def field():
    k = lit_key()
    if k.isidentifier() and R.random() < 0.7:
        return '.' + k
    return '.[%s]' % json.dumps(k, ensure_ascii=False)


def small_int():
    return str(R.choice([0, 1, 2, 3, -1, -2, 5, 10]))


def path_step():
    r = R.random()
    if r < 0.35:
        return field()[1:] if R.random() < 0.0 else field()
    if r < 0.55:
        return '.[%s]' % pick(small_int(), small_int(), '1.5', '-0.5', 'null')
    if r < 0.7:
        a = pick(small_int(), '', 'null', '1.2')
        b = pick(small_int(), '', 'null', '-1')
        if a == '' and b == '':
            b = '2'
        return '.[%s:%s]' % (a, b)
    if r < 0.85:
        return '.[]'
    return '..' if R.random() < 0.3 else '.[]?'


def path(n=None):
    n = n if n is not None else R.randint(1, 3)
    steps = []
    for _ in range(n):
        s = path_step()
        if s == '..' and steps:
            s = '| ..'
        if R.random() < 0.2 and not s.endswith('?') and s != '..' and s != '| ..':
            s += '?'
        steps.append(s)
    text = ''.join(steps) if not any(s.startswith('|') for s in steps) else ' '.join(steps)
    return text.replace('..[', '.. | .[').replace('...', '.. | .').replace('..?', '..')


def simple_path():
    """A path without `..` or `?`, usable on the left of an assignment."""
    parts = []
    for _ in range(R.randint(1, 3)):
        r = R.random()
        if r < 0.45:
            parts.append(field())
        elif r < 0.7:
            parts.append('.[%s]' % small_int())
        elif r < 0.85:
            parts.append('.[]')
        else:
            parts.append('.[%s:%s]' % (pick('1', '', '0', '-2'), pick('2', '', '-1', '5')))
    return ''.join(parts)


STRING_FNS = [
    'ascii_downcase', 'ascii_upcase', 'explode', 'explode | implode', 'length', 'utf8bytelength',
    'split(",")', 'split("")', 'split("a")', 'split(", *"; null)', 'split("[ab]"; "g")',
    'ltrimstr("a")', 'rtrimstr("c")', 'ltrimstr("")', 'startswith("a")', 'endswith("b")',
    'test("a")', 'test("A"; "i")', 'test("^\\\\w+$")', 'test("a.c"; "x")', '[match("a|b"; "g")]',
    '[match("(?<x>[a-z])(\\\\d)?"; "g")]', 'capture("(?<first>\\\\w)(?<rest>\\\\w*)")',
    '[scan("[aeiou]")]', '[scan("(a)(b)?")]', 'sub("a"; "X")', 'gsub("[aeiou]"; "_")',
    'gsub("(?<c>[a-z])"; "<\\(.c)>")', 'sub("^"; ">")', 'gsub(""; "-")', 'gsub("\\\\s+"; " "; "g")',
    '[splits(", *")]', '[splits("a"; "gi")]', 'ascii_downcase | explode | map(. + 1) | implode',
    '@csv?', '@text', '@json', '@html', '@uri', '@sh', '@base64', '@base64d', '@base32',
    '@base32d', 'tojson', 'fromjson?', 'tonumber?', 'ascii?', 'indices("a")', 'index("b")',
    'rindex("a")', '.[1:3]', '.[-2:]', 'trim?', 'ltrimstr("x") | rtrimstr("y")',
    '"<\\(.)>"', '@base64 "v=\\(.)"', '@uri "q=\\(.)&r=\\(. | length)"', '@sh "echo \\(.)"',
    '@json "j:\\(.)"', '@html "<p>\\(.)</p>"', '@csv "\\([., 1])"', '@tsv "\\([., "t"])"',
    'split("") | reverse | join("")', '. * 2?', '. / ","', 'ascii_downcase | test("abc")',
    'tostring', 'inside("abcdef")', 'contains("a")', 'strptime("%Y-%m-%dT%H:%M:%SZ")?',
    'fromdate?', '[limit(3; splits(""))]', 'test(""; "g")', 'sub("(?<a>.)"; "\\(.a)\\(.a)"; "g")',
]
NUMBER_FNS = [
    'floor', 'ceil', 'sqrt', 'pow(.; 2)', 'pow(2; .)', 'log', 'log2', 'log10', 'exp', 'exp10',
    'significand', 'frexp', 'ldexp(.; 3)', 'scalb(.; 2)?', 'modf', 'trunc', 'round', 'nearbyint',
    'rint', 'fabs', 'tostring', 'tojson', '. + 1', '. - 0.5', '. * 3', '. / 7', '. % 3', '-.',
    'isinfinite', 'isnan', 'isnormal', 'isvalid(1 / .)?', '[., 1] | max', 'tostring | tonumber',
    'todate?', 'gmtime?', 'gmtime | mktime?', 'gmtime | todate?', 'strftime("%Y-%m-%dT%H:%M:%SZ")?',
    'strftime("%A, %B %d, %Y %j %e")?', 'dateadd("seconds"; 60)?', 'infinite > .', '. == nan',
    '[., nan] | sort', 'fabs | log10 | floor?', 'logb', 'gamma', 'cbrt', 'exp2', 'drem(.; 3)?',
    'tostring | length', '@text', '@json', 'ltrimstr("1")', 'abs?', 'significand | tojson',
    '. as $x | [range(0; 3)] | map(. * $x)', 'ldexp(1; .)?', 'frexp | .[0] * pow(2; .[1])',
    'trunc | tostring', 'modf | map(tostring)', 'type', '[limit(3; range(.))]?',
    'tojson | fromjson', 'splits("x")?',
]
ARRAY_FNS = [
    'sort', 'sort_by(type)', 'sort_by(.a?)', 'sort_by(length?; type)', 'group_by(type)',
    'group_by(. == null)', 'unique', 'unique_by(type)', 'unique_by(length?)', 'min', 'max',
    'min_by(type)', 'max_by(tostring)', 'flatten', 'flatten(1)', 'flatten(0)', 'add', 'any',
    'all', 'reverse', 'length', 'indices(1)', 'indices([1,2])', 'index(null)', 'rindex(1)',
    'inside([1,2,3,"a",null,[1]])', 'contains([1])', 'contains(["a"])', 'transpose?',
    '[combinations]?', '[limit(5; combinations(2))]', 'first', 'last', 'first(.[])',
    'last(.[])?', 'nth(1)', '[.[] | type]', 'map(tojson)', 'map(type) | unique', 'to_entries',
    'from_entries?', 'with_entries(.value |= tojson)', '[paths]', '[leaf_paths]', 'keys',
    'has(0)', 'has(3)', 'del(.[0])', 'del(.[1:])', 'del(.[0, 2])', 'del(.[-1])', '.[1:] = ["x"]',
    '.[2:4] |= reverse?', '.[-1:] += [9]', 'join(",")?', 'join("-")?', 'min_by(.)',
    'tostream', '[tostream]', 'fromstream(tostream)', '[truncate_stream(1; tostream)]',
    'getpath([0, "a"])?', 'setpath([0, 1]; 5)?', 'delpaths([[0], [1]])', 'pick(.[1])?',
    'IN(.[]; 1, 2)', 'map(select(. != null))', '.[[1]]?', 'bsearch(1)', 'splits("a")?',
    'tojson', '@csv?', '@tsv?', '@sh?', 'walk(if type == "number" then . + 1 else . end)',
    'any(. == 1)', 'all(type == "number")', 'input_line_number', 'map(tostring)', 'env | type',
    '[.[] | numbers]', '[.[] | strings]', '[.[] | iterables]', '[.[] | scalars]', 'add / length?',
    'sort | .[length / 2]?', '. - [1, null]', '. + [1]', 'map(. * 2?)', '[.[]?] | sort_by(-.)?',
]
OBJECT_FNS = [
    'keys', 'keys_unsorted', 'has("a")', 'has("")', 'in({"a": 1})?', 'del(.a)', 'del(.a, .b)',
    'del(.[])', 'pick(.a)', 'pick(.a.b)?', 'pick(.a, .c)', 'add', 'to_entries', 'with_entries(select(.value != null))',
    'with_entries(.key |= ascii_upcase)', 'from_entries?', '. * {"a": {"z": 1}}', '. * .',
    '. + {"b": 2}', 'map_values(type)', 'map_values(empty)', 'map(type)', '[.[]] | length',
    'length', 'tojson', 'tostring', '[paths]', '[paths(type == "number")]', '[leaf_paths]',
    'getpath(["a", 0])?', 'getpath(["a", "b"])?', 'setpath(["a", "b"]; 1)?', 'delpaths([["a"], ["b"]])',
    'to_entries | map("\\(.key)=\\(.value)") | join("&")', 'with_entries(.value |= tostring)',
    '[tostream]', 'fromstream(tostream)', '. == {}', 'contains({a: 1})?', 'inside({"a": 1, "b": 2})?',
    'splits("a")?', 'any', 'all', 'walk(if type == "object" then del(.a) else . end)',
    '@json', '@html', '@text', '@base64', 'env.HOME | type', '$__loc__', 'input_filename',
    '.a // "none"', '.a //= 5', '.b += 1?', 'to_entries | sort_by(.key) | from_entries',
    '[splits("x")?]', 'objects | keys', 'del(..|select(. == null))?', '[..] | length',
]
ANY_FNS = ['type', 'length?', 'tojson', 'tostring', 'not', '[.]', '{a: .}', '[..]', '[paths]',
           'tostream', '[tostream] | fromstream(.[])', 'add?', 'keys?', 'utf8bytelength?',
           'ascii_downcase?', 'floor?', '. == null', '. < 1', '. > "a"', 'values', 'nulls',
           'booleans', 'scalars', 'iterables', 'arrays', 'objects', '[.[]?]', 'isvalid(.a)?',
           'getpath(["a", 0])?', 'try getpath(["a", 0]) catch .', 'try error catch .',
           'try error("x") catch .', 'try error({a: 1}) catch .a', '@text', '@json',
           'tojson | fromjson', 'infinite', 'nan | isnan', '[nan] | tojson', 
           'splits("a")?', 'ltrimstr("a")', 'rtrimstr("a")', 'startswith("a")?', 'significand?',
           'input_line_number', 'halt_error?', 'getpath([])', 'paths?',
           'with_entries(.)?', 'to_entries?', 'has("a")?', 'has(0)?', 'first(.[]?)', 'isinfinite?']


def fn_for(kind):
    return pick(*{'str': STRING_FNS, 'num': NUMBER_FNS, 'arr': ARRAY_FNS,
                  'obj': OBJECT_FNS, 'any': ANY_FNS}[kind])


def guarded(kind):
    sel = {'str': 'strings', 'num': 'numbers', 'arr': 'arrays', 'obj': 'objects', 'any': '.'}[kind]
    return sel


def leaf():
    kind = pick('str', 'num', 'arr', 'obj', 'any', 'any')
    fn = fn_for(kind)
    r = R.random()
    if r < 0.3:
        return '(%s | %s | %s)' % (path(), guarded(kind), fn)
    if r < 0.5:
        return fn
    if r < 0.65:
        return 'try (%s) catch .' % fn
    if r < 0.8:
        return '[%s | %s]' % (path(), fn)
    return '(%s)?' % fn


def literal():
    r = R.random()
    if r < 0.4:
        return lit_num()
    if r < 0.7:
        return lit_str()
    if r < 0.8:
        return pick('null', 'true', 'false', '[]', '{}')
    if r < 0.9:
        return '[%s, %s]' % (lit_num(), lit_str())
    return '{"%s": %s}' % (lit_key(), lit_num())


def gen(depth=0):
    if depth > 3:
        return pick(leaf, path, literal, literal)()
    d = depth + 1
    r = R.randint(0, 46)
    g = lambda: gen(d)  # noqa: E731
    if r == 0:
        return '%s | %s' % (g(), g())
    if r == 1:
        return '%s, %s' % (g(), g())
    if r == 2:
        return '[%s]' % g()
    if r == 3:
        return '{%s: %s, "%s": (%s)}' % (lit_key(), path(1), lit_key(), g())
    if r == 4:
        src = pick('repeat(.)', 'recurse', '.[]?', 'range(10)', 'recurse(.[]?; . != null)', g())
        n = pick('0', '1', '3', '-1') if src not in ('repeat(.)', 'recurse') else pick('0', '1', '3')
        return '[limit(%s; %s)]' % (n, src)
    if r == 5:
        return '[first(%s)?]' % g()
    if r == 6:
        return '[range(%s; %s; %s)]' % (pick('0', '1', '-2', '0.5'), pick('5', '3', '-3', '2.5'),
                                        pick('1', '2', '-1', '0.5', '0'))
    if r == 7:
        return '[range(%s)]' % pick('3', '0', '-1', '2.5', '1, 2')
    if r == 8:
        return '[.,0] | until(.[1] >= %s; [%s, .[1] + 1]) | .[0]' % (
            pick('0', '2', '3'), pick('.[0]', '(.[0] | tojson)', '[.[0]]', '(.[0] | length?)'))
    if r == 9:
        return '[recurse(if type == "array" then .[] else empty end)]'
    if r == 10:
        return '[paths(%s)]' % pick('type == "number"', '. == null', 'true', 'scalars', 'arrays')
    if r == 11:
        return pick('getpath(%s)?', 'try getpath(%s) catch .', '[paths] as $p | getpath($p[%s[0] // 0] // [])?') % (
            pick('["a",0]', '[0,"a"]', '[]', '["a","b"]', '[1]', '[-1]', '[null]', '[0,0,0]'))
    if r == 12:
        return 'try setpath(%s; %s) catch .' % (pick('["a",0]', '[0]', '["a"]', '[-1]', '[1,"x"]', '[]'),
                                              literal())
    if r == 13:
        return 'try delpaths(%s) catch .' % pick('[["a"]]', '[[0],[1]]', '[[-1]]', '[[]]',
                                                 '[["a",0]]', '[[0,"a"],[0]]')
    if r == 14:
        return 'try (%s) catch .' % pick('to_entries', 'with_entries(.value |= [.])',
                                         'to_entries | from_entries', 'with_entries(select(.key != "a"))')
    if r == 15:
        return 'try (%s %s %s) catch .' % (simple_path(), pick('=', '|=', '+=', '-=', '*=', '//=', '|='),
                                           pick(literal(), path(1), '. + 1?', 'tostring', 'empty',
                                                'length?', '[.]', g()))
    if r == 16:
        return '(%s) %s %s' % (simple_path(), pick('|=', '=', '//='), literal())
    if r == 17:
        return 'reduce %s as $x (%s; %s)' % (pick('.[]?', 'range(5)', path(), '(1, 2, 3)'),
                                             pick('0', '[]', 'null', '{}', '.'),
                                             pick('. + $x?', '. + [$x]', '[., $x]', '$x', 'empty',
                                                  'setpath([$x | tostring]; 1)?', '.[$x|tostring] = 1?'))
    if r == 18:
        return '[foreach %s as $x (%s; %s%s)]' % (
            pick('.[]?', 'range(5)', '(1, null, "a")', path()), pick('0', '[]', 'null'),
            pick('. + 1', '. + [$x]', '[$x, .]', 'empty', '(., .)'),
            pick('', '; [$x, .]', '; .', '; empty', '; select(. != null)'))
    if r == 19:
        return '[label $out | %s | if %s then ., break $out else . end]' % (
            pick('.[]?', 'range(10)', 'recurse', path()), pick('type == "number"', 'true', '. == null', 'length? > 1'))
    if r == 20:
        return 'try (%s) catch %s' % (g(), pick('.', 'type', 'tostring', '"caught"', 'error'))
    if r == 21:
        return 'try error(%s) catch .' % literal()
    if r == 22:
        return '%s // %s' % (g(), g())
    if r == 23:
        return '. as [$a, $b] | [$a, $b]'
    if r == 24:
        return '. as {a: $a, $b, "c": [$c]} ?// [$a, $b, $c] ?// $a | [$a, $b, $c]'
    if r == 25:
        return '.[]? as [$a] ?// {a: $a} ?// $a | [$a | %s]' % pick('type', 'tojson', 'length?', '. + 1?')
    if r == 26:
        return 'def f: %s; [f, (f | f?)]' % g()
    if r == 27:
        return 'def f(g): [g, g]; f(%s)' % g()
    if r == 28:
        return 'def f($n): if $n <= 0 then [] else [$n] + f($n - 1) end; f(%s)' % pick('3', '0', '-1', '2.5')
    if r == 29:
        return 'def r: if type == "array" then map(r) elif type == "object" then map_values(r) else %s end; r' % (
            pick('type', 'tojson', '. + 1?', 'tostring', '[.]', 'length?'))
    if r == 30:
        return 'def f(a; $b): a + $b; [f(%s; %s)?]' % (literal(), literal())
    if r == 31:
        return '"%s\\(%s)%s"' % (pick('x', '', 'é:'), g(), pick('', '!', '🎉'))
    if r == 32:
        return '%s "%s\\(%s)"' % (pick('@csv', '@tsv', '@sh', '@uri', '@html', '@base64', '@base32',
                                      '@json', '@text', '@base64d', '@base32d'), pick('v=', ''), g())
    if r == 33:
        return '[%s] | %s' % (', '.join(literal() for _ in range(R.randint(1, 4))),
                              pick('sort', 'tojson', 'tostring', 'unique', 'min', 'max', 'add?',
                                   'map(tojson)', 'map(tostring)', 'group_by(type)', 'map(. == nan)',
                                   'map(-.)?', 'map(floor)?', 'map(tojson | fromjson)'))
    if r == 34:
        return '%s | %s' % (literal(), pick(*NUMBER_FNS + ANY_FNS))
    if r == 35:
        return '[%s %s %s]' % (literal(), pick('<', '>', '==', '!=', '<=', '+', '-', '*', '/', '%', 'and', 'or'),
                               literal())
    if r == 36:
        return '[inputs | %s]' % pick('type', 'tojson', 'length?', '.a?')
    if r == 37:
        return '[., input?] | %s' % pick('tojson', 'map(type)', 'length')
    if r == 38:
        return '%s | %s' % (pick('"2015-03-05T23:51:47Z"', '"1970-01-02T00:00:00Z"', '1425599507',
                                 '-1', '0', '1e10', '1.5', '"10:15 2024-02-29"'),
                            pick('fromdate?', 'strptime("%Y-%m-%dT%H:%M:%SZ")?', 'todate?',
                                 'gmtime?', 'gmtime | mktime?', 'strptime("%H:%M %Y-%m-%d")?',
                                 'strptime("%Y-%m-%dT%H:%M:%SZ") | mktime?', 'todate | fromdate?',
                                 'strftime("%Y %j %U %a %b %H %I %p %Z %%")?', 'dateadd("seconds"; 3600)?',
                                 'date?', 'gmtime | strftime("%c")?', 'localtime? | mktime?',
                                 'strflocaltime("%Y-%m-%d %H")?', 'gmtime | todate?'))
    if r == 39:
        return '[%s] | %s' % (', '.join(jvalue(2) for _ in range(R.randint(0, 4))),
                              pick(*ARRAY_FNS))
    if r == 40:
        return '%s | %s' % (jvalue(1), pick(*OBJECT_FNS + ARRAY_FNS + STRING_FNS))
    if r == 41:
        return 'tostream | %s' % pick('tojson', 'select(length == 2) | .[0] | length', '.[0][-1]?')
    if r == 42:
        return 'fromstream(%s)' % pick('tostream', 'inputs | tostream', '1 | truncate_stream([[0],1],[[1,0],2],[[1,0]],[[1]])',
                                       '([[0],1], [[0]])', '(tostream | select(length == 2))')
    if r == 43:
        return 'limit(%s; %s)' % (pick('1', '2', '0'), g())
    if r == 44:
        return 'if %s then %s %s end' % (g(), g(), pick('else ' + gen(d), ''))
    if r == 45:
        return '%s as $v | %s' % (g(), pick('$v', '[$v, .]', '$v | tojson', '{$v}', '$v[0]?'))
    return '(%s)' % leaf()


def main():
    seen = set()
    n = 0
    while n < COUNT:
        prog = gen()
        if len(prog) > 400 or prog in seen:
            continue
        seen.add(prog)
        n += 1
        args = ['-c', prog]
        r = R.random()
        if r < 0.05:
            args = ['-nc', prog]
        elif r < 0.08:
            args = ['-cS', prog]
        elif r < 0.1:
            args = ['-r', prog]
        elif r < 0.12:
            args = ['-sc', prog]
        case = {"name": "random %d: %s" % (n, prog), "args": args, "input": inputs()}
        if any(w in prog for w in ('time', 'date', 'strf', 'strp')):
            case["env"] = {"TZ": "UTC"}
        print(json.dumps(case, ensure_ascii=False))


if __name__ == "__main__":
    main()
