"""Sessions a day (issue 33 point 7): the model refuses an OSGA bid euchre
day of fewer than two sessions, whoever makes the event (not only the New
event dialog). Seed 003, Tournament Set-up 3: "The event will be divided
into at least 2 sessions per day"; rulings §5 "Days" and §6 "Sessions per
day"."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.models import room
from app.models.event import Event, NewEvent
from app.models.event.create import TooFewSessions
from app.models.games import GAMES


def test_a_bid_euchre_day_of_one_session_is_refused_and_nothing_is_written(tmp_path: Path) -> None:
    """Seed 003 §3: "at least 2 sessions per day"."""
    path = tmp_path / "one session.cardroom"
    with pytest.raises(TooFewSessions) as refused:
        Event.create(path, NewEvent(name="District day", game_kind="bid_euchre", tables=4, sessions=1,
                                    games_per_session=12))
    assert refused.value.field == "sessions"
    assert str(refused.value) == (
        "This game is played in at least 2 sessions a day (each starts with the district partners "
        "together), not 1. Choose 2 sessions a day or more; no event file was made.")
    assert list(tmp_path.iterdir()) == []  # nothing written, not even the working copy


def test_two_sessions_a_day_make_the_day(tmp_path: Path) -> None:
    """Seed 003 §1 and §3: twelve games a day in two sessions."""
    event = Event.create(tmp_path / "day.cardroom", NewEvent(
        name="District day", game_kind="bid_euchre", tables=4, sessions=2, games_per_session=6))
    assert [s.number for s in room.sessions(event)] == [1, 2]
    event.close()


@pytest.mark.parametrize("kind", ["euchre", "whist", "six_nimmt"])
def test_the_other_games_may_play_one_session(tmp_path: Path, kind: str) -> None:
    """The rule is seed 003's (bid euchre); seeds 001, 002 and 004 set none:
    the game kind says so, not a comparison of its key."""
    assert GAMES[kind].fewest_sessions_a_day == 1
    event = Event.create(tmp_path / f"{kind}.cardroom", NewEvent(
        name="Club night", game_kind=kind, tables=2, sessions=1, games_per_session=2))
    assert len(room.sessions(event)) == 1
    event.close()


def test_a_day_count_out_of_range_is_a_message_not_a_crash(tmp_path: Path) -> None:
    """Found beside point 7: the days' count had no name for its message, so
    a count out of range raised KeyError instead of a refusal."""
    from app.models.errors import InputError

    with pytest.raises(InputError) as refused:
        Event.create(tmp_path / "days.cardroom", NewEvent(
            name="Long week", game_kind="euchre", tables=2, sessions=1, games_per_session=2, days=15))
    assert refused.value.field == "days"
    assert str(refused.value) == "The number of days must be a whole number from 1 to 14."
    assert list(tmp_path.iterdir()) == []
