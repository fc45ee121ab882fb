#!/bin/sh
# CONTRIBUTING.md's "Add an option" path, checked: in a scratch worktree of HEAD, add a
# made-up option (`--short-horizon`: the virtual-time limit is one second) in exactly the
# places CONTRIBUTING.md names — its entry in the option table, its property in
# `CommandOptions`, its use where it takes effect (`Launch`) and a test — then build, run
# its test and the table's checks (help, man page, completions, the parser), and fail if
# anything else had to change (`git status` lists exactly those files).
# Not part of `make test` (it builds the package once more); `make check-add-option`.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
scratch=${SCRATCH:-$(mktemp -d /tmp/signalbox-add-option.XXXXXX)}
git -C "$root" worktree add -q --detach "$scratch/tree" HEAD
trap 'git -C "$root" worktree remove --force "$scratch/tree"; rm -rf "$scratch"' EXIT
cd "$scratch/tree"

# 1. The table entry (and its place in the list `--help` follows).
python3 - <<'EOF'
import pathlib
p = pathlib.Path("Sources/SignalboxCLI/CommandLineOption+Table.swift")
s = p.read_text()
entry = '''  static let shortHorizon = CommandLineOption(
    ["--short-horizon"], help: "The virtual-time limit is one second (made up)."
  ) { o, _ in
    o.shortHorizon = true
    return true
  }

'''
anchor = "  static let main: [CommandLineOption] = [\n"
assert anchor in s, "no main list"
s = s.replace(anchor, entry + anchor + "    shortHorizon,\n")
p.write_text(s)
EOF
# 2. Its property.
python3 - <<'EOF'
import pathlib
p = pathlib.Path("Sources/SignalboxCLI/CommandOptions.swift")
s = p.read_text()
anchor = "  var explain: String? = nil\n"
assert anchor in s, "no explain property"
p.write_text(s.replace(anchor, anchor + "  var shortHorizon = false\n"))
EOF
# 3. Its use where it takes effect.
python3 - <<'EOF'
import pathlib
p = pathlib.Path("Sources/SignalboxCLI/Launch.swift")
s = p.read_text()
anchor = "    options.horizon = command.horizon\n"
assert anchor in s, "no horizon"
p.write_text(s.replace(anchor, anchor + "    if command.shortHorizon { options.horizon = 1 }\n"))
EOF
# 4. Its test.
cat > Tests/SignalboxCLITests/ShortHorizonTests.swift <<'EOF'
import Testing

@Suite struct ShortHorizonTests {
  @Test func theHorizonIsOneSecond() throws {
    let program = ["--virtual", "-e", "interval 1 | take 5"]
    let short = try BinaryRunner.run(["--short-horizon"] + program)
    #expect(short.out == "1.000 next 0\n")
    #expect(short.err.contains("past the horizon (1.000 s)"))
    let long = try BinaryRunner.run(program)
    #expect(long.out.contains("5.000 next 4"))
  }
}
EOF

changed=$(git status --porcelain | sort)
expected=$(printf '%s\n' \
  " M Sources/SignalboxCLI/CommandLineOption+Table.swift" \
  " M Sources/SignalboxCLI/CommandOptions.swift" \
  " M Sources/SignalboxCLI/Launch.swift" \
  "?? Tests/SignalboxCLITests/ShortHorizonTests.swift" | sort)
if [ "$changed" != "$expected" ]; then
  echo "check-add-option: the change touched other files than CONTRIBUTING.md names:"
  echo "$changed"
  exit 1
fi
swift build --build-tests 2>&1 | grep -E 'error|warning' && exit 1
.build/debug/signalbox --help | grep -q -- '--short-horizon'
swift test --skip-build \
  --filter 'ShortHorizonTests|OptionTableTests|CommandLineParserTests|CommandLineTests'
echo "check-add-option: an option added in the places CONTRIBUTING.md names"
