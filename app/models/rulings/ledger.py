"""Penalties as recorded: assessed at a table, revoked with a reason, reinstated.

Which infractions a game knows and the points each allows are rules
(app/models/games/infractions.py); this module records them. A penalty is
never deleted: revoking keeps it in the ledger and the audit log.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from app.models.errors import CardroomError, InputError, is_whole
from app.models.event import SCORES, Event, Penalty, from_row, now_iso
from app.models.event.auditlog import append as audit
from app.models.event.operations import ALREADY, CONVENOR, Context, Done, Operation, operation
from app.models.event.records import pk
from app.models.games import infractions as rules
from app.models.i18n import QT_TRANSLATE_NOOP
from app.models.room.schedule import table_id
from app.models.room.seats import seating
from app.models.roster.people import player

ALREADY_REVOKED = QT_TRANSLATE_NOOP("Errors", "This penalty is already revoked.")
NOT_REVOKED = QT_TRANSLATE_NOOP("Errors", "This penalty is not revoked.")


def penalties(event: Event, game_id: int | None = None, *, active_only: bool = False) -> list[Penalty]:
    sql = "SELECT * FROM penalty WHERE 1"
    params: list[Any] = []
    if game_id is not None:
        sql += " AND game_id = ?"
        params.append(game_id)
    if active_only:
        sql += " AND revoked_at IS NULL"
    return [from_row(Penalty, r) for r in event.select(sql + " ORDER BY id", params)]


def penalty(event: Event, penalty_id: int) -> Penalty:
    return from_row(Penalty, event.get("penalty", penalty_id))


def _current(event: Event, penalty_id: int) -> Penalty:
    try:
        return penalty(event, penalty_id)
    except LookupError:
        raise CardroomError(ALREADY) from None


def infractions(event: Event) -> list[rules.Infraction]:
    """The infractions a penalty can name in this event."""
    return rules.infractions(event.kind.key, event.settings())


def default_fine(event: Event, found: rules.Infraction) -> int:
    """The fine an infraction brings at the event's fine amount (whist; 0
    where the game has no fines, or the amount is set to 0)."""
    amount = event.setting("fine_amount")
    return found.fines * int(1 if amount is None else amount)


@operation
@dataclass(frozen=True)
class AddPenalty(Operation):
    """Assess a penalty against a player (and so their pair) at a table.

    The infraction is one of the game's and the points within its bounds
    (in bid euchre, the points the event's rules set for it);
    `fine` defaults to the infraction's fines at the event's fine amount
    (whist). Undo revokes it (the ledger keeps both); redo reinstates it."""

    game_id: int
    table: int
    infraction: str
    points: int | None = None  # None: the infraction's own (bid euchre: the rule setting)
    player_id: int | None = None
    team_id: int | None = None
    fine: int | None = None
    note: str = ""
    entered_by: str = ""

    name = "add_penalty"
    permission = CONVENOR
    topics = (SCORES,)
    label = QT_TRANSLATE_NOOP("Operations", "Penalty at table {table}")
    reverses = ("add_penalty",)

    def apply(self, event: Event, ctx: Context) -> Done:
        found = rules.check(event.kind.key, event.settings(), self.infraction, self.points)
        fine = self.fine
        if fine is None:
            fine = default_fine(event, found)
        elif not is_whole(fine, 0, rules.MAX_POINTS):
            raise InputError(
                "fine",
                QT_TRANSLATE_NOOP("Errors", "A fine is a whole number, 0 or more, not “{value}”."),
                value=fine,
            )
        if self.player_id is None and self.team_id is None:
            raise InputError(
                "player", QT_TRANSLATE_NOOP("Errors", "A penalty names the offending player or team.")
            )
        where = table_id(event, self.table)
        seats = seating(event, self.game_id)
        at_table = {pid for (n, _), pid in seats.items() if n == self.table}
        if self.player_id is not None and seats and self.player_id not in at_table:
            raise InputError(
                "player",
                QT_TRANSLATE_NOOP("Errors", "{name} did not play at table {table} in that game."),
                name=player(event, self.player_id).name,
                table=self.table,
            )
        actor = self.entered_by or ctx.actor
        row = {
            "game_id": self.game_id,
            "table_id": where,
            "player_id": self.player_id,
            "team_id": self.team_id if self.team_id is not None else (
                player(event, self.player_id).team_id if self.player_id is not None else None
            ),
            "infraction": self.infraction,
            "points": found.points if self.points is None else self.points,
            "fine": fine,
            "note": self.note,
            "entered_by": actor,
            "entered_at": now_iso(),
        }
        penalty_id = pk(event.db.table("penalty").insert(row))
        audit(event, "add_penalty", "penalty", penalty_id, None, row, actor=actor)
        return Done(penalty(event, penalty_id), RevokePenalty(penalty_id, ctx.undo_reason, actor))

    @classmethod
    def reversal(cls, event: Event, entry: dict[str, Any], reason: str, actor: str) -> Operation:
        if _current(event, entry["entity_id"]).revoked_at is not None:
            raise CardroomError(ALREADY)
        return RevokePenalty(entry["entity_id"], reason, actor)


@operation
@dataclass(frozen=True)
class RevokePenalty(Operation):
    """Revoke a penalty with a reason; its points no longer count."""

    penalty_id: int
    reason: str
    revoked_by: str = ""

    name = "revoke_penalty"
    permission = CONVENOR
    topics = (SCORES,)
    label = QT_TRANSLATE_NOOP("Operations", "Revoke penalty")
    reverses = ("revoke_penalty",)

    def check(self, event: Event) -> None:
        if penalty(event, self.penalty_id).revoked_at is not None:
            raise InputError("penalty", ALREADY_REVOKED)

    def apply(self, event: Event, ctx: Context) -> Done:
        if not self.reason.strip():
            raise InputError(
                "reason", QT_TRANSLATE_NOOP("Errors", "Give the reason for revoking the penalty.")
            )
        self.check(event)
        actor = self.revoked_by or ctx.actor
        before = event.get("penalty", self.penalty_id)
        change = {"revoked_at": now_iso(), "revoked_by": actor, "revoke_reason": self.reason.strip()}
        event.db.table("penalty").update(self.penalty_id, change)
        audit(event, "revoke_penalty", "penalty", self.penalty_id, before, change, self.reason, actor)
        return Done(None, ReinstatePenalty(self.penalty_id, actor))

    @classmethod
    def reversal(cls, event: Event, entry: dict[str, Any], reason: str, actor: str) -> Operation:
        if _current(event, entry["entity_id"]).revoked_at is None:
            raise CardroomError(ALREADY)
        return ReinstatePenalty(entry["entity_id"], actor)


@operation
@dataclass(frozen=True)
class ReinstatePenalty(Operation):
    """Take a revocation back: the penalty counts again."""

    penalty_id: int
    actor: str = ""

    name = "reinstate_penalty"
    permission = CONVENOR
    topics = (SCORES,)
    label = QT_TRANSLATE_NOOP("Operations", "Reinstate penalty")
    reverses = ("reinstate_penalty",)
    reversal = AddPenalty.reversal

    def check(self, event: Event) -> None:
        if penalty(event, self.penalty_id).revoked_at is None:
            raise InputError("penalty", NOT_REVOKED)

    def apply(self, event: Event, ctx: Context) -> Done:
        self.check(event)
        actor = self.actor or ctx.actor
        before = event.get("penalty", self.penalty_id)
        change = {"revoked_at": None, "revoked_by": None, "revoke_reason": None}
        event.db.table("penalty").update(self.penalty_id, change)
        audit(event, "reinstate_penalty", "penalty", self.penalty_id, before, change, actor=actor)
        return Done(None, RevokePenalty(self.penalty_id, before["revoke_reason"] or ctx.undo_reason, actor))
