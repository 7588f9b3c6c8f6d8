"""The rows of an event file as plain records, and the checks of what officials type.

Every area reads its rows into these frozen dataclasses (`from_row`), so a
record never changes behind a view's back; a change is made by an operation.
"""

from __future__ import annotations

import datetime as dt
import json
import unicodedata
from dataclasses import dataclass, field, fields
from functools import cache
from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING, Any

from app.models.errors import WRONG_ENTRY, InputError, is_whole, shown
from app.models.i18n import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from sqlite_utils.db import Table

# How long a text may be where it enters the file (issue 36 point 6): one
# table for every operation's arguments (by name), the sheet's cells, the
# roster import and the interface's line edits. Generous for real use (the
# longest name on an OSGA roster is about 40 characters, a dispute or a
# reason a few sentences) and small enough that a station cannot fill the
# file, the audit log or a printed page with one field.
MAX_NAME = 80  # a player's, a team's, a district's name: two lines on a badge
MAX_EVENT_NAME = 200  # the event's name, printed as a heading
MAX_SHORT = 80  # a word or a code: initials as typed, who made a change, an infraction, a seat, a state
MAX_FILE_NAME = 255  # a backup's file name: what a file system allows
MAX_NOTE = 2_000  # a note, a reason, a dispute, a setting's text, any text inside a row: a paragraph
TEXT_CAPS: dict[str, int] = {
    "player_name": MAX_NAME, "team_name": MAX_NAME, "district": MAX_NAME, "event_name": MAX_EVENT_NAME,
    "initials": MAX_SHORT, "infraction": MAX_SHORT, "scope": MAX_SHORT, "actor": MAX_SHORT,
    "entered_by": MAX_SHORT, "revoked_by": MAX_SHORT, "recorded_by": MAX_SHORT, "new_pin": MAX_SHORT,
    "action": MAX_SHORT, "state": MAX_SHORT, "pair": MAX_SHORT, "moving_pair": MAX_SHORT, "key": MAX_SHORT,
    "closes_at": MAX_SHORT, "seat": MAX_SHORT, "backup": MAX_FILE_NAME,
}  # any other argument, and every text inside one (a row's cells, a setting's value): MAX_NOTE


@dataclass(frozen=True)
class Player:
    """A player of the roster, with their team and whether they defaulted."""

    id: int
    number: int
    name: str
    district: str = ""
    team_id: int | None = None
    floater: bool = False
    defaulted: bool = False
    defaulted_at: str | None = None
    default_reason: str | None = None


@dataclass(frozen=True)
class Team:
    """A team of two partners, and whether it defaulted."""

    id: int
    name: str
    district: str = ""
    floater: bool = False
    defaulted: bool = False
    defaulted_at: str | None = None
    default_reason: str | None = None


@dataclass(frozen=True)
class Session:
    """A session of the event: its number, day, name and date."""

    id: int
    number: int
    day: int
    name: str
    closes_at: str | None = None
    date: str | None = None  # ISO date: an event may run over several days


@dataclass(frozen=True)
class Game:
    """A game of a session, with its planned and actual times."""

    id: int
    session_id: int
    number: int
    number_in_session: int
    planned_start: str | None
    planned_end: str | None
    actual_start: str | None = None
    actual_end: str | None = None


@dataclass(frozen=True)
class RoomTable:
    """A card table of the room and how many seats it has."""

    id: int
    number: int
    seats: int
    label: str | None = None


@dataclass(frozen=True)
class Scorecard:
    """One table's sheet for one game: its state, signature and totals."""

    id: int
    game_id: int
    table_id: int
    state: str
    signed_initials: str | None = None
    signed_at: str | None = None
    time_called_after: int | None = None
    moving_pair: str | None = None
    updated_at: str | None = None
    ns_points: int | None = None  # hand points of a partnership sheet, penalties apart
    ew_points: int | None = None
    note: str | None = None  # why the sheet is disputed
    unlocked: str | None = None  # JSON: the signed version and the reason, while corrected

    @property
    def signed(self) -> bool:
        return self.state == "signed"

    @property
    def correction(self) -> dict[str, Any] | None:
        """The signed version and the reason, while the sheet is unlocked."""
        return json.loads(self.unlocked) if self.unlocked else None


@dataclass(frozen=True)
class Hand:
    """One hand written on a scorecard."""

    id: int
    scorecard_id: int
    number: int
    dealer: str | None = None
    declarers: str | None = None
    contract: str | None = None
    tricks: int | None = None
    detail: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Penalty:
    """A penalty assessed in a game, and its revocation if it was revoked."""

    id: int
    game_id: int
    table_id: int | None
    player_id: int | None
    team_id: int | None
    infraction: str
    points: int
    fine: int
    note: str | None
    entered_by: str | None
    entered_at: str
    revoked_at: str | None = None
    revoked_by: str | None = None
    revoke_reason: str | None = None
    doubled: bool = False  # a repeat offence, its points and fine doubled (whist, rulings §6)


@dataclass(frozen=True)
class EventInfo:
    """The event's identity: name, game, dates and venue."""

    name: str
    game_kind: str
    created_at: str
    starts_on: str | None
    venue: str | None
    uid: str | None = None  # the event's identity (app/models/event/identity.py)
    owner_epoch: int = 0  # raised by each takeover of a dead owner's event (issue 39)


# Names longer than Cardroom stores (TEXT_CAPS), written into the file by
# another program, are read clipped: every list, board and page that shows
# one measured a 10 MB name on each layout (the self-test took 57 s instead
# of 1.5 s). The file keeps what it holds; saving an edit of such a player
# writes the clipped name.
CLIPPED: dict[type, tuple[tuple[str, int], ...]] = {
    Player: (("name", MAX_NAME), ("district", MAX_NAME)),
    Team: (("name", MAX_NAME), ("district", MAX_NAME)),
    EventInfo: (("name", MAX_EVENT_NAME),),
}


@cache
def field_names(cls: type) -> frozenset[str]:
    return frozenset(f.name for f in fields(cls))


def clip(value: Any, maximum: int) -> Any:
    """A text longer than `maximum` as Cardroom shows it: cut, with "…"."""
    if isinstance(value, str) and len(value) > maximum:
        return value[: maximum - 1] + "…"
    return value


# A character is at most 4 bytes of UTF-8: a text of more bytes than this
# holds more characters than any cap + 1, so cutting it in SQL changes
# nothing `clip` would not (shorter texts come whole, as from_row reads them).
_BYTES_A_CHARACTER = 4


def clipped_column(column: str, maximum: int = MAX_NAME) -> str:
    """`column` in a SELECT that reads names without `from_row`: a text far
    over `maximum` cut by SQLite to `maximum + 1` characters, so a 10 MB
    name written with another program is never copied into Python; `clip`
    then gives it the "…" every other list shows."""
    return (f"CASE WHEN typeof({column}) = 'text' AND length(CAST({column} AS BLOB)) > "
            f"{_BYTES_A_CHARACTER * (maximum + 1)} THEN substr({column}, 1, {maximum + 1}) ELSE {column} END")


def from_row(cls: type, row: dict[str, Any]) -> Any:
    names = field_names(cls)
    values = {k: v for k, v in row.items() if k in names}
    for key, maximum in CLIPPED.get(cls, ()):
        if key in values:
            values[key] = clip(values[key], maximum)
    for flag in ("floater", "defaulted", "doubled"):
        if flag in values:
            values[flag] = bool(values[flag])
    if cls is Hand:
        values["detail"] = json.loads(row.get("detail") or "{}")
    return cls(**values)


# At most this many ids bound in one `IN (...)`: older SQLite builds take
# no more than 999 variables a statement.
IDS_A_QUERY = 500


def id_chunks(ids: Iterable[Any]) -> Iterator[tuple[str, list[Any]]]:
    """The distinct ids (None left out), sorted, in pieces one query binds:
    each as ("?,?,…", piece), for `... IN ({marks})`."""
    wanted = sorted({i for i in ids if i is not None})
    for start in range(0, len(wanted), IDS_A_QUERY):
        piece = wanted[start:start + IDS_A_QUERY]
        yield ",".join("?" * len(piece)), piece


def pk(inserted: Table) -> int:
    """The id of the row just inserted."""
    assert inserted.last_pk is not None
    return int(inserted.last_pk)


def now_iso() -> str:
    return dt.datetime.now().isoformat(timespec="seconds")


PLAYER_NEEDS_NAME = QT_TRANSLATE_NOOP("Errors", "A player needs a name.")
EVENT_NEEDS_NAME = QT_TRANSLATE_NOOP("Errors", "The event needs a name.")
INVISIBLE_NAME = QT_TRANSLATE_NOOP(
    "Errors",
    "This name is made only of invisible characters (such as zero-width spaces or direction "
    "marks), so nobody could read it on a list: type a name with letters you can see.",
)

# Code points that show nothing and are neither control nor format
# characters (Unicode's "default ignorable" ones): the combining grapheme
# joiner, the Hangul fillers, Khmer inherent vowels, Mongolian free
# variation selectors and the variation selectors.
_IGNORABLE = frozenset(
    "\u034f\u115f\u1160\u17b4\u17b5\u180b\u180c\u180d\u180f\u3164\uffa0"
    + "".join(map(chr, range(0xFE00, 0xFE10)))
    + "".join(map(chr, range(0xE0100, 0xE01F0)))
)


def invisible(char: str) -> bool:
    """A character that shows nothing: a control (NUL), a format character
    (zero-width space, joiner and non-joiner, word joiner U+2060, byte order
    mark U+FEFF, the bidi embeddings, overrides and isolates U+202A..U+202E,
    U+2066..U+2069), a lone surrogate or another default-ignorable code point."""
    return unicodedata.category(char) in ("Cc", "Cf", "Cs") or char in _IGNORABLE


def visible_text(value: str) -> str:
    """A name or label as Cardroom keeps it: runs of spaces made one space;
    controls (NUL, escape) and lone surrogates dropped wherever they are;
    spaces and invisible characters dropped at both ends. Format characters
    inside are kept: a zero-width joiner builds an emoji, a non-joiner is
    part of the spelling of Persian and Indic names."""
    kept = "".join(c for c in value if c.isspace() or unicodedata.category(c) not in ("Cc", "Cs"))
    text = " ".join(kept.split())
    start, end = 0, len(text)
    while start < end and (text[start].isspace() or invisible(text[start])):
        start += 1
    while end > start and (text[end - 1].isspace() or invisible(text[end - 1])):
        end -= 1
    return text[start:end]


def visible_name(value: str, field_name: str, missing: str) -> str:
    """`visible_text(value)`, refused when nothing is left: with the marked
    text `missing` ("A team needs a name.") for an empty name, with a message
    that says so for one made only of invisible characters, and with the
    value itself for one that is no text at all."""
    if not isinstance(value, str):
        raise InputError(field_name, WRONG_ENTRY, argument=field_name, value=shown(value))
    text = visible_text(value)
    if not text:
        if value.strip():
            raise InputError(field_name, INVISIBLE_NAME)
        raise InputError(field_name, missing)
    return text


NAME_TOO_LONG = QT_TRANSLATE_NOOP("Errors", "A name can have at most {maximum} characters.")


def clean_name(value: Any, field_name: str = "name", maximum: int = MAX_NAME, missing: str = PLAYER_NEEDS_NAME) -> str:
    text = visible_name(str(value or ""), field_name, missing)
    if len(text) > maximum:
        raise InputError(field_name, NAME_TOO_LONG, maximum=maximum)
    return text


def clean_number(value: Any) -> int:
    """A player number: a whole number from 1 to 9999, as typed on a badge."""
    text = str(value).strip() if value is not None else ""
    try:
        number = int(text)
    except ValueError:
        number = 0
    if not text.isdigit() or not 1 <= number <= 9999:
        raise InputError(
            "number",
            QT_TRANSLATE_NOOP(
                "Errors",
                "Player number “{value}” is not valid: use a whole number from "
                "1 to 9999.",
            ),
            value=value,
        )
    return number


FIELD_LABELS = {
    "tables": QT_TRANSLATE_NOOP("Errors", "The number of tables"),
    "days": QT_TRANSLATE_NOOP("Errors", "The number of days"),
    "sessions": QT_TRANSLATE_NOOP("Errors", "The number of sessions"),
    "games_per_session": QT_TRANSLATE_NOOP("Errors", "The number of games per session"),
    "game_minutes": QT_TRANSLATE_NOOP("Errors", "The length of a game in minutes"),
    "break_minutes": QT_TRANSLATE_NOOP("Errors", "The length of a break in minutes"),
}


def check_count(field_name: str, value: int, low: int, high: int) -> int:
    if not is_whole(value, low, high):
        raise InputError(
            field_name,
            QT_TRANSLATE_NOOP(
                "Errors", "{field} must be a whole number from {low} to {high}."
            ),
            field=FIELD_LABELS[field_name],
            low=low,
            high=high,
        )
    return value


