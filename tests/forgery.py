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


def cut_tail(conn: sqlite3.Connection, entries: int = 1) -> list[int]:
    """The newest `entries` entries cut with the rows they logged (a penalty
    given), their marks with them, then every link and count worked out
    again (`rechain`). The ids of the entries cut."""
    cut = [int(row[0]) for row in conn.execute("SELECT id FROM audit_log ORDER BY id DESC LIMIT ?", [entries])]
    for entry_id in cut:
        action, entity_id = conn.execute("SELECT action, entity_id FROM audit_log WHERE id = ?",
                                         [entry_id]).fetchone()
        if action == "add_penalty":
            conn.execute("DELETE FROM penalty WHERE id = ?", [entity_id])
        conn.execute("DELETE FROM audit_mark WHERE entry_id = ?", [entry_id])
        conn.execute("DELETE FROM audit_log WHERE id = ?", [entry_id])
    rechain(conn)
    return cut


def drop_marks(conn: sqlite3.Connection, counts: bool = False) -> None:
    """Every mark of the convenor's key taken out (`counts`: and each key's
    count of the log too)."""
    conn.execute("DELETE FROM audit_mark")
    if counts:
        conn.execute("DELETE FROM audit_tail")


def swap_pin_material(conn: sqlite3.Connection, pin: str) -> None:
    """The PIN's hash, salt and key salt replaced by material made from the
    forger's own `pin` (Cardroom's own `stored_row`), its sealed box too."""
    from app.models.event.pinhash import COST, stored_row

    cost = int(conn.execute("SELECT cost FROM convenor_pin WHERE id = 1").fetchone()[0] or COST)
    row = stored_row(pin, cost)
    conn.execute("UPDATE convenor_pin SET hash = ?, salt = ?, key_salt = ?, sealed = ? WHERE id = 1",
                 [row["hash"], row["salt"], row["key_salt"], row["sealed"]])
