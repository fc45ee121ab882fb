#!/usr/bin/env python3
"""Generates one big JSON document for the bench-cli rows (seeded: the same bytes every run).

Usage: Benchmarks/bigdoc.py SHAPE MEGABYTES > FILE
  array   one compact top-level array of small objects, on one line
  lines   the same objects as `array`, one per line (NDJSON)
  geojson a GeoJSON FeatureCollection on one line: its `features` array holds point features
  nested  a pretty-printed (indent 2) API-style dump: objects in arrays in objects
  wide    one object with many keys (MEGABYTES * 40 000 keys, ~25 bytes each)
"""
import json
import random
import sys


def item(rng, i):
    return {
        "id": i,
        "name": "item%d" % i,
        "v": rng.randrange(100),
        "score": rng.randrange(10000) / 4,
        "ok": i % 2 == 0,
        "tags": ["t%d" % rng.randrange(50) for _ in range(rng.randrange(4))],
        "note": None if i % 7 else "seven",
    }


def user(rng, i):
    return {
        "id": i,
        "profile": {
            "name": "user %d" % i,
            "email": "user%d@example.com" % i,
            "address": {"city": "city%d" % rng.randrange(300), "zip": "%05d" % rng.randrange(100000)},
        },
        "posts": [{"id": i * 10 + k, "title": "post %d of user %d" % (k, i), "likes": rng.randrange(1000)}
                  for k in range(rng.randrange(5))],
        "active": rng.random() < 0.5,
    }


def coordinate(rng, limit):
    """Degrees with five decimals, none below 0.001 in size (Python writes those with an
    exponent, `1e-05`, which jq keeps and Signalbox writes as `0.00001`)."""
    value = rng.randrange(100, limit * 100000) / 100000
    return value if rng.random() < 0.5 else -value


def main():
    shape, megabytes = sys.argv[1], float(sys.argv[2])
    target = int(megabytes * 1_000_000)
    rng = random.Random(7)
    out = sys.stdout
    if shape == "array":
        out.write("[")
        size, i = 1, 0
        while size < target:
            text = json.dumps(item(rng, i), separators=(",", ":"))
            out.write(("," if i else "") + text)
            size += len(text) + 1
            i += 1
        out.write("]\n")
    elif shape == "lines":
        size, i = 0, 0
        while size < target:
            text = json.dumps(item(rng, i), separators=(",", ":"))
            out.write(text + "\n")
            size += len(text) + 1
            i += 1
    elif shape == "geojson":
        head = '{"type":"FeatureCollection","name":"points","features":['
        out.write(head)
        size, i = len(head), 0
        while size < target:
            feature = {
                "type": "Feature",
                "id": i,
                "geometry": {"type": "Point", "coordinates": [coordinate(rng, 180), coordinate(rng, 90)]},
                "properties": {"name": "place %d" % i, "kind": "kind%d" % rng.randrange(20),
                               "population": rng.randrange(1000000)},
            }
            text = json.dumps(feature, separators=(",", ":"))
            out.write(("," if i else "") + text)
            size += len(text) + 1
            i += 1
        out.write('],"bbox":[-180,-90,180,90]}\n')
    elif shape == "nested":
        users, size, i = [], 0, 0
        while size < target:
            u = user(rng, i)
            users.append(u)
            size += len(json.dumps(u, indent=2)) + 10
            i += 1
        out.write(json.dumps({"data": {"count": len(users), "users": users}, "meta": {"page": 1}}, indent=2))
        out.write("\n")
    elif shape == "wide":
        keys = int(megabytes * 40_000)
        out.write("{\n")
        for i in range(keys):
            out.write('  "key%06d": %d%s\n' % (i, rng.randrange(1000000), "," if i + 1 < keys else ""))
        out.write("}\n")
    elif shape == "escaped":
        # One pretty-printed object as Python's json.dumps writes it by default (indent 2,
        # ensure_ascii): every non-ASCII letter of its keys and values as a `\u` escape.
        names = ["café", "Zürich", "東京", "naïve", "São Paulo", "Kraków", "Øresund", "İzmir"]
        doc, size, i = {}, 0, 0
        while size < target:
            key = "%s-%d" % (rng.choice(names), i)
            doc[key] = {"city": rng.choice(names), "note": "größe %d ½" % rng.randrange(1000),
                        "n": rng.randrange(100000), "ok": rng.random() < 0.5}
            size += 130
            i += 1
        out.write(json.dumps(doc, indent=2))
        out.write("\n")
    elif shape == "floats":
        # One compact array of doubles as Python prints them: the shortest digits that read
        # back the same double, mostly 16 or 17 of them (1234.5678901234567, 0.123…).
        out.write("[")
        size, i = 1, 0
        while size < target:
            text = repr((0.1 + 0.9 * rng.random()) * 10 ** rng.randrange(-2, 6))
            out.write(("," if i else "") + text)
            size += len(text) + 1
            i += 1
        out.write("]\n")
    else:
        sys.exit("unknown shape " + shape)


main()
