#!/usr/bin/env bash
# Times the release `trellis render` on the transcripts at the input limits (adversarial.py) in
# every output format and prints CPU seconds (user + system) and peak memory for each; a run
# over LIMIT seconds of CPU (default 2, README "Limits and errors") or a crash is reported and
# makes the script fail. CPU time, not wall time, so a busy machine does not make it fail.
#   scripts/limits/time-limits.sh [LIMIT] [FORMAT...]     (formats: svg html json ascii png)
set -euo pipefail
cd "$(dirname "$0")/../.."
limit=${1:-2}
shift $(( $# > 0 ? 1 : 0 ))
formats=("$@")
[ ${#formats[@]} -gt 0 ] || formats=(svg html json ascii png)
swift build -c release --product trellis >/dev/null
out=.build/limits
python3 scripts/limits/adversarial.py "$out/inputs" >/dev/null
failed=0
printf '%-32s %-6s %8s %9s %s\n' input format "cpu s" "peak MB" exit
for file in "$out"/inputs/*.json; do
  for format in "${formats[@]}"; do
    target="$out/output.$format"
    [ "$format" = png ] && args=(-o "$target") || args=(--format "$format" -o "$target")
    set +e
    /usr/bin/time -f '%U %S %M' -o "$out/time" .build/release/trellis render "$file" "${args[@]}" >/dev/null 2>"$out/stderr"
    status=$?
    set -e
    read -r user system kilobytes < <(tail -1 "$out/time")
    cpu=$(python3 -c "print(f'{$user + $system:.2f}')")
    verdict=""
    if python3 -c "import sys; sys.exit(0 if $user + $system > $limit else 1)"; then verdict=" over ${limit} s"; failed=1; fi
    if [ "$status" -ne 0 ] && [ "$status" -ne 64 ] && [ "$status" -ne 1 ]; then verdict="$verdict crashed: $(head -c 200 "$out/stderr")"; failed=1; fi
    printf '%-32s %-6s %8s %9d %s%s\n' "$(basename "$file" .json)" "$format" "$cpu" $((kilobytes / 1024)) "$status" "$verdict"
  done
done
exit $failed
