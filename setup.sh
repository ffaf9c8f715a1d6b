#!/usr/bin/env bash
# StreamTable Designer: install what is needed, build, and run or test.
#   ./setup.sh run     install, build (Qt 6) and start the designer window
#                      (./setup.sh run --catalog FILE passes options to it)
#   ./setup.sh cli ... install, build (Qt 6) and run the streamtable command
#   ./setup.sh test    install, build and test twice: Qt 6, and Qt 5 with KF5 KSyntaxHighlighting
#   ./setup.sh deps    only install the Debian packages
# Build folders: build-qt6/ and build-qt5/ beside this script.
set -euo pipefail
cd "$(dirname "$0")"

PACKAGES=(
    build-essential cmake ninja-build pkg-config
    qt6-base-dev libqt6sql6-sqlite qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-translations-l10n libgl-dev
    qtbase5-dev libqt5sql5-sqlite qttools5-dev qttools5-dev-tools libkf5syntaxhighlighting-dev qttranslations5-l10n
    libbenchmark-dev libsimdjson-dev sqlite3 libsqlite3-dev fonts-noto-cjk xvfb xauth x11-utils imagemagick
    postgresql libqt6sql6-psql libqt5sql5-psql python3
)

deps() {
    local missing=()
    for p in "${PACKAGES[@]}"; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    echo "setup: installing ${missing[*]}"
    local sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}"
}

build() { # build QT_MAJOR
    local qt=$1
    cmake -S . -B "build-qt$qt" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
        -DSTREAMTABLE_QT_MAJOR="$qt" -DSTREAMTABLE_WERROR=ON >/dev/null
    cmake --build "build-qt$qt" -j"$(nproc)"
}

run_tests() { # run_tests QT_MAJOR
    local qt=$1
    echo "== Qt $qt: tests"
    (cd "build-qt$qt" && QT_QPA_PLATFORM=offscreen ctest --output-on-failure -j"$(nproc)")
}

case "${1:-}" in
deps)
    deps
    ;;
run)
    deps
    build 6
    shift
    # Without a display the designer says so in one line and how to run it anyway.
    exec ./build-qt6/app/streamtable-designer "$@"
    ;;
cli)
    deps
    build 6
    shift
    exec ./build-qt6/app/streamtable "$@"
    ;;
test)
    deps
    # Every tr() string translated, and the .ts files in step with the sources.
    translations/check.sh
    build 6
    run_tests 6
    build 5
    run_tests 5
    ;;
*)
    echo "usage: ./setup.sh run [designer options] | cli [streamtable arguments] | test | deps" >&2
    exit 2
    ;;
esac
