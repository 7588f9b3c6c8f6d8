"""An old owner's late changes (issue 39): found against the new owner's
takeover base, never merged; listed from where the logs part when they
parted before the base; set aside only by the convenor, in the log."""

from __future__ import annotations


import pytest

from app.models import room
from app.models.demo import POINTS
from app.models.event import Event, auditlog
from app.models.event.operations import ConvenorRequired, Dispatcher, apply
from app.models.rulings.late import SetAsideLateChanges, late_changes
from app.models.rulings.ledger import AddPenalty


@pytest.fixture
def old(demo_event: Event) -> Event:
    """The old owner's file: the demo day, a throwaway copy, open."""
    return demo_event


def penalty(event: Event, table: int) -> None:
    game = room.games(event)[3]
    seat = room.seating(event, game.id)[(table, "N")]
    apply(event, AddPenalty(game.id, table, "out_of_turn", POINTS["out_of_turn"], player_id=seat))


def chains(event: Event) -> list[str]:
    return [str(row[0]) for row in event.conn.execute("SELECT chain FROM audit_log ORDER BY id")]


def test_the_entries_after_the_base_are_late_when_the_history_is_the_same(old: Event) -> None:
    base = auditlog.count(old.conn)
    head = auditlog.head(old.conn)
    assert late_changes(old.conn, base, head).entry_ids == ()  # nothing written since
    penalty(old, 3)
    penalty(old, 4)
    found = late_changes(old.conn, base, head)
    ids = [int(r[0]) for r in old.conn.execute("SELECT id FROM audit_log ORDER BY id")]
    assert found.entry_ids == tuple(ids[-2:]) and found.first == base + 1 and not found.diverged


def test_logs_that_parted_before_the_base_are_listed_from_where_they_part(old: Event) -> None:
    before = chains(old)
    mine = len(before)
    penalty(old, 3)  # here: written after entry `mine`; the new owner's log went on otherwise
    theirs = before + ["f" * 64, "e" * 64]  # its base: two entries further, of another history
    found = late_changes(old.conn, len(theirs), theirs[-1], 1, theirs)
    assert found.diverged and found.first == mine + 1
    assert len(found.entry_ids) == 1
    # Only the last chains sent (a long log): the window's start is where they part at most.
    window = late_changes(old.conn, len(theirs), theirs[-1], mine - 1, theirs[mine - 2:])
    assert window.first == mine + 1 and window.diverged


def test_setting_the_late_changes_aside_is_the_convenors_and_is_only_recorded(old: Event) -> None:
    count = auditlog.count(old.conn)
    op = SetAsideLateChanges("Desk-2", 1, 10, 12, 3, "set aside")

    with pytest.raises(ConvenorRequired):
        Dispatcher(old).run(op, "")  # convenor mode off
    assert auditlog.count(old.conn) == count
    apply(old, op)
    row = old.conn.execute("SELECT action, reason FROM audit_log ORDER BY id DESC LIMIT 1").fetchone()
    assert tuple(row) == ("set_aside_late", "set aside") and auditlog.count(old.conn) == count + 1
