"""Who an event file is: the event's own identity and this copy's.

- `uid` is given when the event is created and never changes; backups carry
  it, so a restore can take only a backup of the same event. A file from
  before identities (schema 6 and earlier) gets one derived from when and
  for which game it was created, which its old backups share.
- `copy_id` is given to each physical copy (the file made by New event, each
  backup, each saved copy, the file after a restore), and every transaction
  writes it again, so the change journal (`-wal`) of a copy carries it too:
  a journal left beside a file that has since been replaced by another copy
  reads as another copy's, and is refused instead of being replayed.
"""

from __future__ import annotations

import sqlite3


def new_id() -> str:
    import uuid  # imported here: opening an event reads identities, only copies make them

    return uuid.uuid4().hex


def derived_uid(created_at: str | None, game_kind: str | None) -> str:
    """The identity of an event created before identities were stored."""
    import hashlib

    return hashlib.sha256(f"cardroom|{created_at}|{game_kind}".encode()).hexdigest()[:32]


def read(conn: sqlite3.Connection) -> tuple[str, str | None]:
    """(uid, copy_id) of an open event file, whatever its schema version."""
    columns = {row[1] for row in conn.execute("PRAGMA table_info(event)")}
    if "uid" in columns:
        uid, copy_id = conn.execute("SELECT uid, copy_id FROM event WHERE id = 1").fetchone()
        return str(uid), copy_id
    created_at, game_kind = conn.execute("SELECT created_at, game_kind FROM event WHERE id = 1").fetchone()
    return derived_uid(created_at, game_kind), None


def stamp_new_copy(conn: sqlite3.Connection) -> None:
    """Give a file its own copy identity (inside the caller's transaction,
    or committed at once)."""
    conn.execute("UPDATE event SET copy_id = ? WHERE id = 1", [new_id()])
