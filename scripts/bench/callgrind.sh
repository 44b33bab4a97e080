#!/usr/bin/env bash
# Instruction counts (callgrind Ir) per benchmark phase, the figures WORKLOADS.md compares
# against kiwi. Each phase is an @inline(never) function named phaseBuild/phaseLoop/phaseChurn
# inside its workload type; callgrind collects only inside it
# (--toggle-collect), on a one-repetition smoke-style run, with deterministic hashing.
#
#   scripts/bench/callgrind.sh            # every solver phase
#   scripts/bench/callgrind.sh chain      # phases whose label contains "chain"
set -euo pipefail
cd "$(dirname "$0")/../.."
swift build -c release --product TrellisBenchmarks >/dev/null
binary=.build/release/TrellisBenchmarks
filter="${1:-}"

# label | --only workload | function to collect | extra options
phases=(
  "a(1) build|a(1) enaml|EnamlWorkload*phaseBuild"
  "a(1) 6000 steps|a(1) enaml|EnamlWorkload*phaseLoop"
  "a(10) build|a(10) enaml|EnamlWorkload*phaseBuild"
  "a(10) 6000 steps|a(10) enaml|EnamlWorkload*phaseLoop"
  "a(100) build|a(100) enaml|EnamlWorkload*phaseBuild"
  "a(100) 6000 steps|a(100) enaml|EnamlWorkload*phaseLoop"
  "b chain N=100|b chain N=100|ChainWorkload*phaseBuild"
  "b chain N=1000|b chain N=1000|ChainWorkload*phaseBuild"
  "b chain N=10000|b chain N=10000|ChainWorkload*phaseBuild"
  "c chat build|c chat|ChatBarWorkload*phaseBuild"
  "c chat 100k loop|c chat|ChatBarWorkload*phaseLoop"
  "d grid N=100 build|d grid N=100|GridWorkload*phaseBuild"
  "d grid N=100 loop|d grid N=100|GridWorkload*phaseLoop"
  "d grid N=1000 build|d grid N=1000|GridWorkload*phaseBuild"
  "d grid N=1000 loop|d grid N=1000|GridWorkload*phaseLoop"
  "e churn 10k|e churn|ChatBarWorkload*phaseChurn"
)

printf "| phase | callgrind Ir |\n|---|---|\n"
for entry in "${phases[@]}"; do
  IFS='|' read -r label only function <<<"$entry"
  [[ -n "$filter" && "$label" != *"$filter"* ]] && continue
  out=$(mktemp)
  SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --callgrind-out-file="$out" \
    "--toggle-collect=*${function}*" "$binary" --once --only "$only" >/dev/null 2>&1
  ir=$(grep -E '^(summary|totals):' "$out" | head -1 | awk '{print $2}')
  rm -f "$out"
  printf "| %s | %s |\n" "$label" "$(printf "%'d" "$ir" 2>/dev/null || echo "$ir")"
done
