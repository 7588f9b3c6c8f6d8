"""Writing the tables' score sheets: saving what the scorekeeper typed,
signing, disputes, and the convenor's unlock and correction of a signed sheet.

Each change is an operation (its undo, its permission, its audit line).
The reads are in `cards.py` (as stored) and `records.py` (as the game's
record), and are named here too, so `sheets` is the one place to look for
a sheet's whole story.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from app.models.errors import CardroomError, InputError
from app.models.event import SCORES, Event, Scorecard, now_iso
from app.models.event.auditlog import append as audit
from app.models.event.operations import ALREADY, CONVENOR, Context, Done, Operation, apply, operation
from app.models.event.points import rescore_stored_points
from app.models.event.records import pk
from app.models.games import bid_euchre
from app.models.games.points import partnership_sheet, stored_points
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
    WRITERS,
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
    sheet_of,
    signed_sheets,
    state_of,
    table_penalties,
    table_size,
    whist_scale,
)

__all__ = [
    "WRITERS", "ClearDispute", "CorrectSheet", "DisputeSheet", "SetMovingPair", "SignSheet",
    "UnlockSheet", "WriteSheet", "as_hands", "as_rows", "build_sheet", "card", "final_game_id",
    "hands", "load_sheet", "offender", "pair_penalties", "partnership_sheet", "player_penalties",
    "positions", "rescore_stored_points", "rows_of", "save_rows", "save_scorecard", "save_sheet",
    "scorecard", "scorecards", "seats_at", "selection_totals", "sheet_from_rows", "sheet_of",
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
    writes go through `WriteSheet`, which works the state out.)
    """
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
    topics = (SCORES,)
    label = QT_TRANSLATE_NOOP("Operations", "Sheet of table {table}")

    def apply(self, event: Event, ctx: Context) -> Done:
        existing = scorecard(event, self.game_id, self.table)
        if existing is None:
            before = WriteSheet(self.game_id, self.table, ())
        else:
            before = WriteSheet(self.game_id, self.table, tuple(as_rows(hands(event, existing.id))),
                                existing.time_called_after, existing.moving_pair)
        rows = list(self.rows)
        sheet = sheet_from_rows(event, self.game_id, self.table, rows,
                                time_called_after=self.time_called_after, moving_pair=self.moving_pair)
        written = save_scorecard(event, self.game_id, self.table, rows, state=state_of(sheet, rows),
                                 time_called_after=self.time_called_after, moving_pair=self.moving_pair)
        return Done(written, before)


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
    done = apply(event, WriteSheet(game_id, table_number, tuple(rows), time_called_after, moving_pair))
    return done.value


def save_sheet(event: Event, game_id: int, number: int, sheet: Any) -> Scorecard:
    """Write a game record's rows in one step; the state follows from its content."""
    sheet_type, _ = WRITERS[event.kind.key]
    if not isinstance(sheet, sheet_type):
        raise TypeError(f"{type(sheet).__name__} is not a {event.kind.key} sheet")
    called = moving = None
    if isinstance(sheet, bid_euchre.BidEuchreGame):
        called, moving = sheet.time_called_after, sheet.moving_pair
    return save_rows(event, game_id, number, rows_of(sheet), time_called_after=called, moving_pair=moving)


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
    topics = (SCORES,)
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
        after = snapshot(event, self.card_id)
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
    permission = CONVENOR
    topics = (SCORES,)
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
    permission = CONVENOR
    topics = (SCORES,)
    label = QT_TRANSLATE_NOOP("Operations", "Put a signed sheet back")
    reverses = ("correct",)

    def apply(self, event: Event, ctx: Context) -> Done:
        reason = correction_reason(self.reason)
        current = card(event, self.card_id)
        before = snapshot(event, self.card_id)
        rows = self.version["hands"]
        called = self.version.get("time_called_after")
        points = stored_points(event.info.game_kind, event.settings(), as_hands(rows), called)
        event.db.table("scorecard").update(self.card_id, {
            "state": "signed", "signed_initials": self.version.get("initials"),
            "signed_at": now_iso(), "updated_at": now_iso(), "unlocked": None, "note": None,
            "time_called_after": called, "moving_pair": self.version.get("moving_pair"), **points,
        })
        _write_hands(event, self.card_id, rows)
        audit(event, "correct", "scorecard", self.card_id, before, snapshot(event, self.card_id),
              reason, ctx.actor)
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
    topics = (SCORES,)
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
    topics = (SCORES,)
    label = QT_TRANSLATE_NOOP("Operations", "Take back a dispute")

    def apply(self, event: Event, ctx: Context) -> Done:
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
    topics = (SCORES,)
    label = QT_TRANSLATE_NOOP("Operations", "Pair that moves at table {table}")
    reverses = ("moving_pair",)

    def apply(self, event: Event, ctx: Context) -> Done:
        if self.pair not in (None, "NS", "EW"):
            raise InputError(
                "moving_pair",
                QT_TRANSLATE_NOOP("Errors", "The moving pair is NS or EW, not “{value}”."),
                value=self.pair,
            )
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
