"""Stations as witnesses of the owner's audit log (issue 36 point 1 a).

The audit log's chain has no secret: anyone with the event file can edit a
hand and compute every link again, and the file alone cannot show it. But
every station has been shown the log as it grew: as its copy takes the
owner's changes it keeps a few (entry count, chain) pairs, on its own disk,
for each event. At its next contact with the owner (just after the welcome)
it sends them (`protocol.Witnessed`), and the owner checks that its own log
at that count has that chain: a file edited and chained again, or cut from
its end (or an older copy put back), no longer matches what a station saw,
and the owner says so, naming the station. The station checks the event it
is sent against what it kept too, and says so itself.

What is kept: the newest entry, and for each game the entry of its latest
signature (or correction), at most `MAX_KEPT` an event (the newest counts),
for at most `MAX_EVENTS` events. A station that saw a divergence keeps what
it witnessed as it was, noting nothing new until the owner's log agrees
again, so that the evidence is not pushed out by later entries.
"""

from __future__ import annotations

import json
import os
import re
import sqlite3
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from app.models.event import auditlog

MAX_KEPT = 24  # (count, chain) pairs kept an event
MAX_EVENTS = 40  # events a station keeps witnesses of (the oldest files go)
MAX_SENT = 32  # pairs an owner reads from one station
HEX = re.compile(r"[0-9a-f]{64}")


@dataclass(frozen=True)
class Seen:
    """The owner's log as a station saw it: `entries` entries, the last of
    them chained `head`, written at `at` (the entry's own time)."""

    entries: int
    head: str
    at: str = ""

    def plain(self) -> list[Any]:
        return [self.entries, self.head, self.at]

    @classmethod
    def read(cls, value: Any) -> Seen | None:
        """One pair as it travels or is kept, checked; None if it is not one."""
        if not (isinstance(value, list) and len(value) == 3):
            return None
        entries, head, at = value
        if isinstance(entries, bool) or not isinstance(entries, int) or not 0 < entries < 1 << 40:
            return None
        if not isinstance(head, str) or not HEX.fullmatch(head):
            return None
        if not isinstance(at, str) or len(at) > 40 or any(ch < " " for ch in at):
            return None
        return cls(entries, head, at)


@dataclass(frozen=True)
class Divergence:
    """How the owner's log differs from what a station saw.

    `cut`: the log is shorter (`total` entries) than the `entries` the station
    saw; else the log's entry `entries` is not chained as the station saw it
    (the file was changed at or before that entry)."""

    entries: int
    at: str
    total: int
    cut: bool


def heads_of(conn: sqlite3.Connection) -> list[Seen]:
    """What a copy of the event vouches for now: its newest entry, and each
    game's latest signature or correction."""
    newest = conn.execute("SELECT id, chain, at FROM audit_log ORDER BY id DESC LIMIT 1").fetchone()
    if newest is None or not newest[1]:
        return []
    total = auditlog.count(conn)
    found = [Seen(total, str(newest[1]), str(newest[2] or ""))]
    rows = conn.execute(
        "SELECT max(a.id) FROM audit_log a JOIN scorecard s ON a.entity = 'scorecard' AND a.entity_id = s.id "
        "WHERE a.action IN ('sign', 'correct') GROUP BY s.game_id").fetchall()
    for (entry_id,) in rows:
        row = conn.execute("SELECT (SELECT count(*) FROM audit_log WHERE id <= ?), chain, at FROM audit_log "
                           "WHERE id = ?", [entry_id, entry_id]).fetchone()
        if row is not None and row[1]:
            found.append(Seen(int(row[0]), str(row[1]), str(row[2] or "")))
    return found


def compare(conn: sqlite3.Connection, seen: list[Seen]) -> Divergence | None:
    """Does this log agree with what a station saw? The earliest entry it
    differs at, else the longest log the station saw beyond this one's end,
    else None."""
    total = auditlog.count(conn)
    ahead: Seen | None = None
    for witnessed in sorted(seen, key=lambda s: s.entries):
        if witnessed.entries > total:
            ahead = witnessed
            continue
        row = conn.execute("SELECT chain FROM audit_log ORDER BY id LIMIT 1 OFFSET ?",
                           [witnessed.entries - 1]).fetchone()
        if row is None or row[0] != witnessed.head:
            return Divergence(witnessed.entries, witnessed.at, total, cut=False)
    if ahead is not None:
        return Divergence(ahead.entries, ahead.at, total, cut=True)
    return None


class Witness:
    """What this station saw of one event's log, kept in `folder` (None:
    only in memory) under the event's identity."""

    def __init__(self, folder: Path | None, uid: str) -> None:
        self.folder = folder
        self.uid = uid
        self.kept: list[Seen] = []
        self.disputed = False  # the owner's log disagreed: nothing new is noted
        self._load()

    @property
    def path(self) -> Path | None:
        if self.folder is None:
            return None
        name = re.sub(r"[^0-9A-Za-z_-]", "-", self.uid)[:80] or "event"
        return self.folder / f"{name}.json"

    def _load(self) -> None:
        path = self.path
        if path is None:
            return
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return  # none yet, or unreadable: witnessed from now on
        if isinstance(data, dict) and data.get("uid") == self.uid and isinstance(data.get("seen"), list):
            self.kept = [s for s in (Seen.read(v) for v in data["seen"][:MAX_KEPT]) if s is not None]

    def check(self, conn: sqlite3.Connection) -> Divergence | None:
        """The copy just received against what was kept; a divergence
        freezes what is kept."""
        found = compare(conn, self.kept)
        self.disputed = found is not None
        return found

    def note(self, conn: sqlite3.Connection) -> None:
        """Keep what the copy vouches for now (unless disputed)."""
        if self.disputed:
            return
        known = {s.entries for s in self.kept}
        fresh = [s for s in heads_of(conn) if s.entries not in known]
        if not fresh:
            return
        kept = sorted(self.kept + fresh, key=lambda s: s.entries)[-MAX_KEPT:]
        self.kept = kept
        self._save()

    def _save(self) -> None:
        path = self.path
        if path is None:
            return
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            spare = path.with_suffix(".tmp")
            spare.write_text(json.dumps({"uid": self.uid, "seen": [s.plain() for s in self.kept]}),
                             encoding="utf-8")
            os.replace(spare, path)
            _prune(path.parent)
        except OSError:
            pass  # a full or read-only disk: the station still works, it witnesses less


class Witnesses:
    """A station's witnesses, an event each, kept in `folder`. The link's
    thread asks for what was kept (`heads`) as a welcome arrives; the
    program's thread notes and checks."""

    def __init__(self, folder: Path | None) -> None:
        self.folder = folder
        self._lock = threading.Lock()
        self._of: dict[str, Witness] = {}

    def of(self, uid: str) -> Witness:
        with self._lock:
            found = self._of.get(uid)
            if found is None:
                found = self._of[uid] = Witness(self.folder, uid)
            return found

    def heads(self, uid: str | None) -> list[Seen]:
        return list(self.of(uid).kept) if uid else []

    def welcomed(self, uid: str | None, conn: sqlite3.Connection) -> Divergence | None:
        """The event just loaded (a welcome): checked against what was
        kept, then noted."""
        if not uid:
            return None
        witness = self.of(uid)
        found = witness.check(conn)
        witness.note(conn)
        return found

    def committed(self, uid: str | None, conn: sqlite3.Connection, change: Any) -> None:
        """A commit applied: noted when it wrote to the audit log."""
        tables = change.get("tables") if isinstance(change, dict) else None
        if uid and isinstance(tables, dict) and "audit_log" in tables:
            self.of(uid).note(conn)


def _prune(folder: Path) -> None:
    """At most MAX_EVENTS events' witnesses: the least recently written go."""
    files = sorted(folder.glob("*.json"), key=lambda f: f.stat().st_mtime)
    for old in files[:-MAX_EVENTS]:
        try:
            old.unlink()
        except OSError:
            pass
