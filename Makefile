# The two set-up commands of the README are `make run` and `make test`. Both install what the
# project needs first (.ci/install-deps), so they work on a fresh machine.
SWIFT ?= swift
BIN := .build/debug/overhear
FUZZ_DIR := .build/libfuzzer
FUZZ_RUNS ?= 1000000

.PHONY: run test deps build scenarios bench fuzz sanitize clean

deps:
	@./.ci/install-deps

build: deps
	$(SWIFT) build

# The main job: the interactive UI on the built-in demo screen.
run: build
	$(BIN)

# Unit, property and end-to-end tests (with a short fuzz run), then the scenario suite and its
# expected lint findings.
test: deps
	@# The tests get a temporary folder of their own, which must hold nothing of theirs when
	@# they end (SwiftPM's own locks and folders aside).
	scratch=$$(mktemp -d) && TMPDIR=$$scratch timeout 900 $(SWIFT) test && \
		{ left=$$(ls -A $$scratch | grep -v -e '^_' -e '^TemporaryDirectory\.' -e '^swift-generated-sources$$'); rm -rf $$scratch; \
		  [ -z "$$left" ] || { echo "tests left in TMPDIR: $$left"; exit 1; }; }
	timeout 300 $(BIN) check Scenarios
	@# The scenarios show VoiceOver's problems on purpose: their lint findings are expected,
	@# listed in Scenarios/lint.expected (lint exits 1 for error-level findings, 2 on a failure).
	@timeout 300 $(BIN) lint Scenarios > .build/lint-findings.txt; status=$$?; [ $$status -le 1 ] || exit $$status
	diff -u Scenarios/lint.expected .build/lint-findings.txt

scenarios: build
	$(BIN) check Scenarios

# The benchmark table (docs/performance.md): release build, inputs generated on the spot.
# Release builds are optimized across modules at link time (LTO), for P1.
RELEASE := -c release --experimental-lto-mode=full
bench: deps
	$(SWIFT) build $(RELEASE)
	timeout 1800 .build/release/overhear-bench

# A million inputs through libFuzzer, a million through the seeded mutation loop, and the
# property tests with 100,000 cases each.
fuzz: deps
	$(SWIFT) build -c release --product overhear-fuzz
	mkdir -p $(FUZZ_DIR)/src $(FUZZ_DIR)/corpus
	for f in Sources/OverhearCorpus/*.swift; do sed '/^import OverhearKit$$/d' $$f > $(FUZZ_DIR)/src/$$(basename $$f); done
	swiftc -O -sanitize=fuzzer,address -parse-as-library -module-name OverhearFuzz \
		Sources/OverhearKit/*/*.swift $(FUZZ_DIR)/src/*.swift Tests/LibFuzzer/entry.swift -o $(FUZZ_DIR)/fuzz-scenario
	cp Scenarios/*.scenario $(FUZZ_DIR)/corpus/
	cd $(FUZZ_DIR) && timeout 3600 ./fuzz-scenario -runs=$(FUZZ_RUNS) -max_len=4096 -print_final_stats=1 corpus
	timeout 3600 .build/release/overhear-fuzz $(FUZZ_RUNS) 1
	OVERHEAR_PROPERTY_CASES=100000 timeout 3600 $(SWIFT) test -c release --filter OverhearPropertyTests

# The tests under AddressSanitizer, then ThreadSanitizer (the speaker and UI use threads).
sanitize: deps
	LSAN_OPTIONS=suppressions=$(CURDIR)/.ci/lsan-suppressions:print_suppressions=0 timeout 1800 $(SWIFT) test --sanitize=address --build-path .build/asan
	timeout 1800 $(SWIFT) test --sanitize=thread --build-path .build/tsan

clean:
	rm -rf .build
