"""Empty seats after a default while the floater team already plays, and the
convenor's two ways to fill them (rulings §6: "the seats stay empty and the
app says what the convenor can do (close the table and re-seat, or seat a
substitute), never a bare 'table not full'").

- **Close a table** (`CloseTable`): the foot table (the highest-numbered one
  in play, so the movement keeps its tables 1 to n without a gap) closes and
  its players take the empty seats at the other tables. A default leaves two
  seats empty; if the floater team is playing, it stands down too (with the
  defaulted team gone the district teams are even again, seed 003's reason
  for the floater), which frees two more: four seats, the foot table's four
  players. Each player goes where the fewest earlier partnerships repeat,
  then in table and seat order.
- **Seat a substitute** (`SeatSubstitute`): a new player, on the roster as a
  floater (never ranked, as the floater team's players), in one empty seat.

Both are rulings (convenor mode, in the audit log) and one undo step each.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from itertools import permutations
from typing import Any, ClassVar

from app.models import room, roster, scoring
from app.models.errors import WRONG_ENTRY, InputError, shown
from app.models.event import ROSTER, SEATING, Event, Player
from app.models.event.auditlog import append as audit
from app.models.event.operations import CONVENOR, Context, Done, Operation, operation
from app.models.i18n import QT_TRANSLATE_NOOP
from app.models.room.seats import Seats, SetSeating, as_list, as_seats
from app.models.roster.people import AddPlayer, RemovePlayer
from app.models.seating.plans import partnerships

SEAT_ORDER = "NESW"
PARTNER = {"N": "S", "S": "N", "E": "W", "W": "E"}

NO_GAME = QT_TRANSLATE_NOOP("Errors", "There is no game {value} in this event.")
NOT_PARTNERS = QT_TRANSLATE_NOOP(
    "Errors", "Closing a table re-seats partnership games (euchre); this game seats players one by one.")
NOTHING_EMPTY = QT_TRANSLATE_NOOP("Errors", "Every table of game {game} is full: there is no table to close.")
ONE_TABLE = QT_TRANSLATE_NOOP("Errors", "Game {game} is played at one table: it cannot be closed.")
CANNOT_EVEN = QT_TRANSLATE_NOOP(
    "Errors",
    "Game {game} has %n empty seat(s): closing table {table} would not fill them (it frees four seats "
    "with the floater team standing down, if it plays). Seat a substitute in each empty seat instead.",
    "", 1,
)
SHEET_WRITTEN = QT_TRANSLATE_NOOP(
    "Errors", "Table {table} already has a score sheet in game {game}: its players are not moved. "
    "Seat a substitute instead.")
SEAT_TAKEN = QT_TRANSLATE_NOOP(
    "Errors", "Table {table} {seat} is taken in game {game}: a substitute takes an empty seat.")
NOT_A_SEAT = QT_TRANSLATE_NOOP("Errors", "Table {table} has no seat {seat} in game {game}.")
NOT_A_TABLE = QT_TRANSLATE_NOOP("Errors", "Nobody plays at table {table} in game {game}: a substitute fills a seat "
                                "at a table in play.")
SIGNED = QT_TRANSLATE_NOOP("Errors", "Table {table}'s sheet of game {game} is signed: its seats do not change.")
NOT_A_SUBSTITUTE = QT_TRANSLATE_NOOP("Errors", "{name} is not a substitute seated in game {game}.")


def _check_game(event: Event, game_id: int) -> int:
    if not event.exists("game", game_id):
        raise InputError("game", NO_GAME, value=game_id)
    return room.game(event, game_id).number


def empty_seats(event: Event, game_id: int, seats: Seats | None = None) -> list[tuple[int, str]]:
    """The empty seats of the tables in play in a partnership game, head
    first (a whist or 6 nimmt table seats as many as it has)."""
    if not event.kind.partners:
        return []
    seats = room.seating(event, game_id) if seats is None else seats
    tables = sorted({table for table, _seat in seats})
    return [(table, code) for table in tables for code in SEAT_ORDER if (table, code) not in seats]


@dataclass(frozen=True)
class Closing:
    """What closing a table does: the table, the seating after, the floater
    players who stand down, and each moved player's seat (from -> to)."""

    table: int
    seats: Seats
    stood_down: tuple[int, ...]
    moves: tuple[tuple[int, tuple[int, str], tuple[int, str]], ...]


def closing(event: Event, game_id: int) -> Closing:
    """The seating of a game with its foot table closed (see the module's
    rule), or an InputError saying why it cannot be."""
    number = _check_game(event, game_id)
    if not event.kind.partners:
        raise InputError("game", NOT_PARTNERS)
    seats = room.seating(event, game_id)
    empty = empty_seats(event, game_id, seats)
    if not empty:
        raise InputError("game", NOTHING_EMPTY, game=number)
    tables = sorted({table for table, _seat in seats})
    foot = tables[-1]
    if len(tables) < 2:
        raise InputError("game", ONE_TABLE, game=number)
    players = {p.id: p for p in roster.players(event)}
    floaters = [place for place, pid in sorted(seats.items()) if players[pid].floater]
    stand_down = [] if len(empty) == 4 else floaters
    if len(empty) + len(stand_down) != 4:
        raise InputError("game", CANNOT_EVEN, count=len(empty), game=number, table=foot)
    after = {place: pid for place, pid in seats.items() if place not in stand_down}
    freed = sorted(place for place in [*empty, *stand_down] if place[0] != foot)
    leaving = [(place, after.pop(place)) for place in sorted(after, key=_order) if place[0] == foot]
    touched = {foot} | {table for table, _seat in freed}
    written = sorted(room.table_number(event, c.table_id) for c in scoring.scorecards(event, game_id))
    for table in written:
        if table in touched:
            raise InputError("game", SHEET_WRITTEN, table=table, game=number)
    history = partnerships(event, [g.id for g in room.games(event) if g.number <= number])
    order = _best_order([pid for _place, pid in leaving], freed, after, history)
    moves = []
    for (origin, pid), place in zip(leaving, order):
        after[place] = pid
        moves.append((pid, origin, place))
    return Closing(foot, after, tuple(seats[place] for place in stand_down), tuple(moves))


def _order(place: tuple[int, str]) -> tuple[int, int]:
    return place[0], SEAT_ORDER.index(place[1]) if place[1] in SEAT_ORDER else len(SEAT_ORDER)


def _best_order(movers: list[int], freed: list[tuple[int, str]], seats: Seats,
                history: set[frozenset[str]]) -> list[tuple[int, str]]:
    """The freed seats in the order the movers take them: the order whose new
    partnerships repeat the fewest earlier ones (this game's included: two
    partners of the closed table are not paired again), else seat order."""
    best: tuple[int, list[tuple[int, str]]] | None = None
    for order in permutations(sorted(freed, key=_order)):
        placed = dict(seats)
        placed.update(zip(order, movers))
        repeats = 0
        for (table, code), pid in zip(order, movers):
            partner = placed.get((table, PARTNER[code]))
            if partner is not None and frozenset((str(pid), str(partner))) in history:
                repeats += 1
        if best is None or repeats < best[0]:
            best = (repeats, list(order))
    return best[1] if best is not None else []


def _write(event: Event, ctx: Context, game_id: int, seats: Seats) -> Seats:
    before = room.seating(event, game_id)
    SetSeating.of(game_id, seats).apply(event, ctx)
    return before


@operation
@dataclass(frozen=True)
class CloseTable(Operation):
    """Close a game's foot table and re-seat its players in the empty seats
    (the floater team standing down if that evens the room). `seats`: the
    seating to put back instead (an undo or a redo), as stored."""

    game_id: int
    seats: tuple[tuple[int, str, int], ...] = ()
    table: int = 0  # the table closed (for the undo's label and the log)

    name = "close_table"
    ids: ClassVar[Mapping[str, str]] = {"game_id": "game"}
    permission = CONVENOR
    topics = (SEATING,)
    label = QT_TRANSLATE_NOOP("Operations", "Close a table and re-seat its players")

    def apply(self, event: Event, ctx: Context) -> Done:
        number = _check_game(event, self.game_id)
        if self.seats:
            after, table = as_seats(self.seats), self.table
            numbers = {t.number for t in room.tables(event)}
            if not all(n in numbers and event.exists("player", pid) for (n, _s), pid in after.items()):
                raise InputError("seats", WRONG_ENTRY, argument="seats", value=shown(self.seats))
        else:
            found = closing(event, self.game_id)
            after, table = found.seats, found.table
        before = _write(event, ctx, self.game_id, after)
        closed = len({t for t, _s in after}) < len({t for t, _s in before})
        moved = sorted({pid for place, pid in before.items() if after.get(place) != pid}
                       | {pid for place, pid in after.items() if before.get(place) != pid})
        audit(event, "close_table" if closed else "reopen_table", "game", self.game_id,
              {"seats": as_list(before)},
              {"seats": as_list(after), "table": table, "game": number, "players": moved},
              actor=ctx.actor)
        return Done(table, CloseTable(self.game_id, as_list(before), table))


@operation
@dataclass(frozen=True)
class SeatSubstitute(Operation):
    """A new player, added to the roster as a floater (never ranked), in an
    empty seat of a table in play. `player_id` and `number`: the ones to
    give back (a redo)."""

    game_id: int
    table: int
    seat: str
    player_name: str
    district: str = ""
    number: int | None = None
    player_id: int | None = None

    name = "seat_substitute"
    ids: ClassVar[Mapping[str, str]] = {"game_id": "game"}
    new_ids: ClassVar[Mapping[str, str]] = {"player_id": "player"}
    permission = CONVENOR
    topics = (ROSTER, SEATING)
    label = QT_TRANSLATE_NOOP("Operations", "Seat a substitute")

    def apply(self, event: Event, ctx: Context) -> Done:
        number = _check_game(event, self.game_id)
        seats = room.seating(event, self.game_id)
        place = (self.table, self.seat)
        params: dict[str, Any] = {"table": self.table, "seat": self.seat, "game": number}
        if place in seats:
            raise InputError("seat", SEAT_TAKEN, **params)
        if not any(table == self.table for table, _seat in seats):
            raise InputError("table", NOT_A_TABLE, **params)
        if self.seat not in event.kind.seats + event.kind.extra_seats:
            raise InputError("seat", NOT_A_SEAT, **params)
        card = scoring.scorecard(event, self.game_id, self.table)
        if card is not None and card.signed:
            raise InputError("table", SIGNED, **params)
        added: Player = AddPlayer(self.player_name, self.number, self.district, None, True,
                                  self.player_id).apply(event, ctx).value
        _write(event, ctx, self.game_id, {**seats, place: added.id})
        audit(event, "seat_substitute", "game", self.game_id, None,
              {"players": [added.id], "name": added.name, "table": self.table, "seat": self.seat,
               "game": number}, actor=ctx.actor)
        return Done(added, UnseatSubstitute(self.game_id, added.id))


@operation
@dataclass(frozen=True)
class UnseatSubstitute(Operation):
    """Take a substitute out of their seat and off the roster (the undo of
    `SeatSubstitute`; refused once they have played elsewhere or been named
    by a penalty)."""

    game_id: int
    player_id: int

    name = "unseat_substitute"
    ids: ClassVar[Mapping[str, str]] = {"game_id": "game"}
    permission = CONVENOR
    topics = (ROSTER, SEATING)
    label = QT_TRANSLATE_NOOP("Operations", "Take a substitute back")

    def apply(self, event: Event, ctx: Context) -> Done:
        number = _check_game(event, self.game_id)
        seats = room.seating(event, self.game_id)
        place = next((p for p, pid in seats.items() if pid == self.player_id), None)
        if place is None or not event.exists("player", self.player_id):
            name = roster.player(event, self.player_id).name if event.exists("player", self.player_id) else "?"
            raise InputError("player", NOT_A_SUBSTITUTE, name=name, game=number)
        gone = roster.player(event, self.player_id)
        _write(event, ctx, self.game_id, {p: pid for p, pid in seats.items() if p != place})
        RemovePlayer(self.player_id).apply(event, ctx)  # seated nowhere else now, and no penalty
        audit(event, "unseat_substitute", "game", self.game_id,
              {"players": [gone.id], "name": gone.name, "table": place[0], "seat": place[1], "game": number},
              None, actor=ctx.actor)
        return Done(None, SeatSubstitute(self.game_id, place[0], place[1], gone.name, gone.district,
                                         gone.number, gone.id))
