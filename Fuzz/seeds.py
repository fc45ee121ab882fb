#!/usr/bin/env python3
"""seeds.py OUT_DIR : the seed inputs of the fuzz targets, copied at run time from the
places they live (nothing is checked in twice):

  OUT_DIR/program/  programs: examples/*.sbx, every ```sbx block of README.md and docs/*.md,
                    the `--- program` of every conformance case, ../shared/seeds/*
  OUT_DIR/stdin/    input bytes: examples/*.stdin, the `--- stdin` of every conformance case,
                    ../shared/jsontestsuite/test_parsing/*

Paths are relative to the repository root (the parent of this file's directory). A corpus
that is absent (no ../shared) is skipped with a note."""
import hashlib, os, sys

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
shared = os.path.join(root, "..", "shared")
out = sys.argv[1]


def put(kind, data):
    if isinstance(data, str):
        data = data.encode("utf-8")
    d = os.path.join(out, kind)
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, hashlib.sha1(data).hexdigest()), "wb") as f:
        f.write(data)


def blocks(text, tag):
    lines, k = text.split("\n"), 0
    while k < len(lines):
        if lines[k].strip() == "```" + tag:
            end = k + 1
            while end < len(lines) and lines[end].strip() != "```":
                end += 1
            yield "\n".join(lines[k + 1:end]) + "\n"
            k = end
        k += 1


def cases(path):
    case, section = None, None
    for raw in open(path, encoding="utf-8"):
        line = raw.rstrip("\n")
        if line.startswith("=== "):
            if case:
                yield case
            case, section = {}, None
        elif line.startswith("--- ") and case is not None:
            section = line[4:].strip()
            case[section] = []
        elif case is not None and section:
            case[section].append(line)
    if case:
        yield case


examples = os.path.join(root, "examples")
for dirpath, dirnames, filenames in sorted(os.walk(examples)):
    dirnames.sort()
    for name in sorted(filenames):
        if not name.endswith((".sbx", ".stdin")):
            continue
        text = open(os.path.join(dirpath, name), "rb").read()
        if name.endswith(".sbx"):
            put("program", text)
        elif name.endswith(".stdin"):
            put("stdin", text)
docs = ["README.md"] + ["docs/" + n for n in sorted(os.listdir(os.path.join(root, "docs"))) if n.endswith(".md")]
for doc in docs:
    text = open(os.path.join(root, doc), encoding="utf-8").read()
    for block in blocks(text, "sbx"):
        put("program", block)
conformance = os.path.join(shared, "conformance")
if os.path.isdir(conformance):
    for name in sorted(os.listdir(conformance)):
        if name.endswith(".cases"):
            for case in cases(os.path.join(conformance, name)):
                if "program" in case:
                    put("program", "\n".join(case["program"]) + "\n")
                if "stdin" in case:
                    put("stdin", "\n".join(case["stdin"]) + "\n")
else:
    print("seeds.py: no %s, skipped" % conformance)
for corpus, kind in ((os.path.join(shared, "seeds"), "program"),
                     (os.path.join(shared, "jsontestsuite", "test_parsing"), "stdin")):
    if os.path.isdir(corpus):
        for name in sorted(os.listdir(corpus)):
            put(kind, open(os.path.join(corpus, name), "rb").read())
    else:
        print("seeds.py: no %s, skipped" % corpus)
# The canonical writer's target: every input seed too, and documents with escaped keys,
# long floats and whitespace (what it was written for).
for name in os.listdir(os.path.join(out, "stdin")) if os.path.isdir(os.path.join(out, "stdin")) else []:
    put("canonical", open(os.path.join(out, "stdin", name), "rb").read())
for text in ('{\n  "caf\\u00e9": [0.39144948834984616, 1E400, -0, 25.0],\n  "caf\u00e9": 1\n}',
             '[1337.4609259778642, 0.004553411467808561, 9007199254740993, 1e-7]',
             '{"\\ud83d\\ude00": "\\/\\u007f", "a": {"b": [true, null, "x"]}}',
             '0.10000000000000001', '4503599627370495.5', '1.7976931348623157e308'):
    put("canonical", text)
for kind in ("program", "stdin", "canonical"):
    d = os.path.join(out, kind)
    print("seeds.py: %d %s seeds in %s" % (len(os.listdir(d)) if os.path.isdir(d) else 0, kind, d))
