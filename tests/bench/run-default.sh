#!/usr/bin/env bash
# The default benchmark run: the measures a user feels, each beside what it is compared with
# (docs/PERFORMANCE.md gives the goals and the figures):
#   - a keystroke in the table dialog, also with the largest example spec, repaint included;
#   - the designer's start, database switch and filter keystroke at 10,000 tables;
#   - the streamtable command as a whole process (db list, table list of 1,000 and 10,000 rows)
#     beside the sqlite3 tool on the same rows, and `--version` beside a bare Qt program's start;
#   - validating and writing the largest spec.
# Usage: tests/bench/run-default.sh [BUILD_DIR] [extra Google Benchmark flags...]
# (default BUILD_DIR: build-qt6 beside this repository's top). `cmake --build BUILD --target
# benchmarks` builds the programs and runs this. Wall times move with the machine's load: run
# it on a quiet machine and compare ratios measured in the same run.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
build=${1:-$root/build-qt6}
[ $# -gt 0 ] && shift
bench=$build/tests/bench
for program in bench_designer bench_cli bench_validator; do
    if [ ! -x "$bench/$program" ]; then
        echo "run-default: $bench/$program is not built (Google Benchmark missing? build the tree first)" >&2
        exit 2
    fi
done
export QT_QPA_PLATFORM=${QT_QPA_PLATFORM:-offscreen}
common=(--benchmark_repetitions=3 --benchmark_report_aggregates_only=true "$@")
echo "== load average: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo unknown)"
"$bench/bench_designer" --benchmark_filter='Keystroke|MainWindowStart|MainWindowSwitchDatabase' "${common[@]}"
"$bench/bench_cli" --benchmark_filter='DbList|TableList|HandedOver' "${common[@]}"
"$bench/bench_validator" --benchmark_filter='LargestSpec|LoadBuiltInSchemas' "${common[@]}"
