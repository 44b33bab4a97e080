#!/usr/bin/env bash
# Type-checks every playground page against the package's debug modules, so the tours in
# Playgrounds/ never rot. Builds the package first (with .ci/run's flags, so after .ci/run's
# own build this is a no-op). Fails on any error or warning.
#
#   .ci/checks/playgrounds.sh                      # uses .build
#   SCRATCH_PATH=/tmp/build .ci/checks/playgrounds.sh
#   SWIFT_BUILD_FLAGS="" .ci/checks/playgrounds.sh # a plain debug build
set -euo pipefail
cd "$(dirname "$0")/../.."

build_args=()
if [ -n "${SCRATCH_PATH:-}" ]; then build_args+=(--scratch-path "$SCRATCH_PATH"); fi
read -r -a flags <<< "${SWIFT_BUILD_FLAGS---build-tests -Xswiftc -warnings-as-errors}"

echo "building the package (debug)"
swift build "${build_args[@]}" "${flags[@]}"

bin="$(swift build "${build_args[@]}" "${flags[@]}" --show-bin-path)"
# SwiftPM 5.9+ puts .swiftmodule files in <bin>/Modules; older ones in <bin> itself.
if ls "$bin"/Modules/*.swiftmodule >/dev/null 2>&1; then
  modules="$bin/Modules"
elif ls "$bin"/*.swiftmodule >/dev/null 2>&1; then
  modules="$bin"
else
  echo "error: no .swiftmodule files under $bin" >&2
  exit 1
fi

shopt -s nullglob
pages=(Playgrounds/*.playground/Contents.swift Playgrounds/*.playground/Pages/*.xcplaygroundpage/Contents.swift)
if [ ${#pages[@]} -eq 0 ]; then
  echo "error: no playground pages found under Playgrounds/" >&2
  exit 1
fi

failed=0
for page in "${pages[@]}"; do
  playground="${page%%.playground/*}.playground"
  if [ ! -f "$playground/contents.xcplayground" ]; then
    echo "FAIL $page: $playground/contents.xcplayground is missing (Xcode cannot open it)" >&2
    failed=1
    continue
  fi
  if swiftc -typecheck -swift-version 6 -warnings-as-errors -I "$modules" "$page"; then
    echo "ok   $page"
  else
    echo "FAIL $page" >&2
    failed=1
  fi
done
exit "$failed"
