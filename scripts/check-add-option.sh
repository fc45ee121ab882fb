#!/bin/sh
# CONTRIBUTING.md's "Add an option" path, checked: in a scratch worktree of HEAD, add a
# made-up option (`--short-horizon`: the virtual-time limit is one second) in exactly the
# places CONTRIBUTING.md names — its entry in the option table, its property in
# `CommandOptions`, its use where it takes effect (`Launch`) and a test — then build, run
# its test and the table's checks (help, man page, completions, the parser), and fail if
# anything else had to change (`git status` lists exactly those files).
# Not part of `make test` (it builds the package once more); `make check-add-option`.
. "$(dirname "$0")/lib/check-add.sh"
check_add_start add-option

# 1. The table entry (and its place in the list `--help` follows).
T=Sources/SignalboxCLI/CommandLineOption+Table.swift
insert $T --before '  static let main: \[CommandLineOption\] = \[\n' <<'SWIFT'
  static let shortHorizon = CommandLineOption(
    ["--short-horizon"], help: "The virtual-time limit is one second (made up)."
  ) { o, _ in
    o.shortHorizon = true
    return true
  }

SWIFT
echo "    shortHorizon," | insert $T --after '  static let main: \[CommandLineOption\] = \[\n'
# 2. Its property.
echo "  var shortHorizon = false" |
  insert Sources/SignalboxCLI/CommandOptions.swift --after '  var explain: String\? = nil\n'
# 3. Its use where it takes effect.
echo "    if command.shortHorizon { options.horizon = 1 }" |
  insert Sources/SignalboxCLI/Launch.swift --after '    options.horizon = command.horizon\n'
# 4. Its test.
cat > Tests/SignalboxCLITests/ShortHorizonTests.swift <<'SWIFT'
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
SWIFT

check_add_changed \
  " M $T" \
  " M Sources/SignalboxCLI/CommandOptions.swift" \
  " M Sources/SignalboxCLI/Launch.swift" \
  "?? Tests/SignalboxCLITests/ShortHorizonTests.swift"
check_add_build 'ShortHorizonTests|OptionTableTests|CommandLineParserTests|CommandLineTests'
check_add_after ".build/debug/signalbox --help | grep -q -- '--short-horizon'"
check_add_done "an option"
