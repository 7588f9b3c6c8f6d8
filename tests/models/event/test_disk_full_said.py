"""A full disk said plainly (issue 36 point 7): opening says the disk is
full (not SQLite's "disk I/O error") and leaves no empty journal files
beside the event; a change refused for want of room says that everything
saved before it is safe and that this one is not made.

The full disk is simulated where SQLite meets it (no tmpfs without root);
test_disk_trouble.py mounts a real small disk when it can, and so does the
last test here."""

from __future__ import annotations

import errno
import os
import shutil
import sqlite3
import subprocess
from pathlib import Path

import pytest

from app.models.errors import DiskFull
from app.models.event import Event, WriteFailed, eventfile
from app.models.event.operations import apply
from app.models.roster.people import AddPlayer


@pytest.fixture
def path(tmp_path: Path, demo_file: Path) -> Path:
    target = tmp_path / "day.cardroom"
    shutil.copy(demo_file, target)
    return target


def companions(path: Path) -> list[str]:
    return sorted(p.name[len(path.name):] for p in path.parent.iterdir()
                  if p.name.startswith(path.name) and p != path and not p.name.endswith(".lock"))


def full_at(step: str, monkeypatch: pytest.MonkeyPatch, failure: BaseException) -> None:
    """The disk fills just as SQLite makes the journal beside the file
    (WAL mode creates `-wal` and `-shm` first, then cannot write them)."""
    real = eventfile.configure

    def configure(conn: sqlite3.Connection) -> None:
        real(conn)
        conn.execute("CREATE TABLE IF NOT EXISTS temp.touch(x)")  # the journal files exist now
        conn.execute("SELECT count(*) FROM sqlite_master").fetchone()
        raise failure

    monkeypatch.setattr(eventfile, step, configure)


@pytest.mark.parametrize("failure", [
    sqlite3.OperationalError("database or disk is full"),
    OSError(errno.ENOSPC, os.strerror(errno.ENOSPC)),
], ids=["sqlite-full", "enospc"])
def test_opening_on_a_full_disk_says_so_and_leaves_no_journal(
        path: Path, monkeypatch: pytest.MonkeyPatch, failure: BaseException) -> None:
    before = path.read_bytes()
    full_at("configure", monkeypatch, failure)
    with pytest.raises(DiskFull) as caught:
        Event.open(path)
    text = str(caught.value)
    assert "disk holding" in text and "is full" in text and "I/O" not in text, text
    assert "has not been changed" in text
    assert companions(path) == []
    assert path.read_bytes() == before


def test_opening_when_the_disk_is_full_reads_sqlites_io_error_as_full(
        path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Making the shared-memory file on a full disk is an I/O error to
    SQLite; with no room left on that disk, it is said as a full disk."""
    full_at("configure", monkeypatch, sqlite3.OperationalError("disk I/O error"))
    monkeypatch.setattr(eventfile, "room_left", lambda folder: 0)
    with pytest.raises(DiskFull):
        Event.open(path)
    assert companions(path) == []


def test_an_io_error_with_room_on_the_disk_is_not_called_a_full_disk(
        path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    full_at("configure", monkeypatch, sqlite3.OperationalError("disk I/O error"))
    with pytest.raises(Exception) as caught:
        Event.open(path)
    assert not isinstance(caught.value, DiskFull) and "I/O" in str(caught.value)


def test_a_change_refused_for_want_of_room_says_nothing_saved_is_lost(path: Path) -> None:
    """SQLite's own size limit raises the very error a full disk does."""
    event = Event.open(path)
    name = event.info.name
    pages = event.conn.execute("PRAGMA page_count").fetchone()[0]
    event.conn.execute(f"PRAGMA max_page_count={pages}")
    players = event.conn.execute("SELECT count(*) FROM player").fetchone()[0]
    # Players with names as long as a player's may be (80) until one needs a
    # page the file may not take (bounded: a page is 4 KB).
    with pytest.raises(WriteFailed) as caught:
        for n in range(500):
            apply(event, AddPlayer(f"{n:03d} " + "x" * 76))
            players += 1
    text = str(caught.value)
    assert "is full" in text and "saved before it is safe" in text and "not made" in text, text
    assert event.conn.execute("SELECT count(*) FROM player").fetchone()[0] == players  # not made
    assert event.info.name == name
    event.conn.execute("PRAGMA max_page_count=1073741823")
    event.close()


@pytest.mark.skipif(os.name != "posix" or os.geteuid() != 0 or shutil.which("mount") is None,
                    reason="mounting a small disk (tmpfs) needs root and the mount command")
def test_opening_on_a_real_full_disk(tmp_path: Path, demo_file: Path) -> None:
    point = tmp_path / "disk"
    point.mkdir()
    if subprocess.run(["mount", "-t", "tmpfs", "-o", "size=1m", "tmpfs", str(point)],
                      capture_output=True).returncode:
        pytest.skip("mount refused a tmpfs here (a container without the right)")
    try:
        from app.models.event import NewEvent

        Event.create(point / "club.cardroom", NewEvent(
            name="Club night", game_kind="bid_euchre", tables=3, sessions=2, games_per_session=4)).close()
        fd = os.open(point / "filler.bin", os.O_WRONLY | os.O_CREAT)
        try:
            for size in (65536, 4096, 512, 1):
                try:
                    while os.write(fd, b"\0" * size):
                        pass
                except OSError:
                    continue
        finally:
            os.close(fd)
        with pytest.raises(DiskFull):
            Event.open(point / "club.cardroom")
        assert companions(point / "club.cardroom") == []
        (point / "filler.bin").unlink()
        Event.open(point / "club.cardroom").close()
    finally:
        subprocess.run(["umount", "-l", str(point)], check=False)
