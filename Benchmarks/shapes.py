#!/usr/bin/env python3
"""Three more shapes of NDJSON users pipe in, from fixed seeds (nothing is committed), and the
programs people run on them (issue 42 item 1).

  export     flat rows exported from a database or a spreadsheet (~420 bytes): 22 columns,
             about 40 % of them null, floats printed with all 15-17 digits of a double
             (`0.07123456789012345`, `1234.5678901234567`), integer ids, short strings.
  telemetry  deep device telemetry (~530 bytes): `device.site.rack.{row,slot}` four levels,
             `metrics.cpu.cores` (8 floats), `metrics.temps` (12 floats), `metrics.net`
             counters, a `status` object.
  servicelog structured service logs (~350 bytes): `msg` strings with `\\"`, `\\n`, `\\t`,
             `\\u00e9`, `\\/` escapes and raw UTF-8 (東京, Zürich, €, 😀), an `http` object,
             `user`, `trace` ids in hex and a `tags` array.

Each shape comes with six programs, written once as a pipeline (`signalbox -q -e 'stdin | …'`)
and once as a jq filter (`signalbox jq -c`, jq, jaq, gojq): a filter on one field (the whole
row passes), a filter then a projection to one field, a projection to a few nested fields,
an object built from fields, an aggregate over an array field, a count of the rows a filter
keeps, and identity. Benchmarks/peers.py runs them (`--shape-lines N`, rows named
`<shape> <program>`).

Usage: Benchmarks/shapes.py SHAPE LINES > FILE   (or import and call generate(shape, path, n))
"""
import random
import sys

import eventlog  # Benchmarks/eventlog.py: write_lines

CITIES = ["Zürich", "東京", "São Paulo", "Kraków", "Montréal", "Oslo", "Lagos", "Austin"]
STATUS = ["paid", "paid", "paid", "refunded", "pending", "failed"]


def maybe(rng, text, nulls=0.4):
    return "null" if rng.random() < nulls else text


def quoted(text):
    return '"' + text + '"'


def long_float(rng, scale):
    return repr(rng.random() * scale)  # all the digits of a double: 1234.5678901234567


def export_line(rng, i):
    cols = [
        f'"id":{100000 + i}', f'"order_ref":"ORD-{rng.randint(0, 999999):06d}"',
        f'"status":"{rng.choice(STATUS)}"', f'"amount":{long_float(rng, 1000)}',
        f'"tax_rate":{maybe(rng, long_float(rng, 0.25))}',
        f'"discount":{maybe(rng, long_float(rng, 50), 0.7)}',
        f'"qty":{rng.randint(1, 12)}', f'"unit_price":{long_float(rng, 200)}',
        f'"currency":"{rng.choice(["EUR", "USD", "CHF", "JPY"])}"',
        f'"city":{maybe(rng, chr(34) + rng.choice(CITIES) + chr(34))}',
        f'"region":{maybe(rng, chr(34) + rng.choice(["EU", "NA", "APAC"]) + chr(34))}',
        f'"coupon":{maybe(rng, chr(34) + "C" + str(rng.randint(10, 99)) + chr(34), 0.8)}',
        f'"lat":{maybe(rng, repr(rng.uniform(-90, 90)))}',
        f'"lon":{maybe(rng, repr(rng.uniform(-180, 180)))}',
        f'"rating":{maybe(rng, str(rng.randint(1, 5)), 0.6)}',
        f'"returned_at":{maybe(rng, quoted("2026-11-%02dT10:00:00Z" % rng.randint(1, 28)), 0.9)}',
        f'"weight_kg":{maybe(rng, long_float(rng, 30))}',
        f'"gift":{rng.choice(["true", "false", "null"])}',
        f'"note":{maybe(rng, chr(34) + "leave at door" + chr(34), 0.85)}',
        f'"created":"2026-11-{rng.randint(1, 28):02d}T{rng.randint(0, 23):02d}:'
        f'{rng.randint(0, 59):02d}:00Z"',
        f'"score":{maybe(rng, long_float(rng, 1))}', f'"ext_id":{maybe(rng, "null", 1)}',
    ]
    return "{" + ",".join(cols) + "}"


def floats(rng, n, scale):
    return ",".join(f"{rng.random() * scale:.{rng.randint(2, 6)}f}" for _ in range(n))


def telemetry_line(rng, i):
    region = rng.choice(["eu-west", "us-east", "ap-south"])
    device = (f'{{"id":"dev-{rng.randint(0, 9999):04d}","model":"{rng.choice(["T100", "T200"])}",'
              f'"site":{{"region":"{region}","dc":"{region}-{rng.randint(1, 3)}",'
              f'"rack":{{"row":{rng.randint(1, 40)},"slot":{rng.randint(1, 48)}}}}}}}')
    metrics = (f'{{"cpu":{{"load":[{floats(rng, 3, 8)}],"cores":[{floats(rng, 8, 1)}]}},'
               f'"mem":{{"used":{rng.randint(10**8, 10**10)},"free":{rng.randint(10**8, 10**10)},'
               f'"pct":{rng.random() * 100:.3f}}},'
               f'"temps":[{floats(rng, 12, 90)}],'
               f'"net":{{"rx":{rng.randint(0, 10**12)},"tx":{rng.randint(0, 10**12)},'
               f'"errs":{rng.choice([0, 0, 0, 0, 1, 3])}}}}}')
    code = rng.choice([200, 200, 200, 200, 503])
    status = (f'{{"ok":{"true" if code == 200 else "false"},"code":{code},'
              f'"since":{1764000000 + rng.randint(0, 10**6)}}}')
    return (f'{{"ts":{1764547200000 + i * 250},"seq":{i},"device":{device},'
            f'"metrics":{metrics},"status":{status}}}')


MSG = ["user \\\"{u}\\\" logged in from {c}", "payment of €{a} declined:\\n  card expired",
       "GET \\/api\\/v1\\/caf\\u00e9 took {a} ms", "retrying\\tattempt {n} of 5",
       "cache miss for key \\\"{u}:{n}\\\"", "upload finished 😀 ({n} parts)",
       "na\\u00efve path \\\\srv\\\\share\\\\{u}"]
PATHS = ["orders", "users", "caf\\u00e9"]
USERS = ["zoë", "ren\\u00e9", "東京dev", "mika", "sébastien", "ana_m", "o'brien"]


def servicelog_line(rng, i):
    u, c = rng.choice(USERS), rng.choice(CITIES)
    msg = rng.choice(MSG).format(u=u, c=c, a=f"{rng.random() * 500:.2f}", n=rng.randint(1, 99))
    level = rng.choice(["INFO"] * 6 + ["DEBUG"] * 2 + ["WARN", "ERROR"])
    status = 500 if level == "ERROR" else rng.choice([200, 200, 201, 204, 404])
    tags = ",".join(f'"{t}"' for t in rng.sample(["api", "web", "batch", "eu", "canary",
                                                     "v2", "cold"], rng.randint(0, 4)))
    return (f'{{"ts":"2026-12-01T{rng.randint(0, 23):02d}:{rng.randint(0, 59):02d}:'
            f'{rng.randint(0, 59):02d}.{rng.randint(0, 999):03d}Z","level":"{level}",'
            f'"service":"{rng.choice(["checkout", "auth", "search", "media"])}",'
            f'"host":"node-{rng.randint(1, 64)}","msg":"{msg}",'
            f'"http":{{"method":"{rng.choice(["GET", "GET", "POST", "PUT"])}",'
            f'"path":"\\/api\\/v1\\/{rng.choice(PATHS)}",'
            f'"status":{status},"latency_ms":{rng.random() * 900:.3f}}},'
            f'"user":{{"id":{rng.randint(1, 10**7)},"name":"{u}"}},'
            f'"trace":{{"id":"{rng.getrandbits(128):032x}","span":"{rng.getrandbits(64):016x}"}},'
            f'"tags":[{tags}]}}')


LINES = {"export": (export_line, 11), "telemetry": (telemetry_line, 12),
         "servicelog": (servicelog_line, 13)}

# shape: [(program, pipeline after `stdin | ` or "" for identity, jq filter, jq flags)]
PROGRAMS = {
    "export": [
        ("filter", 'filter x.status == "refunded"', 'select(.status == "refunded")', []),
        ("filter+project", "filter x.amount > 500 | map x.order_ref",
         "select(.amount > 500) | .order_ref", []),
        ("project", "map [x.id, x.amount, x.city]", "[.id, .amount, .city]", []),
        ("object", "map {id: x.id, total: x.qty * x.unit_price, region: x.region}",
         "{id, total: (.qty * .unit_price), region}", []),
        ("aggregate", "map sum([x.amount, x.tax_rate ?? 0, x.discount ?? 0])",
         "[.amount, .tax_rate // 0, .discount // 0] | add", []),
        ("count", "filter x.region == null | count",
         "reduce (inputs | select(.region == null)) as $r (0; . + 1)", ["-n"]),
        ("identity", "", ".", []),
    ],
    "telemetry": [
        ("filter", "filter x.status.code == 503", "select(.status.code == 503)", []),
        ("filter+project", "filter x.metrics.mem.pct > 50 | map x.device.site.rack.row",
         "select(.metrics.mem.pct > 50) | .device.site.rack.row", []),
        ("project", "map [x.device.id, x.device.site.rack.slot, x.metrics.cpu.load[0]]",
         "[.device.id, .device.site.rack.slot, .metrics.cpu.load[0]]", []),
        ("object", "map {dev: x.device.id, dc: x.device.site.dc, rx: x.metrics.net.rx}",
         "{dev: .device.id, dc: .device.site.dc, rx: .metrics.net.rx}", []),
        ("aggregate", "map sum(x.metrics.temps) / len(x.metrics.temps)",
         ".metrics.temps | add / length", []),
        ("count", "filter x.status.ok | count",
         "reduce (inputs | select(.status.ok)) as $r (0; . + 1)", ["-n"]),
        ("identity", "", ".", []),
    ],
    "servicelog": [
        ("filter", 'filter x.level == "ERROR"', 'select(.level == "ERROR")', []),
        ("filter+project", "filter x.http.latency_ms > 450 | map x.msg",
         "select(.http.latency_ms > 450) | .msg", []),
        ("project", "map [x.ts, x.user.name, x.http.path]", "[.ts, .user.name, .http.path]", []),
        ("object", "map {svc: x.service, status: x.http.status, user: x.user.name}",
         "{svc: .service, status: .http.status, user: .user.name}", []),
        ("aggregate", "map len(x.tags)", ".tags | length", []),
        ("count", "filter x.http.status >= 400 | count",
         "reduce (inputs | select(.http.status >= 400)) as $r (0; . + 1)", ["-n"]),
        ("identity", "", ".", []),
    ],
}


def generate(shape, path, lines):
    make_line, seed = LINES[shape]
    with open(path, "w", encoding="utf-8") as f:
        eventlog.write_lines(f, lines, make_line, seed)


def rows(paths):
    """peers.py rows for the shapes generated at `paths` ({shape: path}): for each program a
    pipeline row (`<shape> <program>`) and a jq row (`<shape> jq <program>`)."""
    out = []
    for shape, path in paths.items():
        for name, pipe, filt, flags in PROGRAMS[shape]:
            peers = {k: ["-c", *flags, filt] for k in ("jq", "jaq", "gojq")}
            program = "stdin | " + pipe if pipe else "stdin"
            out.append((f"{shape} {name}", path, dict(signalbox=["-q", "-e", program], **peers)))
            out.append((f"{shape} jq {name}", path,
                        dict(signalbox=["jq", "-c", *flags, filt], **peers)))
    return out


if __name__ == "__main__":
    if len(sys.argv) < 2 or sys.argv[1] not in LINES:
        sys.exit("usage: shapes.py export|telemetry|servicelog [LINES]")
    eventlog.write_lines(sys.stdout, int(sys.argv[2]) if len(sys.argv) > 2 else 1000,
                         LINES[sys.argv[1]][0], LINES[sys.argv[1]][1])
