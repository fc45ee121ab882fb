#!/bin/sh
# CONTRIBUTING.md's "add a meta command", checked: in a scratch worktree of HEAD, add a
# made-up meta command (`:echo TEXT`: prints TEXT) in exactly the places CONTRIBUTING.md
# names — a catalogue entry with its `MetaCommand` case, a handler file, its line in
# `MetaCommandHandlers.all` — and a test, then build, run its test and the catalogue's and
# handlers' checks, and fail if anything else had to change (`git status` lists exactly
# those files). Not part of `make test` (it builds the package once more);
# `make check-add-meta`.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
scratch=${SCRATCH:-$(mktemp -d /tmp/signalbox-add-meta.XXXXXX)}
git -C "$root" worktree add -q --detach "$scratch/tree" HEAD
trap 'git -C "$root" worktree remove --force "$scratch/tree"; rm -rf "$scratch"' EXIT
cd "$scratch/tree"

# 1. The catalogue entry and its case.
python3 - <<'PY'
import pathlib, re
p = pathlib.Path("Sources/SignalboxLanguage/Catalogue/MetaCommands.swift")
s = p.read_text()
s, n = re.subn(r"(  case advance, resources, kill, load, live, reset, quit)\n", r"\1\n  case echo\n", s)
assert n == 1, "no MetaCommand cases"
entry = '''    MetaCommandSpec(.echo, "TEXT", "print TEXT"),
'''
m = re.search(r"    MetaCommandSpec\(\.quit,", s)
assert m, "no :quit entry"
p.write_text(s[: m.start()] + entry + s[m.start() :])
PY
# 2. The handler.
cat > Sources/SignalboxSession/MetaCommands/EchoCommand.swift <<'SWIFT'
import SignalboxLanguage

/// `:echo TEXT`: prints TEXT (made up by scripts/check-add-meta.sh).
enum EchoCommand: MetaCommandHandler {
  static let command = MetaCommand.echo

  static func run(_ call: MetaCall, in context: any MetaContext) {
    context.printLine(call.argument)
  }
}
SWIFT
# 3. Its line in the handlers' list.
python3 - <<'PY'
import pathlib
p = pathlib.Path("Sources/SignalboxSession/MetaCommands/MetaCommandHandler.swift")
s = p.read_text()
old = "LiveCommand.self, ResetCommand.self, QuitCommand.self,\n"
assert old in s, "no handlers list"
p.write_text(s.replace(old, "LiveCommand.self, ResetCommand.self, QuitCommand.self, EchoCommand.self,\n"))
PY
# The test.
cat > Tests/SignalboxSessionTests/MetaCommands/EchoCommandTests.swift <<'SWIFT'
import SignalboxTestSupport
import Testing

@Suite struct EchoCommandTests {
  @Test func echoPrintsItsArgument() {
    let run = runSession(":echo hello there\njust 1")
    #expect(run.err == "")
    #expect(run.out == ["hello there", "0.000 next 1", "0.000 completed"])
  }
}
SWIFT

changed=$(git status --porcelain | sort)
expected=$(printf '%s\n' \
  " M Sources/SignalboxLanguage/Catalogue/MetaCommands.swift" \
  " M Sources/SignalboxSession/MetaCommands/MetaCommandHandler.swift" \
  "?? Sources/SignalboxSession/MetaCommands/EchoCommand.swift" \
  "?? Tests/SignalboxSessionTests/MetaCommands/EchoCommandTests.swift" | sort)
if [ "$changed" != "$expected" ]; then
  echo "check-add-meta: the change touched other files than CONTRIBUTING.md names:"
  echo "$changed"
  exit 1
fi
swift build --build-tests 2>&1 | grep -E 'error|warning' && exit 1
swift test --skip-build \
  --filter 'EchoCommandTests|MetaCommandHandlerTests|CatalogueTests|OperatorTableTests'
echo "check-add-meta: a meta command added in the places CONTRIBUTING.md names"
