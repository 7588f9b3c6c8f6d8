"""Forgeries that only a station used to see, named by the file's own check
and by the convenor's PIN: the newest entries cut with their marks, every
mark taken out, the backups folder gone, the PIN's material replaced
(tests/forgery.py does what a forger with Cardroom's source does)."""

from __future__ import annotations

import datetime as dt
import shutil
import sqlite3
from pathlib import Path

import pytest

from app.models import room, seal
from app.models.demo import DEMO_PIN
from app.models.event import Event, backups
from app.models.event.changelog import Commit
from app.models.event.operations import apply
from app.models.event.takeover import TakeoverBase, write_takeover
from app.models.rulings import marks
from app.models.rulings.ledger import AddPenalty
from app.models.rulings.pin import ConvenorPin, PinLocked, PinReplaced, StationTries, WrongPin, verify_at_station
from app.net import mirror

import forgery

FORGERS_PIN = "864209"


@pytest.fixture
def day(demo_file: Path, tmp_path: Path) -> Path:
    path = tmp_path / "day.cardroom"
    shutil.copy(demo_file, path)
    return path


def ruling(event: Event, table: int = 1) -> None:
    game = room.games(event)[3]
    apply(event, AddPenalty(game.id, table, "hesitation", 5, player_id=room.seating(event, game.id)[(table, "N")]))


def honest_day(day: Path, rulings: int = 2) -> None:
    """The convenor gives the PIN at the desk, then rules."""
    event = Event.open(day)
    ConvenorPin(event).verify(DEMO_PIN)
    for table in range(1, rulings + 1):
        ruling(event, table)
    event.close()


def checked(path: Path, pin: str = DEMO_PIN) -> marks.Vouch:
    event = Event.open(path)
    try:
        return marks.check(event, pin)
    finally:
        event.close()


def plain(path: Path) -> seal.Seal:
    event = Event.open(path, readonly=True)
    try:
        return seal.check(event)
    finally:
        event.close()


def forge(path: Path, work) -> None:  # type: ignore[no-untyped-def]
    conn = sqlite3.connect(path)
    try:
        work(conn)
        conn.commit()
    finally:
        conn.close()


def entries_of(path: Path) -> list[tuple[int, str]]:
    conn = sqlite3.connect(path)
    try:
        return [(i, at.replace("T", " ")[:16]) for i, at in conn.execute("SELECT id, at FROM audit_log ORDER BY id")]
    finally:
        conn.close()


# -- the newest entries cut with their marks -------------------------------------------------


def test_the_last_penalty_cut_with_its_mark_and_relinked_is_named_by_the_pin(day: Path) -> None:
    honest_day(day)
    entries = entries_of(day)
    count = len(entries)
    forge(day, forgery.cut_tail)
    forgery.without_backups(day)
    # The file alone reads as Cardroom wrote it: nothing in it says otherwise.
    assert plain(day).intact
    found = checked(day)
    good, at = entries[-2]  # the mark before the cut one holds
    assert not found.intact and found.template == marks.TAIL_BROKEN_AFTER
    assert found.english() == (
        f"The record was changed outside Cardroom after the convenor's mark on entry {good} ({at}): the key "
        f"last marked the record at entry count {count}, and the record no longer holds that entry as it was "
        f"marked (its entry count is now {count - 1}).")
    # Entries written afterwards without the PIN (the count grows back) do not hide it.
    event = Event.open(day)
    ruling(event, 3)
    ruling(event, 4)
    event.close()
    found = checked(day)
    assert not found.intact and found.template == marks.TAIL_BROKEN_AFTER and found.params["good"] == good


def test_a_cut_the_older_backups_cannot_see_is_named_by_the_pin(day: Path) -> None:
    """A backup made before the last penalty holds nothing the cut file
    lacks: the plain check compares with it and finds nothing."""
    event = Event.open(day)
    ConvenorPin(event).verify(DEMO_PIN)
    ruling(event)
    backups.Backups(event).make(backups.MANUAL)
    ruling(event, 2)
    event.close()
    forge(day, forgery.cut_tail)
    found = plain(day)
    assert found.intact and found.compared is not None and not found.nothing_to_compare
    assert checked(day).template == marks.TAIL_BROKEN_AFTER


def test_an_honest_day_still_vouches_to_its_last_entry(day: Path) -> None:
    honest_day(day)
    event = Event.open(day)
    ConvenorPin(event).set("975310", DEMO_PIN)  # both keys count the change
    ruling(event)
    event.close()
    assert checked(day, "975310").template == marks.ALL_VOUCHED
    conn = sqlite3.connect(day)
    tails = conn.execute("SELECT count(*) FROM audit_tail").fetchone()[0]
    conn.close()
    assert tails == 2


def test_the_count_taken_out_or_put_back_is_named(day: Path) -> None:
    honest_day(day)
    conn = sqlite3.connect(day)
    kept = conn.execute("SELECT key, entries, mark FROM audit_tail").fetchone()
    conn.close()
    forge(day, lambda conn: conn.execute("DELETE FROM audit_tail"))
    found = checked(day)
    assert found.template == marks.TAIL_GONE and not found.intact
    # The count as an earlier copy had it, put back after more was marked.
    forge(day, lambda conn: conn.execute("INSERT INTO audit_tail (key, entries, mark) VALUES (?, ?, ?)", kept))
    honest_day(day, 1)
    forge(day, lambda conn: conn.execute("UPDATE audit_tail SET entries = ?, mark = ?", kept[1:]))
    found = checked(day)
    assert found.template == marks.TAIL_STALE and not found.intact


# -- every mark taken out --------------------------------------------------------------------


def test_every_mark_taken_out_is_a_change_not_entries_without_marks(day: Path) -> None:
    honest_day(day)
    last, at = entries_of(day)[-1]
    forge(day, forgery.drop_marks)
    found = checked(day)
    assert not found.intact and found.template == marks.MARKS_ALL_TAKEN_OUT
    assert found.english() == (
        f"Every mark of the convenor's key was taken out outside Cardroom: the key last marked entry {last} "
        f"({at}), but no entry carries its mark now.")
    event = Event.open(day, readonly=True)
    shown = marks.marked(event)  # the desk's line, without the PIN
    event.close()
    assert not shown.intact and shown.template == marks.MARKED_ALL_TAKEN_OUT


def test_every_mark_and_count_taken_out_shows_against_the_backup(day: Path) -> None:
    honest_day(day)
    event = Event.open(day)
    made = backups.Backups(event).make(backups.MANUAL)
    event.close()
    last = entries_of(day)[-1][0]
    forge(day, lambda conn: forgery.drop_marks(conn, counts=True))
    found = checked(day)
    assert not found.intact and found.template == backups.MARKS_GONE_SINCE_BACKUP
    assert found.params == {"backup": made.path.name, "entry": last}
    # And at opening, without the PIN.
    findings = plain(day).findings
    assert [f.template for f in findings] == [backups.MARKS_GONE_SINCE_BACKUP]
    assert findings[0].english() == (
        f"Marks of the convenor's key that the backup “{made.path.name}” holds (up to entry {last}) are no "
        "longer in this file: they were taken out outside Cardroom.")


# -- the backups folder gone -----------------------------------------------------------------


def test_a_file_without_backups_has_nothing_to_compare_with(day: Path) -> None:
    found = plain(day)
    assert found.intact and found.nothing_to_compare and found.compared is None
    event = Event.open(day)
    made = backups.Backups(event).make(backups.MANUAL)
    event.close()
    found = plain(day)
    assert found.compared == made.path.name and not found.nothing_to_compare
    forgery.without_backups(day)
    assert plain(day).nothing_to_compare
    # A station's copy in memory is compared by its witnesses, not by backups.
    event = Event.open(day, readonly=True)
    copy = mirror.Mirror(Path("copy.cardroom"))
    copy.load(mirror.image(event.conn), 0)
    event.close()
    try:
        assert not seal.check(copy.event).nothing_to_compare
    finally:
        copy.close()


# -- the PIN's material replaced -------------------------------------------------------------


def failures(path: Path) -> int:
    conn = sqlite3.connect(path)
    try:
        return int(conn.execute("SELECT failures FROM convenor_pin").fetchone()[0])
    finally:
        conn.close()


def test_the_real_pin_after_its_material_was_replaced_is_named_and_not_counted(day: Path) -> None:
    honest_day(day)
    last, at = entries_of(day)[-1]
    forge(day, lambda conn: forgery.swap_pin_material(conn, FORGERS_PIN))
    event = Event.open(day)
    try:
        for _ in range(7):  # more than the tries before a lockout: none of them counts
            with pytest.raises(PinReplaced) as raised:
                ConvenorPin(event).verify(DEMO_PIN)
        assert raised.value.params == {"entry": last, "at": at}
        assert str(raised.value) == (
            f"This PIN made the convenor's marks on this file's record (up to entry {last}, {at}), but the file "
            "no longer takes it and holds no change of PIN made with it: its PIN material was replaced outside "
            "Cardroom. This try was not counted. The record cannot be vouched for with the PIN: compare it with "
            "the backups, the stations and the printed seals.")
        assert failures(day) == 0
        with pytest.raises(PinReplaced):
            marks.check(event, DEMO_PIN)  # the desk's check with the PIN says the same
        tries = StationTries()
        with pytest.raises(PinReplaced):
            verify_at_station(event, DEMO_PIN, tries, "station-1", "10.0.0.7", "DESK (convenor)")
        assert tries.locked_for("station-1", "10.0.0.7") == 0 and not tries._counts
        assert event.conn.execute("SELECT count(*) FROM audit_log WHERE action = 'wrong_pin'").fetchone()[0] == 0
        # A PIN that is neither is still a wrong try, and the forger's own PIN is the file's now.
        with pytest.raises(WrongPin):
            ConvenorPin(event).verify("0000")
        assert failures(day) == 1
        ConvenorPin(event).verify(FORGERS_PIN)
    finally:
        event.close()


def test_the_key_salt_kept_and_the_hash_replaced_is_named_too(day: Path) -> None:
    honest_day(day)

    def hash_only(conn: sqlite3.Connection) -> None:
        salt = conn.execute("SELECT key_salt FROM convenor_pin").fetchone()[0]
        forgery.swap_pin_material(conn, FORGERS_PIN)
        conn.execute("UPDATE convenor_pin SET key_salt = ?", [salt])

    forge(day, hash_only)
    event = Event.open(day)
    try:
        with pytest.raises(PinReplaced):
            ConvenorPin(event).verify(DEMO_PIN)
    finally:
        event.close()
    assert failures(day) == 0


def test_an_earlier_pin_changed_in_cardroom_is_a_wrong_pin_as_before(day: Path) -> None:
    honest_day(day)
    event = Event.open(day)
    try:
        ConvenorPin(event).set("975310", DEMO_PIN)
        ruling(event)
        for left in (4, 3, 2, 1):
            with pytest.raises(WrongPin) as raised:
                ConvenorPin(event).verify(DEMO_PIN)
            assert raised.value.left == left
        with pytest.raises(PinLocked):
            ConvenorPin(event).verify(DEMO_PIN)
    finally:
        event.close()


# -- through a takeover ----------------------------------------------------------------------


def test_the_count_goes_on_through_a_station_s_copy_and_a_takeover(day: Path, tmp_path: Path) -> None:
    owner = Event.open(day)
    ConvenorPin(owner).verify(DEMO_PIN)
    log = owner.track_changes()
    copy = mirror.Mirror(Path("copy.cardroom"))
    copy.load(mirror.image(owner.conn), log.number)
    commits: list[Commit] = []
    log.subscribe(commits.append)
    ruling(owner)
    for commit in commits:
        copy.apply(commit.number, mirror.changes(owner.conn, commit))
    # The count is no secret: the station's copy holds it as the owner's file does.
    tail = "SELECT key, entries, mark FROM audit_tail"
    assert copy.conn.execute(tail).fetchall() == owner.conn.execute(tail).fetchall() != []
    material = dict(zip(("hash", "salt", "key_salt"), owner.conn.execute(
        "SELECT hash, salt, key_salt FROM convenor_pin").fetchone()))
    owner.close()
    new = tmp_path / "taken-over.cardroom"
    write_takeover(copy.conn, new, material=material, pin=DEMO_PIN,
                   base=TakeoverBase("run-1", commits[-1].number, "Desk-2", dt.datetime(2026, 11, 21, 14, 37)))
    copy.close()
    assert checked(new).template == marks.ALL_VOUCHED
    conn = sqlite3.connect(new)
    assert conn.execute("SELECT entries FROM audit_tail").fetchone()[0] == \
        conn.execute("SELECT count(*) FROM audit_log").fetchone()[0]
    conn.close()
    # The takeover entry cut with its mark and the log relinked: named.
    forge(new, lambda conn: (forgery.cut_tail(conn), conn.execute("DELETE FROM takeover"),
                             conn.execute("UPDATE event SET owner_epoch = 0")))
    assert plain(new).intact
    assert checked(new).template == marks.TAIL_BROKEN_AFTER
