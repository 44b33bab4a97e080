#!/usr/bin/env bash
# libFuzzer: each target (transcript decode+layout+renderers, the solve language, the font
# reader+measurer) runs for FUZZ_SECONDS (default 60) from the committed seeds. A crash, hang
# or runaway allocation fails CI and leaves the reproducer in .build/fuzz/artifacts/.
# Building the three targets takes about 4 minutes the first time. Skips, saying so, when the
# toolchain has no libFuzzer runtime.
set -euo pipefail
cd "$(dirname "$0")/../.."
probe=$(mktemp -d)
trap 'rm -rf "$probe"' EXIT
printf '@_cdecl("LLVMFuzzerTestOneInput") public func f(_ d: UnsafePointer<UInt8>, _ n: Int) -> CInt { 0 }\n' > "$probe/p.swift"
if ! swiftc -sanitize=fuzzer,address -parse-as-library "$probe/p.swift" -o "$probe/p" >/dev/null 2>&1; then
  echo "SKIP fuzz: this toolchain cannot build with -sanitize=fuzzer,address (no libFuzzer runtime)"
  exit 0
fi
for target in transcript solve font; do
  echo "fuzz: $target for ${FUZZ_SECONDS:-60} s"
  bash scripts/fuzz/run.sh "$target" "${FUZZ_SECONDS:-60}"
done
