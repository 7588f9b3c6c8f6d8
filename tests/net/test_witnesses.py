"""Stations are witnesses of the owner's audit log (issue 36 point 1 a).

The chain has no secret: with the event file and sqlite3 anyone can edit a
signed hand and chain every entry again (`auditlog.link`), and the file
alone shows nothing. A station that saw the log keeps what it saw on its
own disk; at its next contact the owner checks its file against it and
names the station; the station finds it too. Entries cut from the end (an
older copy put back) are named the same way; an untouched file says nothing."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

import pytest

from app.models import room
from app.models.event import auditlog
from app.models.rulings.ledger import AddPenalty
from app.net.witness import Witnesses
from netkit import OwnerThread, Station, forge_a_signed_hand


def cut_the_last_entries(path: Path, how_many: int) -> None:
    """Entries cut from the end: no link to compute again."""
    with sqlite3.connect(path) as conn:
        conn.execute("DELETE FROM audit_log WHERE id IN (SELECT id FROM audit_log ORDER BY id DESC LIMIT ?)",
                     [how_many])


@pytest.fixture
def witnessed(demo_file: Path, tmp_path: Path):  # type: ignore[no-untyped-def]
    """An owner and a scorekeeper station that has witnessed the demo's
    signed games and two penalties given at the owner's desk since; both
    stopped. (The owner's file, the station's data folder, the log's length.)"""
    path = tmp_path / "owner.cardroom"
    shutil.copy(demo_file, path)
    folder = tmp_path / "station-data" / "witnessed"
    owner = OwnerThread(path)
    station = Station(owner.port, "scorekeeper", name="TABLE-A", witnesses=Witnesses(folder))
    try:
        game = owner.call(lambda event: room.games(event)[3].id)
        seats = owner.call(lambda event: room.seating(event, game))
        for table in (1, 2):
            owner.run(AddPenalty(game, table, "hesitation", 5, seats[(table, "N")]))
        total = owner.call(lambda event: auditlog.count(event.conn))
        station.wait(lambda: station.mirror.conn.execute("SELECT count(*) FROM audit_log").fetchone()[0] == total)
        assert owner.owner.warnings == [] and station.divergence is None
    finally:
        station.close()
        owner.stop()
    assert list(folder.glob("*.json"))  # kept on the station's own disk
    return path, folder, total


def reconnect(path: Path, folder: Path) -> tuple[OwnerThread, Station]:
    """The owner started again on its file, the station (restarted: what it
    witnessed read back from its disk) joining it."""
    owner = OwnerThread(path)
    station = Station(owner.port, "scorekeeper", name="TABLE-A", witnesses=Witnesses(folder))
    return owner, station


def test_a_forged_and_rechained_file_is_named_by_the_station_that_saw_it(witnessed) -> None:  # type: ignore[no-untyped-def]
    path, folder, total = witnessed
    edited = forge_a_signed_hand(path)
    owner, station = reconnect(path, folder)
    try:
        station.wait(lambda: station.told is not None)
        [warning] = owner.call(lambda event: list(owner.owner.warnings))
        assert (warning.station, warning.name, warning.role) == ("TABLE-A (scorekeeper)", "TABLE-A", "scorekeeper")
        assert warning.address == "127.0.0.1"
        found = warning.divergence
        # The earliest entry the station kept that the forgery moved: at or after the entry edited.
        assert not found.cut and edited <= found.entries <= total and found.at
        assert station.told.divergence == found
        assert station.divergence == found  # the station sees it in what it was sent, too
    finally:
        station.close()
        owner.stop()
    # What it witnessed is kept as it was: the next contact names it again.
    owner, station = reconnect(path, folder)
    try:
        station.wait(lambda: station.told is not None)
        assert len(owner.call(lambda event: list(owner.owner.warnings))) == 1
    finally:
        station.close()
        owner.stop()


def test_entries_cut_from_the_end_are_named(witnessed) -> None:  # type: ignore[no-untyped-def]
    path, folder, total = witnessed
    cut_the_last_entries(path, 2)
    owner, station = reconnect(path, folder)
    try:
        station.wait(lambda: station.told is not None)
        [warning] = owner.call(lambda event: list(owner.owner.warnings))
        assert warning.divergence.cut and warning.divergence.entries == total
        assert warning.divergence.total == total - 2
    finally:
        station.close()
        owner.stop()


def test_an_untouched_file_says_nothing(witnessed) -> None:  # type: ignore[no-untyped-def]
    path, folder, total = witnessed
    owner, station = reconnect(path, folder)
    try:
        # The owner's log grows on: still what the station saw, and more.
        game = owner.call(lambda event: room.games(event)[3].id)
        seats = owner.call(lambda event: room.seating(event, game))
        owner.run(AddPenalty(game, 3, "hesitation", 5, seats[(3, "N")]))
        station.wait(lambda: station.mirror.conn.execute("SELECT count(*) FROM audit_log").fetchone()[0] == total + 1)
        # A ping's round trip: the witnesses, sent before, were answered if at all.
        station.pin("0000")
        assert owner.call(lambda event: list(owner.owner.warnings)) == []
        assert station.told is None and station.divergence is None
    finally:
        station.close()
        owner.stop()
