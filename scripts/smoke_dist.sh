#!/usr/bin/env bash
# Smoke-test the frozen build made by `make dist` (PyInstaller, build.spec):
#   - dist/cardroom/ must exist and stay under MAX_MB (default 150);
#   - `dist/cardroom/cardroom --self-test` must exit 0: it builds the demo event
#     in the user data folder, renders every area offscreen in both languages
#     and fails on any Qt warning;
#   - the frozen app serves that demo on 127.0.0.1 (`--serve`) and a frozen
#     station of each role connects to it and draws its areas (`--connect
#     ... --self-test`).
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

# Several computers, frozen: the built app serves the demo the self-test made
# (on 127.0.0.1 only, any free port) and connects to itself as each station.
demo=$(find "$scratch/data" -name 'demo.cardroom' -print -quit)
[ -n "$demo" ] || fail "the self-test left no demo event to serve."
serve_log="$scratch/serve.log"
env HOME="$scratch/home" XDG_DATA_HOME="$scratch/data" XDG_CONFIG_HOME="$scratch/config" \
    XDG_CACHE_HOME="$scratch/cache" XDG_RUNTIME_DIR="$scratch/runtime" QT_QPA_PLATFORM=offscreen \
    "$EXE" --serve --event "$demo" --port 0 --code 314159 --bind 127.0.0.1 >"$serve_log" 2>&1 &
server=$!
trap 'kill "$server" 2>/dev/null || true; rm -rf "$scratch"' EXIT
address=""
for _ in $(seq 1 100); do  # up to 30 s for the frozen server to say where it listens
    address=$(sed -n 's/^Serving .* at \(127\.0\.0\.1:[0-9]*\).*/\1/p' "$serve_log")
    [ -n "$address" ] && break
    kill -0 "$server" 2>/dev/null || { cat "$serve_log" >&2; fail "'$EXE --serve' stopped."; }
    sleep 0.3
done
[ -n "$address" ] || { cat "$serve_log" >&2; fail "'$EXE --serve' did not say where it listens."; }
for role in display convenor scorekeeper; do
    station_log="$scratch/station-$role.log"
    # The convenor's desk proves the demo's PIN (from the environment, never
    # the command line); the join code alone admits the other two.
    pin=""
    [ "$role" = convenor ] && pin=1234
    if ! env HOME="$scratch/home" XDG_DATA_HOME="$scratch/data" XDG_CONFIG_HOME="$scratch/config" \
            XDG_CACHE_HOME="$scratch/cache" XDG_RUNTIME_DIR="$scratch/runtime" QT_QPA_PLATFORM=offscreen \
            CARDROOM_PIN="$pin" \
            "$EXE" --connect "$address" --code 314159 --role "$role" --self-test >"$station_log" 2>&1; then
        cat "$station_log" "$serve_log" >&2
        fail "'$EXE --connect $address --role $role --self-test' failed (output above)."
    fi
done
kill -TERM "$server"
wait "$server" || fail "'$EXE --serve' did not stop cleanly on SIGTERM."

echo "smoke: $DIST is $size_mb MB, self-test passed, and it served its stations (display, convenor, scorekeeper)"
