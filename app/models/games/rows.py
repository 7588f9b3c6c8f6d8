"""What a game record reads from the event file: one stored hand row, and
one table's sheet with what the file says around it.

`app.models.event.Hand` has the row's shape and `app.models.scoring.records`
gives the table's; the game modules only rely on the shapes, so they can be
tested without a file.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, Protocol

from app.models.errors import is_text, is_whole

if TYPE_CHECKING:
    from app.models.games.bid_euchre import PairPenalty


class HandRow(Protocol):
    @property
    def number(self) -> int: ...

    @property
    def dealer(self) -> str | None: ...

    @property
    def declarers(self) -> str | None: ...

    @property
    def contract(self) -> str | None: ...

    @property
    def tricks(self) -> int | None: ...

    @property
    def detail(self) -> dict[str, Any]: ...


class Table(Protocol):
    """One table's sheet as a game builds its record from it: the stored
    hands and what the event file says around them, each read only when the
    game asks (a sheet is built for each of a 250-table room's tables)."""

    @property
    def hands(self) -> Sequence[HandRow]: ...

    @property
    def time_called_after(self) -> int | None: ...

    @property
    def moving_pair(self) -> str | None: ...

    def settings(self) -> dict[str, Any]:
        """The event's stored rule settings (the game's defaults apart)."""
        ...

    def setting(self, key: str) -> Any:
        """One rule setting, stored or the game's default."""
        ...

    def players(self) -> int:
        """The players seated at the table (its seats when none is yet)."""
        ...

    def pair_penalties(self) -> tuple[PairPenalty, ...]:
        """Active penalties at a partnership table, as points off NS or EW."""
        ...

    def player_penalties(self) -> tuple[int, ...]:
        """Active penalty points per table place (empty when there are none)."""
        ...

    def player_fines(self) -> tuple[int, ...]:
        """Active penalties' fines (amendes) per table place (empty when there
        are none)."""
        ...

    def selection_totals(self) -> tuple[int, ...] | None:
        """At a final table, each finalist's selection total, by table place;
        None at any other table."""
        ...


# What a stored row's cells may hold at all (the game's record judges the
# values); a game's `hand_details` say the same of its detail keys.
STORED_INT = 2**63  # what an INTEGER column of the event file holds


def text_cell(value: Any) -> bool:
    return value is None or is_text(value)


def count_cell(value: Any) -> bool:
    return value is None or is_whole(value, -STORED_INT, STORED_INT - 1)


def flag_cell(value: Any) -> bool:
    return value is None or isinstance(value, bool)


def list_of(each: Callable[[Any], bool]) -> Callable[[Any], bool]:
    return lambda value: value is None or (isinstance(value, (list, tuple)) and all(each(v) for v in value))
