"""Which audit entries are in force after a restore.

A restore (backups.py) brings a backup's data back but never removes an
entry from the log: the log only grows, so a station or a sheet that saw a
seal earlier still finds it in the chain. The entries written between the
backup and the restore stay, but no longer describe the data (their
penalties, signatures and defaults were taken back with it), so the record
check must not expect them. The restore entry says where the data came
from: `shared`, the newest entry the backup's log has in common with this
one (the same id and the same link), and `since`, the backup's own entries
after that one, as they were stored (none when the backup was taken from
this file's history, as every backup is once restores keep the log).

The log in force is then: the entries in force in the backup's log, then
the restore entry and what follows it. A backup's log may itself hold a
restore, so this is worked out entry by entry, oldest restore first.
"""

from __future__ import annotations

import json
import sqlite3
from typing import Any

from app.models.event import auditlog

ACTION = "restore"

# An entry of the log in force: the id of a stored entry, or one of a
# backup's own entries kept in a restore entry (a dict of its fields).
Item = int | dict[str, Any]


def baseline(after: Any) -> dict[str, Any] | None:
    """What a restore entry's `after` says of the log it restored (None for
    a restore written before restores kept the log: its log was replaced)."""
    if isinstance(after, str):
        try:
            after = json.loads(after)
        except ValueError:
            return None
    if isinstance(after, dict) and isinstance(after.get("shared"), int):
        return after
    return None


def _restores(conn: sqlite3.Connection) -> dict[int, dict[str, Any]]:
    found = {}
    for entry_id, after in conn.execute(
            "SELECT id, after FROM audit_log WHERE action = ? AND entity = 'event' ORDER BY id", [ACTION]):
        known = baseline(after)
        if known is not None:
            found[int(entry_id)] = known
    return found


def in_force(conn: sqlite3.Connection) -> list[Item] | None:
    """The log in force, oldest first; None when every entry is (no restore
    has superseded any), the common case, answered by one indexed look."""
    restores = _restores(conn)
    if not restores:
        return None
    ids = [row[0] for row in conn.execute("SELECT id FROM audit_log ORDER BY id")]
    return _in_force(list(ids), restores)


def _id(item: Item) -> int:
    return item if isinstance(item, int) else int(item["id"])


def _in_force(raw: list[Item], restores: dict[int, dict[str, Any]]) -> list[Item]:
    """The entries in force of a log (`raw`, in its own order): each restore
    starts again from the backup's log, its own restores followed in turn."""
    out: list[Item] = []
    for index, item in enumerate(raw):
        known = restores.get(item) if isinstance(item, int) else (
            baseline(item.get("after")) if item.get("action") == ACTION else None)
        if known is None:
            out.append(item)
            continue
        shared = known["shared"]
        since: list[Item] = [row for row in known.get("since") or () if isinstance(row, dict) and "id" in row]
        theirs: list[Item] = [x for x in raw[:index] if _id(x) <= shared]
        out = _in_force(theirs + since, restores) + [item]
    return out


def superseded(conn: sqlite3.Connection, entry_id: int) -> int | None:
    """The restore that took back what entry `entry_id` records (its id),
    or None while the entry is in force."""
    kept = in_force(conn)
    if kept is None or any(isinstance(x, int) and x == entry_id for x in kept):
        return None
    later = [x for x in _restores(conn) if x > entry_id]
    return later[0] if later else None


# Whole pieces of the log in force get keys far apart, so an entry's key
# (piece * SPAN + its own id) keeps the order of the log in force.
SPAN = 1 << 40


def source(conn: sqlite3.Connection) -> tuple[str, str]:
    """How a query reads the log in force: (a table name, a WITH clause
    naming it, ending in ", ", or "" when the stored log is all in force).

    A common table expression, not a temporary table: a read-only
    connection (the display, a check from the command line) may run it."""
    kept = in_force(conn)
    if kept is None:
        return "audit_log", ""
    position = {entry_id: n for n, entry_id in enumerate(
        row[0] for row in conn.execute("SELECT id FROM audit_log ORDER BY id"))}
    fields = ", ".join(auditlog.FIELDS)
    arms: list[str] = []
    run: list[int] = []  # positions of stored entries next to each other

    def close_run() -> None:
        if run:
            first, last = ids[run[0]], ids[run[-1]]
            arms.append(f"SELECT {len(arms) * SPAN} + id AS id, {fields}, chain FROM audit_log "
                        f"WHERE id BETWEEN {first} AND {last}")
            run.clear()

    ids = sorted(position, key=position.__getitem__)
    rows: list[dict[str, Any]] = []
    for item in kept:
        if isinstance(item, int):
            if rows:
                arms.append(_kept_rows(len(arms) * SPAN, rows))
                rows = []
            if run and position[item] != run[-1] + 1:
                close_run()
            run.append(position[item])
        else:
            close_run()
            rows.append(item)
    close_run()
    if rows:
        arms.append(_kept_rows(len(arms) * SPAN, rows))
    if not arms:
        arms.append(f"SELECT id, {fields}, chain FROM audit_log WHERE 0")
    return "record_log", "record_log AS (" + " UNION ALL ".join(arms) + "), "


def _kept_rows(base: int, rows: list[dict[str, Any]]) -> str:
    """A backup's own entries (kept in a restore entry) as rows of a query."""
    text = json.dumps([{k: row.get(k) for k in ("id", *auditlog.FIELDS, "chain")} for row in rows])
    literal = "'" + text.replace("'", "''") + "'"
    columns = ", ".join(f"json_extract(value, '$.{name}')" for name in (*auditlog.FIELDS, "chain"))
    return f"SELECT {base} + json_extract(value, '$.id'), {columns} FROM json_each({literal})"
