#!/usr/bin/env python3
"""Signalbox against jq, jaq and gojq on data shaped like what users pipe in.

`make bench-cli` runs this after Benchmarks/cli.sh. The NDJSON is generated here from a fixed
seed (nothing is kept in the repository): every line mixes decimal numbers (1 to 6 places, some
with trailing zeros such as 25.0, some with exponents), integers beyond 2^53, objects nested
three levels, arrays of strings and of objects, booleans and nulls, strings with escapes
(\\", \\n, \\u00e9) and raw UTF-8. Each row runs every tool once per round, the tools
interleaved within a round so that a slow spell of the machine hits them all alike; a row's
figure is the median of the rounds, of wall time and of CPU time (user + system, from
`getrusage`: on a busy machine wall time measures the scheduler); `load` is the machine's
1-minute load average when the row ended. `same as jq` says whether
each tool's output holds the same values as `jq -c`'s, line by line (numbers compared as doubles): the bytes differ where jq 1.6
prints a number by C's `%.17g` (`9.63e-06`, `3.6e+18`) and Signalbox by JavaScript's rules as
its contract says (`0.00000963`, `3600000000000000000`); `bytes` says whether they are also
byte-identical.

The language chain row also runs a plain CPython `for` loop doing the same arithmetic
(`python3` column). `--before PATH` runs another build of signalbox interleaved with the rest
(column `before`), for before/after figures from one run; `--rows TEXT` keeps the rows whose
name contains TEXT (`--rows 'A|B'`: A or B). `--one-thread` runs the same build with `--threads 1` interleaved (column
`threads1`; the `signalbox` column runs with the default, 2 threads on a machine with more than
one CPU), for what the second core buys (issue 30 item 5). The `event` rows read NDJSON shaped like GitHub's event archive
(Benchmarks/eventlog.py; `--events` lines, 300 000 by default): nested paths, escaped URLs and
names. The `doc` rows read one 12 MB pretty-printed object with `\\u` escapes and one 17 MB
array of long floats (Benchmarks/bigdoc.py `escaped` and `floats`; `--no-docs` skips them).

The `export`, `telemetry` and `servicelog` rows read Benchmarks/shapes.py's three shapes
(`--shape-lines` lines each, 100 000 by default; 0 skips them): for each, a filter, a filter
then a projection, a projection to nested fields, an object built, an array aggregate, a
count and identity, as a pipeline row and as a `signalbox jq -c` row (`<shape> jq …`).

Usage: Benchmarks/peers.py [--lines N] [--events N] [--no-docs] [--rounds R] [--bin PATH]
                           [--before PATH] [--one-thread] [--rows TEXT]
                           [--shape-lines N] [--markdown]
"""
import argparse
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

import eventlog  # Benchmarks/eventlog.py, beside this file
import shapes  # Benchmarks/shapes.py: issue 42's data shapes and their programs

WORDS = ["alpha", "beta", "gamma", "delta", "naïve", "café", "Zürich", "東京", "😀 emoji", "tab\there",
         "quote\"d", "back\\slash", "line\nbreak", "é", "ß"]


def decimal(rng):
    """A decimal as users' data has them, with its text chosen here (JSON text, not repr)."""
    kind = rng.random()
    if kind < 0.15:
        return f"{rng.randint(0, 999)}.0"  # trailing zero, as exported by many tools
    if kind < 0.25:
        return f"{rng.randint(1, 9)}.{rng.randint(0, 99):02d}e-{rng.randint(1, 9)}"
    if kind < 0.30:
        return f"{rng.randint(1, 9)}.{rng.randint(0, 9)}E+{rng.randint(10, 30)}"
    places = rng.randint(1, 6)
    return f"{rng.randint(-9999, 99999) / 10 ** places:.{places}f}"


def string(rng):
    text = " ".join(rng.choice(WORDS) for _ in range(rng.randint(1, 3)))
    out = []
    for c in text:
        if c == '"':
            out.append('\\"')
        elif c == "\\":
            out.append("\\\\")
        elif c == "\n":
            out.append("\\n")
        elif c == "\t":
            out.append("\\t")
        elif c == "é" and rng.random() < 0.5:
            out.append("\\u00e9")  # the same letter escaped, as some writers do
        else:
            out.append(c)
    return '"' + "".join(out) + '"'


def line(rng, i):
    big = 9007199254740993 + rng.randint(0, 10 ** 6) if rng.random() < 0.1 else i
    tags = ",".join(string(rng) for _ in range(rng.randint(0, 4)))
    items = ",".join(
        f'{{"sku":{string(rng)},"qty":{rng.randint(1, 20)},"price":{decimal(rng)}}}'
        for _ in range(rng.randint(0, 3)))
    nested = (f'{{"geo":{{"lat":{decimal(rng)},"lon":{decimal(rng)},"meta":{{"src":{string(rng)},'
              f'"ok":{rng.choice(["true", "false", "null"])}}}}}}}')
    return (f'{{"id":{big},"v":{rng.randint(0, 99)},"name":{string(rng)},"price":{decimal(rng)},'
            f'"active":{rng.choice(["true", "false"])},"note":{rng.choice(["null", string(rng)])},'
            f'"tags":[{tags}],"items":[{items}],"place":{nested}}}')


def generate(path, lines, seed=7):
    with open(path, "w", encoding="utf-8") as f:
        eventlog.write_lines(f, lines, line, seed)


# The language chain as a plain CPython loop: the same arithmetic, one statement per stage.
PYTHON_CHAIN = """
s = 0
for x in range(1, 10000001):
    y = x * 2
    if y % 3 == 0:
        s += y
print(s)
"""


def same_values(a_path, b_path):
    import json
    with open(a_path, encoding="utf-8") as a, open(b_path, encoding="utf-8") as b:
        for x, y in zip(a, b, strict=False):
            if x != y and json.loads(x, parse_int=float) != json.loads(y, parse_int=float):
                return False
    return os.path.getsize(a_path) > 0 and sum(1 for _ in open(a_path, "rb")) == sum(1 for _ in open(b_path, "rb"))


def run(cmd, stdin_path, out_path):
    """Wall seconds and peak RSS (MB, from GNU time when installed) of one run."""
    timer = ["/usr/bin/time", "-f", "%M"] if os.path.exists("/usr/bin/time") else []
    with open(stdin_path, "rb") as inp, open(out_path, "wb") as out:
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        proc = subprocess.run(timer + cmd, stdin=inp, stdout=out, stderr=subprocess.PIPE)
        wall = time.perf_counter() - start
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime + after.ru_stime) - (before.ru_utime + before.ru_stime)
    rss = None
    if timer:
        try:
            rss = int(proc.stderr.decode().strip().splitlines()[-1]) / 1024
        except (ValueError, IndexError):
            rss = None
    if proc.returncode != 0:
        sys.exit(f"{cmd[0]} failed ({proc.returncode}): {proc.stderr.decode()[-400:]}")
    return wall, rss, cpu


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--lines", type=int, default=1_000_000)
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--bin", default=".build/release/signalbox")
    ap.add_argument("--before", help="another signalbox build, run interleaved as `before`")
    ap.add_argument("--one-thread", action="store_true",
                    help="also run --bin with --threads 1, interleaved, as `threads1`")
    ap.add_argument("--rows", default="",
                    help="only the rows whose name contains this (or one of A|B|…)")
    ap.add_argument("--events", type=int, default=300_000, help="lines of the event log")
    ap.add_argument("--no-docs", dest="docs", action="store_false", help="skip the big documents")
    ap.add_argument("--shape-lines", type=int, default=100_000,
                    help="lines of each of Benchmarks/shapes.py's shapes (0: no shape rows)")
    ap.add_argument("--markdown", action="store_true")
    ap.add_argument("--slurp-lines", type=int, default=200_000,
                    help="lines of the data read whole by the `jq -s` row")
    args = ap.parse_args()

    tmp = tempfile.mkdtemp(prefix="sbx-peers-")
    data = os.path.join(tmp, "real.ndjson")
    generate(data, args.lines)
    # The event log (Benchmarks/eventlog.py) and two big documents (Benchmarks/bigdoc.py).
    here = os.path.dirname(os.path.abspath(__file__))
    events = os.path.join(tmp, "events.ndjson")
    eventlog.generate(events, args.events)
    docs = {}
    for shape, size in (("escaped", 12), ("floats", 17)):
        docs[shape] = os.path.join(tmp, f"{shape}.json")
        if args.docs:
            with open(docs[shape], "wb") as f:
                subprocess.run([sys.executable, os.path.join(here, "bigdoc.py"), shape, str(size)],
                               stdout=f, check=True)
    empty = os.path.join(tmp, "empty")
    open(empty, "w").close()
    mb = os.path.getsize(data) / 1e6

    tools = {"signalbox": args.bin}
    if args.before:
        tools["before"] = args.before
    if args.one_thread:
        tools["threads1"] = args.bin
    for peer in ("jq", "jaq", "gojq"):
        if shutil.which(peer):
            tools[peer] = peer
    tools["python3"] = sys.executable
    versions = {}
    for name, exe in tools.items():
        flag = "--version"
        try:
            versions[name] = subprocess.run([exe, flag], capture_output=True, text=True).stdout.strip().splitlines()[0]
        except (OSError, IndexError):
            versions[name] = "?"

    # name, input, {tool: argv after the executable}
    rows = [
        ("filter/map", data, {
            "signalbox": ["-q", "-e", "stdin | filter x.v > 50 | map x.name"],
            "jq": ["-c", "select(.v > 50) | .name"], "jaq": ["-c", "select(.v > 50) | .name"],
            "gojq": ["-c", "select(.v > 50) | .name"]}),
        ("identity stdin", data, {
            "signalbox": ["-q", "-e", "stdin"], "jq": ["-c", "."], "jaq": ["-c", "."], "gojq": ["-c", "."]}),
        ("identity map x", data, {
            "signalbox": ["-q", "-e", "stdin | map x"], "jq": ["-c", "."], "jaq": ["-c", "."], "gojq": ["-c", "."]}),
        ("field decimals", data, {
            "signalbox": ["-q", "-e", "stdin | map x.price"], "jq": ["-c", ".price"], "jaq": ["-c", ".price"],
            "gojq": ["-c", ".price"]}),
        ("language chain 10M", empty, {
            "signalbox": ["--virtual", "-q", "-e", "range 1, 10000000 | map x*2 | filter x%3==0 | aggregate 0, acc+x"],
            "jq": ["-n", "reduce (range(1;10000001)|.*2|select(.%3==0)) as $x (0;.+$x)"],
            "jaq": ["-n", "reduce (range(1;10000001)|.*2|select(.%3==0)) as $x (0;.+$x)"],
            "gojq": ["-n", "reduce (range(1;10000001)|.*2|select(.%3==0)) as $x (0;.+$x)"],
            "python3": ["-c", PYTHON_CHAIN]}),
    ]
    def jqlike(filt):
        return {"jq": ["-c", filt], "jaq": ["-c", filt], "gojq": ["-c", filt]}
    rows += [
        ("event filter/map", events, dict(
            signalbox=["-q", "-e", "stdin | filter x.payload.ok | map x.actor.login"],
            **jqlike("select(.payload.ok) | .actor.login"))),
        ("event identity", events, dict(signalbox=["-q", "-e", "stdin"], **jqlike("."))),
        ("event top-level x.type", events, dict(
            signalbox=["-q", "-e", "stdin | map x.type"], **jqlike(".type"))),
        ("event nested x.actor.login", events, dict(
            signalbox=["-q", "-e", "stdin | map x.actor.login"], **jqlike(".actor.login"))),
        ("event deep path", events, dict(
            signalbox=["-q", "-e", "stdin | map x.payload.commits[0].author.name"],
            **jqlike(".payload.commits[0].author.name"))),
        ("event filter x.public", events, dict(
            signalbox=["-q", "-e", "stdin | filter x.public"], **jqlike("select(.public)"))),
    ]
    # `signalbox jq` against the jq tools on the same filters (issue 44 item 5's rows); the
    # slurped rows read the first `--slurp-lines` lines only.
    def sbxjq(filt, *flags):
        return dict(signalbox=["jq", "-c", *flags, filt],
                    **{k: ["-c", *flags, filt] for k in ("jq", "jaq", "gojq")})
    slurp = os.path.join(tmp, "slurp.ndjson")
    with open(data, "rb") as src, open(slurp, "wb") as dst:
        for _, ln in zip(range(args.slurp_lines), src):
            dst.write(ln)
    rows += [
        ("jq .", data, sbxjq(".")),
        ("jq select | .a.b", data, sbxjq("select(.v > 50) | .place.geo.lat")),
        ("jq {a, b: .c.d}", data, sbxjq("{id, b: .place.geo}")),
        ("jq .xs | add / length", data, sbxjq("[.items[].qty] | (add // 0) / (length + 1)")),
        ("jq [.[] | ...]", data, sbxjq("[.tags[] | length]")),
        ("jq -s group_by", slurp, sbxjq("group_by(.v) | map({k: .[0].v, n: length})", "-s")),
    ]
    if args.shape_lines:
        paths = {}
        for shape in shapes.LINES:
            if any(part in name for name, *_ in shapes.rows({shape: ""})
                   for part in args.rows.split("|")):
                paths[shape] = os.path.join(tmp, f"{shape}.ndjson")
                shapes.generate(shape, paths[shape], args.shape_lines)
        rows += shapes.rows(paths)
    if args.docs:
        rows += [
            ("doc escaped 12MB", docs["escaped"], dict(signalbox=["-q", "-e", "stdin"], **jqlike("."))),
            ("doc floats 17MB", docs["floats"], dict(signalbox=["-q", "-e", "stdin"], **jqlike("."))),
        ]
    rows += [
        ("start-up", empty, {
            "signalbox": ["-q", "-e", "just 1"], "jq": ["-n", "1"], "jaq": ["-n", "1"], "gojq": ["-n", "1"]}),
    ]

    print(f"# data: {args.lines} NDJSON lines, {mb:.1f} MB, seed 7 (Benchmarks/peers.py); "
          f"median of {args.rounds} rounds, tools interleaved", flush=True)
    print("# " + "; ".join(f"{k}: {v}" for k, v in versions.items()), flush=True)
    names = list(tools)
    header = ["row"] + [f"{n} s" for n in names] + [f"{n} ×" for n in names[1:]] + ["sbx CPU s"] + [f"{n} × CPU" for n in names[1:]] + ["sbx RSS MB", "same as jq", "load"]
    if args.markdown:
        print("| " + " | ".join(header) + " |")
        print("|" + "---|" * len(header))
    else:
        print("  ".join(f"{h:>14}" for h in header))
    for row, inp, argv in rows:
        if not any(part in row for part in args.rows.split("|")):
            continue
        if "before" in tools:
            argv = dict(argv, before=argv["signalbox"])
        if "threads1" in tools:
            argv = dict(argv, threads1=["--threads", "1"] + argv["signalbox"])
        times = {n: [] for n in names if n in argv}
        cpus = {n: [] for n in times}
        rss = []
        repeat = 20 if row == "start-up" else 1
        for _ in range(args.rounds):
            for n in times:
                out = os.path.join(tmp, f"out.{n}")
                total = 0.0
                cpu_total = 0.0
                for _ in range(repeat):
                    wall, mem, cpu = run([tools[n]] + argv[n], inp, out)
                    total += wall
                    cpu_total += cpu
                times[n].append(total / repeat)
                cpus[n].append(cpu_total / repeat)
                if n == "signalbox" and mem is not None:
                    rss.append(mem)
        same = []
        if "jq" in times:
            ref_path = os.path.join(tmp, "out.jq")
            ref = open(ref_path, "rb").read()
            for n in times:
                if n != "jq":
                    path = os.path.join(tmp, f"out.{n}")
                    if open(path, "rb").read() == ref:
                        same.append(f"{n}:bytes")
                    else:
                        same.append(f"{n}:{'values' if same_values(path, ref_path) else 'NO'}")
        med = {n: statistics.median(v) for n, v in times.items()}
        unit = 1000 if row == "start-up" else 1
        cells = [row] + [(f"{med[n] * unit:.1f}ms" if unit == 1000 else f"{med[n]:.3f}") if n in med else "-" for n in names]
        cells += [f"{med[n] / med['signalbox']:.2f}" if n in med else "-" for n in names[1:]]
        cpu = {n: statistics.median(v) for n, v in cpus.items()}
        cells += [f"{cpu['signalbox']:.3f}"]
        cells += [f"{cpu[n] / cpu['signalbox']:.2f}" if n in cpu and cpu["signalbox"] else "-"
                  for n in names[1:]]
        cells += [f"{max(rss):.1f}" if rss else "-", " ".join(same), f"{os.getloadavg()[0]:.1f}"]
        if args.markdown:
            print("| " + " | ".join(cells) + " |", flush=True)
        else:
            print("  ".join(f"{c:>14}" for c in cells), flush=True)
    shutil.rmtree(tmp)


if __name__ == "__main__":
    main()
