# Signalbox: `make run` starts the playground, `make test` runs every test.
SWIFT ?= swift
# The package traits of every build the project makes: `LiveView` links the live view's
# server (FlyingFox) into `signalbox`; it is not a default trait, so a package depending on
# Signalbox fetches no server (docs/library.md). Fuzz/ and Benchmarks/ are packages of their
# own that never build the command: their lines go without it.
SWIFT_TRAITS ?= --traits LiveView
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: deps build run docs test test-preview check-layout check-add-operator check-add-message format-check conformance-rx conformance-rac conformance-jq test-browser marbles-images asan tsan fuzz fuzz-smoke fuzz-grammar soak fuzz-build fuzz-seeds conformance install release clean bench bench-cli complexity-smoke check-add-meta check-add-option check-add-function check-add

# Installs libreadline-dev through apt-get when its header is missing.
deps:
	@if [ ! -f /usr/include/readline/readline.h ]; then \
	  echo "installing libreadline-dev"; \
	  $(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq libreadline-dev; \
	fi

build: deps
	$(SWIFT) build $(SWIFT_TRAITS)

run: build
	./.build/debug/signalbox

# docs/operators.md and docs/functions.md: every heading, summary, rule, example and the
# example's output written from the operator table (the examples run on a virtual clock);
# the prose between the `<!-- table:… -->` regions is kept. OperatorTableTests fails when
# the committed pages are not what this writes.
docs:
	$(SWIFT) run $(SWIFT_TRAITS) signalbox-docs $(CURDIR)

# CONTRIBUTING.md's "add a ..." paths, each checked by a script on scripts/lib/check-add.sh:
# the made-up thing added in a scratch worktree in the places it names (`make docs` where
# the docs follow), built, its tests and the checks that hold the path together run.
# Not in `make test`: each builds the package once more.
# All five in one scratch worktree with one build (scripts/check-add-all.sh; CI runs this).
check-add: deps
	SWIFT_TRAITS='$(SWIFT_TRAITS)' sh scripts/check-add-all.sh

# "Add an operator": a made-up operator (scripts/check-add-operator.sh).
check-add-operator: deps
	SWIFT_TRAITS='$(SWIFT_TRAITS)' sh scripts/check-add-operator.sh

# "Add a function": a made-up jq-named function, one row of jq's library
# (scripts/check-add-function.sh).
check-add-function: deps
	SWIFT_TRAITS='$(SWIFT_TRAITS)' sh scripts/check-add-function.sh

# CONTRIBUTING.md's "A new error message", checked: a made-up message added in a scratch
# worktree in the places it names, then the tests that collect every module's entries
# (scripts/check-add-message.sh; not in `make test`: it builds the package once more).
check-add-message: deps
	SWIFT_TRAITS='$(SWIFT_TRAITS)' sh scripts/check-add-message.sh

# CONTRIBUTING.md's "add a meta command", checked the same way: a made-up `:echo` added in
# its three places and a test (scripts/check-add-meta.sh; not in `make test` either).
check-add-meta: deps
	SWIFT_TRAITS='$(SWIFT_TRAITS)' sh scripts/check-add-meta.sh

# CONTRIBUTING.md's "Add an option" path, checked the same way: a made-up option added in a
# scratch worktree in the places it names, built, its test and the table's checks run
# (scripts/check-add-option.sh; not in `make test`).
check-add-option: deps
	SWIFT_TRAITS='$(SWIFT_TRAITS)' sh scripts/check-add-option.sh

# A crash in the test runner prints the crashed thread's frames only (no registers, no
# image list), so that the last lines of a CI log name the test and the code that crashed.
TEST_BACKTRACE := SWIFT_BACKTRACE=enable=yes,interactive=no,color=no,threads=crashed,registers=none,images=none

test: deps
	$(MAKE) --no-print-directory format-check
	$(MAKE) --no-print-directory check-layout
	$(SWIFT) build $(SWIFT_TRAITS)
	@# Every public symbol of the library products has a doc comment.
	sh scripts/check-docs.sh
	@# The library's API against the last tag (skipped while there is none; CONTRIBUTING.md).
	API_BREAKAGE=$(API_BREAKAGE) SWIFT=$(SWIFT) SWIFT_TRAITS='$(SWIFT_TRAITS)' sh scripts/check-api.sh
	@# The DocC catalogues of Signalbox and SignalboxTestSupport build with no warning.
	$(MAKE) --no-print-directory docc
	$(TEST_BACKTRACE) $(SWIFT) test $(SWIFT_TRAITS)
	@# The contract's example cases, JSONTestSuite and the REPL (readline is linked into this
	@# binary, loaded by dlopen in the debug one), on the optimised build users install.
	$(MAKE) --no-print-directory release
	$(TEST_BACKTRACE) SIGNALBOX_BIN=$(CURDIR)/.build/release/signalbox $(SWIFT) test $(SWIFT_TRAITS) --skip-build --filter 'JSONTestSuiteTests|ReplTests'
	@if [ -f ../shared/conformance/run.py ]; then \
	  python3 ../shared/conformance/run.py --bin $(CURDIR)/.build/release/signalbox ../shared/conformance; \
	fi
	$(MAKE) --no-print-directory test-preview PREVIEW_BIN=$(CURDIR)/.build/release/signalbox
	$(MAKE) --no-print-directory conformance-rx BIN=$(CURDIR)/.build/release/signalbox
	$(MAKE) --no-print-directory conformance-rac BIN=$(CURDIR)/.build/release/signalbox
	$(MAKE) --no-print-directory conformance-jq BIN=$(CURDIR)/.build/release/signalbox
	@# The pictures in headless Chromium (test-browser installs Debian's chromium when missing).
	$(MAKE) --no-print-directory test-browser BROWSER_BIN=$(CURDIR)/.build/release/signalbox
	$(MAKE) --no-print-directory test-install
	@# examples/embedding against the engine by version, in a fresh scratch build.
	$(MAKE) --no-print-directory test-embedding

# jq 1.7.1's own tests (Tests/Conformance/jq/README.md) through `signalbox jq`: at least
# JQ_FLOOR of the 731 must pass (the figure passing on the branch that set it).
JQ_FLOOR ?= 731
conformance-jq:
	python3 Tests/Conformance/jq/run.py --cmd "$(BIN) jq" --floor $(JQ_FLOOR)

# RxJS 7's own operator specs, translated (Tests/Conformance/rx/gen.py writes the cases).
BIN ?= $(CURDIR)/.build/debug/signalbox
conformance-rx:
	python3 Tests/Conformance/rx/run.py --bin $(BIN) Tests/Conformance/rx

# ReactiveObjC's own specs, translated (Tests/Conformance/rac/gen.py writes the cases), run
# by the same runner.
conformance-rac:
	python3 Tests/Conformance/rx/run.py --bin $(BIN) Tests/Conformance/rac

# The pictures in headless Chromium: the HTML report (--report: its script ran with no
# console error, the DOM holds the expected stage rows and marbles) and the SVG of each
# case of Tests/Browser/browser_test.py (measured in the page: no two marbles of a row
# overlap, one panel per statement, inner rows present). The pages and their screenshots
# are kept in .build/browser/. Installs Debian's chromium when it is missing.
BROWSER_BIN ?= $(CURDIR)/.build/debug/signalbox
test-browser:
	@command -v chromium >/dev/null 2>&1 || { $(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq chromium; }
	@[ -x $(BROWSER_BIN) ] || $(SWIFT) build $(SWIFT_TRAITS)
	python3 Tests/Browser/browser_test.py --bin $(BROWSER_BIN) --out .build/browser

# The REPL's preview while typing (docs/repl.md), in a pseudo-terminal whose screen the
# pyte terminal emulator keeps (installed from the package index when missing). With
# PREVIEW_CAPTURE=FILE it also writes the preview's screen as an SVG (docs/images/).
PREVIEW_BIN ?= $(CURDIR)/.build/debug/signalbox
test-preview:
	@python3 -c 'import pyte' 2>/dev/null || python3 -m pip install -q pyte
	@[ -x $(PREVIEW_BIN) ] || $(SWIFT) build $(SWIFT_TRAITS)
	python3 Tests/Preview/preview_test.py --bin $(PREVIEW_BIN) \
	  $(if $(PREVIEW_CAPTURE),--capture $(PREVIEW_CAPTURE))

# The pictures of docs/marbles.md, drawn again from docs/images/marbles.list (a test
# checks they are current).
marbles-images: build
	sh Tests/Browser/marble-images.sh .build/debug/signalbox

# The stack-depth tests pin the limits of the plain debug build (`make test` runs them: the
# language's NestingLimitsTests, the regex parser's 999 and 1 000 nested groups);
# sanitizer frames are several times larger, so under a sanitizer they would measure the
# sanitizer, not Signalbox. Likewise the peak-memory test of `stdin items`: AddressSanitizer
# keeps freed memory in quarantine, so the child's peak measures the quarantine. And the
# allocation counts of GrowthTests: a sanitizer's own malloc hides them from the preloaded
# counter (every count reads 0). And the live view's peak-memory test (a page that stops
# reading): under AddressSanitizer its child's peak is the quarantine's, over 600 MB. And the
# complexity tests (CPU time at n and 4n): a sanitizer's costs are not the program's. And
# the live view's flood tests: they hold 2 000 sockets in the test process, and under
# AddressSanitizer Foundation's Process.run, which other tests call meanwhile, overreads its
# buffer of /proc/self/fd entries (findMaximumOpenFromProcSelfFD) and the run aborts. And
# the `ulimit -v` tests (MemoryLimitCLITests): a sanitizer reserves terabytes of shadow
# memory at start-up, which no virtual-memory limit admits (the same for JQSlurpCLITests'
# budget test, run under `ulimit -v`).
SANITIZER_SKIP := --skip NestingLimitsTests --skip InFlatMemory --skip GrowthTests \
  --skip ComplexityTests --skip LiveViewFloodTests \
  --skip KeepsMemoryFlat --skip MemoryLimitCLITests --skip slurpPastTheValueBudget \
  --skip deeplyNestedGroupsRun --skip nestingPastTheLimitFailsAsInJq

# Sanitizer and fuzzing builds keep scratch paths of their own (`.build-*/`, gitignored).
ASAN_BUILD := .build-asan
FUZZ_BUILD := .build-fuzz
CONFORMANCE := ../shared/conformance
# LeakSanitizer's one false positive with Swift (see the file); AddressSanitizer and its leak
# checker come with the toolchain's own runtime (nothing to install).
LSAN := LSAN_OPTIONS=suppressions=$(CURDIR)/Tests/Sanitizers/lsan.supp:print_suppressions=0

# Linked by lld: gold warns "Cannot export local symbol" for every ASan helper.
ASAN_SWIFT_FLAGS := --sanitize=address --build-path $(ASAN_BUILD) -Xswiftc -use-ld=lld

# Every test under AddressSanitizer, then the contract's cases on the ASan binary with leak
# detection on: a case whose process leaks at exit fails (LeakSanitizer's exit status 23).
# The unit tests run with leak detection off: XCTest on Linux never frees its test-case
# instances, so at exit everything a test case holds would be reported. The corpora of a
# process per case run every fourth case here (SIGNALBOX_CORPUS_STRIDE; `make test` runs all).
asan: deps
	$(SWIFT) build $(SWIFT_TRAITS) $(ASAN_SWIFT_FLAGS)
	ASAN_OPTIONS=detect_leaks=0 SIGNALBOX_CORPUS_STRIDE=4 $(SWIFT) test $(SWIFT_TRAITS) $(ASAN_SWIFT_FLAGS) \
	  $(SANITIZER_SKIP)
	@if [ -f $(CONFORMANCE)/run.py ]; then \
	  echo "conformance cases under AddressSanitizer, leak detection on"; \
	  ASAN_OPTIONS=detect_leaks=1 $(LSAN) python3 $(CONFORMANCE)/run.py \
	    --bin $(CURDIR)/$(ASAN_BUILD)/debug/signalbox $(CONFORMANCE); \
	else echo "no $(CONFORMANCE): conformance cases skipped"; fi

# libFuzzer targets (Fuzz/, a package of its own): FuzzStdin (bytes as stdin for every JSON
# reading mode, and as a file) and FuzzProgram (program text, run on the virtual clock with an
# event budget). Seeds are copied at run time from examples/, docs/, the conformance cases,
# ../shared/seeds and the JSONTestSuite files (Fuzz/seeds.py); what libFuzzer learns stays in
# $(FUZZ_BUILD)/corpus, findings in $(FUZZ_BUILD)/artifacts. FUZZ_TIME is per target. Leak
# detection is off here (each input drops a session whose hot connections still run); the
# leak check is make asan's.
FUZZ_TIME ?= 1800
FUZZ_FLAGS ?= -timeout=10 -rss_limit_mb=2048 -print_final_stats=1
fuzz-build: deps
	$(SWIFT) build --package-path Fuzz --scratch-path $(FUZZ_BUILD) -Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld

fuzz-seeds:
	rm -rf $(FUZZ_BUILD)/seeds
	python3 Fuzz/seeds.py $(FUZZ_BUILD)/seeds

fuzz: fuzz-build fuzz-seeds
	mkdir -p $(FUZZ_BUILD)/corpus/stdin $(FUZZ_BUILD)/corpus/program $(FUZZ_BUILD)/corpus/canonical $(FUZZ_BUILD)/artifacts
	ASAN_OPTIONS=detect_leaks=0 $(FUZZ_BUILD)/debug/FuzzStdin $(FUZZ_BUILD)/corpus/stdin $(FUZZ_BUILD)/seeds/stdin \
	  -max_total_time=$(FUZZ_TIME) -artifact_prefix=$(FUZZ_BUILD)/artifacts/stdin- $(FUZZ_FLAGS)
	ASAN_OPTIONS=detect_leaks=0 $(FUZZ_BUILD)/debug/FuzzProgram $(FUZZ_BUILD)/corpus/program $(FUZZ_BUILD)/seeds/program \
	  -max_total_time=$(FUZZ_TIME) -artifact_prefix=$(FUZZ_BUILD)/artifacts/program- $(FUZZ_FLAGS)
	ASAN_OPTIONS=detect_leaks=0 $(FUZZ_BUILD)/debug/FuzzCanonical $(FUZZ_BUILD)/corpus/canonical $(FUZZ_BUILD)/seeds/canonical \
	  -max_total_time=$(FUZZ_TIME) -artifact_prefix=$(FUZZ_BUILD)/artifacts/canonical- $(FUZZ_FLAGS)

# Each fuzz target for 30 seconds, from a fixed random seed (the same mutations every run).
fuzz-smoke:
	$(MAKE) fuzz FUZZ_TIME=30 FUZZ_FLAGS="$(FUZZ_FLAGS) -seed=1"

# The grammar fuzzer (Fuzz/grammar.py): N well-formed programs built from the operator table,
# each run by the release binary on the virtual clock with a 10 s budget; prints the outcome
# counts and fails on a signal (crash, trap) or an unasked hang. FUZZ_GRAMMAR_TIME (seconds)
# ends it sooner; FUZZ_GRAMMAR_SEED repeats a run.
N ?= 1000
FUZZ_GRAMMAR_TIME ?= 1000000000
FUZZ_GRAMMAR_SEED ?=
fuzz-grammar: release
	python3 Fuzz/grammar.py --bin .build/release/signalbox --n $(N) --time $(FUZZ_GRAMMAR_TIME) \
	  $(if $(FUZZ_GRAMMAR_SEED),--seed $(FUZZ_GRAMMAR_SEED))

# Memory over long runs (Benchmarks/soak.py; not part of make test): a generated
# SOAK_LINES-line REPL session through a pty (`:reset` every 100 lines) and SOAK_SECONDS of
# `interval 0.001` on the wall clock, RSS sampled; fails when a slope after warm-up reaches
# 1 KB/min (the REPL: 1 KB per 1000 lines). Figures in docs/benchmarks.md.
SOAK_LINES ?= 20000
SOAK_SECONDS ?= 600
soak: release
	python3 Benchmarks/soak.py --bin .build/release/signalbox --lines $(SOAK_LINES) \
	  --seconds $(SOAK_SECONDS)

# The engine and language tests under the thread sanitizer (Linux needs the pthread-backed
# lock: see Sources/SignalboxPlatform/SanitizerMutex.swift).
# The whole log goes to .build/tsan.log; its tail and, on failure, every report (with both
# stacks) are printed last, so a CI excerpt of the end of the output shows the race.
tsan: deps
	@mkdir -p .build
	@status=0; $(SWIFT) test $(SWIFT_TRAITS) --sanitize=thread -Xswiftc -DSIGNALBOX_TSAN --build-path .build/tsan \
	  --filter 'SignalboxTests|SignalboxJSONTests|SignalboxJQTests|SignalboxLanguageTests|SignalboxSessionTests|SignalboxLiveTests' $(SANITIZER_SKIP) > .build/tsan.log 2>&1 || status=$$?; \
	tail -n 30 .build/tsan.log; \
	if [ $$status -ne 0 ] || grep -q 'WARNING: ThreadSanitizer' .build/tsan.log; then \
	  echo '--- ThreadSanitizer reports (full log: .build/tsan.log) ---'; \
	  grep -n -B2 -A80 'WARNING: ThreadSanitizer' .build/tsan.log | head -n 600; \
	  grep -n 'error:\|failed' .build/tsan.log | head -n 40; \
	  exit 1; fi

# The engine rows side by side (Signalbox, OpenCombine, a hand-written floor), then the
# same workloads under ordo-one/benchmark for allocation counts. See docs/benchmarks.md.
bench: deps
	# SwiftPM caches the engine's file list in the build plan: drop it so new files are seen.
	rm -f Benchmarks/.build/release.yaml
	cd Benchmarks && $(SWIFT) build -c release $(TUNING_FLAGS) --product BenchTable && ./.build/release/BenchTable
	cd Benchmarks && $(SWIFT) package --allow-writing-to-package-directory benchmark --target EngineBenchmarks

# The command-line rows against jq on generated NDJSON (integer-only lines and big documents),
# then the rows on realistic data against jq, jaq and gojq interleaved (Benchmarks/peers.py;
# PEERS_LINES, PEERS_EVENTS, PEERS_ROUNDS; the event log is Benchmarks/eventlog.py).
PEERS_LINES ?= 1000000
PEERS_ROUNDS ?= 5
PEERS_EVENTS ?= 300000
bench-cli: release
	./Benchmarks/cli.sh
	python3 Benchmarks/peers.py --lines $(PEERS_LINES) --events $(PEERS_EVENTS) --rounds $(PEERS_ROUNDS)

# The binary users install links the Swift runtime, Foundation's parts and libstdc++
# statically (docs/benchmarks-history.md, "Start-up and memory"): no shared Swift libraries to map and
# relocate at start-up, and a smaller resident set. The debug build (tests, `make run`) stays
# dynamic. lld links it: GNU ld and gold warn about a `mktemp` inside FoundationEssentials.
# Generic types are instantiated by direct metadata calls rather than from mangled names,
# which at run time check each generic requirement by scanning every protocol conformance in
# the binary (about 190 000 instructions each, a third of start-up's once linked statically).
# Relative relocations are packed (RELR, glibc 2.36): the loader reads 9 KB of them instead
# of 1 MB, which otherwise stays resident. Each function gets a section of its own, and
# those that start-up and the streaming rows run are laid out together
# (Benchmarks/startup.order, made by Benchmarks/order.py), so the code pages they touch
# are few: the kernel maps the executable's pages in blocks around each one touched.
# libstdc++.a is found through a directory holding only it (the toolchain asks for -lstdc++,
# which would otherwise find the shared library first); without libstdc++.a (clang++, from
# the toolchain, says where GCC's is) the shared one is linked.
# libgcc is linked statically too (`-static-libgcc`: its unwinder comes from libgcc_eh.a),
# so libgcc_s is not loaded, mapped and relocated at start-up; no run path is written
# (`--disable-local-rpath`: the binary needs no library next to it, and the loader would
# look for libc and libm in eleven directories under $ORIGIN first).
# The executable is a static position-independent one (`-static-pie`): the C library, libm,
# GNU readline and libtinfo are linked in too, so there is no dynamic loader at all at
# start-up (no libraries to find, map and relocate, no symbols to look up: a quarter of
# start-up's time; docs/benchmarks-history.md, "Third pass: a static position-independent
# executable"), and the code and data still load at a random address. Readline is linked
# because a static binary cannot dlopen it (the library would bring a second C library into
# the process): CReadline/shim.h takes its addresses from a table when
# SIGNALBOX_READLINE_LINKED is defined (the REPL's tests run on this binary in `make test`).
# The swift driver also passes `-pie`, which `-static-pie` overrides (clang's
# unused-argument note is silenced). It has full RELRO (`-z relro -z now`: the relocated
# data made read-only once relocated; the C library's start-up code applies it in a static
# PIE) and stack protection (Swift's own, and `-fstack-protector-strong` with
# `_FORTIFY_SOURCE=2` for the C that the clang importer compiles: the readline shim's inline
# functions; no other C is built).
# PIE costs start-up: every pointer in its 420 KB of Swift metadata and 150 KB of data is
# relocated at each start (docs/benchmarks-history.md, "Start-up and memory", has the figures).
# The executable exports no symbols of its own (scripts/exports.map): the toolchain's
# -export-dynamic put 5 400 into .dynsym, which the runtime's `dladdr` scanned at each start.
# `make release PIE=0` builds the dynamically linked position-dependent executable
# (`-no-pie`, readline loaded by dlopen when the REPL starts), which gives up address-space
# randomisation of its own code and data.
STATIC_LIBS := $(CURDIR)/.build/static-libs
PIE ?= 1
STATIC_PIE_FLAGS := -Xswiftc -Xclang-linker -Xswiftc -static-pie \
  -Xswiftc -Xclang-linker -Xswiftc -Wno-unused-command-line-argument \
  -Xcc -DSIGNALBOX_READLINE_LINKED -Xlinker -lreadline -Xlinker -ltinfo
PIE_FLAGS := $(if $(filter 0,$(PIE)),-Xswiftc -Xclang-linker -Xswiftc -no-pie,$(STATIC_PIE_FLAGS))
HARDENING_FLAGS := -Xlinker -z -Xlinker relro -Xlinker -z -Xlinker now \
  -Xswiftc -Xfrontend -Xswiftc -enable-stack-protector -Xcc -fstack-protector-strong -Xcc -D_FORTIFY_SOURCE=2
# The engine's release tuning (cross-module optimisation, exclusivity checks off) is passed here,
# not as `unsafeFlags` in Package.swift: SwiftPM refuses a versioned dependency whose library
# targets carry unsafe flags (docs/library.md). A package depending on Signalbox gets the
# toolchain's default release settings.
#
# Closure specialisation is off (`-sil-disable-pass=closure-specialize`): on the jq
# evaluator, whose generators hand closures to closures, the pass cloned `JQRun.eval` 339
# times and `evalPath` 112 times (7.3 MB of clones); one compiler job ran 30 minutes in
# 7.4 GB and the release build took 33 min on 2 cores. Without it the whole release build
# takes 2 min 17 s, the binary is 49 MB instead of 66 (unstripped), and neither the engine's
# benchmarks (`make bench`: chain, subscribe, flatMap, fanout within 3 %) nor `make bench-cli`'s
# rows got slower (docs/benchmarks.md, "Build").
TUNING_FLAGS := -Xswiftc -cross-module-optimization -Xswiftc -enforce-exclusivity=unchecked \
  -Xswiftc -Xllvm -Xswiftc -sil-disable-pass=closure-specialize
RELEASE_FLAGS := -c release $(TUNING_FLAGS) --static-swift-stdlib --disable-local-rpath -Xswiftc -use-ld=lld \
  -Xlinker -L$(STATIC_LIBS) -Xswiftc -Xclang-linker -Xswiftc -static-libgcc $(PIE_FLAGS) \
  $(HARDENING_FLAGS) \
  -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors \
  -Xlinker -z -Xlinker pack-relative-relocs -Xswiftc -Xfrontend -Xswiftc -function-sections \
  -Xlinker --symbol-ordering-file=$(CURDIR)/Benchmarks/startup.order -Xlinker --no-warn-symbol-ordering \
  -Xlinker --version-script=$(CURDIR)/scripts/exports.map
# Issue 45's idioms (marble drawings, combineLatest/zip of many inputs) at n and 4n on the
# release binary, by callgrind's instruction counts: fails past 5x; and the shortest period.
complexity-smoke: release
	sh scripts/complexity-smoke.sh

release: deps
	@mkdir -p $(STATIC_LIBS) && rm -f $(STATIC_LIBS)/libstdc++.a && \
	  lib=$$(clang++ -print-file-name=libstdc++.a 2>/dev/null) && [ -f "$$lib" ] && \
	  ln -s "$$lib" $(STATIC_LIBS)/libstdc++.a || echo "no libstdc++.a: libstdc++ is linked shared"
	$(SWIFT) build $(SWIFT_TRAITS) $(RELEASE_FLAGS)

# The binary (stripped: its symbols and debug information go to bin/.debug/signalbox.debug,
# where gdb finds them through the binary's .gnu_debuglink), its man page and completion
# scripts for bash, zsh and fish, under PREFIX. The binary writes the page and the scripts
# from its option table (Sources/SignalboxCLI/CommandLineOption*.swift), the one list that
# --help reads too (OptionTableTests compares them).
PREFIX ?= /usr/local
install: release
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/man/man1 \
	  $(DESTDIR)$(PREFIX)/share/bash-completion/completions $(DESTDIR)$(PREFIX)/share/zsh/site-functions \
	  $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d
	install -d $(DESTDIR)$(PREFIX)/bin/.debug
	objcopy --only-keep-debug .build/release/signalbox .build/release/signalbox.debug
	objcopy --strip-all --add-gnu-debuglink=.build/release/signalbox.debug \
	  .build/release/signalbox .build/release/signalbox.stripped
	install -m 755 .build/release/signalbox.stripped $(DESTDIR)$(PREFIX)/bin/signalbox
	install -m 644 .build/release/signalbox.debug $(DESTDIR)$(PREFIX)/bin/.debug/signalbox.debug
	.build/release/signalbox --generate-manual > $(DESTDIR)$(PREFIX)/share/man/man1/signalbox.1
	chmod 644 $(DESTDIR)$(PREFIX)/share/man/man1/signalbox.1
	.build/release/signalbox --generate-completion-script bash > $(DESTDIR)$(PREFIX)/share/bash-completion/completions/signalbox
	.build/release/signalbox --generate-completion-script zsh > $(DESTDIR)$(PREFIX)/share/zsh/site-functions/_signalbox
	.build/release/signalbox --generate-completion-script fish > $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/signalbox.fish

# `make install` into a scratch prefix: every file is there, the man page renders, the
# installed binary runs, and it is hardened: a position-independent executable (ELF type
# DYN) bound at start-up (BIND_NOW / FLAGS_1 NOW: full RELRO with GNU_RELRO), stripped,
# its debug symbols beside it.
test-install:
	@dir=$$(mktemp -d) && $(MAKE) --no-print-directory install PREFIX=$$dir > /dev/null && \
	  test -x $$dir/bin/signalbox && \
	  test "$$($$dir/bin/signalbox -q -e 'just 1')" = 1 && \
	  { readelf -h $$dir/bin/signalbox | grep -q 'Type: *DYN' || \
	    { echo "make test-install: the installed binary is not position-independent"; exit 1; }; } && \
	  { readelf -d $$dir/bin/signalbox | grep -Eq 'BIND_NOW|FLAGS_1.*NOW' || \
	    { echo "make test-install: the installed binary is not bound now (no full RELRO)"; exit 1; }; } && \
	  { readelf -l $$dir/bin/signalbox | grep -q GNU_RELRO || \
	    { echo "make test-install: the installed binary has no RELRO segment"; exit 1; }; } && \
	  { [ "$(PIE)" = 0 ] || ! readelf -d $$dir/bin/signalbox | grep -q NEEDED || \
	    { echo "make test-install: the installed binary needs shared libraries (not a static PIE)"; exit 1; }; } && \
	  { ! readelf -S $$dir/bin/signalbox | grep -q '\.symtab' || \
	    { echo "make test-install: the installed binary is not stripped"; exit 1; }; } && \
	  readelf -S $$dir/bin/.debug/signalbox.debug | grep -q '\.symtab' && \
	  readelf -p .gnu_debuglink $$dir/bin/signalbox | grep -q signalbox.debug && \
	  grep -q "complete -o filenames -F _signalbox" $$dir/share/bash-completion/completions/signalbox && \
	  grep -q "#compdef signalbox" $$dir/share/zsh/site-functions/_signalbox && \
	  grep -q "complete -c 'signalbox'" $$dir/share/fish/vendor_completions.d/signalbox.fish && \
	  grep -q "^.Dt SIGNALBOX 1" $$dir/share/man/man1/signalbox.1 && \
	  if command -v man > /dev/null; then man -l $$dir/share/man/man1/signalbox.1 2>/dev/null | grep -q "reactive streams"; fi && \
	  rm -rf $$dir && echo "make install: hardened binary (static PIE, full RELRO, stripped, debug symbols beside it), man page and completions installed"

# The DocC documentation of Signalbox and SignalboxTestSupport (their catalogues,
# Sources/Signalbox/Signalbox.docc and Sources/SignalboxTestSupport/SignalboxTestSupport.docc,
# and symbol graphs) built by the toolchain's `docc` into .build/docc/NAME.doccarchive;
# a warning fails it (scripts/docc.sh). `docc preview` serves an archive's pages.
.PHONY: docc
docc:
	SWIFT=$(SWIFT) SWIFT_TRAITS='$(SWIFT_TRAITS)' sh scripts/docc.sh

# examples/embedding, a package that depends on the library by version, built and tested as
# a user's would be: a scratch clone tagged with Signalbox.version, `from:` (no traits clause),
# no FlyingFox in its Package.resolved, no readline nor live view in any library product
# (scripts/test-embedding.sh, scripts/check-library-deps.sh). EMBED_DIR keeps the scratch
# folder (and its build) for another run.
.PHONY: test-embedding
test-embedding:
	SWIFT=$(SWIFT) sh scripts/test-embedding.sh

# swift-format (shipped with the toolchain), configured by .swift-format: `make format`
# rewrites the sources in place, `make format-check` (part of `make test`) fails on any
# difference.
FORMAT_PATHS := Package.swift Sources Tests examples/embedding Benchmarks/Package.swift Benchmarks/Sources Benchmarks/Benchmarks Fuzz/Package.swift Fuzz/Sources
format:
	$(SWIFT) format format --in-place --recursive --parallel $(FORMAT_PATHS)

format-check:
	$(SWIFT) format lint --strict --recursive --parallel $(FORMAT_PATHS)

# The layout rules of CONTRIBUTING.md: no Swift file over 300 lines, no line over 100 columns
# (counted in characters; swift-format's lineLength is 100 too, but it lets a few lines
# through). `make test` runs it right after format-check; either failing fails the run.
check-layout:
	sh scripts/check-layout.sh

clean:
	rm -rf .build $(ASAN_BUILD) $(FUZZ_BUILD)
