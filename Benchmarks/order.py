#!/usr/bin/env python3
"""Writes Benchmarks/startup.order: the functions of the release binary that start-up and the
streaming rows run, for the linker to lay out together (Makefile, RELEASE_FLAGS).

The kernel maps an executable's code in blocks around each page touched, so functions spread
over the binary's 11 MB of code make a resident set several times the code run. Run after
changes that move work between functions (an out-of-date list costs memory, never
correctness; a name no longer in the binary is skipped):

    make release && python3 Benchmarks/order.py && rm .build/release/signalbox && make release

Each run is profiled by callgrind (valgrind) on 20 000 lines of the benchmark data
(Benchmarks/peers.py's generator); the names are the linker's (not demangled).
"""
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(__file__))
import peers  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# SIGNALBOX_BIN: another release build of the same sources (a scratch path of its own).
BIN = os.environ.get("SIGNALBOX_BIN") or os.path.join(ROOT, ".build/release/signalbox")
RUNS = [
    ["-q", "-e", "just 1"],
    ["-q", "-e", "stdin | filter x.v > 50 | map x.name"],
    ["-q", "-e", "stdin"],
    ["-q", "-e", "stdin | map x"],
    ["-q", "-e", "stdin | map x.price"],
    ["-e", "stdin | take 100"],
    ["--format", "json", "-e", "stdin | take 100"],
]


def functions(profile, binary):
    """The functions callgrind saw run in `binary`, in the profile's order."""
    objects, names, current, found = {}, {}, None, []
    for line in open(profile, errors="replace"):
        line = line.rstrip("\n")
        m = re.match(r"^(c?ob)=\((\d+)\)(?: (.*))?$", line)
        if m:
            kind, key, name = m.groups()
            if name:
                objects[key] = name
            if kind == "ob":
                current = objects.get(key)
            continue
        m = re.match(r"^(\w+)=\((\d+)\)(?: (.*))?$", line)
        if m and m.group(1) in ("fn", "cfn", "fi", "fe", "fl", "cfi", "cfl"):
            kind, key, name = m.groups()
            if kind in ("fn", "cfn"):
                if name:
                    names[key] = name
                if kind == "fn" and current == binary:
                    found.append(names.get(key))
    # callgrind marks recursion levels with a quote suffix ("f'2"): the symbol is "f".
    return [re.sub(r"'\d+$", "", n) for n in found if n and not n.startswith("0x")]


def main():
    tmp = tempfile.mkdtemp(prefix="sbx-order-")
    data = os.path.join(tmp, "lines.ndjson")
    peers.generate(data, 20_000)
    binary = os.path.realpath(BIN)
    order, seen = [], set()
    for k, argv in enumerate(RUNS):
        profile = os.path.join(tmp, f"run{k}.cg")
        with open(data, "rb") as stdin:
            subprocess.run(
                ["valgrind", "--tool=callgrind", "--demangle=no", f"--callgrind-out-file={profile}",
                 binary] + argv,
                stdin=stdin, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
        for name in functions(profile, binary):
            if name not in seen:
                seen.add(name)
                order.append(name)
    with open(os.path.join(ROOT, "Benchmarks/startup.order"), "w") as out:
        out.write("\n".join(order) + "\n")
    print(f"Benchmarks/startup.order: {len(order)} functions")


if __name__ == "__main__":
    main()
