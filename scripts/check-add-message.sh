#!/bin/sh
# CONTRIBUTING.md's "A new error message", checked: in a scratch worktree of HEAD, add a
# made-up message (`H099`, a note for Kotlin's `fun(v) = …` under the parse error) in
# exactly the places CONTRIBUTING.md names — its entry with its ID, its `Message` function,
# the code that raises it, and its sample case in the catalogue's tests — then build, run
# the tests that collect every module's entries (IDs unique, every ID explained, both
# programs of each run, every ID's sample rendered, every ID declared in its module's
# entries file), and fail if anything else had to
# change (`git status` lists exactly those four files, which it counts). The messages of
# the other modules follow the same path in their own `Diagnostics/` folders (SignalboxJSON,
# SignalboxJQ, SignalboxSession; the command line's in SignalboxCLI, its samples in
# Tests/SignalboxCLITests/CommandLineMessageTests.swift).
# Not part of `make test` (it builds the package once more); `make check-add-message`.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
scratch=${SCRATCH:-$(mktemp -d /tmp/signalbox-add-message.XXXXXX)}
git -C "$root" worktree add -q --detach "$scratch/tree" HEAD
trap 'git -C "$root" worktree remove --force "$scratch/tree"; rm -rf "$scratch"' EXIT
cd "$scratch/tree"
D=Sources/SignalboxLanguage/Diagnostics

python3 - <<'EOF'
import pathlib, re
def edit(path, pattern, insert, before=True):
    p = pathlib.Path(path)
    s = p.read_text()
    m = re.search(pattern, s)
    assert m, f"{path}: no {pattern!r}"
    at = m.start() if before else m.end()
    p.write_text(s[:at] + insert + s[at:])

D = "Sources/SignalboxLanguage/Diagnostics/"
# 1. The entry and its ID, in the phase's entries file.
edit(D + "DiagnosticEntries+Syntax.swift", r"static let syntax: \[DiagnosticEntry\] = \[\n", '''\
    DiagnosticEntry(
      .kotlinFunction,
      "Kotlin's fun(v) = … is not an expression here: an operator's expression sees the "
        + "value as x.",
      wrong: "from [1, 2] | map fun(v) = v * 2",
      right: "from [1, 2] | map x * 2"),
''', before=False)
edit(D + "DiagnosticEntries+Syntax.swift", r"\n}\n*$", '''
  public static let kotlinFunction = Self("H099")''')
# 2. The message, in the catalogue's `Message` functions.
edit(D + "DiagnosticMessages+Hints.swift", r"  static func arrowFunction\(\)", '''\
  static func kotlinFunction() -> DiagnosticMessage {
    .init(.kotlinFunction, "Signalbox has no fun(v) = …: the value is 'x'; write 'map x * 2'")
  }
''')
# 3. Where it is raised.
edit(D + "ForeignSpelling.swift", r"    if words.contains\(\"lambda\"\)", '''\
    if words.contains("fun") { return [Message.kotlinFunction()] }
''')
# The test: its sample (with the text it must have).
edit("Tests/SignalboxLanguageTests/Diagnostics/DiagnosticCatalogueTests+InputAndMeta.swift",
     r"    case \.arrowFunction:", '''\
    case .kotlinFunction:
      return (
        Message.kotlinFunction(),
        "Signalbox has no fun(v) = …: the value is 'x'; write 'map x * 2'")
''')
EOF

changed=$(git status --porcelain | sort)
expected=$(printf '%s\n' \
  " M $D/DiagnosticEntries+Syntax.swift" \
  " M $D/DiagnosticMessages+Hints.swift" \
  " M $D/ForeignSpelling.swift" \
  " M Tests/SignalboxLanguageTests/Diagnostics/DiagnosticCatalogueTests+InputAndMeta.swift" |
  sort)
places=$(printf '%s\n' "$changed" | wc -l)
echo "check-add-message: $places files changed (entry and ID, message, raise site, sample):"
printf '%s\n' "$changed"
if [ "$changed" != "$expected" ]; then
  echo "check-add-message: the change touched other files than CONTRIBUTING.md names:"
  echo "$changed"
  exit 1
fi
swift build --build-tests 2>&1 | grep -E 'error|warning' && exit 1
swift test --skip-build \
  --filter 'DiagnosticCatalogueTests|DiagnosticExplanationTests|DiagnosticDeclarationTests|CommandLineMessageTests'
./.build/debug/signalbox --explain H099 | grep -q '^H099: Kotlin'
echo "check-add-message: a message added in the $places places CONTRIBUTING.md names"
