"""One writer per event file: an operating-system lock held while it is open.

Opening an event for writing takes an exclusive lock on the event file
itself (`flock`; on Windows a byte far past any data SQLite touches), so
the lock belongs to the file, not to the name it was opened by: a second
Cardroom is refused whether it comes through the same name, a symbolic
link, a hard link or the name the file was moved to. The operating system
drops the lock when the process ends, however it ends: after a crash or a
power cut the next open succeeds at once. (`flock` and SQLite's own
`fcntl` locks do not see each other on a local disk; the projector
display reads beside the writer.)

Who holds it (the computer, the user, the process and since when) is
written beside the file, in `<file>-lock`, for the message a second
Cardroom shows. That note is only information: it is written whole under
another name and renamed into place (a link planted under its name is
replaced, never followed), read only if it is a plain small file with the
expected fields, and removed on close only if it still names this holder.
Whatever happens to it, the lock on the file stands.
"""

from __future__ import annotations

import datetime as dt
import json
import os
import stat
import sys
import time
from dataclasses import dataclass
from pathlib import Path

from app.models.errors import EventFileError
from app.models.i18n import QT_TRANSLATE_NOOP

if sys.platform == "win32":  # pragma: no cover - Windows, checked on its CI
    import msvcrt
else:
    import fcntl

SUFFIX = "-lock"
# On Windows a byte lock is mandatory: the byte locked lies far past any
# page of an event file and past SQLite's own lock bytes (from 1 GiB).
WINDOWS_LOCK_OFFSET = 0x60000000
NOTE_LIMIT = 4096
FIELD_LIMIT = 200
NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
NONBLOCK = getattr(os, "O_NONBLOCK", 0)
# Tries to take a lock held by someone who wrote no note yet: waits between.
CHECKER_WAITS = (0.02, 0.05, 0.1, None)


@dataclass(frozen=True)
class Holder:
    """Who holds an event open for writing, as the note beside the file says."""

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
    """Where the note of who holds the event is written."""
    return path.with_name(path.name + SUFFIX)


def _user() -> str:
    """The login name, as `getpass.getuser` finds it, without loading the
    terminal modules `getpass` imports (opening an event is on the way to
    the first window)."""
    for name in ("LOGNAME", "USER", "LNAME", "USERNAME"):
        if os.environ.get(name):
            return os.environ[name]
    try:
        if sys.platform == "win32":  # pragma: no cover - Windows, checked on its CI
            import getpass

            return getpass.getuser()
        import pwd

        return pwd.getpwuid(os.getuid()).pw_name
    except Exception:  # noqa: BLE001 - no user name in this environment
        return str(os.getuid()) if hasattr(os, "getuid") else "?"


def _host() -> str:
    """This computer's name: the kernel's node name where there is one (what
    `socket.gethostname` answers there), else the socket module's answer."""
    if hasattr(os, "uname"):
        return os.uname().nodename
    import socket  # pragma: no cover - Windows, checked on its CI

    return socket.gethostname()  # pragma: no cover


def _me() -> Holder:
    return Holder(_host(), _user(), os.getpid(), dt.datetime.now().isoformat(timespec="seconds"))


def read_note(event_path: Path) -> Holder | None:
    """Who the note beside the event names, if it is a note Cardroom wrote
    (a plain small file of the expected fields); None otherwise."""
    try:
        fd = os.open(lock_path(event_path), os.O_RDONLY | NOFOLLOW | NONBLOCK)
    except OSError:
        return None
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            return None
        data = json.loads(os.read(fd, NOTE_LIMIT + 1)[:NOTE_LIMIT].decode("utf-8"))
        fields = [data["host"], data["user"], data["since"]]
        if not all(isinstance(f, str) and 0 < len(f) <= FIELD_LIMIT and f.isprintable() for f in fields):
            return None
        if not isinstance(data["pid"], int) or isinstance(data["pid"], bool):
            return None
        dt.datetime.fromisoformat(data["since"])
        return Holder(data["host"], data["user"], data["pid"], data["since"])
    except (OSError, ValueError, KeyError, TypeError):
        return None
    finally:
        os.close(fd)


def _write_note(event_path: Path, holder: Holder) -> None:
    """Write the note whole under another name and rename it into place: a
    link or anything else planted under the note's name is replaced, never
    written through. A note that cannot be written is no reason to refuse
    the event (the lock is on the file): the message then names no one."""
    target = lock_path(event_path)
    part = target.with_name(f"{target.name}.{os.getpid()}.part")
    try:
        fd = os.open(part, os.O_WRONLY | os.O_CREAT | os.O_EXCL | NOFOLLOW, 0o644)
    except OSError:
        return
    try:
        try:
            os.write(fd, json.dumps(holder.__dict__).encode("utf-8"))
        finally:
            os.close(fd)
        os.replace(part, target)
    except OSError:
        try:
            os.remove(part)
        except OSError:
            pass


def _open_file(event_path: Path) -> int:
    """A descriptor of the event file to lock (read-only: a lock needs no
    write access, and nothing is ever written through it)."""
    return os.open(event_path, os.O_RDONLY | NONBLOCK)


def _try_lock(fd: int) -> bool:
    try:
        if sys.platform == "win32":  # pragma: no cover
            os.lseek(fd, WINDOWS_LOCK_OFFSET, os.SEEK_SET)
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        else:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        return False
    return True


def _unlock(fd: int) -> None:
    if sys.platform == "win32":  # pragma: no cover
        os.lseek(fd, WINDOWS_LOCK_OFFSET, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)
    else:
        fcntl.flock(fd, fcntl.LOCK_UN)


def file_id(fd: int) -> tuple[int, int]:
    found = os.fstat(fd)
    return found.st_dev, found.st_ino


class EventLock:
    """The lock of one event file, held by this process while it is open."""

    def __init__(self, path: Path, fd: int, holder: Holder) -> None:
        self.path = path
        self.fd: int | None = fd
        self.holder = holder

    @classmethod
    def acquire(cls, event_path: Path) -> EventLock:
        """Lock the event file for this process; EventInUse if another
        Cardroom holds it (by whatever name it opened it)."""
        fd = _open_file(event_path)
        for wait in CHECKER_WAITS:
            if _try_lock(fd):
                break
            holder = read_note(event_path)
            if holder is not None or wait is None:
                os.close(fd)
                raise EventInUse(os.fsdecode(event_path), holder)
            # No note: a holder that is just writing it, or another Cardroom
            # only looking (`holder_of` locks for an instant). Ask again.
            time.sleep(wait)
        me = _me()
        _write_note(event_path, me)
        return cls(event_path, fd, me)

    @property
    def file(self) -> tuple[int, int] | None:
        """(device, inode) of the locked file."""
        return None if self.fd is None else file_id(self.fd)

    def release(self) -> None:
        if self.fd is None:
            return
        if read_note(self.path) == self.holder:
            try:
                os.remove(lock_path(self.path))
            except OSError:
                pass  # a note left behind names a holder the lock no longer backs
        try:
            _unlock(self.fd)
        finally:
            os.close(self.fd)
            self.fd = None


def holder_of(event_path: Path) -> Holder | None:
    """Who holds the event's lock now (None: nobody). A holder whose note
    is missing or unreadable is named by this process's stand-in, with the
    pid 0 and nothing known."""
    try:
        fd = _open_file(event_path)
    except OSError:
        return None
    try:
        if _try_lock(fd):
            _unlock(fd)
            return None
        return read_note(event_path) or Holder("?", "?", 0, "")
    finally:
        os.close(fd)
