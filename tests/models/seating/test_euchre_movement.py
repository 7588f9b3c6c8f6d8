"""Classic euchre is progressive (seed 001, rulings §2 "progressive euchre
parties" and §6): every later game of a session is planned by the movement
from the signed sheets, the winners split and the losers stay, and a tied
fixed-hands game asks for its moving pair (cut of the cards), recorded on
the sheet. Issue 33, point 1: "Seat next game" crashed after game 1."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.models import room, scoring, seal, seating
from app.models.errors import InputError
from app.models.event import Event, NewEvent, auditlog
from app.models.event.operations import apply
from app.models.games.euchre import EuchreGame, EuchreHand
from app.models.room.seats import SetSeating
from app.models.roster.partnerships import AddTeam
from app.models.roster.people import AddPlayer
from app.models.scoring import sheets
from app.models.scoring.sheets import SetMovingPair, SignSheet

TABLES = 4
HANDS = 4  # a progressive party's fixed number of hands (rulings §2)


@pytest.fixture
def club(tmp_path: Path):
    """A classic euchre session of 4 tables (8 district teams), games of 4
    hands, game 1 seated by the session start."""
    event = Event.create(tmp_path / "euchre.cardroom", NewEvent(
        name="Euchre party", game_kind="euchre", tables=TABLES, sessions=1, games_per_session=4,
        settings={"fixed_hands": HANDS}))
    for team in range(1, 2 * TABLES + 1):
        members = tuple(
            apply(event, AddPlayer(f"Player {2 * team - 1 + i}", 2 * team - 1 + i, f"District {team}")).value.id
            for i in range(2))
        apply(event, AddTeam(f"District {team}", members, f"District {team}"))
    first = room.games(event)[0].id
    apply(event, SetSeating.of(first, seating.plan_seating(event, first, seed=1).seats))
    yield event
    event.close()


def play(event: Event, game_id: int, winners: dict[int, str | None]) -> None:
    """Write and sign every table's sheet: `winners[table]` takes three hands
    of four (None: two each, a tie)."""
    for table, winner in winners.items():
        if winner is None:
            makers = ["NS", "EW", "NS", "EW"]
        else:
            loser = "EW" if winner == "NS" else "NS"
            makers = [winner, winner, loser, winner]
        sheet = EuchreGame(tuple(EuchreHand(n, makers=m, tricks=3) for n, m in enumerate(makers, 1)),
                           fixed_hands=HANDS)
        card = sheets.save_sheet(event, game_id, table, sheet)
        apply(event, SignSheet(card.id, "AB"))


def where(event: Event, game_id: int) -> dict[int, int]:
    """player id -> table number in a game's plan."""
    return {pid: table for (table, _seat), pid in seating.plan_seating(event, game_id).seats.items()}


def test_game_2_is_planned_from_the_signed_game_1_sheets(club: Event) -> None:
    """Seed 001 / rulings §6: after game 1 the next game is planned (it
    crashed: `EuchreGame` had no `mover`); every player has a seat, and each
    winning pair splits."""
    games = room.games(club)
    before = room.seating(club, games[0].id)
    play(club, games[0].id, {1: "NS", 2: "EW", 3: "NS", 4: "EW"})
    plan = seating.plan_seating(club, games[1].id)
    assert sorted(plan.seats.values()) == sorted(before.values())
    assert {table for table, _seat in plan.seats} == set(range(1, TABLES + 1))
    after = {pid: table for (table, _seat), pid in plan.seats.items()}
    for table, (up, down) in {1: "NS", 2: "EW", 3: "NS", 4: "EW"}.items():
        assert after[before[(table, up)]] != after[before[(table, down)]], table
    assert not seating.seating_problems(club, games[0].id)


def test_later_games_move_the_winners_and_keep_the_losers(club: Event) -> None:
    """Rulings §6 "exactly as bid euchre's ordinary movement": the winner in
    the North or East seat goes up a table, the partner down, and the losers
    stay, now opponents; at the head and the foot the winner who would leave
    the room stays."""
    games = room.games(club)
    play(club, games[0].id, {1: "NS", 2: "EW", 3: "NS", 4: "EW"})
    apply(club, SetSeating.of(games[1].id, seating.plan_seating(club, games[1].id).seats))
    before = room.seating(club, games[1].id)
    won = {1: "NS", 2: "NS", 3: "EW", 4: "EW"}
    play(club, games[1].id, won)
    after = where(club, games[2].id)
    for table, pair in won.items():
        up, down = pair  # N or E goes up, S or W down
        stay = "EW" if pair == "NS" else "NS"
        assert after[before[(table, up)]] == max(table - 1, 1)
        assert after[before[(table, down)]] == min(table + 1, TABLES)
        assert {after[before[(table, seat)]] for seat in stay} == {table}


def test_a_tied_fixed_hands_game_needs_its_moving_pair_recorded(club: Event) -> None:
    """Rulings §6: "a tied fixed-hands game asks for the moving pair like bid
    euchre"; the pair is recorded on the sheet (and in the audit log), and
    the movement follows it."""
    games = room.games(club)
    play(club, games[0].id, {1: "NS", 2: "EW", 3: "NS", 4: "EW"})
    apply(club, SetSeating.of(games[1].id, seating.plan_seating(club, games[1].id).seats))
    play(club, games[1].id, {1: "NS", 2: None, 3: "EW", 4: "NS"})
    assert seating.ties_to_settle(club, games[1].id) == [2]
    with pytest.raises(InputError, match="cut of the cards"):
        seating.plan_seating(club, games[2].id)
    apply(club, SetMovingPair(games[1].id, 2, "EW"), actor="Convenor")
    assert scoring.scorecard(club, games[1].id, 2).moving_pair == "EW"
    assert auditlog.rows(club)[-1]["action"] == "moving_pair"
    assert seal.check(club).intact  # the signed sheet took the pair, and the log says so
    assert seating.ties_to_settle(club, games[1].id) == []
    before = room.seating(club, games[1].id)
    after = where(club, games[2].id)
    # East-West moves (East up, West down); North and South stay as opponents.
    assert after[before[(2, "E")]] == 1 and after[before[(2, "W")]] == 3
    assert after[before[(2, "N")]] == after[before[(2, "S")]] == 2
