"""The seats as the board, its scene and its dialogs name them: a game's
seat codes, a seat's label in the interface's language, the room's tables.

Below the board, the scene and the panels: they all ask it, none of them
asks another for it (no import circle among the three).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from app.models import room
from app.models.event import Event
from app.models.games import GameKind


def seat_codes(kind: GameKind) -> tuple[str, ...]:
    """Every seat a table of this game can have, in order (whist adds 5 and 6)."""
    return kind.seats + kind.extra_seats


def seat_label(code: str, kind: GameKind | None = None) -> str:
    """N, E, S, W as the interface writes them; a numbered seat as it is; at
    a game whose seats are places (whist), the place from 1, as its sheet."""
    if kind is not None and not kind.compass_seats and code in seat_codes(kind):
        return str(seat_codes(kind).index(code) + 1)
    return {
        "N": QCoreApplication.translate("SeatingBoard", "N"),
        "E": QCoreApplication.translate("SeatingBoard", "E"),
        "S": QCoreApplication.translate("SeatingBoard", "S"),
        "W": QCoreApplication.translate("SeatingBoard", "W"),
    }.get(code, code)


def table_numbers(event: Event) -> list[int]:
    """The room's table numbers, in order."""
    return [t.number for t in room.tables(event)]
