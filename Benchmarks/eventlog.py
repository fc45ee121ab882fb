#!/usr/bin/env python3
"""NDJSON shaped like GitHub's public event archive, from a fixed seed (nothing is committed).

Each line is one event object of about 440 bytes: `id` as a string of digits, `type`,
`actor` and `repo` objects (two levels), `payload` with objects three levels deep
(`payload.commits[].author`), often-empty arrays of objects (`commits`, `labels`), URLs
written with escaped slashes (`https:\\/\\/api.github.com\\/…`, as GitHub's encoder writes
them), commit messages with `\\"`, `\\u00e9`-style escapes and raw UTF-8 (東京, ü),
decimals such as `274.0`, `240.663` and `1E-2`, booleans and nulls, and `created_at`.
`make bench-cli` runs Benchmarks/peers.py, whose event-log rows read this data.

Usage: Benchmarks/eventlog.py LINES > FILE   (or import and call generate(path, lines))
"""
import random
import sys

TYPES = ["PushEvent"] * 5 + ["WatchEvent"] * 2 + ["CreateEvent", "IssuesEvent",
                                                  "PullRequestEvent", "ForkEvent"]
NAMES = ["octo", "ren\\u00e9", "zoë", "東京dev", "mika", "jan-k", "bot[bot]", "ana_m", "li",
         "sébastien", "q"]
WORDS = ["fix", "add", "update", "the", "parser", "\\\"quoted\\\"", "caf\\u00e9", "東京",
         "Zürich", "tests", "docs", "bump", "v2", "naïve", "tab\\there"]


def decimal(rng):
    kind = rng.random()
    if kind < 0.3:
        return f"{rng.randint(0, 999)}.0"  # 274.0
    if kind < 0.45:
        return f"{rng.randint(1, 9)}E-{rng.randint(1, 3)}"  # 1E-2
    return f"{rng.randint(0, 999)}.{rng.randint(1, 999):03d}".rstrip("0")  # 240.663


def message(rng):
    return " ".join(rng.choice(WORDS) for _ in range(rng.randint(2, 6)))


def url(*parts):
    return "https:\\/\\/" + "\\/".join(parts)


def commit(rng):
    sha = "%040x" % rng.getrandbits(160)
    who = rng.choice(NAMES)
    return (f'{{"sha":"{sha[:12]}","author":{{"name":"{who}","email":"{who[:3]}@x.io"}},'
            f'"message":"{message(rng)}","distinct":{rng.choice(["true", "false"])}}}')


def line(rng, i):
    login = rng.choice(NAMES) + str(rng.randint(1, 999))
    uid = rng.randint(1, 9_999_999)
    repo = f"{rng.choice(NAMES)}\\/{rng.choice(['core', 'web', 'cli', 'data'])}"
    ncommits = rng.choice([0, 0, 0, 0, 0, 0, 1, 2])
    commits = ",".join(commit(rng) for _ in range(ncommits))
    labels = ",".join(f'{{"name":"{rng.choice(WORDS)}","score":{decimal(rng)}}}'
                      for _ in range(rng.choice([0, 0, 0, 1])))
    payload = (f'{{"ok":{rng.choice(["true", "false", "null"])},"size":{ncommits},'
               f'"ref":"refs\\/heads\\/{rng.choice(["main", "dev"])}",'
               f'"stats":{{"score":{decimal(rng)},"ratio":{decimal(rng)},"rate":{decimal(rng)}}},'
               f'"commits":[{commits}],"labels":[{labels}]}}')
    return (f'{{"id":"{26170000000 + i}","type":"{rng.choice(TYPES)}",'
            f'"actor":{{"id":{uid},"login":"{login}",'
            f'"url":"{url("api.github.com", "users", login)}"}},'
            f'"repo":{{"id":{rng.randint(1, 99_999_999)},"name":"{repo}",'
            f'"url":"{url("api.github.com", "repos", repo)}"}},'
            f'"payload":{payload},"public":{rng.choice(["true", "true", "true", "false"])},'
            f'"created_at":"2015-01-{rng.randint(1, 28):02d}T{rng.randint(0, 23):02d}:00:00Z"}}')


def write_lines(out, lines, make_line, seed):
    """`lines` lines of `make_line(rng, i)` to `out`, from a generator seeded with `seed`
    (also Benchmarks/peers.py's)."""
    rng = random.Random(seed)
    for i in range(lines):
        out.write(make_line(rng, i))
        out.write("\n")


def generate(path, lines, seed=30):
    with open(path, "w", encoding="utf-8") as f:
        write_lines(f, lines, line, seed)


if __name__ == "__main__":
    write_lines(sys.stdout, int(sys.argv[1]) if len(sys.argv) > 1 else 1000, line, 30)
