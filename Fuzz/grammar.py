#!/usr/bin/env python3
"""grammar.py [--bin B] [--n N] [--seed S] [--time T] [--budget SECONDS] [--keep DIR]
             [--show-usage]

The grammar fuzzer: builds well-formed programs from the operator table as the binary
itself reports it (`:ops` for the names, `:help NAME` for each form and its argument
placeholders), with lets, subjects, background jobs, meta commands, edge numbers and
unicode strings, durations with a unit (`300ms`), `cold`/`hot` marble sources and
`jq '…'` stages with generated jq filters; one run in seven gets `--time-unit ms`, and
about one in seven is a `signalbox jq` run instead (a generated filter, flags, JSON
input). Each runs through the binary on the virtual clock (`--virtual
--horizon 5`, so `interval`, `never` and other programs that run forever end at the
horizon: an end there is asked for). Each run has a time budget; the outcomes are counted:

  ok           exit 0
  error-exit   exit 1 (an error event) or 3
  usage        exit 2 (a parse or compile error: the generator aims for few; about a
               quarter of its programs, most an expression of the wrong kind for an
               argument; --show-usage prints each one's first message)
  endless      still running after the budget, with `repeat` or `retry` without a count
               or with one of 100000 or more, or with `generate` (the loop the program
               asked for)
  timeout      still running after the budget (an unasked hang: fails the run)
  signal       killed by a signal (a crash or trap: fails the run)

Stops after N programs or T seconds, whichever comes first; prints the counts, and each
failing program (also written to --keep DIR). Exit status 1 when any program timed out or
died of a signal."""
import argparse, os, random, re, signal, subprocess, sys, time

p = argparse.ArgumentParser()
p.add_argument("--bin", default=".build/debug/signalbox")
p.add_argument("--n", type=int, default=1000)
p.add_argument("--seed", type=int, default=None)
p.add_argument("--time", type=float, default=1e9, help="stop after this many seconds")
p.add_argument("--budget", type=float, default=10.0, help="seconds one program may run")
p.add_argument("--keep", default=".build/fuzz-grammar")
p.add_argument("--show-usage", action="store_true", help="print each usage error (exit 2)")
args = p.parse_args()
seed = args.seed if args.seed is not None else int(time.time())
rng = random.Random(seed)


def table():
    """{group: [form, …]} from `:ops` and `:help NAME`, with the forms of one heading split."""
    ops = subprocess.run([args.bin], input=":ops\n", capture_output=True, text=True).stdout
    names = []
    for line in ops.splitlines():
        if line.startswith("  "):
            names += [n for n in line.split() if re.fullmatch(r"[A-Za-z][\w.]*", n)]
    helps = "".join(f":help {n}\n" for n in names)
    out = subprocess.run([args.bin], input=helps, capture_output=True, text=True).stdout
    groups = {}
    for line in out.splitlines():
        m = re.match(r"^(\S.*?)  \((.*)\)$", line)
        if not m or m.group(2) == "Functions":
            continue
        for form in m.group(1).split(" · "):
            if form.split() and form not in groups.setdefault(m.group(2), []):
                groups[m.group(2)].append(form)
    return groups


GROUPS = table()
FORMS = {g: fs for g, fs in GROUPS.items()}
SOURCE_FORMS = [f for f in GROUPS.get("Sources", []) if f.split()[0] not in ("stdin", "file")]
SEQUENCE_FORMS = [f for f in GROUPS.get("Sequences", []) if f.split()[0] not in ("seq",)]
HOT = ("publish", "replay", "replayLast", "replayLazily", "autoconnect", "share")
STAGE_FORMS = [f for g, fs in GROUPS.items()
               if g not in ("Sources", "Sequences", "Commands", "Multicasting")
               for f in fs] + [f for f in GROUPS.get("Multicasting", [])
                               if f.split()[0] in HOT]
NUMBERS = ["0", "1", "2", "3", "-1", "0.5", "1e9", "2147483648", "9007199254740993", "1e308",
           "-0", "0.001", "1e-9", "NaN", "-1e308", "4.7"]
SMALL = ["0", "1", "3", "-2", "0.5", "10", "2.5", "-0"]
TIMES = ["0.001", "0.25", "1", "2.5", "1e300", "0.1", "0.01", "3"]
EDGE_TIMES = ["0", "1e-9", "-1"]  # refused as a period (C007), or a due time of 0: now and then
STRINGS = ['"a"', '"é"', '"😀x"', '"\\u0000"', '""', '"a\\nb"', '"ﬀ"', '"\\ud83d\\ude00"',
           '"(a*)*b"', '"aaaaaaaaaaaaaaaaaaaaaaaaaaaa"', '"Ωmega"']
PATTERNS = ['"(a*)*b"', '"(a|aa)*c"', '"[[:alpha:]]+"', '"(?<n>\\\\d+)"', '"^a$"', '"\\\\b"',
            '"(x)\\\\1"', '"(?<=a)b"', '"["']
MARBLES = ['"ab-c|"', '"--a--#"', '"a"', '"|"', '"-"', '"(ab)|"', '"😀-é|"', '"a-b-c-d-e-f|"']
SUBJECTS = []
# Durations with a unit (`300ms`), read wherever a time goes.
UNIT_TIMES = ["300ms", "1s", "0.5s", "1ms", "2m", "10ms", "1.5s"]
# jq filters for `jq '…'` stages and `signalbox jq` runs: each well formed (no `'`), most
# defined on any input (`?` where a filter wants a kind).
JQ_ATOMS = [".", ".a?", ".[0]?", ".[]?", "tostring", "tojson", "length?", "keys?", "type",
            "[.[]?]", "map(. + 1)?", "test(\"a\")?", "explode?", "@base64?", "sort?",
            "to_entries?", "[paths]", "path(..)", "ascii_downcase?", "ltrimstr(\"a\")?",
            "splits(\"a\")?", "gsub(\"a\"; \"b\")?", "[.. | numbers]", "tostream",
            "reduce (.[]?) as $x (0; . + 1)", "limit(2; repeat(.))", "select(. != null)",
            "(. as $v | [$v, $v])", "try error(\"x\") catch .", "if . then 1 else 2 end",
            "\"\\(.)!\"", "{k: .}", "[range(0; 3)]", "getpath([\"a\"])?", "input?",
            "fromjson?", "[limit(3; .[]?)]", "group_by(.)?", "unique?", "add?", "not",
            "indices(1)?", "ascii?", "@text", "@json", "first(.[]?)", "[splits(\", \")?]",
            "fromstream(tostream)", "walk(.)", "env | type", "$__loc__", "[.[]?] | length"]
JQ_VALUES = ['1', '"abc"', '[1, 2, 3]', '{"a": 1, "b": [2]}', 'null', 'true', '"a,b"',
             '[[1], {"a": "x"}]', '-0', '1e308', '"é😀"', '[]', '{}']


def jq_filter(depth=0):
    if depth > 1 or rng.random() < 0.5:
        return pick(JQ_ATOMS)
    a, b = jq_filter(depth + 1), jq_filter(depth + 1)
    return pick([f"{a} | {b}", f"[{a}]", f"{a}, {b}", f"({a}) as $v | {b}",
                 f"{{x: ({a})}}", f"try ({a}) catch null", f"{a} // {b}"])


def jq_run():
    """A `signalbox jq` command line and its input."""
    flags = rng.sample(["-c", "-r", "-S", "-s", "-n", "-e", "-j", "--tab", "--seq"],
                       rng.randrange(0, 3))
    text = "\n".join(pick(JQ_VALUES) for _ in range(rng.randrange(0, 4))) + "\n"
    return [args.bin, "jq"] + flags + [jq_filter()], text


def pick(xs):
    return rng.choice(xs)


def expr(depth=0):
    if depth > 2 or rng.random() < 0.4:
        return pick(["x", "x", "1", "acc" if False else "x"] + NUMBERS[:6] + STRINGS[:4] +
                    ["null", "true", "[x]", "{a: x}", "[]", "{}"])
    a, b = expr(depth + 1), expr(depth + 1)
    return pick([
        f"{a} + {b}", f"{a} * {b}", f"{a} / {b}", f"{a} % {b}", f"-{a}", f"{a} == {b}",
        f"[{a}, {b}]", f"{{k: {a}}}", f"({a}).k", f"[{a}][0]", f"str({a})", f"len(str({a}))",
        f"test(str({a}), {pick(PATTERNS)})", f"match(str({a}), {pick(PATTERNS)}, \"g\")",
        f"gsub(str({a}), {pick(PATTERNS)}, \"$0$0\")", f"sort([{a}, {b}])", f"tojson({a})",
        f"range(0, {pick(['3', '0', '-1', '1e4'])})", f"if {a} == {b} then {a} else {b} end",
        f"\"\\({a})-\\({b})\"", f"floor({a})", f"keys({{a: {a}}})",
    ])


def source(depth=0):
    r = rng.random()
    if r < 0.35:
        return fill(pick(SOURCE_FORMS), depth)
    if r < 0.45:
        seq = f"seq [{expr()}, {expr()}]"
        return " | ".join([seq] + [fill(pick(SEQUENCE_FORMS), depth)
                                   for _ in range(rng.randrange(0, 3))])
    choices = [
        f"just {expr()}", f"from [{expr()}, {expr()}, {expr()}]",
        f"range {pick(['1', '0', '-3', '1e9'])}, {pick(['5', '0', '-1', '2.5'])}",
        f"interval {pick(TIMES)}", f"timer {pick(TIMES + EDGE_TIMES)}", "never", "empty",
        f"error {pick(STRINGS)}",
        f"marbles {pick(MARBLES)}", f"marbles {pick(MARBLES)}, {pick(TIMES)}",
        f"cold {pick(MARBLES)}", f"hot {pick(MARBLES)}", f"interval {pick(UNIT_TIMES)}",
        f"cold {pick(MARBLES)}, {{a: {expr()}, b: {expr()}}}", f"timer {pick(UNIT_TIMES)}",
    ]
    return pick(choices + SUBJECTS)


def placeholder(word, depth, op=""):
    w = word.strip("[],")
    streams = ("merge", "concat", "zip", "combineLatest", "race", "onErrorResumeNext", "forkJoin")
    if w in ("A", "B", "B…") and op not in streams:
        return pick(SMALL)
    if w in ("N", "COUNT", "K"):
        return pick(NUMBERS[:10])
    if w == "SCHEDULER":
        return pick(["main", "background", "immediate"])
    if w in ("T", "DUE", "PERIOD", "WINDOW", "FRAME", "CREATION"):
        return pick(EDGE_TIMES) if rng.random() < 0.05 else pick(TIMES + UNIT_TIMES)
    if w == '"STRING"':
        return pick(MARBLES)
    if w == "{VALUES}":
        return f"{{a: {expr()}, b: {expr()}}}"
    if w == "ERROR":
        return pick(STRINGS)
    if w == "INCLUSIVE":
        return pick(["true", "false"])
    inner = pipeline(depth + 1) if depth < 2 else pick(["just 1", "never", "empty", "just x"])
    if w in ("S", "SIGNAL", "OTHER", "NOTIFIER", "TRIGGER", "SOURCE", "NAME/BLOCK", "A", "B…",
             "BLOCK", "B") or w.startswith("{"):
        return pick(["{ " + inner + " }", "{ v -> " + inner + " }"])
    if w == "STEP":
        return pick(["1", "2", "-1", "0.5", "0", "-3"])
    if w in ("START", "INIT", "SEED"):
        return pick(NUMBERS)
    if w in ("RE", "PATTERN"):
        return pick(PATTERNS)
    return expr()


def stage(depth, forms=None):
    return fill(pick(forms or STAGE_FORMS), depth)


def fill(form, depth):
    words = form.split()
    out = [words[0]]
    for w in words[1:]:
        if w.startswith("[") and rng.random() < 0.5:
            break
        if w.lstrip("[").startswith("{") and w.lstrip("[{")[:1].islower():
            # RxJS's options object: one field (all of them for generate's)
            if words[0] == "generate":
                out.append("{initialState: 0, condition: x < 3, iterate: x + 1}")
            else:
                field = w.strip("[{},:]")
                value = "true" if field.startswith("reset") else pick(SMALL[:3])
                out.append(f"{{{field}: {value}}}")
            break
        sep = "," if w.endswith(",") or "," in w.strip("[]")[-1:] else ""
        out.append(placeholder(w, depth, words[0]) + ("," if w.rstrip("]").endswith(",") else ""))
    text = " ".join(out).rstrip(",")
    return text


def pipeline(depth=0):
    parts = [source(depth)]
    for _ in range(rng.randrange(0, 4 if depth == 0 else 2)):
        parts.append(stage(depth) if rng.random() < 0.85 else f"jq '{jq_filter()}'")
    if rng.random() < 0.3:
        parts.append(f"take {pick(['1', '3', '0'])}")
    return " | ".join(parts)


def program():
    SUBJECTS.clear()
    lines = []
    for _ in range(rng.randrange(1, 5)):
        r = rng.random()
        if r < 0.15:
            name = pick(["s", "s2", "é"])
            lines.append(pick([f"subject {name}", f"replaySubject {name}, {pick(NUMBERS[:4])}",
                               f"behaviorSubject {name}, {expr()}"]))
            SUBJECTS.append(name)
        elif r < 0.25 and SUBJECTS:
            s = pick(SUBJECTS)
            lines.append(pick([f"send {s}, {expr()}", f"send {s}, {expr()}", f"complete {s}",
                               f"fail {s}, {pick(STRINGS)}"]))
        elif r < 0.3:
            lines.append(f"command cmd = {{ v -> {pipeline(1)} }}")
            lines.append(f"execute cmd, {expr()}")
        elif r < 0.35:
            lines.append(f"let {pick(['a', 'b', 'n'])} = {pick([expr(), pipeline()])}")
        elif r < 0.45:
            lines.append(pipeline() + " &")
        elif r < 0.55:
            lines.append(pick([":jobs", ":ops", ":help map", ":show", ":let", ":pending",
                               ":kill 1", ":clock virtual", ":trace on", ":format json",
                               "sleep 1", ":graph"]))
        else:
            lines.append(pipeline())
    return "\n".join(lines) + "\n"


counts = {k: 0 for k in ("ok", "error-exit", "usage", "endless", "timeout", "signal")}
failures = []
start = time.time()
os.makedirs(args.keep, exist_ok=True)
n = 0
while n < args.n and time.time() - start < args.time:
    n += 1
    if rng.random() < 0.15:
        cmd, text = jq_run()
    else:
        text = program()
        cmd = [args.bin, "--virtual", "--horizon", "5", "-q"]
        if rng.random() < 0.15:
            cmd += ["--time-unit", "ms"]
    try:
        r = subprocess.run(cmd, input=text.encode(), capture_output=True, timeout=args.budget)
        code = r.returncode
        kind = ("signal" if code < 0 else "ok" if code == 0 else "usage" if code == 2
                else "error-exit")
        if kind == "usage" and args.show_usage:
            print(r.stderr.decode(errors="replace").strip().splitlines()[0:1], text.strip()[:200])
    except subprocess.TimeoutExpired:
        # `repeat` / `retry` without a count over a source that ends at once loop forever
        # without time passing, as asked; so does a `generate` whose condition always holds.
        endless = re.search(r"\b(repeat|retry)\b(?!\s+-?\d{1,5}\b)|\bgenerate\b", text)
        kind, code = ("endless" if endless else "timeout"), None
    counts[kind] += 1
    if kind in ("timeout", "signal"):
        path = os.path.join(args.keep, f"{kind}-{seed}-{n}.sbx")
        with open(path, "w") as f:
            f.write(text if cmd[1:2] != ["jq"] else " ".join(cmd[1:]) + "\n" + text)
        failures.append((kind, code, path, text))

print(f"grammar fuzz: {n} programs, seed {seed}, {time.time() - start:.0f} s, "
      f"{len(STAGE_FORMS) + len(SOURCE_FORMS) + len(SEQUENCE_FORMS)} forms from the table")
for k, v in counts.items():
    print(f"  {k:<11} {v}")
for kind, code, path, text in failures:
    print(f"--- {kind} ({code}) {path}\n{text}")
sys.exit(1 if failures else 0)
