"""Opening, creating and migrating `.cardroom` event files (SQLite).

A file is checked read-only first (header, application id, schema version,
integrity) and only then opened for writing, so a foreign, newer or damaged
file is refused without a single byte of it changing.
"""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path
from urllib.parse import quote

import sqlite_utils
from sqlite_utils import Migrations

from app.models.errors import (
    DamagedFile,
    FileExistsAlready,
    NewerVersionFile,
    NotAnEventFile,
    UnreadableFile,
)
from app.models.i18n import QT_TRANSLATE_NOOP

SUFFIX = ".cardroom"
# "CRDM" in ASCII: marks a SQLite file as a Cardroom event (PRAGMA application_id).
APPLICATION_ID = 0x4352444D
SQLITE_HEADER = b"SQLite format 3\x00"
BUSY_TIMEOUT_MS = 5000

migrations = Migrations("cardroom")


@migrations(name="0001_initial_schema")
def _initial_schema(db: sqlite_utils.Database) -> None:
    db.table("event").create(
        {
            "id": int,
            "name": str,
            "game_kind": str,
            "created_at": str,
            "starts_on": str,
            "venue": str,
        },
        pk="id",
        not_null={"name", "game_kind"},
    )
    # Rule settings: one row per setting, the value as JSON, so that a file
    # always re-scores the same way whatever the defaults of the program.
    db.table("setting").create({"key": str, "value": str}, pk="key")
    db.table("team").create(
        {
            "id": int,
            "name": str,
            "district": str,
            "floater": int,
            "defaulted": int,
            "defaulted_at": str,
            "default_reason": str,
        },
        pk="id",
        not_null={"name"},
        defaults={"floater": 0, "defaulted": 0, "district": ""},
    )
    db.table("player").create(
        {
            "id": int,
            "number": int,
            "name": str,
            "district": str,
            "team_id": int,
            "floater": int,
            "defaulted": int,
            "defaulted_at": str,
            "default_reason": str,
        },
        pk="id",
        not_null={"number", "name"},
        defaults={"floater": 0, "defaulted": 0, "district": ""},
        foreign_keys=[("team_id", "team", "id")],
    )
    db.table("player").create_index(["number"], unique=True)
    db.table("session").create(
        {"id": int, "number": int, "day": int, "name": str},
        pk="id",
        not_null={"number"},
        defaults={"day": 1},
    )
    db.table("game").create(
        {
            "id": int,
            "session_id": int,
            "number": int,
            "number_in_session": int,
            "planned_start": str,
            "planned_end": str,
            "actual_start": str,
            "actual_end": str,
        },
        pk="id",
        not_null={"session_id", "number"},
        foreign_keys=[("session_id", "session", "id")],
    )
    db.table("game").create_index(["number"], unique=True)
    db.table("room_table").create(
        {"id": int, "number": int, "seats": int, "label": str},
        pk="id",
        not_null={"number", "seats"},
    )
    db.table("room_table").create_index(["number"], unique=True)
    db.table("seat").create(
        {"id": int, "game_id": int, "table_id": int, "seat": str, "player_id": int},
        pk="id",
        not_null={"game_id", "table_id", "seat", "player_id"},
        foreign_keys=[
            ("game_id", "game", "id"),
            ("table_id", "room_table", "id"),
            ("player_id", "player", "id"),
        ],
    )
    db.table("seat").create_index(["game_id", "table_id", "seat"], unique=True)
    db.table("seat").create_index(["game_id", "player_id"], unique=True)
    db.table("scorecard").create(
        {
            "id": int,
            "game_id": int,
            "table_id": int,
            "state": str,
            "signed_initials": str,
            "signed_at": str,
            "time_called_after": int,
            "moving_pair": str,
            "updated_at": str,
        },
        pk="id",
        not_null={"game_id", "table_id", "state"},
        defaults={"state": "empty"},
        foreign_keys=[("game_id", "game", "id"), ("table_id", "room_table", "id")],
    )
    db.table("scorecard").create_index(["game_id", "table_id"], unique=True)
    # One row per hand (euchre) or deal (whist) or round (6 nimmt); the
    # columns every game shares are typed, the rest is JSON in `detail`.
    db.table("hand").create(
        {
            "id": int,
            "scorecard_id": int,
            "number": int,
            "dealer": str,
            "declarers": str,
            "contract": str,
            "tricks": int,
            "detail": str,
        },
        pk="id",
        not_null={"scorecard_id", "number"},
        foreign_keys=[("scorecard_id", "scorecard", "id")],
    )
    db.table("hand").create_index(["scorecard_id", "number"], unique=True)
    db.table("penalty").create(
        {
            "id": int,
            "game_id": int,
            "table_id": int,
            "player_id": int,
            "team_id": int,
            "infraction": str,
            "points": int,
            "fine": int,
            "note": str,
            "entered_by": str,
            "entered_at": str,
            "revoked_at": str,
            "revoked_by": str,
            "revoke_reason": str,
        },
        pk="id",
        not_null={"game_id", "infraction", "points", "entered_at"},
        defaults={"fine": 0},
        foreign_keys=[
            ("game_id", "game", "id"),
            ("table_id", "room_table", "id"),
            ("player_id", "player", "id"),
            ("team_id", "team", "id"),
        ],
    )
    db.table("audit_log").create(
        {
            "id": int,
            "at": str,
            "actor": str,
            "action": str,
            "entity": str,
            "entity_id": int,
            "before": str,
            "after": str,
            "reason": str,
        },
        pk="id",
        not_null={"at", "action"},
    )


@migrations(name="0002_lookup_indexes")
def _lookup_indexes(db: sqlite_utils.Database) -> None:
    # Lookups made on every repaint of the board and the standings.
    db.table("player").create_index(["team_id"])
    db.table("game").create_index(["session_id"])
    db.table("audit_log").create_index(["entity", "entity_id"])
    db.table("penalty").create_index(["game_id", "table_id"])


MIGRATION_NAMES = [
    m.name for m in migrations.pending(sqlite_utils.Database(memory=True, execute_plugins=False))
]
SCHEMA_VERSION = len(MIGRATION_NAMES)


def _ro_uri(path: Path) -> str:
    return f"file:{quote(str(path))}?mode=ro"


def check_event_file(path: str | os.PathLike[str]) -> int:
    """Check a file read-only; return its schema version or raise EventFileError.

    Nothing is written: the header is read as bytes and SQLite is opened with
    `mode=ro`.
    """
    p = Path(path)
    shown = str(p)
    try:
        with open(p, "rb") as fh:
            header = fh.read(len(SQLITE_HEADER))
    except FileNotFoundError:
        raise UnreadableFile(
            shown, QT_TRANSLATE_NOOP("Errors", "there is no such file")
        ) from None
    except IsADirectoryError:
        raise UnreadableFile(shown, QT_TRANSLATE_NOOP("Errors", "it is a folder")) from None
    except OSError as exc:
        raise UnreadableFile(shown, exc.strerror or str(exc)) from None
    if header != SQLITE_HEADER:
        # Garbage bytes, a spreadsheet, an empty file: not ours in any case.
        raise NotAnEventFile(shown)
    try:
        conn = sqlite3.connect(_ro_uri(p), uri=True)
    except sqlite3.Error as exc:
        raise UnreadableFile(shown, str(exc)) from None
    try:
        app_id = conn.execute("PRAGMA application_id").fetchone()[0]
        if app_id != APPLICATION_ID:
            raise NotAnEventFile(shown)
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        if version > SCHEMA_VERSION:
            raise NewerVersionFile(shown, version, SCHEMA_VERSION)
        problems = [row[0] for row in conn.execute("PRAGMA integrity_check")]
        if problems != ["ok"]:
            raise DamagedFile(shown, "; ".join(problems[:3]))
        return int(version)
    except sqlite3.DatabaseError as exc:
        raise DamagedFile(shown, str(exc)) from None
    finally:
        conn.close()


def _configure(db: sqlite_utils.Database) -> None:
    db.execute(f"PRAGMA busy_timeout={BUSY_TIMEOUT_MS}")
    db.execute("PRAGMA foreign_keys=ON")
    db.execute("PRAGMA journal_mode=WAL")
    # A venue laptop can lose power: every commit reaches the disk.
    db.execute("PRAGMA synchronous=FULL")


def _migrate(db: sqlite_utils.Database) -> None:
    migrations.apply(db)
    applied = len(migrations.applied(db))
    db.execute(f"PRAGMA user_version={applied}")


def open_database(
    path: str | os.PathLike[str], *, readonly: bool = False
) -> sqlite_utils.Database:
    """Open an event file, migrating it to the current schema unless read-only."""
    p = Path(path)
    check_event_file(p)
    if readonly:
        conn = sqlite3.connect(_ro_uri(p), uri=True, check_same_thread=False)
        db = sqlite_utils.Database(conn, execute_plugins=False)
        db.execute(f"PRAGMA busy_timeout={BUSY_TIMEOUT_MS}")
        db.execute("PRAGMA query_only=ON")
        return db
    try:
        # No sqlite-utils plugins: an event file must not depend on what else
        # is installed (and scanning for them slows every start).
        db = sqlite_utils.Database(p, execute_plugins=False)
        _configure(db)
        _migrate(db)
    except sqlite3.OperationalError as exc:
        raise UnreadableFile(str(p), str(exc)) from None
    return db


def create_database(path: str | os.PathLike[str]) -> sqlite_utils.Database:
    """Create a new, empty event file at `path` (never overwrites)."""
    p = Path(path)
    if p.exists():
        raise FileExistsAlready(str(p))
    try:
        p.parent.mkdir(parents=True, exist_ok=True)
        db = sqlite_utils.Database(p, execute_plugins=False)
    except (OSError, sqlite3.Error) as exc:
        raise UnreadableFile(str(p), str(exc)) from None
    try:
        db.execute(f"PRAGMA application_id={APPLICATION_ID}")
        _configure(db)
        _migrate(db)
    except BaseException:
        db.close()
        remove_event_file(p)
        raise
    return db


def remove_event_file(path: Path) -> None:
    """Remove a file this process just created, with its WAL companions."""
    for suffix in ("", "-wal", "-shm", "-journal"):
        try:
            os.remove(str(path) + suffix)
        except FileNotFoundError:
            pass
