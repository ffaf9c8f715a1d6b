#!/usr/bin/env bash
# StreamTable Designer: install what is needed, build, and run or test.
#   ./setup.sh run     install, build (Qt 6) and start the designer window
#                      (./setup.sh run --catalog FILE passes options to it)
#   ./setup.sh cli ... install, build (Qt 6) and run the streamtable command
#   ./setup.sh test    install, build and test: Qt 6, Qt 5 with KF5 KSyntaxHighlighting, and Qt 5
#                      again under AddressSanitizer and UBSan (STREAMTABLE_SANITIZE)
#   ./setup.sh deps    only install the Debian packages
# Build folders: build-qt6/, build-qt5/ and build-sanitized/ beside this script.
set -euo pipefail
cd "$(dirname "$0")"

PACKAGES=(
    build-essential cmake ninja-build pkg-config
    qt6-base-dev libqt6sql6-sqlite qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-translations-l10n libgl-dev
    qtbase5-dev libqt5sql5-sqlite qttools5-dev qttools5-dev-tools libkf5syntaxhighlighting-dev qttranslations5-l10n
    libbenchmark-dev libsimdjson-dev sqlite3 libsqlite3-dev fonts-noto-cjk xvfb xauth x11-utils imagemagick
    postgresql libqt6sql6-psql libqt5sql5-psql ccache python3 libxml2-utils
    mariadb-server mariadb-client libqt6sql6-mysql libqt5sql5-mysql
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

# ccache keeps compiled units in the home folder: a clean clone elsewhere (CI's) finds the units
# of the same sources built before, since paths are taken relative to the clone. The units are
# compiled with precompiled headers (STREAMTABLE_PCH): ccache caches them only with this
# sloppiness (it then hashes the precompiled header itself, which CMake passes with -include).
export CCACHE_BASEDIR="$PWD" CCACHE_NOHASHDIR=1
export CCACHE_SLOPPINESS=pch_defines,time_macros,include_file_mtime,include_file_ctime

# Debug information enough for backtraces with file and line (-g1), not for local variables: a
# third less compile time than -g (docs/PERFORMANCE.md, "CI time"). OPTIMIZE=-O1 for the
# sanitized tree, as AddressSanitizer advises, at half the compile time of -O2 there.
build() { # build QT_MAJOR FOLDER [cmake options...]
    local qt=$1 dir=$2
    shift 2
    local launcher=()
    command -v ccache >/dev/null && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
    cmake -S . -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
        -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="${OPTIMIZE:--O2} -g1 -DNDEBUG" \
        -DSTREAMTABLE_QT_MAJOR="$qt" -DSTREAMTABLE_WERROR=ON "${launcher[@]}" "$@" >/dev/null
    cmake --build "$dir" -j"$(nproc)"
}

run_tests() { # run_tests FOLDER [ctest options...]
    local dir=$1
    shift
    echo "== $dir: tests"
    # One more test at a time than cores: the server suite's long waits (an entry of their own)
    # sleep, and the others use the core they leave.
    (cd "$dir" && QT_QPA_PLATFORM=offscreen ctest --output-on-failure -j"$(($(nproc) + 1))" "$@")
}

case "${1:-}" in
deps)
    deps
    ;;
run)
    deps
    build 6 build-qt6
    shift
    # Without a display the designer says so in one line and how to run it anyway.
    exec ./build-qt6/app/streamtable-designer "$@"
    ;;
cli)
    deps
    build 6 build-qt6
    shift
    exec ./build-qt6/app/streamtable "$@"
    ;;
test)
    deps
    # Every tr() string translated, and the .ts files in step with the sources.
    translations/check.sh
    build 6 build-qt6
    run_tests build-qt6
    # The benchmarks are built in the first tree only (they measure; the Qt 5 trees test).
    build 5 build-qt5 -DSTREAMTABLE_SANITIZE=OFF -DSTREAMTABLE_BUILD_BENCHMARKS=OFF
    run_tests build-qt5
    # Qt 5 once more, under AddressSanitizer (leaks included) and UBSan: a memory error, a leak
    # or undefined behaviour fails a test (tests/sanitizers/). The suites of the designer's
    # windows and dialogs are not yet clean under it (Qt 5's widget animations,
    # QPropertyAnimation, are left undeleted at exit now and then, through frames LeakSanitizer
    # cannot name; test_designer outlasts its time): they run in the two trees above.
    OPTIMIZE=-O1 build 5 build-sanitized -DSTREAMTABLE_SANITIZE=ON -DSTREAMTABLE_BUILD_BENCHMARKS=OFF
    run_tests build-sanitized -E '^(test_designer|test_importdialog|test_language|test_searchdialog|test_secret_sweep_designer|test_environmentpicker|test_formatoptions|test_opencatalog|test_sampledialog|test_databasecheck|test_fromdatabasewizard)$'
    ;;
*)
    echo "usage: ./setup.sh run [designer options] | cli [streamtable arguments] | test | deps" >&2
    exit 2
    ;;
esac
