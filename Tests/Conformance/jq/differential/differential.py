#!/usr/bin/env python3
"""Differential run of `signalbox jq` against a jq 1.7.1 binary.

Usage:
  differential.py build GOJQ_TEST_YAML > gojq.jsonl       # make a corpus
  differential.py build-jaq FILE.rs... > jaq.jsonl         # jaq's give/gives/yields! tests
  differential.py run --jq /work/jq171/jq --bin .build/debug/signalbox corpus.jsonl
  differential.py record --jq /work/jq171/jq corpus.jsonl   # store jq's answers in each line
  differential.py run --recorded --bin .build/debug/signalbox areas.jsonl   # no jq needed

Each corpus line is {"name", "args", "input"} (input is stdin text, may be null), maybe
"files" ({name: text}, written in a new directory the case runs in) and "env" (variables
added to the environment, with NO_COLOR=1 and COLUMNS=80 as the test runner's), and
after `record` also "jq": {"status", "stdout", "stderr"} (jq 1.7.1's answer; stderr is
null where two runs of jq differ).
A case differs when stdout bytes, the exit status, or stderr differ; stderr is
compared only where jq gives the same stderr on two runs (deterministic).
Not part of `make test`: it needs the oracle binary.
"""
import argparse
import concurrent.futures
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile


def build(path):
    import yaml  # only needed to make the corpus
    cases = yaml.safe_load(open(path, encoding="utf-8"))
    for case in cases:
        if case.get("env"):
            continue
        out = {"name": "gojq: " + case["name"], "args": [str(a) for a in case.get("args", [])],
               "input": case.get("input")}
        print(json.dumps(out, ensure_ascii=False))


def rust_string(text, k):
    """The Rust string literal at text[k:] ("…" or r#"…"#): (value, end) or None."""
    m = re.match(r'r(#*)"', text[k:])
    if m:
        close = '"' + m.group(1)
        end = text.index(close, k + len(m.group(0)))
        return text[k + len(m.group(0)):end], end + len(close)
    if text[k] != '"':
        return None
    j = k + 1
    while text[j] != '"':
        j += 2 if text[j] == "\\" else 1
    try:
        return json.loads(text[k:j + 1]), j + 1
    except ValueError:
        return None


def balanced(text, k):
    """text[k] is '(': the index after its closing parenthesis."""
    depth = 0
    for j in range(k, len(text)):
        depth += {"(": 1, ")": -1}.get(text[j], 0)
        if depth == 0:
            return j + 1
    return len(text)


def build_jaq(paths):
    seen = set()
    for path in paths:
        text = open(path, encoding="utf-8").read()
        for m in re.finditer(r'\b(give|gives|fail)\(\s*json!\(|yields!\(\s*\w+,\s*', text):
            if m.group(1):
                start = m.end() - 1
                end = balanced(text, start)
                try:
                    data = json.dumps(json.loads(text[start + 1:end - 1]))
                except ValueError:
                    continue
                k = end + len(text[end:]) - len(text[end:].lstrip(", \n"))
            else:
                data, k = "null", m.end()
            found = rust_string(text, k)
            if not found or (found[0], data) in seen:
                continue
            seen.add((found[0], data))
            name = "jaq %s:%d" % ("/".join(path.split("/")[-3:]), text.count("\n", 0, m.start()) + 1)
            print(json.dumps({"name": name, "args": ["-c", found[0]], "input": data},
                             ensure_ascii=False))


def run_one(command, case, cwd):
    """A case's "files" are written in a directory of its own, where it runs; its "env"
    is added to an environment that holds NO_COLOR=1 and COLUMNS=80 (the test runner's)."""
    env = None
    if case.get("files") is not None or case.get("env") is not None:
        env = dict(os.environ, NO_COLOR="1", COLUMNS="80", **case.get("env", {}))
        cwd = tempfile.mkdtemp(prefix="jqcase")
        for name, text in case.get("files", {}).items():
            with open(os.path.join(cwd, name), "w", encoding="utf-8") as f:
                f.write(text)
    try:
        proc = subprocess.run(
            command + case["args"], input=(case["input"] or "").encode(),
            capture_output=True, timeout=10, cwd=cwd, env=env)
        return proc.returncode, proc.stdout, proc.stderr
    except subprocess.TimeoutExpired:
        return "timeout", b"", b""
    finally:
        if env is not None:
            shutil.rmtree(cwd, ignore_errors=True)


def oracle(jq, case, cwd):
    a = run_one([jq], case, cwd)
    # jq names itself by argv[0] in its usage errors and --help.
    return (a[0], a[1].replace(jq.encode() + b" ", b"jq "),
            a[2].replace(jq.encode() + b":", b"jq:").replace(jq.encode() + b" ", b"jq "))


def recorded(case):
    """The answer `record` stored: (status, stdout, stderr or None)."""
    r = case["jq"]
    err = r["stderr"]
    return (r["status"], r["stdout"].encode("utf-8", "surrogateescape"),
            None if err is None else err.encode("utf-8", "surrogateescape"))


def compare(jq, sbx, case, cwd, check_stderr):
    a = recorded(case) if jq is None else oracle(jq, case, cwd)
    b = run_one([sbx, "jq"], case, cwd)
    kinds = []
    if a[0] != b[0]:
        kinds.append("status")
    if a[1] != b[1]:
        kinds.append("stdout")
    if check_stderr and a[2] is not None and a[2] != b[2] and "stdout" not in kinds:
        if jq is None or oracle(jq, case, cwd)[2] == a[2]:
            kinds.append("stderr")
    return kinds, a, b


def record(args):
    """Each case of the corpus again, with jq's answer in "jq"."""
    cwd = args.cwd or tempfile.mkdtemp(prefix="jqdiff")
    cases = [json.loads(l) for l in open(args.corpus, encoding="utf-8") if l.strip()]
    for case in cases:
        a = oracle(args.jq, case, cwd)
        again = oracle(args.jq, case, cwd)
        case["jq"] = {"status": a[0], "stdout": a[1].decode("utf-8", "surrogateescape"),
                      "stderr": a[2].decode("utf-8", "surrogateescape")
                      if again[2] == a[2] else None}
        print(json.dumps(case, ensure_ascii=False))


def run(args):
    cases = [json.loads(l) for l in open(args.corpus, encoding="utf-8") if l.strip()]
    if args.filter:
        cases = [c for c in cases if args.filter in c["name"]]
    cwd = args.cwd or tempfile.mkdtemp(prefix="jqdiff")
    sbx = os.path.abspath(args.bin)
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        results = list(pool.map(
            lambda c: compare(None if args.recorded else args.jq, sbx, c, cwd,
                              not args.no_stderr), cases))
    differing = 0
    for case, (kinds, a, b) in zip(cases, results):
        if not kinds:
            continue
        differing += 1
        if args.quiet:
            continue
        print("== [%s] %s args=%s input=%r" % (
            ",".join(kinds), case["name"], json.dumps(case["args"]),
            (case["input"] or "")[:200]))
        print("   jq : %s %r %r" % (a[0], a[1][:300], a[2][:300]))
        print("   sbx: %s %r %r" % (b[0], b[1][:300], b[2][:300]))
    print("%d of %d differing" % (differing, len(cases)))


def main():
    parser = argparse.ArgumentParser()
    sub = parser.add_subparsers(dest="cmd", required=True)
    b = sub.add_parser("build")
    b.add_argument("yaml")
    j = sub.add_parser("build-jaq")
    j.add_argument("rust", nargs="+")
    r = sub.add_parser("run")
    r.add_argument("--jq", default="/work/jq171/jq")
    r.add_argument("--bin", default=".build/debug/signalbox")
    r.add_argument("--jobs", type=int, default=2)
    r.add_argument("--filter")
    r.add_argument("--cwd", help="directory the programs run in (gojq's cli/ for testdata/)")
    r.add_argument("--no-stderr", action="store_true")
    r.add_argument("-q", "--quiet", action="store_true")
    r.add_argument("--recorded", action="store_true", help="compare with the answers stored")
    r.add_argument("corpus")
    rec = sub.add_parser("record")
    rec.add_argument("--jq", default="/work/jq171/jq")
    rec.add_argument("--cwd")
    rec.add_argument("corpus")
    args = parser.parse_args()
    if args.cmd == "build":
        build(args.yaml)
    elif args.cmd == "build-jaq":
        build_jaq(args.rust)
    elif args.cmd == "record":
        record(args)
    else:
        run(args)


if __name__ == "__main__":
    sys.exit(main())
