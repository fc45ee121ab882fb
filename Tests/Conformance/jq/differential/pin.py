#!/usr/bin/env python3
"""Prints JQInputCase lines (Tests/SignalboxCLITests) with jq 1.7.1's answers.

Usage: pin.py [--jq /work/jq171/jq] CASES.json   (a list of [args, stdin])
The answers are the oracle's bytes, so a pinned case is never invented.
"""
import json
import subprocess
import sys


def swift(text, width=60):
    """A Swift string literal, in pieces joined by `+` so no line passes 100 columns."""
    pieces, piece = [], ""
    for c in text:  # pieces of at most `width` columns once escaped
        if len(json.dumps(piece + c, ensure_ascii=False)) > width + 2:
            pieces.append(piece)
            piece = ""
        piece += c
    pieces = pieces + [piece] if piece or not pieces else pieces
    return "\n        + ".join(json.dumps(p, ensure_ascii=False) for p in pieces)


def main():
    jq = "/work/jq171/jq"
    argv = sys.argv[1:]
    if argv[:1] == ["--jq"]:
        jq, argv = argv[1], argv[2:]
    for args, stdin in json.load(open(argv[0], encoding="utf-8")):
        p = subprocess.run([jq] + args, input=stdin.encode(), capture_output=True, timeout=10)
        err = p.stderr.decode().replace(jq + ":", "jq:").replace(jq + " ", "jq ")
        print("    .other(\n      %s, %s,\n      %s,\n      %s, %d)," % (
            "[" + ", ".join(json.dumps(a, ensure_ascii=False) for a in args) + "]", swift(stdin),
            swift(p.stdout.decode().replace(jq + " ", "jq ")), swift(err), p.returncode))


if __name__ == "__main__":
    main()
