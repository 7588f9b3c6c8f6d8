"""The suite's own guard: a test that leaves a file in /tmp, in the user's
home or in the repository is named (tests/isolation.py), and the session's
temporary files are under its own folder, not the machine's /tmp."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

import isolation


def look() -> dict[Path, set[str]]:
    return {folder: isolation.entries(folder) for folder in isolation.watched()}


def test_a_file_left_in_the_machines_tmp_is_named(tmp_path: Path) -> None:
    before = look()
    stray = isolation.REAL_TMP / f"stray-{os.getpid()}.png"
    stray.write_bytes(b"x")
    try:
        assert isolation.left_behind(before, look()) == [stray]
    finally:
        stray.unlink()
    assert isolation.left_behind(before, look()) == []


def test_a_file_left_in_the_repository_or_the_users_home_is_named() -> None:
    before = look()
    strays = [isolation.ROOT / f"stray-{os.getpid()}.txt", isolation.REAL_HOME / f"stray-{os.getpid()}.txt"]
    for stray in strays:
        stray.write_text("x")
    try:
        assert isolation.left_behind(before, look()) == sorted(strays)
    finally:
        for stray in strays:
            stray.unlink()


def test_files_under_tmp_path_and_pythons_own_are_not(tmp_path: Path) -> None:
    before = look()
    (tmp_path / "fine.png").write_bytes(b"x")
    after = look()
    after[isolation.ROOT] |= {"__pycache__", ".pytest_cache"}
    after[isolation.REAL_TMP] |= {"cardroom-tests-other"}  # another run's session at the same time
    assert isolation.left_behind(before, after) == []


def test_temporary_files_go_under_the_sessions_folder(tmp_path: Path) -> None:
    home = isolation.HOME
    assert Path(tempfile.gettempdir()) == home / "tmp"
    assert os.environ["TMPDIR"] == str(home / "tmp")
    assert home in tmp_path.parents
    assert Path(os.environ["HOME"]) == home != isolation.REAL_HOME


def test_what_other_programs_write_meanwhile_is_not_a_tests() -> None:
    """Someone installs a package or compiles while the suite runs: pip's,
    apt's, the compiler's and Wine's files in /tmp, and the tools' hidden
    folders in the home, are not held against the test then running."""
    tmp, home = isolation.REAL_TMP, isolation.REAL_HOME
    before = {tmp: set(), home: set(), home / ".config": set(), home / ".local/share": set()}
    after = {tmp: {"pip-unpack-9tiwo83q", "apt-dpkg-install-TjdOLu", "ccVPQ2yX.s", "wine-DaFKLY", "d33_quota.png",
                   "witness"},
             home: {".local", ".cache", "notes.txt"},
             home / ".config": {"menus", "Cardroom"},
             home / ".local/share": {"applications", "Cardroom"}}
    assert isolation.left_behind(before, after) == sorted([
        tmp / "d33_quota.png", tmp / "witness", home / "notes.txt", home / ".config" / "Cardroom",
        home / ".local/share" / "Cardroom"])
