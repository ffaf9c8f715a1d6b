#!/usr/bin/env bash
# Remakes docs/screenshots/*.png with the program itself (offscreen; no display needed), on a
# screen of 1366x768, the smallest the designer is made for: every window as it opens there.
# Usage: docs/make-screenshots.sh [BUILD_DIR]   (default: build-qt6; Qt 6's offscreen platform
# reads the screen's size from a configuration file, Qt 5's is always 800x600)
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build-qt6}
cmake --build "$build" --target streamtable-screenshots
QT_QPA_PLATFORM="offscreen:configfile=$PWD/tests/data/screens/1366x768.json" "$build/app/streamtable-screenshots" docs/screenshots
