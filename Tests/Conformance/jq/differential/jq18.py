#!/usr/bin/env python3
"""Prints the `jq18` corpus: jq's newer test files run through jq 1.7.1, with its answers.

Usage: jq18.py [--jq /work/jq171/jq] OLD_DIR FILE.test... > jq18.jsonl
FILE.test are jq's test files from a newer jq (jqlang/jq at tag jq-1.8.0 and its default
branch); OLD_DIR holds jq 1.7.1's own (../tests), whose programs are left out. A test is
kept when jq 1.7.1 gives the file's answer (its outputs equal as JSON, or for `%%FAIL`
the same compile error): the others are jq 1.8's features or changes. Each kept test
becomes a case {"name", "args": ["-c", PROGRAM], "input"} with jq 1.7.1's answer ("jq",
as `differential.py record` stores it), so `differential.py run --recorded` needs no jq.
"""
import glob
import json
import os
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from differential import oracle  # noqa: E402


def tests(path):
    """(line, kind, program, input, expected lines) of a jq .test file (jq_test.c's rules)."""
    lines = open(path, encoding="utf-8").read().split("\n")
    i, out = 0, []

    def skip(k):
        while k < len(lines) and (not lines[k].strip() or lines[k].lstrip().startswith("#")):
            k += 1
        return k

    while True:
        i = skip(i)
        if i >= len(lines):
            return out
        start = i
        if lines[i].startswith("%%FAIL"):
            prog, i = lines[i + 1], i + 2
            msg = []
            while i < len(lines) and lines[i].strip():
                msg.append(lines[i])
                i += 1
            out.append((start + 1, "fail", prog, None, msg))
            continue
        prog, inp, i = lines[i], lines[i + 1], i + 2
        expected = []
        while i < len(lines) and lines[i].strip():
            expected.append(lines[i])
            i += 1
        out.append((start + 1, "ok", prog, inp, expected))


def same_json(jq, outputs, expected, cwd):
    """Whether jq's output lines equal the expected texts as JSON (jq's own -c form of each)."""
    norm = oracle(jq, {"args": ["-c", "."], "input": "\n".join(expected)}, cwd)
    return norm[0] == 0 and norm[1] == outputs and len(expected) == outputs.count(b"\n")


def main():
    jq = "/work/jq171/jq"
    argv = sys.argv[1:]
    if argv[:1] == ["--jq"]:
        jq, argv = argv[1], argv[2:]
    old = set()
    for path in glob.glob(os.path.join(argv[0], "*.test")):
        old |= {(t[2], t[3]) for t in tests(path)}
    cwd = tempfile.mkdtemp(prefix="jq18")
    seen = set()
    for path in argv[1:]:
        for line, kind, prog, inp, expected in tests(path):
            if (prog, inp) in old or (prog, inp) in seen:
                continue
            seen.add((prog, inp))
            name = "jq18 %s:%d" % ("/".join(path.split("/")[-2:]), line)
            if kind == "fail":
                case = {"name": name, "args": ["-n", prog], "input": None}
                a = oracle(jq, case, cwd)
                if a[0] != 3 or not a[2].decode().startswith("jq: error: " + expected[0]):
                    continue
            else:
                case = {"name": name, "args": ["-c", prog], "input": inp}
                a = oracle(jq, case, cwd)
                if a[0] != 0 or a[2] or not same_json(jq, a[1], expected, cwd):
                    continue
            again = oracle(jq, case, cwd)
            case["jq"] = {"status": a[0], "stdout": a[1].decode("utf-8", "surrogateescape"),
                          "stderr": a[2].decode("utf-8", "surrogateescape")
                          if again[2] == a[2] else None}
            print(json.dumps(case, ensure_ascii=False))


if __name__ == "__main__":
    main()
