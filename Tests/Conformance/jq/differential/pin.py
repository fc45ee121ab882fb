#!/usr/bin/env python3
"""Prints the lines of a case file of Tests/SignalboxCLITests/Fixtures/jq-cases/ (read by
`JQInputCase.load`): each case with jq 1.7.1's answers, one JSON object a line.

Usage: pin.py [--jq /work/jq171/jq] CASES.json >> FIXTURE.jsonl   (a list of [args, stdin])
The answers are the oracle's bytes, so a pinned case is never invented.
"""
import json
import subprocess
import sys


def main():
    jq = "/work/jq171/jq"
    argv = sys.argv[1:]
    if argv[:1] == ["--jq"]:
        jq, argv = argv[1], argv[2:]
    for args, stdin in json.load(open(argv[0], encoding="utf-8")):
        p = subprocess.run([jq] + args, input=stdin.encode(), capture_output=True, timeout=10)
        err = p.stderr.decode().replace(jq + ":", "jq:").replace(jq + " ", "jq ")
        print(json.dumps({"args": args, "stdin": stdin,
                          "out": p.stdout.decode().replace(jq + " ", "jq "), "err": err,
                          "status": p.returncode}, ensure_ascii=False))


if __name__ == "__main__":
    main()
