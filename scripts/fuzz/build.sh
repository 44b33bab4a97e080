#!/usr/bin/env bash
# Builds the libFuzzer targets in scripts/fuzz/targets/ into .build/fuzz/bin/: each module the
# target needs is compiled from Sources/ with -sanitize=fuzzer,address (coverage and ASan),
# then linked with the target's entry file. The package itself needs no fuzzer flags.
# Usage: scripts/fuzz/build.sh [target...]   (default: transcript solve font)
set -euo pipefail
cd "$(dirname "$0")/../.."
out=.build/fuzz
mkdir -p "$out/modules" "$out/bin"
flags=(-O -sanitize=fuzzer,address -parse-as-library -package-name trellis -I "$out/modules" -swift-version 6)

module() {   # module NAME DEPENDENCY...: Sources/NAME's object and interface, rebuilt when a source or dependency is newer
  local name=$1 object="$out/modules/$1.o"
  shift
  local newer
  newer=$(find "Sources/$name" -name '*.swift' -newer "$object" 2>/dev/null | head -1 || true)   # find fails when the object is missing
  for dependency in "$@"; do [ "$dependency" -nt "$object" ] && newer=$dependency; done
  if [ -f "$object" ] && [ -z "$newer" ]; then return; fi
  echo "fuzz: compiling $name" >&2
  rm -f "$object"
  local extra=()
  if [ -d "Sources/$name/Resources" ]; then
    # SwiftPM generates Bundle.module for a target with resources; outside SwiftPM, this file
    # points it at the resources in the source tree.
    extra=("$out/modules/$name-bundle.swift")
    printf 'import Foundation\nextension Foundation.Bundle {\n    static let module: Bundle = Bundle(path: "%s") ?? .main\n}\n' \
      "$PWD/Sources/$name/Resources" > "${extra[0]}"
  fi
  { find "Sources/$name" -name '*.swift' -print0; printf '%s\0' "${extra[@]}"; } | xargs -0 swiftc "${flags[@]}" -module-name "$name" -wmo \
    -emit-module -emit-module-path "$out/modules/$name.swiftmodule" -c -o "$object" 2>&1 | grep -v "ld.gold: warning" >&2 || true
  [ -f "$object" ] || { echo "fuzz: $name failed to compile" >&2; exit 1; }
}

modules_for() {
  case $1 in
    font) echo "TrellisText" ;;
    transcript) echo "Cassowary TrellisText Trellis TrellisChat TrellisRender TrellisChatRender" ;;
    solve) echo "Cassowary TrellisText Trellis TrellisChat TrellisRender TrellisChatRender TrellisCLI" ;;
    *) echo "fuzz: unknown target '$1'" >&2; exit 64 ;;
  esac
}

targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(transcript solve font)
for target in "${targets[@]}"; do
  objects=()
  for name in $(modules_for "$target"); do
    module "$name" "${objects[@]}"
    objects+=("$out/modules/$name.o")
  done
  echo "fuzz: linking $target" >&2
  swiftc "${flags[@]}" -module-name "fuzz_$target" "scripts/fuzz/targets/$target.swift" "${objects[@]}" \
    -o "$out/bin/fuzz-$target" 2>&1 | grep -v "ld.gold: warning" >&2 || true
  [ -x "$out/bin/fuzz-$target" ] || { echo "fuzz: $target failed to link" >&2; exit 1; }
done
