#!/usr/bin/env python3
"""The input reader's corners: options (-n, -s, -R, --stream, --seq) x small inputs (empty,
white space, broken, NUL, a byte order mark, no final newline) x the filters that read
(input, inputs, try input catch ., first(inputs), input_line_number, $__loc__), each run
through jq 1.7.1 and signalbox jq; prints the triples whose output, error or status differ.

Usage: reader.py .build/debug/signalbox   (the count of differences on standard error)
"""
import subprocess, sys, json, itertools
OPTS = [["-n"], ["-n", "-s"], ["-s"], [], ["-n", "-R"], ["-R"], ["-n", "-R", "-s"], ["-R", "-s"],
        ["-n", "--stream"], ["-n", "--seq"]]
INPUTS = [b"", b" ", b"\n", b"1", b"1\n", b"1 2", b"1\n2\n", b"[1", b"[1\n", b"1 x", b"1 x\n",
          b"\x00", b"1\x002", b"\xef\xbb\xbf1", b"\xef\xbb\xbf", b"{\"a\":", b"  \n  ", b"1\n[",
          b"nul", b"\"a", b"]", b"1\n\n", b"\xef\xbb\xbf\n1\n", b"[1,2]\n{\"a\":1}\n", b"\xff\n"]
FILTERS = ["input", "inputs", "[inputs]", "try input catch .", "first(inputs)",
           "input_line_number", "$__loc__", "[., input_line_number]", "[inputs, input_line_number]",
           "try input catch input_line_number"]
sb = sys.argv[1]
n = d = 0
for o, i, f in itertools.product(OPTS, INPUTS, FILTERS):
    n += 1
    a = subprocess.run(["/work/jq171/jq", "-c"] + o + [f], input=i, capture_output=True, timeout=10)
    b = subprocess.run([sb, "jq", "-c"] + o + [f], input=i, capture_output=True, timeout=10)
    if (a.stdout, a.stderr, a.returncode) != (b.stdout, b.stderr, b.returncode):
        d += 1
        print(json.dumps({"opts": o, "in": i.decode("latin-1"), "f": f,
                          "jq": [a.stdout.decode("latin-1"), a.stderr.decode("latin-1"), a.returncode],
                          "sb": [b.stdout.decode("latin-1"), b.stderr.decode("latin-1"), b.returncode]}))
print(d, "of", n, "differ", file=sys.stderr)
