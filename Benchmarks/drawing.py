#!/usr/bin/env python3
"""Drawing in linear time (issue 42 item 4): the release binary draws N events as an SVG
picture (`--marbles=svg`) and writes the HTML report (`--report FILE`) of N events, for a few
N; prints the median wall and CPU seconds of the rounds, the output's size and the ratio of
each N's time to the smallest N's. The program is `interval 0.001 | take N | map x` on the
virtual clock, as scripts/complexity-smoke.sh draws (which counts instructions at n and 4n).

Usage: Benchmarks/drawing.py [--bin PATH] [--rounds R] [--svg N,N…] [--report N,N…]
"""
import argparse
import os
import resource
import statistics
import subprocess
import tempfile
import time


def run(argv):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    proc = subprocess.run(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if proc.returncode != 0:
        raise SystemExit(f"{argv} failed: {proc.stderr.decode()[-300:]}")
    cpu = (after.ru_utime + after.ru_stime) - (before.ru_utime + before.ru_stime)
    return wall, cpu, len(proc.stdout)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--bin", default=".build/release/signalbox")
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--svg", default="20000,80000")
    ap.add_argument("--report", default="25000,100000")
    args = ap.parse_args()
    tmp = tempfile.mkdtemp(prefix="sbx-drawing-")
    page = os.path.join(tmp, "report.html")
    cases = [("svg", int(n)) for n in args.svg.split(",") if n]
    cases += [("report", int(n)) for n in args.report.split(",") if n]
    print(f"{'drawing':>8} {'events':>8} {'wall s':>8} {'CPU s':>8} {'bytes':>10} {'× first':>8}")
    first = {}
    for kind, n in cases:
        program = f"interval 0.001 | take {n} | map x"
        flags = ["--marbles=svg"] if kind == "svg" else ["--report", page]
        walls, cpus = [], []
        for _ in range(args.rounds):
            wall, cpu, size = run([args.bin, "--virtual", "-q", *flags, "-e", program])
            walls.append(wall)
            cpus.append(cpu)
        if kind == "report":
            size = os.path.getsize(page)
        wall, cpu = statistics.median(walls), statistics.median(cpus)
        first.setdefault(kind, cpu)
        print(f"{kind:>8} {n:>8} {wall:>8.3f} {cpu:>8.3f} {size:>10} {cpu / first[kind]:>8.2f}",
              flush=True)
    os.remove(page) if os.path.exists(page) else None
    os.rmdir(tmp)


if __name__ == "__main__":
    main()
