"""A default while the floater team already plays (issue 33 point 9).
Rulings §6: "the seats stay empty and the app says what the convenor can do
(close the table and re-seat, or seat a substitute), never a bare 'table
not full'". Seed 003: "The organizers will have an extra team available to
play as a "floater" team in case there is an uneven number of teams or in
case a team defaults."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.models import room, roster, scoring, seating
from app.models.errors import InputError
from app.models.event import Event, NewEvent
from app.models.event.operations import Dispatcher, Locked, ConvenorRequired, apply
from app.models.games.bid_euchre import BidEuchreGame, BidHand, dealer_of
from app.models.room.seats import SetSeating
from app.models.roster.partnerships import AddTeam
from app.models.roster.people import AddPlayer
from app.models.rulings import audit
from app.models.rulings.defaults import SetDefaulted
from app.models.scoring import sheets
from app.models.scoring.sheets import SignSheet
from app.models.seating.plans import TableNotFull
from app.models.seating.vacancies import CloseTable, SeatSubstitute, closing, empty_seats

DISTRICTS = ["Durham", "Halton", "Peel", "York", "Simcoe"]


def sign_all(event: Event, game_id: int) -> None:
    """North–South win at every table."""
    for table in sorted({t for t, _s in room.seating(event, game_id)}):
        hands = tuple(BidHand(n, dealer_of(n, "N"), "N", "3H", 6) for n in range(1, 9))
        sheets.save_sheet(event, game_id, table, BidEuchreGame(hands, first_dealer="N"))
        apply(event, SignSheet(scoring.scorecard(event, game_id, table).id, "AB"))


def district_day(folder: Path) -> Event:
    """A bid euchre day at three tables: the five district teams and the
    floater team on the roster, nothing seated."""
    event = Event.create(folder / "club.cardroom", NewEvent(
        name="District day", game_kind="bid_euchre", tables=3, sessions=2, games_per_session=3))
    number = 0
    for district in [*DISTRICTS, "Floaters"]:
        pair = []
        for n in (1, 2):
            number += 1
            pair.append(apply(event, AddPlayer(f"{district} {n}", number, district)).value.id)
        apply(event, AddTeam(district, tuple(pair), district, floater=district == "Floaters"))
    return event


@pytest.fixture
def short(tmp_path: Path) -> Event:
    """Five district teams and the floater team at three tables (the floater
    plays from game 1: five is odd); game 1 played, then Durham defaults and
    game 2 is seated by the movement with Durham's seats empty."""
    event = district_day(tmp_path)
    game1, game2 = (g.id for g in room.games(event)[:2])
    apply(event, SetSeating.of(game1, seating.plan_seating(event, game1, seed=1).seats))
    floaters = {p.id for p in roster.players(event) if p.floater}
    assert floaters <= set(room.seating(event, game1).values())  # the floater plays already
    sign_all(event, game1)
    durham = next(t for t in roster.teams(event) if t.name == "Durham")
    apply(event, SetDefaulted((), durham.id, True, "taken ill"))
    plan = seating.plan_seating(event, game2)
    assert any("no floater player is free" in str(note) and "close a table" in str(note) for note in plan.notes)
    apply(event, SetSeating.of(game2, plan.seats))
    assert len(empty_seats(event, game2)) == 2
    yield event
    event.close()


def test_the_game_after_says_what_the_convenor_can_do_not_a_bare_table_not_full(short: Event) -> None:
    """Rulings §6: never a bare "table not full"."""
    game2, game3 = (g.id for g in room.games(short)[1:3])
    sign_all(short, game2)
    with pytest.raises(TableNotFull) as refused:
        seating.plan_seating(short, game3)
    said = str(refused.value)
    assert said.startswith("Table ") and "is not full in game 2" in said
    assert "Close a table and re-seat its players, or seat a substitute" in said
    assert refused.value.game_id == game2
    problems = [str(p) for p in seating.seating_problems(short, game2)]
    assert problems and all("Close a table and re-seat its players, or seat a substitute" in p
                            for p in problems if "not full" in p)


def test_closing_the_foot_table_stands_the_floater_down_and_fills_every_seat(short: Event) -> None:
    """Seed 003: the floater plays "in case there is an uneven number of
    teams"; with Durham out the district teams are even again, so the floater
    team stands down and the foot table's players fill the four seats."""
    game2 = room.games(short)[1].id
    before = room.seating(short, game2)
    floaters = {p.id for p in roster.players(short) if p.floater}
    defaulted = {p.id for p in roster.players(short) if p.defaulted}
    plan = closing(short, game2)
    assert plan.table == 3 and set(plan.stood_down) == floaters & set(before.values())
    done = apply(short, CloseTable(game2), actor="JB")
    after = room.seating(short, game2)
    assert done.value == 3 and sorted({t for t, _s in after}) == [1, 2] and len(after) == 8
    assert not (floaters | defaulted) & set(after.values())
    assert set(after.values()) == set(before.values()) - floaters - defaulted
    assert empty_seats(short, game2) == [] and not seating.seating_problems(short, game2)
    entry = audit.entries(short)[-1]
    assert (entry.action, entry.actor, entry.game) == ("close_table", "JB", 2)
    assert set(entry.players) >= {pid for (t, _s), pid in before.items() if t == 3} - floaters
    # One undo step puts the seating back, empty seats and all; redo closes it again.
    again = apply(short, done.inverse)
    assert room.seating(short, game2) == before
    apply(short, again.inverse)
    assert room.seating(short, game2) == after
    # The movement goes on with two tables.
    game3 = room.games(short)[2].id
    sign_all(short, game2)
    assert sorted({t for t, _s in seating.plan_seating(short, game3).seats}) == [1, 2]


def test_a_substitute_is_a_new_floater_player_in_the_empty_seat_one_step_each(short: Event) -> None:
    game2 = room.games(short)[1].id
    empty = empty_seats(short, game2)
    players_before = roster.players(short)
    done = apply(short, SeatSubstitute(game2, *empty[0], "Rita Lafrenière", "Durham"), actor="JB")
    sub = done.value
    assert (sub.name, sub.floater, sub.team_id, sub.number) == ("Rita Lafrenière", True, None, 13)
    assert room.seating(short, game2)[empty[0]] == sub.id
    assert empty_seats(short, game2) == empty[1:]
    entry = audit.entries(short)[-1]
    assert (entry.action, entry.players, entry.game) == ("seat_substitute", (sub.id,), 2)
    apply(short, done.inverse)  # the undo: the seat empty again, the player gone
    assert empty_seats(short, game2) == empty and roster.players(short) == players_before
    with pytest.raises(InputError, match="taken"):
        taken = next(place for place in room.seating(short, game2))
        apply(short, SeatSubstitute(game2, *taken, "Another One"))


def test_closing_a_table_and_seating_a_substitute_are_rulings(short: Event) -> None:
    game2 = room.games(short)[1].id
    locked = Dispatcher(short, Locked())
    for op in (CloseTable(game2), SeatSubstitute(game2, *empty_seats(short, game2)[0], "Rita Lafrenière")):
        with pytest.raises(ConvenorRequired):
            locked.run(op)
    assert len(empty_seats(short, game2)) == 2
