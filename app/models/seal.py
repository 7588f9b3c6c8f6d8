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
  says so;
- a signed sheet's seats are those its signature (or the convenor's later
  change of them) recorded, each player's team and floater mark those the
  last entry naming the player recorded (a signature, a change of seats, a
  change of teams once sheets are signed), each rule setting the value its
  last entry gave (New event's baseline, a rule change, a repair), and each
  playoff as its last entry left it (app/models/event/covered.py);
- the log ends where Cardroom left it (the anchor on the event's own row),
  holds before each signature the entries that signature counted, and
  begins with the entries of the newest backup of the file (issue 36),
  which holds no mark of the convenor's key this file lost; a file on disk
  with no such backup has nothing to compare with, which is said
  (`Seal.nothing_to_compare`), not taken for a record as Cardroom wrote it;
- each takeover by a station (issue 39) is in the log, in the event's
  record of takeovers as its entry has it, counted the entries before it
  as the log holds them, and the owner epoch is the last takeover's.

After a restore, what the log expects is what the entries in force say
(app/models/event/restored.py): the restored backup's, then the restore
entry and what follows; the entries the restore took back stay in the
chain but no longer describe the data.

`check(event)` lists every difference, each naming what and where.
"""

from __future__ import annotations

import bisect
import hashlib
import json
import sqlite3
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from app.models import room
from app.models.errors import Progress
from app.models.event import Event, auditlog, backups, eventfile, restored
from app.models.event.covered import BASELINE, RECORD, RESEAT, ROSTER_MOVES, settings_now
from app.models.event.repairs import REPAIR
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

SEATS_CHANGED = QT_TRANSLATE_NOOP(
    "Seal", "Game {game}, table {table}: the seats of the signed sheet were changed outside Cardroom.")
TEAM_CHANGED = QT_TRANSLATE_NOOP(
    "Seal", "{name}: the team or floater mark differs from the audit log (changed outside Cardroom).")
SETTING_CHANGED = QT_TRANSLATE_NOOP(
    "Seal", "Rule setting “{setting}”: its value differs from the audit log (changed outside Cardroom).")
PLAYOFF_CHANGED = QT_TRANSLATE_NOOP(
    "Seal", "Playoff {playoff}: the record differs from the audit log (changed outside Cardroom).")
LOG_END_CHANGED = QT_TRANSLATE_NOOP(
    "Seal", "The end of the audit log was changed outside Cardroom: it no longer ends where Cardroom "
            "last wrote it (entry count {count}, now {entries}).")
LOG_BEFORE_CHANGED = QT_TRANSLATE_NOOP(
    "Seal", "The audit log was changed outside Cardroom before entry {entry} ({at}): the signature it "
            "records counted other entries before it.")
BACKUP_DIFFERS = QT_TRANSLATE_NOOP(
    "Seal", "The audit log differs from the backup “{backup}” from entry {entry} on: the file was changed "
            "outside Cardroom since that backup.")
EPOCH_CHANGED = QT_TRANSLATE_NOOP(
    "Seal", "The event's number of takeovers ({epoch}) is not the audit log's ({logged}): it was changed "
            "outside Cardroom.")
TAKEOVER_UNRECORDED = QT_TRANSLATE_NOOP(
    "Seal", "The audit log records a takeover by {computer} (entry {entry}, {at}), but the event's record of "
            "takeovers does not hold it as written: it was changed outside Cardroom.")
TAKEOVER_UNLOGGED = QT_TRANSLATE_NOOP(
    "Seal", "The event records a takeover by {computer} (takeover number {epoch}) that is not in the audit log: it was "
            "changed outside Cardroom.")
TAKEOVER_BASE_CHANGED = QT_TRANSLATE_NOOP(
    "Seal", "The audit log was changed outside Cardroom before entry {entry} ({at}): the takeover it records "
            "counted other entries before it.")
# What a takeover's row and its entry both hold (app/models/event/takeover.py).
TAKEOVER_FIELDS = ("epoch", "at", "computer", "base_run", "base_commit", "base_entries", "base_head")

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
    SEATS_CHANGED: QT_TRANSLATE_NOOP(
        "Seal", "Round {game}, table {table}: the seats of the signed sheet were changed outside Cardroom."),
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
    compared: str | None = None  # the backup the log was compared with (its file's name)
    # A file on disk with no backup to compare it with (its backups folder
    # gone, or none made yet): what the file says of itself is all there is,
    # and a forger with Cardroom's source can make it say anything, so this
    # is never called intact in words (a station's copy compares otherwise:
    # its witnesses).
    nothing_to_compare: bool = False
    signed: bool = False  # a sheet is signed (and so a game's end would have made a backup)

    @property
    def intact(self) -> bool:
        return not self.findings

    def short(self) -> str:
        return seal_text(self.head)


def seal_text(head: str) -> str:
    """A seal as officials copy it: four groups of four."""
    return "-".join(head[i:i + 4] for i in range(0, 16, 4)).upper()


def check(event: Event, progress: Progress | None = None) -> Seal:
    """Check the whole record (a read: nothing is written).

    The scorekeeper waits for it at every opening, so it must stay well
    under a second on a 1,000-table day (issue 20: 48,000 entries, 12,000
    sheets): SQLite does the bulk of the comparing and Python looks again,
    entry by entry, only where SQLite saw a difference. Every finding is
    made by the same comparisons as always.

    `progress` is told how far it is, in log entries linked, then each
    comparison weighed as that many entries take (the bar moves evenly);
    the check is one read and its answer is not heard (it always finishes)."""
    with event.snapshot():  # one state of the file throughout (a display reads beside the writer)
        linked = max(1, auditlog.count(event.conn))
        # Measured on the 1,000-table day (bench/generate.py): linking the
        # log 0.3 s, the signed sheets 0.6 s, the seats 0.3 s, each other
        # comparison under 0.06 s.
        small = max(1, linked // 8)
        steps = [small, 2 * linked, linked, small, small, small, small, small]
        weights = iter(steps)
        total = linked + sum(steps)
        done = 0

        def advance(steps: int | None = None) -> None:
            nonlocal done
            done = min(total, done + (next(weights) if steps is None else steps))
            if progress is not None:
                progress(done, total)

        log = _chain(event, _signature_anchors(event.conn), advance if progress is not None else None)
        done = linked  # a log longer or shorter than its count said
        head, entries = log.head, len(log.ids)
        findings = [f for f in (log.broken, log.before_changed, _end(event, log)) if f is not None]
        backup = backups.newest_anchored(event)
        findings += _backup(event, log, backup)
        findings += _takeovers(event, log)
        advance()
        in_force = _InForce(*restored.source(event.conn))  # after a restore, what it restored on
        sheets = _signed_sheets(event.conn, in_force)
        signed = any(row[1] == "signed" for row in sheets)
        findings += _sheets(event, sheets, in_force)
        advance()
        records = _records(event, in_force)
        findings += _seats(event, records)
        advance()
        findings += _penalties(event, in_force)
        advance()
        findings += _defaults(event, in_force)
        advance()
        findings += _roster(event, records, in_force)
        advance()
        findings += _settings(event, in_force)
        advance()
        findings += _playoffs(event, in_force)
        advance()
        if event.kind.game_word is GameWord.ROUND:
            findings = [Finding(IN_ROUNDS.get(f.template, f.template), f.params) for f in findings]
    compared = backup[0].name if backup is not None else None
    on_disk = Path(event.path).is_absolute() and Path(event.path).is_file()
    return Seal(head, entries, tuple(findings), compared, on_disk and compared is None, signed)


# An entry's own fields as JSON, as `auditlog.link` writes them after the
# link before: SQLite's json_array writes text, whole numbers and nulls as
# Python's json.dumps(ensure_ascii=False, separators=(",", ":")) does, three
# times faster than Python building the list. It is only a shortcut: an
# entry whose link does not come out right (a float SQLite writes its own
# way, a link before it that is not a hash) is linked again by
# `auditlog.link` before anything is said about it.
_TAILS = (f"SELECT id, chain, CAST(substr(json_array({', '.join(auditlog.FIELDS)}), 2) AS BLOB) "
          "FROM audit_log ORDER BY id")


@dataclass
class _Log:
    """The chain as read: each entry's id and link, the last link, and where
    it first breaks (a link, or a signature's count of the entries before it)."""

    head: str = ""
    ids: list[int] = field(default_factory=list)
    chains: list[str] = field(default_factory=list)
    broken: Finding | None = None
    before_changed: Finding | None = None


_TOLD_EVERY = 2048  # log entries linked between two words of progress


def _chain(event: Event, anchors: dict[int, tuple[Any, Any]],
           advance: Callable[[int], None] | None = None) -> _Log:
    """The last link, every entry, and where the chain first breaks."""
    try:
        return _chain_quickly(event, anchors, advance)
    except sqlite3.DataError:  # a value JSON cannot hold (a blob put in with a tool)
        return _chain_in_python(event, anchors)
    except sqlite3.OperationalError as exc:
        if "JSON" not in str(exc):
            raise
        return _chain_in_python(event, anchors)


def _chain_quickly(event: Event, anchors: dict[int, tuple[Any, Any]],
                   advance: Callable[[int], None] | None = None) -> _Log:
    previous = auditlog.genesis(event.conn)
    sha256 = hashlib.sha256
    log = _Log()
    plain = True  # `previous` is a hex digest, written into the JSON as it is
    written = previous  # the link Cardroom wrote before this entry (a link column rewritten aside)
    for entry_id, chain, tail in event.conn.execute(_TAILS):
        if entry_id in anchors:
            _counted(event, log, entry_id, written, anchors[entry_id])
        if plain:
            expected = sha256(b'["' + previous.encode() + b'",' + tail).hexdigest()
        if not plain or chain != expected:
            row = event.get("audit_log", entry_id)
            expected = auditlog.link(previous, row)
            if log.broken is None and chain != expected:
                log.broken = _broken(row)
        plain = not chain or chain == expected
        written = expected if written == previous else auditlog.link(written, event.get("audit_log", entry_id))
        previous = chain or expected
        log.ids.append(entry_id)
        log.chains.append(previous)
        if advance is not None and len(log.ids) % _TOLD_EVERY == 0:
            advance(_TOLD_EVERY)
    log.head = previous
    return log


def _chain_in_python(event: Event, anchors: dict[int, tuple[Any, Any]]) -> _Log:
    previous = auditlog.genesis(event.conn)
    log = _Log()
    written = previous  # the link Cardroom wrote before this entry (a link column rewritten aside)
    for row in event.select("SELECT * FROM audit_log ORDER BY id"):
        if row["id"] in anchors:
            _counted(event, log, row["id"], written, anchors[row["id"]])
        expected = auditlog.link(previous, row)
        written = expected if written == previous else auditlog.link(written, row)
        if log.broken is None and row.get("chain") != expected:
            log.broken = _broken(row)  # once is enough: every link after it differs too
        previous = row.get("chain") or expected
        log.ids.append(row["id"])
        log.chains.append(previous)
    log.head = previous
    return log


def _signature_anchors(conn: sqlite3.Connection) -> dict[int, tuple[Any, Any]]:
    """The last signature's (or correction's) count and head of the log
    before it, by entry id (issue 36). The last is enough: an entry cut
    anywhere before it changes its count, and after it the event's anchor
    and the backups speak. Read from the end, it costs one entry."""
    sql = ("SELECT id, json_extract(after, '$.record.log.entries'), json_extract(after, '$.record.log.head') "
           "FROM audit_log WHERE +entity = 'scorecard' AND action IN ('sign', 'correct') "  # by id, from the end
           "AND json_extract(after, '$.record.log.entries') IS NOT NULL ORDER BY id DESC LIMIT 1")
    try:
        rows = conn.execute(sql).fetchall()
    except sqlite3.OperationalError:  # an entry that is not JSON (written with a tool): read in Python
        rows = []
        for entry_id, after in conn.execute("SELECT id, after FROM audit_log WHERE entity = 'scorecard' "
                                            "AND action IN ('sign', 'correct') ORDER BY id DESC"):
            log = _dig(_loads(after), RECORD, "log")
            if _dig(log, "entries") is not None:
                rows = [(entry_id, _dig(log, "entries"), _dig(log, "head"))]
                break
    return {entry_id: (entries, head) for entry_id, entries, head in rows if entries is not None}


def _counted(event: Event, log: _Log, entry_id: int, previous: str, anchor: tuple[Any, Any]) -> None:
    """A signature's count and head of the log before it against the file's."""
    if log.before_changed is None and (len(log.ids), previous) != anchor:
        log.before_changed = Finding(LOG_BEFORE_CHANGED, _at(event.get("audit_log", entry_id)))


def _dig(found: Any, *keys: str) -> Any:
    """found[k1][k2]..., or None where a level is missing or not an object."""
    for key in keys:
        if not isinstance(found, dict):
            return None
        found = found.get(key)
    return found


def _loads(text: Any) -> Any:
    try:
        return json.loads(text) if text else None
    except (TypeError, ValueError):
        return None


def _end(event: Event, log: _Log) -> Finding | None:
    """The log must end where Cardroom last wrote it (the event's anchor)."""
    anchor = auditlog.anchor(event.conn)
    if anchor is None or anchor == (len(log.ids), log.head):
        return None
    return Finding(LOG_END_CHANGED, {"count": anchor[0], "entries": len(log.ids)})


def _backup(event: Event, log: _Log, found: tuple[Path, tuple[int, str]] | None) -> list[Finding]:
    """The newest backup's log must begin this file's: the same chain at the
    same count. Only the backup's anchor is read, unless they differ. The
    marks of the convenor's key only grow (a restore keeps them), so every
    mark the backup holds, and each key's count, must be here too."""
    if found is None:
        return []
    path, (count, last) = found
    if count <= len(log.ids) and (count == 0 or log.chains[count - 1] == last):
        gone = backups.marks_gone(event.conn, path)
        return [] if gone is None else [Finding(backups.MARKS_GONE_SINCE_BACKUP,
                                                {"backup": path.name, "entry": gone})]
    try:
        conn = sqlite3.connect(eventfile.ro_uri(path), uri=True)
        try:
            theirs = conn.execute("SELECT id, chain FROM audit_log ORDER BY id").fetchall()
        finally:
            conn.close()
    except sqlite3.Error:
        theirs = []
    entry = next((entry_id for i, (entry_id, chain) in enumerate(theirs)
                  if i >= len(log.ids) or log.chains[i] != chain), count)
    return [Finding(BACKUP_DIFFERS, {"backup": path.name, "entry": entry})]


def _takeovers(event: Event, log: _Log) -> list[Finding]:
    """Each takeover (issue 39) three times over: its entry in the log, its
    row, and the owner epoch it raised. The entry (chained) says what the
    row must hold, and the epoch is the last entry's; the entry's count and
    head of the log before it must be the log's there, so entries cut before
    a takeover show even when every link was worked out again."""
    try:
        epoch = int(event.conn.execute("SELECT owner_epoch FROM event WHERE id = 1").fetchone()[0])
        rows = {row["epoch"]: row for row in event.select(
            f"SELECT {', '.join(TAKEOVER_FIELDS)} FROM takeover ORDER BY id")}
    except sqlite3.OperationalError:  # a read-only look at a file from before takeovers (migration 0015)
        return []
    found = []
    logged = 0
    based = False
    for entry in event.select("SELECT * FROM audit_log WHERE entity = 'event' AND action = 'takeover' ORDER BY id"):
        after = _loads(entry["after"])
        if not isinstance(after, dict):
            continue  # not JSON: written with a tool, and the chain says so
        logged = max(logged, after["epoch"] if isinstance(after.get("epoch"), int) else 0)
        row = rows.pop(after.get("epoch"), None)
        if row is None or any(row[f] != after.get(f) for f in TAKEOVER_FIELDS):
            found.append(Finding(TAKEOVER_UNRECORDED, {"computer": after.get("computer"), **_at(entry)}))
        place = bisect.bisect_left(log.ids, entry["id"])
        before = (place, log.chains[place - 1] if place else auditlog.genesis(event.conn))
        if not based and (after.get("base_entries"), after.get("base_head")) != before:
            found.append(Finding(TAKEOVER_BASE_CHANGED, _at(entry)))
            based = True  # once is enough: every later takeover differs too
    for row in rows.values():
        found.append(Finding(TAKEOVER_UNLOGGED, {"computer": row["computer"], "epoch": row["epoch"]}))
    if epoch != logged:
        found.append(Finding(EPOCH_CHANGED, {"epoch": epoch, "logged": logged}))
    return found


@dataclass(frozen=True)
class _InForce:
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
    return Finding(CHAIN_BROKEN, _at(row))


def _at(row: dict[str, Any]) -> dict[str, Any]:
    return {"entry": row["id"], "at": str(row["at"]).replace("T", " ")}


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
_SAME = """c.state = 'signed' AND json_remove(a.after, '$.record') = json_object(
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


def _signed_sheets(conn: sqlite3.Connection, log: _InForce) -> Sheets:
    """Every sheet (`_SHEETS`) in game then table order."""
    try:
        return conn.execute(_SHEETS.format(same=_SAME, cte=log.cte, log=log.name)).fetchall()
    except sqlite3.OperationalError as exc:
        if "JSON" not in str(exc).upper():
            raise
        # An entry that is not JSON at all (written with a tool): Python
        # compares every sheet, and says which is not as its entry has it.
        return conn.execute(_SHEETS.format(same="0", cte=log.cte, log=log.name)).fetchall()


def _sheets(event: Event, sheets: Sheets, log: _InForce) -> list[Finding]:
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


def _moved(event: Event, signed_as: dict[int, int], log: _InForce) -> dict[int, Any]:
    """The pair that moves, for each sheet whose pair was set (a tie's cut)
    after the entry that last signed or corrected it."""
    moved: dict[int, Any] = {}
    for row in event.select(log.sql("SELECT id, entity_id, after FROM {log} "
                                    "WHERE entity = 'scorecard' AND action = 'moving_pair' ORDER BY id")):
        if row["entity_id"] in signed_as and row["id"] > signed_as[row["entity_id"]]:
            moved[row["entity_id"]] = _after(row)
    return moved


def _signatures_gone(event: Event, log: _InForce) -> list[Finding]:
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


def _penalties(event: Event, log: _InForce) -> list[Finding]:
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


def _defaults(event: Event, log: _InForce) -> list[Finding]:
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


def _entries(event: Event, log: _InForce, actions: tuple[str, ...], *paths: str) -> list[tuple[Any, ...]]:
    """(id, entity_id, action, the JSON at each path of `after`) of the
    entries with these actions, oldest first; an entry that is not JSON
    (written with a tool, and so breaking the chain) reads as holding nothing."""
    marks = ", ".join("?" for _ in actions)
    picks = "".join(f", json_extract(after, '{p}')" for p in paths)
    try:
        rows = event.conn.execute(log.sql(f"SELECT id, entity_id, action{picks} FROM {{log}} "
                                          f"WHERE action IN ({marks}) ORDER BY id"), actions).fetchall()
        return [(*row[:3], *(_loads(v) if isinstance(v, str) else v for v in row[3:])) for row in rows]
    except sqlite3.OperationalError:
        found = []
        for entry_id, entity_id, action, after in event.conn.execute(
                log.sql(f"SELECT id, entity_id, action, after FROM {{log}} WHERE action IN ({marks}) ORDER BY id"),
                actions):
            parsed = _loads(after)
            found.append((entry_id, entity_id, action,
                          *(_dig(parsed, *p.removeprefix("$.").split(".")) for p in paths)))
        return found


Records = list[tuple[int, int, dict[str, Any]]]


def _records(event: Event, log: _InForce) -> Records:
    """(entry id, card id, record) of each sheet's last signature, correction
    or change of seats, where it carries a record (issue 36)."""
    sql = ("SELECT a.id, a.entity_id, {what} FROM {{log}} a JOIN ("
           "SELECT max(id) AS id FROM {{log}} WHERE entity = 'scorecard' AND action IN ('sign', 'correct', ?) "
           "GROUP BY entity_id) m ON m.id = a.id ORDER BY a.id")
    try:
        rows = [(i, c, _loads(r)) for i, c, r in event.conn.execute(
            log.sql(sql.format(what="json_extract(a.after, '$.record')")), [RESEAT])]
    except sqlite3.OperationalError:  # an entry that is not JSON (written with a tool)
        rows = [(i, c, _dig(_loads(after), RECORD))
                for i, c, after in event.conn.execute(log.sql(sql.format(what="a.after")), [RESEAT])]
    return [(i, c, r) for i, c, r in rows if isinstance(r, dict)]


def _seats(event: Event, records: Records) -> list[Finding]:
    """Each signed sheet's seats as its last signature, correction or
    change of seats recorded them (entries from before issue 36 record none)."""
    recorded: dict[int, Any] = {}
    for _entry, card_id, record in records:
        seats = _dig(record, "seats")
        if isinstance(seats, dict):
            recorded[card_id] = {str(k): v for k, v in seats.items()}
    now: dict[int, dict[str, Any]] = {}
    placed: dict[int, tuple[int, int]] = {}
    for card_id, game_id, table_id, seat, pid in event.conn.execute(
            "SELECT c.id, c.game_id, c.table_id, s.seat, s.player_id FROM scorecard c "
            "LEFT JOIN seat s ON s.game_id = c.game_id AND s.table_id = c.table_id WHERE c.state = 'signed'"):
        placed[card_id] = (game_id, table_id)
        if seat is not None:
            now.setdefault(card_id, {})[str(seat)] = pid
    found = []
    for card_id in sorted(recorded, key=lambda c: placed.get(c, (0, 0))):
        if card_id in placed and now.get(card_id, {}) != recorded[card_id]:
            found.append(Finding(SEATS_CHANGED, _where(event, *placed[card_id])))
    return found


def _roster(event: Event, records: Records, log: _InForce) -> list[Finding]:
    """Each player's team and floater mark, and each team's mark, as the last
    entry naming them recorded: a signature, a change of seats, a change of
    teams made once sheets were signed. Players and teams the log never
    named (no result of theirs was signed) and those gone are not judged."""
    players: dict[int, list[Any]] = {}
    teams: dict[int, bool | None] = {}  # None: dissolved in Cardroom
    # Each sheet's last record, then every change of teams: a change of
    # teams made once sheets are signed is always logged, so a sheet's older
    # records (superseded by its last) say nothing the later entries do not.
    mentions = [(entry_id, _dig(record, "players"), _dig(record, "teams"))
                for entry_id, _card, record in records]
    mentions += [(entry_id, named, marked) for entry_id, _entity, _action, named, marked
                 in _entries(event, log, (ROSTER_MOVES,), "$.players", "$.teams")]
    for _id, named, marked in sorted(mentions, key=lambda m: m[0]):
        for pid, value in (named.items() if isinstance(named, dict) else ()):
            if str(pid).isdigit() and isinstance(value, list) and len(value) == 2:
                players[int(pid)] = value
        for tid, value in (marked.items() if isinstance(marked, dict) else ()):
            if str(tid).isdigit():
                teams[int(tid)] = None if value is None else bool(value)
    found = []
    for pid, name, team_id, floater in event.conn.execute(
            "SELECT id, name, team_id, floater FROM player ORDER BY number, id"):
        if pid in players and [team_id, bool(floater)] != [players[pid][0], bool(players[pid][1])]:
            found.append(Finding(TEAM_CHANGED, {"name": name}))
    stored = set()
    for tid, name, floater in event.conn.execute("SELECT id, name, floater FROM team ORDER BY id"):
        stored.add(tid)
        if tid in teams and bool(floater) != teams[tid]:
            found.append(Finding(TEAM_CHANGED, {"name": name or f"#{tid}"}))
    for tid in sorted(t for t, mark in teams.items() if mark is not None and t not in stored):
        found.append(Finding(TEAM_CHANGED, {"name": f"#{tid}"}))  # a team deleted with a tool
    return found


_ABSENT = object()


def _settings(event: Event, log: _InForce) -> list[Finding]:
    """Each rule setting as its last entry left it: the baseline (New event's
    rules, or a file's when it was migrated to issue 36), a rule change, a
    repair at opening. A setting stored with no entry at all is judged only
    once a baseline is in the log (before it, the log cannot say)."""
    expected: dict[str, Any] = {}
    baseline = False
    for action, before, after in event.conn.execute(
            log.sql("SELECT action, before, after FROM {log} WHERE action IN (?, 'set_setting', ?) ORDER BY id"),
            [BASELINE, REPAIR]):
        before, after = _loads(before), _loads(after)
        if action == BASELINE:
            settings = _dig(after, "settings")
            expected = dict(settings) if isinstance(settings, dict) else {}
            baseline = True
        elif isinstance(after, dict):
            expected.update(after)
        elif isinstance(before, dict):  # a repair that took an unknown setting out
            expected.update({key: _ABSENT for key in before})
    now = settings_now(event.conn)
    found = []
    for key in sorted(set(now) | set(expected)):
        if key not in expected:
            wrong = baseline
        elif expected[key] is _ABSENT:
            wrong = key in now
        else:
            wrong = key not in now or not _same(now[key], expected[key])
        if wrong:
            found.append(Finding(SETTING_CHANGED, {"setting": key}))
    return found


def _same(a: Any, b: Any) -> bool:
    """Equal as JSON values (True is not 1, 1 is 1.0)."""
    return type(a) is type(b) and a == b if isinstance(a, bool) or isinstance(b, bool) else a == b


def _playoffs(event: Event, log: _InForce) -> list[Finding]:
    """Each playoff as its last entry left it (recorded, or removed)."""
    logged: dict[int, Any] = {}
    for _id, playoff_id, action, after in _entries(event, log, ("record_playoff", "remove_playoff"), "$"):
        logged[playoff_id] = after if action == "record_playoff" else None
    found = []
    stored = {}
    for row in event.select("SELECT id, scope, members, ranking FROM playoff ORDER BY id"):
        stored[row["id"]] = row
        entry = logged.get(row["id"])
        if not isinstance(entry, dict) or entry.get("scope") != row["scope"] \
                or _loads(entry.get("members")) != _loads(row["members"]) \
                or _loads(entry.get("ranking")) != _loads(row["ranking"]):
            found.append(Finding(PLAYOFF_CHANGED, {"playoff": row["id"]}))
    for playoff_id, entry in sorted(logged.items()):
        if entry is not None and playoff_id not in stored:
            found.append(Finding(PLAYOFF_CHANGED, {"playoff": playoff_id}))
    return found
