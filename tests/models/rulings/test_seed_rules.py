"""The rules as the seeds write them (shared/seeds), where Cardroom once
differed: penalty points, time called, defaults, the classic euchre winner
and the whist fine. Each test names the seed and the section it follows."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.models import room, roster, rulings, scoring
from app.models.errors import CardroomError, InputError
from app.models.event import Event, NewEvent, auditlog
from app.models.event.operations import apply
from app.models.games.bid_euchre import BidEuchreGame, BidHand, dealer_of
from app.models.games.euchre import EuchreGame, EuchreHand
from app.models.games.whist import WhistDeal, WhistRound
from app.models.room.seats import SetSeating
from app.models.roster.people import AddPlayer
from app.models.rulings.defaults import SetDefaulted
from app.models.rulings.ledger import AddPenalty
from app.models.rulings.rules import SetSetting
from app.models.scoring import sheets
from app.models.scoring.sheets import SignSheet
from app.models.scoring.standings import GAMES_WON, POINTS, euchre_standings
from app.models import seating



def at_table_one(event: Event, game_id: int) -> int:
    return next(pid for (table, _seat), pid in room.seating(event, game_id).items() if table == 1)


# -- bid euchre: seed 003 Rules Summary 13 and §6; seed 000 Sommaire 13 ------------


def test_bid_euchre_infractions_cost_five_points_by_default(demo_event: Event) -> None:
    game = room.games(demo_event)[0].id
    pid = at_table_one(demo_event, game)
    before = len(rulings.penalties(demo_event))
    for code in ("out_of_turn", "card_revealed", "hesitation"):
        with pytest.raises(InputError, match="costs 5 points") as error:
            apply(demo_event, AddPenalty(game, 1, code, 10, player_id=pid))
        assert error.value.field == "points"
    assert len(rulings.penalties(demo_event)) == before  # nothing stored
    assert apply(demo_event, AddPenalty(game, 1, "out_of_turn", 5, player_id=pid)).value.points == 5
    assert apply(demo_event, AddPenalty(game, 1, "card_revealed",
                                        player_id=pid)).value.points == 5  # points from the rules


def test_penalty_points_are_a_rule_setting_set_by_the_convenor_and_audited(demo_event: Event) -> None:
    game = room.games(demo_event)[0].id
    pid = at_table_one(demo_event, game)
    apply(demo_event, SetSetting("penalty_points", {"out_of_turn": 3, "card_revealed": 5, "hesitation": 10}))
    entry = auditlog.rows(demo_event)[-1]
    assert entry["action"] == "set_setting" and "penalty_points" in entry["after"]
    assert apply(demo_event, AddPenalty(game, 1, "out_of_turn", player_id=pid)).value.points == 3
    assert apply(demo_event, AddPenalty(game, 1, "hesitation", 10, player_id=pid)).value.points == 10
    with pytest.raises(InputError, match="costs 3 points"):
        apply(demo_event, AddPenalty(game, 1, "out_of_turn", 5, player_id=pid))
    for bad in ({"out_of_turn": 3}, {"out_of_turn": -1, "card_revealed": 5, "hesitation": 5},
                {"out_of_turn": "5", "card_revealed": 5, "hesitation": 5}, [5, 5, 5]):
        with pytest.raises(InputError, match="each a whole number"):
            apply(demo_event, SetSetting("penalty_points", bad))
    assert demo_event.setting("penalty_points")["out_of_turn"] == 3
    # The rule needs convenor mode like every other rule.
    assert SetSetting("penalty_points", {}).needs_convenor(demo_event)


def test_a_redeal_is_recorded_without_points(demo_event: Event) -> None:
    game = room.games(demo_event)[0].id
    assert apply(demo_event, AddPenalty(game, 1, "redeal", 0,
                                        player_id=at_table_one(demo_event, game))).value.points == 0


def eight_hands(count: int = 8) -> tuple[BidHand, ...]:
    return tuple(BidHand(n, dealer_of(n, "N"), "N", "3H", 6) for n in range(1, count + 1))


def test_time_called_after_hand_0_is_refused_when_the_hand_in_play_is_finished(demo_event: Event) -> None:
    # Seed 003 §1 (rulings): under "finish the hand in play" at least that hand is played.
    assert demo_event.setting("time_called") == "finish_hand"
    sheet = BidEuchreGame((), time_called_after=0)
    assert any("after hand 0" in str(p) and "finish the hand in play" in str(p) for p in sheet.problems())
    game = next(g for g in room.games(demo_event) if not scoring.scorecards(demo_event, g.id))
    apply(demo_event, SetSeating.of(game.id, room.seating(demo_event, room.games(demo_event)[0].id)))
    card = sheets.save_sheet(demo_event, game.id, 1, BidEuchreGame((), time_called_after=0))
    with pytest.raises(CardroomError, match="after hand 0"):
        apply(demo_event, SignSheet(card.id, "OK"))
    assert not scoring.scorecard(demo_event, game.id, 1).signed
    # Called after hand 1: that hand counts, the rest do not.
    card = sheets.save_sheet(demo_event, game.id, 1, BidEuchreGame(eight_hands(1), time_called_after=1))
    apply(demo_event, SignSheet(card.id, "OK"))
    assert scoring.scorecard(demo_event, game.id, 1).signed


def test_stopping_at_once_may_void_the_first_hand(demo_event: Event) -> None:
    apply(demo_event, SetSetting("time_called", "stop_now"))
    assert not BidEuchreGame((), time_called_after=0, time_called="stop_now").problems()
    assert sheets.sheet_from_rows(demo_event, room.games(demo_event)[0].id, 1, [], time_called_after=0).problems() == []


def test_hands_per_game_keeps_every_player_dealing_alike(demo_event: Event) -> None:
    # Seed 003: "Each game consists of 8 hands (each player deals twice)".
    for bad in (5, 6, 7):
        with pytest.raises(InputError, match="each player deals twice"):
            apply(demo_event, SetSetting("hands_per_game", bad))
    for bad in (1, 3, 9):
        with pytest.raises(InputError, match="from 4 to 8"):
            apply(demo_event, SetSetting("hands_per_game", bad))
    apply(demo_event, SetSetting("hands_per_game", 4))
    assert demo_event.setting("hands_per_game") == 4


def test_defaulting_one_member_takes_the_whole_partnership_out(demo_event: Event) -> None:
    # Seed 003 §5 (defaults): the partnership is out and the floater team takes its seats.
    team = next(t for t in roster.teams(demo_event) if not t.floater)
    members = [p.id for p in roster.team_members(demo_event, team.id)]
    apply(demo_event, SetDefaulted((members[0],), None, True, "Taken ill"))
    assert roster.team(demo_event, team.id).defaulted
    assert all(roster.player(demo_event, pid).defaulted for pid in members)
    session_two = next(g for g in room.games(demo_event) if g.number_in_session == 1 and g.number > 1)
    plan = seating.plan_seating(demo_event, session_two.id, seed=3)
    floaters = {p.id for p in roster.players(demo_event) if p.floater}
    assert floaters <= set(plan.seats.values())
    assert not set(members) & set(plan.seats.values())
    # Taking the default back through one member brings the team back too.
    apply(demo_event, SetDefaulted((members[1],), None, False))
    assert not roster.team(demo_event, team.id).defaulted
    assert not any(roster.player(demo_event, pid).defaulted for pid in members)


def test_a_default_naming_two_teams_is_refused(demo_event: Event) -> None:
    first, second = [t for t in roster.teams(demo_event) if not t.floater][:2]
    players = [roster.team_members(demo_event, first.id)[0].id, roster.team_members(demo_event, second.id)[0].id]
    with pytest.raises(InputError, match="one team at a time"):
        apply(demo_event, SetDefaulted(tuple(players), None, True, "both left"))
    assert not roster.team(demo_event, first.id).defaulted and not roster.team(demo_event, second.id).defaulted


# -- classic euchre: seed 001 ("La première équipe à marquer 10 points l'emporte") --


def new_event(tmp_path: Path, kind: str) -> Event:
    return Event.create(tmp_path / f"{kind}.cardroom",
                        NewEvent(name=kind, game_kind=kind, tables=1, sessions=1, games_per_session=1))


def test_a_penalty_never_changes_who_reached_ten_first(tmp_path: Path) -> None:
    event = new_event(tmp_path, "euchre")
    game = room.games(event)[0].id
    names = ["ann", "bob", "cy", "di"]
    ids = {name: apply(event, AddPlayer(name, n)).value.id for n, name in enumerate(names, start=1)}
    apply(event, SetSeating.of(game, {(1, seat): ids[name] for seat, name in zip("NESW", names)}))
    rows = [("NS", 5), ("EW", 5)] * 4 + [("NS", 5)]  # a march is 2 points
    hands = tuple(EuchreHand(n, makers=m, tricks=t) for n, (m, t) in enumerate(rows, start=1))
    sheet = EuchreGame(hands)
    assert sheet.complete and sheet.totals() == (10, 8) and sheet.winner() == "NS"
    card = sheets.save_sheet(event, game, 1, sheet)
    apply(event, SignSheet(card.id, "OK"))
    apply(event, AddPenalty(game, 1, "other", 3, player_id=ids["ann"]))
    signed = sheets.sheet_of(event, scoring.scorecard(event, game, 1))
    assert signed.net_totals() == (7, 8)  # the points carried lose the penalty...
    assert signed.winner() == "NS"  # ...but North-South reached 10 first and won
    won = {r.item.name: r.item.numbers for r in euchre_standings(event)}
    assert won["ann"] == {GAMES_WON: 1, POINTS: 7} and won["bob"] == {GAMES_WON: 0, POINTS: 8}
    event.close()


# -- whist: seed 002 (fines, amendes) -----------------------------------------------


def test_a_fine_amount_of_0_adds_no_fine(tmp_path: Path) -> None:
    event = new_event(tmp_path, "whist")
    game = room.games(event)[0].id
    ids = [apply(event, AddPlayer(name, n)).value.id for n, name in enumerate(["ann", "bob", "cy", "di"], start=1)]
    apply(event, SetSeating.of(game, {(1, seat): pid for seat, pid in zip("NESW", ids)}))
    apply(event, SetSetting("fine_amount", 0))
    assert apply(event, AddPenalty(game, 1, "renonce", 14, player_id=ids[0])).value.fine == 0
    assert apply(event, AddPenalty(game, 1, "fine", 0, player_id=ids[1])).value.fine == 0
    apply(event, SetSetting("fine_amount", 2))
    assert apply(event, AddPenalty(game, 1, "renonce", 14, player_id=ids[2])).value.fine == 2
    assert WhistRound and WhistDeal  # the whist sheet itself is tested in test_whist.py
    event.close()
