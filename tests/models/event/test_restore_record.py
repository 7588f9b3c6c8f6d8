"""A restore brings back the data and never erases history (issue 36 point 4):
the log before it stays, grows by the restore entry (which says what it
replaced), its ids never repeat, the chain continues, the record check reads
the restore as the record's new starting point, and a backup follows."""

from __future__ import annotations

import datetime as dt
import itertools
import json
import shutil
from pathlib import Path
from typing import Any

import pytest

from app.models import reversal, room, seal
from app.models.event import Event, auditlog, backups
from app.models.errors import CardroomError
from app.models.event.backups import Backups
from app.models.event.operations import apply
from app.models.rulings.ledger import AddPenalty, RevokePenalty
from app.models.rulings.pin import ConvenorPin


def ticking_clock(start: dt.datetime = dt.datetime(2026, 11, 23, 9, 0)):
    minutes = itertools.count()
    return lambda: start + dt.timedelta(minutes=next(minutes))


@pytest.fixture
def demo(tmp_path: Path, demo_file: Path):
    path = tmp_path / "day.cardroom"
    shutil.copy(demo_file, path)
    event = Event.open(path)
    yield event
    event.close()


def log(event: Event) -> list[dict[str, Any]]:
    return auditlog.rows(event)


def penalties(event: Event) -> list[int]:
    return [row["id"] for row in event.select("SELECT id FROM penalty ORDER BY id")]


def player_at(event: Event, game_id: int, table: int, seat: str = "N") -> int:
    return int(event.conn.execute(
        "SELECT s.player_id FROM seat s JOIN room_table t ON t.id = s.table_id "
        "WHERE s.game_id = ? AND t.number = ? AND s.seat = ?", [game_id, table, seat]).fetchone()[0])


def penalty(event: Event, table: int, seat: str = "N") -> int:
    """A 5-point penalty in game 4 at a table, its id."""
    game = room.games(event)[3].id
    return int(apply(event, AddPenalty(game, table, "out_of_turn", 5,
                                       player_id=player_at(event, game, table, seat))).value.id)


def two_penalties_and_a_pin_change(event: Event) -> list[int]:
    given = [penalty(event, 1, "N"), penalty(event, 1, "E")]
    ConvenorPin(event).set("2468", "1234")
    return given


def test_a_restore_keeps_the_log_and_says_what_it_replaced(demo: Event) -> None:
    keeper = Backups(demo, ticking_clock())
    morning = keeper.make(backups.MANUAL)
    in_morning = log(demo)
    given = two_penalties_and_a_pin_change(demo)
    before = log(demo)
    head_before = auditlog.head(demo.conn)
    assert seal.check(demo).intact

    safety = backups.restore(demo, morning, keeper, actor="Convenor")

    after = log(demo)
    assert after[:len(before)] == before  # nothing erased, nothing rewritten
    assert len(after) == len(before) + 1
    entry = after[-1]
    assert entry["action"] == "restore"
    assert entry["id"] == before[-1]["id"] + 1  # never one of the backup's ids again
    assert entry["chain"] == auditlog.link(head_before, entry)  # chained after the current head
    actions = [row["action"] for row in after]
    assert actions.count("add_penalty") - [r["action"] for r in in_morning].count("add_penalty") == 2
    assert "set_pin" in actions
    assert penalties(demo) == [p for p in penalties(demo) if p not in given]  # the data is the backup's
    # What it replaced, named in the entry.
    was, now = json.loads(entry["before"]), json.loads(entry["after"])
    assert was["safety_copy"] == safety.path.name
    assert (was["entries"], was["head"]) == (len(before), head_before)
    assert now["backup"] == morning.path.name
    assert (now["entries"], now["head"]) == (len(in_morning), in_morning[-1]["chain"])
    assert sorted(was["changed"]["penalty"]) == sorted(given)
    # The PIN changed after the backup stays (a leaked PIN must not come back).
    ConvenorPin(demo).verify("2468")
    # The record check reads the restore as the new starting point.
    checked = seal.check(demo)
    assert checked.intact, [f.english() for f in checked.findings]
    assert checked.head == entry["chain"]


def test_edits_after_a_restore_are_checked_and_ids_reused_by_the_data_are_not_confused(demo: Event) -> None:
    keeper = Backups(demo, ticking_clock())
    morning = keeper.make(backups.MANUAL)
    given = two_penalties_and_a_pin_change(demo)
    backups.restore(demo, morning, keeper)
    later = penalty(demo, 1)
    assert later in given  # the backup's numbering: the id comes round again
    assert seal.check(demo).intact
    # A change outside Cardroom after the restore is still caught.
    demo.conn.execute("UPDATE penalty SET points = 7 WHERE id = ?", [later])
    demo.conn.commit()
    assert [f.template for f in seal.check(demo).findings] == [seal.PENALTY_CHANGED]


def test_reversing_a_restore_keeps_the_log_and_a_backup_follows_each(demo: Event) -> None:
    keeper = Backups(demo, ticking_clock())
    morning = keeper.make(backups.MANUAL)
    given = two_penalties_and_a_pin_change(demo)
    backups.restore(demo, morning, keeper)
    after_restore = [b for b in keeper.existing() if b.reason == backups.AFTER_RESTORE]
    assert len(after_restore) == 1
    held = Event.open(after_restore[0].path, readonly=True)
    assert auditlog.rows(held) == log(demo) and penalties(held) == penalties(demo)
    held.close()
    before = log(demo)

    restore_entry = before[-1]["id"]
    reversal.reverse(demo, restore_entry, "the wrong backup", backups=keeper)

    after = log(demo)
    assert after[:len(before)] == before and len(after) == len(before) + 1
    assert after[-1]["action"] == "restore" and after[-1]["id"] == before[-1]["id"] + 1
    assert set(given) <= set(penalties(demo))  # the state before the restore is back
    checked = seal.check(demo)
    assert checked.intact, [f.english() for f in checked.findings]
    newest = [b for b in keeper.existing() if b.reason == backups.AFTER_RESTORE]
    assert len(newest) == 2  # the reversal too is followed by a backup holding it
    held = Event.open(newest[0].path, readonly=True)
    assert auditlog.rows(held) == after and penalties(held) == penalties(demo)
    held.close()
    ConvenorPin(demo).verify("2468")


def test_a_backup_from_before_an_earlier_restore_is_checked_from_its_own_log(demo: Event) -> None:
    """Restore, edit, then restore the backup taken between: the record
    check follows the restores in turn (a backup whose log itself holds a
    restore)."""
    keeper = Backups(demo, ticking_clock())
    morning = keeper.make(backups.MANUAL)
    two_penalties_and_a_pin_change(demo)
    backups.restore(demo, morning, keeper)
    penalty(demo, 2)
    noon = keeper.make(backups.MANUAL)
    apply(demo, RevokePenalty(penalties(demo)[-1], "entered twice"))
    penalty(demo, 3)
    backups.restore(demo, noon, keeper)
    checked = seal.check(demo)
    assert checked.intact, [f.english() for f in checked.findings]
    backups.restore(demo, morning, keeper)
    checked = seal.check(demo)
    assert checked.intact, [f.english() for f in checked.findings]


def test_a_change_a_restore_took_back_cannot_be_reversed_from_the_log(demo: Event) -> None:
    """The penalty entered after the backup is in the log still, but its id
    now names the penalty given after the restore: reversing the old entry
    would revoke the new penalty."""
    keeper = Backups(demo, ticking_clock())
    morning = keeper.make(backups.MANUAL)
    first = penalty(demo, 1)
    old_entry = log(demo)[-1]["id"]
    backups.restore(demo, morning, keeper)
    again = penalty(demo, 1, "E")
    assert again == first
    refused = reversal.reversible(demo, old_entry)
    assert refused is not None and "already took this change back" in str(refused)
    assert f"entry {old_entry + 1}" in str(refused)
    with pytest.raises(CardroomError, match="restore of a backup"):
        reversal.reverse(demo, old_entry, "entered twice")
    assert demo.get("penalty", again)["revoked_at"] is None
    reversal.reverse(demo, log(demo)[-1]["id"], "entered twice")  # the new one's entry is in force
    assert demo.get("penalty", again)["revoked_at"] is not None


def test_the_convenor_keys_marks_are_kept_with_the_log(demo: Event) -> None:
    """The marks a key made on the log (issue 36 point 1 c) are the log's:
    a restore keeps them, so the PIN still vouches for the record after it."""
    from app.models.demo import DEMO_PIN
    from app.models.rulings import marks

    keeper = Backups(demo, ticking_clock())
    morning = keeper.make(backups.MANUAL)
    ConvenorPin(demo).verify(DEMO_PIN)  # the key is held from here on
    penalty(demo, 1, "N")
    penalty(demo, 2, "N")
    assert marks.check(demo, DEMO_PIN).intact
    made = demo.select("SELECT entry_id, key, mark FROM audit_mark ORDER BY id")
    assert made
    backups.restore(demo, morning, keeper)
    assert demo.select("SELECT entry_id, key, mark FROM audit_mark ORDER BY id")[:len(made)] == made
    vouch = marks.check(demo, DEMO_PIN)
    assert vouch.intact and vouch.template == marks.ALL_VOUCHED, vouch.english()


def test_backups_from_before_a_restore_still_witness_the_log(demo: Event) -> None:
    """A restore keeps the log, so the backups made before it (its safety
    copy among them) still hold a beginning of the file's log: a history
    rewritten after the restore, chain and anchor worked out again, is named
    by them even when the backup made after the restore is gone."""
    import sqlite3

    import forgery

    keeper = Backups(demo, ticking_clock())
    morning = keeper.make(backups.MANUAL)
    penalty(demo, 1, "N")
    safety = backups.restore(demo, morning, keeper)
    for backup in keeper.existing():
        if backup.reason == backups.AFTER_RESTORE:
            backup.path.unlink()
    assert safety.path.exists() and seal.check(demo).intact
    path = demo.path
    demo.close()
    conn = sqlite3.connect(path)
    first = conn.execute("SELECT min(id) FROM audit_log").fetchone()[0]
    conn.execute("UPDATE audit_log SET reason = 'rewritten' WHERE id = ?", [first])
    forgery.rechain(conn)
    conn.commit()
    conn.close()
    again = Event.open(path)
    try:
        found = seal.check(again)
        assert not found.intact
        assert any(safety.path.name in str(f.params.get("backup", "")) for f in found.findings), found.findings
    finally:
        again.close()
