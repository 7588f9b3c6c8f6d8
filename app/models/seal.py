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
  when its last revocation stands.

`check(event)` lists every difference, each naming what and where.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from app.models import room
from app.models.event import Event, auditlog
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
    found = []
    for game in room.games(event):
        for card in cards.scorecards(event, game.id):
            where = _where(event, card.game_id, card.table_id)
            snapshot = cards.snapshot(event, card.id)
            if card.signed:
                recorded = signed_as.get(card.id)
                if recorded is None:
                    found.append(Finding(SIGNATURE_UNLOGGED, where))
                    continue
                pair = moved.get(card.id, recorded.get("moving_pair"))
                if (snapshot["hands"], snapshot["initials"], snapshot["time_called_after"], snapshot["moving_pair"]) \
                        != (recorded["hands"], recorded["initials"], recorded["time_called_after"], pair):
                    found.append(Finding(SHEET_CHANGED, where))
            points = stored_points(kind, settings, cards.as_hands(snapshot["hands"]), card.time_called_after)
            if (card.ns_points, card.ew_points) != (points["ns_points"], points["ew_points"]):
                found.append(Finding(POINTS_CHANGED, where))
    return found


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
    return found
