#!/usr/bin/env bash
# Remakes docs/screenshots/*.png with the program itself (offscreen; no display needed).
# Usage: docs/make-screenshots.sh [BUILD_DIR]   (default: build-qt6)
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build-qt6}
cmake --build "$build" --target streamtable-screenshots
QT_QPA_PLATFORM=offscreen "$build/app/streamtable-screenshots" docs/screenshots
