"""The test session's own folders, set before anything else is imported
(tests/conftest.py imports this first), and what a test must leave as it
found: the machine's /tmp, the user's real home, the repository.

A module of its own rather than part of conftest.py: every folder's
conftest.py is imported under the one name "conftest", so a test that
needs these names could get another folder's."""

from __future__ import annotations

import os
import re
import sys
import tempfile
from pathlib import Path

os.environ["QT_QPA_PLATFORM"] = "offscreen"
# The machine's own folders, as they were: a test leaves nothing in them.
REAL_TMP = Path(tempfile.gettempdir())
REAL_HOME = Path.home()
HOME = Path(tempfile.mkdtemp(prefix="cardroom-tests-"))
for var, sub in (("XDG_DATA_HOME", "data"), ("XDG_CONFIG_HOME", "config"), ("XDG_CACHE_HOME", "cache")):
    os.environ[var] = str(HOME / sub)
os.environ["HOME"] = str(HOME)
os.environ.setdefault("XDG_RUNTIME_DIR", str(HOME / "runtime"))
(HOME / "runtime").mkdir(mode=0o700, exist_ok=True)
if sys.platform == "win32":
    # Neither HOME nor the XDG variables move the registry (QSettings) or
    # %LOCALAPPDATA% (QStandardPaths) there: Cardroom's own base folder does.
    os.environ["CARDROOM_HOME"] = str(HOME / "cardroom")
    # The offscreen platform has no fonts there but those it is told of.
    from app.__main__ import offscreen_fonts

    offscreen_fonts(os.environ)
# Every temporary file of the session, pytest's tmp_path folders and those of
# the programs the tests start (a served event, a browser) included, goes
# under the session's folder, which is removed at the end: /tmp is left as
# it was found.
TEMP = HOME / "tmp"
TEMP.mkdir()
for var in ("TMPDIR", "TEMP", "TMP"):
    os.environ[var] = str(TEMP)
tempfile.tempdir = str(TEMP)

ROOT = Path(__file__).resolve().parents[1]


def entries(folder: Path) -> set[str]:
    """The names in `folder` (none if it cannot be read)."""
    try:
        return {entry.name for entry in os.scandir(folder)}
    except OSError:
        return set()


def watched() -> list[Path]:
    """Where a test must leave nothing: the machine's temporary folder, the
    user's own home and its settings folders, the repository and its tests.
    Their top levels only: a stray write names a new file or folder there
    (a path written without tmp_path, a relative path from the repository)."""
    return [REAL_TMP, *_HOME_FOLDERS, ROOT, ROOT / "tests"]


_HOME_FOLDERS = [REAL_HOME / sub for sub in ("", ".config", ".local/share", ".cache", "Documents")]

# Made by Python and pytest themselves, other suites' session folders
# (two runs at once on one machine), and the builds' folders in the
# repository (make dist, scripts/windows.sh) made while the suite runs.
EXPECTED = ("__pycache__", ".pytest_cache", ".hypothesis", "cardroom-tests-", "build", "dist")

# What other programs of the same user write in /tmp while the suite runs on
# a developer's machine (pip, apt, a compiler, Wine, the terminal's own
# tools): their names are theirs, never a test's, and a test must not fail
# because someone installed a package meanwhile. In the home, the hidden
# folders are the tools' own: only Cardroom's names there, or a visible
# file at its top, can be a test's.
FOREIGN_TMP = re.compile(r"pip-|apt-|wine|bash_tool_|systemd-private-|snap-private-|ssh-|tmux-|"
                         r"cc[A-Za-z0-9]{6}\.\w+$|\.")
OURS_IN_HOME = re.compile(r"(?i)cardroom")


def left_behind(before: dict[Path, set[str]], after: dict[Path, set[str]]) -> list[Path]:
    """What appeared in the watched folders between two looks."""
    def a_tests(folder: Path, name: str) -> bool:
        if name.startswith(EXPECTED):
            return False
        if folder == REAL_TMP:
            return not FOREIGN_TMP.match(name)
        if folder == REAL_HOME:
            return not name.startswith(".") or bool(OURS_IN_HOME.search(name))
        if folder in _HOME_FOLDERS:
            return bool(OURS_IN_HOME.search(name))
        return True

    return sorted(folder / name for folder, names in after.items()
                  for name in names - before.get(folder, set()) if a_tests(folder, name))
