"""The change log: which rows each commit wrote and who made it, so that an
undo never wipes a change made since by another official (a station on the
network, or the owner's own desk)."""

from __future__ import annotations

import sqlite3

import pytest

from app.models import room, scoring
from app.models.errors import InputError
from app.models.event import Event
from app.models.event.changelog import OWNER, SYSTEM
from app.models.event.eventfile import check_event_file
from app.models.event.operations import ChangedSince, Dispatcher, Trusted
from app.models.rulings.rules import RenameEvent
from app.models.scoring.sheets import WriteSheet

STATION = "LAPTOP-2 (scorekeeper)"


@pytest.fixture
def demo(demo_event: Event) -> Event:
    """The demo day, a throwaway copy (tests/conftest.py)."""
    return demo_event


def hand(number: int, tricks: int = 4) -> dict[str, object]:
    return {"number": number, "dealer": "NESW"[(number - 1) % 4], "declarers": "N", "contract": "3H",
            "tricks": tricks, "detail": {}}


def game4(event: Event) -> int:
    return room.games(event)[3].id


def at(event: Event, origin: str) -> Dispatcher:
    return Dispatcher(event, Trusted(), origin=origin)


def test_each_commit_is_numbered_with_its_rows_and_who_made_it(demo: Event) -> None:
    log = demo.track_changes()
    seen = []
    log.subscribe(seen.append)
    done = at(demo, STATION).run(WriteSheet(game4(demo), 1, (hand(1),)))
    assert done.commit == 1 == log.number
    commit = seen[-1]
    assert commit.origin == STATION and "hand" in commit.rows and "scorecard" in commit.rows
    assert commit.topics == ("scores",)
    card = scoring.scorecard(demo, game4(demo), 1)
    assert card is not None and card.id in commit.rows["scorecard"]
    # A change the rules refuse is rolled back with its rows: no commit.
    with pytest.raises(InputError):
        at(demo, STATION).run(WriteSheet(game4(demo), 999, (hand(1),)))  # no such table
    assert log.number == 1 and not log.pending()
    # The model's own callers (the clock storing a deadline, a wrong PIN) are nobody in particular.
    Dispatcher(demo, Trusted()).run(RenameEvent("Summer Games"))
    assert seen[-1].origin == SYSTEM


def test_an_undo_is_refused_when_another_official_changed_the_sheet_since(demo: Event) -> None:
    """Hand 4 written at the owner's desk, hands 5 to 8 at a station on the
    same sheet: the owner's Ctrl+Z of hand 4 would put back the sheet before
    it, wiping the station's four acknowledged hands. It is refused."""
    demo.track_changes()
    game = game4(demo)
    owner, station = at(demo, OWNER), at(demo, STATION)
    three = tuple(hand(n) for n in (1, 2, 3))
    station.run(WriteSheet(game, 1, three))
    mine = owner.run(WriteSheet(game, 1, (*three, hand(4))))
    theirs = station.run(WriteSheet(game, 1, (*three, *(hand(n) for n in range(4, 9)))))
    with pytest.raises(ChangedSince, match="LAPTOP-2"):
        owner.run(mine.inverse, after=mine.commit)
    assert len(scoring.hands(demo, scoring.scorecard(demo, game, 1).id)) == 8  # nothing wiped
    # The station's own undo of its own last change is fine...
    back = station.run(theirs.inverse, after=theirs.commit)
    assert len(scoring.hands(demo, scoring.scorecard(demo, game, 1).id)) == 4
    # ...and a change nobody touched since undoes as before, at either desk.
    other = owner.run(WriteSheet(game, 2, (hand(1),)))
    owner.run(other.inverse, after=other.commit)
    assert back.commit is not None


def test_changes_to_other_rows_do_not_block_an_undo(demo: Event) -> None:
    demo.track_changes()
    game = game4(demo)
    mine = at(demo, OWNER).run(WriteSheet(game, 1, (hand(1),)))
    at(demo, STATION).run(WriteSheet(game, 2, (hand(1),)))  # another table
    Dispatcher(demo, Trusted()).run(RenameEvent("Renamed"))  # the event's row, written by every commit
    at(demo, OWNER).run(mine.inverse, after=mine.commit)
    assert not scoring.hands(demo, scoring.scorecard(demo, game, 1).id)


def test_a_commit_older_than_the_log_cannot_be_vouched_for(demo: Event) -> None:
    log = demo.track_changes()
    log.keep = 3
    game = game4(demo)
    first = at(demo, OWNER).run(WriteSheet(game, 1, (hand(1),)))
    for table in (2, 3, 4):
        at(demo, OWNER).run(WriteSheet(game, table, (hand(1),)))
    with pytest.raises(ChangedSince, match="too long ago"):
        at(demo, OWNER).run(first.inverse, after=first.commit)


def test_the_log_adds_nothing_to_the_file(demo: Event) -> None:
    """TEMP triggers belong to the connection: the file's schema stays exactly
    what the migrations make, and it opens again as Cardroom's own."""
    demo.track_changes()
    at(demo, OWNER).run(WriteSheet(game4(demo), 1, (hand(1),)))
    assert not demo.conn.execute("SELECT name FROM main.sqlite_master WHERE type = 'trigger'").fetchall()
    assert demo.conn.execute("SELECT count(*) FROM temp.sqlite_master WHERE type = 'trigger'").fetchone()[0]
    path = demo.path
    demo.close()
    check_event_file(path)
    with sqlite3.connect(path) as plain:
        assert not plain.execute("SELECT name FROM sqlite_master WHERE type = 'trigger'").fetchall()
    Event.open(path).close()


def test_a_view_learns_which_rows_were_written_since_it_looked(demo: Event) -> None:
    """Change notices carry what changed (issue 20): the rows of a table that
    the commits since a view's last look wrote."""
    log = demo.track_changes()
    looked = log.number
    game = game4(demo)
    at(demo, OWNER).run(WriteSheet(game, 1, (hand(1),)))
    at(demo, OWNER).run(WriteSheet(game, 2, (hand(1),)))
    cards = {scoring.scorecard(demo, game, t).id for t in (1, 2)}  # type: ignore[union-attr]
    assert log.written_since(looked, "scorecard") == cards
    assert log.written_since(log.number, "scorecard") == frozenset()
    assert log.written_since(looked, "player") == frozenset()


def test_what_changed_cannot_be_told_across_a_restore_or_beyond_the_log(demo: Event) -> None:
    log = demo.track_changes()
    looked = log.number
    demo.announce("scores")  # the file's contents replaced whole, no rows to tell
    assert log.written_since(looked, "scorecard") is None
    assert log.written_since(log.number, "scorecard") == frozenset()
    log.keep = 2
    looked = log.number
    for table in (1, 2, 3):
        at(demo, OWNER).run(WriteSheet(game4(demo), table, (hand(1),)))
    assert log.written_since(looked, "scorecard") is None  # its first commit left the window
