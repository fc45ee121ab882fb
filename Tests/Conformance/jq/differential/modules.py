#!/usr/bin/env python3
"""Compile errors inside imported modules: module files with syntax errors, undefined
names, a main expression, imported by a filter through `-L DIR`, each run through jq 1.7.1
in a fresh directory holding the files; its standard output, standard error and status are
recorded with the directory's real path written `$DIR` (jq names a module's file by its
real path). `JQCommandModuleErrorTests` writes the files and runs `signalbox jq` alike.

Usage: modules.py [--jq /work/jq171/jq] > Tests/SignalboxCLITests/Fixtures/jq-cases/modules.jsonl
"""
import json
import os
import subprocess
import sys
import tempfile

FILES = {
    "syn2.jq": "def f: [1,,2];\ndef g: {1:2};\n",
    "s1.jq": "def f: [1,,2];\n",
    "s2.jq": "def g: (1;\n",
    "undef.jq": "def f: a;\ndef g: b;\n",
    "undef2.jq": "def f: a | b;\ndef g: c;\n",
    "mix.jq": "def f: {(1+1): 2};\ndef g: [1,,2];\n",
    "main.jq": "def f: 1;\n2\n",
    "chain.jq": "import \"undef2\" as u;\ndef h: u::f;\n",
    "var.jq": "def f: $x;\ndef g: f(1);\n",
    "ok.jq": "def f: 1;\ndef g: f + 1;\n",
    "local.jq": "def f: a;\ndef g: f;\ndef h: 1;\n",
    "inner.jq": "def f: def k: nope; k;\ndef g: first(nope2);\n",
    "brokenchain.jq": "import \"s1\" as s;\ndef h: s::f;\n",
}
FILTERS = [
    'import "syn2" as m; m::f', 'import "syn2" as m; x', 'import "syn2" as m; [1,,2]',
    'import "s1" as a; import "s2" as b; 1', 'import "nope" as a; import "s1" as b; 1',
    'import "s1" as a; import "nope" as b; 1', 'import "undef" as m; m::f',
    'import "undef" as m; m::f, m::g', 'import "undef2" as m; m::f', 'import "undef2" as m; m::g',
    'import "undef2" as m; m::g, m::f', 'import "undef2" as m; 1', 'import "undef2" as m; m::f, x',
    'import "undef2" as m; def k: m::f; k', 'import "undef2" as m; def k: m::f; k, x',
    'import "mix" as m; m::f', 'import "main" as m; m::f', 'import "chain" as c; c::h',
    'import "var" as v; v::f', 'import "var" as v; v::f, v::g', 'import "ok" as o; o::g',
    'import "local" as l; l::g', 'import "local" as l; l::h', 'import "inner" as i; i::f, i::g',
    'include "undef2"; f', 'include "syn2"; 1', 'import "brokenchain" as b; b::h',
    'import "s1" as a; import "s1" as b; 1', 'import "undef2" as m; m::f | m::f',
]


def cases():
    out = [(["-n", "-L", ".", f], []) for f in FILTERS]
    out.append((["-n", "-L", ".", "--arg", "x", "1", 'import "var" as v; v::f'], []))
    return out


def main():
    jq = "/work/jq171/jq"
    if sys.argv[1:2] == ["--jq"]:
        jq = sys.argv[2]
    for args, _ in cases():
        with tempfile.TemporaryDirectory() as d:
            for name, text in FILES.items():
                with open(os.path.join(d, name), "w", encoding="utf-8") as f:
                    f.write(text)
            p = subprocess.run([jq] + args, capture_output=True, timeout=10, cwd=d)
            real = os.path.realpath(d)
            err = p.stderr.decode().replace(real, "$DIR")
            print(json.dumps({"args": args, "files": FILES, "out": p.stdout.decode(),
                              "err": err, "status": p.returncode}, ensure_ascii=False))


if __name__ == "__main__":
    main()
