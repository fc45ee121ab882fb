#!/bin/sh
# CONTRIBUTING.md's "add a meta command", checked: in a scratch worktree of HEAD, add a
# made-up meta command (`:echo TEXT`: prints TEXT) in exactly the places CONTRIBUTING.md
# names — a catalogue entry with its `MetaCommand` case, a handler file, its line in
# `MetaCommandHandlers.all` — and a test, then build, run its test and the catalogue's and
# handlers' checks, and fail if anything else had to change (`git status` lists exactly
# those files). Not part of `make test` (it builds the package once more);
# `make check-add-meta`.
. "$(dirname "$0")/lib/check-add.sh"
check_add_start add-meta

# 1. The catalogue entry and its case.
C=Sources/SignalboxLanguage/Catalogue/MetaCommands.swift
# After the enum's opening line: the case lists below it change as commands are added.
echo "  case echo" | insert $C --after 'package enum MetaCommand: String, CaseIterable, Sendable \{\n'
echo '    MetaCommandSpec(.echo, "TEXT", "print TEXT"),' |
  insert $C --before '    MetaCommandSpec\(\.quit,'
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
H=Sources/SignalboxSession/MetaCommands/MetaCommandHandler.swift
printf ' EchoCommand.self,' |
  insert $H --after 'QuitCommand\.self,'
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

check_add_changed \
  " M $C" \
  " M $H" \
  "?? Sources/SignalboxSession/MetaCommands/EchoCommand.swift" \
  "?? Tests/SignalboxSessionTests/MetaCommands/EchoCommandTests.swift"
check_add_build 'EchoCommandTests|MetaCommandHandlerTests|CatalogueTests|OperatorTableTests'
check_add_done "a meta command"
