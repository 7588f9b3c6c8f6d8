"""A signed sheet's versions as the audit log keeps them (`cards.snapshot`),
laid out as the sheet editor reads them, and what a correction changed.

The audit viewer shows a correction's sheet before and after from these: the
same form (scoresheet.py) as the editor and the printed card, so the rows,
the totals and the codes read alike. Codes and labels are left as the form
gives them (marked texts); the interface translates them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from app.models.errors import CardroomError
from app.models.scoring import scoresheet
from app.models.scoring.records import sheet_from_rows

if TYPE_CHECKING:
    from app.models.event import Event


@dataclass(frozen=True)
class Version:
    """One version of a sheet: its rows and columns as the form lays them out."""

    numbers: tuple[int, ...]  # the rows (hands, deals, rounds), in order
    columns: tuple[scoresheet.Column, ...]
    cells: dict[tuple[int, str], str]  # (row number, column key) -> the form's text
    footer: dict[str, str]  # column key -> the totals row's text
    summary: tuple[scoresheet.Line, ...]  # the totals and winners in words
    initials: str | None  # who signed it

    def text(self, number: int, key: str) -> str:
        return self.cells.get((number, key), "")


@dataclass(frozen=True)
class Change:
    """A cell a correction changed (written by the official, or the totals)."""

    number: int | None  # the row; None for the totals row
    column: scoresheet.Column
    before: str
    after: str


def version(event: Event, snapshot: Any) -> Version | None:
    """The sheet a snapshot holds, laid out; None when it is not a sheet's
    snapshot or its table can no longer score it (seats changed since)."""
    if not (isinstance(snapshot, dict) and isinstance(snapshot.get("hands"), list)
            and isinstance(snapshot.get("game_id"), int) and isinstance(snapshot.get("table"), int)):
        return None
    try:
        sheet = sheet_from_rows(
            event, snapshot["game_id"], snapshot["table"], snapshot["hands"],
            time_called_after=snapshot.get("time_called_after"), moving_pair=snapshot.get("moving_pair"))
        form = event.kind.form()
        numbers = tuple(form.numbers(sheet))
        columns = tuple(form.columns(sheet))
        cells = {(n, c.key): form.text(sheet, n, c) for n in numbers for c in columns}
        return Version(numbers, columns, cells, dict(form.footer(sheet)), tuple(form.summary(sheet)),
                       snapshot.get("initials"))
    except CardroomError:  # the table can no longer score it (seats changed since)
        return None
    except (KeyError, TypeError):
        # The hand rows as the audit log's JSON holds them: a row of another
        # shape (a file written by hand) is no sheet to show, not a crash.
        return None


def changes(before: Version, after: Version) -> list[Change]:
    """The cells that differ, row by row in reading order, then the totals;
    a row only one version has counts as written in the other as empty."""
    columns = {c.key: c for c in before.columns} | {c.key: c for c in after.columns}
    numbers = list(before.numbers) + [n for n in after.numbers if n not in before.numbers]
    found = []
    for number in numbers:
        for key, column in columns.items():
            old, new = before.text(number, key), after.text(number, key)
            if old != new:
                found.append(Change(number, column, old, new))
    for key, column in columns.items():
        old, new = before.footer.get(key, ""), after.footer.get(key, "")
        if old != new:
            found.append(Change(None, column, old, new))
    return found


def written_changes(before: Version, after: Version) -> list[Change]:
    """Those of `changes` an official wrote (not the points the rules work out)."""
    return [c for c in changes(before, after) if c.number is not None and not c.column.computed]
