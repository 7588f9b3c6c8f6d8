"""The floater team (issue 32): made, marked, edited and unmarked as one
team, its mark on the team and on both its players, one per event; every
change undone to exactly what was there before."""

from __future__ import annotations

from typing import Any

import pytest

from app.models import room, roster
from app.models.errors import InputError
from app.models.event import Event
from app.models.event.operations import Operation, apply
from app.models.roster.partnerships import AddTeam, EditTeam, RemoveTeam
from app.models.roster.people import AddPlayer, EditPlayer
from app.models.seating import plan_seating


def marks(event: Event) -> dict[str, Any]:
    """Who is marked as a floater: the teams and the players, by name."""
    return {"teams": sorted(t.name for t in roster.teams(event) if t.floater),
            "players": sorted(p.name for p in roster.players(event) if p.floater),
            "members": {t.name: sorted(p.name for p in roster.team_members(event, t.id))
                        for t in roster.teams(event)}}


def do_undo_redo(event: Event, op: Operation) -> dict[str, Any]:
    """Apply `op`, check that its inverse puts back exactly the marks and
    members there were and that redoing makes them again; the marks after."""
    before = marks(event)
    done = apply(event, op)
    after = marks(event)
    assert done.inverse is not None
    undone = apply(event, done.inverse)
    assert marks(event) == before
    assert undone.inverse is not None
    apply(event, undone.inverse)
    assert marks(event) == after
    return after


def pairs(event: Event, count: int) -> list[tuple[int, int]]:
    made = []
    for i in range(count):
        made.append((apply(event, AddPlayer(f"P{2 * i + 1}", 2 * i + 1)).value.id,
                     apply(event, AddPlayer(f"P{2 * i + 2}", 2 * i + 2)).value.id))
    return made


def test_a_new_team_marked_floater_marks_its_two_players(small_event: Event) -> None:
    (a, b), = pairs(small_event, 1)
    after = do_undo_redo(small_event, AddTeam("Floaters", (a, b), floater=True))
    assert after["teams"] == ["Floaters"] and after["players"] == ["P1", "P2"]


def test_players_marked_one_by_one_keep_their_marks_back_after_an_undone_team(small_event: Event) -> None:
    """Two players ticked "Member of the floater team" before their team was
    made: the team made unmarked clears them, and its undo gives them back."""
    (a, b), = pairs(small_event, 1)
    apply(small_event, EditPlayer(a, {"floater": True}))
    apply(small_event, EditPlayer(b, {"floater": True}))
    after = do_undo_redo(small_event, AddTeam("Pair", (a, b)))
    assert after["players"] == [] and after["teams"] == []


def test_editing_the_floater_team_never_clears_its_mark(small_event: Event) -> None:
    (a, b), (c, d) = pairs(small_event, 2)
    team = apply(small_event, AddTeam("Floaters", (a, b), floater=True)).value
    after = do_undo_redo(small_event, EditTeam(team.id, "Spares", (a, b), "Durham"))
    assert after["teams"] == ["Spares"] and after["players"] == ["P1", "P2"]
    # A new player joins it: marked; the one who leaves: not any more.
    after = do_undo_redo(small_event, EditTeam(team.id, "Spares", (a, c), "Durham"))
    assert after["members"]["Spares"] == ["P1", "P3"] and after["players"] == ["P1", "P3"]
    assert after["teams"] == ["Spares"]


def test_unticking_the_box_unmarks_the_team_and_its_players(small_event: Event) -> None:
    (a, b), = pairs(small_event, 1)
    team = apply(small_event, AddTeam("Floaters", (a, b), floater=True)).value
    after = do_undo_redo(small_event, EditTeam(team.id, floater=False))
    assert after["teams"] == [] and after["players"] == []
    after = do_undo_redo(small_event, EditTeam(team.id, floater=False))  # no change: still none
    assert after["teams"] == []


def test_marking_one_player_of_a_team_marks_the_team(small_event: Event) -> None:
    """The Edit player box on a team's player is the team's mark: the seating
    reads the team's, the standings the players'; they never disagree."""
    (a, b), = pairs(small_event, 1)
    apply(small_event, AddTeam("Pair", (a, b)))
    after = do_undo_redo(small_event, EditPlayer(a, {"floater": True}))
    assert after["teams"] == ["Pair"] and after["players"] == ["P1", "P2"]


def test_removing_the_floater_team_takes_the_mark_from_its_players(small_event: Event) -> None:
    (a, b), = pairs(small_event, 1)
    team = apply(small_event, AddTeam("Floaters", (a, b), floater=True)).value
    after = do_undo_redo(small_event, RemoveTeam(team.id))
    assert after["teams"] == [] and after["players"] == []


def test_an_event_has_one_floater_team(small_event: Event) -> None:
    (a, b), (c, d), (e, f) = pairs(small_event, 3)
    apply(small_event, AddTeam("Floaters", (a, b), floater=True))
    second = apply(small_event, AddTeam("Kings", (c, d))).value
    before = marks(small_event)
    refusals = [AddTeam("Spares", (e, f), floater=True), EditTeam(second.id, floater=True),
                EditPlayer(c, {"floater": True})]
    for op in refusals:
        with pytest.raises(InputError, match="“Floaters” is already the floater team"):
            apply(small_event, op)
        assert marks(small_event) == before


def test_a_floater_team_made_on_the_roster_fills_an_odd_count(small_event: Event) -> None:
    """The day that stalled: 5 district teams and a floater team made with
    the New team box seat 3 tables at the session start."""
    made = pairs(small_event, 6)
    for i, (a, b) in enumerate(made[:5]):
        apply(small_event, AddTeam(f"District {i + 1}", (a, b), f"District {i + 1}"))
    game = room.games(small_event)[0].id
    with pytest.raises(InputError, match="an odd number"):
        plan_seating(small_event, game, seed=1)
    apply(small_event, AddTeam("Floaters", made[5], floater=True))
    plan = plan_seating(small_event, game, seed=1)
    assert len(plan.seats) == 12 and set(made[5]) <= set(plan.seats.values())
