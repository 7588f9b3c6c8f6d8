"""Tamper evidence: is the record as Cardroom wrote it?

Anyone with the event file can change it with a SQLite tool. Cardroom cannot
stop that, but makes it show:

- the audit log is a hash chain (app/models/event/auditlog.py): an entry
  edited or removed breaks it from there on; its last link, the *seal*, is
  shown on the convenor desk and printed on the final standings, so entries
  cut from the end show against the paper;
- every signed sheet must read as its last signature or correction in the
  log recorded it (hands, initials, time called, the pair that moves), and
  its stored points must be what its hands score;
- every penalty must be as its entry in the log recorded it, revoked exactly
  when its last revocation stands, and every penalty the log gave must
  still be there (Cardroom revokes, it never deletes);
- a sheet the log last left signed must still be there and signed;
- a player or team is defaulted exactly when its last default in the log
  says so.

`check(event)` lists every difference, each naming what and where.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from app.models import room
from app.models.event import Event, Scorecard, auditlog
from app.models.games.points import stored_points
from app.models.i18n import QT_TRANSLATE_NOOP
from app.models.scoring import cards

CONTEXT = "Seal"
CHAIN_BROKEN = QT_TRANSLATE_NOOP(
    "Seal", "The audit log was changed outside Cardroom at entry {entry} ({at}) or just before it.")
SHEET_CHANGED = QT_TRANSLATE_NOOP(
    "Seal", "Game {game}, table {table}: the signed sheet was changed outside Cardroom since it was signed.")
POINTS_CHANGED = QT_TRANSLATE_NOOP(
    "Seal", "Game {game}, table {table}: the stored points are not what its hands score (changed outside Cardroom).")
PENALTY_CHANGED = QT_TRANSLATE_NOOP(
    "Seal", "Penalty {penalty} (game {game}, table {table}) was changed outside Cardroom.")
PENALTY_UNLOGGED = QT_TRANSLATE_NOOP(
    "Seal", "Penalty {penalty} (game {game}, table {table}) has no entry in the audit log.")
SIGNATURE_UNLOGGED = QT_TRANSLATE_NOOP(
    "Seal", "Game {game}, table {table}: the sheet is signed but no signature is in the audit log.")
PENALTY_GONE = QT_TRANSLATE_NOOP(
    "Seal", "Penalty {penalty} (game {game}, table {table}) is in the audit log but no longer in the record.")
SIGNED_SHEET_GONE = QT_TRANSLATE_NOOP(
    "Seal", "Game {game}, table {table}: the audit log has the sheet signed, but it is no longer signed.")
SIGNED_SHEET_MISSING = QT_TRANSLATE_NOOP(
    "Seal", "Game {game}, table {table}: the audit log has the sheet signed, but it is no longer in the record.")
DEFAULT_CHANGED = QT_TRANSLATE_NOOP(
    "Seal", "{name}: defaulted or not, the record differs from the audit log (changed outside Cardroom).")

# What of a penalty its log entry fixes.
PENALTY_FIELDS = ("game_id", "table_id", "player_id", "team_id", "infraction", "points", "fine")


@dataclass(frozen=True)
class Finding:
    """One difference: a marked text (context "Seal") and its values."""

    template: str
    params: dict[str, Any] = field(default_factory=dict)

    def english(self) -> str:
        return self.template.format(**self.params)


@dataclass(frozen=True)
class Seal:
    head: str  # the last link of the chain
    entries: int
    findings: tuple[Finding, ...]

    @property
    def intact(self) -> bool:
        return not self.findings

    def short(self) -> str:
        return seal_text(self.head)


def seal_text(head: str) -> str:
    """A seal as officials copy it: four groups of four."""
    return "-".join(head[i:i + 4] for i in range(0, 16, 4)).upper()


def check(event: Event) -> Seal:
    """Check the whole record (a read: nothing is written)."""
    findings: list[Finding] = []
    rows = event.select("SELECT * FROM audit_log ORDER BY id")
    previous = auditlog.genesis(event.conn)
    broken = False
    for row in rows:
        expected = auditlog.link(previous, row)
        if not broken and row.get("chain") != expected:
            findings.append(Finding(CHAIN_BROKEN, {"entry": row["id"], "at": str(row["at"]).replace("T", " ")}))
            broken = True  # once is enough: every link after it differs too
        previous = row.get("chain") or expected
    findings += _sheets(event, rows)
    findings += _penalties(event, rows)
    findings += _defaults(event, rows)
    return Seal(previous, len(rows), tuple(findings))


def _where(event: Event, game_id: int, table_id: int | None) -> dict[str, Any]:
    game = room.game(event, game_id).number if event.exists("game", game_id) else game_id
    table = room.table_number(event, table_id) if table_id is not None and event.exists("room_table", table_id) else "?"
    return {"game": game, "table": table}


def _after(row: dict[str, Any]) -> Any:
    return json.loads(row["after"]) if row["after"] else None


def _sheets(event: Event, rows: list[dict[str, Any]]) -> list[Finding]:
    signed_as: dict[int, dict[str, Any]] = {}
    moved: dict[int, Any] = {}
    for row in rows:
        if row["entity"] != "scorecard":
            continue
        if row["action"] in ("sign", "correct"):
            signed_as[row["entity_id"]] = _after(row)
            moved.pop(row["entity_id"], None)
        elif row["action"] == "moving_pair":
            moved[row["entity_id"]] = _after(row)
    kind = event.info.game_kind
    settings = event.settings()
    found = _signatures_gone(event, rows)
    for card, snapshot in cards.every_snapshot(event):
        def where(card: Scorecard = card) -> dict[str, Any]:  # looked up only for a finding
            return _where(event, card.game_id, card.table_id)

        recorded = signed_as.get(card.id)
        if card.signed and recorded is None:
            found.append(Finding(SIGNATURE_UNLOGGED, where()))
            continue
        if card.signed and recorded is not None:
            pair = moved.get(card.id, recorded.get("moving_pair"))
            if (snapshot["hands"], snapshot["initials"], snapshot["time_called_after"], snapshot["moving_pair"]) \
                    != (recorded["hands"], recorded["initials"], recorded["time_called_after"], pair):
                found.append(Finding(SHEET_CHANGED, where()))
        points = stored_points(kind, settings, cards.as_hands(snapshot["hands"]), card.time_called_after)
        if (card.ns_points, card.ew_points) != (points["ns_points"], points["ew_points"]):
            found.append(Finding(POINTS_CHANGED, where()))
    return found


def _signatures_gone(event: Event, rows: list[dict[str, Any]]) -> list[Finding]:
    """Sheets the log last left signed that are no longer signed, or gone.
    Only a convenor's unlock (in the log) takes a signature away."""
    signed: dict[int, dict[str, Any]] = {}
    for row in rows:
        if row["entity"] != "scorecard":
            continue
        if row["action"] in ("sign", "correct"):
            signed[row["entity_id"]] = row
        elif row["action"] == "unlock":
            signed.pop(row["entity_id"], None)
    found = []
    for card_id, row in sorted(signed.items()):
        stored = event.select("SELECT game_id, table_id, state FROM scorecard WHERE id = ?", [card_id])
        if stored and stored[0]["state"] == "signed":
            continue
        if stored:
            found.append(Finding(SIGNED_SHEET_GONE, _where(event, stored[0]["game_id"], stored[0]["table_id"])))
        else:
            game, table = _logged_place(event, row)
            found.append(Finding(SIGNED_SHEET_MISSING, {"game": game, "table": table}))
    return found


def _logged_place(event: Event, row: dict[str, Any]) -> tuple[Any, Any]:
    """Game and table numbers of a sheet as its log entry placed it."""
    after = _after(row) or {}
    game_id = after.get("game_id")
    game = room.game(event, game_id).number if game_id is not None and event.exists("game", game_id) else "?"
    return game, after.get("table", "?")


def _penalties(event: Event, rows: list[dict[str, Any]]) -> list[Finding]:
    logged: dict[int, dict[str, Any]] = {}
    revoked: dict[int, bool] = {}
    for row in rows:
        if row["entity"] != "penalty":
            continue
        if row["action"] == "add_penalty":
            logged[row["entity_id"]] = _after(row)
            revoked[row["entity_id"]] = False
        elif row["action"] == "revoke_penalty":
            revoked[row["entity_id"]] = True
        elif row["action"] == "reinstate_penalty":
            revoked[row["entity_id"]] = False
    found = []
    for penalty in event.select("SELECT * FROM penalty ORDER BY id"):
        where = {"penalty": penalty["id"], **_where(event, penalty["game_id"], penalty["table_id"])}
        entry = logged.get(penalty["id"])
        if entry is None:
            found.append(Finding(PENALTY_UNLOGGED, where))
            continue
        if any(penalty[f] != entry.get(f) for f in PENALTY_FIELDS) \
                or (penalty["revoked_at"] is not None) != revoked[penalty["id"]]:
            found.append(Finding(PENALTY_CHANGED, where))
    stored = {row["id"] for row in event.select("SELECT id FROM penalty")}
    for penalty_id, entry in sorted(logged.items()):
        if penalty_id not in stored:
            where = _where(event, entry["game_id"], entry.get("table_id"))
            found.append(Finding(PENALTY_GONE, {"penalty": penalty_id, **where}))
    return found


def _defaults(event: Event, rows: list[dict[str, Any]]) -> list[Finding]:
    """Each player and team named by a default in the log must carry the
    flag its last default gave; one the log never named must carry none.
    Players and teams removed from the roster since are not looked for."""
    players: dict[int, bool] = {}
    teams: dict[int, bool] = {}
    for row in rows:
        if row["action"] not in ("default", "undo_default"):
            continue
        after = _after(row) or {}
        flag = row["action"] == "default"
        for pid in after.get("players") or ():
            players[pid] = flag
        if row["entity"] == "team" and row["entity_id"] is not None:
            teams[row["entity_id"]] = flag
    found = []
    for row in event.select("SELECT id, name, defaulted FROM player ORDER BY number, id"):
        if bool(row["defaulted"]) != players.get(row["id"], False):
            found.append(Finding(DEFAULT_CHANGED, {"name": row["name"]}))
    for row in event.select("SELECT id, name, defaulted FROM team ORDER BY id"):
        if bool(row["defaulted"]) != teams.get(row["id"], False):
            found.append(Finding(DEFAULT_CHANGED, {"name": row["name"] or f"#{row['id']}"}))
    return found
