"""The players' page's view kept between snapshots (issue 38, scale): after
any change an official makes, the kept snapshot is what a fresh `snapshot`
of the file gives, to the byte of what the phones are sent."""

from __future__ import annotations

import random
import shutil
from pathlib import Path
from typing import Any

import pytest

from app.models import room, scoring
from app.models.errors import CardroomError
from app.models.event import Event
from app.models.event.operations import Dispatcher, Done, Operation, Trusted
from app.models.room.seats import SetSeating
from app.models.roster import people
from app.models.roster.people import AddPlayer
from app.models.rulings.ledger import AddPenalty
from app.models.scoring.sheets import SignSheet, UnlockSheet, WriteSheet
from app.models.scoring.sheets import snapshot as sheet_snapshot
from app.net.players_page import Bodies, KeptView, snapshot

NOW = 1_900_000_000.0


def looked(reader: Event, view: KeptView, commit: int, last: Bodies | None) -> tuple[Any, Any, Bodies, Bodies]:
    """The kept snapshot and a fresh one, from one read transaction of the
    page's own read-only connection (as `PlayersPage._read` reads), with
    their answers' bytes."""
    reader.conn.execute("BEGIN")
    try:
        kept = view.snapshot(reader, commit, NOW)
        fresh = snapshot(reader, commit, NOW)
    finally:
        reader.conn.execute("COMMIT")
    return kept, fresh, Bodies.of(kept, last), Bodies.of(fresh)


def same(kept: Any, fresh: Any, kept_bytes: Bodies, fresh_bytes: Bodies, step: str) -> None:
    assert kept.state == fresh.state, step
    assert kept.players == fresh.players, step
    assert kept.names == fresh.names, step
    assert kept_bytes.state == fresh_bytes.state, step
    assert kept_bytes.standings == fresh_bytes.standings, step
    for number in fresh.players:
        assert kept_bytes.player(number) == fresh_bytes.player(number), (step, number)


class Day:
    """Random changes to the demo day, as officials make them."""

    def __init__(self, event: Event, rng: random.Random) -> None:
        self.event, self.rng = event, rng
        self.run = Dispatcher(event, Trusted()).run
        self.done: list[Done] = []
        self.made: dict[str, int] = {}
        games = room.games(event)
        first = scoring.scorecards(event, games[0].id)
        self.hands = sheet_snapshot(event, next(c for c in first if c.signed).id)["hands"]

    def cards(self, signed: bool | None = None) -> list[Any]:
        found = []
        for game_id in room.seated_games(self.event):
            for card in scoring.scorecards(self.event, game_id):
                if signed is None or bool(card.signed) == signed:
                    found.append(card)
        return found

    def step(self) -> str:
        kind = self.rng.choice(["sign", "sign", "correct", "unlock", "seat", "penalty", "undo", "undo", "cell"])
        op = getattr(self, kind)()
        if op is None:
            return kind + " (none)"
        try:
            done = self.run(op, "Desk")
        except CardroomError:
            return kind + " (refused)"
        if kind != "undo":
            self.done.append(done)
        self.made[kind] = self.made.get(kind, 0) + 1
        return kind

    def open_tables(self) -> list[tuple[int, int]]:
        """(game id, table number) of every seated table whose sheet is not signed."""
        found = []
        for game_id in room.seated_games(self.event):
            signed = {room.table_number(self.event, c.table_id) for c in scoring.scorecards(self.event, game_id)
                      if c.signed}
            found += [(game_id, n) for n in sorted(room.seated_tables(self.event, game_id)) if n not in signed]
        return found

    def cell(self) -> Operation | None:
        tables = self.open_tables()
        if not tables:
            return None
        hands = [dict(h) for h in self.hands[: self.rng.randint(1, len(self.hands))]]
        game_id, table = self.rng.choice(tables)
        return WriteSheet(game_id, table, tuple(hands))

    def sign(self) -> Operation | None:
        tables = self.open_tables()
        if not tables:
            return None
        game_id, table = self.rng.choice(tables)
        hands = [dict(h) for h in self.hands]
        hands[-1]["tricks"] = self.rng.randint(0, 8)
        try:
            self.run(WriteSheet(game_id, table, tuple(hands)), "Desk")
        except CardroomError:
            return None
        card = next(c for c in scoring.scorecards(self.event, game_id)
                    if room.table_number(self.event, c.table_id) == table)
        return SignSheet(card.id, "AB")

    def unlock(self) -> Operation | None:
        signed = self.cards(signed=True)
        return UnlockSheet(self.rng.choice(signed).id, "recount") if signed else None

    def correct(self) -> Operation | None:
        """A signed sheet unlocked, a hand changed and signed again."""
        signed = self.cards(signed=True)
        if not signed:
            return None
        card = self.rng.choice(signed)
        self.run(UnlockSheet(card.id, "recount"), "Desk")
        hands = [dict(h) for h in sheet_snapshot(self.event, card.id)["hands"]]
        hands[0]["tricks"] = self.rng.randint(0, 8)
        try:
            self.run(WriteSheet(card.game_id, room.table_number(self.event, card.table_id), tuple(hands)), "Desk")
        except CardroomError:
            pass
        return SignSheet(card.id, "CD")

    def seat(self) -> Operation | None:
        """The next game seated as a shuffle of the last seated one, or two
        players of a seated game swapped."""
        games = room.games(self.event)
        seated = room.seated_games(self.event)
        seating = room.seating(self.event, seated[-1])
        players = list(seating.values())
        self.rng.shuffle(players)
        later = [g.id for g in games if g.id not in seated]
        if later and self.rng.random() < 0.5:
            return SetSeating.of(later[0], dict(zip(seating, players)))
        game_id = self.rng.choice(seated)
        seating = dict(room.seating(self.event, game_id))
        a, b = self.rng.sample(sorted(seating), 2)
        seating[a], seating[b] = seating[b], seating[a]
        return SetSeating.of(game_id, seating)

    def penalty(self) -> Operation | None:
        game_id = self.rng.choice(room.seated_games(self.event))
        seating = room.seating(self.event, game_id)
        (table, _seat), player = self.rng.choice(sorted(seating.items()))
        return AddPenalty(game_id, table, "hesitation", None, player, None, None, "", "Desk")

    def undo(self) -> Operation | None:
        return self.done.pop().inverse if self.done else None


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_kept_snapshot_after_random_changes_is_a_fresh_one(demo_file: Path, tmp_path: Path, seed: int) -> None:
    path = tmp_path / "day.cardroom"
    shutil.copy(demo_file, path)
    event = Event.open(path)
    reader = Event.open(path, readonly=True)
    try:
        day = Day(event, random.Random(seed))
        view = KeptView()
        kept, fresh, kept_bytes, fresh_bytes = looked(reader, view, 0, None)
        same(kept, fresh, kept_bytes, fresh_bytes, "first")
        steps = []
        for commit in range(1, 61):
            steps.append(day.step())
            if day.rng.random() < 0.2:
                steps.append(day.step())  # two changes between looks
            last = kept_bytes
            kept, fresh, kept_bytes, fresh_bytes = looked(reader, view, commit, last)
            same(kept, fresh, kept_bytes, fresh_bytes, " > ".join(steps[-6:]))
        # Not a vacuous run: each kind of change was made, and counted without the whole room.
        for kind in ("sign", "correct", "unlock", "seat", "penalty", "undo"):
            assert day.made.get(kind, 0) >= 1, (kind, day.made)
        assert view.full == 1
    finally:
        reader.close()
        event.close()


def test_unchanged_players_keep_their_bytes_and_moved_ones_get_new(demo_event: Event) -> None:
    """A signed sheet: its four players' blocks are made again, the others'
    bytes are the last snapshot's own."""
    view = KeptView()
    first = view.snapshot(demo_event, 1, NOW)
    bodies = Bodies.of(first)
    for number in first.players:
        bodies.player(number)
    day = Day(demo_event, random.Random(7))
    game_id, table = day.open_tables()[0]
    day.run(WriteSheet(game_id, table, tuple(dict(h) for h in day.hands)), "Desk")
    card = next(c for c in scoring.scorecards(demo_event, game_id)
                if room.table_number(demo_event, c.table_id) == table)
    day.run(SignSheet(card.id, "AB"), "Desk")
    second = view.snapshot(demo_event, 2, NOW)
    after = Bodies.of(second, bodies)
    moved = {n for n, block in second.players.items() if block is not first.players[n]}
    seating = room.seating(demo_event, game_id)
    at_table = {p.number for p in people.players(demo_event) if p.id in {pid for (n, _s), pid in seating.items()
                                                                            if n == table}}
    assert at_table and at_table <= moved, (at_table, moved)  # their results and ranks moved
    assert len(moved) < len(first.players) // 2
    for number in first.players:
        if number not in moved:
            assert after.players[number] is bodies.players[number]
    assert view.full == 1


def test_a_roster_change_counts_everything_again(demo_event: Event) -> None:
    """What the digest cannot place in a game (a player added, so a name to
    search and a block of their own) is counted whole, never guessed."""
    view = KeptView()
    view.snapshot(demo_event, 1, NOW)
    Dispatcher(demo_event, Trusted()).run(AddPlayer("Zoé Bérubé", 999), "Desk")
    kept, fresh = view.snapshot(demo_event, 2, NOW), snapshot(demo_event, 2, NOW)
    assert view.full == 2
    assert kept.players == fresh.players and kept.names == fresh.names and kept.state == fresh.state
    assert 999 in kept.players and (999, "Zoé Bérubé", "zoe berube") in kept.names
