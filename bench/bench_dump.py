"""Every row of an event (the PIN's secret left out), to compare two copies."""

from __future__ import annotations

import hashlib
import json
import sqlite3
from typing import Any


def dump_rows(conn: sqlite3.Connection) -> list[list[Any]]:
    tables = [r[0] for r in conn.execute(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")]
    found: list[list[Any]] = []
    for table in tables:
        if table == "convenor_pin":
            query = "SELECT id, cost, failures, locked_until, lockouts FROM convenor_pin"
        else:
            query = f"SELECT rowid, * FROM [{table}] ORDER BY rowid"
        found.append([table, [list(row) for row in conn.execute(query)]])
    return found


def digest(conn: sqlite3.Connection) -> str:
    """A short fingerprint of every row: two copies are equal when theirs are."""
    return hashlib.sha256(json.dumps(dump_rows(conn)).encode("utf-8")).hexdigest()
