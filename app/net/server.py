"""The owner's listening side: aiohttp in a thread of its own.

Each station is one WebSocket: the handshake (app/net/protocol.py) proves
it knows the join code, then its sealed requests are handed to the owner's
main thread (`submit`), and whatever the owner sends it (the event, each
commit, each reply) goes out in the order the owner sent it, through one
queue per station.

Nothing listens until `start()`; `stop()` closes every station and the
socket. Wrong join codes are counted per address and in all (`Throttle`).

Before its proof, a connection is a stranger (`_Gate`): it has
HANDSHAKE_SECONDS from its first byte to its proof, and PRE_PROOF_BYTES
to say it in (headers and hello included), and only so many strangers are
let in from one address and in all; the connections in all stop short of
the descriptors the event's files need (app/net/limits.py). A connection
past a limit is refused at once, with a plain "busy" for the first few.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import functools
import json
import logging
import threading
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from app import __version__
from app.models.event.eventfile import SCHEMA_VERSION
from app.models.i18n import QT_TRANSLATE_NOOP
from app.models.errors import CardroomError
from app.net import limits, pin_proof
from app.net import protocol as p
from app.net.device import DeviceKey
from app.net.owner import Owner, Session

log = logging.getLogger(__name__)

# From a connection's first byte to its proof: 3 round trips (the upgrade,
# hello and answer, proof and proof), each a few ms on a venue's network and
# a second or two on a crowded Wi-Fi losing packets (TCP waits 1 s, then 2,
# then 4 before sending one again). An idle or trickling stranger holds its
# place no longer than this (issue 36 point 3).
HANDSHAKE_SECONDS = 10.0
# What a stranger may send before its proof: the upgrade's headers (under
# 1 KB), the hello (under 1 KB: read_json takes 16 KB at most) and the
# proof. A 1 MB hello is cut off here, not read whole (500 took 560 MB).
PRE_PROOF_BYTES = 32_768
MAX_WAITING = 64  # strangers before their proof, in all (a day's ~30 stations all joining at once fit)
MAX_WAITING_PER_ADDRESS = 16  # ... from one address (stations behind one router come back together)
MAX_REFUSING = 16  # connections refused with a word at once; past that, closed without one
# Room kept, when descriptors run short, for connections just accepted and
# not yet let in or refused: a station's, which makes room for itself.
DECIDING = 8
REFUSE_SECONDS = 1.0  # a refused connection's request is waited for this long, then it is closed
HEARTBEAT_SECONDS = 5.0  # WebSocket pings: a station gone without a word is noticed
MAX_STATIONS = 64
# A successor station (issue 39) confirms each commit (`Have`) within this,
# or it is let go (`Bye(LAGGING)`): the "done" replies waiting on it go then.
HAVE_SECONDS = 2.0
# A successor that misses this many in a row is no longer waited for (nor
# sent the PIN's sealed copy: its copy may lag) for BENCH_SECONDS; one
# that never confirms would otherwise hold a "done" 2 s at every join.
MAX_MISSES = 2
BENCH_SECONDS = 300.0
# A station's requests waiting their turn at the owner: past this many it is
# flooding, and its connection is closed.
MAX_PENDING = 10_000
FREE_TRIES = 3  # wrong codes from one address before it must wait
WAIT_STEPS = (10, 30, 120, 600)  # seconds, longer each time
# Wrong codes from everywhere in a minute, past which an address that gave a
# wrong code waits too (its first try never does: a computer that guessed
# nothing is never held up by others' guesses).
ALL_WRONG_PER_MINUTE = 20
SUSPECT_SECONDS = 3600  # how long an address that gave a wrong code is held to the limit for all
MAX_SUSPECTS = 10_000  # addresses kept as such (the oldest go)
# A stranger waiting this long may be dropped to make room for another
# computer's connection when the room is full (idle sockets cannot keep a
# station out).
EVICT_AFTER_SECONDS = 2.0

PORT_TAKEN = QT_TRANSLATE_NOOP(
    "Errors", "Port {port} is already in use on this computer (another program, or Cardroom sharing "
    "another event). Choose another port.")
CANNOT_LISTEN = QT_TRANSLATE_NOOP("Errors", "Cardroom cannot share on port {port}: {detail}.")

Submit = Callable[[Callable[[], Any]], "concurrent.futures.Future[Any]"]


@dataclass
class Throttle:
    """Wrong join codes: each address gets a few, then waits longer each
    time; past a limit from all addresses, every try waits (an attacker
    with many addresses still gets only so many guesses a minute).

    A try counts when its hello is accepted (`begin`), not when its proof
    turns out wrong: hellos sent together would otherwise all be let in
    before the first wrong one is counted (300 checked in 3 s, issue 36).
    One handshake at a time from an address; a right code takes its try
    back (`right`), so stations joining together are not held up."""

    clock: Callable[[], float] = time.monotonic
    _wrong: dict[str, int] = field(default_factory=dict)
    _steps: dict[str, int] = field(default_factory=dict)
    _until: dict[str, float] = field(default_factory=dict)
    _recent: deque[float] = field(default_factory=deque)
    _in_flight: dict[str, float] = field(default_factory=dict)  # address -> its try's time
    _suspects: dict[str, float] = field(default_factory=dict)  # address -> its last wrong code's time
    refused: int = 0  # wrong codes so far (the sharing dialog shows it)

    def wait(self, address: str) -> tuple[int, str]:
        """Seconds before `address` may try a code (0: now), and why: "wait"
        (its own wrong codes) or "others" (it gave a wrong code before, and
        the wrong codes from everywhere reached the limit)."""
        now = self.clock()
        while self._recent and self._recent[0] < now - 60:
            self._recent.popleft()
        own = self._until.get(address, 0.0) - now
        if own > 0:
            return int(own + 0.999), "wait"
        last = self._suspects.get(address)
        if last is not None and last < now - SUSPECT_SECONDS:
            del self._suspects[address]
            last = None
        if last is not None and len(self._recent) >= ALL_WRONG_PER_MINUTE:
            return max(1, int(self._recent[0] + 60 - now + 0.999)), "others"
        return 0, ""

    def begin(self, address: str) -> tuple[int, str]:
        """A hello from `address` asks to try a code: the seconds it must
        wait first and why (see `wait`), or 0, its try then counted as a
        wrong one until its proof is right. One handshake in flight an
        address."""
        wait, why = self.wait(address)
        if wait:
            return wait, why
        if address in self._in_flight:
            return 1, "wait"
        self._in_flight[address] = self._count(address)
        return 0, ""

    def end(self, address: str) -> None:
        """The handshake `begin` let in is over (right, wrong or given up)."""
        self._in_flight.pop(address, None)

    def _count(self, address: str) -> float:
        now = self.clock()
        self._recent.append(now)
        count = self._wrong.get(address, 0) + 1
        self._wrong[address] = count
        if count >= FREE_TRIES:
            step = self._steps.get(address, 0)
            self._until[address] = now + WAIT_STEPS[min(step, len(WAIT_STEPS) - 1)]
            self._steps[address] = step + 1
            self._wrong[address] = 0
        return now

    def wrong(self, address: str) -> None:
        """A wrong code from `address` (counted as a try too, unless its
        hello's try already was)."""
        self.refused += 1
        if address not in self._in_flight:
            self._count(address)
        self._suspects.pop(address, None)
        self._suspects[address] = self.clock()
        while len(self._suspects) > MAX_SUSPECTS:
            self._suspects.pop(next(iter(self._suspects)))

    def right(self, address: str) -> None:
        tried = self._in_flight.get(address)
        if tried is not None:
            try:
                self._recent.remove(tried)  # a station that knew the code guessed nothing
            except ValueError:
                pass
        for table in (self._wrong, self._steps, self._until, self._suspects):
            table.pop(address, None)


class _Gate(limits.Passthrough):
    """One TCP connection as the server first takes it: counted, timed and
    measured until its proof (`proven`), then only passed through to
    aiohttp's own handler (`make()` gives it). A connection refused
    (`Server._admit`) never reaches aiohttp: it gets "503 busy" after its
    request, or, past MAX_REFUSING of those at once, is closed at once."""

    def __init__(self, server: Server, make: Callable[[], asyncio.Protocol]) -> None:
        super().__init__(make)
        self.server = server
        self.admitted = self.refusing = self.proven = False
        self.since = 0.0

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        transport = self.opened(transport)
        loop = asyncio.get_running_loop()
        self.since = loop.time()
        if self.server._admit(self):
            self.admitted = True
            self.timer = loop.call_later(self.server.handshake_seconds, self.drop, "no proof in time")
            self.let_in(transport)
        elif self.server._refusing < MAX_REFUSING:
            # Told "busy" once its request is in: closed with unread bytes,
            # a socket is reset, and the station would read "no owner here".
            self.refusing = True
            self.server._refusing += 1
            self.timer = loop.call_later(REFUSE_SECONDS, self._busy)
        else:
            transport.abort()  # the cheapest refusal there is

    def data_received(self, data: bytes) -> None:
        if self.refusing:
            if b"\r\n\r\n" in data or len(data) > 4096 or self.received:
                self._busy()
            self.received += len(data)
            return
        if self.inner is None:
            return
        if not self.proven:
            self.received += len(data)
            if self.received > PRE_PROOF_BYTES:
                self.drop("too much before its proof")
                return
        self.inner.data_received(data)

    def _busy(self) -> None:
        transport = self.transport
        if transport is not None and not transport.is_closing():
            transport.write(limits.BUSY)
            transport.close()

    def drop(self, why: str) -> None:
        """End a stranger's connection (too slow, or too much said)."""
        if self.transport is not None and not self.proven:
            log.info("a connection from %s closed: %s", self.address, why)
            self.transport.abort()

    def released(self) -> None:
        self.server._release(self)


class _Station:
    """One connected station on the server's loop: its socket, its sealer and
    the queue of what the owner sends it."""

    def __init__(self, ws: Any, sealer: p.Sealer, opener: p.Opener) -> None:
        self.ws = ws
        self.sealer = sealer
        self.opener = opener
        self.queue: asyncio.Queue[tuple[dict[str, Any], bytes] | None] = asyncio.Queue()
        self.session: Session | None = None
        # Commits are sent only after the event itself: the owner's thread
        # queues the welcome first, and this loop sees both in that order.
        self.welcomed = False
        self.writer: asyncio.Future[None] | None = None  # sends what the queue holds
        # Issue 39: whether it may take over (the owner says: `set_successors`),
        # the last commit sent to it, and the last it confirmed having.
        self.successor = False
        self.sent = 0
        self.have = -1
        # Its requests not yet handed to the owner's thread: one at a time
        # each, so that one station's flood does not hold up another's.
        self.pending: deque[dict[str, Any]] = deque()
        self.busy = False


@dataclass
class _Held:
    """A reply to `station` held until every other successor has `commit`
    (issue 39: "done" means in the successors' copies too)."""

    station: _Station
    header: dict[str, Any]
    blob: bytes
    commit: int
    timer: asyncio.TimerHandle | None = None


class Server:
    """Serves one owner's event on `host:port` until stopped."""

    def __init__(self, owner: Owner, submit: Submit, code: str, host: str = "0.0.0.0",
                 port: int = p.DEFAULT_PORT, key: DeviceKey | None = None) -> None:
        self.owner = owner
        self.submit = submit
        self.code = p.check_code(code)
        # This computer's own key: it signs each handshake, so that a station
        # can tell the computer that took the event over from another.
        self.key = key or DeviceKey.new()
        self.host = host
        self.port = port
        self.throttle = Throttle()
        # address -> (its handshakes' turn, how many are waiting or in it)
        self._handshaking: dict[str, tuple[asyncio.Lock, int]] = {}
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._runner: Any = None
        self._listener: limits.Listener | None = None
        self._stations: dict[int, _Station] = {}
        self._stopping = False
        # The newer owner epoch a station named for this event (issue 39),
        # kept on the server's loop: from then on every station is refused.
        self.superseded: int | None = None
        # Connections (_Gate) open, strangers among them by address, and
        # those being refused; the limits below (tests may lower them).
        self._gates: dict[Any, _Gate] = {}  # transport -> its gate
        self._transports: dict[Any, Any] = {}  # a WebSocket in its handshake -> its transport
        self._waiting: dict[str, int] = {}
        self._refusing = 0
        self.handshake_seconds = HANDSHAKE_SECONDS
        self.max_waiting = MAX_WAITING
        self.max_waiting_per_address = MAX_WAITING_PER_ADDRESS
        # Stations and strangers together, made smaller at start when the
        # open-file limit leaves less (limits.socket_budget).
        self.max_connections = MAX_STATIONS + MAX_WAITING
        self.most_open: int | None = None  # connections accepted at once, in all (None: no limit)
        # Replies held for the successors (issue 39), in the order sent.
        self._held: list[_Held] = []
        self.have_seconds = HAVE_SECONDS
        self._misses: dict[str, int] = {}  # a successor's station id -> its "have"s missed in a row
        owner.send = self.send
        owner.hand_back = submit  # a joining station's image is made aside, then welcomed here
        owner.hold_for = self.set_successors

    # -- starting and stopping (the owner's thread) -----------------------------------------

    def start(self) -> int:
        """Listen; return the port (a port of 0 takes any free one). NetError
        if the port cannot be had."""
        ready: concurrent.futures.Future[int] = concurrent.futures.Future()
        self._thread = threading.Thread(target=self._serve, args=(ready,), name="cardroom-server",
                                        daemon=True)
        self._thread.start()
        self.port = ready.result(timeout=30)
        log.info(f"sharing {self.owner.event.path} on {self.host} port {self.port}")  # never the code
        return self.port

    def _serve(self, ready: concurrent.futures.Future[int]) -> None:
        loop = asyncio.new_event_loop()
        self._loop = loop
        asyncio.set_event_loop(loop)
        try:
            loop.run_until_complete(self._listen(ready))
        except BaseException as exc:  # noqa: BLE001 (reported to start())
            if not ready.done():
                ready.set_exception(exc)
            loop.close()
            return
        loop.run_forever()
        loop.run_until_complete(self._shutdown())
        loop.close()

    async def _listen(self, ready: concurrent.futures.Future[int]) -> None:
        from aiohttp import web

        app = web.Application()
        app.router.add_get(p.PATH, self._handle)
        runner = web.AppRunner(app, handle_signals=False, access_log=None)
        await runner.setup()
        self._budget()
        handlers: Any = runner.server  # aiohttp's handler for each connection, behind a _Gate
        try:
            listener = await limits.Listener.start(lambda: _Gate(self, handlers), self.host, self.port,
                                                   most=self.most_open)
        except OSError as exc:
            await runner.cleanup()
            if exc.errno in (98, 48, 10048):  # EADDRINUSE on Linux, macOS, Windows
                raise p.NetError(PORT_TAKEN, port=self.port) from None
            raise p.NetError(CANNOT_LISTEN, port=self.port, detail=exc.strerror or str(exc)) from None
        self._runner, self._listener = runner, listener
        sockets = listener.sockets
        ready.set_result(sockets[0].getsockname()[1] if sockets else self.port)

    def _budget(self) -> None:
        """Connections in all: as many as fit in the open-file limit (raised
        first where allowed) with the reserve kept for the event's files."""
        budget = limits.socket_budget(limits.raise_file_limit(), limits.open_files())
        if budget is not None:
            self.most_open = max(budget, 4 + MAX_REFUSING + DECIDING)  # accepted at once, whatever becomes of them
            fits = budget - MAX_REFUSING - DECIDING  # those refused, or being told, hold a descriptor a moment
            if fits < self.max_connections:
                log.warning("the open-file limit leaves room for %d connections", max(fits, 4))
            self.max_connections = max(4, min(self.max_connections, fits))

    # -- strangers and their limits (the server's loop) --------------------------------------

    def _admit(self, gate: _Gate) -> bool:
        """May this new connection in? Counted if so. When the room is full,
        a stranger of another address makes room for it (`_make_room`):
        idle sockets from a few addresses cannot keep a station out."""
        waiting = self._waiting.get(gate.address, 0)
        if waiting >= self.max_waiting_per_address:
            return False
        if ((len(self._gates) >= self.max_connections or sum(self._waiting.values()) >= self.max_waiting)
                and not self._make_room(gate.address, waiting)):
            return False
        assert gate.transport is not None
        self._gates[gate.transport] = gate
        self._waiting[gate.address] = waiting + 1
        return True

    def _make_room(self, address: str, waiting: int) -> bool:
        """Drop one stranger (not yet proven) of another address to let a
        connection from `address` in: the oldest of the address holding the
        most, if it holds at least two more than `address` does; else the
        oldest of all, if it has waited EVICT_AFTER_SECONDS. Whether one was."""
        strangers = [g for g in self._gates.values() if not g.proven and g.address != address]
        if not strangers:
            return False
        counts = {a: n for a, n in self._waiting.items() if a != address}
        most = max(counts, key=lambda a: counts[a], default=None)
        victim: _Gate | None = None
        if most is not None and counts[most] >= waiting + 2:
            victim = min((g for g in strangers if g.address == most), key=lambda g: g.since, default=None)
        if victim is None:
            oldest = min(strangers, key=lambda g: g.since)
            if asyncio.get_running_loop().time() - oldest.since >= EVICT_AFTER_SECONDS:
                victim = oldest
        if victim is None:
            return False
        self._release(victim)  # counted out now: its socket closes just after
        victim.admitted = False
        if victim.transport is not None:
            log.info("a connection from %s closed to make room for one from %s", victim.address, address)
            victim.transport.abort()
        return True

    def _proven(self, transport: Any) -> None:
        """This connection's station knows the code: no longer a stranger."""
        gate = self._gates.get(transport)
        if gate is None or gate.proven:
            return
        gate.proven = True
        if gate.timer is not None:
            gate.timer.cancel()
        self._unwait(gate.address)

    def _unwait(self, address: str) -> None:
        left = self._waiting.get(address, 0) - 1
        if left > 0:
            self._waiting[address] = left
        else:
            self._waiting.pop(address, None)

    def _release(self, gate: _Gate) -> None:
        if gate.refusing:
            gate.refusing = False
            self._refusing -= 1
        if gate.admitted and self._gates.pop(gate.transport, None) is not None and not gate.proven:
            self._unwait(gate.address)

    def stop(self, reason: str = p.STOPPED) -> None:
        """Say goodbye to every station and stop listening."""
        loop, thread = self._loop, self._thread
        if loop is None or thread is None or self._stopping:
            return
        self._stopping = True
        for station in list(self._stations.values()):
            loop.call_soon_threadsafe(station.queue.put_nowait, (p.Bye(reason).encode(), b""))
            loop.call_soon_threadsafe(station.queue.put_nowait, None)
        loop.call_soon_threadsafe(loop.stop)
        thread.join(timeout=10)
        self._loop = self._thread = None
        log.info(f"sharing {self.owner.event.path} stopped ({reason})")

    async def _shutdown(self) -> None:
        for station in list(self._stations.values()):
            try:
                if station.writer is not None:  # its goodbye goes out first
                    await asyncio.wait_for(asyncio.shield(station.writer), 2)
                await asyncio.wait_for(station.ws.close(), 2)
            except (asyncio.TimeoutError, OSError, RuntimeError):
                pass
        if self._listener is not None:
            self._listener.close()
        if self._runner is not None:
            await self._runner.cleanup()

    # -- what the owner sends (any thread) ---------------------------------------------------

    def send(self, sessions: list[int] | None, header: dict[str, Any], blob: bytes = b"") -> None:
        """Queue a message for some stations (None: every attached one), in
        the order of the calls."""
        loop = self._loop
        if loop is not None:
            loop.call_soon_threadsafe(self._enqueue, sessions, header, blob)

    def _enqueue(self, sessions: list[int] | None, header: dict[str, Any], blob: bytes) -> None:
        targets = self._stations if sessions is None else {s: self._stations[s] for s in sessions
                                                            if s in self._stations}
        kind = header.get("t")
        for station in targets.values():
            if kind == p.Welcome.t:
                station.welcomed = True
                station.sent = header.get("commit") or 0
            elif kind == p.Committed.t and isinstance(header.get("n"), int):
                station.sent = header["n"]
            if sessions is not None and "id" in header and self._hold(station, header, blob):
                continue
            if sessions is not None or station.welcomed:
                station.queue.put_nowait((header, blob))

    # -- "done" once the successors have it (issue 39; the server's loop) ---------------------

    def set_successors(self, sessions: set[int]) -> None:
        """The sessions that may take over now (the owner's thread says so,
        in order with what it sends): their commits hold the replies."""
        loop = self._loop
        if loop is not None:
            loop.call_soon_threadsafe(self._set_successors, set(sessions))

    def _set_successors(self, sessions: set[int]) -> None:
        for session_id, station in self._stations.items():
            station.successor = session_id in sessions
        self._send_held()

    def _lacking(self, held: _Held) -> list[_Station]:
        """The successors (other than the one asking) without the commit yet."""
        return [s for s in self._stations.values()
                if s.successor and s is not held.station and s.have < held.commit]

    def _hold(self, station: _Station, header: dict[str, Any], blob: bytes) -> bool:
        """Hold this reply if a successor lacks its commit, or if an earlier
        reply to the same station is held (replies keep their order)."""
        commit = header.get("commit") if header.get("t") == p.DoneReply.t else None
        held = _Held(station, header, blob, commit if isinstance(commit, int) else 0)
        behind = any(h.station is station for h in self._held)
        if not behind and not self._lacking(held):
            return False
        loop = self._loop
        if loop is not None and held.commit:
            held.timer = loop.call_later(self.have_seconds, self._overdue, held)
        self._held.append(held)
        return True

    def _had(self, station: _Station, header: dict[str, Any]) -> None:
        """A station's `Have`: believed from a successor, and only up to what
        it was sent (a non-successor's, or a number never sent, is ignored)."""
        have = p.Have.decode(header)
        if have is None or not station.successor or have.n > station.sent:
            return
        if have.n > station.have:
            station.have = have.n
            if station.session is not None:
                self._misses.pop(station.session.station, None)  # in time again
            self._send_held()

    def _send_held(self) -> None:
        """Send every held reply no successor is still lacking, in order."""
        waiting: set[int] = set()  # stations with a reply still held: their later ones wait too
        kept: list[_Held] = []
        for held in self._held:
            if held.station.session is None or self._stations.get(held.station.session.id) is not held.station:
                continue  # its station left: the reply has nowhere to go
            if id(held.station) in waiting or self._lacking(held):
                waiting.add(id(held.station))
                kept.append(held)
                continue
            if held.timer is not None:
                held.timer.cancel()
            held.station.queue.put_nowait((held.header, held.blob))
        self._held = kept

    def _overdue(self, held: _Held) -> None:
        """A reply waited HAVE_SECONDS: the successors still without its
        commit are let go (they reconnect and load the event afresh)."""
        if held not in self._held:
            return
        for station in self._lacking(held):
            station.successor = False
            session = station.session
            if session is None:
                continue
            missed = self._misses.get(session.station, 0) + 1
            self._misses[session.station] = missed
            if missed >= MAX_MISSES:
                # No longer waited for, nor a successor, for a while: it stays
                # connected (its scoring goes on), its copy is not relied on.
                log.warning("station %s did not confirm commit %d in time, %d times in a row: not waited for "
                            "for %d s", session.label, held.commit, missed, BENCH_SECONDS)
                self._misses.pop(session.station, None)
                self.submit(functools.partial(self.owner.bench, session.station, BENCH_SECONDS))
                continue
            log.warning("station %s did not confirm commit %d in time: let go", session.label, held.commit)
            station.queue.put_nowait((p.Bye(p.LAGGING).encode(), b""))
            station.queue.put_nowait(None)
        self._send_held()

    def disconnect(self, session_id: int) -> None:
        """End one station's connection (the owner's "Disconnect")."""
        loop = self._loop
        if loop is not None:
            loop.call_soon_threadsafe(self._enqueue, [session_id], p.Bye(p.LET_GO).encode(), b"")
            loop.call_soon_threadsafe(self._close, session_id)

    def _close(self, session_id: int) -> None:
        station = self._stations.get(session_id)
        if station is not None:
            station.queue.put_nowait(None)

    def set_code(self, code: str) -> None:
        """A new join code for stations to come (those connected stay)."""
        self.code = p.check_code(code)

    # -- one station (the server's loop) ----------------------------------------------------

    async def _handle(self, request: Any) -> Any:
        from aiohttp import WSMsgType, web

        ws = web.WebSocketResponse(max_msg_size=p.MAX_STATION_FRAME, heartbeat=HEARTBEAT_SECONDS)
        await ws.prepare(request)
        address = str(request.remote or "?")
        self._transports[ws] = request.transport
        try:
            station = await asyncio.wait_for(self._handshake(ws, address), self.handshake_seconds)
        except (asyncio.TimeoutError, p.BadMessage, ConnectionError, RuntimeError) as exc:
            log.info("station at %s refused: %s", address, exc)
            await ws.close()
            return ws
        except Exception:  # whatever a stranger sends, the owner goes on
            log.exception("station at %s: the handshake failed", address)
            await ws.close()
            return ws
        finally:
            self._transports.pop(ws, None)
        if station is None:
            await ws.close()
            return ws
        writer = station.writer = asyncio.ensure_future(self._write(station))
        try:
            opener = station.opener
            async for message in ws:
                if message.type != WSMsgType.BINARY:
                    break
                header, _ = opener.open(message.data)
                if header["t"] == p.Ping.t:
                    pong = p.Pong(p.Ping.decode(header).id, self.owner.now())
                    station.queue.put_nowait((pong.encode(), b""))
                    continue
                if header["t"] == p.Have.t:
                    self._had(station, header)
                    continue
                if station.session is not None:
                    if len(station.pending) >= MAX_PENDING:
                        log.warning("station %s sent more than %d requests at once: closed", station.session.label,
                                    MAX_PENDING)
                        break
                    station.pending.append(header)
                    self._next_request(station)
        except p.BadMessage as exc:
            log.warning("station at %s sent a frame that does not open: %s", address, exc)
        finally:
            station.queue.put_nowait(None)
            await asyncio.gather(writer, return_exceptions=True)
            if station.session is not None:
                session_id = station.session.id
                self._stations.pop(session_id, None)
                station.successor = False
                self._send_held()  # the replies waiting on it go (and those to it are dropped)
                self.submit(lambda: self.owner.detach(session_id))
            await ws.close()
        return ws

    async def _handshake(self, ws: Any, address: str) -> _Station | None:
        raw = await p.receive_text(ws)
        hello = p.read_json(raw)
        versions = (hello.get("cardroom"), hello.get("schema"))
        mine = {"cardroom": p.PROTOCOL, "schema": SCHEMA_VERSION, "app": __version__}
        if versions != (p.PROTOCOL, SCHEMA_VERSION):
            await ws.send_str(json.dumps({"refused": "version", **mine}))
            return None
        role = p.text_field(hello, "role", 20)
        name = p.text_field(hello, "name", 64) or "?"
        station_id = p.text_field(hello, "station", 64)
        if role not in p.ROLES:
            raise p.BadMessage("no such role")
        key = p.hello_key(hello)  # its id is its key's: proven by its signature below
        p.hello_event(hello)  # a takeover number out of range: a bad hello, never read as another
        if len(self._stations) >= MAX_STATIONS:
            await ws.send_str(json.dumps({"refused": "full", **mine}))
            return None
        # A station that joined before (its key kept in the file) is not a
        # guesser: no stranger's wrong codes hold it up. Its signature is
        # checked before its code, so a stranger claiming its id learns
        # nothing of the code.
        known = station_id in self.owner.known
        # One handshake at a time from an address: the others wait their
        # turn (stations behind one address reconnecting together), each
        # counted as a try when its turn comes (issue 36 point 2).
        lock, users = self._handshaking.get(address, (asyncio.Lock(), 0))
        self._handshaking[address] = (lock, users + 1)
        try:
            async with lock:
                if known:
                    return await self._prove(ws, address, raw, hello, role, name, station_id, mine, key, known)
                wait, why = self.throttle.begin(address)
                if wait:
                    await ws.send_str(json.dumps({"refused": why, "seconds": wait, **mine}))
                    return None
                try:
                    return await self._prove(ws, address, raw, hello, role, name, station_id, mine, key, known)
                finally:
                    self.throttle.end(address)
        finally:
            lock, users = self._handshaking[address]
            if users <= 1:
                del self._handshaking[address]
            else:
                self._handshaking[address] = (lock, users - 1)

    async def _prove(self, ws: Any, address: str, raw: str, hello: dict[str, Any], role: str, name: str,
                     station_id: str, mine: dict[str, Any], key: bytes, known: bool) -> _Station | None:
        """The code's proof both ways, once `Throttle.begin` let the hello in
        (or without it, for a station known by its key); then, for the
        convenor's desk, the PIN's."""
        exchange = p.Exchange(self.code, station=False)
        keys = exchange.finish(p.unb64(hello.get("spake")))
        await ws.send_str(json.dumps({"spake": p._b64(exchange.message), **mine}))
        said = p.read_json(await p.receive_text(ws))
        covered = p.transcript(raw.encode("utf-8"), exchange.message)
        if not p.signed_by(key, covered, said.get("sig")):
            # Not the computer whose id it gave: refused before its code is
            # looked at (a stranger with a known station's id guessed nothing).
            if not known:
                self.throttle.wrong(address)
            await ws.send_str(json.dumps({"refused": "code", **mine}))
            log.warning("a station at %s did not prove the key of the station it says it is", address)
            return None
        if not p.proof_matches(keys.station_proof, covered, said.get("proof")):
            self.throttle.wrong(address)
            await ws.send_str(json.dumps({"refused": "code", **mine}))
            log.warning("a wrong join code from %s", address)
            return None
        if not known:
            self.throttle.right(address)
        self._proven(self._transports.get(ws))
        owner_said: dict[str, Any] = {
            "proof": p.proof(keys.owner_proof, covered), "key": p._b64(self.key.public),
            "sig": p.signature(self.key, covered), "takeover": self.owner.takeover_proof}
        if hello.get("probe") is True:  # an owner come back asks who owns the event now
            await self._probed(ws, keys, owner_said)
            return None
        if await self._superseded(address, hello, role, name):
            # Told with the owner's proof, so the station believes it.
            newer = self.superseded or 0
            await ws.send_str(json.dumps({"refused": p.SUPERSEDED, "epoch": newer,
                                          "proof": p.proof(keys.owner_proof, covered), **mine}))
            return None
        side: pin_proof.OwnerSide | None = None
        if role == "convenor":
            try:
                challenged: pin_proof.OwnerSide = await asyncio.wrap_future(self.submit(
                    lambda: self.owner.pin_challenge(station_id, address, covered)))
            except CardroomError as exc:
                await ws.send_str(json.dumps({"refused": "error", "error": p.error_data(exc),
                                              "proof": owner_said["proof"], **mine}))
                return None
            owner_said["pin"], side = challenged.challenge(), challenged
        await ws.send_str(json.dumps(owner_said))
        station = _Station(ws, p.Sealer(keys.to_station), p.Opener(keys.to_owner, p.MAX_STATION_FRAME))
        if side is not None and not await self._pin_at_joining(station, side, address, station_id, name, role):
            return None
        session = await asyncio.wrap_future(self.submit(
            lambda: self.owner.new_session(role, name, address, station_id, addresses=p.hello_addresses(hello),
                                           key=key, bound=covered, convenor=side is not None)))
        station.session = session
        self._stations[session.id] = station
        # The event and every commit after it go through the station's queue,
        # in the order the owner's thread sends them.
        self.submit(lambda: self.owner.attach(session))
        return station

    async def _pin_at_joining(self, station: _Station, side: pin_proof.OwnerSide, address: str, station_id: str,
                              name: str, role: str) -> bool:
        """The convenor's desk proves the PIN in its first sealed frame: a
        wrong PIN is counted for that station (and address) as at any
        station, refused in words, and the connection closed."""
        from aiohttp import WSMsgType

        message = await station.ws.receive(timeout=self.handshake_seconds)
        if message.type != WSMsgType.BINARY:
            return False
        header, _ = station.opener.open(message.data)
        if header.get("t") != p.PinProof.t:
            raise p.BadMessage("the convenor's desk did not prove the PIN")
        answer = p.PinProof.decode(header).answer
        label = self.owner.label_for(station_id, name, role)
        try:
            accepted, reseal = await asyncio.wrap_future(self.submit(
                lambda: self.owner.pin_answered(side, answer, station_id, address, label)))
        except CardroomError as exc:
            log.warning("the convenor's desk at %s gave a wrong PIN", address)
            await station.ws.send_bytes(station.sealer.seal(p.Refused(exc).encode()))
            return False
        await station.ws.send_bytes(station.sealer.seal(accepted.encode()))
        message = await station.ws.receive(timeout=self.handshake_seconds)
        if message.type != WSMsgType.BINARY:
            return False
        header, _ = station.opener.open(message.data)
        if header.get("t") == p.PinKeys.t:
            keys = pin_proof.secrets_from(header)
            self.submit(lambda: self.owner.pin_keys(keys, reseal))
        return True

    async def _probed(self, ws: Any, keys: p.Keys, owner_said: dict[str, Any]) -> None:
        """Answer a probe: the owner's proofs, then its one sealed `Probe`
        answered with `Owner.probed`; no session, nothing else sent. Only a
        computer that knows the join code gets this far."""
        from aiohttp import WSMsgType

        await ws.send_str(json.dumps(owner_said))
        message = await ws.receive(timeout=self.handshake_seconds)
        if message.type != WSMsgType.BINARY:
            return
        header, _ = p.Opener(keys.to_owner, p.MAX_STATION_FRAME).open(message.data)
        if header["t"] != p.Probe.t:
            return
        answer = await asyncio.wrap_future(self.submit(self.owner.probed))
        if answer is not None:
            await ws.send_bytes(p.Sealer(keys.to_station).seal(answer.encode()))

    async def _superseded(self, address: str, hello: dict[str, Any], role: str, name: str) -> bool:
        """Is this owner no longer the event's? A station that knows the code,
        names this event with a newer owner epoch and shows that takeover's
        proof says so (the owner's thread checks the proof, then is told:
        `Owner.supersede`); once it is known, every station is refused, so
        that none writes to an old owner. A claim without a proof that holds
        is logged, and the station served as any other."""
        uid, epoch = p.hello_event(hello)
        if self.superseded is None and self.owner.outdated_by(uid, epoch):
            text = p.hello_takeover(hello)
            proof = await asyncio.wrap_future(self.submit(
                functools.partial(self.owner.proven_takeover, uid, epoch, text)))
            if proof is None:
                log.warning("a %s station %r at %s named takeover number %d of this event without a proof that "
                            "holds: ignored, this computer stays the owner", role, name, address, epoch)
                return False
            log.warning("station at %s follows a newer owner of this event (takeover number %d, by %s)", address,
                        epoch, proof.computer)
            self.superseded = max(self.superseded or 0, epoch)  # every station refused from now on
            self.submit(functools.partial(self.owner.supersede, epoch))
            return True
        return self.superseded is not None

    def _next_request(self, station: _Station) -> None:
        """Hand the station's next request to the owner's thread, once the
        one before is answered: each station has one there at a time, so a
        station that sends thousands waits for its own, and another
        station's request waits only for one of each (the server's loop)."""
        if station.busy or not station.pending or station.session is None:
            return
        header = station.pending.popleft()
        station.busy = True
        loop = asyncio.get_running_loop()

        def answered(_: Any) -> None:
            try:
                loop.call_soon_threadsafe(self._answered, station)
            except RuntimeError:  # the server stopped meanwhile
                pass

        self.submit(functools.partial(self.owner.handle, station.session.id, header)).add_done_callback(answered)

    def _answered(self, station: _Station) -> None:
        station.busy = False
        if self._stations.get(station.session.id if station.session else -1) is station:
            self._next_request(station)

    async def _write(self, station: _Station) -> None:
        await p.send_frames(station.ws, station.sealer, station.queue)
        await station.ws.close()

