"""The audit log as officials read it: what happened, when, where and to whom.

Operations append raw rows (app/models/event/auditlog.py: action, entity,
before/after as JSON). This module resolves each row to the game, table and players it concerns, so the
log can be filtered by table, player and time, and names each action with a
marked text (context "Audit").
"""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from app.models.i18n import QT_TRANSLATE_NOOP

from app.models.event import auditlog
from app.models.room.schedule import games, tables
from app.models.room.seats import seating
from app.models.roster.partnerships import members_by_team

if TYPE_CHECKING:
    from app.models.event import Event

CONTEXT = "Audit"
ACTIONS = {
    "sign": QT_TRANSLATE_NOOP("Audit", "Sheet signed"),
    "unlock": QT_TRANSLATE_NOOP("Audit", "Signed sheet unlocked"),
    "correct": QT_TRANSLATE_NOOP("Audit", "Signed sheet corrected"),
    "dispute": QT_TRANSLATE_NOOP("Audit", "Sheet disputed"),
    "undo": QT_TRANSLATE_NOOP("Audit", "Sheet status undone"),
    "moving_pair": QT_TRANSLATE_NOOP("Audit", "Pair that moves (tie)"),
    "add_penalty": QT_TRANSLATE_NOOP("Audit", "Penalty"),
    "revoke_penalty": QT_TRANSLATE_NOOP("Audit", "Penalty revoked"),
    "reinstate_penalty": QT_TRANSLATE_NOOP("Audit", "Penalty reinstated"),
    "default": QT_TRANSLATE_NOOP("Audit", "Default"),
    "undo_default": QT_TRANSLATE_NOOP("Audit", "Default taken back"),
    "record_playoff": QT_TRANSLATE_NOOP("Audit", "Playoff recorded"),
    "remove_playoff": QT_TRANSLATE_NOOP("Audit", "Playoff removed"),
    "set_setting": QT_TRANSLATE_NOOP("Audit", "Rule changed"),
    "set_pin": QT_TRANSLATE_NOOP("Audit", "Convenor PIN set"),
    "restore": QT_TRANSLATE_NOOP("Audit", "Backup restored"),
    "repair_setting": QT_TRANSLATE_NOOP("Audit", "Rule set back (changed outside Cardroom)"),
}


@dataclass(frozen=True)
class AuditEntry:
    id: int
    at: dt.datetime
    actor: str
    action: str  # the raw action; `ACTIONS` names it
    game: int | None  # game number
    table: int | None  # table number
    players: tuple[int, ...]  # ids of the players it concerns
    reason: str
    detail: str  # what changed, in figures and codes (not translated)
    infraction: str | None = None  # a penalty's infraction code: the interface names it
    points: int | None = None  # and its points

    @property
    def label(self) -> str:
        return ACTIONS.get(self.action, self.action)


def _json(text: str | None) -> Any:
    return json.loads(text) if text else None


class _Lookup:
    """Game and table numbers and seats, read once for the whole log."""

    def __init__(self, event: Event) -> None:
        self.event = event
        self.game_number = {g.id: g.number for g in games(event)}
        self.table_number = {t.id: t.number for t in tables(event)}
        self.cards = {
            row[0]: (row[1], row[2])
            for row in event.conn.execute("SELECT id, game_id, table_id FROM scorecard")
        }
        self.penalties = {
            row[0]: (row[1], row[2], row[3], row[4])
            for row in event.conn.execute("SELECT id, game_id, table_id, player_id, team_id FROM penalty")
        }
        self.team_members = {
            team: tuple(p.id for p in members) for team, members in members_by_team(event).items()
        }
        # Per game, each table's players in seat order: read and sorted once
        # per game, not once per entry (the log grows all day).
        self._seats: dict[int, dict[int, tuple[int, ...]]] = {}

    def at_table(self, game_id: int, table_id: int) -> tuple[int, ...]:
        by_table = self._seats.get(game_id)
        if by_table is None:
            grouped: dict[int, list[int]] = {}
            for (number, _seat), pid in sorted(seating(self.event, game_id).items()):
                grouped.setdefault(number, []).append(pid)
            by_table = self._seats[game_id] = {n: tuple(pids) for n, pids in grouped.items()}
        shown = self.table_number.get(table_id)
        return by_table.get(shown, ()) if shown is not None else ()


def entries(event: Event) -> list[AuditEntry]:
    """Every audit row, oldest first, resolved to game, table and players."""
    look = _Lookup(event)
    return [_entry(look, row) for row in auditlog.rows(event)]


def _entry(look: _Lookup, row: dict[str, Any]) -> AuditEntry:
    before, after = _json(row["before"]), _json(row["after"])
    game_id = table_id = None
    players: tuple[int, ...] = ()
    detail = ""
    infraction = points = None
    entity, ident = row["entity"], row["entity_id"]
    if entity == "scorecard" and ident in look.cards:
        game_id, table_id = look.cards[ident]
        players = look.at_table(game_id, table_id)
        if row["action"] == "moving_pair":
            detail = f"{before or '—'} → {after or '—'}"
    elif entity == "penalty" and ident in look.penalties:
        game_id, table_id, player_id, team_id = look.penalties[ident]
        players = (player_id,) if player_id is not None else look.team_members.get(team_id, ())
        data = after if isinstance(after, dict) and "infraction" in after else before
        if isinstance(data, dict) and "infraction" in data:
            detail = f"{data['infraction']}, {data['points']}"
            infraction, points = str(data["infraction"]), data.get("points")
    elif entity in ("team", "player") and isinstance(after, dict):
        players = tuple(after.get("players", ()))
    elif entity == "playoff":
        data = after if isinstance(after, dict) else before
        if isinstance(data, dict):
            ranking = json.loads(data["ranking"])
            scope = data.get("scope")
            if scope == "teams":
                players = tuple(p for team in ranking for p in look.team_members.get(team, ()))
            else:
                players = tuple(ranking)
            detail = data.get("note") or ""
    elif entity == "setting" and isinstance(after, dict) and isinstance(before, dict):
        detail = "; ".join(f"{k}: {before.get(k)} → {v}" for k, v in after.items())
    return AuditEntry(
        id=row["id"],
        at=dt.datetime.fromisoformat(row["at"]),
        actor=row["actor"] or "",
        action=row["action"],
        game=look.game_number.get(game_id) if game_id is not None else None,
        table=look.table_number.get(table_id) if table_id is not None else None,
        players=players,
        reason=row["reason"] or "",
        detail=detail,
        infraction=infraction,
        points=points,
    )


def filtered(
    found: Iterable[AuditEntry],
    *,
    table: int | None = None,
    player_ids: Sequence[int] | None = None,
    since: dt.datetime | None = None,
    until: dt.datetime | None = None,
) -> list[AuditEntry]:
    """The entries about `table`, about any of `player_ids`, within the times."""
    wanted = set(player_ids) if player_ids is not None else None
    return [
        e for e in found
        if (table is None or e.table == table)
        and (wanted is None or wanted & set(e.players))
        and (since is None or e.at >= since)
        and (until is None or e.at <= until)
    ]
