"""Disk trouble on real file systems: a tiny disk that fills up and a disk
mounted read-only (tmpfs mounts; skipped where mounting is not allowed).

Root ignores file permissions, but not a read-only mount nor a full disk,
so these run as they are on the CI machine (root) and on a USB stick.
"""

from __future__ import annotations

import hashlib
import os
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

from app.models.errors import ReadOnlyLocation
from app.models.event import Event, NewEvent, WriteFailed
from app.models import room, roster, scoring
from app.models.event.operations import apply
from app.models.room.seats import SetSeating
from app.models.roster.importer import ImportRoster
from app.models.roster.people import AddPlayer
from app.models.scoring import sheets


def _mount(point: Path, options: str) -> bool:
    if os.name != "posix" or os.geteuid() != 0:
        return False
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", options, "tmpfs", str(point)],
                          capture_output=True)
    return done.returncode == 0


@pytest.fixture
def disk(tmp_path: Path) -> Iterator[Path]:
    """A 1 MB disk of its own."""
    point = tmp_path / "disk"
    point.mkdir()
    if not _mount(point, "size=1m"):
        pytest.skip("mounting a small disk needs root and mount rights")
    yield point
    subprocess.run(["umount", "-l", str(point)], check=False)


def new_event(folder: Path) -> Event:
    event = Event.create(folder / "club.cardroom", NewEvent(
        name="Club night", game_kind="bid_euchre", tables=3, sessions=2, games_per_session=4))
    players = [apply(event, AddPlayer(f"Player {n}", n)).value.id for n in range(1, 13)]
    seats = {(t, s): players[(t - 1) * 4 + i] for t in (1, 2, 3) for i, s in enumerate("NESW")}
    apply(event, SetSeating.of(room.games(event)[0].id, seats))
    return event


def fill(folder: Path) -> Path:
    """Fill the disk to the last byte."""
    filler = folder / "filler.bin"
    fd = os.open(filler, os.O_WRONLY | os.O_CREAT)
    try:
        for size in (65536, 4096, 512, 1):
            try:
                while os.write(fd, b"\0" * size):
                    pass
            except OSError:
                continue  # full at this size: try a smaller one
    finally:
        os.close(fd)
    return filler


def test_a_full_disk_refuses_the_edit_plainly_and_the_retry_works(disk: Path) -> None:
    event = new_event(disk)
    game = room.games(event)[0].id
    hands = [{"number": n, "dealer": "NESW"[(n - 1) % 4], "declarers": "NS", "contract": "4H",
              "tricks": 4, "detail": {"note": "x" * 2000}} for n in range(1, 9)]
    filler = fill(disk)
    with pytest.raises(WriteFailed, match="full") as caught:
        for _ in range(50):  # the WAL may hold a few pages' slack
            sheets.save_scorecard(event, game, 1, hands)
    assert "still on screen" in str(caught.value)
    assert event.conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    filler.unlink()  # the official frees some space and tries again
    sheets.save_scorecard(event, game, 1, hands)
    assert len(scoring.hands(event, scoring.scorecard(event, game, 1).id)) == 8
    event.close()
    reopened = Event.open(disk / "club.cardroom")
    assert len(scoring.hands(reopened, scoring.scorecard(reopened, game, 1).id)) == 8
    reopened.close()


def test_an_event_on_a_read_only_disk_is_refused_with_its_own_message(disk: Path) -> None:
    new_event(disk).close()
    path = disk / "club.cardroom"
    before = hashlib.sha256(path.read_bytes()).hexdigest()
    done = subprocess.run(["mount", "-o", "remount,ro", str(disk)], capture_output=True)
    if done.returncode:
        pytest.skip("cannot remount read-only here")
    with pytest.raises(ReadOnlyLocation, match="read-only disk") as caught:
        Event.open(path)
    assert "not been changed" in str(caught.value)
    assert hashlib.sha256(path.read_bytes()).hexdigest() == before


def test_closing_on_a_full_disk_says_so_and_loses_nothing(disk: Path) -> None:
    """Closing folds the journal into the file; on a full disk that fails,
    says so, and the file stays open with everything in it."""
    event = new_event(disk)
    event.conn.execute("PRAGMA wal_autocheckpoint=0")  # all of it in the journal until closing
    rows = [{"name": f"Player {n} of the Hainaut club", "number": n, "district": "Mons"}
            for n in range(13, 313)]
    apply(event, ImportRoster(tuple(rows)))  # one commit: pages the file does not have yet
    assert event.conn.execute("PRAGMA page_count").fetchone()[0] * 4096 > event.path.stat().st_size
    filler = fill(disk)
    with pytest.raises(WriteFailed, match="full"):
        event.close()
    assert len(roster.players(event)) == 312  # still open, nothing lost
    filler.unlink()
    event.close()
    assert not Path(str(event.path) + "-wal").exists()  # folded into the file
    again = Event.open(event.path)
    assert len(roster.players(again)) == 312
    again.close()
