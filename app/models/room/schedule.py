"""The room's tables and the day's sessions and games, as the schedule stands."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from app.models.errors import InputError
from app.models.event import SCHEDULE, Event, Game, RoomTable, Session, from_row
from app.models.event.operations import Context, Done, Operation, operation
from app.models.i18n import QT_TRANSLATE_NOOP


def sessions(event: Event) -> list[Session]:
    return [from_row(Session, r) for r in event.select("SELECT * FROM session ORDER BY number")]


def games(event: Event) -> list[Game]:
    return [from_row(Game, r) for r in event.select("SELECT * FROM game ORDER BY number")]


def game(event: Event, game_id: int) -> Game:
    return from_row(Game, event.get("game", game_id))


def tables(event: Event) -> list[RoomTable]:
    return [from_row(RoomTable, r) for r in event.select("SELECT * FROM room_table ORDER BY number")]


def table_number(event: Event, table_id: int) -> int:
    """The number of a room table (the officials' name for it) from its id."""
    return int(event.get("room_table", table_id)["number"])


def table_id(event: Event, number: int) -> int:
    """The id of the table officials call `number`; an InputError if there is none."""
    rows = event.select("SELECT id FROM room_table WHERE number = ?", [number])
    if not rows:
        raise InputError(
            "table",
            QT_TRANSLATE_NOOP("Errors", "There is no table {value} in this event."),
            value=number,
        )
    return int(rows[0]["id"])


def closing_time(event: Event, session_number: int) -> str | None:
    return next((s.closes_at for s in sessions(event) if s.number == session_number), None)


@operation
@dataclass(frozen=True)
class SetSessionClosing(Operation):
    """Set (or clear, with None) the time by which a session must finish."""

    session: int
    closes_at: str | None

    name = "set_session_closing"
    topics = (SCHEDULE,)
    label = QT_TRANSLATE_NOOP("Operations", "Closing time of session {session}")

    def apply(self, event: Event, ctx: Context) -> Done:
        if self.closes_at is not None:
            try:
                dt.datetime.fromisoformat(self.closes_at)
            except (TypeError, ValueError):
                raise InputError(
                    "closes_at",
                    QT_TRANSLATE_NOOP("Errors", "“{value}” is not a time of day."),
                    value=self.closes_at,
                ) from None
        if not event.conn.execute("SELECT 1 FROM session WHERE number = ?", [self.session]).fetchone():
            raise InputError(
                "session", QT_TRANSLATE_NOOP("Errors", "There is no session {value} in this event."),
                value=self.session)
        before = closing_time(event, self.session)
        event.conn.execute(
            "UPDATE session SET closes_at = ? WHERE number = ?", [self.closes_at, self.session]
        )
        return Done(None, SetSessionClosing(self.session, before))

