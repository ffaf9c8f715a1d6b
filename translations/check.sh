#!/usr/bin/env bash
# The translations check run by CI. Fails (exit 1) when
#   - a committed .ts file is stale: Qt 6's lupdate, run over the sources into a temporary
#     copy, would add, remove or rewrite messages;
#   - lupdate reports a source problem (e.g. tr() in a class without Q_OBJECT: its strings
#     are looked up under another context at run time and never show translated);
#   - a message in streamtable_zh_CN.ts or streamtable_en.ts is unfinished, empty, obsolete
#     or vanished, or its translation lost a %1 / %n placeholder of the source.
# Exit 0 otherwise. Works from any directory. LUPDATE=/path/to/lupdate overrides the tool.
# To refresh the files (then translate what is new):
#   /usr/lib/qt6/bin/lupdate -no-obsolete -locations none forms app/designer \
#       -ts translations/streamtable_zh_CN.ts translations/streamtable_en.ts
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(dirname "$here")
sources=(forms app/designer)
ts_files=(streamtable_zh_CN.ts streamtable_en.ts)
show=8 # how many offending strings to name per file

find_lupdate() {
    local candidates=("${LUPDATE:-}" /usr/lib/qt6/bin/lupdate)
    if command -v qtpaths6 >/dev/null 2>&1; then
        candidates+=("$(qtpaths6 --query QT_HOST_BINS 2>/dev/null || true)/lupdate")
    fi
    candidates+=("$(command -v lupdate6 || true)" "$(command -v lupdate || true)")
    local c
    for c in "${candidates[@]}"; do
        if [ -n "$c" ] && [ -x "$c" ] && "$c" -version 2>/dev/null | grep -q 'version 6\.'; then
            echo "$c"
            return 0
        fi
    done
    return 1
}

lupdate=$(find_lupdate) || {
    echo "translations: Qt 6 lupdate not found (install qt6-l10n-tools, or set LUPDATE)" >&2
    exit 1
}

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

failed=0
fail() {
    failed=1
    echo "translations: $*" >&2
}

for f in "${ts_files[@]}"; do
    if [ ! -f "$here/$f" ]; then
        fail "$f is missing"
        continue
    fi
    cp "$here/$f" "$work/$f"
done
[ "$failed" -eq 0 ] || exit 1

# 1. Stale: what lupdate would change in the committed files.
(cd "$root" && "$lupdate" -no-obsolete -locations none "${sources[@]}" \
    -ts "${ts_files[@]/#/$work/}") >"$work/lupdate.out" 2>"$work/lupdate.err" || {
    cat "$work/lupdate.out" "$work/lupdate.err" >&2
    fail "lupdate failed"
    exit 1
}
# Warnings about the sources look like "FILE:LINE: text".
if grep -E '^[^ ]+:[0-9]+: ' "$work/lupdate.err" >"$work/warnings"; then
    fail "lupdate reports problems in the sources (these strings cannot be translated as written):"
    sed 's/^/    /' "$work/warnings" >&2
fi

# Decodes the XML entities lupdate writes, for messages.
unxml() { sed -e 's/&quot;/"/g' -e "s/&apos;/'/g" -e 's/&lt;/</g' -e 's/&gt;/>/g' -e 's/&amp;/\&/g'; }

# Lists a .ts file's messages, one "context: source [comment]" a line, sorted.
messages() {
    awk '
        /<name>/ { t = $0; sub(/.*<name>/, "", t); sub(/<\/name>.*/, "", t); ctx = t }
        insource {
            if (index($0, "</source>")) { t = $0; sub(/<\/source>.*/, "", t); src = src t; insource = 0; emit() }
            else src = src $0 "\\n"
            next
        }
        /<source>/ {
            t = $0; sub(/.*<source>/, "", t)
            if (index(t, "</source>")) { sub(/<\/source>.*/, "", t); src = t; emit() }
            else { src = t "\\n"; insource = 1 }
            next
        }
        /<comment>/ { t = $0; sub(/.*<comment>/, "", t); sub(/<\/comment>.*/, "", t); print last " [" t "]"; last = ""; next }
        /<\/message>/ { if (last != "") print last; last = "" }
        function emit() { last = ctx ": " src }
    ' "$1" | unxml | LC_ALL=C sort
}

for f in "${ts_files[@]}"; do
    if ! cmp -s "$here/$f" "$work/$f"; then
        messages "$here/$f" >"$work/$f.old"
        messages "$work/$f" >"$work/$f.new"
        added=$(LC_ALL=C comm -13 "$work/$f.old" "$work/$f.new")
        removed=$(LC_ALL=C comm -23 "$work/$f.old" "$work/$f.new")
        fail "translations/$f is stale (re-run lupdate, then translate what is new):"
        if [ -n "$added" ]; then
            echo "  lupdate would add $(printf '%s\n' "$added" | wc -l) message(s), first:" >&2
            printf '%s\n' "$added" | head -n "$show" | sed 's/^/    + /' >&2
        fi
        if [ -n "$removed" ]; then
            echo "  lupdate would remove $(printf '%s\n' "$removed" | wc -l) message(s), first:" >&2
            printf '%s\n' "$removed" | head -n "$show" | sed 's/^/    - /' >&2
        fi
        if [ -z "$added$removed" ]; then
            echo "  lupdate would rewrite it; first differences:" >&2
            diff -U0 "$here/$f" "$work/$f" | grep -E '^[-+][^-+]' | head -n "$show" | sed 's/^/    /' >&2 || true
        fi
    fi
done

# 2. Unfinished, empty, obsolete or vanished translations, and lost placeholders, in the
# committed files. lupdate writes one element per line; a source may span lines.
for f in "${ts_files[@]}"; do
    awk -v show="$show" '
        function placeholders(s,    out, rest, m, n, parts, i, j, t) {
            out = ""; rest = s
            while (match(rest, /%([0-9]+|n)/)) {
                m = substr(rest, RSTART, RLENGTH)
                if (index(out " ", " " m " ") == 0) out = out " " m
                rest = substr(rest, RSTART + RLENGTH)
            }
            # order-independent: sort the few placeholders
            n = split(out, parts, " "); out = ""
            for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++) if (parts[j] < parts[i]) { t = parts[i]; parts[i] = parts[j]; parts[j] = t }
            for (i = 1; i <= n; i++) out = out " " parts[i]
            return out
        }
        function report(why) {
            count++
            if (count <= show) printf "    %s: %s: %s\n", why, ctx, src
        }
        function check(text) {
            if (text == "") { report("empty"); return }
            if (placeholders(text) != placeholders(src)) report("placeholders differ (" text ")")
        }
        /<name>/ { s = $0; sub(/.*<name>/, "", s); sub(/<\/name>.*/, "", s); ctx = s }
        insource {
            if (index($0, "</source>")) { t = $0; sub(/<\/source>.*/, "", t); src = src t; insource = 0 }
            else src = src $0 "\n"
            next
        }
        /<source>/ {
            t = $0; sub(/.*<source>/, "", t)
            if (index(t, "</source>")) { sub(/<\/source>.*/, "", t); src = t }
            else { src = t "\n"; insource = 1 }
            next
        }
        /<translation/ {
            open = 1
            if ($0 ~ /type="(unfinished|obsolete|vanished)"/) {
                m = $0; sub(/.*type="/, "", m); sub(/".*/, "", m); report(m); open = 0; next
            }
            if ($0 ~ /<translation[^>]*\/>/) { report("empty"); open = 0; next }
            if ($0 ~ /<\/translation>/) {
                t = $0; sub(/.*<translation[^>]*>/, "", t); sub(/<\/translation>.*/, "", t); check(t); open = 0
            }
            next
        }
        open && /<numerusform/ {
            if ($0 ~ /<numerusform[^>]*\/>/) { report("empty"); next }
            t = $0; sub(/.*<numerusform[^>]*>/, "", t); sub(/<\/numerusform>.*/, "", t); check(t); next
        }
        /<\/translation>/ { open = 0 }
        END { if (count > show) printf "    ... and %d more\n", count - show; exit (count > 0) }
    ' "$here/$f" >"$work/$f.problems" || {
        fail "translations/$f has unfinished or broken translations:"
        unxml <"$work/$f.problems" >&2
    }
done

# 3. One way to translate per layer (docs/ARCHITECTURE.md): the designer and the forms speak
# through tr() alone. A text written in both languages there (localized(), a LocalizedText made
# on the spot, a choice on the current language) bypasses the .ts files and this check. Texts
# the model makes in both languages are shown with .in(uiLanguage()), which is not matched here.
if grep -nE '\blocalized\(|LocalizedText *\{|LocalizedText *\(|\bpick\(|Language::Zh *\?|== *Language::Zh|Language::En *\?' \
        "$root"/forms/*.cpp "$root"/forms/*.h "$root"/app/designer/*.cpp "$root"/app/designer/*.h \
        | grep -vE '^[^:]+/(languagemanager|commandline)\.cpp:' >"$work/bilingual"; then
    fail "text in both languages outside tr() in forms/ or app/designer/ (write it with tr(), or make it the model's text):"
    sed 's/^/    /' "$work/bilingual" >&2
fi

if [ "$failed" -ne 0 ]; then
    echo "translations: FAILED" >&2
    exit 1
fi
echo "translations: ${ts_files[*]} are up to date and fully translated"
