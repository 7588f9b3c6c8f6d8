"""One writer per event file: an operating-system lock held while it is open.

Opening an event for writing takes an exclusive lock on `<file>-lock`, a
small file beside it (as SQLite keeps `-wal` and `-shm` there), and writes
into it who holds it: the computer, the user, the process and since when. A
second Cardroom that tries the same file, on this computer or through a
shared folder, is refused with those names and may open a read-only view
instead. The operating system drops the lock when the process ends, however
it ends: after a crash or a power cut the next open succeeds at once (what
the file still says about the old holder is then simply overwritten).

The lock file goes when the event closes. A process that opened it just
before it went would lock a file nobody else can see, so a lock only counts
once the file it holds is still the one at that name (`acquire` checks and
tries again).
"""

from __future__ import annotations

import datetime as dt
import getpass
import json
import os
import socket
import sys
from dataclasses import dataclass
from pathlib import Path

from app.models.errors import EventFileError
from app.models.i18n import QT_TRANSLATE_NOOP

if sys.platform == "win32":  # pragma: no cover - Windows, checked on its CI
    import msvcrt
else:
    import fcntl

SUFFIX = "-lock"
# Byte 0 is the one locked (on Windows a lock bars others from reading it);
# who holds the lock is written after it, where others can read it.
INFO_OFFSET = 1
INFO_SIZE = 1024


@dataclass(frozen=True)
class Holder:
    host: str
    user: str
    pid: int
    since: str  # ISO time, local

    def since_text(self) -> str:
        """"09:02" today, else "2026-11-23 09:02"."""
        try:
            when = dt.datetime.fromisoformat(self.since)
        except ValueError:
            return self.since
        if when.date() == dt.date.today():
            return when.strftime("%H:%M")
        return when.strftime("%Y-%m-%d %H:%M")


class EventInUse(EventFileError):
    """Another Cardroom has the event open for writing."""

    def __init__(self, path: str, holder: Holder | None) -> None:
        self.holder = holder
        if holder is None:
            super().__init__(
                QT_TRANSLATE_NOOP(
                    "Errors",
                    "“{path}” is open in another Cardroom. Only one may change an event at a time: "
                    "close it there, or open a read-only view here.",
                ),
                path=path,
            )
            return
        super().__init__(
            QT_TRANSLATE_NOOP(
                "Errors",
                "“{path}” is open on {host} by {user} since {since}. Only one Cardroom may change an "
                "event at a time: close it there, or open a read-only view here.",
            ),
            path=path, host=holder.host, user=holder.user, since=holder.since_text(),
        )


def lock_path(path: Path) -> Path:
    return path.with_name(path.name + SUFFIX)


def _me() -> Holder:
    try:
        user = getpass.getuser()
    except Exception:  # noqa: BLE001 - no user name in this environment
        user = str(os.getuid()) if hasattr(os, "getuid") else "?"
    return Holder(socket.gethostname(), user, os.getpid(),
                  dt.datetime.now().isoformat(timespec="seconds"))


def _read_holder(fd: int) -> Holder | None:
    try:
        os.lseek(fd, INFO_OFFSET, os.SEEK_SET)
        data = json.loads(os.read(fd, 4096).decode("utf-8"))
        return Holder(str(data["host"]), str(data["user"]), int(data["pid"]), str(data["since"]))
    except (OSError, ValueError, KeyError, TypeError):
        return None


def _try_lock(fd: int) -> bool:
    try:
        if sys.platform == "win32":  # pragma: no cover
            os.lseek(fd, 0, os.SEEK_SET)
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        else:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        return False
    return True


def _same_file(fd: int, path: Path) -> bool:
    try:
        held, there = os.fstat(fd), os.stat(path)
    except OSError:
        return False
    return (held.st_dev, held.st_ino) == (there.st_dev, there.st_ino)


class EventLock:
    """The lock of one event file, held by this process while it is open."""

    def __init__(self, path: Path, fd: int, holder: Holder) -> None:
        self.path = path
        self.fd: int | None = fd
        self.holder = holder

    @classmethod
    def acquire(cls, event_path: Path) -> EventLock:
        """Lock the event for this process; EventInUse if another holds it."""
        path = lock_path(event_path)
        for _attempt in range(10):
            fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
            if not _try_lock(fd):
                holder = _read_holder(fd)
                os.close(fd)
                raise EventInUse(str(event_path), holder)
            if _same_file(fd, path):
                break
            os.close(fd)  # the holder removed it as we opened it: take the new one
        else:  # pragma: no cover - ten removals in a row
            raise EventInUse(str(event_path), None)
        me = _me()
        # A fixed size, padded with spaces: whatever an earlier holder wrote
        # is overwritten whole (a locked file cannot be cut short on Windows).
        info = (b"\n" + json.dumps(me.__dict__).encode("utf-8")).ljust(INFO_SIZE, b" ")
        os.lseek(fd, 0, os.SEEK_SET)
        os.write(fd, info)
        return cls(path, fd, me)

    def release(self) -> None:
        if self.fd is None:
            return
        try:
            os.remove(self.path)  # while still held: see the module's note
        except OSError:
            pass  # Windows keeps an open file; a later holder overwrites it
        try:
            if sys.platform == "win32":  # pragma: no cover
                os.lseek(self.fd, 0, os.SEEK_SET)
                msvcrt.locking(self.fd, msvcrt.LK_UNLCK, 1)
            else:
                fcntl.flock(self.fd, fcntl.LOCK_UN)
        finally:
            os.close(self.fd)
            self.fd = None


def holder_of(event_path: Path) -> Holder | None:
    """Who holds the event's lock now (None: nobody)."""
    path = lock_path(event_path)
    try:
        fd = os.open(path, os.O_RDWR)
    except OSError:
        return None
    try:
        if _try_lock(fd):
            return None
        return _read_holder(fd)
    finally:
        os.close(fd)
