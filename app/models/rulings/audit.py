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
from app.models.event.records import id_chunks
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
    "close_table": QT_TRANSLATE_NOOP("Audit", "Table closed, its players re-seated"),
    "reopen_table": QT_TRANSLATE_NOOP("Audit", "Closed table seated again"),
    "seat_substitute": QT_TRANSLATE_NOOP("Audit", "Substitute seated"),
    "unseat_substitute": QT_TRANSLATE_NOOP("Audit", "Substitute taken back"),
    "wrong_pin": QT_TRANSLATE_NOOP("Audit", "Wrong convenor PIN at a station"),
    "pin_lockout": QT_TRANSLATE_NOOP("Audit", "Station locked out (wrong PINs)"),
    "choose_successor": QT_TRANSLATE_NOOP("Audit", "Stations that may take over changed"),
    "baseline": QT_TRANSLATE_NOOP("Audit", "Rules as they stood (for the record check)"),
    "reseat": QT_TRANSLATE_NOOP("Audit", "Seats of a signed sheet changed"),
    "roster_moves": QT_TRANSLATE_NOOP("Audit", "Teams or floater mark changed after signatures"),
    "takeover": QT_TRANSLATE_NOOP("Audit", "Taken over by another computer"),
    "set_aside_late": QT_TRANSLATE_NOOP("Audit", "Late changes set aside"),
}
# A takeover's details (app/models/event/takeover.py): who took the event
# over, and when (the time in the interface's figures).
TAKEN_OVER = QT_TRANSLATE_NOOP("Audit", "Taken over by {computer} at {time} (the owner's computer was lost)")


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
    initials: str | None = None  # a sheet's signature: who signed it (sign, correct) or had (unlock)
    doubled: bool = False  # a penalty doubled for a repeat offence (rulings §6)
    # A rule change: (setting key, value before, value after) for each rule,
    # for the interface to name the rule and its values in its language.
    settings: tuple[tuple[str, Any, Any], ...] = ()
    # A takeover: the computer that took the event over, and when (its
    # record's time, which `at` is within a second of).
    computer: str | None = None
    taken_at: dt.datetime | None = None

    @property
    def label(self) -> str:
        return ACTIONS.get(self.action, self.action)


def _json(text: str | None) -> Any:
    return json.loads(text) if text else None


class _Lookup:
    """Game and table numbers and seats of the entries resolved, read once
    for them all: for the whole log, or for one page of it (then only the
    sheets, penalties, teams and tables that page names are read)."""

    def __init__(self, event: Event, rows: Sequence[dict[str, Any]] | None = None) -> None:
        self.event = event
        self.game_number = dict(event.conn.execute("SELECT id, number FROM game").fetchall())
        self.table_number = dict(event.conn.execute("SELECT id, number FROM room_table").fetchall())
        card_ids = penalty_ids = None
        if rows is not None:
            card_ids = {r["entity_id"] for r in rows if r["entity"] == "scorecard"}
            penalty_ids = {r["entity_id"] for r in rows if r["entity"] == "penalty"}
        self.cards = {
            row[0]: (row[1], row[2])
            for row in _where_in(event, "SELECT id, game_id, table_id FROM scorecard", "id", card_ids)
        }
        self.penalties = {
            row[0]: (row[1], row[2], row[3], row[4])
            for row in _where_in(event, "SELECT id, game_id, table_id, player_id, team_id FROM penalty", "id",
                                 penalty_ids)
        }
        if rows is None:
            self.team_members = {
                team: tuple(p.id for p in members) for team, members in members_by_team(event).items()
            }
        else:
            # The teams a page can name: its penalties' and its playoffs' (any team).
            teams: set[int] | None = {p[3] for p in self.penalties.values() if p[3] is not None}
            if any(r["entity"] == "playoff" for r in rows):
                teams = None
            grouped: dict[int, list[int]] = {}
            for team, pid in _where_in(event, "SELECT team_id, id FROM player WHERE team_id IS NOT NULL",
                                       "team_id", teams, "number"):
                grouped.setdefault(team, []).append(pid)
            self.team_members = {team: tuple(pids) for team, pids in grouped.items()}
        # Per game, each table's players in seat order: read and sorted once
        # per game, not once per entry (the log grows all day); for a page,
        # only the tables its sheets were played at.
        self._seats: dict[int, dict[int, tuple[int, ...]]] = {}
        if rows is not None:
            wanted: dict[int, set[int]] = {}
            for game_id, table_id in self.cards.values():
                wanted.setdefault(game_id, set()).add(table_id)
            for game_id, table_ids in wanted.items():
                by_table: dict[int, list[int]] = {}
                for number, pid in _where_in(
                        event, "SELECT t.number, s.player_id FROM seat s JOIN room_table t ON t.id = s.table_id "
                               f"WHERE s.game_id = {int(game_id)}", "s.table_id", table_ids, "t.number, s.seat"):
                    by_table.setdefault(number, []).append(pid)
                self._seats[game_id] = {n: tuple(pids) for n, pids in by_table.items()}

    def at_table(self, game_id: int, table_id: int) -> tuple[int, ...]:
        by_table = self._seats.get(game_id)
        if by_table is None:
            grouped: dict[int, list[int]] = {}
            for (number, _seat), pid in sorted(seating(self.event, game_id).items()):
                grouped.setdefault(number, []).append(pid)
            by_table = self._seats[game_id] = {n: tuple(pids) for n, pids in grouped.items()}
        shown = self.table_number.get(table_id)
        return by_table.get(shown, ()) if shown is not None else ()


def _where_in(event: Event, sql: str, column: str, ids: Iterable[Any] | None,
              order: str | None = None) -> list[tuple[Any, ...]]:
    """Rows of `sql` (with or without a WHERE) whose `column` is one of
    `ids` (all rows when None), in chunks SQLite takes; `order` holds within
    each id's rows (they come in one chunk)."""
    join = " AND " if " WHERE " in sql else " WHERE "
    tail = f" ORDER BY {order}" if order else ""
    if ids is None:
        return event.conn.execute(sql + tail).fetchall()
    found: list[tuple[Any, ...]] = []
    for marks, chunk in id_chunks(ids):
        found += event.conn.execute(f"{sql}{join}{column} IN ({marks}){tail}", chunk).fetchall()
    return found


def entries(event: Event) -> list[AuditEntry]:
    """Every audit row, oldest first, resolved to game, table and players."""
    look = _Lookup(event)
    return [_entry(look, row) for row in auditlog.rows(event)]


def count(
    event: Event,
    *,
    table: int | None = None,
    player_ids: Sequence[int] | None = None,
    since: dt.datetime | None = None,
    until: dt.datetime | None = None,
    after: int | None = None,
) -> int:
    """How many entries `filtered(entries(event), ...)` would give, counted
    by SQLite (an index look-up or two, not the whole log resolved); with
    `after`, only those whose id is greater (the entries added since a count
    of the log as far as entry `after`: a range of the log's ids)."""
    where, params = _filters(event, table, player_ids, since, until)
    if after is not None:
        where += " AND a.id > ?"
        params.append(int(after))
    return int(event.conn.execute(f"SELECT count(*) FROM audit_log a WHERE {where}", params).fetchone()[0])


def page(
    event: Event,
    offset: int,
    limit: int,
    *,
    newest_first: bool = True,
    table: int | None = None,
    player_ids: Sequence[int] | None = None,
    since: dt.datetime | None = None,
    until: dt.datetime | None = None,
) -> list[AuditEntry]:
    """Entries `offset` to `offset + limit` of the filtered log, newest (or
    oldest) first: the same `AuditEntry` objects as `filtered(entries(event),
    ...)` holds, in that order (reversed for newest first), and only those
    read and resolved, so a viewer can fetch the log page by page."""
    where, params = _filters(event, table, player_ids, since, until)
    order = "DESC" if newest_first else "ASC"
    rows = event.select(f"SELECT * FROM audit_log a WHERE {where} ORDER BY a.id {order} LIMIT ? OFFSET ?",
                        [*params, max(0, int(limit)), max(0, int(offset))])
    look = _Lookup(event, rows)
    return [_entry(look, row) for row in rows]


def _filters(
    event: Event,
    table: int | None,
    player_ids: Sequence[int] | None,
    since: dt.datetime | None,
    until: dt.datetime | None,
) -> tuple[str, list[Any]]:
    """`filtered`'s conditions as SQL over `audit_log a`, each resolved as
    `_entry` resolves an entry's table and players."""
    where: list[str] = ["1"]
    params: list[Any] = []
    if table is not None:
        where.append(
            "((a.entity = 'scorecard' AND a.entity_id IN (SELECT c.id FROM scorecard c "
            "JOIN room_table t ON t.id = c.table_id WHERE t.number = ?)) "
            "OR (a.entity = 'penalty' AND a.entity_id IN (SELECT p.id FROM penalty p "
            "JOIN room_table t ON t.id = p.table_id WHERE t.number = ?)))")
        params += [table, table]
    if player_ids is not None:
        wanted = sorted({int(p) for p in player_ids})
        marks = ",".join("?" * len(wanted)) or "NULL"
        playoffs = _playoffs_about(event, set(wanted))
        where.append(
            f"""((a.entity = 'scorecard' AND a.entity_id IN (
                    SELECT c.id FROM scorecard c JOIN room_table t ON t.id = c.table_id
                    JOIN seat s ON s.game_id = c.game_id AND s.table_id = c.table_id
                    WHERE s.player_id IN ({marks})))
                OR (a.entity = 'penalty' AND a.entity_id IN (
                    SELECT p.id FROM penalty p WHERE p.player_id IN ({marks})
                    OR (p.player_id IS NULL AND p.team_id IN (SELECT team_id FROM player WHERE id IN ({marks}))))
                )
                OR (a.entity IN ('team', 'player') AND json_valid(a.after)
                    AND json_type(a.after, '$.players') = 'array'
                    AND EXISTS (SELECT 1 FROM json_each(a.after, '$.players') j WHERE j.value IN ({marks})))
                OR a.id IN ({",".join("?" * len(playoffs)) or "NULL"}))""")
        params += [*wanted, *wanted, *wanted, *wanted, *playoffs]
    # `at` is as `now_iso` writes it (ISO 8601), so text compares as time.
    if since is not None:
        where.append("a.at >= ?")
        params.append(since.isoformat())
    if until is not None:
        where.append("a.at <= ?")
        params.append(until.isoformat())
    return " AND ".join(where), params


def _playoffs_about(event: Event, wanted: set[int]) -> list[int]:
    """The playoff entries naming any of `wanted` (a few a day, each
    resolved as the log resolves it: a ranking of teams or of players)."""
    rows = event.select("SELECT * FROM audit_log WHERE entity = 'playoff' ORDER BY id")
    if not rows:
        return []
    look = _Lookup(event, rows)
    return [row["id"] for row in rows if wanted & set(_entry(look, row).players)]


def _entry(look: _Lookup, row: dict[str, Any]) -> AuditEntry:
    before, after = _json(row["before"]), _json(row["after"])
    game_id = table_id = None
    players: tuple[int, ...] = ()
    detail = ""
    infraction = points = initials = None
    doubled = False
    changed: tuple[tuple[str, Any, Any], ...] = ()
    computer = taken_at = None
    entity, ident = row["entity"], row["entity_id"]
    if entity == "scorecard" and ident in look.cards:
        game_id, table_id = look.cards[ident]
        players = look.at_table(game_id, table_id)
        if row["action"] == "moving_pair":
            detail = f"{before or '—'} → {after or '—'}"
        signed = before if row["action"] == "unlock" else after
        if isinstance(signed, dict) and signed.get("initials"):
            initials = str(signed["initials"])
    elif entity == "penalty" and ident in look.penalties:
        game_id, table_id, player_id, team_id = look.penalties[ident]
        players = (player_id,) if player_id is not None else look.team_members.get(team_id, ())
        data = after if isinstance(after, dict) and "infraction" in after else before
        if isinstance(data, dict) and "infraction" in data:
            detail = f"{data['infraction']}, {data['points']}" + (", doubled" if data.get("doubled") else "")
            infraction, points = str(data["infraction"]), data.get("points")
            doubled = bool(data.get("doubled"))
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
    elif entity == "game":  # a table closed, a substitute seated (app/models/seating/vacancies.py)
        data = after if isinstance(after, dict) else before
        game_id = ident
        if isinstance(data, dict):
            players = tuple(data.get("players", ()))
            detail = f"{data.get('table')} {data.get('seat', '')}".strip()
    elif entity == "station" and isinstance(after, dict):  # a wrong PIN at a station (rulings/pin.py)
        detail = ", ".join(str(part) for part in (after.get("address"), after.get("seconds")) if part)
        detail += " s" if after.get("seconds") else ""
    elif entity == "setting" and isinstance(after, dict) and isinstance(before, dict):
        detail = "; ".join(f"{k}: {before.get(k)} → {v}" for k, v in after.items())
        changed = tuple((k, before.get(k), v) for k, v in after.items())
    elif entity == "event" and row["action"] == "takeover" and isinstance(after, dict):
        computer = str(after.get("computer") or "?")
        detail = f"{computer}, {after.get('at')}"
        try:
            taken_at = dt.datetime.fromisoformat(str(after.get("at")))
        except ValueError:
            taken_at = None
    elif entity == "event" and row["action"] == "set_aside_late" and isinstance(after, dict):
        detail = f"{after.get('computer')}: {after.get('count')} ({after.get('first')}–{after.get('last')})"
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
        initials=initials,
        doubled=doubled,
        settings=changed,
        computer=computer,
        taken_at=taken_at,
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
