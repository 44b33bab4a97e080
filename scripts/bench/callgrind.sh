#!/usr/bin/env bash
# Instruction counts (callgrind Ir) per benchmark phase, beside kiwi's from WORKLOADS.md and
# the ratio (issue 2's target: at or below 1). Each phase is an @inline(never) function named
# phaseBuild/phaseLoop/phaseChurn inside its workload type; callgrind collects only inside it
# (--toggle-collect), on a one-repetition smoke-style run, with deterministic hashing.
#
#   scripts/bench/callgrind.sh            # every solver phase
#   scripts/bench/callgrind.sh chain      # phases whose label contains "chain"
set -euo pipefail
cd "$(dirname "$0")/../.."
# TRELLIS_BENCH_BINARY measures another build (a copy of the binary before a change, say).
binary="${TRELLIS_BENCH_BINARY:-}"
if [[ -z "$binary" ]]; then
  swift build -c release --product TrellisBenchmarks >/dev/null
  binary=.build/release/TrellisBenchmarks
fi
filter="${1:-}"

# label | --only workload | function to collect | kiwi's Ir (WORKLOADS.md)
phases=(
  "a(1) build|a(1) enaml|EnamlWorkload*phaseBuild|2724451"
  "a(1) 6000 steps|a(1) enaml|EnamlWorkload*phaseLoop|100392241"
  "a(10) build|a(10) enaml|EnamlWorkload*phaseBuild|93834436"
  "a(10) 6000 steps|a(10) enaml|EnamlWorkload*phaseLoop|1059058618"
  "a(100) build|a(100) enaml|EnamlWorkload*phaseBuild|7537007249"
  "a(100) 6000 steps|a(100) enaml|EnamlWorkload*phaseLoop|11436022010"
  "b chain N=100|b chain N=100|ChainWorkload*phaseBuild|3145343"
  "b chain N=1000|b chain N=1000|ChainWorkload*phaseBuild|200123299"
  "b chain N=10000|b chain N=10000|ChainWorkload*phaseBuild|18648154950"
  "c chat build|c chat|ChatBarWorkload*phaseBuild|143796"
  "c chat 100k loop|c chat|ChatBarWorkload*phaseLoop|278539726"
  "d grid N=100 build|d grid N=100|GridWorkload*phaseBuild|21982453"
  "d grid N=100 loop|d grid N=100|GridWorkload*phaseLoop|105916045"
  "d grid N=1000 build|d grid N=1000|GridWorkload*phaseBuild|2487471128"
  "d grid N=1000 loop|d grid N=1000|GridWorkload*phaseLoop|1402773045"
  "e churn 10k|e churn|ChatBarWorkload*phaseChurn|198304843"
  # Issue 13's adversarial workloads; kiwi's count is not measured yet (-).
  "f equality chain N=1000|f equality chain N=1000|EqualityChainWorkload*phaseBuild|-"
  "f equality chain N=10000|f equality chain N=10000|EqualityChainWorkload*phaseBuild|-"
  "i failing add N=100|i failing add N=100|FailingAddWorkload*phaseFail|-"
  "g soft chain N=100|g soft chain N=100|SoftChainWorkload*phaseBuild|-"
  "g soft chain N=1000|g soft chain N=1000|SoftChainWorkload*phaseBuild|-"
  "h pinned rows N=100|h pinned rows N=100|PinnedRowsWorkload*phaseBuild|-"
  "h pinned rows N=1000|h pinned rows N=1000|PinnedRowsWorkload*phaseBuild|-"
  "k dense edit loop|k dense edit loop|DenseEditWorkload*phaseLoop|-"
  # The DSL over the solver (no kiwi counterpart).
  "DSL grid N=100 build|DSL grid N=100|DSLGridWorkload*benchC5Build|-"
  "DSL grid N=100 loop|DSL grid N=100|DSLGridWorkload*benchC4Loop|-"
  "DSL grid N=1000 build|DSL grid N=1000|DSLGridWorkload*benchC5Build|-"
  "DSL grid N=1000 loop|DSL grid N=1000|DSLGridWorkload*benchC4Loop|-"
  "DSL constant N=1000 loop|DSL constant N=1000|DSLConstantWorkload*benchConstantLoop|-"
  "DSL fitting cell|DSL fitting cell|DSLFittingWorkload*benchFittingLoop|-"
  "DSL chain N=1000 build|DSL chain N=1000|DSLChainWorkload*phaseBuild|-"
  "DSL chain N=1000 change|DSL chain N=1000|DSLChainWorkload*phaseChange|-"
  "DSL chain N=10000 build|DSL chain N=10000|DSLChainWorkload*phaseBuild|-"
  "DSL chain N=10000 change|DSL chain N=10000|DSLChainWorkload*phaseChange|-"
  "DSL chain N=10000 first change|DSL chain N=10000|DSLChainWorkload*phaseFirstChange|-"
)

printf "| phase | callgrind Ir | kiwi Ir | ratio |\n|---|---:|---:|---:|\n"
for entry in "${phases[@]}"; do
  IFS='|' read -r label only function kiwi <<<"$entry"
  [[ -n "$filter" && "$label" != *"$filter"* ]] && continue
  out=$(mktemp)
  SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --callgrind-out-file="$out" \
    "--toggle-collect=*${function}*" "$binary" --once --only "$only" >/dev/null 2>&1
  ir=$(grep -E '^(summary|totals):' "$out" | head -1 | awk '{print $2}')
  rm -f "$out"
  ratio=$(awk -v a="$ir" -v b="$kiwi" 'BEGIN { if (b + 0 > 0) printf "%.3f", a / b; else printf "-" }')
  group() { if [[ "$1" =~ ^[0-9]+$ ]]; then printf "%'d" "$1" 2>/dev/null || echo "$1"; else echo "$1"; fi; }
  printf "| %s | %s | %s | %s |\n" "$label" "$(group "$ir")" "$(group "$kiwi")" "$ratio"
done
