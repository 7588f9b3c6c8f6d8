"""Who sits where in each game: read, replaced whole, and when that needs the convenor."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import ClassVar

from app.models.errors import InputError
from app.models.event import SEATING, Event
from app.models.event.auditlog import append as audit
from app.models.event.covered import RECORD, RESEAT, table_record
from app.models.event.operations import UNKNOWN_ROW, Context, Done, Operation, operation
from app.models.i18n import QT_TRANSLATE_NOOP
from app.models.room import schedule

Seats = dict[tuple[int, str], int]  # (table number, seat code) -> player id


def seating(event: Event, game_id: int) -> Seats:
    """(table number, seat code) -> player id, for one game."""
    sql = (
        "SELECT t.number, s.seat, s.player_id FROM seat s "
        "JOIN room_table t ON t.id = s.table_id WHERE s.game_id = ?"
    )
    return {(n, seat): pid for n, seat, pid in event.conn.execute(sql, [game_id])}


def seated_games(event: Event) -> list[int]:
    """The ids of the games with anyone seated. One index look-up a game (the
    clock asks at every tick), not a scan of every seat of the event."""
    sql = "SELECT g.id FROM game g WHERE EXISTS (SELECT 1 FROM seat s WHERE s.game_id = g.id) ORDER BY g.id"
    return [r[0] for r in event.conn.execute(sql)]


def game_signed(event: Event, game_id: int) -> bool:
    """Whether a game is seated and every seated table has a signed sheet:
    it has been played, whatever the clock did (issue 35 point 13). Both
    counts read the seats' covering index and one game's sheets (the clock
    asks of a game or two a look, never of every seat of the day)."""
    tables = event.conn.execute(
        "SELECT count(DISTINCT table_id) FROM seat WHERE game_id = ?", [game_id]).fetchone()[0]
    if not tables:
        return False
    done = event.conn.execute(
        "SELECT count(*) FROM scorecard WHERE game_id = ? AND state = 'signed' AND table_id IN "
        "(SELECT DISTINCT table_id FROM seat WHERE game_id = ?)", [game_id, game_id]).fetchone()[0]
    return bool(done >= tables)


def seated_tables(event: Event, game_id: int) -> set[int]:
    """The numbers of the tables anyone sits at in a game (its seats'
    covering index: a table a row, not a seat a row)."""
    sql = ("SELECT t.number FROM room_table t WHERE t.id IN "
           "(SELECT DISTINCT table_id FROM seat WHERE game_id = ?)")
    return {r[0] for r in event.conn.execute(sql, [game_id])}


def current_game_id(event: Event) -> int | None:
    """The game being played: the first seated game (in number order) whose
    seated tables are not all signed; else the last seated game, else the
    first game. One query over the sheets' index, asked on every cell the
    scorekeeper types, so it must not read every sheet of the day."""
    sql = (
        "SELECT g.id FROM game g WHERE EXISTS (SELECT 1 FROM seat s WHERE s.game_id = g.id) "
        "AND (SELECT count(*) FROM scorecard c WHERE c.game_id = g.id AND c.state = 'signed') "
        "< (SELECT count(*) FROM room_table) ORDER BY g.number LIMIT 1"
    )
    found = event.conn.execute(sql).fetchone()
    if found is None:
        found = event.conn.execute(
            "SELECT g.id FROM game g WHERE EXISTS (SELECT 1 FROM seat s WHERE s.game_id = g.id) "
            "ORDER BY g.number DESC LIMIT 1").fetchone()
    if found is None:
        found = event.conn.execute("SELECT id FROM game ORDER BY number LIMIT 1").fetchone()
    return int(found[0]) if found else None


def game_over(event: Event, game_id: int) -> bool:
    """A game is over once all its seated tables are signed, or a later game
    is seated: its seating is then changed only by the convenor, to correct
    a mistake."""
    if not event.exists("game", game_id):
        return False  # no such game: the dispatcher refuses it, naming the game
    number = schedule.game(event, game_id).number
    later = event.conn.execute(
        "SELECT 1 FROM seat s JOIN game g ON g.id = s.game_id WHERE g.number > ? LIMIT 1", [number]
    ).fetchone()
    if later:
        return True
    tables = {t for t, _s in seating(event, game_id)}
    signed = event.conn.execute(
        "SELECT COUNT(*) FROM scorecard WHERE game_id = ? AND state = 'signed'", [game_id]
    ).fetchone()[0]
    return bool(tables) and signed >= len(tables)


NO_TABLE = QT_TRANSLATE_NOOP("Errors", "There is no table {value} in this event.")
NO_SEAT = QT_TRANSLATE_NOOP("Errors", "“{value}” is not a seat at a table of this game.")
SEATED_TWICE = QT_TRANSLATE_NOOP("Errors", "Player {value} is seated twice in this seating.")
PLACE_TWICE = QT_TRANSLATE_NOOP("Errors", "Table {table}, seat {seat} is given twice in this seating.")


def check_seats(event: Event, places: Iterable[tuple[int, str, int]]) -> None:
    """A seating that can be stored and read back: each table one of the
    room's, each seat one of the game kind's (a seat "Q" would make the
    table's sheet unreadable), each player on the roster and seated once,
    each place given once; an InputError naming "seats" otherwise."""
    tables = {r[0] for r in event.conn.execute("SELECT number FROM room_table")}
    seats = set(event.kind.seats + event.kind.extra_seats)
    players, taken = set(), set()
    for table, seat, pid in places:
        if table not in tables:
            raise InputError("seats", NO_TABLE, value=table)
        if seat not in seats:
            raise InputError("seats", NO_SEAT, value=seat[:20])
        if pid in players:
            raise InputError("seats", SEATED_TWICE, value=pid)
        if (table, seat) in taken:
            raise InputError("seats", PLACE_TWICE, table=table, seat=seat)
        players.add(pid)
        taken.add((table, seat))
    unknown = players - {r[0] for r in event.conn.execute("SELECT id FROM player")}
    if unknown:
        raise InputError("seats", UNKNOWN_ROW["player"], value=min(unknown))


def as_list(seats: Mapping[tuple[int, str], int]) -> tuple[tuple[int, str, int], ...]:
    """A seating as plain data: (table, seat, player id), sorted."""
    return tuple(sorted((table, seat, pid) for (table, seat), pid in seats.items()))


def as_seats(places: Iterable[Iterable[object]]) -> Seats:
    return {(int(table), str(seat)): int(pid) for table, seat, pid in places}  # type: ignore[call-overload]


@operation
@dataclass(frozen=True)
class SetSeating(Operation):
    """Replace a game's whole seating (a drag, a move, or a whole next game).
    A game that is over needs the convenor, in both directions."""

    game_id: int
    seats: tuple[tuple[int, str, int], ...]

    name = "set_seating"
    ids: ClassVar[Mapping[str, str]] = {"game_id": "game"}
    topics = (SEATING,)
    label = QT_TRANSLATE_NOOP("Operations", "Seating of a game")

    @classmethod
    def of(cls, game_id: int, seats: Mapping[tuple[int, str], int]) -> SetSeating:
        return cls(game_id, as_list(seats))

    def needs_convenor(self, event: Event) -> bool:
        return game_over(event, self.game_id)

    def apply(self, event: Event, ctx: Context) -> Done:
        check_seats(event, self.seats)
        before = seating(event, self.game_id)
        after = {(n, s): pid for n, s, pid in self.seats}
        # Only the seats that change are written: a drop swaps two of a
        # thousand, and a write (with its change-log rows) costs per row.
        gone = [place for place, pid in before.items() if after.get(place) != pid]
        new = [(place, pid) for place, pid in after.items() if before.get(place) != pid]
        if gone or new:
            table_ids = {t.number: t.id for t in schedule.tables(event)}
            event.conn.executemany(
                "DELETE FROM seat WHERE game_id = ? AND table_id = ? AND seat = ?",
                [(self.game_id, table_ids[n], seat) for n, seat in gone])
            event.db.table("seat").insert_all(
                {"game_id": self.game_id, "table_id": table_ids[n], "seat": seat, "player_id": pid}
                for (n, seat), pid in new
            )
            _log_signed_seats(event, self.game_id, {table_ids[n] for (n, _s) in gone + [p for p, _ in new]},
                              ctx.actor)
        return Done(None, SetSeating.of(self.game_id, before))


def _log_signed_seats(event: Event, game_id: int, table_ids: set[int], actor: str) -> None:
    """The convenor corrects the seats of a signed sheet (a game that is
    over): the log records the table's new seats, as its signature recorded
    them, so the record check holds the seats to this (issue 36)."""
    for card_id, table_id, number in event.conn.execute(
            "SELECT c.id, c.table_id, t.number FROM scorecard c JOIN room_table t ON t.id = c.table_id "
            "WHERE c.game_id = ? AND c.state = 'signed' ORDER BY t.number", [game_id]).fetchall():
        if table_id in table_ids:
            audit(event, RESEAT, "scorecard", card_id, None,
                  {"game_id": game_id, "table": number, RECORD: table_record(event.conn, game_id, table_id)},
                  actor=actor)
