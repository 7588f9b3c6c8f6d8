#!/usr/bin/env bash
# Prepare this checkout to run Cardroom: Qt's system libraries, then .venv.
#   scripts/setup.sh test   libraries for offscreen Qt (tests, self-test)
#   scripts/setup.sh run    also what a real window and Xvfb need
#   scripts/setup.sh packages   as root: only test's system packages, no .venv
#                           (CI runners that are not root: `sudo` this first)
# As root with apt, missing Debian/Ubuntu packages are installed; otherwise
# the exact command to run is printed and the script stops.
set -euo pipefail
cd "$(dirname "$0")/.."

mode="${1:-test}"
# Git Bash on Windows: its Python is `python`, and a venv keeps its
# programs in Scripts\ (the Makefile's BIN says the same).
case "$(uname -s)" in
    MINGW*|MSYS*|CYGWIN*) windows=1; PYTHON="${PYTHON:-python}"; BIN=.venv/Scripts ;;
    *) windows=0; PYTHON="${PYTHON:-python3}"; BIN=.venv/bin ;;
esac

base_pkgs=(libglib2.0-0 libegl1 libgl1 libxkbcommon0 libfontconfig1 libfreetype6 libx11-6 libdbus-1-3)
# Only the tests use these; without them a test says it was skipped and why
# (strace: the durability test watches the disk syncs of a real writer;
# desktop-file-validate and appstreamcli check the Linux menu entry and metainfo).
test_tools=(strace desktop-file-utils appstream)
# The players' page is tested in a real browser (tests/webkit.py): Debian's
# Chromium and its chromedriver (one source package, always the same version).
# Ubuntu has no such debs (its chromium is a snap): there they are left out
# and the browser tests say how to get a browser.
browser_pkgs=(chromium chromium-driver)
window_pkgs=(xvfb xauth libxcb-cursor0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1
             libxcb-render-util0 libxcb-render0 libxcb-shape0 libxcb-util1 libxcb-xkb1
             libxkbcommon-x11-0)

say() { printf 'cardroom setup: %s\n' "$*" >&2; }

if [ "$mode" = packages ]; then
    :  # no Python asked of root: the runner's own makes the .venv after
elif ! command -v "$PYTHON" >/dev/null 2>&1; then
    say "Python 3.11 or newer is needed and '$PYTHON' was not found."
    say "On Debian/Ubuntu: sudo apt-get install python3 python3-venv"
    exit 1
fi
if [ "$mode" != packages ] && ! "$PYTHON" -c 'import sys; sys.exit(sys.version_info < (3, 11))'; then
    say "Python 3.11 or newer is needed; '$PYTHON' is $("$PYTHON" -V 2>&1)."
    exit 1
fi

pkgs=("${base_pkgs[@]}")
[ "$mode" = run ] && pkgs+=("${window_pkgs[@]}")
# Debian's python3 has no venv/ensurepip until python3-venv is installed.
if [ "$mode" != packages ] && ! "$PYTHON" -c 'import ensurepip, venv' >/dev/null 2>&1; then
    pkgs+=("python3-venv")
fi

installed() {
    # Ubuntu 24.04 renamed some libraries with a t64 suffix.
    local p
    for p in "$1" "${1}t64"; do
        if dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed'; then
            return 0
        fi
    done
    return 1
}

if [ "$windows" = 1 ] || [ "$(uname -s)" = Darwin ]; then
    : # Qt's wheels bring what Qt needs here; the browser tests say how to get a browser
elif command -v dpkg-query >/dev/null 2>&1; then
    missing=()
    for p in "${pkgs[@]}"; do
        installed "$p" || missing+=("$p")
    done
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
        for p in "${test_tools[@]}" "${browser_pkgs[@]}"; do
            installed "$p" || missing+=("$p")
        done
    fi
    if [ "${#missing[@]}" -gt 0 ]; then
        if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
            export DEBIAN_FRONTEND=noninteractive
            apt-get update -qq
            wanted=()
            for p in "${missing[@]}"; do
                # The policy read whole first: `grep -q` stops at the match,
                # and under pipefail apt-cache's broken pipe failed the test.
                policy=$(apt-cache policy "$p" 2>/dev/null || true)
                if [[ " ${browser_pkgs[*]} " == *" $p "* ]] \
                   && ! grep -q 'Candidate: [^(]' <<<"$policy"; then
                    say "no Debian package $p here: the browser tests will say how to get a browser"
                    continue
                fi
                wanted+=("$p")
            done
            missing=("${wanted[@]}")
        fi
    fi
    if [ "${#missing[@]}" -gt 0 ]; then
        if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
            say "installing system packages: ${missing[*]}"
            apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
        else
            say "Qt needs some system packages that are not installed. Run:"
            printf '\n    sudo apt-get install -y %s\n\n' "${missing[*]}" >&2
            say "then run this command again."
            exit 1
        fi
    fi
    if [ "$(id -u)" != 0 ] && ! installed chromium-driver; then
        say "the browser tests (the players' page) are skipped without Chromium; to run them:"
        printf '\n    sudo apt-get install -y %s\n\n' "${browser_pkgs[*]}" >&2
    fi
else
    say "not a Debian/Ubuntu system: make sure Qt 6's usual X11/EGL libraries are installed,"
    say "and Chromium with its chromedriver on PATH for the browser tests."
fi

[ "$mode" = packages ] && exit 0

if [ ! -x "$BIN/python" ] && [ ! -x "$BIN/python.exe" ]; then
    say "creating .venv"
    "$PYTHON" -m venv .venv
fi
stamp=.venv/.cardroom-installed
if [ ! -f "$stamp" ] || [ pyproject.toml -nt "$stamp" ]; then
    say "installing Cardroom and its test and dev tools into .venv (first time: a few minutes)"
    "$BIN/python" -m pip install -q --disable-pip-version-check -e '.[test,dev]' 2> >(grep -v "is ignored: it is neither" >&2)
    touch "$stamp"
fi
