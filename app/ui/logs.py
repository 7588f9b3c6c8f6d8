"""After trouble (issue 37): Cardroom's log file in the data folder, native
crashes written beside it, and the folders Help ▸ About and the unexpected
error's box name.

    <data>/logs/cardroom.log      one line a record (time, process, level,
                                  logger, text), 1 MB then cardroom.log.1 to .3
    <data>/logs/crash.log         a native crash's traceback (faulthandler),
                                  after a line for each start

Each kind of process has its own pair: the window's are those above; a
served event's are cardroom-serve.log and crash-serve.log, and so on for a
station, a display and a takeover (`ROLES`). One computer often runs
several at once (the owner's window and its display, a desk following an
owner), and Windows cannot rotate a log file another process holds open:
with one file for all, the first to reach 1 MB failed to set it aside.

The domain and the network log with plain `logging` (`app.*` loggers, at
INFO); this module gives those records a file. Their lines are written
whole (f-strings), not as a template and its values: the rate limit of
issue 36 counts a repeated template, and ten stations joining at once must
make ten lines. Nothing here may slow the
first window: `start` keeps the records in memory (no `logging.handlers`,
which loads the socket module, 24 ms, and no `platform.platform()`, 13 ms)
and `attach`, a second after start, opens the file and writes them.
"""

from __future__ import annotations

import atexit
import datetime as dt
import faulthandler
import logging
import os
import sys
from pathlib import Path
from typing import IO


from app import APP_NAME, __version__

LOG_NAME = "cardroom.log"  # the window's
CRASH_NAME = "crash.log"
# What a process is for, naming its files (the window's have no suffix).
ROLES = ("window", "serve", "station", "display", "take-over")
MAX_BYTES = 1_000_000  # a file this long is set aside as cardroom.log.1...
KEPT = 3  # ... and three are kept: 4 MB at most, with crash.log's 1 MB
FORMAT = "%(asctime)s %(process)d %(levelname)s %(name)s: %(message)s"
ATTACH_MS = 1000  # the file is opened this long after start: the first window is up by then
PENDING_MAX = 1000  # records kept in memory until then (a loop logging before it: the first ones)

log = logging.getLogger("app")


def data_folder() -> Path:
    """Cardroom's folder in this person's data (the demo event's, the
    logs'): ~/.local/share/Cardroom, %LOCALAPPDATA%\\Cardroom,
    ~/Library/Application Support/Cardroom."""
    from app.ui import places

    return (places.folder("data") or Path.home()) / APP_NAME


def log_folder() -> Path:
    return data_folder() / "logs"


class Pending(logging.Handler):
    """The records logged before the file is open, kept to be written first."""

    def __init__(self) -> None:
        super().__init__(logging.INFO)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        if len(self.records) < PENDING_MAX:
            self.records.append(record)


class OneLine(logging.Formatter):
    """A record is one line (a line break in a message, such as a refusal
    quoting a file's problems or a name a station sent, is written \\n);
    only a traceback follows on lines of its own."""

    def formatMessage(self, record: logging.LogRecord) -> str:  # noqa: N802 (logging's name)
        return super().formatMessage(record).replace("\r", "\\r").replace("\n", "\\n")


class _System:
    """This computer's system, worked out when the start line is written
    (after the first window), not when it is logged."""

    def __str__(self) -> str:
        import platform

        return platform.platform()


class _State:
    folder: Path | None = None
    role = "window"
    pending: Pending | None = None
    handler: logging.Handler | None = None
    crash: IO[str] | None = None


_state = _State()


def log_name(role: str | None = None) -> str:
    """The log file of a process for `role` (this process's by default)."""
    role = role or _state.role
    return LOG_NAME if role == "window" else f"cardroom-{role}.log"


def crash_name(role: str | None = None) -> str:
    role = role or _state.role
    return CRASH_NAME if role == "window" else f"crash-{role}.log"


def start(folder: Path | None = None, role: str = "window") -> None:
    """At start, before the QApplication: Cardroom's records at INFO, kept
    until `attach` opens the file; native crashes into the crash file; the
    start line. Once per process (the first call's folder and role hold)."""
    if _state.folder is not None:
        return
    assert role in ROLES, role
    _state.folder = folder or log_folder()
    _state.role = role
    log.setLevel(logging.INFO)
    _state.pending = Pending()
    logging.getLogger().addHandler(_state.pending)
    catch_crashes(_state.folder)
    atexit.register(attach)  # a run shorter than ATTACH_MS still leaves its lines
    from PySide6 import __version__ as pyside
    from PySide6.QtCore import qVersion

    log.info("Cardroom %s started: Qt %s, PySide %s, Python %s, %s", __version__, qVersion(), pyside,
             sys.version.split()[0], _System())


def attach() -> logging.Handler | None:
    """Open the log file (if `start` was called and it is not open yet) and
    write what was kept; the handler, or None when the folder cannot be
    written (a read-only home: the records are then let go)."""
    if _state.folder is None or _state.handler is not None:
        return _state.handler
    root = logging.getLogger()
    pending, _state.pending = _state.pending, None
    if pending is not None:
        root.removeHandler(pending)
    from logging.handlers import RotatingFileHandler

    from app.net.limits import RateLimit

    try:
        _state.folder.mkdir(parents=True, exist_ok=True)
        handler = RotatingFileHandler(_state.folder / log_name(), maxBytes=MAX_BYTES, backupCount=KEPT,
                                      encoding="utf-8")
    except OSError as exc:
        log.warning("the log file cannot be written in %s: %s", _state.folder, exc)
        return None
    handler.setLevel(logging.INFO)
    handler.setFormatter(OneLine(FORMAT))
    handler.addFilter(RateLimit())  # the same line over and over: a few a minute, then counted (issue 36)
    for record in pending.records if pending is not None else ():
        handler.handle(record)
    root.addHandler(handler)
    _state.handler = handler
    return handler


def folder() -> Path:
    """The logs folder in use (the data folder's, before `start`)."""
    return _state.folder or log_folder()


def log_file() -> Path | None:
    """The log file being written (None before `start`, or when it cannot be)."""
    if _state.folder is None or (_state.handler is None and attach() is None):
        return None
    return _state.folder / log_name()


def catch_crashes(folder: Path) -> Path | None:
    """A native crash (a segmentation fault in Qt, a fatal Python error) writes
    every thread's Python traceback to crash.log, after the line this start
    adds; the file stays open for it. Where faulthandler is already on (`python
    -X faulthandler`, a test runner) it is left where it was chosen to write."""
    if faulthandler.is_enabled():
        return None
    path = folder / crash_name()
    try:
        folder.mkdir(parents=True, exist_ok=True)
        if path.exists() and path.stat().st_size > MAX_BYTES:
            path.replace(path.with_name(path.name + ".1"))
        stream = open(path, "a", encoding="utf-8")  # noqa: SIM115 (kept open for a crash to come)
        stream.write(f"-- Cardroom {__version__} started {dt.datetime.now().replace(microsecond=0)} "
                     f"(process {os.getpid()})\n")
        stream.flush()
    except OSError:
        return None
    faulthandler.enable(file=stream, all_threads=True)
    _state.crash = stream
    return path


def unexpected(kind: type[BaseException], value: BaseException, tb: object) -> Path | None:
    """Log an unexpected exception with its traceback, at once in the file;
    the file (None if there is none)."""
    # The text is the message itself, not an argument: the rate limit tells
    # one exception from another by it (app/net/limits.py).
    logging.getLogger("app.unexpected").error(
        f"unexpected {kind.__name__}: {value}", exc_info=(kind, value, tb))  # type: ignore[arg-type]
    return log_file()
