"""Playoffs: the order a 4-hand playoff (or an extra round) put level teams
or players in, which the standings then follow."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from app.models.errors import WRONG_ENTRY, CardroomError, InputError, shown
from app.models.event import SCORES, Event, now_iso
from app.models.event.auditlog import append as audit
from app.models.event.operations import (
    ALREADY, CONVENOR, CONVENOR_STATION, UNKNOWN_ROW, Context, Done, Operation, operation,
)
from app.models.event.records import pk
from app.models.i18n import QT_TRANSLATE_NOOP


def playoffs(event: Event, scope: str) -> dict[frozenset[int], list[int]]:
    """Recorded playoff orders for `scope` ("teams" or "players"); the
    latest record for a group wins."""
    found: dict[frozenset[int], list[int]] = {}
    for row in event.select("SELECT * FROM playoff WHERE scope = ? ORDER BY id", [scope]):
        found[frozenset(json.loads(row["members"]))] = json.loads(row["ranking"])
    return found


def recorded(event: Event, playoff_id: int) -> bool:
    return event.exists("playoff", playoff_id)


SCOPES = {"teams": "team", "players": "player"}  # what a playoff ranks: its scope -> the table


@operation
@dataclass(frozen=True)
class RecordPlayoff(Operation):
    """Record the order a playoff settled; undo removes it."""

    scope: str
    ranking: tuple[int, ...]
    note: str = ""
    recorded_by: str = ""

    name = "record_playoff"
    permission = CONVENOR
    topics = (SCORES,)
    made_at = CONVENOR_STATION
    label = QT_TRANSLATE_NOOP("Operations", "Record playoff")
    reverses = ("record_playoff",)

    def apply(self, event: Event, ctx: Context) -> Done:
        ranking: Sequence[int] = list(self.ranking)
        if len(ranking) < 2 or len(set(ranking)) != len(ranking):
            raise InputError(
                "ranking",
                QT_TRANSLATE_NOOP("Errors", "A playoff ranks two or more different teams or players."),
            )
        ranked = SCOPES.get(self.scope)
        if ranked is None:
            raise InputError("scope", WRONG_ENTRY, argument="scope", value=shown(self.scope))
        for rid in ranking:
            if not event.exists(ranked, rid):
                raise InputError(ranked, UNKNOWN_ROW[ranked], value=rid)
        actor = self.recorded_by or ctx.actor
        row = {
            "scope": self.scope,
            "members": json.dumps(sorted(ranking)),
            "ranking": json.dumps(list(ranking)),
            "note": self.note,
            "recorded_at": now_iso(),
            "recorded_by": actor,
        }
        playoff_id = pk(event.db.table("playoff").insert(row))
        audit(event, "record_playoff", "playoff", playoff_id, None, row, actor=actor)
        return Done(playoff_id, RemovePlayoff(playoff_id, ctx.undo_reason, actor))

    @classmethod
    def reversal(cls, event: Event, entry: dict[str, Any], reason: str, actor: str) -> Operation:
        if not recorded(event, entry["entity_id"]):
            raise CardroomError(ALREADY)
        return RemovePlayoff(entry["entity_id"], reason, actor)


@operation
@dataclass(frozen=True)
class RemovePlayoff(Operation):
    """Remove a recorded playoff order (the log keeps it)."""

    playoff_id: int
    reason: str = ""
    actor: str = ""

    name = "remove_playoff"
    ids: ClassVar[Mapping[str, str]] = {"playoff_id": "playoff"}
    permission = CONVENOR
    topics = (SCORES,)
    made_at = CONVENOR_STATION
    label = QT_TRANSLATE_NOOP("Operations", "Remove playoff")
    reverses = ("remove_playoff",)

    def apply(self, event: Event, ctx: Context) -> Done:
        before = event.get("playoff", self.playoff_id)
        event.conn.execute("DELETE FROM playoff WHERE id = ?", [self.playoff_id])
        actor = self.actor or ctx.actor
        audit(event, "remove_playoff", "playoff", self.playoff_id, before, None, self.reason, actor)
        again = RecordPlayoff(before["scope"], tuple(json.loads(before["ranking"])), before.get("note") or "",
                              actor)
        return Done(None, again)

    @classmethod
    def reversal(cls, event: Event, entry: dict[str, Any], reason: str, actor: str) -> Operation:
        before = entry["before"]
        if playoffs(event, before["scope"]).get(frozenset(json.loads(before["members"]))) is not None:
            raise CardroomError(ALREADY)
        return RecordPlayoff(before["scope"], tuple(json.loads(before["ranking"])), before.get("note") or "",
                             actor)
