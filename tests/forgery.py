"""What a forger with the event file and Cardroom's source can do once a
row is edited with a SQLite tool: work every link of the audit log out
again, with every signature's count and head of the entries before it, and
move the event's anchor to the new end (issue 36). The file alone then
reads as Cardroom wrote it; what is left to catch the forgery is what the
file does not hold: the backups beside it, a station's witness, the
convenor's key, a seal on paper."""

from __future__ import annotations

import json
import shutil
import sqlite3
from pathlib import Path

from app.models.event import auditlog, backups


def rechain(conn: sqlite3.Connection) -> None:
    """Every entry chained again in order, each signature's record of the
    log before it rewritten first, and the anchor moved to the new end."""
    previous = auditlog.genesis(conn)
    cursor = conn.execute(f"SELECT id, {', '.join(auditlog.FIELDS)} FROM audit_log ORDER BY id")
    names = [d[0] for d in cursor.description]
    count = 0
    for values in cursor.fetchall():
        row = dict(zip(names, values))
        after = json.loads(row["after"]) if row["after"] else None
        if isinstance(after, dict) and isinstance(after.get("record"), dict) and "log" in after["record"]:
            after["record"]["log"] = {"entries": count, "head": previous}
            row["after"] = json.dumps(after)
            conn.execute("UPDATE audit_log SET after = ? WHERE id = ?", [row["after"], row["id"]])
        previous = auditlog.link(previous, row)
        count += 1
        conn.execute("UPDATE audit_log SET chain = ? WHERE id = ?", [previous, row["id"]])
    conn.execute("UPDATE event SET log_entries = ?, log_head = ? WHERE id = 1", [count, previous])


def without_backups(path: Path) -> None:
    """The backups beside the file, which hold the log as it was, taken away."""
    shutil.rmtree(backups.folder_for(path), ignore_errors=True)
