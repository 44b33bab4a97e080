#!/usr/bin/env bash
# Builds the DocC documentation of every library module with the toolchain's own tools, no
# plugin: the debug build's modules -> swift-symbolgraph-extract (what
# `swift package dump-symbol-graph` runs) -> `docc convert --warnings-as-errors` per module.
# A module's catalog (Sources/<Module>/<Module>.docc) is used when it exists.
#
#   scripts/docs/build-docs.sh                     # all modules, output in .build/docs/<Module>.doccarchive
#   scripts/docs/build-docs.sh Trellis Cassowary   # only these
#   SCRATCH_PATH=/tmp/build OUTPUT_DIR=/tmp/docs scripts/docs/build-docs.sh
#
# The build uses .ci/run's flags (SWIFT_BUILD_FLAGS overrides), so after .ci/run's build it
# compiles nothing. Exits non-zero when any module has a documentation warning.
set -euo pipefail
cd "$(dirname "$0")/../.."

modules=("$@")
if [ ${#modules[@]} -eq 0 ]; then
  modules=(Cassowary TrellisText Trellis TrellisChat TrellisRender TrellisChatRender TrellisTesting TrellisCLI)
fi

build_args=()
if [ -n "${SCRATCH_PATH:-}" ]; then build_args+=(--scratch-path "$SCRATCH_PATH"); fi
read -r -a flags <<< "${SWIFT_BUILD_FLAGS---build-tests -Xswiftc -warnings-as-errors}"

echo "building the package (debug)"
swift build "${build_args[@]}" "${flags[@]}" >/dev/null
bin="$(swift build "${build_args[@]}" "${flags[@]}" --show-bin-path)"
if ls "$bin"/Modules/*.swiftmodule >/dev/null 2>&1; then modules_dir="$bin/Modules"; else modules_dir="$bin"; fi

output_dir="${OUTPUT_DIR:-$(dirname "$bin")/docs}"
graphs_dir="$output_dir/symbol-graphs"
rm -rf "$output_dir"
mkdir -p "$graphs_dir"

triple="$(swiftc -print-target-info | sed -n 's/^ *"triple": "\(.*\)",*$/\1/p' | head -n 1)"
if [ -z "$triple" ]; then
  echo "error: could not read the target triple from swiftc -print-target-info" >&2
  exit 1
fi

failed=()
for module in "${modules[@]}"; do
  start=$SECONDS
  module_graphs="$graphs_dir/$module"
  mkdir -p "$module_graphs"
  # Public API only, with the extension graphs (Module@Other.symbols.json) for extensions of
  # other modules' types.
  swift-symbolgraph-extract -module-name "$module" -target "$triple" -I "$modules_dir" \
    -minimum-access-level public -skip-inherited-docs -output-dir "$module_graphs"

  catalog=()
  if [ -d "Sources/$module/$module.docc" ]; then catalog=("Sources/$module/$module.docc"); fi
  log="$output_dir/$module.log"
  if docc convert "${catalog[@]}" \
      --additional-symbol-graph-dir "$module_graphs" \
      --fallback-display-name "$module" \
      --fallback-bundle-identifier "org.trellis.$module" \
      --fallback-default-module-kind "Framework" \
      --warnings-as-errors \
      --output-path "$output_dir/$module.doccarchive" >"$log" 2>&1; then
    echo "ok   $module ($((SECONDS - start))s) -> $output_dir/$module.doccarchive"
  else
    echo "FAIL $module ($((SECONDS - start))s): documentation warnings or errors" >&2
    # docc prints each problem as "error: ..." (warnings are errors here) then " --> file:line".
    grep -E "^(warning|error):|^ *--> " "$log" | sed 's/^ */     /' >&2 || cat "$log" >&2
    failed+=("$module")
  fi
done

if [ ${#failed[@]} -gt 0 ]; then
  echo "documentation failed for: ${failed[*]}" >&2
  exit 1
fi
echo "documentation built in $output_dir"
