#!/usr/bin/env bash
# Runs one libFuzzer target for a bounded time: scripts/fuzz/run.sh TARGET [SECONDS] [libFuzzer flags...]
# TARGET is transcript, solve or font (scripts/fuzz/targets/). The committed seeds in
# scripts/fuzz/corpus/TARGET are read, new inputs go to .build/fuzz/corpus/TARGET, and a
# crash, leak, timeout (10 s for one input) or out-of-memory (2 GB) leaves its reproducer in
# .build/fuzz/artifacts/ and makes this script fail. Replay one with:
#   .build/fuzz/bin/fuzz-TARGET .build/fuzz/artifacts/TARGET-crash-…
set -euo pipefail
cd "$(dirname "$0")/../.."
target=${1:?usage: scripts/fuzz/run.sh transcript|solve|font [seconds] [libFuzzer flags...]}
seconds=${2:-60}
shift $(( $# >= 2 ? 2 : 1 ))
bash scripts/fuzz/build.sh "$target"
work=.build/fuzz
mkdir -p "$work/corpus/$target" "$work/artifacts"
max_len=65536
[ "$target" = font ] || max_len=16384
set +e
nice -n 10 "$work/bin/fuzz-$target" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len="$max_len" \
  -print_final_stats=1 -artifact_prefix="$work/artifacts/$target-" "$@" "$work/corpus/$target" "scripts/fuzz/corpus/$target" \
  2>&1 | tee "$work/$target.log" | grep -E "^#[0-9]+ +(INITED|DONE)|ERROR|SUMMARY|Test unit written|stat::"
status=${PIPESTATUS[0]}
set -e
if [ "$status" -ne 0 ]; then
  echo "fuzz: $target failed (exit $status); reproducer in $work/artifacts/, log in $work/$target.log" >&2
  exit 1
fi
