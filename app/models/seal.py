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

After a restore, what the log expects is what the entries in force say
(app/models/event/restored.py): the restored backup's, then the restore
entry and what follows; the entries the restore took back stay in the
chain but no longer describe the data.

`check(event)` lists every difference, each naming what and where.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
from dataclasses import dataclass, field
from typing import Any

from app.models import room
from app.models.event import Event, auditlog, restored
from app.models.games import GameWord
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

# The same findings where the schedule's games are rounds (a whist evening's
# manches, `GameKind.game_word`): whole sentences, each language its grammar.
IN_ROUNDS = {
    SHEET_CHANGED: QT_TRANSLATE_NOOP(
        "Seal", "Round {game}, table {table}: the signed sheet was changed outside Cardroom since it was signed."),
    POINTS_CHANGED: QT_TRANSLATE_NOOP(
        "Seal", "Round {game}, table {table}: the stored points are not what its hands score "
                "(changed outside Cardroom)."),
    PENALTY_CHANGED: QT_TRANSLATE_NOOP(
        "Seal", "Penalty {penalty} (round {game}, table {table}) was changed outside Cardroom."),
    PENALTY_UNLOGGED: QT_TRANSLATE_NOOP(
        "Seal", "Penalty {penalty} (round {game}, table {table}) has no entry in the audit log."),
    SIGNATURE_UNLOGGED: QT_TRANSLATE_NOOP(
        "Seal", "Round {game}, table {table}: the sheet is signed but no signature is in the audit log."),
    PENALTY_GONE: QT_TRANSLATE_NOOP(
        "Seal", "Penalty {penalty} (round {game}, table {table}) is in the audit log but no longer in the record."),
    SIGNED_SHEET_GONE: QT_TRANSLATE_NOOP(
        "Seal", "Round {game}, table {table}: the audit log has the sheet signed, but it is no longer signed."),
    SIGNED_SHEET_MISSING: QT_TRANSLATE_NOOP(
        "Seal", "Round {game}, table {table}: the audit log has the sheet signed, but it is no longer in the record."),
}

# What of a penalty its log entry fixes.
PENALTY_FIELDS = ("game_id", "table_id", "player_id", "team_id", "infraction", "points", "fine")
# and "doubled", compared as a flag: entries logged before migration 0012 have none


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
    """Check the whole record (a read: nothing is written).

    The scorekeeper waits for it at every opening, so it must stay well
    under a second on a 1,000-table day (issue 20: 48,000 entries, 12,000
    sheets): SQLite does the bulk of the comparing and Python looks again,
    entry by entry, only where SQLite saw a difference. Every finding is
    made by the same comparisons as always."""
    with event.snapshot():  # one state of the file throughout (a display reads beside the writer)
        head, entries, broken = _chain(event)
        findings = [] if broken is None else [broken]
        log = _Log(*restored.source(event.conn))
        findings += _sheets(event, _signed_sheets(event.conn, log), log)
        findings += _penalties(event, log)
        findings += _defaults(event, log)
        if event.kind.game_word is GameWord.ROUND:
            findings = [Finding(IN_ROUNDS.get(f.template, f.template), f.params) for f in findings]
    return Seal(head, entries, tuple(findings))


# An entry's own fields as JSON, as `auditlog.link` writes them after the
# link before: SQLite's json_array writes text, whole numbers and nulls as
# Python's json.dumps(ensure_ascii=False, separators=(",", ":")) does, three
# times faster than Python building the list. It is only a shortcut: an
# entry whose link does not come out right (a float SQLite writes its own
# way, a link before it that is not a hash) is linked again by
# `auditlog.link` before anything is said about it.
_TAILS = (f"SELECT id, chain, CAST(substr(json_array({', '.join(auditlog.FIELDS)}), 2) AS BLOB) "
          "FROM audit_log ORDER BY id")


def _chain(event: Event) -> tuple[str, int, Finding | None]:
    """The last link, the number of entries, and where the chain first breaks."""
    try:
        return _chain_quickly(event)
    except sqlite3.DataError:  # a value JSON cannot hold (a blob put in with a tool)
        return _chain_in_python(event)
    except sqlite3.OperationalError as exc:
        if "JSON" not in str(exc):
            raise
        return _chain_in_python(event)


def _chain_quickly(event: Event) -> tuple[str, int, Finding | None]:
    previous = auditlog.genesis(event.conn)
    sha256 = hashlib.sha256
    broken: Finding | None = None
    entries = 0
    plain = True  # `previous` is a hex digest, written into the JSON as it is
    for entry_id, chain, tail in event.conn.execute(_TAILS):
        entries += 1
        if plain:
            expected = sha256(b'["' + previous.encode() + b'",' + tail).hexdigest()
        if not plain or chain != expected:
            row = event.get("audit_log", entry_id)
            expected = auditlog.link(previous, row)
            if broken is None and chain != expected:
                broken = _broken(row)
        plain = not chain or chain == expected
        previous = chain or expected
    return previous, entries, broken


def _chain_in_python(event: Event) -> tuple[str, int, Finding | None]:
    previous = auditlog.genesis(event.conn)
    broken: Finding | None = None
    entries = 0
    for row in event.select("SELECT * FROM audit_log ORDER BY id"):
        entries += 1
        expected = auditlog.link(previous, row)
        if broken is None and row.get("chain") != expected:
            broken = _broken(row)  # once is enough: every link after it differs too
        previous = row.get("chain") or expected
    return previous, entries, broken


@dataclass(frozen=True)
class _Log:
    """The log in force, as queries read it: a table name, and the WITH
    clause that names it ("" when the stored log is all in force)."""

    name: str
    cte: str

    def sql(self, query: str) -> str:
        """`query` (a SELECT reading `{log}`) over the log in force."""
        text = query.replace("{log}", self.name)
        return f"WITH {self.cte[:-2]} {text}" if self.cte else text

    def entry(self, event: Event, entry_id: int) -> dict[str, Any]:
        return event.select(self.sql("SELECT * FROM {log} WHERE id = ?"), [entry_id])[0]


def _broken(row: dict[str, Any]) -> Finding:
    return Finding(CHAIN_BROKEN, {"entry": row["id"], "at": str(row["at"]).replace("T", " ")})


def _where(event: Event, game_id: int, table_id: int | None) -> dict[str, Any]:
    game = room.game(event, game_id).number if event.exists("game", game_id) else game_id
    table = room.table_number(event, table_id) if table_id is not None and event.exists("room_table", table_id) else "?"
    return {"game": game, "table": table}


def _after(row: dict[str, Any]) -> Any:
    return json.loads(row["after"]) if row["after"] else None


# Each sheet with the entry that last signed or corrected it, and whether
# that entry's snapshot is, to the letter, the sheet as it is now (SQLite's
# JSON of the sheet beside its reading of the entry's JSON): a sheet whose
# texts differ is compared again in Python, field by field, as a snapshot.
_SAME = """c.state = 'signed' AND json(a.after) = json_object(
        'game_id', c.game_id, 'table', t.number, 'state', c.state, 'initials', c.signed_initials,
        'time_called_after', c.time_called_after, 'moving_pair', c.moving_pair,
        'hands', (SELECT json_group_array(json_object(
                'number', h.number, 'dealer', h.dealer, 'declarers', h.declarers,
                'contract', h.contract, 'tricks', h.tricks,
                'detail', CASE WHEN h.detail IS NULL OR h.detail = '' THEN json_object()
                               WHEN json_valid(h.detail) THEN json(h.detail) END))
            FROM (SELECT * FROM hand WHERE scorecard_id = c.id ORDER BY number) AS h))"""
_SHEETS = """
WITH {cte}signed_as AS (
    SELECT entity_id AS card_id, max(id) AS entry_id FROM {log}
    WHERE entity = 'scorecard' AND action IN ('sign', 'correct') GROUP BY entity_id
)
SELECT c.id, c.state, c.time_called_after, c.ns_points, c.ew_points, t.number, s.entry_id, {same}
FROM scorecard c JOIN game g ON g.id = c.game_id
LEFT JOIN room_table t ON t.id = c.table_id
LEFT JOIN signed_as s ON s.card_id = c.id
LEFT JOIN {log} a ON a.id = s.entry_id
ORDER BY g.number, c.table_id
"""
Sheets = list[tuple[Any, ...]]


def _signed_sheets(conn: sqlite3.Connection, log: _Log) -> Sheets:
    """Every sheet (`_SHEETS`) in game then table order."""
    try:
        return conn.execute(_SHEETS.format(same=_SAME, cte=log.cte, log=log.name)).fetchall()
    except sqlite3.OperationalError as exc:
        if "JSON" not in str(exc).upper():
            raise
        # An entry that is not JSON at all (written with a tool): Python
        # compares every sheet, and says which is not as its entry has it.
        return conn.execute(_SHEETS.format(same="0", cte=log.cte, log=log.name)).fetchall()


def _sheets(event: Event, sheets: Sheets, log: _Log) -> list[Finding]:
    found = _signatures_gone(event, log)
    kind = event.info.game_kind
    settings = event.settings()
    hands = cards.every_hand(event)
    moved = _moved(event, {row[0]: row[6] for row in sheets if row[6] is not None}, log)
    for card_id, state, called, ns_points, ew_points, table, entry_id, same in sheets:
        def where(card_id: int = card_id) -> dict[str, Any]:  # looked up only for a finding
            card = cards.card(event, card_id)
            return _where(event, card.game_id, card.table_id)

        rows = hands.get(card_id, [])
        if state == "signed" and not (same and card_id not in moved):
            recorded = None if entry_id is None else _after(log.entry(event, entry_id))
            if recorded is None:
                found.append(Finding(SIGNATURE_UNLOGGED, where()))
                continue
            snapshot = cards.snapshot_of(cards.card(event, card_id), table, rows)
            pair = moved.get(card_id, recorded.get("moving_pair"))
            if (snapshot["hands"], snapshot["initials"], snapshot["time_called_after"], snapshot["moving_pair"]) \
                    != (recorded["hands"], recorded["initials"], recorded["time_called_after"], pair):
                found.append(Finding(SHEET_CHANGED, where()))
        points = stored_points(kind, settings, rows, called)
        if (ns_points, ew_points) != (points["ns_points"], points["ew_points"]):
            found.append(Finding(POINTS_CHANGED, where()))
    return found


def _moved(event: Event, signed_as: dict[int, int], log: _Log) -> dict[int, Any]:
    """The pair that moves, for each sheet whose pair was set (a tie's cut)
    after the entry that last signed or corrected it."""
    moved: dict[int, Any] = {}
    for row in event.select(log.sql("SELECT id, entity_id, after FROM {log} "
                                    "WHERE entity = 'scorecard' AND action = 'moving_pair' ORDER BY id")):
        if row["entity_id"] in signed_as and row["id"] > signed_as[row["entity_id"]]:
            moved[row["entity_id"]] = _after(row)
    return moved


def _signatures_gone(event: Event, log: _Log) -> list[Finding]:
    """Sheets the log last left signed that are no longer signed, or gone.
    Only a convenor's unlock (in the log) takes a signature away."""
    last = event.select(log.sql("""
        SELECT a.entity_id, a.after, c.game_id, c.table_id, c.id IS NOT NULL AS stored
        FROM {log} a JOIN (
            SELECT max(id) AS id FROM {log}
            WHERE entity = 'scorecard' AND action IN ('sign', 'correct', 'unlock') GROUP BY entity_id
        ) m ON m.id = a.id
        LEFT JOIN scorecard c ON c.id = a.entity_id
        WHERE a.action != 'unlock' AND (c.id IS NULL OR c.state IS NOT 'signed')
        ORDER BY a.entity_id"""))
    found = []
    for row in last:
        if row["stored"]:
            found.append(Finding(SIGNED_SHEET_GONE, _where(event, row["game_id"], row["table_id"])))
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


def _penalties(event: Event, log: _Log) -> list[Finding]:
    logged: dict[int, dict[str, Any]] = {}
    revoked: dict[int, bool] = {}
    for row in event.select(log.sql(
            "SELECT action, entity_id, after FROM {log} WHERE entity = 'penalty' ORDER BY id")):
        if row["action"] == "add_penalty":
            logged[row["entity_id"]] = _after(row)
            revoked[row["entity_id"]] = False
        elif row["action"] == "revoke_penalty":
            revoked[row["entity_id"]] = True
        elif row["action"] == "reinstate_penalty":
            revoked[row["entity_id"]] = False
    found = []
    for penalty in event.select("SELECT * FROM penalty ORDER BY id"):
        def where(penalty: dict[str, Any] = penalty) -> dict[str, Any]:  # looked up only for a finding
            return {"penalty": penalty["id"], **_where(event, penalty["game_id"], penalty["table_id"])}

        entry = logged.get(penalty["id"])
        if entry is None:
            found.append(Finding(PENALTY_UNLOGGED, where()))
            continue
        if any(penalty[f] != entry.get(f) for f in PENALTY_FIELDS) \
                or bool(penalty.get("doubled")) != bool(entry.get("doubled")) \
                or (penalty["revoked_at"] is not None) != revoked[penalty["id"]]:
            found.append(Finding(PENALTY_CHANGED, where()))
    stored = {row["id"] for row in event.select("SELECT id FROM penalty")}
    for penalty_id, entry in sorted(logged.items()):
        if penalty_id not in stored:
            place = _where(event, entry["game_id"], entry.get("table_id"))
            found.append(Finding(PENALTY_GONE, {"penalty": penalty_id, **place}))
    return found


def _defaults(event: Event, log: _Log) -> list[Finding]:
    """Each player and team named by a default in the log must carry the
    flag its last default gave; one the log never named must carry none.
    Players and teams removed from the roster since are not looked for."""
    players: dict[int, bool] = {}
    teams: dict[int, bool] = {}
    for row in event.select(log.sql("SELECT action, entity, entity_id, after FROM {log} "
                                    "WHERE action IN ('default', 'undo_default') ORDER BY id")):
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
