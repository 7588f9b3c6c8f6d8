"""Defaults: a team (or a player) leaves the room, or comes back.

In a partnership game a default always takes the whole partnership out,
whoever is named (one member, both, or the team): the model applies the
rule, not each caller.

From the next game on a defaulted team's seats go to the floater team
(app/models/seating); the standings drop its results, and its opponents
keep theirs. Marking a default and taking it back are rulings.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from app.models.errors import CardroomError, InputError
from app.models.event import ROSTER, SCORES, Event, now_iso
from app.models.event.auditlog import append as audit
from app.models.event.operations import ALREADY, CONVENOR, CONVENOR_STATION, Context, Done, Operation, operation
from app.models.i18n import QT_TRANSLATE_NOOP
from app.models.roster.partnerships import team, team_members
from app.models.roster.people import player

NO_REASON = QT_TRANSLATE_NOOP("Errors", "Give the reason for the default.")
UNKNOWN_PLAYER = QT_TRANSLATE_NOOP("Errors", "There is no player {value} in this event.")
UNKNOWN_TEAM = QT_TRANSLATE_NOOP("Errors", "There is no team {value} in this event.")
ONE_TEAM = QT_TRANSLATE_NOOP("Errors", "A default takes out one team at a time: these players are in different teams.")


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
    ids: ClassVar[Mapping[str, str]] = {"player_ids": "player", "team_id": "team"}
    permission = CONVENOR
    topics = (ROSTER, SCORES)
    made_at = CONVENOR_STATION
    label = QT_TRANSLATE_NOOP("Operations", "Default")
    reverses = ("default", "undo_default")

    def apply(self, event: Event, ctx: Context) -> Done:
        if self.defaulted and not self.reason.strip():
            raise InputError("reason", NO_REASON)
        player_ids, team_id = self.whole_partnership(event)
        at = now_iso() if self.defaulted else None
        values = {"defaulted": int(self.defaulted), "defaulted_at": at,
                  "default_reason": self.reason.strip() if self.defaulted else None}
        for pid in player_ids:
            event.db.table("player").update(pid, values)
        if team_id is not None:
            event.db.table("team").update(team_id, values)
        audit(
            event,
            "default" if self.defaulted else "undo_default",
            "team" if team_id is not None else "player",
            team_id if team_id is not None else (player_ids[0] if player_ids else None),
            None, {"players": list(player_ids), "defaulted": self.defaulted},
            reason=self.reason, actor=self.actor or ctx.actor,
        )
        back = SetDefaulted(player_ids, team_id, not self.defaulted,
                            self.reason or ctx.undo_reason, self.actor)
        return Done(None, back)

    def whole_partnership(self, event: Event) -> tuple[tuple[int, ...], int | None]:
        """Who the default takes out, whatever the caller named: in a
        partnership game the whole team (the partnership is out and the
        floater takes its seats, rulings §5), else the players named."""
        named = []
        for pid in self.player_ids:
            try:
                named.append(player(event, pid))
            except LookupError:
                raise InputError("player", UNKNOWN_PLAYER, value=pid) from None
        team_id = self.team_id
        if event.kind.partners:
            teams = {p.team_id for p in named if p.team_id is not None}
            if team_id is not None:
                teams.add(team_id)
            if len(teams) > 1:
                raise InputError("team", ONE_TEAM)
            if teams:
                (team_id,) = teams
        if team_id is None:
            return tuple(self.player_ids), None
        try:
            team(event, team_id)
        except LookupError:
            raise InputError("team", UNKNOWN_TEAM, value=team_id) from None
        members = [p.id for p in team_members(event, team_id)]
        return tuple(dict.fromkeys([*self.player_ids, *members])), team_id

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
