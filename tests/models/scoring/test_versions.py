"""A signed sheet's versions from the audit log, as the editor's form lays
them out, and what a correction changed (issue 32: the audit viewer shows a
correction's sheet before and after)."""

from __future__ import annotations

from pathlib import Path

from app.models import room
from app.models.event import Event, NewEvent, auditlog
from app.models.event.operations import apply
from app.models.room.seats import SetSeating
from app.models.roster.people import AddPlayer
from app.models.rulings import audit
from app.models.scoring import sheets, versions
from app.models.scoring.sheets import SignSheet, UnlockSheet, WriteSheet

BID = [("N", "3H", 4), ("E", "4S", 3), ("S", "3D", 4), ("W", "2NT", 2),
       ("N", "5C", 6), ("E", "3S", 3), ("S", "3D", 3), ("W", "4H", 5)]


def signed_then_corrected(path: Path) -> tuple[Event, int]:
    event = Event.create(path, NewEvent(name="Club", game_kind="bid_euchre", tables=1, sessions=2,
                                        games_per_session=1))
    game = room.games(event)[0].id
    apply(event, SetSeating.of(game, {(1, seat): apply(event, AddPlayer(f"P{n}", n)).value.id
                                      for n, seat in enumerate("NESW", 1)}))
    rows = [{"number": n, "dealer": None, "declarers": b, "contract": c, "tricks": t, "detail": {}}
            for n, (b, c, t) in enumerate(BID, start=1)]
    card = sheets.save_rows(event, game, 1, rows)
    apply(event, SignSheet(card.id, "jb"))
    apply(event, UnlockSheet(card.id, "Hand 3 was 5 tricks, both tables agree"))
    rows[2] = dict(rows[2], tricks=5)
    apply(event, WriteSheet(game, 1, tuple(rows)))
    apply(event, SignSheet(card.id, "KL"))
    return event, game


def test_a_correction_is_read_as_the_cells_it_changed(tmp_path: Path) -> None:
    event, _game = signed_then_corrected(tmp_path / "club.cardroom")
    entries = audit.entries(event)
    assert [(e.action, e.initials) for e in entries[-3:]] == [("sign", "JB"), ("unlock", "JB"), ("correct", "KL")]
    row = auditlog.entry(event, entries[-1].id)
    assert row is not None
    before, after = versions.version(event, row["before"]), versions.version(event, row["after"])
    assert before is not None and after is not None
    assert (before.initials, after.initials) == ("JB", "KL")
    assert before.numbers == after.numbers == tuple(range(1, 9))
    assert before.text(3, "tricks") == "4" and after.text(3, "tricks") == "5"
    written = versions.written_changes(before, after)
    assert [(c.number, c.column.key, c.before, c.after) for c in written] == [(3, "tricks", "4", "5")]
    # The points and running totals follow, down to the totals row.
    found = versions.changes(before, after)
    assert found[0] == written[0]
    assert {c.column.key for c in found if c.number == 3} >= {"tricks", "ns"}
    assert [c.column.key for c in found if c.number is None] == ["ns_total", "ew_total"]
    assert before.footer["ns_total"] != after.footer["ns_total"]
    assert before.summary != after.summary
    event.close()


def test_what_is_not_a_sheets_snapshot_has_no_version(tmp_path: Path) -> None:
    event, game = signed_then_corrected(tmp_path / "club.cardroom")
    assert versions.version(event, None) is None
    assert versions.version(event, {"x": 1}) is None
    assert versions.version(event, {"game_id": game, "table": 1, "hands": "3H"}) is None
    assert versions.version(event, {"game_id": game, "table": 1, "hands": [{"number": "x"}]}) is None
    event.close()
