# The scaffolding the scripts/check-add-*.sh scripts share (sourced, POSIX sh): each adds a
# made-up thing in a scratch worktree of HEAD in the places CONTRIBUTING.md names, checks
# that nothing else had to change, builds and runs the tests that hold the path together.
#
#   . "$(dirname "$0")/lib/check-add.sh"
#   check_add_start add-option          # the scratch worktree; the shell is now in it
#   insert FILE --after 'REGEX' <<'EOF' # the text on standard input, at the first match
#   ...
#   check_add_changed " M FILE" "?? NEW_FILE"   # `git status --porcelain`, in any order
#   check_add_build 'TestsA|TestsB'     # build warning-free, run those tests
#   check_add_after 'COMMAND'           # a check of the built binary
#   check_add_done "an option"
#
# With CHECK_ADD_SHARED=DIR (scripts/check-add-all.sh) the scripts share one scratch worktree
# in DIR: each commits its change there once checked, so the next sees a clean tree, and
# check_add_build only writes its filter to DIR/filters; check-add-all.sh then builds once
# and runs every script's tests on the tree holding all of their additions.
set -eu
check_add_root=$(cd "$(dirname "$0")/.." && pwd)
# The package traits of the project's builds (the Makefile's SWIFT_TRAITS).
check_add_traits=${SWIFT_TRAITS---traits LiveView}

# check_add_start NAME: a scratch worktree of HEAD (in $SCRATCH, or a new temporary folder),
# removed when the script exits; the shell moves into it.
check_add_start() {
  check_add_name=check-$1
  if [ -n "${CHECK_ADD_SHARED:-}" ]; then
    scratch=$CHECK_ADD_SHARED
    [ -d "$scratch/tree" ] || git -C "$check_add_root" worktree add -q --detach "$scratch/tree" HEAD
    cd "$scratch/tree"
    return
  fi
  scratch=${SCRATCH:-$(mktemp -d "/tmp/signalbox-$1.XXXXXX")}
  git -C "$check_add_root" worktree add -q --detach "$scratch/tree" HEAD
  trap 'git -C "$check_add_root" worktree remove --force "$scratch/tree"; rm -rf "$scratch"' \
    EXIT
  cd "$scratch/tree"
}

# insert FILE --before|--after REGEX: standard input, put before (after) the first match
# of the Python regular expression in FILE; fails when there is none.
insert() {
  python3 "$check_add_root/scripts/lib/insert.py" "$@"
}

# check_add_changed LINE...: fails unless `git status --porcelain` lists exactly these
# lines (" M path" for a changed file, "?? path" for a new one).
check_add_changed() {
  changed=$(git status --porcelain | sort)
  expected=$(printf '%s\n' "$@" | sort)
  if [ "$changed" != "$expected" ]; then
    echo "$check_add_name: the change touched other files than CONTRIBUTING.md names:"
    echo "$changed"
    exit 1
  fi
  echo "$check_add_name: $(printf '%s\n' "$changed" | wc -l) files changed:"
  printf '%s\n' "$changed"
  if [ -n "${CHECK_ADD_SHARED:-}" ]; then
    git add -A
    git -c user.name=check-add -c user.email=check-add@localhost commit -q -m "$check_add_name"
  fi
}

# check_add_build FILTER: builds the package and its tests (failing on any error or
# warning), then runs the tests FILTER names.
check_add_build() {
  if [ -n "${CHECK_ADD_SHARED:-}" ]; then
    printf '%s\n' "$1" >> "$CHECK_ADD_SHARED/filters"
    return
  fi
  if swift build $check_add_traits --build-tests 2>&1 | grep -E 'error|warning'; then exit 1; fi
  swift test $check_add_traits --skip-build --filter "$1"
}

# check_add_after 'COMMAND': a check of the built binary, run now (after check_add_build), or
# with CHECK_ADD_SHARED once the shared tree is built and tested.
check_add_after() {
  if [ -n "${CHECK_ADD_SHARED:-}" ]; then
    printf '%s\n' "$1" >> "$CHECK_ADD_SHARED/after"
    return
  fi
  eval "$1"
}

# check_add_done WHAT: the closing line.
check_add_done() {
  echo "$check_add_name: $1 added in the places CONTRIBUTING.md names"
}
