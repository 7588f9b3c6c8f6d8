"""Opening, creating and migrating `.cardroom` event files (SQLite).

A file is checked read-only first (header, application id, schema version,
integrity) and only then opened for writing, so a foreign, newer or damaged
file is refused without a single byte of it changing.
"""

from __future__ import annotations

import errno
import os
import shutil
import sqlite3
import stat
import tempfile
from pathlib import Path, PurePath
from typing import TYPE_CHECKING
from urllib.parse import quote

from app.models.errors import (
    DamagedFile,
    DiskFull,
    FileExistsAlready,
    ForeignContent,
    ForeignJournal,
    IncompleteFile,
    NewerVersionFile,
    NotAnEventFile,
    ReadOnlyLocation,
    StrangeCompanion,
    UnreadableFile,
    UnusableFileName,
)
from app.models.i18n import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    import sqlite_utils

SUFFIX = ".cardroom"
# "CRDM" in ASCII: marks a SQLite file as a Cardroom event (PRAGMA application_id).
APPLICATION_ID = 0x4352444D
SQLITE_HEADER = b"SQLite format 3\x00"
BUSY_TIMEOUT_MS = 5000

# The migrations themselves are in app/models/event/migrations.py, which imports
# sqlite-utils; opening a current file for reading needs only sqlite3.
MIGRATION_NAMES = (
    "0001_initial_schema",
    "0002_lookup_indexes",
    "0003_playoffs_and_hand_totals",
    "0004_scorecard_corrections",
    "0005_clock",
    "0006_convenor_pin",
    "0007_identity",
    "0008_pin_lockouts",
    "0009_audit_chain",
    "0010_session_dates",
    "0011_seats_by_table",
    "0012_penalty_doubled",
    "0013_convenor_key",
    "0014_log_anchor",
    "0015_owner_epoch",
    "0016_station_trust",
    "0017_audit_tail",
)
SCHEMA_VERSION = len(MIGRATION_NAMES)


# Names Windows keeps for devices, whatever follows the first dot ("con.cardroom",
# "aux.2026.cardroom"): Windows opens the device instead of a file. FAT and
# exFAT sticks read on Windows are no different.
RESERVED_NAMES = frozenset(
    ["CON", "PRN", "AUX", "NUL", "CONIN$", "CONOUT$"]
    + [f"{port}{n}" for port in ("COM", "LPT") for n in "0123456789\u00b9\u00b2\u00b3"]
)
# What Windows, FAT and exFAT refuse in a name (besides control characters).
FORBIDDEN_CHARACTERS = '<>:"/\\|?*'

RESERVED_NAME = QT_TRANSLATE_NOOP(
    "Errors",
    "“{name}” cannot be used as a file name: “{word}” is the name of a device on Windows, so "
    "the file could not be made or opened there. Choose another name.",
)
FORBIDDEN_IN_NAME = QT_TRANSLATE_NOOP(
    "Errors",
    "“{name}” cannot be used as a file name: Windows and USB sticks do not allow {characters} "
    "in a name. Choose another name.",
)
CONTROL_IN_NAME = QT_TRANSLATE_NOOP(
    "Errors",
    "“{name}” cannot be used as a file name: it holds an invisible control character (a tab or "
    "a line break, for example), which Windows and USB sticks do not allow. Choose another name.",
)
ENDS_WITH_DOT_OR_SPACE = QT_TRANSLATE_NOOP(
    "Errors",
    "“{name}” cannot be used as a file name: Windows and USB sticks do not allow a name that "
    "ends with a dot or a space. Choose another name.",
)
DOT_OR_SPACE_BEFORE_SUFFIX = QT_TRANSLATE_NOOP(
    "Errors",
    "“{name}” cannot be used as a file name: the name before “{suffix}” ends with a dot or a "
    "space, which Windows and USB sticks do not allow at the end of a name. Choose another name.",
)


def check_file_name(path: str | os.PathLike[str]) -> None:
    """Refuse (UnusableFileName) a name for a new event file that Windows
    refuses, on every system: the file travels between laptops on USB
    sticks (FAT, exFAT), which refuse the same names. Only the file's own
    name is checked: the folder was chosen in the system's dialog and
    exists (so the `:` of `C:\\` is not the name's). A PureWindowsPath is
    read as Windows reads it."""
    name = path.name if isinstance(path, PurePath) else PurePath(path).name
    if any(ord(c) < 32 for c in name):
        raise UnusableFileName(CONTROL_IN_NAME, name=name)
    found = [c for c in FORBIDDEN_CHARACTERS if c in name]
    if found:
        raise UnusableFileName(FORBIDDEN_IN_NAME, name=name,
                               characters=", ".join(f"“{c}”" for c in found))
    # Windows ignores spaces after a device's name too ("con .cardroom").
    word = name.split(".", 1)[0].rstrip(" ")
    if word.upper() in RESERVED_NAMES:
        raise UnusableFileName(RESERVED_NAME, name=name, word=word)
    if name.endswith((".", " ")):
        raise UnusableFileName(ENDS_WITH_DOT_OR_SPACE, name=name)
    # "Final." or "Final " typed, the suffix added by Cardroom: what the
    # official typed ends with a dot or a space.
    if name.lower().endswith(SUFFIX) and name[: -len(SUFFIX)].endswith((".", " ")):
        raise UnusableFileName(DOT_OR_SPACE_BEFORE_SUFFIX, name=name, suffix=SUFFIX)


def ro_uri(path: Path) -> str:
    return f"file:{quote(os.fsencode(path))}?mode=ro"  # any file name the system allows


def writable(path: Path) -> bool:
    """Can SQLite write this file and make its WAL files beside it? (A
    read-only disk says no even to root; so do permissions, except to root.)"""
    return os.access(path, os.W_OK) and os.access(path.parent, os.W_OK)


def check_event_file(path: str | os.PathLike[str]) -> int:
    """Check a file without changing it; return its schema version or raise
    EventFileError.

    Nothing is written beside it either. Only a regular file is read (a pipe
    would hang, a device is not ours). Its header is read as bytes; then
    SQLite checks a copy of it in a temporary folder (a read-only look at a
    WAL file would leave `-wal` and `-shm` files beside it): the application
    id, the version, `integrity_check`, and a schema exactly as Cardroom's
    migrations make it. A change journal (`-wal`) found beside the file is
    checked to belong to it (`identity.py`) before anything replays it. A
    file another Cardroom holds open is looked at where it is, read-only:
    its writer keeps the journal and the shared memory there anyway.
    """
    p = Path(path)
    shown = os.fsdecode(p)
    try:
        mode = os.stat(p).st_mode
    except FileNotFoundError:
        raise UnreadableFile(shown, QT_TRANSLATE_NOOP("Errors", "there is no such file")) from None
    except OSError as exc:
        raise UnreadableFile(shown, exc.strerror or str(exc)) from None
    if stat.S_ISDIR(mode):
        raise UnreadableFile(shown, QT_TRANSLATE_NOOP("Errors", "it is a folder"))
    if not stat.S_ISREG(mode):
        raise UnreadableFile(shown, QT_TRANSLATE_NOOP("Errors", "it is not a file but a device or a pipe"))
    try:
        with open(p, "rb") as fh:
            header = fh.read(len(SQLITE_HEADER))
    except OSError as exc:
        raise UnreadableFile(shown, exc.strerror or str(exc)) from None
    if header != SQLITE_HEADER:
        # Garbage bytes, a spreadsheet, an empty file: not ours in any case.
        raise NotAnEventFile(shown)
    for suffix in COMPANIONS:
        _check_companion(p, suffix, shown)
    from app.models.event.lock import holder_of

    if holder_of(p) is not None:
        return _examine_at(ro_uri(p), p, shown)
    with tempfile.TemporaryDirectory(prefix="cardroom-check-") as folder:
        copy = Path(folder) / "event.cardroom"
        try:
            shutil.copyfile(p, copy)
            # What SQLite would replay when it opens the file: a WAL journal,
            # or a rollback journal left by a crash (a backup's mode).
            journals = [Path(str(p) + suffix) for suffix in JOURNALS]
            journals = [j for j in journals if j.exists() and j.stat().st_size]
            if not journals:
                return _examine_at(str(copy), p, shown)
            alone = Path(folder) / "alone.cardroom"
            shutil.copyfile(p, alone)
            for journal in journals:
                shutil.copyfile(journal, str(copy) + journal.name[len(p.name):])
            version = _examine_at(str(copy), p, shown)
            for journal in journals:
                _check_journal(alone, copy, shown, journal)
            return version
        except OSError as exc:
            raise UnreadableFile(shown, exc.strerror or str(exc)) from None


# Files SQLite keeps beside an event file; each must be a plain file (or absent).
JOURNALS = ("-wal", "-journal")
COMPANIONS = ("-wal", "-shm", "-journal")


def _check_companion(p: Path, suffix: str, shown: str) -> None:
    """A journal or shared-memory file beside the event must be a plain file:
    SQLite would read a pipe for ever, and a link would let it write elsewhere."""
    companion = Path(str(p) + suffix)
    try:
        mode = os.lstat(companion).st_mode
    except FileNotFoundError:
        return
    except OSError as exc:
        raise UnreadableFile(shown, exc.strerror or str(exc)) from None
    if not stat.S_ISREG(mode):
        raise StrangeCompanion(shown, os.fsdecode(companion.name))


def _examine_at(target: str, original: Path, shown: str) -> int:
    """Application id, version, integrity and schema of the SQLite file at
    `target` (a copy, or the original as a read-only URI)."""
    try:
        conn = sqlite3.connect(target, uri=target.startswith("file:"))
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
        from app.models.event import schema

        extra, missing = schema.differences(schema.fingerprint(conn), int(version))
        if extra:
            raise ForeignContent(shown, ", ".join(extra[:6]))
        if missing:
            raise IncompleteFile(shown, ", ".join(missing[:6]))
        return int(version)
    except sqlite3.DatabaseError as exc:
        if isinstance(exc, sqlite3.OperationalError) and not writable(original):
            # A WAL file on a read-only disk cannot even be read without its
            # shared-memory file: not damage, a place Cardroom cannot use.
            raise ReadOnlyLocation(shown) from None
        raise DamagedFile(shown, str(exc)) from None
    finally:
        conn.close()


def _check_journal(alone: Path, together: Path, shown: str, journal: Path) -> None:
    """The journal beside the file must be this copy's: the same event and
    the same copy as the file read without it, and (a WAL) written on this
    state of the file or an earlier one, never on a later one: an older copy
    of the file put back in its place keeps its identity, and its journal
    would silently replace what it holds with the state at the crash."""
    from app.models.event import identity

    def who(path: Path) -> tuple[str, str | None]:
        conn = sqlite3.connect(str(path))
        try:
            return identity.read(conn)
        except sqlite3.DatabaseError as exc:
            raise DamagedFile(shown, str(exc)) from None
        finally:
            conn.close()

    if who(alone) != who(together):
        raise ForeignJournal(shown, os.fsdecode(journal.name))
    if journal.name.endswith("-wal"):
        here, after = _commits(alone), _commits(together)
        first = _first_commit(alone, journal)
        if here is None or after is None or first is None:
            return  # a file from before commits were counted, or no whole commit
        # Each transaction adds one to `commits`, so the journal's first one
        # was made on a file that had first - 1 (or, when it changed nothing
        # there, first): the file here must hold that state or a later one.
        if after < here or first - 1 > here:
            raise ForeignJournal(shown, os.fsdecode(journal.name))


def _commits(path: Path) -> int | None:
    conn = sqlite3.connect(str(path))
    try:
        columns = {row[1] for row in conn.execute("PRAGMA table_info(event)")}
        if "commits" not in columns:
            return None
        row = conn.execute("SELECT commits FROM event WHERE id = 1").fetchone()
        return None if row is None else int(row[0])
    except (sqlite3.DatabaseError, TypeError, ValueError):
        return None
    finally:
        conn.close()


WAL_HEADER, FRAME_HEADER = 32, 24


def _first_commit(alone: Path, journal: Path) -> int | None:
    """`commits` as the WAL's first whole transaction left it: the file with
    the journal cut after that transaction's last frame, read by SQLite
    (which checks the frames' checksums itself)."""
    try:
        with open(journal, "rb") as fh:
            header = fh.read(WAL_HEADER)
            if len(header) < WAL_HEADER or header[:4] not in (b"\x37\x7f\x06\x82", b"\x37\x7f\x06\x83"):
                return None
            page_size = int.from_bytes(header[8:12], "big")
            salts = header[16:24]
            end = WAL_HEADER
            while True:
                frame = fh.read(FRAME_HEADER)
                if len(frame) < FRAME_HEADER or frame[8:16] != salts:
                    return None  # no whole transaction in this journal
                fh.seek(page_size, os.SEEK_CUR)
                end += FRAME_HEADER + page_size
                if int.from_bytes(frame[4:8], "big"):  # the frame that commits
                    break
            fh.seek(0)
            first = fh.read(end)
    except OSError:
        return None
    folder = alone.parent / "first"
    folder.mkdir(exist_ok=True)
    cut = folder / "event.cardroom"
    shutil.copyfile(alone, cut)
    Path(str(cut) + "-wal").write_bytes(first)
    return _commits(cut)


def configure(conn: sqlite3.Connection) -> None:
    conn.execute(f"PRAGMA busy_timeout={BUSY_TIMEOUT_MS}")
    conn.execute("PRAGMA foreign_keys=ON")
    conn.execute("PRAGMA journal_mode=WAL")
    # A venue laptop can lose power: every commit reaches the disk.
    conn.execute("PRAGMA synchronous=FULL")
    conn.execute("PRAGMA recursive_triggers=ON")  # as sqlite-utils would set


def wrap(conn: sqlite3.Connection) -> sqlite_utils.Database:
    """sqlite-utils over an open connection (without its plugins: an event
    file must not depend on what else is installed)."""
    import sqlite_utils

    return sqlite_utils.Database(conn, execute_plugins=False)


def migrate(conn: sqlite3.Connection) -> None:
    from app.models.event.migrations import migrations

    db = wrap(conn)
    migrations.apply(db)
    conn.execute(f"PRAGMA user_version={len(migrations.applied(db))}")


def open_connection(
    path: str | os.PathLike[str], *, readonly: bool = False, version: int | None = None
) -> sqlite3.Connection:
    """Open an event file, migrating it to the current schema unless read-only.

    `version` is what `check_event_file` said of it just before (so it is
    not checked twice); without it the file is checked here."""
    p = Path(path)
    if version is None:
        version = check_event_file(p)
    if not readonly and not writable(p):
        raise ReadOnlyLocation(str(p))
    if readonly:
        try:
            reader = sqlite3.connect(ro_uri(p), uri=True, check_same_thread=False)
            reader.execute(f"PRAGMA busy_timeout={BUSY_TIMEOUT_MS}")
            reader.execute("PRAGMA query_only=ON")
        except sqlite3.OperationalError as exc:
            raise UnreadableFile(str(p), str(exc)) from None
        return reader
    there = {suffix for suffix in WAL_FILES if os.path.lexists(str(p) + suffix)}
    conn: sqlite3.Connection | None = None
    try:
        conn = sqlite3.connect(str(p))
        configure(conn)
        if version < SCHEMA_VERSION:
            migrate(conn)
    except (sqlite3.OperationalError, OSError) as exc:
        if conn is not None:
            conn.close()
        _remove_new_journal(p, there)
        if _disk_full(exc, p.parent):
            raise DiskFull(str(p)) from None
        detail = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        raise UnreadableFile(str(p), detail) from None
    return conn


# What SQLite makes beside a file in WAL mode, on opening it.
WAL_FILES = ("-wal", "-shm")
# Less room than this on the disk, and an I/O error while opening is the
# disk being full: SQLite reports the shared-memory file it could not
# size as an I/O error, not as SQLITE_FULL. The journal needs a few pages.
TOO_LITTLE_ROOM = 1 << 20


def room_left(folder: Path) -> int | None:
    """Bytes free on the disk holding `folder` (None when it cannot be told)."""
    try:
        return shutil.disk_usage(folder).free
    except OSError:
        return None


def _disk_full(exc: BaseException, folder: Path) -> bool:
    if isinstance(exc, OSError):
        return exc.errno in (errno.ENOSPC, errno.EDQUOT)
    code = getattr(exc, "sqlite_errorcode", None)
    text = str(exc).lower()
    if (code is not None and code & 0xFF == sqlite3.SQLITE_FULL) or "database or disk is full" in text:
        return True
    if (code is not None and code & 0xFF == sqlite3.SQLITE_IOERR) or "disk i/o error" in text:
        left = room_left(folder)
        return left is not None and left < TOO_LITTLE_ROOM
    return False


def _remove_new_journal(p: Path, there: set[str]) -> None:
    """Take away the journal files an open that failed just made, while they
    hold nothing (an empty `-wal`: no transaction reached it; the `-shm` is
    only an index of the `-wal`), so the folder is left as it was found."""
    wal = Path(str(p) + "-wal")
    if "-wal" not in there:
        try:
            if wal.stat().st_size:
                return  # a whole transaction may be in it: SQLite replays it next time
            wal.unlink()
        except FileNotFoundError:
            pass
        except OSError:
            return
    elif wal.exists() and wal.stat().st_size:
        return
    if "-shm" not in there:
        try:
            Path(str(p) + "-shm").unlink()
        except OSError:
            pass


def create_database(path: str | os.PathLike[str]) -> sqlite_utils.Database:
    """Create a new, empty event file at `path` (never overwrites)."""
    p = Path(path)
    if p.exists():
        raise FileExistsAlready(str(p))
    try:
        p.parent.mkdir(parents=True, exist_ok=True)
        conn = sqlite3.connect(str(p))
    except (OSError, sqlite3.Error) as exc:
        raise UnreadableFile(str(p), str(exc)) from None
    try:
        conn.execute(f"PRAGMA application_id={APPLICATION_ID}")
        configure(conn)
        migrate(conn)
    except BaseException:
        conn.close()
        remove_event_file(p)
        raise
    return wrap(conn)


def move_into_place(work: Path, path: Path) -> None:
    """Give a finished file its final name, durably, never over another file."""
    if path.exists():
        raise FileExistsAlready(str(path))
    try:
        os.replace(work, path)
        if os.name == "posix":
            fd = os.open(path.parent, os.O_RDONLY)
            try:
                os.fsync(fd)
            finally:
                os.close(fd)
    except OSError as exc:
        raise UnreadableFile(str(path), exc.strerror or str(exc)) from None


def remove_event_file(path: Path) -> None:
    """Remove a file this process just created, with its WAL companions."""
    for suffix in ("", "-wal", "-shm", "-journal"):
        try:
            os.remove(str(path) + suffix)
        except FileNotFoundError:
            pass
