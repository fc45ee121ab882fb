#!/usr/bin/env python3
"""Broken filters: valid jq filters mutated (a token deleted, inserted or doubled, a
bracket unbalanced, a bad escape, a keyword as a name, …), each run with `-n` through jq
1.7.1 and `signalbox jq`, their standard error and status compared byte for byte.

Usage: broken.py cases > cases.json                  (the [args, stdin] list, for pin.py)
       broken.py compare [--jq JQ] [--sb SIGNALBOX]  (prints the filters whose answers differ)
The set is fixed (seeded): pin.py cases.json > Fixtures/jq-cases/broken.jsonl records it.
"""
import json
import random
import re
import subprocess
import sys

SEEDS = [
    ".a", ".a.b", ".[0]", ".[]", ".[]?", ".a?", "..", "..|numbers", ".[1:2]", ".\"a b\"",
    "[1,2]", "{a:1,b:2}", "{a, b}", "{$__loc__}", "{\"a\":1}", "{(.k): .v}", "{@base64: 1}",
    "1 + 2 * 3", "-1", ".a // 1", ".a |= . + 1", ".a += 1", "1 as $x | $x",
    ". as [$a, {b: $c}] | $a", ". as [$a] ?// $a | $a", ". as {$a, b: [$c]} | $c",
    "reduce .[] as $x (0; . + $x)", "foreach .[] as $x (0; . + $x; .)",
    "foreach .[] as $x (0; . + $x)", "if . then 1 elif 2 then 3 else 4 end",
    "if . then 1 end", "try error catch .", "try error", "label $out | break $out",
    "def f: 1; f", "def f(g): g; f(1)", "def f($a): $a; f(1)", "def f(a; $b): a + $b; f(1;2)",
    "\"a\\(1)b\"", "@base64 \"x\\(.)\"", "@json", "\"\\u00e9\\n\"", "$__loc__",
    ".and", "{if:1}", ".then", "{and: 1, or: 2}", "[.[] | select(. > 1)]", "path(..)",
    "limit(3; range(10))", "first(range(10))", "input", "[inputs]", "not", "empty",
    ".a[1:]", ".[-1]", ".a.b.c = 1", "del(.a)", "to_entries", "{a: 1} | .a as $x | $x",
    "\"é\" | length", "[.[] as [$a] | $a]", "getpath([\"a\"])", "(1, 2) | . * 2",
    "[range(5)] | .[2:4]", "\"\\(1 + 2)\"", "import \"a\" as a; 1", "include \"a\"; 1",
    "module {a: 1}; 1", "$ENV | type", ".a?.b?", "try (1/0) catch .", "1 as [$a] | $a",
    "@text \"a\"", "ltrimstr(\"a\")", ".[\"a\"]", "..a", "?//", "..?",
]
EXTRA = ["(", ")", "[", "]", "{", "}", "|", ",", ":", ";", "$", "@", "?//", "?", ".", "..",
         "as", "def", "if", "then", "else", "elif", "end", "reduce", "foreach", "try",
         "catch", "label", "break", "and", "or", "+", "-", "*", "=", "|=", "//", "\"",
         "\\(", "\\q", "\\u12", "$__loc__", "1", ".a", "$x", "é", "!", "&", "`", "#c\n",
         "import", "include", "module", "\\", "__loc__", "@base64", "\"\\(", "1e1000", "0x1"]
TOKEN = re.compile(r'\s+|"(?:[^"\\]|\\.)*"|\.\.|\?//|//=?|[|+\-*/%]=|[=!<>]=|\$?[A-Za-z_]'
                   r'[A-Za-z_0-9]*(?:::[A-Za-z_][A-Za-z_0-9]*)*|\.[A-Za-z_][A-Za-z_0-9]*|@\w+|'
                   r'\d+(?:\.\d*)?(?:[eE][+-]?\d+)?|\\.|.', re.S)


def mutate(rng, text):
    toks = [t for t in TOKEN.findall(text)]
    if not toks:
        return text
    k = rng.randrange(len(toks))
    how = rng.randrange(6)
    if how == 0:
        del toks[k]
    elif how == 1:
        toks.insert(k, rng.choice(EXTRA))
    elif how == 2:
        toks.insert(k, toks[k])
    elif how == 3:
        toks[k] = rng.choice(EXTRA)
    elif how == 4:
        toks.insert(k, rng.choice(["(", "[", "{", ")", "]", "}"]))
    else:
        j = rng.randrange(len(toks))
        toks[k], toks[j] = toks[j], toks[k]
    return "".join(toks)


def cases(count=1600):
    rng = random.Random(44)
    seen, out = set(), []
    while len(out) < count:
        text = rng.choice(SEEDS)
        for _ in range(rng.choice([1, 1, 2, 3])):
            text = mutate(rng, text)
        if rng.random() < 0.25:
            text = text + " | " + mutate(rng, rng.choice(SEEDS))
        if text in seen or text.lstrip().startswith("-"):
            continue
        seen.add(text)
        out.append([["-n", text], ""])
    return out


def run(cmd, args):
    try:
        p = subprocess.run(cmd + args, input=b"", capture_output=True, timeout=10)
    except subprocess.TimeoutExpired:
        return ("timeout", -1)
    return (p.stderr.decode(errors="replace").replace(cmd[0] + ":", "jq:"), p.returncode)


def compare(jq, sb):
    every = cases()
    diff = 0
    for args, _ in every:
        a, b = run([jq], args), run(sb, args)
        if a != b:
            diff += 1
            print(json.dumps({"filter": args[1], "jq": a, "signalbox": b}, ensure_ascii=False))
    print("%d of %d differ" % (diff, len(every)), file=sys.stderr)


def main():
    argv = sys.argv[1:]
    if argv[:1] == ["cases"]:
        print(json.dumps(cases(), ensure_ascii=False, indent=0))
        return
    jq, sb = "/work/jq171/jq", [".build/debug/signalbox", "jq"]
    if "--jq" in argv:
        jq = argv[argv.index("--jq") + 1]
    if "--sb" in argv:
        sb = [argv[argv.index("--sb") + 1], "jq"]
    compare(jq, sb)


if __name__ == "__main__":
    main()
