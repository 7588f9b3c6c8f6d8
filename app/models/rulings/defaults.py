"""Defaults: a team (or a player) leaves the room, or comes back.

From the next game on a defaulted team's seats go to the floater team
(app/models/seating); the standings drop its results, and its opponents
keep theirs. Marking a default and taking it back are rulings.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from app.models.errors import CardroomError, InputError
from app.models.event import ROSTER, SCORES, Event, now_iso
from app.models.event.auditlog import append as audit
from app.models.event.operations import ALREADY, CONVENOR, Context, Done, Operation, operation
from app.models.i18n import QT_TRANSLATE_NOOP

NO_REASON = QT_TRANSLATE_NOOP("Errors", "Give the reason for the default.")


@operation
@dataclass(frozen=True)
class SetDefaulted(Operation):
    """Mark players (and their team) defaulted, or take the mark back."""

    player_ids: tuple[int, ...]
    team_id: int | None
    defaulted: bool
    reason: str = ""
    actor: str = ""

    name = "set_defaulted"
    permission = CONVENOR
    topics = (ROSTER, SCORES)
    label = QT_TRANSLATE_NOOP("Operations", "Default")
    reverses = ("default", "undo_default")

    def apply(self, event: Event, ctx: Context) -> Done:
        if self.defaulted and not self.reason.strip():
            raise InputError("reason", NO_REASON)
        at = now_iso() if self.defaulted else None
        values = {"defaulted": int(self.defaulted), "defaulted_at": at,
                  "default_reason": self.reason.strip() if self.defaulted else None}
        for pid in self.player_ids:
            event.db.table("player").update(pid, values)
        if self.team_id is not None:
            event.db.table("team").update(self.team_id, values)
        audit(
            event,
            "default" if self.defaulted else "undo_default",
            "team" if self.team_id is not None else "player",
            self.team_id if self.team_id is not None else (self.player_ids[0] if self.player_ids else None),
            None, {"players": list(self.player_ids), "defaulted": self.defaulted},
            reason=self.reason, actor=self.actor or ctx.actor,
        )
        back = SetDefaulted(self.player_ids, self.team_id, not self.defaulted,
                            self.reason or ctx.undo_reason, self.actor)
        return Done(None, back)

    @classmethod
    def reversal(cls, event: Event, entry: dict[str, Any], reason: str, actor: str) -> Operation:
        players = tuple((entry["after"] or {}).get("players") or ())
        team = entry["entity_id"] if entry["entity"] == "team" else None
        if team is not None:
            defaulted = bool(event.get("team", team)["defaulted"])
        else:
            defaulted = bool(players) and bool(event.get("player", players[0])["defaulted"])
        if defaulted != (entry["action"] == "default"):
            raise CardroomError(ALREADY)
        return SetDefaulted(players, team, entry["action"] == "undo_default", reason, actor)
