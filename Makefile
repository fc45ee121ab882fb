# Signalbox: `make run` starts the playground, `make test` runs every test.
SWIFT ?= swift
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: deps build run test tsan conformance install release clean bench bench-cli

# Installs libreadline-dev through apt-get when its header is missing.
deps:
	@if [ ! -f /usr/include/readline/readline.h ]; then \
	  echo "installing libreadline-dev"; \
	  $(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq libreadline-dev; \
	fi

build: deps
	$(SWIFT) build

run: build
	./.build/debug/signalbox

test: deps
	$(SWIFT) build
	$(SWIFT) test
	@# The contract's example cases, on the optimised build users install.
	$(SWIFT) build -c release
	@if [ -f ../shared/conformance/run.py ]; then \
	  python3 ../shared/conformance/run.py --bin $(CURDIR)/.build/release/signalbox ../shared/conformance; \
	fi

# The engine and language tests under the thread sanitizer (Linux needs the pthread-backed
# lock: see Sources/Signalbox/Internal/TSanMutex.swift).
tsan: deps
	$(SWIFT) test --sanitize=thread -Xswiftc -DSIGNALBOX_TSAN --build-path .build/tsan \
	  --filter 'SignalboxTests|SignalboxLanguageTests'

# The engine rows side by side (Signalbox, OpenCombine, a hand-written floor), then the
# same workloads under ordo-one/benchmark for allocation counts. See docs/benchmarks.md.
bench: deps
	# SwiftPM caches the engine's file list in the build plan: drop it so new files are seen.
	rm -f Benchmarks/.build/release.yaml
	cd Benchmarks && $(SWIFT) build -c release --product BenchTable && ./.build/release/BenchTable
	cd Benchmarks && $(SWIFT) package --allow-writing-to-package-directory benchmark --target EngineBenchmarks

# The command-line rows against jq on generated NDJSON.
bench-cli: release
	./Benchmarks/cli.sh

release: deps
	$(SWIFT) build -c release

install: release
	install -m 755 .build/release/signalbox /usr/local/bin/signalbox

clean:
	rm -rf .build
