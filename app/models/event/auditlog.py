"""The audit log as stored: one row per ruling, correction or signature.

Operations append to it inside their own transaction, so a change and its
log line are committed together or not at all. How officials read the log
(by table, player and time) is app/models/rulings/audit.py.

Each entry is chained: its `chain` is a hash of the entry's own fields and
of the chain of the entry before it (the first one starts from the event's
identity). An entry edited or removed with a SQLite tool breaks the chain
from there on; the last entry's chain (the *seal*) is shown on the convenor
desk and printed on the final standings, so even entries cut from the end
are noticed against the paper (app/models/seal.py checks the whole record).
"""

from __future__ import annotations

import json
import sqlite3
from typing import TYPE_CHECKING, Any

from app.models.event import convenorkey
from app.models.event.records import now_iso

if TYPE_CHECKING:
    from app.models.event.file import Event


def append(
    event: Event,
    action: str,
    entity: str,
    entity_id: int | None,
    before: Any = None,
    after: Any = None,
    reason: str = "",
    actor: str = "",
) -> None:
    """Append to the audit log; call inside the operation's transaction."""
    row = {
        "at": now_iso(),
        "actor": actor,
        "action": action,
        "entity": entity,
        "entity_id": entity_id,
        "before": json.dumps(before) if before is not None else None,
        "after": json.dumps(after) if after is not None else None,
        "reason": reason,
    }
    row["chain"] = chain = link(head(event.conn), row)
    entry_id = event.db.table("audit_log").insert(row).last_rowid
    entries = _move_anchor(event.conn, chain)
    if entry_id is not None:  # marked with the convenor's key, when the program holds it
        convenorkey.put_mark(event, entry_id, chain, entries)


FIELDS = ("at", "actor", "action", "entity", "entity_id", "before", "after", "reason")


def sha256_hex(text: str) -> str:
    """SHA-256 of the text's UTF-8. hashlib (OpenSSL) is loaded on the first
    entry written or checked, not on the way to the first window."""
    import hashlib

    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def genesis(conn: sqlite3.Connection) -> str:
    """Where the chain starts: the event's own identity."""
    from app.models.event.identity import read

    return sha256_hex(f"cardroom audit|{read(conn)[0]}")


def link(previous: str, row: dict[str, Any]) -> str:
    """The chain of an entry: its fields (as stored) after the one before."""
    text = json.dumps([previous, *(row[f] for f in FIELDS)], ensure_ascii=False, separators=(",", ":"))
    return sha256_hex(text)


def head(conn: sqlite3.Connection) -> str:
    """The last entry's chain (the seal), or the start of the chain."""
    found = conn.execute("SELECT chain FROM audit_log ORDER BY id DESC LIMIT 1").fetchone()
    return str(found[0]) if found and found[0] else genesis(conn)


def newest_id(conn: sqlite3.Connection) -> int:
    """The id of the last entry (0 for none)."""
    return int(conn.execute("SELECT ifnull(max(id), 0) FROM audit_log").fetchone()[0])


def count(conn: sqlite3.Connection) -> int:
    return int(conn.execute("SELECT count(*) FROM audit_log").fetchone()[0])


def chain_all(conn: sqlite3.Connection) -> None:
    """Chain every entry in order (the migration that brought chains in)."""
    if not conn.execute("SELECT 1 FROM audit_log LIMIT 1").fetchone():
        return  # a new file: its entries are chained as they are written
    previous = genesis(conn)
    cursor = conn.execute(f"SELECT id, {', '.join(FIELDS)} FROM audit_log ORDER BY id")
    names = [d[0] for d in cursor.description]
    for values in cursor.fetchall():
        row = dict(zip(names, values))
        previous = link(previous, row)
        conn.execute("UPDATE audit_log SET chain = ? WHERE id = ?", [previous, row["id"]])


def anchor(conn: sqlite3.Connection) -> tuple[int, str] | None:
    """Where Cardroom last left the log: (its count of entries, its head), as
    the event's own row keeps it (issue 36: a deletion of the last entries
    needs no re-chaining, so the log alone cannot show it). None in a file
    from before the anchor (migration 0014), or one that never had an entry."""
    try:
        found = conn.execute("SELECT log_entries, log_head FROM event WHERE id = 1").fetchone()
    except sqlite3.OperationalError:  # a file before migration 0014
        return None
    if found is None or found[0] is None or found[1] is None:
        return None
    return int(found[0]), str(found[1])


def _move_anchor(conn: sqlite3.Connection, chain: str) -> int:
    """One entry more, in the same transaction as the entry: the count goes on
    from the anchor (constant cost), never recounted, so the anchor keeps
    saying where Cardroom left the log even after rows were cut with a tool.
    Returns the count with the entry (the convenor's key marks it)."""
    before = anchor(conn)
    entries = before[0] + 1 if before is not None else count(conn)
    try:
        conn.execute("UPDATE event SET log_entries = ?, log_head = ? WHERE id = 1", [entries, chain])
    except sqlite3.OperationalError:  # a file before migration 0014: nothing to anchor in
        pass
    return entries


def set_anchor(conn: sqlite3.Connection) -> None:
    """Anchor the log as it is (migration 0014, for the entries it finds)."""
    conn.execute("UPDATE event SET log_entries = ?, log_head = ? WHERE id = 1", [count(conn), head(conn)])


def before_next(conn: sqlite3.Connection) -> dict[str, Any]:
    """The count and head of the log before the entry about to be written,
    which a signature carries (issue 36): read from the anchor, constant cost."""
    found = anchor(conn)
    entries, last = found if found is not None else (count(conn), head(conn))
    return {"entries": entries, "head": last}


def rows(event: Event) -> list[dict[str, Any]]:
    """Every entry as stored (before and after as JSON text), oldest first."""
    return event.select("SELECT * FROM audit_log ORDER BY id")


def entry(event: Event, entry_id: int) -> dict[str, Any] | None:
    """One entry with its before and after decoded, or None."""
    found = event.select("SELECT * FROM audit_log WHERE id = ?", [entry_id])
    if not found:
        return None
    row = dict(found[0])
    row["before"] = json.loads(row["before"]) if row["before"] else None
    row["after"] = json.loads(row["after"]) if row["after"] else None
    return row
