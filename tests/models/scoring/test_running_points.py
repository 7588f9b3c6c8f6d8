"""Standings points kept game by game (issue 20): a change recounts the
games it touched, and the sum is always what counting everything gives."""

from __future__ import annotations

from app.models import room, scoring
from app.models.event import Event
from app.models.event.changelog import OWNER
from app.models.event.operations import Dispatcher, Trusted
from app.models.rulings.ledger import AddPenalty
from app.models.scoring import standings
from app.models.scoring.sheets import WriteSheet


def written(event: Event, since: int) -> dict[str, frozenset[int] | None]:
    log = event.changelog
    assert log is not None
    return {t: log.written_since(since, t) for t in ("scorecard", "penalty", "seat", "player", "team")}


def test_recounting_the_games_touched_gives_what_counting_everything_gives(demo_event: Event) -> None:
    log = demo_event.track_changes()
    run = Dispatcher(demo_event, Trusted(), origin=OWNER).run
    kept = standings.RunningPoints()
    assert kept.update(demo_event, None) == standings.player_points(demo_event)
    games = room.games(demo_event)
    signed = next(c for c in scoring.scorecards(demo_event, games[0].id) if c.signed)
    # A ruling on a signed game: a penalty at one of its tables.
    seen = log.number
    table = room.table_number(demo_event, signed.table_id)
    seats = room.seating(demo_event, games[0].id)
    run(AddPenalty(games[0].id, table, "hesitation", None, seats[(table, "N")], None, None, "", "Desk"))
    touched = standings.games_touched(demo_event, written(demo_event, seen))
    assert touched == {games[0].id}
    assert kept.update(demo_event, touched) == standings.player_points(demo_event)
    # A cell typed on the game being played: its game only, and nothing counts until signed.
    seen = log.number
    hand = {"number": 1, "dealer": "N", "declarers": "N", "contract": "3H", "tricks": 4, "detail": {}}
    run(WriteSheet(games[3].id, 2, (hand,)))
    touched = standings.games_touched(demo_event, written(demo_event, seen))
    assert touched == {games[3].id}
    assert kept.update(demo_event, touched) == standings.player_points(demo_event)
    assert standings.osga_standings(demo_event, points=kept.total) == standings.osga_standings(demo_event)


def test_what_cannot_be_told_row_by_row_is_counted_whole(demo_event: Event) -> None:
    nothing: dict[str, frozenset[int] | None] = {t: frozenset() for t in ("scorecard", "penalty", "seat")}
    assert standings.games_touched(demo_event, nothing) == set()
    assert standings.games_touched(demo_event, {**nothing, "seat": frozenset({1})}) is None  # seats moved
    assert standings.games_touched(demo_event, {**nothing, "scorecard": None}) is None  # a restore
    assert standings.games_touched(demo_event, {**nothing, "scorecard": frozenset({10**9})}) is None  # gone


def test_last_signed_game_is_the_highest_numbered_game_with_a_signed_sheet(demo_event: Event) -> None:
    games = room.games(demo_event)
    assert standings.last_signed_game(demo_event) == 3  # the demo: games 1 to 3 signed
    assert standings.last_signed_game(demo_event, [games[0].id, games[1].id]) == 2
    assert standings.last_signed_game(demo_event, [games[5].id]) is None


def test_the_version_moves_only_when_some_points_did(demo_event: Event) -> None:
    """Issue 38: the desk keeps its ranked rows while `version` stays."""
    log = demo_event.track_changes()
    run = Dispatcher(demo_event, Trusted(), origin=OWNER).run
    kept = standings.RunningPoints()
    kept.update(demo_event, None)
    first = kept.version
    games = room.games(demo_event)
    seen = log.number
    hand = {"number": 1, "dealer": "N", "declarers": "N", "contract": "3H", "tricks": 4, "detail": {}}
    run(WriteSheet(games[3].id, 2, (hand,)))  # a cell on a sheet not signed: no points move
    kept.update(demo_event, standings.games_touched(demo_event, written(demo_event, seen)))
    assert kept.version == first
    seen = log.number
    seats = room.seating(demo_event, games[0].id)
    run(AddPenalty(games[0].id, 1, "hesitation", None, seats[(1, "N")], None, None, "", "Desk"))
    assert kept.update(demo_event, standings.games_touched(demo_event, written(demo_event, seen))) == \
        standings.player_points(demo_event)
    assert kept.version > first
    moved = kept.version
    kept.update(demo_event, None)  # anything may have changed: counted again, a new version
    assert kept.version > moved
