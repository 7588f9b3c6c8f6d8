"""A new 6 nimmt event in the seed's shape (seed 004)."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.models import room
from app.models.errors import InputError
from app.models.event import Event, NewEvent


def test_the_seed_shape_from_the_number_of_players(tmp_path: Path) -> None:
    """Seed 004, "Nombre de joueurs": 6 tables de 6 joueurs soit 36 joueurs
    inscrits maximum; "Déroulement du tournoi": 3 rounds a table, one winner a
    table to the final, "Finale en 3 manches également". Whatever the schedule
    asked for, the event is the selection game then the final game, one
    session each, and a table for every 6 players (rounded up)."""
    from app.models.event.create import six_nimmt_event

    asked = NewEvent(name="Vichy", game_kind="six_nimmt", tables=20, sessions=3,
                     games_per_session=6, days=2, venue="Vichy")
    spec = six_nimmt_event(asked, 32)
    assert (spec.tables, spec.days, spec.sessions, spec.games_per_session) == (6, 1, 2, 1)
    assert spec.settings["max_players"] == 32 and spec.venue == "Vichy"
    event = Event.create(tmp_path / "vichy.cardroom", spec)
    assert len(room.tables(event)) == 6 and len(room.games(event)) == 2
    assert [g.number_in_session for g in room.games(event)] == [1, 1]
    event.close()
    assert six_nimmt_event(asked, 36).tables == 6
    assert six_nimmt_event(asked, 30).tables == 5
    with pytest.raises(InputError, match="7 to 36 players"):
        six_nimmt_event(asked, 40)
