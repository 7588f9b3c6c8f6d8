"""What the audit log records of the facts a standing depends on besides
the sheets and penalties (issue 36): the seats of a signed sheet, the
players' teams and floater marks, the rule settings.

Each is recorded where it is fixed, at a constant cost: a signature (and a
correction) carries its table's seats and their players' teams, an
operation that changes one of these facts afterwards appends an entry with
the new value, and a new file (or a file from before, when migrated)
starts with a baseline entry of its rule settings. `app/models/seal.py`
compares the record with the last entry for each fact.
"""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from app.models.event import auditlog
from app.models.event.records import now_iso

if TYPE_CHECKING:
    from app.models.event.file import Event

BASELINE = "baseline"  # the rule settings as they stood (a new file's, a migrated file's)
RESEAT = "reseat"  # the seats of a signed sheet changed (by the convenor)
ROSTER_MOVES = "roster_moves"  # teams or floater marks changed once sheets were signed
# The key a signature's, a correction's or a reseat's `after` carries its record under.
RECORD = "record"


def table_record(conn: sqlite3.Connection, game_id: int, table_id: int) -> dict[str, Any]:
    """One table's seats in a game, with each player's team and floater mark
    and each of their teams' floater mark: a few rows, read by index."""
    seats: dict[str, int] = {}
    players: dict[str, list[Any]] = {}
    teams: dict[str, bool] = {}
    for seat, pid, team_id, floater, team_floater in conn.execute(
            "SELECT s.seat, s.player_id, p.team_id, p.floater, t.floater FROM seat s "
            "LEFT JOIN player p ON p.id = s.player_id LEFT JOIN team t ON t.id = p.team_id "
            "WHERE s.game_id = ? AND s.table_id = ? ORDER BY s.seat", [game_id, table_id]):
        seats[str(seat)] = pid
        players[str(pid)] = [team_id, bool(floater)]
        if team_id is not None:
            teams[str(team_id)] = bool(team_floater)
    return {"seats": seats, "players": players, "teams": teams}


def roster_state(conn: sqlite3.Connection) -> tuple[dict[int, tuple[Any, bool]], dict[int, bool]]:
    """Every player's (team, floater mark) and every team's floater mark."""
    players = {pid: (team_id, bool(floater))
               for pid, team_id, floater in conn.execute("SELECT id, team_id, floater FROM player")}
    teams = {tid: bool(floater) for tid, floater in conn.execute("SELECT id, floater FROM team")}
    return players, teams


def any_signed(conn: sqlite3.Connection) -> bool:
    """Has any sheet been signed (so the record holds teams a change must follow)?"""
    return conn.execute(
        "SELECT 1 FROM audit_log WHERE entity = 'scorecard' AND action IN ('sign', 'correct') LIMIT 1"
    ).fetchone() is not None


@dataclass
class RosterWatch:
    """The roster before an operation that may change it; `log` appends
    what changed (teams, floater marks), once any sheet is signed. Roster
    changes are rare in the day (a few hundred rows read twice)."""

    event: Event
    players: dict[int, tuple[Any, bool]]
    teams: dict[int, bool]

    @classmethod
    def start(cls, event: Event) -> RosterWatch:
        players, teams = roster_state(event.conn)
        return cls(event, players, teams)

    def log(self, actor: str) -> None:
        players, teams = roster_state(self.event.conn)
        # A player or team new in this operation has no signed result to move
        # (its first signature records it), so only those there before count.
        moved = {str(pid): [team_id, floater] for pid, (team_id, floater) in sorted(players.items())
                 if pid in self.players and self.players[pid] != (team_id, floater)}
        marked: dict[str, bool | None] = {
            str(tid): floater for tid, floater in sorted(teams.items())
            if tid in self.teams and self.teams[tid] != floater}
        marked.update({str(tid): None for tid in sorted(self.teams) if tid not in teams})  # dissolved
        if (moved or marked) and any_signed(self.event.conn):
            auditlog.append(self.event, ROSTER_MOVES, "player", None, None,
                            {"players": moved, "teams": marked}, actor=actor)


def settings_now(conn: sqlite3.Connection) -> dict[str, Any]:
    """The stored rule settings, as their JSON reads (text that is not JSON as itself)."""
    found: dict[str, Any] = {}
    for key, value in conn.execute("SELECT key, value FROM setting ORDER BY key"):
        try:
            found[key] = json.loads(value)
        except (TypeError, ValueError):
            found[key] = value
    return found


def write_baseline(conn: sqlite3.Connection, actor: str = "") -> None:
    """Append the baseline entry: the rule settings as they stand (New
    event's, or a file's from before when migrated). Written on the
    connection itself, in the caller's transaction."""
    row = {
        "at": now_iso(), "actor": actor, "action": BASELINE, "entity": "setting", "entity_id": None,
        "before": None, "after": json.dumps({"settings": settings_now(conn)}), "reason": "",
    }
    row["chain"] = auditlog.link(auditlog.head(conn), row)
    names = ", ".join(row)
    conn.execute(f"INSERT INTO audit_log ({names}) VALUES ({', '.join('?' for _ in row)})", list(row.values()))
    auditlog.set_anchor(conn)
