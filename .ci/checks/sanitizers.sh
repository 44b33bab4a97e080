#!/usr/bin/env bash
# Sanitizers: the whole test suite once under AddressSanitizer, and the chat tests (the
# parallel layout) under ThreadSanitizer. Each builds in its own scratch folder
# (.build/sanitize-address, .build/sanitize-thread) so the normal build stays as it is.
# A sanitizer whose runtime this toolchain lacks is skipped, with the reason printed.
# SANITIZERS picks the passes (default "address thread"); SANITIZER_THREAD_FILTER changes
# which tests the thread pass runs. Leaks inside XCTest itself are suppressed
# (scripts/sanitizers/lsan.supp); any other leak fails.
set -euo pipefail
cd "$(dirname "$0")/../.."
probe=$(mktemp -d)
trap 'rm -rf "$probe"' EXIT
printf 'print("ok")\n' > "$probe/p.swift"

available() {   # available SANITIZER: builds and runs a one-line program with it
  swiftc -sanitize="$1" "$probe/p.swift" -o "$probe/p-$1" >/dev/null 2>&1 && "$probe/p-$1" >/dev/null 2>&1
}

passes=${SANITIZERS:-address thread}
if [[ " $passes " != *" address "* ]]; then
  echo "SKIP sanitizers: address: not in SANITIZERS"
elif available address; then
  echo "sanitizers: swift test under -sanitize=address"
  LSAN_OPTIONS="suppressions=$PWD/scripts/sanitizers/lsan.supp ${LSAN_OPTIONS:-}" \
    swift test --sanitize=address --scratch-path .build/sanitize-address
else
  echo "SKIP sanitizers: address: this toolchain has no AddressSanitizer runtime"
fi

if [[ " $passes " != *" thread "* ]]; then
  echo "SKIP sanitizers: thread: not in SANITIZERS"
elif available thread; then
  filter=${SANITIZER_THREAD_FILTER:-TrellisChatTests}
  echo "sanitizers: swift test --filter $filter under -sanitize=thread"
  TSAN_OPTIONS="halt_on_error=1 ${TSAN_OPTIONS:-}" \
    swift test --sanitize=thread --scratch-path .build/sanitize-thread --filter "$filter"
else
  echo "SKIP sanitizers: thread: this toolchain has no ThreadSanitizer runtime"
fi
