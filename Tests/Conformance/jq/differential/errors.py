#!/usr/bin/env python3
"""Builtin × input type: each jq 1.7.1 builtin of arity 0 or 1 run on a value of every
JSON type (an arity-1 builtin with the arguments null, 1, "a", [] and {}), inside
`try … catch .`, so the error's words are compared as an output.

Usage: errors.py > errors.jsonl   (then differential.py run errors.jsonl)
Needs the oracle binary (its `builtins` list).
"""
import json
import subprocess
import sys

SKIP = {"input", "inputs", "halt", "now", "localtime", "mktime", "env", "builtins",
        "input_filename", "get_jq_origin", "get_prog_origin", "debug", "stderr",
        "halt_error", "input_line_number", "get_search_list", "repeat", "range",
        "infinite", "nan", "recurse", "limit", "first", "until", "while",
        "strflocaltime", "todate", "error", "splits", "getpath", "env", "$__loc__",
        "gmtime", "date", "todateiso8601", "dateadd", "datesub", "combinations",
        "walk", "paths", "leaf_paths", "isvalid", "input_line_number", "ltrimstr",
        "rtrimstr", "significand", "drem", "ldexp", "scalb", "scalbln", "nearbyint",
        "trunc", "logb", "gamma", "lgamma", "tgamma", "lgamma_r", "frexp", "modf",
        "expm1", "log1p", "j0", "j1", "y0", "y1", "jn", "yn"}
INPUTS = ["null", "true", "1", "\"a\"", "[]", "{}", "[1,\"a\"]", "{\"a\":1}", "[[1],[2,3]]"]
ARGS = ["null", "1", "\"a\"", "[]", "{}"]


def main():
    jq = sys.argv[1] if len(sys.argv) > 1 else "/work/jq171/jq"
    names = json.loads(subprocess.run([jq, "-nc", "builtins"], capture_output=True).stdout)
    for entry in sorted(names):
        name, arity = entry.rsplit("/", 1)
        if name.startswith("_") or name in SKIP or int(arity) > 1:
            continue
        calls = [name] if arity == "0" else ["%s(%s)" % (name, a) for a in ARGS]
        for call in calls:
            for value in INPUTS:
                print(json.dumps({"name": "errors: %s on %s" % (call, value),
                                  "args": ["-c", "try %s catch ." % call], "input": value}))


if __name__ == "__main__":
    main()
