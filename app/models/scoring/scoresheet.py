"""The score sheet as the scorekeeper types it: a grid of cells per game.

Pure Python. A *form* lays one game's sheet out as the paper card is read:
one row per hand (deal, round), the columns an official writes, then the
points the rules compute. `edit()` turns one typed cell into the new stored
rows, or refuses the value with the reason (an `InputError`, or the sheet's
own `Problem`s for that cell), so nothing else on the sheet changes.

Stored rows are the event file's hand rows as dicts (`number`, `dealer`,
`declarers`, `contract`, `tricks`, `detail`); `sheets.build_sheet` turns
them into the game record that scores them.

Typing conventions (both languages, case and spaces ignored):
- seats N, E, S, W (O for Ouest); pairs NS, EW (EO), or one seat of the pair;
- a renege: B or P (bidders, preneurs), D (defenders, défenseurs);
- yes/no cells: x, y, o, 1, or the words; empty for no;
- whist places 1 to 6; several declarers "1 3"; each one's tricks "5/3";
- 6 nimmt: bullheads as a number, or with "cards taken" on, the cards
  ("55 10 23"), whose bullheads are counted.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from app.models.errors import CardroomError, InputError, Problem, SheetProblems
from app.models.i18n import QT_TRANSLATE_NOOP

from app.models.games import game_kind
from app.models.games.cells import (
    CONTEXT,
    Column,
    Form,
    Line,
    Row,
    read_count,
    read_pair,
    read_places,
    read_seat,
    read_yes,
)
from app.models.games.forms import BidEuchreForm, EuchreForm, NimmtForm, WhistForm, complete_contract

__all__ = [
    "CONTEXT", "BidEuchreForm", "Column", "EuchreForm", "Form", "Line", "NimmtForm", "Row", "WhistForm",
    "cell_problems", "column", "complete_contract", "edit", "form_for", "read_count", "read_pair",
    "read_places", "read_seat", "read_yes",
]


def form_for(key: str, *, cards: bool = False) -> Form:
    """The form of the game registered as `key` (the game's own `form()`)."""
    return game_kind(key).form(cards)


def column(form: Form, sheet: Any, key: str) -> Column:
    return next(c for c in form.columns(sheet) if c.key == key)


def cell_problems(problems: Sequence[Problem], number: int, col: Column) -> list[Problem]:
    """Those of a sheet's problems that belong to one cell."""
    return [p for p in problems if col.field and p.row == number and p.field == col.field]


def edit(
    form: Form,
    build: Callable[[list[Row]], Any],
    rows: Sequence[Row],
    number: int,
    key: str,
    text: str,
) -> list[Row]:
    """The stored rows after typing `text` in a cell.

    Raises InputError when the text cannot be read for that cell, or the row
    is not on the sheet (`form.numbers`), and SheetProblems when the value
    makes a new problem in that very cell (a dealer out of rotation, tricks a
    contract cannot take); the caller keeps the rows it had. Problems
    elsewhere (a hand still missing its tricks) are the sheet's business and
    do not refuse the cell.
    """
    before = build(list(rows))
    numbers = form.numbers(before)
    if number not in numbers:  # not a row of the sheet: hand 10**6 would be stored
        raise InputError(
            "number",
            QT_TRANSLATE_NOOP("Errors", "Write a whole number from {low} to {high}, not “{value}”."),
            low=min(numbers, default=1), high=max(numbers, default=1), value=number,
        )
    col = column(form, before, key)
    if not form.editable(before, number, col):
        raise CardroomError(QT_TRANSLATE_NOOP("Errors", "This cell is worked out by Cardroom."))
    new_rows = form.write(before, list(rows), number, col, text)
    after = build(new_rows)
    if text.strip():
        known = {p.english() for p in before.problems()}
        fields = {col.field, "number"}
        fresh = [p for p in after.problems()
                 if p.row == number and p.field in fields and p.english() not in known]
        if fresh:
            raise SheetProblems(fresh)
    return new_rows
