"""What an event file's schema must be, version by version.

`fingerprint` reads a file's tables (their columns), indexes, views and
triggers. Before a file is opened for writing its fingerprint must equal the
one the migrations produce for its version (`EXPECTED`, generated from the
migrations and checked against them by tests/models/event/test_schema.py):
a file with a table, view or trigger Cardroom does not make is refused, and
so is one with the right application id but a hollow or partial schema,
which is then never migrated or switched to WAL.
"""

from __future__ import annotations

import sqlite3
from typing import Any

from app.models.event.schema_data import EXPECTED

Fingerprint = dict[str, Any]


def fingerprint(conn: sqlite3.Connection) -> Fingerprint:
    """Tables with their columns (name, type, not null, primary key), indexes
    with their table and columns, and any view or trigger, by name."""
    tables: dict[str, list[list[Any]]] = {}
    indexes: dict[str, list[Any]] = {}
    others: dict[str, str] = {}
    rows = conn.execute("SELECT type, name, tbl_name FROM sqlite_master ORDER BY name").fetchall()
    for kind, name, table in rows:
        if name.startswith("sqlite_"):  # SQLite's own (sequences, statistics, automatic indexes)
            continue
        if kind == "table":
            tables[name] = [[c[1], str(c[2]).upper(), int(c[3]), int(c[5])]
                            for c in conn.execute(f"PRAGMA table_info([{name}])")]
        elif kind == "index":
            indexes[name] = [table, [c[2] for c in conn.execute(f"PRAGMA index_info([{name}])")]]
        else:
            others[name] = kind
    return {"tables": tables, "indexes": indexes, "others": others}


def differences(found: Fingerprint, version: int) -> tuple[list[str], list[str]]:
    """(what the file has that Cardroom does not make, what it lacks)."""
    wanted = EXPECTED.get(version)
    if wanted is None:
        return [], [f"schema {version}"]
    extra: list[str] = [f"{kind} {name}" for name, kind in sorted(found["others"].items())]
    missing: list[str] = []
    for name, columns in sorted(found["tables"].items()):
        if name not in wanted["tables"]:
            extra.append(f"table {name}")
            continue
        want = {c[0]: c for c in wanted["tables"][name]}
        have = {c[0]: c for c in columns}
        extra += [f"column {name}.{c}" for c in have if c not in want]
        # A column that is not as Cardroom makes it (type, NOT NULL, key) is
        # as good as missing.
        missing += [f"column {name}.{c}" for c in want if have.get(c) != want[c]]
    missing += [f"table {name}" for name in sorted(wanted["tables"]) if name not in found["tables"]]
    for name, index in sorted(found["indexes"].items()):
        if wanted["indexes"].get(name) != index:
            extra.append(f"index {name}")
    missing += [f"index {name}" for name in sorted(wanted["indexes"]) if name not in found["indexes"]]
    return extra, missing
