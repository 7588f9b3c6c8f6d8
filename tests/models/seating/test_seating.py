"""Seating plans for the next game, defaults and the floater, 6 nimmt and
whist draws, and the problems the board shows."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from app.models import seating
from app.models.event.operations import apply
from app.models.room.seats import SetSeating
from app.models.roster.people import AddPlayer, RemovePlayer
from app.models.rulings.defaults import SetDefaulted
from app.models.rulings.rules import SetSetting
from app.models.scoring import sheets
from app.models.errors import InputError
from app.models.event import Event, NewEvent
from app.models.games.bid_euchre import BidEuchreGame, BidHand, dealer_of
from app.models import room, roster, scoring
from app.models.event import auditlog
from app.models.scoring.sheets import SetMovingPair, SignSheet


@pytest.fixture
def demo(tmp_path: Path, demo_file: Path):
    path = tmp_path / "demo.cardroom"
    path.write_bytes(demo_file.read_bytes())
    event = Event.open(path)
    yield event
    event.close()


def play(event: Event, game_id: int, ties: set[int] = frozenset()) -> None:
    """Score and sign every table of a game: NS win, except tied tables."""
    for table in sorted({t for t, _s in room.seating(event, game_id)}):
        hands = []
        for n in range(1, 9):
            dealer = dealer_of(n, "N")
            bidder = "N" if table not in ties else ("N" if n % 2 else "E")
            hands.append(BidHand(n, dealer, bidder, "3H", 6))
        sheet = BidEuchreGame(tuple(hands), first_dealer="N")
        if table in ties:
            assert sheet.winner() is None
        sheets.save_sheet(event, game_id, table, sheet)
        card = scoring.scorecard(event, game_id, table)
        apply(event, SignSheet(card.id, "AB"))


def test_the_demo_seats_by_the_movement(demo: Event) -> None:
    games = room.games(demo)
    first = room.seating(demo, games[0].id)
    second = room.seating(demo, games[1].id)
    # Game 1: district partners across; game 2: nobody meets a game-1 tablemate.
    table_of = {pid: t for (t, _s), pid in first.items()}
    for table in range(1, 21):
        assert len({table_of[second[(table, s)]] for s in "NESW"}) == 4
    assert not seating.seating_problems(demo, games[1].id)
    assert not seating.seating_problems(demo, games[3].id)


def test_next_game_after_an_ordinary_game(demo: Event) -> None:
    games = room.games(demo)
    current = games[3]
    play(demo, current.id)
    plan = seating.plan_seating(demo, games[4].id)
    before = room.seating(demo, current.id)
    assert sorted(plan.seats.values()) == sorted(before.values())
    where = {pid: place for place, pid in plan.seats.items()}
    for table in range(1, 21):
        # NS won everywhere: E and W stay as opponents, N goes up, S goes down.
        assert {where[before[(table, "E")]][0], where[before[(table, "W")]][0]} == {table}
        assert where[before[(table, "N")]][0] == max(table - 1, 1)
        assert where[before[(table, "S")]][0] == min(table + 1, 20)
    assert {m.player_id for m in plan.moves} == set(before.values())


def test_the_winner_up_seat_setting_is_used(demo: Event) -> None:
    games = room.games(demo)
    play(demo, games[3].id)
    apply(demo, SetSetting("winner_up_seat", "SW"))
    before = room.seating(demo, games[3].id)
    where = {pid: place for place, pid in seating.plan_seating(demo, games[4].id).seats.items()}
    assert where[before[(5, "S")]][0] == 4 and where[before[(5, "N")]][0] == 6


def test_a_tie_needs_the_moving_pair_and_records_it(demo: Event) -> None:
    games = room.games(demo)
    play(demo, games[3].id, ties={7})
    assert seating.ties_to_settle(demo, games[3].id) == [7]
    with pytest.raises(InputError, match="cut of the cards"):
        seating.plan_seating(demo, games[4].id)
    apply(demo, SetMovingPair(games[3].id, 7, "EW"), "Convenor")
    assert seating.ties_to_settle(demo, games[3].id) == []
    before = room.seating(demo, games[3].id)
    where = {pid: place for place, pid in seating.plan_seating(demo, games[4].id).seats.items()}
    assert where[before[(7, "E")]][0] == 6 and where[before[(7, "N")]][0] == 7
    assert auditlog.rows(demo)[-1]["action"] == "moving_pair"


def test_unsigned_tables_are_named(demo: Event) -> None:
    with pytest.raises(InputError, match="Still to sign: table 1, 2"):
        seating.plan_seating(demo, room.games(demo)[4].id)


def test_a_default_seats_the_floater_from_the_next_game(demo: Event) -> None:
    games = room.games(demo)
    team = next(t for t in roster.teams(demo) if not t.floater)
    members = [p.id for p in roster.team_members(demo, team.id)]
    apply(demo, SetDefaulted(tuple(members), team.id, True, "Taken ill", actor="Convenor"))
    problems = seating.seating_problems(demo, games[3].id)
    assert sum("has defaulted" in str(p) for p in problems) == 2
    play(demo, games[3].id)
    plan = seating.plan_seating(demo, games[4].id)
    floaters = {p.id for p in roster.players(demo) if p.floater}
    assert floaters <= set(plan.seats.values())
    assert not set(members) & set(plan.seats.values())
    assert sum("floater team takes the seat" in str(n) for n in plan.notes) == 2
    apply(demo, SetSeating.of(games[4].id, plan.seats))
    assert not seating.seating_problems(demo, games[4].id)
    with pytest.raises(InputError, match="reason"):
        apply(demo, SetDefaulted(tuple(members), team.id, True, "  "))


def test_session_start_with_an_odd_count_brings_in_the_floater(demo: Event) -> None:
    team = next(t for t in roster.teams(demo) if not t.floater)
    apply(demo, SetDefaulted(tuple(p.id for p in roster.team_members(demo, team.id)), team.id, True, "Left"))
    session_two = next(g for g in room.games(demo) if g.number_in_session == 1 and g.number > 1)
    plan = seating.plan_seating(demo, session_two.id, seed=3)
    floaters = {p.id for p in roster.players(demo) if p.floater}
    assert floaters <= set(plan.seats.values()) and len(plan.seats) == 80
    assert any("floater team plays" in str(n) for n in plan.notes)
    # Teams sit across, and none starts where it started in session 1.
    apply(demo, SetSeating.of(session_two.id, plan.seats))
    assert not seating.seating_problems(demo, session_two.id)
    assert plan.repeat_meetings == plan.repeat_starts == 0
    first = room.seating(demo, room.games(demo)[0].id)
    started = {roster.player(demo, pid).team_id: t for (t, _s), pid in first.items()}
    for (table, _seat), pid in plan.seats.items():
        assert started.get(roster.player(demo, pid).team_id) != table


def test_problems_on_the_board(demo: Event) -> None:
    game = room.games(demo)[0]
    seats = room.seating(demo, game.id)
    # Swap a South with the East of another table: partners no longer across.
    seats[(1, "S")], seats[(2, "E")] = seats[(2, "E")], seats[(1, "S")]
    del seats[(3, "W")]
    apply(demo, SetSeating.of(game.id, seats))
    texts = [str(p) for p in seating.seating_problems(demo, game.id)]
    assert any("Table 3 is not full" in t for t in texts)
    assert any(t.startswith("Table 1:") and "district partner" in t for t in texts)
    second = room.games(demo)[1]
    seats = room.seating(demo, second.id)
    team = roster.player(demo, seats[(4, "N")]).team_id
    mate = next(p.id for p in roster.team_members(demo, team) if p.id != seats[(4, "N")])
    seats = seating.swap(seats, mate, (4, "E"))
    apply(demo, SetSeating.of(second.id, seats))
    assert any("meet again in the second game" in str(p) for p in seating.seating_problems(demo, second.id))


def test_swap_rules() -> None:
    seats = {(1, "N"): 1, (1, "E"): 2}
    assert seating.swap(seats, 1, (1, "E")) == {(1, "E"): 1, (1, "N"): 2}
    assert seating.swap(seats, 1, (2, "S")) == {(2, "S"): 1, (1, "E"): 2}
    assert seating.swap(seats, 1, None) == {(1, "E"): 2}
    assert seating.swap(seats, 9, (1, "N")) == {(1, "N"): 9, (1, "E"): 2}


# -- 6 nimmt and whist ---------------------------------------------------------------


def nimmt_event(tmp_path: Path, players: int, clubs: int) -> Event:
    event = Event.create(tmp_path / "nimmt.cardroom", NewEvent(
        name="Selection", game_kind="six_nimmt", tables=6, sessions=1, games_per_session=2))
    for i in range(players):
        apply(event, AddPlayer(f"Player {i + 1}", i + 1, f"Club {i % clubs}"))
    return event


@pytest.mark.parametrize("players,clubs", [(36, 6), (31, 4), (13, 13), (20, 1), (7, 2)])
def test_nimmt_draw_balances_tables_and_spreads_clubs(tmp_path: Path, players: int, clubs: int) -> None:
    event = nimmt_event(tmp_path, players, clubs)
    game = room.games(event)[0]
    plan = seating.plan_seating(event, game.id, seed=players)
    sizes = Counter(t for t, _s in plan.seats)
    assert sum(sizes.values()) == players and max(sizes.values()) <= 6
    assert max(sizes.values()) - min(sizes.values()) <= 1
    apply(event, SetSeating.of(game.id, plan.seats))
    assert not [p for p in seating.seating_problems(event, game.id) if "could be spread" in str(p)]
    event.close()


def test_nimmt_limits_and_final_table(tmp_path: Path) -> None:
    event = nimmt_event(tmp_path, 37, 5)
    with pytest.raises(InputError, match="36 at most"):
        seating.plan_seating(event, room.games(event)[0].id)
    apply(event, RemovePlayer(roster.players(event)[-1].id))
    selection, final = room.games(event)
    apply(event, SetSeating.of(selection.id, seating.plan_seating(event, selection.id, seed=1).seats))
    with pytest.raises(InputError, match="Still waiting: table 1, 2, 3, 4, 5, 6"):
        seating.plan_seating(event, final.id)
    for table in range(1, 7):
        rows = [{"number": n, "dealer": None, "declarers": "0,1,2,3,4,5", "contract": None,
                 "tricks": None, "detail": {"bullheads": [n + table, 9, 9, 9, 9, 9], "cards": None}}
                for n in range(1, 4)]
        sheets.save_rows(event, selection.id, table, rows)
        apply(event, SignSheet(scoring.scorecard(event, selection.id, table).id, "ZZ"))
    plan = seating.plan_seating(event, final.id)
    seats = room.seating(event, selection.id)
    assert [plan.seats[(1, str(i))] for i in range(1, 7)] == [seats[(t, "1")] for t in range(1, 7)]
    event.close()


def sign_nimmt_table(event: Event, game_id: int, table: int, size: int, winner: int) -> None:
    """Three rounds at a table of `size` in which place `winner` takes fewest."""
    heads = [10 if p != winner else 1 for p in range(size)]
    heads[(winner + 1) % size] += 10 * size - 16  # every round takes enough cards
    rows = [{"number": n, "dealer": None, "declarers": ",".join(str(p) for p in range(size)),
             "contract": None, "tricks": None, "detail": {"bullheads": heads, "cards": None}}
            for n in range(1, 4)]
    sheets.save_rows(event, game_id, table, rows)
    apply(event, SignSheet(scoring.scorecard(event, game_id, table).id, "ZZ"))


def test_nimmt_selection_then_final_whatever_the_schedule_length(tmp_path: Path) -> None:
    """Seed 004, "Déroulement du tournoi": each table plays its 3 rounds, the
    winner of each table qualifies ("soit 6 finalistes"), then the final in 3
    rounds. The selection is game 1 (its sheets hold the 3 rounds) and the
    final is game 2, even when the schedule has more games: a third game is
    neither, so it never adds qualifiers nor becomes the final."""
    from app.models.scoring.standings import event_finished, nimmt_standings

    event = Event.create(tmp_path / "nimmt.cardroom", NewEvent(
        name="Vichy", game_kind="six_nimmt", tables=6, sessions=1, games_per_session=3))
    for i in range(32):
        apply(event, AddPlayer(f"Player {i + 1}", i + 1, f"Club {i % 4}"))
    selection, final, third = room.games(event)
    plan = seating.plan_seating(event, selection.id, seed=4)
    assert sorted(Counter(t for t, _s in plan.seats).values()) == [5, 5, 5, 5, 6, 6]
    apply(event, SetSeating.of(selection.id, plan.seats))
    for table in range(1, 7):
        size = sum(1 for (t, _s) in plan.seats if t == table)
        sign_nimmt_table(event, selection.id, table, size, winner=table % size)
    winners = [plan.seats[(t, str(t % sum(1 for (u, _s) in plan.seats if u == t) + 1))]
               for t in range(1, 7)]
    result = nimmt_standings(event)
    assert result.final_game_id == final.id
    assert result.qualifiers == winners  # one a selection table: 6 finalists
    with pytest.raises(InputError, match="Game 3 is not part of the 6 nimmt tournament"):
        seating.plan_seating(event, third.id)
    # The final seats the six winners, and says so.
    final_plan = seating.plan_seating(event, final.id)
    assert sorted(final_plan.seats.values()) == sorted(winners)
    assert str(final_plan.notes[0]) == "The final table: the 6 table winners of the selection."
    apply(event, SetSeating.of(final.id, final_plan.seats))
    # A sheet written in the third game (seated by hand) counts for nothing.
    apply(event, SetSeating.of(third.id, {(1, "1"): winners[0], (1, "2"): winners[1]}))
    sign_nimmt_table(event, third.id, 1, 2, winner=1)
    assert nimmt_standings(event).qualifiers == winners
    assert not event_finished(event)
    sign_nimmt_table(event, final.id, 1, 6, winner=2)
    ranked = nimmt_standings(event).final
    assert ranked[0].item.id == final_plan.seats[(1, "3")] and len(ranked) == 6
    assert event_finished(event)  # the final is signed: game 3 is not waited for
    event.close()


def test_nimmt_more_tables_than_the_final_can_seat_are_refused(tmp_path: Path) -> None:
    """Seed 004: "6 tables de 6 joueurs soit 36 joueurs inscrits maximum" and
    "Les 6 sélectionnés (1 par table)": the final is one table of 6, so a
    seventh selection table (a convenor who raised "Players at most") would
    leave a table winner without a seat; the draw refuses it rather than
    dropping a winner at the final."""
    event = Event.create(tmp_path / "nimmt.cardroom", NewEvent(
        name="Big", game_kind="six_nimmt", tables=8, sessions=1, games_per_session=2))
    apply(event, SetSetting("max_players", 48))
    for i in range(37):
        apply(event, AddPlayer(f"Player {i + 1}", i + 1))
    selection, final = room.games(event)
    with pytest.raises(InputError, match="37 players need 7 selection tables of 6"):
        seating.plan_seating(event, selection.id)
    # Seated by hand at 7 tables anyway: the final refuses to leave a winner out.
    ids = [p.id for p in roster.players(event)]
    seats = {(1 + i // 6, str(1 + i % 6)): pid for i, pid in enumerate(ids[:36])}
    seats[(7, "1")], seats[(7, "2")] = ids[36], seats.pop((6, "6"))
    apply(event, SetSeating.of(selection.id, seats))
    for table in range(1, 8):
        sign_nimmt_table(event, selection.id, table, 6 if table < 6 else (5 if table == 6 else 2), 0)
    with pytest.raises(InputError, match="at one table, 2 to 6 of them; this selection has 7"):
        seating.plan_seating(event, final.id)
    event.close()


def whist_event(tmp_path: Path, players: int) -> Event:
    event = Event.create(tmp_path / "whist.cardroom", NewEvent(
        name="Concours", game_kind="whist", tables=8, sessions=1, games_per_session=3))
    for i in range(players):
        apply(event, AddPlayer(f"Joueur {i + 1}", i + 1, f"Club {i % 3}"))
    return event


def test_whist_sizes() -> None:
    assert seating.whist_sizes(16) == [4, 4, 4, 4]
    assert seating.whist_sizes(18) == [4, 4, 5, 5]
    assert seating.whist_sizes(6) == [6]
    with pytest.raises(InputError, match="7 players"):
        seating.whist_sizes(7)


def test_whist_rounds_keep_or_redraw_the_tables(tmp_path: Path) -> None:
    event = whist_event(tmp_path, 22)
    first, second, third = room.games(event)
    plan = seating.plan_seating(event, first.id)
    # First round: in the order of the players' numbers, table after table.
    assert [roster.player(event, plan.seats[(1, s)]).number for s in "NESW"] == [1, 2, 3, 4]
    assert Counter(t for t, _s in plan.seats) == Counter({1: 4, 2: 4, 3: 4, 4: 5, 5: 5})
    apply(event, SetSeating.of(first.id, plan.seats))
    assert seating.plan_seating(event, second.id).seats == plan.seats
    apply(event, SetSetting("redraw_between_rounds", True))
    redrawn = seating.plan_seating(event, second.id, seed=5)
    assert sorted(redrawn.seats.values()) == sorted(plan.seats.values())
    assert redrawn.seats != plan.seats
    with pytest.raises(InputError, match="yes or no"):
        apply(event, SetSetting("redraw_between_rounds", "maybe"))
    event.close()
