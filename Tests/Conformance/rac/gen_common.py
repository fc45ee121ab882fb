"""Shared helpers of the RAC case generators: a case is (source, it, program, output, exit)."""
import json

CASES = []


def case(src, it, program, out, exit=0, args=("--virtual",), err=None):
    """One `it` of a ReactiveObjC spec: `src` the spec file (and describe), `it` its text;
    `err` a text stderr must contain (a warning)."""
    CASES.append((src, it, program.strip("\n"), out.strip("\n"), exit, args, err))


def val(v):
    return json.dumps(v, separators=(",", ":"))


def nexts(values, t="0.000", end="completed", prefix=""):
    """Output lines: each value at time t, then the terminal line (None: no terminal)."""
    lines = ["%s%s next %s" % (prefix, t, val(v)) for v in values]
    if end:
        lines.append("%s%s %s" % (prefix, t, end))
    return "\n".join(lines)


def write(path):
    with open(path, "w", encoding="utf-8") as f:
        f.write("# Written by Tests/Conformance/rac/gen.py; edit the generator, not this file.\n\n")
        for src, it, program, out, exit, args, err in CASES:
            f.write("=== rac %s: %s\n--- args\n%s\n--- program\n%s\n--- stdout\n" % (
                src, it, "\n".join(args), program))
            if out:
                f.write(out + "\n")
            if err:
                f.write("--- stderr-contains\n%s\n" % err)
            if exit:
                f.write("--- exit\n%d\n" % exit)
            f.write("\n")
    del CASES[:]
