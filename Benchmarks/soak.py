#!/usr/bin/env python3
"""soak.py [--bin B] [--lines N] [--seconds S] [--only repl|interval]

Memory over long runs (`make soak`; not part of `make test`):

  repl      a generated N-line REPL session (default 20 000) through a pseudo-terminal:
            subjects, sends, lets, background jobs, foreground pipelines, meta commands,
            `:reset` every 100 lines; RSS sampled every 500 lines.
  interval  `interval 0.001 | map x * 2 | scan 0, acc + x` on the wall clock for S seconds
            (default 600), output to /dev/null; RSS sampled every 5 s.

For each: RSS at the start (after warm-up: the first fifth of the samples) and at the end,
and the least-squares slope over the samples after warm-up, in KB per minute (and per 1000
lines for the REPL). Exit status 1 when the interval run's slope is 1 KB/min or more, or the
REPL's 1 KB per 1000 lines or more (its lines go in as fast as it reads them, a few hundred
a second, so a minute of it is some 15 000 lines of typing)."""
import argparse, os, pty, select, subprocess, sys, threading, time

p = argparse.ArgumentParser()
p.add_argument("--bin", default=".build/release/signalbox")
p.add_argument("--lines", type=int, default=20000)
p.add_argument("--seconds", type=float, default=600)
p.add_argument("--only", choices=["repl", "interval"])
args = p.parse_args()
LIMIT = 1.0  # KB per minute


def rss_kb(pid):
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def slope(points):
    """Least squares slope of (x, y) points."""
    n = len(points)
    if n < 2:
        return 0.0
    mx = sum(x for x, _ in points) / n
    my = sum(y for _, y in points) / n
    sxx = sum((x - mx) ** 2 for x, _ in points)
    return sum((x - mx) * (y - my) for x, y in points) / sxx if sxx else 0.0


def report(name, samples, per_line=None):
    """samples: (seconds, lines, rss KB)."""
    warm = samples[len(samples) // 5:]
    per_min = slope([(t / 60, r) for t, _, r in warm])
    text = (f"{name}: RSS {samples[0][2]} KB at start, {warm[0][2]} KB after warm-up, "
            f"{samples[-1][2]} KB at the end ({samples[-1][0]:.0f} s"
            + (f", {samples[-1][1]} lines" if per_line else "") + f"); slope after warm-up "
            f"{per_min:+.2f} KB/min")
    if per_line:
        per_1000 = slope([(l / 1000, r) for _, l, r in warm])
        text += f", {per_1000:+.2f} KB per 1000 lines"
    print(text, flush=True)
    return (per_1000 if per_line else per_min) < LIMIT


def repl_lines(n):
    k = 0
    while k < n:
        i = k // 100
        block = [
            f"subject s{i % 7}", f"s{i % 7} | map x * 2 | scan 0, acc + x &",
            f"send s{i % 7}, {k}", f"let a{i % 5} = just {k} | map x + 1",
            f"a{i % 5} | map {{n: x, s: \"é{k}\"}}", "range 1, 20 | collect",
            f"let v = {{k: {k}, list: [1, 2, 3]}}", "just v.k",
            "timer 0.001 | map \"t\" &", ":jobs", f"complete s{i % 7}",
            "from [1, 2, 3] | bufferCount 2", "marbles \"ab-c|\", 0.001 | map x",
            f"interval 0.5 | map x + {k} &",
        ]
        for line in block:
            if k % 100 == 99:
                yield ":reset"
            else:
                yield line
            k += 1
            if k >= n:
                return


def soak_repl():
    pid, fd = pty.fork()
    if pid == 0:
        os.environ["TERM"] = "dumb"
        os.environ["HOME"] = "/tmp/signalbox-soak-home"
        os.makedirs("/tmp/signalbox-soak-home", exist_ok=True)
        os.execv(args.bin, [args.bin])
    done = threading.Event()
    log = open(os.environ["SOAK_LOG"], "wb") if os.environ.get("SOAK_LOG") else None

    def drain():
        while not done.is_set():
            r, _, _ = select.select([fd], [], [], 0.2)
            if r:
                try:
                    data = os.read(fd, 65536)
                    if log:
                        log.write(data)
                except OSError:
                    return

    threading.Thread(target=drain, daemon=True).start()
    time.sleep(0.5)
    start = time.time()
    samples = [(0.0, 0, rss_kb(pid))]
    for k, line in enumerate(repl_lines(args.lines), 1):
        os.write(fd, (line + "\n").encode())
        time.sleep(0.002)
        if k % 500 == 0:
            time.sleep(0.2)
            samples.append((time.time() - start, k, rss_kb(pid)))
    os.write(fd, b"\x04")
    time.sleep(0.5)
    done.set()
    try:
        os.kill(pid, 15)
    except ProcessLookupError:
        pass
    os.waitpid(pid, 0)
    return report("repl", samples, per_line=True)


def soak_interval():
    proc = subprocess.Popen(
        [args.bin, "-q", "-e", "interval 0.001 | map x * 2 | scan 0, acc + x"],
        stdout=subprocess.DEVNULL)
    start = time.time()
    samples = []
    while time.time() - start < args.seconds:
        time.sleep(min(5, args.seconds / 12))
        samples.append((time.time() - start, 0, rss_kb(proc.pid)))
    proc.terminate()
    proc.wait()
    return report("interval", samples)


ok = True
if args.only in (None, "repl"):
    ok = soak_repl() and ok
if args.only in (None, "interval"):
    ok = soak_interval() and ok
sys.exit(0 if ok else 1)
