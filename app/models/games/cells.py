"""A sheet's cells: what a column is, what a game's form must answer, and
reading what the scorekeeper typed (seats, pairs, yes/no, counts, places),
in English or French, case and spaces ignored."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Protocol

from app.models.errors import InputError
from app.models.games import bid_euchre
from app.models.i18n import QT_TRANSLATE_NOOP

CONTEXT = "Sheets"
Row = dict[str, Any]
Line = tuple[str, dict[str, Any]]  # a marked template (context "Sheets") and its values


@dataclass(frozen=True)
class Column:
    key: str
    label: str  # marked text, context "Sheets"; may hold {place}
    field: str = ""  # the Problem field this cell answers for; "" for a computed cell
    check: bool = False  # a yes/no cell
    place: int | None = None  # a player's column (table place from 0)
    # "seat" or "pair" or "renege": the value is a code the UI translates;
    # "places": table places from 1 ("2 4"), "fines": place:count ("3:1 4:2"),
    # the people an export names (app/models/scoring/exports.py)
    codes: str = ""
    width: int = 4  # characters

    @property
    def computed(self) -> bool:
        return not self.field


class Form(Protocol):
    def columns(self, sheet: Any) -> list[Column]: ...
    def numbers(self, sheet: Any) -> list[int]: ...
    def blank_numbers(self, sheet: Any) -> list[int]: ...  # the rows a blank paper card prints
    def text(self, sheet: Any, number: int, column: Column) -> str: ...
    def editable(self, sheet: Any, number: int, column: Column) -> bool: ...
    def write(self, sheet: Any, rows: list[Row], number: int, column: Column, text: str) -> list[Row]: ...
    def footer(self, sheet: Any) -> dict[str, str]: ...
    def summary(self, sheet: Any) -> list[Line]: ...
    # How many lines the summary comes to once the sheet is complete
    # (penalties aside): the room kept for it from the first keystroke.
    def summary_lines(self, sheet: Any) -> int: ...


# -- reading what was typed ---------------------------------------------------

SEAT_WORDS = {"N": "N", "E": "E", "S": "S", "W": "W", "O": "W", "NORTH": "N", "EAST": "E",
               "SOUTH": "S", "WEST": "W", "NORD": "N", "EST": "E", "SUD": "S", "OUEST": "W"}
PAIR_WORDS = {"NS": "NS", "SN": "NS", "EW": "EW", "WE": "EW", "EO": "EW", "OE": "EW"}
RENEGE_WORDS = {"B": "bidders", "P": "bidders", "BIDDERS": "bidders", "PRENEURS": "bidders",
                 "D": "defenders", "DEFENDERS": "defenders", "DEFENSEURS": "defenders",
                 "DÉFENSEURS": "defenders"}
_YES = {"X", "Y", "YES", "O", "OUI", "1", "V", "✓", "TRUE"}
_NO = {"", "N", "NO", "NON", "0", "FALSE"}


def normalised(text: str) -> str:
    return re.sub(r"[\s.]+", "", text).upper()


def read_seat(text: str) -> str | None:
    word = normalised(text)
    if not word:
        return None
    if word in SEAT_WORDS:
        return SEAT_WORDS[word]
    raise InputError(
        "seat", QT_TRANSLATE_NOOP("Errors", "“{value}” is not a seat: write N, E, S or W."), value=text
    )


def read_pair(text: str) -> str | None:
    word = normalised(text)
    if not word:
        return None
    if word in PAIR_WORDS:
        return PAIR_WORDS[word]
    if word in SEAT_WORDS:
        return bid_euchre.PAIR_OF_SEAT[SEAT_WORDS[word]]
    raise InputError(
        "pair", QT_TRANSLATE_NOOP("Errors", "“{value}” is not a pair: write NS or EW."), value=text
    )


def read_yes(text: str) -> bool:
    word = normalised(text)
    if word in _YES:
        return True
    if word in _NO:
        return False
    raise InputError(
        "check", QT_TRANSLATE_NOOP("Errors", "Write x for yes, or leave the cell empty."), value=text
    )


def read_count(text: str, low: int, high: int) -> int | None:
    word = normalised(text)
    if not word:
        return None
    # Python reads at most 4300 digits (ValueError beyond); a count has few.
    digits = word.lstrip("0") or "0"
    if not re.fullmatch(r"\d+", word) or len(digits) > 9 or not low <= int(digits) <= high:
        raise InputError(
            "count",
            QT_TRANSLATE_NOOP("Errors", "Write a whole number from {low} to {high}, not “{value}”."),
            low=low, high=high, value=text,
        )
    return int(digits)


def read_places(text: str, players: int) -> tuple[int, ...]:
    """Table places as typed from 1 ("1 3", "1,3" or "13"), as positions from 0."""
    digits = re.sub(r"[\s,;/+&.-]+", "", text)
    if not digits:
        return ()
    # isdecimal, not isdigit: "²" is a digit that int() refuses to read.
    if not digits.isdecimal() or any(not 1 <= int(d) <= players for d in digits) \
            or len(set(digits)) != len(digits):
        raise InputError(
            "places",
            QT_TRANSLATE_NOOP(
                "Errors", "Write table places from 1 to {players}, each once, not “{value}”."
            ),
            players=players, value=text,
        )
    return tuple(int(d) - 1 for d in digits)


def row_of(rows: list[Row], number: int) -> Row:
    for row in rows:
        if row["number"] == number:
            return dict(row, detail=dict(row.get("detail") or {}))
    return {"number": number, "dealer": None, "declarers": None, "contract": None,
            "tricks": None, "detail": {}}


def replace_row(rows: list[Row], row: Row, keep: bool) -> list[Row]:
    others = [r for r in rows if r["number"] != row["number"]]
    return sorted(others + ([row] if keep else []), key=lambda r: r["number"])


def shown(value: object) -> str:
    return "" if value is None else str(value)
