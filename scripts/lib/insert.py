"""insert.py FILE --before|--after REGEX: standard input, put into FILE before (or after)
the first match of REGEX (Python's re). Fails when REGEX does not match.
The edit tool of scripts/lib/check-add.sh."""
import pathlib
import re
import sys

path, where, pattern = sys.argv[1:4]
assert where in ("--before", "--after"), f"insert.py: {where}: --before or --after"
p = pathlib.Path(path)
s = p.read_text()
m = re.search(pattern, s)
assert m, f"insert.py: {path}: no {pattern!r}"
at = m.start() if where == "--before" else m.end()
p.write_text(s[:at] + sys.stdin.read() + s[at:])
