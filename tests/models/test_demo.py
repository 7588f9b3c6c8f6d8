"""The demo event is a real OSGA day built by the domain code."""

from __future__ import annotations

from pathlib import Path

from app.models.event import Event
from app.models.games.bid_euchre import score_hand
from app.models.scoring import sheets
from app.models.scoring.standings import player_points
from app.models import room, roster, scoring


def test_demo_shape(demo_file: Path) -> None:
    event = Event.open(demo_file, readonly=True)
    assert event.info.game_kind == "bid_euchre"
    teams = roster.teams(event)
    assert len(teams) == 41 and sum(t.floater for t in teams) == 1
    assert len(roster.players(event)) == 82
    assert len(room.tables(event)) == 20
    assert [len([g for g in room.games(event) if g.session_id == s.id]) for s in room.sessions(event)] == [6, 6]
    games = room.games(event)
    for game in games[:3]:
        cards = scoring.scorecards(event, game.id)
        assert len(cards) == 20 and all(c.state == "signed" for c in cards)
        assert all(len(scoring.hands(event, c.id)) == (c.time_called_after or 8) for c in cards)
    assert len(room.seating(event, games[3].id)) == 80  # game 4 seated, not yet played
    assert scoring.scorecards(event, games[3].id) == []
    # The floater team is not seated while nobody has defaulted.
    floaters = {p.id for p in roster.players(event) if p.floater}
    assert not floaters & set(room.seating(event, games[0].id).values())
    event.close()


def test_demo_game_one_seats_district_partners_together(demo_file: Path) -> None:
    event = Event.open(demo_file, readonly=True)
    seating = room.seating(event, room.games(event)[0].id)
    for table in range(1, 21):
        north, south = roster.player(event, seating[(table, "N")]), roster.player(event, seating[(table, "S")])
        assert north.team_id == south.team_id is not None
    event.close()


def test_demo_results_match_a_hand_calculation(demo_file: Path) -> None:
    event = Event.open(demo_file, readonly=True)
    game = room.games(event)[0]
    card = scoring.scorecard(event, game.id, 1)
    assert card is not None
    ns = ew = 0
    for hand in scoring.hands(event, card.id):
        bid, defend = score_hand(hand.contract, hand.tricks or 0, hand.detail.get("renege"))
        if hand.declarers in "NS":
            ns, ew = ns + bid, ew + defend
        else:
            ns, ew = ns + defend, ew + bid
    assert sheets.load_sheet(event, game.id, 1).totals() == (ns, ew)
    # Tournament points: 2 a win, 1 a tie, 0 a loss, each game, for each player.
    north = room.seating(event, game.id)[(1, "N")]
    points = player_points(event)
    assert 0 <= points[north][0] <= 6
    # Each table hands out 4 points a game: 2 to each winner, or 1 to each of four.
    assert sum(p[0] for p in points.values()) == 3 * 20 * 4
    event.close()


def test_the_whist_evening_and_the_nimmt_qualifier_are_played_to_their_end(tmp_path: Path) -> None:
    """The French results boards' events (issue 35, `make screenshots`):
    every game seated and every sheet signed, the whist tables of four, the
    qualifier's six selection tables then its one final table."""
    from app.models.demo import build_nimmt_qualifier, build_whist_evening

    whist = build_whist_evening(tmp_path / "whist.cardroom")
    assert len(roster.players(whist)) == 12
    for game in room.games(whist):
        cards = scoring.scorecards(whist, game.id)
        assert len(cards) == 3 and all(c.state == "signed" for c in cards)
    nimmt = build_nimmt_qualifier(tmp_path / "nimmt.cardroom")
    selection, final = room.games(nimmt)
    assert len(scoring.scorecards(nimmt, selection.id)) == 6
    assert len(scoring.scorecards(nimmt, final.id)) == 1
    assert all(c.state == "signed" for g in (selection, final) for c in scoring.scorecards(nimmt, g.id))
    assert len({p.name for p in roster.players(nimmt)}) == 36
