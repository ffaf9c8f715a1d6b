#!/usr/bin/env bash
# Rewrites the DDL reader's reference files (tests/data/ddl-real/*.ref, tests/data/ddl-regress/*.ref)
# from the current code (issue 27). A .ref file says, for each statement of its .sql in order:
#   statement N: STATUS KEYWORD at LINE:COLUMN   status is table, skipped or failed
#   finding: SEVERITY LINE:COLUMN: MESSAGE        the reader's and the mapping's findings (English)
#   spec: ...                                     a table's TableSpec::toJsonText(), line by line
#   diagnostic: ...                               a table's validator findings (Diagnostic::toLine, English)
# with an empty line after each statement (details at the top of tests/test_ddlimport.cpp).
# The .ref files are the oracle: review every change by eye against the .sql text (is each
# position and message right?) before committing. A changed .ref is a changed promise.
# Usage: tests/refresh-ref.sh [BUILD_DIR]   (default: build-qt6)
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build-qt6}
cmake --build "$build" --target test_ddlimport
# The test fails after rewriting (nothing was compared): that failure is expected here.
ST_REFRESH_REF=1 QT_QPA_PLATFORM=offscreen "$build/tests/test_ddlimport" referenceFiles >/dev/null || true
git status --short tests/data/ddl-real tests/data/ddl-regress
git diff --stat -- 'tests/data/ddl-real/*.ref' 'tests/data/ddl-regress/*.ref'
echo "Review each changed .ref by eye (git diff tests/data) against its .sql before committing." >&2
