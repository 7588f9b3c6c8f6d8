"""`Event`: one open event file, and nothing of the tournament in it.

It holds the connection, runs each change as one transaction, tells the
listeners what kind of data changed once it is committed, and knows the
event's identity (its name, game and rule settings). What a tournament does
with the file lives in the areas beside this package (roster, room, clock,
rulings, scoring, seating), each a module of functions that take the event,
and every change an official makes is an operation (`operations.py`).
"""

from __future__ import annotations

import json
import logging
import os
import sqlite3
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

from app.models.errors import CardroomError, ReadOnlyLocation
from app.models.event import eventfile
from app.models.event.lock import EventLock
from app.models.event.repairs import repair_settings
from app.models.event.topics import ALL_TOPICS, EVENT, ROSTER, SCHEDULE, SCORES, SEATING  # announced after a commit
from app.models.event.records import EventInfo, from_row
from app.models.games import GameKind, game_kind
from app.models.i18n import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    import sqlite_utils

    from app.models.event.changelog import ChangeLog
    from app.models.event.create import NewEvent

Listener = Callable[[str], None]
log = logging.getLogger(__name__)  # Cardroom's log file (app/ui/logs.py): what was opened, closed, refused

__all__ = ["ALL_TOPICS", "EVENT", "ROSTER", "SCHEDULE", "SCORES", "SEATING", "Event", "Listener",
           "WriteFailed", "write_failed"]

WRITE_FAILED = {
    "readonly": QT_TRANSLATE_NOOP(
        "Errors",
        "This change could not be saved: the event file “{path}” or its folder is read-only. "
        "Your entry is still on screen. Make the file writable (or save a copy elsewhere "
        "with File ▸ Save a copy to… and open that), then try again.",
    ),
    "full": QT_TRANSLATE_NOOP(
        "Errors",
        "This change could not be saved: the disk holding “{path}” is full. Everything saved "
        "before it is safe in the file; this change is not made, and your entry is still on "
        "screen. Free some space on that disk, then try again.",
    ),
    "other": QT_TRANSLATE_NOOP(
        "Errors",
        "This change could not be saved to “{path}” ({detail}). Your entry is still on "
        "screen: check the disk or USB stick, then try again.",
    ),
}


FILE_GONE = QT_TRANSLATE_NOOP(
    "Errors",
    "The event file “{path}” was moved, renamed or deleted while it was open, so nothing more is "
    "written to it. Everything entered is still here: use File ▸ Save a copy to… to keep it in a "
    "new file, and carry on from that copy.",
)


class FileGone(CardroomError):
    """The open file is no longer at its path: writes are refused."""

    def __init__(self, path: Path) -> None:
        super().__init__(FILE_GONE, path=os.fsdecode(path))


def _file_id(path: Path) -> tuple[int, int] | None:
    try:
        found = os.stat(path)
    except OSError:
        return None
    return found.st_dev, found.st_ino


class WriteFailed(CardroomError):
    """The disk refused a write; nothing of the operation was stored."""

    def __init__(self, template: str, path: str, detail: str) -> None:
        super().__init__(template, path=path, detail=detail)


def write_failed(path: Path, exc: sqlite3.Error) -> WriteFailed:
    code = getattr(exc, "sqlite_errorcode", None)
    text = str(exc).lower()
    if code == sqlite3.SQLITE_FULL or "full" in text:
        key = "full"
    elif code is not None and code & 0xFF == sqlite3.SQLITE_READONLY or "readonly" in text:
        key = "readonly"
    else:
        key = "other"
    return WriteFailed(WRITE_FAILED[key], str(path), str(exc))


def _copied(value: Any) -> Any:
    """A setting's value the caller may change (JSON: dicts, lists, scalars)."""
    if isinstance(value, dict):
        return {key: _copied(item) for key, item in value.items()}
    if isinstance(value, list):
        return [_copied(item) for item in value]
    return value


class Event:
    """One open event file: connection, transactions, change notices, identity."""

    def __init__(self, conn: sqlite3.Connection, path: Path, readonly: bool = False,
                 lock: EventLock | None = None):
        self.conn = conn
        self.path = path
        self.readonly = readonly
        self.closed = False  # set by close()
        self.lock = lock  # held while open for writing: the one writer
        # Stored settings set back when it was opened (repairs.py): (key, what was there).
        self.repairs: list[tuple[str, str]] = []
        # Which file is open: if the path comes to name another (or none), the
        # file was moved or deleted under the program and nothing more is
        # written (a moved file's journal would be left behind, orphaned).
        self._file = None if readonly else (lock.file if lock is not None else _file_id(path))
        self._listeners: list[Listener] = []
        self._db: sqlite_utils.Database | None = None
        self._depth = 0  # nested transactions: notices wait for the outermost
        self._pending: list[str] = []
        # The rows each commit wrote and who made it (changelog.py), once
        # someone asks: the open event's controller, an owner serving stations.
        self.changelog: ChangeLog | None = None
        # The event row and the rule settings as last read, with the file's
        # version they were read at (`version`): asked some twenty times a
        # keystroke (each sheet built, each game kind asked), read once a change.
        self._info: tuple[tuple[int, int, int], EventInfo] | None = None
        self._settings: tuple[tuple[int, int, int], dict[str, Any]] | None = None
        self._replaced = 0  # contents put in place other than by a statement (contents_replaced)

    @property
    def db(self) -> sqlite_utils.Database:
        """sqlite-utils over the same connection, for writes.

        Imported on first use: reading an event (start-up, the projector
        display) needs only sqlite3, and sqlite-utils takes ~50 ms to import.
        """
        if self._db is None:
            self._db = eventfile.wrap(self.conn)
        return self._db

    def select(self, sql: str, params: Sequence[Any] = ()) -> list[dict[str, Any]]:
        """Rows of a query as dicts."""
        cursor = self.conn.execute(sql, params)
        names = [d[0] for d in cursor.description]
        return [dict(zip(names, row)) for row in cursor]

    def get(self, table: str, row_id: int) -> dict[str, Any]:
        """One row by id; LookupError if there is none."""
        rows = self.select(f"SELECT * FROM [{table}] WHERE id = ?", [row_id])
        if not rows:
            raise LookupError(f"no {table} with id {row_id}")
        return rows[0]

    def exists(self, table: str, row_id: int) -> bool:
        return bool(self.conn.execute(f"SELECT 1 FROM [{table}] WHERE id = ?", [row_id]).fetchone())

    # -- opening and creating ------------------------------------------------

    @classmethod
    def open(cls, path: str | os.PathLike[str], *, readonly: bool = False) -> Event:
        """Open an event file; for writing, only if no other Cardroom has it
        open for writing (`EventInUse` names who does). A read-only view (the
        projector display) may open beside the one writer."""
        p = Path(path)
        try:
            event = cls._open(p, readonly)
        except (CardroomError, OSError) as exc:
            log.info(f"refused {p}: {exc}")  # str(): the English sentence
            raise
        log.info(f"opened {p}{' (read-only)' if readonly else ''}")
        return event

    @classmethod
    def _open(cls, p: Path, readonly: bool) -> Event:
        if readonly:
            return cls(eventfile.open_connection(p, readonly=True), p, True)
        version = eventfile.check_event_file(p)  # a foreign file gets no lock file beside it
        if not eventfile.writable(p):
            raise ReadOnlyLocation(str(p))
        lock = EventLock.acquire(p)
        try:
            if _file_id(p) != lock.file:  # replaced between the check and the lock
                raise FileGone(p)
            event = cls(eventfile.open_connection(p, version=version), p, False, lock)
            if not event.in_place():  # or between the lock and the connection
                event.conn.close()
                raise FileGone(p)
            event.repairs = repair_settings(event)
        except BaseException:
            lock.release()
            raise
        return event

    @classmethod
    def create(cls, path: str | os.PathLike[str], spec: NewEvent) -> Event:
        """Make a new event file (app/models/event/create.py) and open it."""
        from app.models.event import create

        create.build(Path(path), spec)
        return cls.open(path)

    def in_place(self) -> bool:
        """Is the file open for writing still the one at its path?"""
        return self._file is None or _file_id(self.path) == self._file

    def close(self) -> None:
        """Close the file; for a writer, its journal is first folded into it.

        When the disk cannot take that (it is full), `WriteFailed` says so and
        the file stays open, nothing lost: free some space and close again."""
        if not self.readonly and self.lock is not None:
            try:
                self.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
            except sqlite3.DatabaseError as exc:
                code = getattr(exc, "sqlite_errorcode", 0) & 0xFF
                if code in (sqlite3.SQLITE_FULL, sqlite3.SQLITE_IOERR, sqlite3.SQLITE_READONLY):
                    raise write_failed(self.path, exc) from exc
                # Busy or locked (a reader, a statement still open): SQLite
                # folds the journal in when the last connection closes.
        self.conn.close()
        self.closed = True  # what still holds it (a timer, a panel) reads it no more
        if self.lock is not None:
            self.lock.release()
            self.lock = None
        log.info(f"closed {self.path}{' (read-only)' if self.readonly else ''}")

    # -- transactions and change notices -------------------------------------

    def subscribe(self, listener: Listener) -> None:
        self._listeners.append(listener)

    def unsubscribe(self, listener: Listener) -> None:
        if listener in self._listeners:
            self._listeners.remove(listener)

    @contextmanager
    def transaction(self, *topics: str) -> Iterator[sqlite_utils.Database]:
        """One change: one transaction, then tell the listeners `topics`.

        Nested transactions join the outer one (a savepoint), and the notices
        wait for the outermost commit, so an operation made of several steps
        is seen whole or not at all. A write the disk refuses (read-only file
        or folder, full disk, I/O error) rolls everything back and raises
        `WriteFailed`, a CardroomError the official can read; the caller keeps
        the edit on screen for another try.
        """
        if self._depth == 0 and not self.in_place():
            raise FileGone(self.path)
        self._depth += 1
        try:
            try:
                with self.db.atomic():
                    self._pending.extend(t for t in topics if t not in self._pending)
                    before = self.conn.total_changes
                    yield self.db
                    if self._depth == 1 and self.conn.total_changes != before:
                        # Every commit writes the event's row, so the journal of
                        # any commit carries this copy's identity (identity.py).
                        self.conn.execute("UPDATE event SET commits = commits + 1 WHERE id = 1")
            except BaseException:
                # Rolled back (to its savepoint): total_changes does not go
                # back, so what was read inside it is read again.
                self.contents_replaced()
                raise
        except sqlite3.OperationalError as exc:
            raise write_failed(self.path, exc) from exc
        except sqlite3.DatabaseError as exc:
            if isinstance(exc, sqlite3.IntegrityError):
                raise
            raise write_failed(self.path, exc) from exc
        finally:
            self._depth -= 1
            if self._depth == 0:
                pending, self._pending = self._pending, []
        if self._depth == 0:
            if self.changelog is not None:
                self.changelog.drain(pending)
            self._notify(pending)

    def track_changes(self) -> ChangeLog:
        """Keep the rows each commit writes from now on (changelog.py)."""
        if self.changelog is None:
            from app.models.event.changelog import ChangeLog

            self.changelog = ChangeLog(self)
        return self.changelog

    @contextmanager
    def snapshot(self) -> Iterator[None]:
        """Reads that see one commit: the display reads while the main app writes."""
        if self.conn.in_transaction:
            yield
            return
        self.conn.execute("BEGIN")
        try:
            yield
        finally:
            self.conn.execute("ROLLBACK")  # nothing was written: just let go of the snapshot

    def _notify(self, topics: Iterable[str]) -> None:
        for topic in topics:
            for listener in list(self._listeners):
                listener(topic)

    def announce(self, *topics: str) -> None:
        """Tell the listeners that data changed without a transaction of ours
        (the file's contents replaced by a backup)."""
        if self.changelog is not None:
            self.changelog.drain(topics)
            self.changelog.forget()  # what else changed, no commit says
        self._notify(topics)

    # -- identity and rule settings -------------------------------------------

    def version(self) -> tuple[int, int, int]:
        """Changes with every change to the file: this connection's writes
        (total_changes), another connection's commits (PRAGMA data_version),
        and contents put in place whole (contents_replaced)."""
        return (self.conn.total_changes, self.conn.execute("PRAGMA data_version").fetchone()[0], self._replaced)

    def contents_replaced(self) -> None:
        """The database's contents were put in place by other means than
        statements on this connection (a station's copy loaded from the
        owner's image): what was read is read again."""
        self._replaced += 1

    @property
    def info(self) -> EventInfo:
        version = self.version()
        if self._info is None or self._info[0] != version:
            self._info = (version, from_row(EventInfo, self.get("event", 1)))
        return self._info[1]

    @property
    def kind(self) -> GameKind:
        return game_kind(self.info.game_kind)

    def settings(self) -> dict[str, Any]:
        """The stored rule settings (a copy the caller may change)."""
        return {key: _copied(value) for key, value in self._stored_settings().items()}

    def _stored_settings(self) -> dict[str, Any]:
        version = self.version()
        if self._settings is None or self._settings[0] != version:
            self._settings = (version, {r["key"]: json.loads(r["value"])
                                        for r in self.select("SELECT * FROM setting")})
        return self._settings[1]

    def setting(self, key: str) -> Any:
        stored = self._stored_settings()
        if key in stored:
            return _copied(stored[key])
        return self.kind.default_settings.get(key)
