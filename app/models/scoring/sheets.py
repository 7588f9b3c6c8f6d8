"""Writing the tables' score sheets: saving what the scorekeeper typed,
signing, disputes, and the convenor's unlock and correction of a signed sheet.

Each change is an operation (its undo, its permission, its audit line).
The reads are in `cards.py` (as stored) and `records.py` (as the game's
record), and are named here too, so `sheets` is the one place to look for
a sheet's whole story.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from app.models.errors import WRONG_ENTRY, CardroomError, InputError, SheetProblems, is_text, is_whole, shown
from app.models.event import SCORES, Event, Scorecard, now_iso
from app.models.event.auditlog import append as audit, before_next
from app.models.event.covered import RECORD, table_record
from app.models.event.operations import (
    ALREADY,
    CONVENOR,
    CONVENOR_STATION,
    SCOREKEEPER_STATION,
    Context,
    Done,
    Operation,
    apply,
    is_plain,
    operation,
)
from app.models.event.points import rescore_stored_points
from app.models.event.records import pk
from app.models.games import bid_euchre, euchre
from app.models.games.points import partnership_sheet, stored_points
from app.models.games.rows import STORED_INT, count_cell as _count, text_cell as _text
from app.models.i18n import QT_TRANSLATE_NOOP
from app.models.room.schedule import table_id, table_number
from app.models.scoring.cards import (
    as_hands,
    as_rows,
    card,
    hands,
    scorecard,
    scorecards,
    snapshot,
    status,
)
from app.models.scoring.records import (
    build_sheet,
    final_game_id,
    load_sheet,
    offender,
    pair_penalties,
    player_penalties,
    positions,
    rows_of,
    seats_at,
    selection_totals,
    sheet_from_rows,
    sheet_renonces,
    sheet_of,
    signed_sheets,
    state_of,
    table_penalties,
    table_size,
    whist_scale,
)

__all__ = [
    "ClearDispute", "CorrectSheet", "DisputeSheet", "SetMovingPair", "SignSheet",
    "UnlockSheet", "WriteSheet", "as_hands", "as_rows", "build_sheet", "card", "final_game_id",
    "hands", "load_sheet", "offender", "pair_penalties", "partnership_sheet", "player_penalties",
    "positions", "rescore_stored_points", "rows_of", "save_rows", "save_scorecard", "save_sheet",
    "scorecard", "scorecards", "seats_at", "selection_totals", "sheet_from_rows", "sheet_of", "sheet_renonces",
    "signed_sheets", "snapshot", "state_of", "status", "stored_points", "table_penalties",
    "table_size", "whist_scale",
]

SIGNED_SHEET = QT_TRANSLATE_NOOP(
    "Errors",
    "Table {table}’s sheet is signed. To correct it, the convenor unlocks it and gives a reason.",
)
UNFINISHED_SHEET = QT_TRANSLATE_NOOP(
    "Errors",
    "The sheet is not finished: write every hand (deal, round) before signing. If time was "
    "called, mark the last hand played.",
)
ALREADY_SIGNED = QT_TRANSLATE_NOOP("Errors", "This sheet is already signed.")
NOT_SIGNED = QT_TRANSLATE_NOOP("Errors", "Only a signed sheet needs unlocking.")


MOVING_PAIR = QT_TRANSLATE_NOOP("Errors", "The moving pair is NS or EW, not “{value}”.")
MOVING_PAIRS = (None, "NS", "EW")
STATES = ("empty", "in_progress", "complete", "signed", "disputed")
# Hands, deals or rounds on one sheet: far more than any game has (a whist
# round of 24 deals, a bid euchre game with its extra hands).
MAX_ROW = 999
NOT_ROWS = QT_TRANSLATE_NOOP(
    "Errors", "A sheet is written as a list of rows, each with its number, dealer, declarers, "
    "contract, tricks and detail; {value} is not one. Nothing was changed."
)
BAD_CELL = QT_TRANSLATE_NOOP("Errors", "Row {row} of the sheet: {value} is not a possible {column}. "
                             "Nothing was changed.")
ROW_TWICE = QT_TRANSLATE_NOOP("Errors", "Row {row} is on the sheet twice. Nothing was changed.")
UNREADABLE_ROWS = QT_TRANSLATE_NOOP(
    "Errors", "These rows cannot be read as a sheet of this game. Nothing was changed."
)
BAD_STATE = QT_TRANSLATE_NOOP(
    "Errors", "“{value}” is not a state of a sheet (empty, in_progress, complete, signed or disputed)."
)
BAD_CALLED = QT_TRANSLATE_NOOP(
    "Errors", "Time is called after a hand given by its number, a whole number from 0 to {high}, "
    "not {value}."
)
NO_GAME = QT_TRANSLATE_NOOP("Errors", "There is no game {value} in this event.")
NOT_A_SHEET = QT_TRANSLATE_NOOP("Errors", "{value} is not a sheet of this event's game. Nothing was changed.")


def _quoted(value: Any) -> str:
    """A value for a “{value}” place: a text as typed, anything else as Python writes it."""
    return value[:60] if is_text(value) else shown(value)


# The columns of a stored row, and what each holds. The game's record
# judges the values (a contract that does not exist is a problem shown on
# the sheet); these only keep out what is no value of that column at all.
COLUMNS: dict[str, Callable[[Any], bool]] = {
    "number": lambda value: is_whole(value, 1, MAX_ROW),
    "dealer": _text,
    "declarers": _text,
    "contract": _text,
    "tricks": _count,
    "detail": lambda value: value is None or isinstance(value, Mapping),
}


def check_rows(event: Event, rows: Any, field: str = "rows") -> list[dict[str, Any]]:
    """The rows of a sheet as written by a caller, each column of its kind;
    an InputError naming the column (or `field`, for rows that are no rows)
    otherwise. Nothing is read from or written to the file."""
    if not isinstance(rows, (list, tuple)):
        raise InputError(field, NOT_ROWS, value=shown(rows))
    details = event.kind.rules.hand_details  # what the game keeps in a row's detail
    seen: set[int] = set()
    for row in rows:
        if not isinstance(row, Mapping) or "number" not in row or not set(row) <= COLUMNS.keys():
            raise InputError(field, NOT_ROWS, value=shown(row))
        number = row["number"]
        for column, fits in COLUMNS.items():
            value = row.get(column)
            if not fits(value):
                raise InputError(column, BAD_CELL, row=shown(number), column=column, value=shown(value))
        for key, value in (row.get("detail") or {}).items():
            if not is_text(key):
                raise InputError("detail", BAD_CELL, row=number, column="detail", value=shown(key))
            if not (is_plain(value) and details.get(key, is_plain)(value)):
                raise InputError(f"detail.{key}", BAD_CELL, row=number, column=key, value=shown(value))
        if number in seen:
            raise InputError("number", ROW_TWICE, row=number)
        seen.add(number)
    return [{**row, "detail": dict(row.get("detail") or {})} for row in rows]


def check_extras(moving_pair: Any, time_called_after: Any) -> None:
    """The moving pair and the hand time was called after, as a sheet stores them."""
    if moving_pair not in MOVING_PAIRS:
        raise InputError("moving_pair", MOVING_PAIR, value=_quoted(moving_pair))
    if time_called_after is not None and not is_whole(time_called_after, 0, MAX_ROW):
        raise InputError("time_called_after", BAD_CALLED, high=MAX_ROW, value=shown(time_called_after))


def _readable(event: Event, game_id: int, table: int, rows: list[dict[str, Any]],
              time_called_after: int | None, moving_pair: str | None) -> str:
    """The state of the sheet the rows make (`state_of`); rows of the right
    kinds that the game's record still cannot read (a 6 nimmt round of six
    places with one bullhead count) are refused here, before anything is
    written. The scorekeeper's editor builds the same sheet before it saves,
    so this never hides a game's mistake from the editor's tests."""
    try:
        sheet = sheet_from_rows(event, game_id, table, rows, time_called_after=time_called_after,
                                moving_pair=moving_pair)
        return state_of(sheet, rows)
    except CardroomError:
        raise
    except (TypeError, ValueError, LookupError, AttributeError, ArithmeticError) as exc:
        raise InputError("rows", UNREADABLE_ROWS) from exc


def _keep_readable(event: Event, game_id: int, table: int, rows: list[dict[str, Any]],
                   time_called_after: int | None, moving_pair: str | None) -> None:
    """For the writers that store rows as given (`save_scorecard`, a signed
    version put back): refuse rows the game's record cannot read at all;
    any other problem (a whist table seated with 3) is the sheet's, shown on it."""
    try:
        _readable(event, game_id, table, rows, time_called_after, moving_pair)
    except SheetProblems:
        raise  # stored values the game cannot read (whist): they would never show
    except InputError as refused:
        if refused.template == UNREADABLE_ROWS:
            raise
    except CardroomError:
        pass


def _check_game(event: Event, game_id: Any) -> None:
    if not is_whole(game_id, 1, STORED_INT - 1) or not event.exists("game", game_id):
        raise InputError("game", NO_GAME, value=shown(game_id))


def correction_reason(reason: str) -> str:
    """The convenor's reason for touching a signed sheet (required)."""
    reason = " ".join(reason.split())
    if not reason:
        raise InputError(
            "reason", QT_TRANSLATE_NOOP("Errors", "Write why the signed sheet is being corrected.")
        )
    return reason


def _write_hands(event: Event, card_id: int, rows: Sequence[dict[str, Any]]) -> None:
    event.conn.execute("DELETE FROM hand WHERE scorecard_id = ?", [card_id])
    event.db.table("hand").insert_all(
        {
            "scorecard_id": card_id,
            "number": h["number"],
            "dealer": h.get("dealer"),
            "declarers": h.get("declarers"),
            "contract": h.get("contract"),
            "tricks": h.get("tricks"),
            "detail": json.dumps(h.get("detail", {})),
        }
        for h in rows
    )


def save_scorecard(
    event: Event,
    game_id: int,
    number: int,
    rows: Sequence[dict[str, Any]],
    *,
    state: str = "in_progress",
    moving_pair: str | None = None,
    time_called_after: int | None = None,
) -> Scorecard:
    """Write a table's hands for a game (replacing earlier rows) in one step.

    A signed sheet is refused: it is corrected only once the convenor has
    unlocked it. A disputed sheet stays disputed. (The scorekeeper's own
    writes go through `WriteSheet`, which works the state out.) Every
    argument is checked first: a value of the wrong kind is an InputError
    naming it, and nothing is written.
    """
    _check_game(event, game_id)
    if not is_whole(number, 1, STORED_INT - 1):
        raise InputError("table", QT_TRANSLATE_NOOP("Errors", "There is no table {value} in this event."),
                         value=shown(number))
    if state not in STATES:
        raise InputError("state", BAD_STATE, value=_quoted(state))
    check_extras(moving_pair, time_called_after)
    rows = check_rows(event, rows)
    table_id(event, number)  # an InputError for a table the event does not have
    _keep_readable(event, game_id, number, rows, time_called_after, moving_pair)
    return _store(event, game_id, number, rows, state, moving_pair, time_called_after)


def _store(event: Event, game_id: int, number: int, rows: Sequence[dict[str, Any]], state: str,
           moving_pair: str | None, time_called_after: int | None) -> Scorecard:
    """Write checked rows (see `save_scorecard`)."""
    where = table_id(event, number)
    existing = scorecard(event, game_id, number)
    if existing is not None and existing.signed:
        raise CardroomError(SIGNED_SHEET, table=number)
    if existing is not None and existing.state == "disputed":
        state = "disputed"
    points = stored_points(event.info.game_kind, event.settings(), as_hands(rows), time_called_after)
    with event.transaction(SCORES):
        row = {
            "game_id": game_id,
            "table_id": where,
            "state": state,
            "moving_pair": moving_pair,
            "time_called_after": time_called_after,
            "updated_at": now_iso(),
            **points,
        }
        if existing is None:
            card_id = pk(event.db.table("scorecard").insert(row))
        else:
            card_id = existing.id
            event.db.table("scorecard").update(card_id, row)
        _write_hands(event, card_id, rows)
    return card(event, card_id)


@operation
@dataclass(frozen=True)
class WriteSheet(Operation):
    """What the scorekeeper holds of a table's sheet (every row, the
    time-called marker, the moving pair), written whole; the state follows
    from the rows. Undo writes back what was there."""

    game_id: int
    table: int
    rows: tuple[dict[str, Any], ...]
    time_called_after: int | None = None
    moving_pair: str | None = None

    name = "write_sheet"
    ids: ClassVar[Mapping[str, str]] = {"game_id": "game"}
    topics = (SCORES,)
    made_at = SCOREKEEPER_STATION
    label = QT_TRANSLATE_NOOP("Operations", "Sheet of table {table}")

    def apply(self, event: Event, ctx: Context) -> Done:
        existing = scorecard(event, self.game_id, self.table)
        if existing is None:
            before = WriteSheet(self.game_id, self.table, ())
        else:
            before = WriteSheet(self.game_id, self.table, tuple(as_rows(hands(event, existing.id))),
                                existing.time_called_after, existing.moving_pair)
        _check_game(event, self.game_id)
        table_id(event, self.table)  # an InputError for a table the event does not have
        check_extras(self.moving_pair, self.time_called_after)
        rows = check_rows(event, self.rows)
        if event.kind.renonce_on_sheet:
            _renonces_not_ruled(event, self.game_id, self.table, rows, before.rows)
        state = _readable(event, self.game_id, self.table, rows, self.time_called_after, self.moving_pair)
        written = _store(event, self.game_id, self.table, rows, state, self.moving_pair,
                         self.time_called_after)
        return Done(written, before)


RULED_ALREADY = QT_TRANSLATE_NOOP(
    "Errors", "{name}'s renonce in this round was already given by the convenor (a penalty at table {table}): "
    "a renonce counts once. Leave it off the sheet, or revoke the penalty in the Penalties tab first.")


def _renonces_not_ruled(event: Event, game_id: int, table: int, rows: Sequence[Mapping[str, Any]],
                        before: Sequence[Mapping[str, Any]]) -> None:
    """A renonce newly written on a whist sheet for a player the convenor
    already penalised for a renonce in that game is refused: the same
    renonce would count twice (issue 35 point 10; the desk refuses the
    other way round, app/models/rulings/ledger.py)."""
    from app.models.roster import player
    from app.models.rulings.ledger import RENONCE, penalties

    def written(found: Sequence[Mapping[str, Any]]) -> set[tuple[Any, str]]:
        seats = set()
        for row in found:
            detail = row.get("detail")
            seat = detail.get("renonce_seat") if isinstance(detail, Mapping) else None
            if seat is not None and str(seat).strip() != "":
                seats.add((row.get("number"), str(seat).strip()))
        return seats

    new = written(rows) - written(before)
    if not new:
        return
    ruled = {p.player_id for p in penalties(event, game_id, active_only=True)
             if p.infraction == RENONCE and p.player_id is not None}
    if not ruled:
        return
    order = positions(event, game_id, table)
    for number, seat in sorted(new, key=lambda item: (str(item[0]), item[1])):
        if seat.isdigit() and int(seat) < len(order) and order[int(seat)] in ruled:
            raise InputError("renonce_seat", RULED_ALREADY, name=player(event, order[int(seat)]).name,
                             table=table, row=number)


def save_rows(
    event: Event,
    game_id: int,
    table_number: int,
    rows: Sequence[dict[str, Any]],
    *,
    time_called_after: int | None = None,
    moving_pair: str | None = None,
) -> Scorecard:
    """Write the rows the sheet editor holds; the state follows from them."""
    if isinstance(rows, Sequence) and not isinstance(rows, (str, bytes)):
        rows = tuple(rows)  # anything else: refused by the dispatcher, naming "rows"
    done = apply(event, WriteSheet(game_id, table_number, rows, time_called_after, moving_pair))
    return done.value


def save_sheet(event: Event, game_id: int, number: int, sheet: Any) -> Scorecard:
    """Write a game record's rows in one step; the state follows from its content."""
    if not isinstance(sheet, event.kind.rules.record):
        raise InputError("sheet", NOT_A_SHEET, value=shown(sheet))
    called = moving = None
    if isinstance(sheet, (bid_euchre.BidEuchreGame, euchre.EuchreGame)):
        called, moving = sheet.time_called_after, sheet.moving_pair
    return save_rows(event, game_id, number, rows_of(sheet), time_called_after=called, moving_pair=moving)


def recorded(event: Event, sheet: Scorecard, after: dict[str, Any]) -> dict[str, Any]:
    """A signature's or a correction's snapshot with what else the standings
    read of that table as signed (issue 36): its seats, their players' teams
    and floater marks, and the log's count and head before this entry. A
    few rows by index: a signature at game 23 costs what it did at game 1."""
    record = table_record(event.conn, sheet.game_id, sheet.table_id)
    return {**after, RECORD: {**record, "log": before_next(event.conn)}}


@operation
@dataclass(frozen=True)
class SignSheet(Operation):
    """Sign a finished sheet with the opposing team's initials; a sheet with
    problems is refused with all of them. Signing a sheet unlocked for a
    correction records the correction (the signed version before, this one
    after, the reason). Undoing a signature is unlocking a signed sheet:
    a ruling."""

    card_id: int
    initials: str

    name = "sign_sheet"
    ids: ClassVar[Mapping[str, str]] = {"card_id": "scorecard"}
    topics = (SCORES,)
    made_at = SCOREKEEPER_STATION
    label = QT_TRANSLATE_NOOP("Operations", "Sign sheet")
    reverses = ("sign",)

    def apply(self, event: Event, ctx: Context) -> Done:
        found = card(event, self.card_id)
        if found.signed:
            raise CardroomError(ALREADY_SIGNED)
        sheet = sheet_of(event, found)
        sheet.check()
        if not sheet.complete:
            raise CardroomError(UNFINISHED_SHEET)
        clean = "".join(self.initials.split()).upper()
        if not 1 <= len(clean) <= 8:
            raise InputError(
                "initials",
                QT_TRANSLATE_NOOP("Errors", "Type the opposing team’s initials (1 to 8 letters) to sign."),
            )
        correction = found.correction
        event.db.table("scorecard").update(
            self.card_id,
            {"state": "signed", "signed_initials": clean, "signed_at": now_iso(),
             "unlocked": None, "note": None},
        )
        after = recorded(event, found, snapshot(event, self.card_id))
        if correction is not None:
            audit(event, "correct", "scorecard", self.card_id, correction["before"], after,
                  correction["reason"], ctx.actor or correction.get("actor", ""))
        else:
            audit(event, "sign", "scorecard", self.card_id, None, after, found.note or "", ctx.actor)
        return Done(None, UnlockSheet(self.card_id, ctx.undo_reason))

    @classmethod
    def reversal(cls, event: Event, entry: dict[str, Any], reason: str, actor: str) -> Operation:
        if not card(event, entry["entity_id"]).signed:
            raise CardroomError(ALREADY)
        return UnlockSheet(entry["entity_id"], reason)


@operation
@dataclass(frozen=True)
class UnlockSheet(Operation):
    """Open a signed sheet for a correction (the convenor's decision, with a
    reason). Signing it again records the correction; undo puts it back as
    it was signed."""

    card_id: int
    reason: str

    name = "unlock_sheet"
    ids: ClassVar[Mapping[str, str]] = {"card_id": "scorecard"}
    permission = CONVENOR
    topics = (SCORES,)
    made_at = SCOREKEEPER_STATION | CONVENOR_STATION
    label = QT_TRANSLATE_NOOP("Operations", "Unlock signed sheet")
    reverses = ("unlock",)

    def check(self, event: Event) -> None:
        if not card(event, self.card_id).signed:
            raise CardroomError(NOT_SIGNED)

    def apply(self, event: Event, ctx: Context) -> Done:
        self.check(event)
        reason = correction_reason(self.reason)
        before = snapshot(event, self.card_id)
        state = state_of(sheet_of(event, card(event, self.card_id)), before["hands"])
        event.db.table("scorecard").update(
            self.card_id,
            {"state": state, "unlocked": json.dumps(
                {"before": before, "reason": reason, "actor": ctx.actor, "at": now_iso()})},
        )
        audit(event, "unlock", "scorecard", self.card_id, before, None, reason, ctx.actor)
        return Done(None, CorrectSheet(self.card_id, before, ctx.undo_reason))

    @classmethod
    def reversal(cls, event: Event, entry: dict[str, Any], reason: str, actor: str) -> Operation:
        correction = card(event, entry["entity_id"]).correction
        if correction is None:
            raise CardroomError(ALREADY)  # signed again since: reverse that correction
        return CorrectSheet(entry["entity_id"], correction["before"], reason)


@operation
@dataclass(frozen=True)
class CorrectSheet(Operation):
    """Put a sheet back, signed, as an earlier signed version (a snapshot of
    the audit log), in one step: undoing an unlock, or the convenor
    reversing a correction. The log keeps both versions and the reason."""

    card_id: int
    version: dict[str, Any]
    reason: str

    name = "correct_sheet"
    ids: ClassVar[Mapping[str, str]] = {"card_id": "scorecard"}
    permission = CONVENOR
    topics = (SCORES,)
    made_at = SCOREKEEPER_STATION | CONVENOR_STATION
    label = QT_TRANSLATE_NOOP("Operations", "Put a signed sheet back")
    reverses = ("correct",)

    def apply(self, event: Event, ctx: Context) -> Done:
        reason = correction_reason(self.reason)
        current = card(event, self.card_id)
        before = snapshot(event, self.card_id)
        rows = check_rows(event, self.version.get("hands"), "version")
        called = self.version.get("time_called_after")
        check_extras(self.version.get("moving_pair"), called)
        if not _text(self.version.get("initials")):
            raise InputError("version", WRONG_ENTRY, argument="version", value=shown(self.version))
        _keep_readable(event, current.game_id, table_number(event, current.table_id), rows, called,
                       self.version.get("moving_pair"))
        points = stored_points(event.info.game_kind, event.settings(), as_hands(rows), called)
        event.db.table("scorecard").update(self.card_id, {
            "state": "signed", "signed_initials": self.version.get("initials"),
            "signed_at": now_iso(), "updated_at": now_iso(), "unlocked": None, "note": None,
            "time_called_after": called, "moving_pair": self.version.get("moving_pair"), **points,
        })
        _write_hands(event, self.card_id, rows)
        audit(event, "correct", "scorecard", self.card_id, before,
              recorded(event, current, snapshot(event, self.card_id)), reason, ctx.actor)
        back: Operation = (CorrectSheet(self.card_id, before, ctx.undo_reason) if current.signed
                           else UnlockSheet(self.card_id, ctx.undo_reason))
        return Done(None, back)

    @classmethod
    def reversal(cls, event: Event, entry: dict[str, Any], reason: str, actor: str) -> Operation:
        if snapshot(event, entry["entity_id"])["hands"] != entry["after"]["hands"]:
            raise CardroomError(ALREADY)
        return CorrectSheet(entry["entity_id"], entry["before"], reason)


@operation
@dataclass(frozen=True)
class DisputeSheet(Operation):
    """Mark an unsigned sheet as disputed, with what the tables disagree about."""

    card_id: int
    note: str

    name = "dispute_sheet"
    ids: ClassVar[Mapping[str, str]] = {"card_id": "scorecard"}
    topics = (SCORES,)
    made_at = SCOREKEEPER_STATION
    label = QT_TRANSLATE_NOOP("Operations", "Mark sheet disputed")

    def apply(self, event: Event, ctx: Context) -> Done:
        found = card(event, self.card_id)
        if found.signed:
            raise CardroomError(SIGNED_SHEET, table=table_number(event, found.table_id))
        note = " ".join(self.note.split())
        if not note:
            raise InputError("note", QT_TRANSLATE_NOOP("Errors", "Write what the tables disagree about."))
        before = status(event, self.card_id)
        event.db.table("scorecard").update(self.card_id, {"state": "disputed", "note": note})
        audit(event, "dispute", "scorecard", self.card_id, None, None, note, ctx.actor)
        return Done(None, ClearDispute(self.card_id, before["state"], before["note"]))


@operation
@dataclass(frozen=True)
class ClearDispute(Operation):
    """Take a dispute back: the sheet's state and note as they were. Never
    touches a signed sheet (that is the convenor's unlock)."""

    card_id: int
    state: str
    note: str | None = None

    name = "clear_dispute"
    ids: ClassVar[Mapping[str, str]] = {"card_id": "scorecard"}
    topics = (SCORES,)
    made_at = SCOREKEEPER_STATION
    label = QT_TRANSLATE_NOOP("Operations", "Take back a dispute")

    def apply(self, event: Event, ctx: Context) -> Done:
        if self.state not in STATES:
            raise InputError("state", BAD_STATE, value=_quoted(self.state))
        found = card(event, self.card_id)
        if found.signed or self.state == "signed":
            raise CardroomError(SIGNED_SHEET, table=table_number(event, found.table_id))
        before = status(event, self.card_id)
        event.db.table("scorecard").update(self.card_id, {"state": self.state, "note": self.note})
        audit(event, "undo", "scorecard", self.card_id, before, status(event, self.card_id), actor=ctx.actor)
        return Done(None, DisputeSheet(self.card_id, before["note"] or ""))


@operation
@dataclass(frozen=True)
class SetMovingPair(Operation):
    """Record which pair moves after a tied game (the cut of the cards). It
    is not a score, so a signed sheet takes it; the audit log keeps it."""

    game_id: int
    table: int
    pair: str | None

    name = "set_moving_pair"
    ids: ClassVar[Mapping[str, str]] = {"game_id": "game"}
    topics = (SCORES,)
    made_at = SCOREKEEPER_STATION | CONVENOR_STATION
    label = QT_TRANSLATE_NOOP("Operations", "Pair that moves at table {table}")
    reverses = ("moving_pair",)

    def apply(self, event: Event, ctx: Context) -> Done:
        if self.pair not in MOVING_PAIRS:
            raise InputError("moving_pair", MOVING_PAIR, value=self.pair)
        found = scorecard(event, self.game_id, self.table)
        if found is None:
            raise InputError(
                "moving_pair",
                QT_TRANSLATE_NOOP("Errors", "Table {table} has no sheet in this game yet."),
                table=self.table,
            )
        event.db.table("scorecard").update(found.id, {"moving_pair": self.pair})
        audit(event, "moving_pair", "scorecard", found.id, found.moving_pair, self.pair, actor=ctx.actor)
        return Done(found.moving_pair, SetMovingPair(self.game_id, self.table, found.moving_pair))

    @classmethod
    def reversal(cls, event: Event, entry: dict[str, Any], reason: str, actor: str) -> Operation:
        found = card(event, entry["entity_id"])
        if found.moving_pair != entry["after"]:
            raise CardroomError(ALREADY)
        return SetMovingPair(found.game_id, table_number(event, found.table_id), entry["before"])
