#!/usr/bin/env python3
"""Run jq 1.7.1's own test files against a jq command, one process per test.

The files in tests/ are jq's, unmodified (jqlang/jq, tag jq-1.7.1, commit
71c2ab509a8628dbbad4bc7b3f98a64aa90d3297; MIT licence, tests/COPYING). Their
format is jq's `--run-tests` format (src/jq_test.c): a test is a program
line, an input line and the expected outputs, one JSON value a line, ended
by a blank line; `#` lines are comments. A test after a `%%FAIL` line must
not compile; after `%%FAIL` (without `IGNORE MSG`) the next line is the first
`jq: error` line the compiler must print.

This runner follows jq_test.c's rules with a process per test, so that it
measures the command a user runs:

- a test runs `CMD -c -L tests/modules PROGRAM` with the input line on
  standard input and PAGER=less in the environment (as jq's `tests/mantest`);
- the outputs are compared as JSON values, as jq's `jv_equal` does (numbers
  as doubles, objects without regard to key order); an error at run time
  ends the outputs (jq_test.c counts the outputs before it);
- a `%%FAIL` test passes when the command exits 3 (jq's status for a compile
  error) and, unless `IGNORE MSG`, its first `jq: error` line of standard
  error is the expected one.

Usage: run.py --cmd "signalbox jq" [-v] [--timeout S] [--floor N] [FILE...]
       run.py --cmd jq            (calibration against an installed jq)
With no FILE, every *.test file in tests/. Prints one line per failing test
(what differed under -v) and closes with `N passed, N failed`; exit status 1
when any failed, or with --floor N when fewer than N passed (`make test` runs it so:
a floor, raised as the language grows).
"""
import argparse
import json
import math
import os
import shlex
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
TESTS = os.path.join(HERE, "tests")
MODULES = os.path.join(TESTS, "modules")


def skipline(line):
    stripped = line.strip(" \t\r\n")
    return stripped == "" or stripped.startswith("#")


def parse_tests(path):
    """The tests of one file: dicts with line, program, fail, check_msg, input, expected."""
    with open(path, encoding="utf-8", newline="\n") as f:
        lines = f.read().split("\n")
    tests, k, must_fail, check_msg = [], 0, False, False
    while k < len(lines):
        line = lines[k]
        k += 1
        if skipline(line):
            continue
        if line.startswith("%%FAIL"):
            must_fail, check_msg = True, "IGNORE MSG" not in line
            continue
        test = {"file": os.path.basename(path), "line": k, "program": line}
        if must_fail:
            test["fail"] = True
            test["message"] = lines[k] if k < len(lines) else ""
            test["check_msg"] = check_msg
            k += 1
            must_fail = check_msg = False
            while k < len(lines) and not skipline(lines[k]):
                k += 1
        else:
            test["fail"] = False
            test["input"] = lines[k] if k < len(lines) else ""
            k += 1
            expected = []
            while k < len(lines) and not skipline(lines[k]):
                expected.append(lines[k])
                k += 1
            test["expected"] = expected
        tests.append(test)
    return tests


def as_value(text):
    """A JSON value whose numbers are doubles, as jq 1.7.1 compares them."""
    def number(s):
        try:
            return float(s)
        except OverflowError:
            return math.copysign(math.inf, -1 if s.startswith("-") else 1)
    return json.loads(text, parse_int=number, parse_float=number,
                      parse_constant=lambda c: {"NaN": math.nan}.get(c, number(c)))


def equal(a, b):
    if isinstance(a, float) and isinstance(b, float):
        return a == b or (math.isnan(a) and math.isnan(b))
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(equal(x, y) for x, y in zip(a, b))
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(equal(a[key], b[key]) for key in a)
    return type(a) is type(b) and a == b


def run_test(cmd, test, timeout):
    """None when the test passes, else what differed."""
    env = dict(os.environ, PAGER="less")
    args = cmd + ["-c", "-L", MODULES, test["program"]]
    stdin = "null\n" if test["fail"] else test["input"] + "\n"
    try:
        proc = subprocess.run(args, input=stdin.encode(), capture_output=True,
                              timeout=timeout, env=env, cwd=TESTS)
    except subprocess.TimeoutExpired:
        return "timed out after %ss" % timeout
    err = proc.stderr.decode("utf-8", "replace")
    if test["fail"]:
        if proc.returncode != 3:
            return "compiled (status %d); expected a compile error" % proc.returncode
        if test["check_msg"]:
            first = next((l for l in err.splitlines() if l.startswith("jq: error")), "")
            if first != test["message"]:
                return "message %r; expected %r" % (first, test["message"])
        return None
    if proc.returncode == 3 or proc.returncode == 2:
        return "did not compile (status %d): %s" % (proc.returncode, err.strip()[:300])
    outputs = [l for l in proc.stdout.decode("utf-8", "replace").split("\n") if l != ""]
    try:
        actual = [as_value(o) for o in outputs]
    except ValueError as e:
        return "output is not JSON (%s): %r" % (e, outputs[:3])
    expected = [as_value(e) for e in test["expected"]]
    for n, want in enumerate(expected):
        if n >= len(actual):
            return "insufficient results: %d of %d; stderr: %s" % (
                len(actual), len(expected), err.strip()[:200])
        if not equal(want, actual[n]):
            return "expected %s, got %s" % (test["expected"][n], outputs[n])
    if len(actual) > len(expected):
        return "superfluous result: %s" % outputs[len(expected)]
    return None


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--cmd", required=True, help='the jq command, e.g. "signalbox jq"')
    ap.add_argument("--timeout", type=float, default=10)
    ap.add_argument("-v", action="store_true", help="say what differed")
    ap.add_argument("--floor", type=int, default=None,
                    help="pass when at least FLOOR tests pass (fail below it)")
    ap.add_argument("files", nargs="*")
    opts = ap.parse_args()
    cmd = shlex.split(opts.cmd)
    files = opts.files or sorted(
        os.path.join(TESTS, f) for f in os.listdir(TESTS) if f.endswith(".test"))
    passed = failed = 0
    for path in files:
        for test in parse_tests(path):
            why = run_test(cmd, test, opts.timeout)
            if why is None:
                passed += 1
                continue
            failed += 1
            print("FAIL %s:%d: %s" % (test["file"], test["line"], test["program"]))
            if opts.v:
                print("     " + why)
    print("%d passed, %d failed" % (passed, failed))
    if opts.floor is not None:
        if passed < opts.floor:
            print("below the floor: %d passed, at least %d expected" % (passed, opts.floor))
            return 1
        return 0
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
