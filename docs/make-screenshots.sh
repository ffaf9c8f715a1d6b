#!/usr/bin/env bash
# Remakes docs/screenshots/*.png with the program itself (offscreen; no display needed), on a
# screen of 1366x768, the smallest the designer is made for: every window as it opens there.
# Usage: docs/make-screenshots.sh [BUILD_DIR]   (default: build-qt6; Qt 6's offscreen platform
# reads the screen's size from a configuration file, Qt 5's is always 800x600)
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build-qt6}
cmake --build "$build" --target streamtable-screenshots
screen=$(mktemp --suffix=.json)
trap 'rm -f "$screen"' EXIT
echo '{"screens": [{"name": "1366x768", "x": 0, "y": 0, "width": 1366, "height": 768, "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}' >"$screen"
QT_QPA_PLATFORM="offscreen:configfile=$screen" "$build/app/streamtable-screenshots" docs/screenshots
