#!/usr/bin/env bash
# Rewrites the golden files (DDL, export, job script, inferred specs) from the current code. Read `git diff tests/golden` by eye
# before committing: a golden file is a reviewed promise about the output.
# Usage: tests/refresh-golden.sh [BUILD_DIR]   (default: build-qt6)
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build-qt6}
cmake --build "$build" --target test_ddlwriter test_exporter test_jobscript test_inference streamtable
# Each test fails after rewriting (nothing was compared): those failures are expected here.
ST_REFRESH_GOLDEN=1 "$build/tests/test_ddlwriter" golden >/dev/null || true
ST_REFRESH_GOLDEN=1 "$build/tests/test_exporter" golden >/dev/null || true
ST_REFRESH_GOLDEN=1 "$build/tests/test_jobscript" golden >/dev/null || true
ST_REFRESH_GOLDEN=1 "$build/tests/test_inference" golden >/dev/null || true
git status --short tests/golden
