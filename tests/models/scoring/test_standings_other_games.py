"""Standings of classic euchre, whist and 6 nimmt, through real event files."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.models.event.operations import apply
from app.models.room.seats import SetSeating
from app.models.roster.people import AddPlayer
from app.models.rulings.ledger import AddPenalty
from app.models.scoring import sheets
from app.models.event import Event, NewEvent
from app.models.games import game_kind
from app.models.games.euchre import EuchreGame, EuchreHand
from app.models.games.six_nimmt import NimmtRound, NimmtTable
from app.models.games.whist import WhistDeal, WhistRound
from app.models.scoring.standings import (
    BULLHEADS,
    EXTRA_ROUND,
    FINES,
    GAMES_WON,
    POINTS,
    SELECTION_TOTAL,
    euchre_standings,
    nimmt_standings,
    standings,
    whist_standings,
)
from app.models import room, scoring
from app.models.scoring import records
from app.models.scoring.sheets import SignSheet


def new_event(tmp_path: Path, kind: str, tables: int, games: int = 1) -> Event:
    return Event.create(
        tmp_path / f"{kind}.cardroom",
        NewEvent(name=kind, game_kind=kind, tables=tables, sessions=game_kind(kind).fewest_sessions_a_day,
                 games_per_session=games),
    )


def seat(event: Event, game_id: int, per_table: list[list[str]], seats: tuple[str, ...]) -> dict[str, int]:
    ids = {}
    placed = {}
    for table, names in enumerate(per_table, start=1):
        for code, name in zip(seats, names):
            if name not in ids:
                ids[name] = apply(event, AddPlayer(name, len(ids) + 1)).value.id
            placed[(table, code)] = ids[name]
    apply(event, SetSeating.of(game_id, placed))
    return ids


def sign(event: Event, game_id: int, table: int, sheet: object) -> None:
    card = sheets.save_sheet(event, game_id, table, sheet)
    apply(event, SignSheet(card.id, "OK"))


def test_euchre_games_won_then_points(tmp_path: Path) -> None:
    event = new_event(tmp_path, "euchre", 2)
    game = room.games(event)[0].id
    ids = seat(event, game, [["ann", "bob", "cy", "di"], ["ed", "flo", "gus", "hal"]], ("N", "E", "S", "W"))
    # Table 1: NS march five times (10-0). Table 2: EW reach 10 while NS make 4.
    sign(event, game, 1, EuchreGame(tuple(EuchreHand(n, makers="NS", tricks=5) for n in range(1, 6))))
    rows = [("NS", 5), ("EW", 5), ("NS", 5), ("EW", 5), ("EW", 5), ("EW", 5), ("EW", 5)]
    sign(event, game, 2, EuchreGame(tuple(EuchreHand(n, makers=m, tricks=t) for n, (m, t) in enumerate(rows, 1))))
    ranked = euchre_standings(event)
    top = [(r.item.name, r.item.numbers[GAMES_WON], r.item.numbers[POINTS]) for r in ranked[:4]]
    assert top[:2] == [("ann", 1, 10), ("cy", 1, 10)] or top[:2] == [("cy", 1, 10), ("ann", 1, 10)]
    assert {t[0] for t in top[2:]} == {"flo", "hal"} and top[2][1:] == (1, 10)
    losers = {r.item.name: r for r in ranked[4:]}
    assert losers["ed"].item.numbers == {GAMES_WON: 0, POINTS: 4}
    assert losers["ed"].rank < losers["bob"].rank  # level on games won, ahead on points
    # ...but level on everything with his partner gus: below the medal places
    # they share 5th, while the four level for first need a playoff.
    assert losers["ed"].rank == losers["gus"].rank == 5
    assert not losers["ed"].playoff_needed
    assert losers["ed"].explain() == "Level on every criterion: shares the place"
    assert all(r.playoff_needed for r in ranked[:4])
    assert ids and standings(event) == ranked
    event.close()


def test_euchre_time_called_the_pair_ahead_wins_through_the_file(tmp_path: Path) -> None:
    """Rulings §6, "classic euchre under the clock": the sheet keeps the hand
    time was called after; the pair ahead wins the game in the standings,
    and a level game is a tie whose moving pair the sheet keeps too."""
    event = new_event(tmp_path, "euchre", 2)
    game = room.games(event)[0].id
    seat(event, game, [["ann", "bob", "cy", "di"], ["ed", "flo", "gus", "hal"]], ("N", "E", "S", "W"))
    ahead = [("NS", 5), ("EW", 3), ("NS", 3)]  # 3-1 when time is called
    sign(event, game, 1, EuchreGame(tuple(EuchreHand(n, makers=m, tricks=t) for n, (m, t) in enumerate(ahead, 1)),
                                    time_called_after=3))
    level = [("NS", 3), ("EW", 3)]
    sign(event, game, 2, EuchreGame(tuple(EuchreHand(n, makers=m, tricks=t) for n, (m, t) in enumerate(level, 1)),
                                    time_called_after=2, moving_pair="EW"))
    card = scoring.scorecard(event, game, 1)
    assert card.signed and card.time_called_after == 3
    tied = records.sheet_of(event, scoring.scorecard(event, game, 2))
    assert tied.winner() is None and tied.mover() == "EW"
    numbers = {r.item.name: r.item.numbers for r in euchre_standings(event)}
    assert numbers["ann"] == numbers["cy"] == {GAMES_WON: 1, POINTS: 3}
    assert numbers["bob"] == {GAMES_WON: 0, POINTS: 1}
    assert numbers["ed"] == numbers["flo"] == {GAMES_WON: 0, POINTS: 1}
    event.close()


def test_whist_points_then_fines(tmp_path: Path) -> None:
    event = new_event(tmp_path, "whist", 1)
    game = room.games(event)[0].id
    seat(event, game, [["ann", "bob", "cy", "di"]], ("N", "E", "S", "W"))
    # 16 deals: ann (place 1) makes solo 6 with 6 tricks four times, bob loses
    # solo 6 by one trick four times, the other deals are emballages made by cy and di.
    deals = []
    for n in range(1, 17):
        if n <= 4:
            deals.append(WhistDeal(n, contract="S6", declarers=(0,), tricks=6))
        elif n <= 8:
            deals.append(WhistDeal(n, contract="S6", declarers=(1,), tricks=5))
        else:
            deals.append(WhistDeal(n, contract="E8", declarers=(2, 3), tricks=8))
    round_ = WhistRound(4, deals)
    # The third and fourth losses of bob need the arbiter's approval.
    deals[6] = WhistDeal(7, contract="S6", declarers=(1,), tricks=5, approved=True)
    deals[7] = WhistDeal(8, contract="S6", declarers=(1,), tricks=5, approved=True)
    round_ = WhistRound(4, deals)
    assert not round_.problems() and round_.complete
    sign(event, game, 1, round_)
    ranked = {r.item.name: r.item.numbers for r in whist_standings(event)}
    # Solo 6 made: 12 (opponents 0). Lost by one: -15, each opponent +10.
    # Emballage 8 made: 7 each to the two declarers.
    assert ranked["ann"] == {POINTS: 4 * 12 + 4 * 10, FINES: 0}
    assert ranked["bob"] == {POINTS: 4 * -15, FINES: 4}
    assert ranked["cy"] == {POINTS: 4 * 10 + 8 * 7, FINES: 0}
    assert [r.item.name for r in whist_standings(event)][0] == "cy"
    loaded = sheets.load_sheet(event, game, 1)
    assert loaded.points() == round_.points() and loaded.fines() == round_.fines()
    event.close()


def test_six_nimmt_qualifiers_and_final(tmp_path: Path) -> None:
    event = new_event(tmp_path, "six_nimmt", 2, games=2)
    selection, final = (g.id for g in room.games(event))
    seats = ("1", "2", "3", "4", "5", "6")
    ids = seat(event, selection, [["a1", "a2", "a3"], ["b1", "b2", "b3"]], seats)
    # Table 1: a1 and a2 level on 12, an extra round: a2 takes fewer. Table 2: b3 wins.
    sign(event, selection, 1, NimmtTable(3, (
        NimmtRound(1, (0, 1, 2), (5, 4, 9)),
        NimmtRound(2, (0, 1, 2), (4, 4, 9)),
        NimmtRound(3, (0, 1, 2), (3, 4, 9)),
        NimmtRound(4, (0, 1), (6, 2), extra=True),
    )))
    sign(event, selection, 2, NimmtTable(3, tuple(NimmtRound(n, (0, 1, 2), (6, 7, 3)) for n in (1, 2, 3))))
    result = nimmt_standings(event)
    assert result.qualifiers == [ids["a2"], ids["b3"]]
    assert result.tables[1][0].item.id == ids["a2"] and result.tables[1][0].decided_by == "extra round"
    assert result.selection_totals[ids["a2"]] == 12 and result.selection_totals[ids["b3"]] == 9
    # The final: level on bullheads, b3 wins on the selection total (9 < 12).
    apply(event, SetSeating.of(final, {(1, "1"): ids["a2"], (1, "2"): ids["b3"]}))
    final_sheet = sheets.load_sheet(event, final, 1)
    assert final_sheet.tiebreak == (12, 9)
    sign(event, final, 1, NimmtTable(2, tuple(NimmtRound(n, (0, 1), (5, 5)) for n in (1, 2, 3)), tiebreak=(12, 9)))
    ranked = standings(event)
    assert [r.item.id for r in ranked] == [ids["b3"], ids["a2"]]
    assert ranked[0].decided_by == SELECTION_TOTAL and ranked[0].item.numbers[BULLHEADS] == 15
    # The numbers read in the order they decide: the results board shows the
    # first two, the selection total that settled the tie among them.
    assert list(ranked[0].item.numbers) == [BULLHEADS, SELECTION_TOTAL, EXTRA_ROUND]
    event.close()


def test_a_six_nimmt_table_level_for_first_cannot_be_signed_without_the_extra_round(tmp_path: Path) -> None:
    event = new_event(tmp_path, "six_nimmt", 1)
    game = room.games(event)[0].id
    seat(event, game, [["a", "b"]], ("1", "2"))
    sheet = NimmtTable(2, tuple(NimmtRound(n, (0, 1), (4, 4)) for n in (1, 2, 3)))
    card = sheets.save_sheet(event, game, 1, sheet)
    assert card.state == "in_progress" and sheet.needs_extra_round
    event.close()


@pytest.mark.parametrize("kind", ["euchre", "whist", "six_nimmt", "bid_euchre"])
def test_empty_events_have_empty_or_zero_standings(tmp_path: Path, kind: str) -> None:
    event = new_event(tmp_path, kind, 1)
    assert all(r.rank == 1 for r in standings(event))
    event.close()


def test_a_whist_table_seated_with_three_does_not_break_the_standings(tmp_path: Path) -> None:
    event = new_event(tmp_path, "whist", 1)
    game = room.games(event)[0].id
    seat(event, game, [["ann", "bob", "cy"]], ("N", "E", "S"))
    card = sheets.save_scorecard(event, game, 1, [], state="signed")
    assert card.state == "signed"
    assert [r.item.numbers[POINTS] for r in whist_standings(event)] == [0, 0, 0]
    event.close()


def test_a_whist_penalty_counts_once_its_tables_sheet_is_signed(tmp_path: Path) -> None:
    """Rulings §6, "Standings count signed sheets only, penalties included: a
    penalty at a table whose sheet is not signed counts from the moment that
    sheet is signed, in every game (whist included)"; seed 002, 13: "En cas de
    renonciation, le joueur encourt une pénalité … avec un minimum de 14 points
    ainsi qu'une amende"."""
    event = new_event(tmp_path, "whist", 2)
    game = room.games(event)[0].id
    ids = seat(event, game, [["ann", "bob", "cy", "di"], ["eve", "fay", "gus", "hal"]], ("N", "E", "S", "W"))
    round_ = WhistRound(4, [WhistDeal(n, contract="E8", declarers=(0, 2), tricks=8) for n in range(1, 17)])
    sign(event, game, 1, round_)
    apply(event, AddPenalty(game, 1, "renonce", 20, player_id=ids["bob"]))
    apply(event, AddPenalty(game, 2, "renonce", 14, player_id=ids["fay"]))
    sheets.save_sheet(event, game, 2, round_)  # written, complete, not signed
    ranked = {r.item.name: r.item for r in whist_standings(event)}
    assert ranked["bob"].numbers == {POINTS: -20, FINES: 1}  # his table is signed: it counts
    assert ranked["fay"].numbers == {POINTS: 0, FINES: 0} and not ranked["fay"].played
    card = scoring.scorecard(event, game, 2)
    apply(event, SignSheet(card.id, "OK"))
    ranked = {r.item.name: r.item for r in whist_standings(event)}
    assert ranked["fay"].numbers == {POINTS: -14, FINES: 1}
    assert ranked["eve"].numbers == {POINTS: 16 * 7, FINES: 0}
    event.close()
