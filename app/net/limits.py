"""What the owner keeps for itself when strangers crowd its port.

- **Open files.** Every connection is a file descriptor, as are the event
  file, its `-wal` and `-shm`, its lock, a backup being written and the
  logs. `raise_file_limit` asks for more descriptors where the system
  allows it (macOS starts programs with 256), and `socket_budget` says how
  many connections fit while a reserve stays for the files: `Listener`
  stops taking connections before the reserve is touched (issue 36: 1,124
  idle sockets under a limit of 1,024 made the game-end backup fail).
  asyncio's own server could not: it accepts a whole queue each turn of
  its loop, and closes a refused connection only turns later, so a flood
  of connections opened and closed ran past any budget.
- **Logs.** The same message logged over and over (asyncio logged 86,414
  tracebacks, 40 MB, in that attack) is written a few times a minute, then
  counted: `RateLimit`, installed on the program's log handler by
  `quiet_logs`, and on the log file's (app/ui/logs.py).

Plain Python (no Qt), as the rest of app/net.
"""

from __future__ import annotations

import asyncio
import logging
import os
import socket
import sys
import time
from collections.abc import Callable

# The limit asked for at start (where the hard limit allows it): far more
# than a day needs (64 stations, 64 waiting), and below what every system
# takes without special rights (macOS refuses a soft limit over 10,240).
WANTED_FILES = 4096
# Descriptors kept for everything but connections: the event file, its
# -wal, -shm and lock, a backup, its journal and its folder (synced), the
# logs, a module imported late, Qt's own (fonts, settings), with room to
# spare. Counted on top of what is already open when the server starts.
RESERVE = 64
# The listening socket's queue (the system's, before Cardroom accepts).
BACKLOG = 100
# Accepting stopped by an error (no descriptor left, one connection reset
# in its queue): tried again after this long.
ACCEPT_RETRY_SECONDS = 1.0

# What a connection turned away is told, once its request is in.
BUSY = (b"HTTP/1.1 503 Service Unavailable\r\nContent-Length: 0\r\nRetry-After: 10\r\n"
        b"Connection: close\r\n\r\n")

LOG_TIMES = 5  # the same message this many times an interval, then counted
LOG_SECONDS = 60.0


def raise_file_limit(wanted: int = WANTED_FILES) -> int | None:
    """Raise this process's soft limit of open files toward `wanted` (never
    past the hard limit, never lower); the soft limit after, or None where
    there is no such limit (Windows)."""
    try:
        import resource
    except ImportError:  # Windows: no per-process limit of this kind
        return None
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    goal = wanted if hard == resource.RLIM_INFINITY else min(wanted, hard)
    if soft != resource.RLIM_INFINITY and soft < goal:
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (goal, hard))
            soft = goal
        except (ValueError, OSError):
            pass  # not allowed here: the budget below is made from what there is
    return None if soft == resource.RLIM_INFINITY else int(soft)


def open_files() -> int | None:
    """How many descriptors this process has open (None: cannot be told)."""
    for folder in ("/proc/self/fd", "/dev/fd"):
        try:
            return max(0, len(os.listdir(folder)) - 1)  # the listing's own
        except OSError:
            continue
    return None


def socket_budget(limit: int | None, in_use: int | None, reserve: int = RESERVE) -> int | None:
    """How many connections may be open at once with `limit` descriptors,
    `in_use` of them already taken and `reserve` kept for the files (None:
    no limit known)."""
    if limit is None:
        return None
    return limit - (in_use if in_use is not None else RESERVE) - reserve


class RateLimit(logging.Filter):
    """The same message (logger, level, text before its values) is let
    through `times` times an interval; the rest are counted, and the next
    one let through says how many were left out."""

    def __init__(self, times: int = LOG_TIMES, seconds: float = LOG_SECONDS,
                 clock: Callable[[], float] = time.monotonic) -> None:
        super().__init__()
        self.times, self.seconds, self.clock = times, seconds, clock
        self._seen: dict[tuple[str, int, str], list[float]] = {}  # key -> [interval start, count, left out]

    def filter(self, record: logging.LogRecord) -> bool:
        key = (record.name, record.levelno, str(record.msg)[:200])
        now = self.clock()
        seen = self._seen.get(key)
        if seen is None or now - seen[0] >= self.seconds:
            left_out = int(seen[2]) if seen is not None else 0
            self._seen[key] = [now, 1, 0]
            if len(self._seen) > 1000:  # many different messages: the oldest intervals go
                for old in sorted(self._seen, key=lambda k: self._seen[k][0])[:500]:
                    del self._seen[old]
            if left_out:
                self._add(record, f" (… and {left_out} more like it before this one)")
            return True
        seen[1] += 1
        if seen[1] < self.times:
            return True
        if seen[1] == self.times:
            self._add(record, f" (more like it in the next {int(self.seconds - (now - seen[0])) + 1} s "
                              "are counted, not written)")
            return True
        seen[2] += 1
        return False

    @staticmethod
    def _add(record: logging.LogRecord, note: str) -> None:
        record.msg = record.getMessage() + note
        record.args = None


STDERR = "cardroom-stderr"  # the name of quiet_logs' handler (the log file's has a RateLimit too)


def _not_the_domains(record: logging.LogRecord) -> bool:
    """The domain's records (a backup that failed) are for the log file:
    the interface, and --serve, say them to the official in their words."""
    return not record.name.startswith("app.models.")


def quiet_logs(stream: object = None) -> logging.Handler:
    """The program's log handler (warnings and errors, on stderr), rate
    limited; asyncio's messages and Cardroom's own both go through it.
    Installed once; the handler."""
    root = logging.getLogger()
    for handler in root.handlers:
        if handler.get_name() == STDERR:
            return handler
    handler = logging.StreamHandler(stream or sys.stderr)  # type: ignore[arg-type]
    handler.set_name(STDERR)
    handler.setLevel(logging.WARNING)
    handler.setFormatter(logging.Formatter("cardroom: %(name)s: %(message)s"))
    handler.addFilter(_not_the_domains)
    handler.addFilter(RateLimit())
    root.addHandler(handler)
    return handler


__all__ = ["Listener", "RateLimit", "open_files", "quiet_logs", "raise_file_limit", "socket_budget"]


log = logging.getLogger(__name__)


class Listener:
    """A listening socket whose connections are accepted one by one, never
    more open at once than `most` (None: no limit): past it the rest wait
    in the system's queue until one closes. Each is given to a protocol
    from `make` (a Passthrough), which counts it out when it ends."""

    def __init__(self, sock: socket.socket, make: Callable[[], Passthrough], most: int | None) -> None:
        self.sock, self.make, self.most = sock, make, most
        self.open = 0  # accepted and not yet closed
        self.sockets = [sock]
        self._room = asyncio.Event()
        self._closed = False
        self._task: asyncio.Task[None] | None = None

    @classmethod
    async def start(cls, make: Callable[[], Passthrough], host: str, port: int,
                    most: int | None = None) -> Listener:
        """Listen on `host`:`port` (0: any free port). OSError as bind raises
        it (its errno kept: EADDRINUSE says the port is taken)."""
        loop = asyncio.get_running_loop()
        found = await loop.getaddrinfo(host or None, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE)
        if not found:
            raise OSError(f"no address for {host!r}")
        family, _, _, _, address = found[0]
        # socket.create_server reuses a port left in TIME_WAIT on POSIX only:
        # on Windows the same option would let a second owner listen on a
        # port the first still holds.
        sock = socket.create_server(address[:2], family=family, backlog=BACKLOG)
        sock.setblocking(False)
        listener = cls(sock, make, most)
        listener._task = loop.create_task(listener._accepting())
        return listener

    async def _accepting(self) -> None:
        loop = asyncio.get_running_loop()
        while not self._closed:
            if self.most is not None and self.open >= self.most:
                self._room.clear()
                await self._room.wait()
                continue
            try:
                conn, _ = await loop.sock_accept(self.sock)
            except asyncio.CancelledError:
                raise
            except OSError as exc:
                if self._closed:
                    return
                # Out of descriptors (files opened elsewhere), or a connection
                # gone before it was taken: said in a line, tried again.
                log.warning("new connections wait a moment: %s", exc.strerror or exc)
                await asyncio.sleep(ACCEPT_RETRY_SECONDS)
                continue
            self.open += 1
            loop.create_task(self._connect(conn))

    async def _connect(self, conn: socket.socket) -> None:
        conn.setblocking(False)
        protocol = self.make()
        protocol.listener = self
        try:
            await asyncio.get_running_loop().connect_accepted_socket(lambda: protocol, conn)
        except (OSError, RuntimeError):
            conn.close()
            if protocol.transport is None:  # never made: never counted out by it
                self.closed_one()

    def closed_one(self) -> None:
        """A connection this listener accepted has closed."""
        self.open -= 1
        self._room.set()

    def close(self) -> None:
        """Stop listening (the connections open stay, each its own)."""
        self._closed = True
        if self._task is not None:
            self._task.cancel()
        self.sock.close()


class Passthrough(asyncio.Protocol):
    """A TCP connection held in front of aiohttp's own handler (`make()`
    gives it): the stations' gate (server.py) and the phones' (players_page.py)
    decide whether to let it in and how long and how much it may take; once
    in, everything is passed through. `released()` is told when it ends."""

    def __init__(self, make: Callable[[], asyncio.Protocol]) -> None:
        self.make = make
        self.inner: asyncio.Protocol | None = None
        self.transport: asyncio.Transport | None = None
        self.address = "?"
        self.received = 0
        self.timer: asyncio.TimerHandle | None = None
        self.listener: Listener | None = None  # told when the connection ends

    def opened(self, transport: asyncio.BaseTransport) -> asyncio.Transport:
        """Keep the transport and the peer's address (call first in connection_made)."""
        assert isinstance(transport, asyncio.Transport)
        self.transport = transport
        peer = transport.get_extra_info("peername")
        self.address = str(peer[0]) if isinstance(peer, tuple) and peer else "?"
        return transport

    def let_in(self, transport: asyncio.Transport) -> None:
        """Hand the connection to aiohttp from here on."""
        self.inner = self.make()
        self.inner.connection_made(transport)

    def released(self) -> None:
        """The connection ended (its count given back); nothing by default."""

    def eof_received(self) -> bool | None:
        return self.inner.eof_received() if self.inner is not None else None

    def pause_writing(self) -> None:
        if self.inner is not None:
            self.inner.pause_writing()

    def resume_writing(self) -> None:
        if self.inner is not None:
            self.inner.resume_writing()

    def connection_lost(self, exc: Exception | None) -> None:
        if self.timer is not None:
            self.timer.cancel()
        if self.listener is not None:
            self.listener.closed_one()
            self.listener = None
        self.released()
        if self.inner is not None:
            self.inner.connection_lost(exc)
