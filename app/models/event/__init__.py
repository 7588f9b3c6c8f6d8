"""The event file: what one `.cardroom` file holds and how it is changed.

- `file.py`: `Event`, the open file (connection, transactions, notices);
- `records.py`: its rows as plain records;
- `create.py`, `eventfile.py`, `migrations.py`: making, checking, opening and
  migrating files; `backups.py`: copies, restore and recovery;
- `operations.py`: how every change is made (an `Operation`, run by a
  `Dispatcher` that checks the convenor's permission);
- `auditlog.py`, `points.py`, `pinhash.py`: what every area writes alike.

The tournament itself (roster, room, clock, rulings, scoring, seating) is in
the sibling packages, each over an `Event`.
"""

from typing import TYPE_CHECKING, Any

from app.models.event.file import (
    ALL_TOPICS,
    EVENT,
    ROSTER,
    SCHEDULE,
    SCORES,
    SEATING,
    Event,
    Listener,
    WriteFailed,
    write_failed,
)
from app.models.event.records import (
    MAX_NAME,
    EventInfo,
    Game,
    Hand,
    Penalty,
    Player,
    RoomTable,
    Scorecard,
    Session,
    Team,
    clean_name,
    clean_number,
    from_row,
    now_iso,
)

if TYPE_CHECKING:
    from app.models.event.create import NewEvent


def __getattr__(name: str) -> Any:
    # NewEvent is imported when first asked for: opening an event (the
    # program's start) does not load what making one takes (create.py).
    if name == "NewEvent":
        from app.models.event.create import NewEvent

        globals()["NewEvent"] = NewEvent
        return NewEvent
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = [
    "ALL_TOPICS", "EVENT", "ROSTER", "SCHEDULE", "SCORES", "SEATING", "Event", "EventInfo", "Game",
    "Hand", "Listener", "MAX_NAME", "NewEvent", "Penalty", "Player", "RoomTable", "Scorecard",
    "Session", "Team", "WriteFailed", "clean_name", "clean_number", "from_row", "now_iso",
    "write_failed",
]
