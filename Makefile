# The two set-up commands of the README: `make run` and `make test`. Both install what the
# project needs first (scripts/install-deps.sh), so they work on a fresh machine.
SWIFT ?= swift
BIN := .build/debug/overhear

.PHONY: run test deps build scenarios clean

deps:
	@./scripts/install-deps.sh

build: deps
	$(SWIFT) build

# The main job: the interactive UI on the built-in demo screen.
run: build
	$(BIN)

# Unit and end-to-end tests, then the scenario regression suite.
test: deps
	timeout 900 $(SWIFT) test
	timeout 300 $(BIN) check Scenarios

scenarios: build
	$(BIN) check Scenarios

clean:
	rm -rf .build
