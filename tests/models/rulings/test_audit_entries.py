"""The audit viewer's entries name the players at the entry's table, read
once per game (the log grows all day: issue 20)."""

from __future__ import annotations

from pathlib import Path

from app.models import room
from app.models.event import Event
from app.models.rulings import audit


def test_each_sheet_entry_names_the_players_at_its_table(demo_file: Path) -> None:
    event = Event.open(demo_file, readonly=True)
    try:
        games = {g.number: g.id for g in room.games(event)}
        checked = 0
        for entry in audit.entries(event):
            if entry.game is None or entry.table is None or entry.infraction is not None:
                continue  # a penalty names its offender, not the table
            seats = room.seating(event, games[entry.game])
            expected = tuple(pid for (n, _s), pid in sorted(seats.items()) if n == entry.table)
            assert entry.players == expected, entry
            checked += 1
        assert checked > 20  # the demo's signed sheets
    finally:
        event.close()
