"""The audit viewer fetches the log a page at a time (issue 20: 23,000
entries at 17:00): each page, and the count, must be exactly what the whole
log filtered would show there, whatever the filters."""

from __future__ import annotations

import datetime as dt

import pytest

from app.models import room
from app.models.event import Event
from app.models.event.operations import apply
from app.models.rulings import audit
from app.models.rulings.defaults import SetDefaulted
from app.models.rulings.ledger import AddPenalty
from app.models.rulings.ties import RecordPlayoff


@pytest.fixture
def busy_log(demo_event: Event) -> Event:
    """The demo day with every kind of entry that names players or a table
    in its own way: a team's penalty, a team's default, playoffs of teams
    and of players, a rule changed."""
    event = demo_event
    game = room.games(event)[1]
    seats = room.seating(event, game.id)
    team = event.select("SELECT team_id FROM player WHERE id = ?", [seats[(2, "E")]])[0]["team_id"]
    apply(event, AddPenalty(game.id, 2, "hesitation", 5, team_id=team))
    apply(event, AddPenalty(game.id, 3, "out_of_turn", player_id=seats[(3, "N")]))
    members = [r["id"] for r in event.select("SELECT id FROM player WHERE team_id = ?", [team])]
    apply(event, SetDefaulted(tuple(members), team, True, reason="Left early"))
    teams = [r["id"] for r in event.select("SELECT id FROM team ORDER BY id LIMIT 3")]
    apply(event, RecordPlayoff("teams", tuple(teams), note="Cut of the cards"))
    apply(event, RecordPlayoff("players", (seats[(1, "N")], seats[(1, "S")])))
    apply(event, SetDefaulted(tuple(members), team, False, reason="Came back"))
    return event


def filters(event: Event) -> list[dict[str, object]]:
    found = audit.entries(event)
    times = sorted({e.at for e in found})
    middle = times[len(times) // 2]
    seated = room.seating(event, room.games(event)[1].id)
    defaulted = event.select("SELECT after FROM audit_log WHERE action = 'default'")
    assert defaulted  # the fixture's default is in the log
    return [
        {},
        {"table": 2},
        {"table": 3},
        {"table": 999},  # no such table
        {"player_ids": [seated[(2, "E")]]},  # at the table, and in the team's penalty and default
        {"player_ids": [seated[(1, "N")], seated[(3, "N")]]},  # a playoff of players, a penalty
        {"player_ids": []},
        {"player_ids": [999_999]},
        {"since": middle},
        {"until": middle},
        {"since": middle, "until": middle},
        {"since": middle + dt.timedelta(microseconds=500_000)},  # between two whole seconds
        {"table": 2, "player_ids": [seated[(2, "N")]], "until": times[-1]},
    ]


def test_each_page_is_the_filtered_log_sliced(busy_log: Event) -> None:
    event = busy_log
    everything = audit.entries(event)
    for wanted in filters(event):
        shown = audit.filtered(everything, **wanted)  # type: ignore[arg-type]
        assert audit.count(event, **wanted) == len(shown), wanted  # type: ignore[arg-type]
        newest = [e for start in range(0, len(shown) + 7, 7)
                  for e in audit.page(event, start, 7, **wanted)]  # type: ignore[arg-type]
        assert newest == shown[::-1], wanted
        oldest = audit.page(event, 3, 10, newest_first=False, **wanted)  # type: ignore[arg-type]
        assert oldest == shown[3:13], wanted


def test_the_filters_find_what_an_official_looks_for(busy_log: Event) -> None:
    """Not empty by accident: each kind of entry is found by its player."""
    event = busy_log
    seated = room.seating(event, room.games(event)[1].id)
    actions = {e.action for e in audit.page(event, 0, 100, player_ids=[seated[(2, "E")]])}
    assert {"sign", "add_penalty", "default", "undo_default"} <= actions
    actions = {e.action for e in audit.page(event, 0, 100, player_ids=[seated[(1, "N")]])}
    assert "record_playoff" in actions
    assert audit.count(event) == len(audit.entries(event)) > 60


def test_a_page_past_the_end_is_empty(busy_log: Event) -> None:
    total = audit.count(busy_log)
    assert audit.page(busy_log, total, 50) == []
    assert len(audit.page(busy_log, total - 2, 50)) == 2
    assert audit.page(busy_log, 0, 0) == []
