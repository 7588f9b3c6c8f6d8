"""The event as a station holds it: a copy in memory, kept in step.

When a station joins, the owner sends the whole event (SQLite's own image
of the file, compressed) with the number of its last commit; after every
commit it sends the rows that commit wrote (`changes`). The station's copy
is an in-memory SQLite database, so every area of the program reads it
exactly as it reads a file: same queries, same views, same standings.

Nothing secret leaves the owner: the convenor PIN's hash and salt are
blanked in what is sent (a station cannot try PINs against a copy), and
the owner checks every PIN a station gives.

What arrives is checked before it is used (it comes from the network):
the image must be a Cardroom event of this schema that passes SQLite's
integrity check, and a change may only name tables and columns of that
schema with plain values; anything else closes the connection.
"""

from __future__ import annotations

import sqlite3
import zlib
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from app.models.event import Event
from app.models.event.changelog import Commit
from app.models.event.eventfile import APPLICATION_ID, SCHEMA_VERSION, ro_uri
from app.models.event.schema import differences, fingerprint
from app.net.protocol import MAX_EVENT_BYTES, BadMessage

# What a station never receives: the PIN's secret (the owner checks PINs),
# and the salt of the convenor's key (the owner alone marks the audit log).
SECRET_COLUMNS = {"convenor_pin": ("hash", "salt", "key_salt", "sealed")}
CHUNK = 500  # rows asked for at once (SQLite's limit on parameters is far above)


# -- the owner's side -----------------------------------------------------------------------


def image(conn: sqlite3.Connection) -> bytes:
    """The whole event as `conn` sees it, secrets blanked, compressed. Any
    thread that holds `conn` (a `snapshot`): SQLite and zlib let go of the
    interpreter for the heavy parts, so the owner's window goes on."""
    copy = sqlite3.connect(":memory:")
    try:
        conn.backup(copy)
        for table, columns in SECRET_COLUMNS.items():
            copy.execute(f"UPDATE [{table}] SET " + ", ".join(f"[{c}] = ''" for c in columns))
        copy.commit()
        raw = memoryview(copy.serialize())
        # The file is in WAL mode and its header says so (bytes 18 and 19);
        # an image in memory has no WAL beside it: say "rollback journal".
        # Compressed around those two bytes rather than copied (tens of MB
        # at 250 tables, each copy holding the interpreter).
        packer = zlib.compressobj(1)
        return b"".join((packer.compress(raw[:18]), packer.compress(b"\x01\x01"),
                         packer.compress(raw[20:]), packer.flush()))
    finally:
        copy.close()


def snapshot(path: Path) -> sqlite3.Connection:
    """The event's file as it is now, held still: a read transaction on a
    connection of its own (WAL: commits made after it are not seen through
    it), for `image` to copy on another thread. Closed by its user."""
    conn = sqlite3.connect(ro_uri(path), uri=True, isolation_level=None, check_same_thread=False)
    try:
        conn.execute("BEGIN")
        conn.execute("SELECT count(*) FROM sqlite_master").fetchone()  # the transaction starts at its first read
    except BaseException:
        conn.close()
        raise
    return conn


def changes(conn: sqlite3.Connection, commit: Commit) -> dict[str, Any]:
    """What a commit wrote, as it is now: for each table, its columns, the
    rows written (rowid first) and the rowids gone."""
    tables: dict[str, Any] = {}
    for table, ids in sorted(commit.rows.items()):
        wanted = sorted(ids)
        found: list[list[Any]] = []
        columns: list[str] = []
        for start in range(0, len(wanted), CHUNK):
            part = wanted[start:start + CHUNK]
            cursor = conn.execute(
                f"SELECT rowid AS cardroom_rowid, * FROM [{table}] WHERE rowid IN "
                f"({', '.join('?' * len(part))})", part)
            columns = [d[0] for d in cursor.description][1:]
            found += [list(row) for row in cursor]
        secret = [columns.index(c) + 1 for c in SECRET_COLUMNS.get(table, ()) if c in columns]
        for row in found:
            for index in secret:
                row[index] = ""
        present = {row[0] for row in found}
        tables[table] = {"cols": columns, "rows": found, "gone": [i for i in wanted if i not in present]}
    return {"tables": tables, "topics": list(commit.topics)}


# -- the station's side ---------------------------------------------------------------------


def _decompress(data: bytes) -> bytes:
    inflater = zlib.decompressobj()
    try:
        raw = inflater.decompress(data, MAX_EVENT_BYTES)
    except zlib.error:
        raise BadMessage("the event image does not decompress") from None
    if inflater.unconsumed_tail or not inflater.eof:
        raise BadMessage("the event image is cut short or too large")
    return raw


class Mirror:
    """A station's copy of the event: an `Event` over an in-memory database,
    read-only to the program (changes go to the owner), written only by the
    owner's image and its commits."""

    def __init__(self, label: Path) -> None:
        self.conn = sqlite3.connect(":memory:", check_same_thread=False)
        self.event = Event(self.conn, label, readonly=True)
        self.commit = 0  # the owner's last commit this copy holds
        self._columns: dict[str, set[str]] = {}
        self._alias: dict[str, str | None] = {}

    @property
    def loaded(self) -> bool:
        return bool(self._columns)

    def load(self, data: bytes, commit: int) -> None:
        """Put the owner's image in place (the first time, and after a
        reconnection or a gap in the commits)."""
        raw = _decompress(data)
        if len(raw) < 100 or not raw.startswith(b"SQLite format 3\x00"):
            raise BadMessage("the event image is not a database")
        check = sqlite3.connect(":memory:")
        try:
            try:
                check.deserialize(raw)
                _check_image(check)
            except sqlite3.Error as exc:
                raise BadMessage(f"the event image cannot be read ({exc})") from None
        finally:
            check.close()
        self.conn.deserialize(raw)
        self.event.contents_replaced()
        self.conn.execute("PRAGMA foreign_keys = OFF")  # rows arrive in any order
        self._columns, self._alias = {}, {}
        for (table,) in self.conn.execute(
                "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"):
            info = self.conn.execute(f"PRAGMA table_info([{table}])").fetchall()
            self._columns[table] = {c[1] for c in info}
            keys = [c for c in info if c[5]]
            self._alias[table] = keys[0][1] if len(keys) == 1 and str(keys[0][2]).upper() == "INTEGER" else None
        self.commit = commit

    def apply(self, commit: int, change: Any) -> tuple[str, ...]:
        """Write one commit of the owner's; return the topics it announced.
        BadMessage if it does not fit this copy (the station then asks for
        the whole event again)."""
        if commit != self.commit + 1:
            raise BadMessage(f"commit {commit} after {self.commit}")
        if not isinstance(change, dict) or not isinstance(change.get("tables"), dict):
            raise BadMessage("a change without its tables")
        statements = list(self._statements(change["tables"]))
        topics = change.get("topics", [])
        if not isinstance(topics, list) or not all(isinstance(t, str) and len(t) < 40 for t in topics):
            raise BadMessage("a change with odd topics")
        conn = self.conn
        try:
            with conn:
                for sql, params in statements:
                    conn.execute(sql, params)
        except sqlite3.Error as exc:
            raise BadMessage(f"a change that does not fit ({exc})") from None
        self.commit = commit
        return tuple(topics)

    def _statements(self, tables: dict[str, Any]) -> Iterable[tuple[str, list[Any]]]:
        upserts = []
        for table, part in tables.items():
            known = self._columns.get(table)
            if known is None or not isinstance(part, dict):
                raise BadMessage(f"a change to an unknown table {table!r}")
            columns, rows, gone = part.get("cols"), part.get("rows"), part.get("gone")
            if not (isinstance(columns, list) and isinstance(rows, list) and isinstance(gone, list)):
                raise BadMessage("a change without its rows")
            if not columns and rows or len(set(columns)) != len(columns) or \
                    not all(isinstance(c, str) and c in known for c in columns):
                raise BadMessage(f"a change to unknown columns of {table}")
            for row_id in gone:
                if isinstance(row_id, bool) or not isinstance(row_id, int):
                    raise BadMessage("a row id that is not a number")
                yield f"DELETE FROM [{table}] WHERE rowid = ?", [row_id]
            alias = self._alias.get(table)
            if alias is not None and alias in columns:
                names, skip = [f"[{c}]" for c in columns], True  # the id is the rowid
            else:
                names, skip = ["rowid"] + [f"[{c}]" for c in columns], False
            sql = (f"INSERT OR REPLACE INTO [{table}] ({', '.join(names)}) "
                   f"VALUES ({', '.join('?' * len(names))})")
            for row in rows:
                if not isinstance(row, list) or len(row) != len(columns) + 1 or \
                        isinstance(row[0], bool) or not isinstance(row[0], int):
                    raise BadMessage(f"a row of {table} that does not fit")
                if not all(v is None or isinstance(v, (int, float, str)) for v in row):
                    raise BadMessage(f"a value of {table} that is not plain")
                upserts.append((sql, row[1:] if skip else row))
        # Every deletion first: a row that moved (a seat) never meets its old self.
        yield from upserts

    def close(self) -> None:
        self.conn.close()


def _check_image(conn: sqlite3.Connection) -> None:
    app_id = conn.execute("PRAGMA application_id").fetchone()[0]
    version = conn.execute("PRAGMA user_version").fetchone()[0]
    if app_id != APPLICATION_ID:
        raise BadMessage("the event image is not a Cardroom event")
    if version != SCHEMA_VERSION:
        raise BadMessage(f"the event image is of schema {version}, not {SCHEMA_VERSION}")
    if conn.execute("PRAGMA integrity_check").fetchone()[0] != "ok":
        raise BadMessage("the event image is damaged")
    extra, missing = differences(fingerprint(conn), version)
    if extra or missing:
        raise BadMessage(f"the event image is not Cardroom's ({', '.join(extra + missing)[:200]})")
