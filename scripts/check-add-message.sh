#!/bin/sh
# CONTRIBUTING.md's "A new error message", checked: in a scratch worktree of HEAD, add a
# made-up message (`H099`, a note for Kotlin's `fun(v) = …` under the parse error) in
# exactly the places CONTRIBUTING.md names — its entry (ID, severity, text, explanation,
# samples), its `Message` function (which fills the entry's text), the code that raises it,
# and its sample case in the catalogue's tests — then build, run
# the tests that collect every module's entries (IDs unique, every ID explained, both
# programs of each run, every ID's sample rendered, every ID declared in its module's
# entries file, every raised ID with an entry, each severity by its phase's rule), and fail if anything else had to
# change (`git status` lists exactly those four files, which it counts). The messages of
# the other modules follow the same path in their own `Diagnostics/` folders (SignalboxJSON,
# SignalboxJQ, SignalboxSession; the command line's in SignalboxCLI, its samples in
# Tests/SignalboxCLITests/CommandLineMessageTests.swift).
# Not part of `make test` (it builds the package once more); `make check-add-message`.
. "$(dirname "$0")/lib/check-add.sh"
check_add_start add-message
D=Sources/SignalboxLanguage/Diagnostics
S=Tests/SignalboxLanguageTests/Diagnostics/DiagnosticCatalogueTests+InputAndMeta.swift

# 1. The entry and its ID, in the phase's entries file.
insert $D/DiagnosticEntries+Syntax.swift --after 'static let syntax: \[DiagnosticEntry\] = \[\n' \
  <<'SWIFT'
    .note(
      .kotlinFunction,
      text: "Signalbox has no fun(v) = …: the value is 'x'; write 'map x * 2'",
      "Kotlin's fun(v) = … is not an expression here: an operator's expression sees the "
        + "value as x.",
      wrong: "from [1, 2] | map fun(v) = v * 2",
      right: "from [1, 2] | map x * 2"),
SWIFT
printf '\n  public static let kotlinFunction = Self("H099")' |
  insert $D/DiagnosticEntries+Syntax.swift --before '\n}\n*$'
# 2. The message, in the catalogue's `Message` functions: it fills the entry's text.
insert $D/DiagnosticMessages+Hints.swift --before '  static func arrowFunction\(\)' <<'SWIFT'
  static func kotlinFunction() -> DiagnosticMessage { filled(.kotlinFunction) }
SWIFT
# 3. Where it is raised.
echo '    if words.contains("fun") { return [Message.kotlinFunction()] }' |
  insert $D/ForeignSpelling.swift --before '    if words.contains\("lambda"\)'
# The test: its sample (with the text it must have).
insert $S --before '    case \.arrowFunction:' <<'SWIFT'
    case .kotlinFunction:
      return (
        Message.kotlinFunction(),
        "Signalbox has no fun(v) = …: the value is 'x'; write 'map x * 2'")
SWIFT

check_add_changed \
  " M $D/DiagnosticEntries+Syntax.swift" \
  " M $D/DiagnosticMessages+Hints.swift" \
  " M $D/ForeignSpelling.swift" \
  " M $S"
check_add_build 'DiagnosticCatalogueTests|DiagnosticExplanationTests|DiagnosticDeclarationTests|CommandLineMessageTests'
check_add_after "./.build/debug/signalbox --explain H099 | grep -q '^H099: Kotlin'"
check_add_done "a message"
