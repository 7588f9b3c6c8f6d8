"""The game being played, as every area asks it on each change (issue 20:
one query, not a read of every sheet of the day)."""

from __future__ import annotations

from app.models import room, scoring
from app.models.event import Event, NewEvent


def naive(event: Event) -> int | None:
    """The rule as written: the first seated game not fully signed, else the
    last seated game, else the first game."""
    games = room.games(event)
    seated = set(room.seated_games(event))
    tables = len(room.tables(event))
    last = None
    for game in games:
        if game.id not in seated:
            continue
        last = game.id
        if sum(1 for c in scoring.scorecards(event, game.id) if c.state == "signed") < tables:
            return game.id
    return last if last is not None else (games[0].id if games else None)


def test_the_demo_day_is_on_its_first_unsigned_seated_game(demo_event: Event) -> None:
    found = room.current_game_id(demo_event)
    assert found == naive(demo_event)
    assert room.game(demo_event, found).number == 4


def test_a_game_fully_signed_gives_way_to_the_next_seated_one(demo_event: Event) -> None:
    game4 = next(g for g in room.games(demo_event) if g.number == 4)
    with demo_event.db.atomic():
        demo_event.conn.execute("UPDATE scorecard SET state = 'signed' WHERE game_id = ?", [game4.id])
        have = {c.table_id for c in scoring.scorecards(demo_event, game4.id)}
        demo_event.db.table("scorecard").insert_all(
            {"game_id": game4.id, "table_id": t.id, "state": "signed"}
            for t in room.tables(demo_event) if t.id not in have)
    # Game 4 was the last seated: it stays the game on, as the rule says.
    assert room.current_game_id(demo_event) == naive(demo_event) == game4.id


def test_nothing_seated_is_the_first_game(tmp_path) -> None:  # type: ignore[no-untyped-def]
    event = Event.create(tmp_path / "e.cardroom", NewEvent(name="E", game_kind="bid_euchre", tables=3))
    assert room.current_game_id(event) == naive(event) == room.games(event)[0].id
    event.close()
