#!/usr/bin/env bash
# Smoke-test the frozen build made by `make dist` (PyInstaller, build.spec):
#   - dist/cardroom/ must exist and stay under MAX_MB (default 150);
#   - `dist/cardroom/cardroom --self-test` must exit 0: it builds the demo event
#     in the user data folder, renders every area offscreen in both languages
#     and fails on any Qt warning.
# The self-test runs with a throwaway HOME and XDG folders, so the real
# settings, recent files and data folder are never touched.
set -euo pipefail
cd "$(dirname "$0")/.."

DIST=dist/cardroom
EXE="$DIST/cardroom"
MAX_MB="${MAX_MB:-150}"

fail() { printf 'smoke: FAILED: %s\n' "$*" >&2; exit 1; }

[ -d "$DIST" ] || fail "$DIST/ does not exist; build it first with 'make dist'."
[ -x "$EXE" ] || fail "$EXE is missing or not executable; rebuild with 'make dist'."

size_mb=$(du -sm "$DIST" | cut -f1)
if [ "$size_mb" -gt "$MAX_MB" ]; then
    fail "$DIST is $size_mb MB, over the $MAX_MB MB limit (see 'du -sm $DIST/_internal/* | sort -n')."
fi

scratch=$(mktemp -d "${TMPDIR:-/tmp}/cardroom-smoke.XXXXXX")
trap 'rm -rf "$scratch"' EXIT
mkdir -p "$scratch/home" "$scratch/data" "$scratch/config" "$scratch/cache" "$scratch/runtime"
chmod 700 "$scratch/runtime"

log="$scratch/self-test.log"
status=0
env HOME="$scratch/home" \
    XDG_DATA_HOME="$scratch/data" \
    XDG_CONFIG_HOME="$scratch/config" \
    XDG_CACHE_HOME="$scratch/cache" \
    XDG_RUNTIME_DIR="$scratch/runtime" \
    QT_QPA_PLATFORM=offscreen \
    "$EXE" --self-test >"$log" 2>&1 || status=$?

if [ "$status" -ne 0 ]; then
    cat "$log" >&2
    fail "'$EXE --self-test' exited with status $status (output above)."
fi

echo "smoke: $DIST is $size_mb MB, self-test passed"
