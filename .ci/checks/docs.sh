#!/usr/bin/env bash
# DocC for every library module, warnings as errors (broken symbol links, undocumented
# parameters...). About 10 seconds after .ci/run's build. See scripts/docs/build-docs.sh.
set -euo pipefail
cd "$(dirname "$0")/../.."
exec bash scripts/docs/build-docs.sh "$@"
