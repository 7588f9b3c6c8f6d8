"""A station's copy of the event: the same rows as the owner's file, commit
by commit, without the PIN's secret; and nothing from the network is used
before it is checked."""

from __future__ import annotations

import sqlite3
import zlib
from pathlib import Path

import pytest

from app.models import room, roster, rulings
from app.models.event import Event
from app.models.event.changelog import Commit
from app.models.event.operations import apply
from app.models.rulings.defaults import SetDefaulted
from app.models.rulings.ledger import AddPenalty, RevokePenalty
from app.models.rulings.pin import ConvenorPin
from app.models.rulings.rules import SetSetting
from app.models.scoring.sheets import WriteSheet
from app.models.room.seats import SetSeating
from app.net import mirror
from app.net.protocol import BadMessage
from netkit import dump


@pytest.fixture
def demo(demo_event: Event) -> Event:
    """The demo day, a throwaway copy (tests/conftest.py)."""
    return demo_event


def copy_of(event: Event) -> mirror.Mirror:
    copy = mirror.Mirror(Path("copy.cardroom"))
    copy.load(mirror.image(event.conn), event.track_changes().number)
    return copy


def test_the_copy_has_every_row_but_not_the_pins_secret(demo: Event) -> None:
    copy = copy_of(demo)
    assert dump(copy.conn) == dump(demo.conn)
    assert copy.conn.execute("SELECT hash, salt FROM convenor_pin").fetchall() == [("", "")]
    assert ConvenorPin(copy.event).is_set()  # a station knows there is a PIN, not what it is
    assert copy.event.info.name == demo.info.name
    assert [p.name for p in roster.players(copy.event)] == [p.name for p in roster.players(demo)]


def test_each_commit_keeps_the_copy_equal_to_the_file(demo: Event) -> None:
    copy = copy_of(demo)
    log = demo.track_changes()
    commits: list[Commit] = []
    log.subscribe(commits.append)
    game = room.games(demo)[3]
    seats = room.seating(demo, game.id)
    swap = dict(seats)
    swap[(1, "N")], swap[(2, "N")] = seats[(2, "N")], seats[(1, "N")]
    team = next(t for t in roster.teams(demo) if not t.floater)
    members = tuple(p.id for p in roster.team_members(demo, team.id))
    rows = ({"number": 1, "dealer": "N", "declarers": "N", "contract": "3H", "tricks": 4, "detail": {}},)
    penalty = apply(demo, AddPenalty(game.id, 1, "hesitation", 5, seats[(1, "N")])).value.id
    for op in (WriteSheet(game.id, 1, rows), SetSeating.of(game.id, swap), SetSetting("backup_minutes", 15),
               RevokePenalty(penalty, "entered in error"), SetDefaulted(members, team.id, True, "ill")):
        apply(demo, op)
    ConvenorPin(demo).set("9876", "1234")  # the secret changes; the copy still never gets it
    for commit in commits:
        copy.apply(commit.number, mirror.changes(demo.conn, commit))
    assert dump(copy.conn) == dump(demo.conn)
    assert copy.conn.execute("SELECT hash, salt FROM convenor_pin").fetchall() == [("", "")]
    assert [p.id for p in rulings.penalties(copy.event, active_only=True)] == \
        [p.id for p in rulings.penalties(demo, active_only=True)]


def test_a_gap_in_the_commits_is_refused_so_the_station_asks_for_the_whole_event(demo: Event) -> None:
    copy = copy_of(demo)
    commits: list[Commit] = []
    demo.track_changes().subscribe(commits.append)
    game = room.games(demo)[3]
    for table in (1, 2):
        apply(demo, WriteSheet(game.id, table, ()))
    with pytest.raises(BadMessage, match="commit 2 after 0"):
        copy.apply(2, mirror.changes(demo.conn, commits[1]))
    copy.apply(1, mirror.changes(demo.conn, commits[0]))
    with pytest.raises(BadMessage):
        copy.apply(1, mirror.changes(demo.conn, commits[0]))  # twice


@pytest.mark.parametrize("change", [
    {"tables": {"sqlite_master": {"cols": ["name"], "rows": [[1, "x"]], "gone": []}}},
    {"tables": {"evil": {"cols": ["a"], "rows": [[1, "x"]], "gone": []}}},
    {"tables": {"player": {"cols": ["name); DROP TABLE player; --"], "rows": [[1, "x"]], "gone": []}}},
    {"tables": {"player": {"cols": ["name"], "rows": [[1, ["a", "list"]]], "gone": []}}},
    {"tables": {"player": {"cols": ["name"], "rows": [["1", "x"]], "gone": []}}},
    {"tables": {"player": {"cols": ["name", "name"], "rows": [[1, "x", "y"]], "gone": []}}},
    {"tables": {"player": {"cols": ["name"], "rows": [[1]], "gone": []}}},
    {"tables": {"player": {"cols": ["name"], "rows": [], "gone": ["1"]}}},
    {"tables": {"player": {"cols": [], "rows": [[1]], "gone": []}}},
    {"tables": "not tables"},
    {"tables": {}, "topics": [1]},
    "not a change",
])
def test_a_change_that_does_not_fit_is_refused_and_changes_nothing(demo: Event, change: object) -> None:
    copy = copy_of(demo)
    before = dump(copy.conn)
    with pytest.raises(BadMessage):
        copy.apply(copy.commit + 1, change)
    assert dump(copy.conn) == before


def _image_of(conn: sqlite3.Connection) -> bytes:
    raw = bytearray(conn.serialize())
    raw[18:20] = b"\x01\x01"
    return zlib.compress(bytes(raw))


def test_an_image_that_is_not_a_cardroom_event_is_refused(demo: Event) -> None:
    copy = mirror.Mirror(Path("copy.cardroom"))
    foreign = sqlite3.connect(":memory:")
    foreign.execute("CREATE TABLE t (x)")
    hollow = sqlite3.connect(":memory:")
    hollow.execute("PRAGMA application_id = 1129464909")
    hollow.execute(f"PRAGMA user_version = {demo.conn.execute('PRAGMA user_version').fetchone()[0]}")
    hollow.execute("CREATE TABLE event (id INTEGER PRIMARY KEY)")
    tampered = sqlite3.connect(":memory:")
    demo.conn.backup(tampered)
    tampered.execute("CREATE TRIGGER sneaky AFTER INSERT ON hand BEGIN DELETE FROM penalty; END")
    for data, reason in (
        (b"not compressed at all", "does not decompress"),
        (zlib.compress(b"SQLite format 3\x00" + b"\x00" * 50), "not a database"),
        (zlib.compress(b"\x00" * 10_000), "not a database"),
        (_image_of(foreign), "not a Cardroom event"),
        (_image_of(hollow), "not Cardroom's"),
        (_image_of(tampered), "not Cardroom's"),
        (mirror.image(demo.conn)[:-20], "cut short"),
    ):
        with pytest.raises(BadMessage, match=reason):
            copy.load(data, 0)
        assert not copy.loaded


def test_a_huge_image_is_refused_before_it_fills_the_memory(demo: Event, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(mirror, "MAX_EVENT_BYTES", 1 << 20)
    bomb = zlib.compress(b"SQLite format 3\x00" + b"\x00" * (8 << 20), 9)  # 8 MB from a few KB
    with pytest.raises(BadMessage, match="too large"):
        mirror.Mirror(Path("copy.cardroom")).load(bomb, 0)
