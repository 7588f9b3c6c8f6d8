"""A station's connection to its owner: aiohttp in a thread of its own.

`Link.connect()` makes the first connection (or says why it cannot: no
owner at that address, a wrong code, another version). From then on the
link keeps itself up: when the owner is lost it says so at once, tries
again every second, and when the owner answers again it receives the whole
event afresh. When the owner says it stopped sharing (closed the event, or
quit), the link says so and keeps trying quietly, less often: once the owner
shares the event again (with the same join code, kept for the event on its
computer), the station is back by itself. `reconnect()` tries at once, and
starts again a link that gave up (a station let go, a new join code). What
arrives is put in `inbox`, and `wake` is called so that the program's own
thread takes it (app/ui/network/station.py); a request
waits for its reply with `call`, taking what arrives meanwhile.

A reply is given only for what the owner committed; a request whose reply
never came (the connection dropped) is an error, never a success.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import queue
import threading
import time
from collections import deque
from collections.abc import Callable, Sequence
from typing import Any

from app import __version__
from app.models.event.eventfile import SCHEMA_VERSION
from app.models.event.takeover_proof import TakeoverProof
from app.models.i18n import QT_TRANSLATE_NOOP
from app.net import handshake
from app.net import protocol as p
from app.net.device import DeviceKey
from app.net.trust import Trust
from app.net.witness import MAX_SENT, Witnesses

CONNECTING, ONLINE, LOST, REFUSED, CLOSED = "connecting", "online", "lost", "refused", "closed"
FIRST_SECONDS = 15.0  # the first connection, handshake and event included
RETRY_SECONDS = 1.0  # after a loss, the owner is tried again this often
STOPPED_RETRY_SECONDS = 3.0  # after the owner stopped sharing: tried again this often, without a word
PING_SECONDS = 1.0  # the owner's clock is read this often
SILENT_SECONDS = 4.0  # an owner heard nothing from this long is lost (a cable pulled sends no goodbye)
HEARTBEAT_SECONDS = 3.0
REPLY_SECONDS = 5.0
# Issue 39: an owner not reached for this long may have been taken over: the
# successors the owner named are tried too, one each RETRY_SECONDS; after
# FOLLOW_GIVE_UP_SECONDS without finding one the station says where to
# reconnect (and goes on trying, the owner and the successors alike).
MAX_EVER_TOLD = 32  # successors' addresses a station remembers being told of (issue 39)
FOLLOW_AFTER_SECONDS = 3.0
FOLLOW_GIVE_UP_SECONDS = 60.0
LOOKING, FOLLOWED, NOWHERE = "looking", "followed", "nowhere"  # Link.follow's phases

LOST_NOW = QT_TRANSLATE_NOOP(
    "Errors", "The owner's computer cannot be reached just now — Cardroom keeps trying. This change was "
    "not saved; your entry is still on screen: try again once the connection is back.")
NO_ANSWER = QT_TRANSLATE_NOOP(
    "Errors", "The owner's computer did not confirm this change, so it is not shown as saved. When the "
    "connection is back, check the entry and make it again if it is missing.")
ENDED = QT_TRANSLATE_NOOP("Errors", "The owner's computer ended this station's connection.")
CLOSED_THERE = QT_TRANSLATE_NOOP(
    "Errors", "The owner's computer stopped sharing the event (or closed it).")
OWNER_FULL = QT_TRANSLATE_NOOP("Errors", "The owner's computer has as many stations as it takes.")
OWNER_BUSY = QT_TRANSLATE_NOOP(
    "Errors", "The owner's computer at {address} is busy with too many connections just now. Try again in "
    "a minute; if it says so again, tell the owner's official.")


UNPROVEN = QT_TRANSLATE_NOOP(
    "Errors", "The computer at {address} says it took this event over (takeover number {epoch}) but cannot "
    "prove it: its takeover is not signed with the convenor PIN's sealed key, or not by a station the "
    "convenor chose. It is not followed.")


class NotTheOwner(Exception):
    """A computer at a successor's address that is not the event's newer
    owner (another event, an epoch not above the one this station knew, or
    a takeover it cannot prove)."""


def split_address(address: str) -> tuple[str, int] | None:
    """"host:port" ("[v6]:port" too) as (host, port); None if not of that form."""
    host, _, port = address.rpartition(":")
    host = host[1:-1] if host.startswith("[") and host.endswith("]") else host
    if not host or not port.isdigit() or not 0 < int(port) < 65536:
        return None
    return host, int(port)


class Link:
    """One station's connection, kept up until `close()`."""

    def __init__(self, host: str, port: int, code: str, role: str, *, name: str | None = None,
                 wake: Callable[[], None] | None = None, witnesses: Witnesses | None = None,
                 epochs: dict[str, int] | None = None, uid: str | None = None, addresses: Sequence[str] = (),
                 listen_port: int = p.DEFAULT_PORT, key: DeviceKey | None = None, pin: str | None = None,
                 trust: Trust | None = None) -> None:
        self.host, self.port = host, port
        self.code = p.check_code(code)
        self.role = p.check_role(role)
        self.name = name or p.computer_name()
        # This computer's own key (app/net/device.py): the station's id is a
        # digest of it, the same across reconnections and restarts (its
        # maker passes the computer's; without one, a key for this link).
        self.key = key or DeviceKey.new()
        self.station = self.key.id
        # The convenor's PIN, for a convenor's desk: proven (never sent) at
        # every handshake, the first and each reconnection after a drop.
        self.pin = pin
        # What this station learnt of each event's succession key, who may
        # take over and the takeover it followed (app/net/trust.py).
        self.trust = trust if trust is not None else Trust(None)
        self.bound = b""  # the current connection's transcript (a PIN proven later is bound to it)
        self._owner_key = b""  # the current owner's own key, as its handshake proved it
        self._owner_proof: str | None = None  # the proof of its latest takeover, as it sent it
        self.wake = wake or (lambda: None)
        # What this station witnessed of each event's audit log, sent to the
        # owner just after each welcome (app/net/witness.py; None: kept in
        # memory only, for this link's life).
        self.witnesses = witnesses if witnesses is not None else Witnesses(None)
        # The highest owner epoch seen for each event (issue 39: raised by a
        # takeover), seeded by the link's maker (a station keeps it in its
        # settings): an owner of an older epoch is refused. `uid`: the event
        # this station last followed, named with its epoch in each hello, so
        # that an owner superseded learns it.
        self.epochs: dict[str, int] = epochs if epochs is not None else {}
        self.uid = uid
        # Where this station would share if it took over (issue 39): its own
        # IPv4 addresses (the program finds them: Qt) and its port, in its hello.
        self.addresses = tuple(addresses)
        self.listen_port = listen_port
        # Who may take over, as the owner last said (issue 39; in memory only:
        # its sealed box never goes to disk), and when the owner last spoke.
        self.succession: p.Succession | None = None
        self.last_contact: float | None = None  # time.time() of the owner's last message
        self.inbox: queue.Queue[tuple[Any, ...]] = queue.Queue()
        self.state = CONNECTING
        self.error: p.CardroomError | None = None
        self.offset = 0.0  # the owner's clock minus this computer's
        self.welcomed = 0  # welcomes received (1: the first connection)
        self._samples: deque[tuple[float, float]] = deque(maxlen=8)
        self._loop: asyncio.AbstractEventLoop | None = None
        self._task: asyncio.Task[None] | None = None
        self._thread: threading.Thread | None = None
        self._out: asyncio.Queue[tuple[dict[str, Any], bytes] | None] | None = None
        self._sealer: p.Sealer | None = None
        self._ws: Any = None
        self._heard = 0.0  # when the owner last said something (time.monotonic)
        self._current = False  # this connection has brought the event
        self._next_id = 0
        self._closing = False
        self._ended: p.NetError | None = None  # the owner's goodbye, if it said one
        self._let_go = False  # that goodbye let this station go (not: sharing stopped)
        self._retry_now: asyncio.Event | None = None  # set to try the owner again at once
        # Whether the link's thread is (or is about to be) trying: changed only
        # under the lock, so that reconnect() either wakes it or starts another.
        self._trying = False
        self._lock = threading.Lock()
        self._first: concurrent.futures.Future[None] = concurrent.futures.Future()
        # Following a new owner (issue 39). `known_successors`: where this
        # computer's settings say the event's successors would share (its
        # maker's: for a station started again), tried beside those the
        # owner's succession names. `follow`: what the station says of it,
        # (LOOKING, the successors' names), (NOWHERE, ()) or (FOLLOWED, (name,)).
        self.known_successors: list[str] = []
        self._ever_told: dict[str, str] = {}  # every successor's address the owner named, and its name
        self.follow: tuple[str, tuple[str, ...]] | None = None
        self.followed_at = 0.0  # when the link took a new owner (time.monotonic)
        self._lost_at: float | None = None  # since when the owner has not been reached
        self._superseded = False  # the owner said another computer took over: not tried again
        self._probing: str | None = None  # the name of the successor being tried, until its welcome
        self._turn = 0

    @property
    def address(self) -> str:
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"{host}:{self.port}"

    def now(self) -> float:
        """The owner's clock, as well as this station can read it."""
        return time.time() + self.offset

    # -- connecting ------------------------------------------------------------------------

    def connect(self, timeout: float = FIRST_SECONDS) -> None:
        """Connect and receive the event; a NetError (nothing kept running)
        if the owner is not there, refuses, or does not know the code."""
        self._trying = True
        self._thread = threading.Thread(target=self._run, name="cardroom-station", daemon=True)
        self._thread.start()
        try:
            self._first.result(timeout=timeout)
        except concurrent.futures.TimeoutError:
            self.close()
            raise p.NetError(p.NO_OWNER, address=self.address) from None
        except BaseException:
            self.close()
            raise

    def _run(self) -> None:
        loop = asyncio.new_event_loop()
        asyncio.set_event_loop(loop)
        self._task = loop.create_task(self._keep_up())
        self._loop = loop
        try:
            loop.run_until_complete(self._task)
        except asyncio.CancelledError:
            pass
        finally:
            self._loop = None
            loop.close()

    async def _keep_up(self) -> None:
        import aiohttp

        self._out = asyncio.Queue()
        self._retry_now = asyncio.Event()
        timeout = aiohttp.ClientTimeout(total=None, connect=5, sock_connect=5)
        first_until = time.monotonic() + FIRST_SECONDS / 2  # dropped first connections tried again until then
        async with aiohttp.ClientSession(timeout=timeout) as http:
            while not self._closing:
                try:
                    if not self._superseded:
                        await self._once(http)
                except (p.NetError, p.RemoteError) as exc:  # refused: trying again would not help
                    if exc.template == p.NOT_OWNER_NOW and self._first.done() and self.candidates():
                        # Superseded (issue 39): the new owner is looked for,
                        # the old one not tried again.
                        self._superseded = True
                        self._lost_at = self._lost_at or time.monotonic()
                        self._set_state(LOST, exc)
                        continue
                    if exc.template == p.NOT_OWNER_NOW and not self._first.done() and \
                            await self._first_to_successor(http):
                        continue  # a station started again found the owner that took over
                    self._give_up()
                    self._set_state(REFUSED, exc)
                    if not self._first.done():
                        self._first.set_exception(exc)
                    return
                except (aiohttp.ClientError, OSError, asyncio.TimeoutError, p.BadMessage, RuntimeError) as exc:
                    # Taken in, then closed without a word: an owner too busy
                    # to say so (app/net/server.py, _Gate). The first
                    # connection tries again a few times before saying so.
                    dropped = isinstance(exc, (aiohttp.ServerDisconnectedError, aiohttp.ClientOSError)) and \
                        not isinstance(exc, aiohttp.ClientConnectorError)
                    if dropped and not self._first.done() and time.monotonic() < first_until:
                        await self._pause(RETRY_SECONDS)
                        continue
                    if not self._first.done() and await self._first_to_successor(http):
                        continue  # a station started again found the owner that took over
                    if not self._first.done():
                        if dropped or isinstance(exc, aiohttp.WSServerHandshakeError) and exc.status == 503:
                            # Too many connections there (app/net/server.py, _Gate): say so.
                            error = p.NetError(OWNER_BUSY, address=self.address)
                        elif isinstance(exc, p.BadMessage):
                            error = p.NetError(p.NOT_CARDROOM, address=self.address, detail=str(exc))
                        else:
                            error = p.NetError(p.NO_OWNER, address=self.address)
                        self._give_up()
                        self._first.set_exception(error)
                        return
                if self._closing:
                    break
                if self._ended is not None:  # the owner said goodbye
                    ended, self._ended = self._ended, None
                    let_go = self._let_go
                    if let_go:
                        self._give_up()  # this station was let go: not again, unless asked (reconnect)
                    self._set_state(CLOSED, ended)
                    if let_go:
                        return
                if self.state not in (REFUSED, CLOSED):
                    self._set_state(LOST, p.NetError(LOST_NOW))
                if self._lost_at is None:
                    self._lost_at = time.monotonic()
                if (time.monotonic() - self._lost_at >= FOLLOW_AFTER_SECONDS and self.uid is not None
                        and await self._try_successor(http)):
                    continue  # followed, and that owner's connection ended since: tried again at once
                # Sharing stopped: tried again quietly, the station still
                # saying so, until the owner shares the event again.
                await self._pause(STOPPED_RETRY_SECONDS if self.state == CLOSED else RETRY_SECONDS)
        self._give_up()  # closing

    # -- following a new owner (issue 39) ----------------------------------------------------

    def candidates(self) -> list[tuple[str, str]]:
        """The computers that may have taken over, as ("host:port", name):
        only those the owner named (its succession) or this computer's
        settings kept, never this station itself, never the owner's own
        address; in the owner's order."""
        found: dict[str, str] = {}
        told = self.succession  # the owner's last protocol.Succession
        mine = {f"{host}:{self.listen_port}" for host in self.addresses}
        for successor in told.successors if told is not None else ():
            if successor.station != self.station:
                for address in successor.addresses:
                    found.setdefault(address, successor.name)
        for address, name in reversed(self._ever_told.items()):
            found.setdefault(address, name)
        for address in self.known_successors:
            found.setdefault(address, "")
        return [(address, name or address) for address, name in found.items()
                if address != self.address and address not in mine and split_address(address)]

    def _say_follow(self, phase: str, names: tuple[str, ...]) -> None:
        if self.follow != (phase, names):
            self.follow = (phase, names)
            self._put(("follow", phase, names))

    async def _try_successor(self, http: Any) -> bool:
        """Try the next successor in turn (the owner lost long enough); True
        if it was the event's newer owner, taken, and its connection since ended."""
        found = self.candidates()
        lost_for = time.monotonic() - (self._lost_at or time.monotonic())
        if not found or lost_for >= FOLLOW_GIVE_UP_SECONDS:
            if self.state == LOST:
                self._say_follow(NOWHERE, ())
        elif self.state == LOST:
            self._say_follow(LOOKING, tuple(dict.fromkeys(name for _, name in found)))
        if not found:
            return False
        address, name = found[self._turn % len(found)]
        self._turn += 1
        return await self._dial_successor(http, address, name)

    async def _first_to_successor(self, http: Any) -> bool:
        """A first connection that found no owner (a station started again
        after a takeover): each successor tried once; True if one was taken."""
        if self.uid is None:
            return False
        for address, name in self.candidates():
            if await self._dial_successor(http, address, name):
                return True
        return False

    async def _dial_successor(self, http: Any, address: str, name: str) -> bool:
        import aiohttp

        where = split_address(address)
        if where is None:
            return False
        before = self.host, self.port
        self.host, self.port = where
        self._probing = name
        try:
            await self._once(http)
        except (p.NetError, NotTheOwner, aiohttp.ClientError, OSError, asyncio.TimeoutError, p.BadMessage,
                RuntimeError):
            if self._probing is None:  # taken, then its connection dropped
                return True
            self.host, self.port = before
            return False
        finally:
            self._probing = None
        return True

    def _give_up(self) -> None:
        with self._lock:
            self._trying = False

    async def _pause(self, seconds: float) -> None:
        """Wait before trying again, or less if `reconnect()` asks."""
        assert self._retry_now is not None
        try:
            await asyncio.wait_for(self._retry_now.wait(), seconds)
        except asyncio.TimeoutError:
            pass
        self._retry_now.clear()

    async def _once(self, http: Any) -> None:
        """One connection, from the handshake until it drops."""
        import aiohttp

        url = f"ws://{self.address}{p.PATH}"
        async with http.ws_connect(url, heartbeat=HEARTBEAT_SECONDS, max_msg_size=p.MAX_OWNER_FRAME,
                                   autoclose=True) as ws:
            sealer, opener = await self._handshake(ws)
            self._ws = ws
            assert self._out is not None
            while not self._out.empty():  # what was queued for the lost connection is dropped
                self._out.get_nowait()
            self._sealer = sealer
            self._heard, self._current = time.monotonic(), False
            writer = asyncio.ensure_future(p.send_frames(ws, sealer, self._out))
            pinger = asyncio.ensure_future(self._ping(ws))
            try:
                async for message in ws:
                    if message.type != aiohttp.WSMsgType.BINARY:
                        break
                    self._heard = time.monotonic()
                    self.last_contact = time.time()
                    header, blob = opener.open(message.data)
                    self._receive(header, blob)
            finally:
                self._sealer = self._ws = None
                pinger.cancel()
                self._out.put_nowait(None)
                await asyncio.gather(writer, pinger, return_exceptions=True)

    async def _handshake(self, ws: Any) -> tuple[p.Sealer, p.Opener]:
        uid = self.uid

        def superseded(keys: p.Keys, covered: bytes, answer: dict[str, Any]) -> None:
            # The owner heard of a newer owner (a takeover it was shown the
            # proof of), said with its proof that it knows the code.
            newer = max(self._known(uid), p.epoch_of(answer.get("epoch")))
            raise p.NetError(p.NOT_OWNER_NOW, address=self.address, epoch=newer)

        followed = self.trust.of(uid).proof if uid else None
        joined = await handshake.join(
            ws, address=self.address, code=self.code, role=self.role, name=self.name, key=self.key, uid=uid,
            epoch=self._known(uid), addresses=self.addresses, listen_port=self.listen_port, pin=self.pin,
            takeover=followed, refused=self._refused, superseded=superseded)
        self.bound, self._owner_key, self._owner_proof = joined.bound, joined.owner_key, joined.takeover
        return joined.sealer, joined.opener

    def _refused(self, answer: dict[str, Any]) -> None:
        reason = answer.get("refused")
        if reason is None:
            return
        if reason == "version":
            theirs = (answer.get("cardroom"), answer.get("schema"))
            there = tuple(v if isinstance(v, int) and not isinstance(v, bool) else 0 for v in theirs)
            app = answer.get("app") if isinstance(answer.get("app"), str) else "?"
            raise p.version_error(__version__, (p.PROTOCOL, SCHEMA_VERSION), str(app)[:20], there)  # type: ignore[arg-type]
        if reason == "code":
            raise p.NetError(p.WRONG_CODE)
        if reason in ("wait", "others"):
            seconds = answer.get("seconds")
            wait = seconds if isinstance(seconds, int) and not isinstance(seconds, bool) and 0 < seconds < 3600 else 60
            raise p.NetError(p.TOO_MANY if reason == "wait" else p.TOO_MANY_OTHERS, seconds=wait, count=wait)
        if reason == "full":
            raise p.NetError(OWNER_FULL)
        raise p.BadMessage(f"refused: {str(reason)[:40]}")

    async def _ping(self, ws: Any) -> None:
        """Read the owner's clock now and then, and notice when the owner has
        said nothing for too long (the connection is then given up, and the
        station says the owner is out of reach)."""
        assert self._out is not None
        while True:
            self._out.put_nowait((p.Ping(time.time()).encode(), b""))
            await asyncio.sleep(PING_SECONDS)
            # Once the event itself has arrived (it may take a while on a slow
            # network): from then on every message is small, and pongs come back.
            if self._current and time.monotonic() - self._heard > SILENT_SECONDS:
                await ws.close()
                return

    def _receive(self, header: dict[str, Any], blob: bytes) -> None:
        """Take one of the owner's messages (protocol's records): the clock's
        and the connection's here, the rest to the inbox as it came."""
        kind = header["t"]
        if kind == p.Pong.t:
            pong = p.Pong.decode(header)
            sent, owner_now = pong.id, pong.now
            if sent is not None and owner_now is not None:
                back = time.time()
                self._samples.append((back - sent, owner_now - (sent + back) / 2))
                self.offset = min(self._samples)[1]  # the fastest round trip says it best
            return
        if kind == p.Welcome.t:
            self._epoch(p.Welcome.decode(header))
            self._current = True
            owner_now = p.Welcome.decode(header).now
            if owner_now is not None and not self._samples:
                self.offset = owner_now - time.time()
            self.welcomed += 1
            # What was witnessed before this event is loaded: the owner
            # compares it with its file (the station does too, once loaded).
            heads = self.witnesses.heads(p.Welcome.decode(header).uid)
            if heads and self._out is not None:
                self._out.put_nowait((p.Witnessed(tuple(heads[:MAX_SENT])).encode(), b""))
            # Online before the welcome is taken: the window's thread may take
            # it at once, and a copy loaded from a welcome is current (its
            # "state" item still comes after it, as the views expect).
            was, self.state, self.error = self.state, ONLINE, None
            self._put(("welcome", header, blob))
            if was != ONLINE:
                self._put(("state", ONLINE, None))
            if not self._first.done():
                self._first.set_result(None)
            return
        if kind == p.Committed.t:
            self._put(("commit", header))
        elif kind == p.Diverged.t:
            self._put(("diverged", header))
        elif kind == p.PageAddress.t:
            self._put(("page", header))
        elif kind == p.Succession.t:
            succession = p.Succession.decode(header)
            if succession is not None:  # one not of its form is ignored whole
                self.succession = succession
                if self.uid:  # the owner followed now, trusted: what a takeover is checked with from now on
                    self.trust.told(self.uid, succession.signing, dict(succession.chosen))
                # Who the owner ever named stays a place to look: a successor
                # that left the owner just before it died (its own link lost
                # first) is dropped from the owner's last list, yet may be
                # the one taking over.
                for successor in succession.successors:
                    if successor.station != self.station:
                        for address in successor.addresses:
                            self._ever_told.pop(address, None)
                            self._ever_told[address] = successor.name
                while len(self._ever_told) > MAX_EVER_TOLD:
                    self._ever_told.pop(next(iter(self._ever_told)))
                self._put(("succession", succession))
        elif kind == p.Bye.t:
            reason = p.Bye.decode(header).reason
            if reason == p.LAGGING:
                # A successor too slow to confirm a commit: the connection
                # closes, and the link connects again at once (the whole event).
                if self._retry_now is not None:
                    self._retry_now.set()
                return
            self._let_go = reason == p.LET_GO
            self._ended = p.NetError(ENDED if self._let_go else CLOSED_THERE)
            self._put(("bye", self._ended))
        else:
            self._put(("reply", header))

    def _proven(self, uid: str, epoch: int) -> TakeoverProof | None:
        """The proof of the welcoming owner's takeover, if it holds: of this
        event and epoch, made by the computer whose key the handshake
        proved, signed with the succession key this station kept for the
        event (none kept yet: the first owner met is believed), and, for the
        takeover next after the one this station followed, by a station the
        convenor chose. None: not proven."""
        proof = TakeoverProof.read(self._owner_proof)
        if proof is None or proof.uid != uid or proof.epoch != epoch or proof.public != self._owner_key:
            return None
        trust = self.trust.of(uid)
        if not proof.valid(trust.key, uid):  # no key kept: an owner that never had one, nothing to prove with
            return None
        if trust.chosen and epoch == self._known(uid) + 1 and proof.station not in trust.chosen:
            return None
        return proof

    def _check_owner(self, uid: str | None, epoch: int) -> None:
        """Whether the welcoming owner is one this station may follow (a
        NotTheOwner or a NetError if not): an owner of a takeover must prove
        it; one of the same epoch as the takeover this station followed must
        be that takeover's, or one that stands against it (two successors
        that both took over settle on one: `TakeoverProof.wins_over`)."""
        known = self._known(uid)
        if uid is None or epoch == 0 or epoch < known:
            return
        if not self.trust.knows(uid) and self._probing is None:
            # A first join: the first owner of this event met is believed (the
            # officials typed its address); its proof is kept to show an owner
            # come back, which checks it with its own key.
            met = TakeoverProof.read(self._owner_proof)
            if met is not None and met.uid == uid and met.epoch == epoch and met.public == self._owner_key:
                self.trust.followed(uid, met.text())
            return
        proof = self._proven(uid, epoch)
        trusted = self.trust.of(uid)
        if proof is None:
            raise p.NetError(UNPROVEN, address=self.address, epoch=epoch)
        followed = trusted.followed()
        if epoch == known and followed is not None and followed.epoch == epoch and \
                followed.station != proof.station and not proof.wins_over(followed):
            raise NotTheOwner(self.address)  # the other successor's takeover of this number stands
        self.trust.followed(uid, proof.text())

    def _epoch(self, welcome: p.Welcome) -> None:
        """Refuse an owner of an older epoch than this station saw for its
        event (another computer took the event over since: a NetError, the
        link then gives up), or one that cannot prove its takeover; else
        keep its epoch as the highest seen."""
        uid = welcome.uid
        probing = self._probing is not None
        if self._probing is not None:
            # A successor's address: only the same event, at a newer epoch
            # (or the same, by the takeover that stands), is its owner now;
            # anything else is left at once.
            if uid is None or uid != self.uid or welcome.epoch < self._known(uid):
                raise NotTheOwner(self.address)
            followed = self.trust.of(uid).followed()
            if welcome.epoch == self._known(uid) and (followed is None or followed.epoch != welcome.epoch):
                raise NotTheOwner(self.address)
            try:
                self._check_owner(uid, welcome.epoch)
            except p.NetError:
                raise NotTheOwner(self.address) from None
            self.follow, self.followed_at = (FOLLOWED, (self._probing,)), time.monotonic()
            self._probing, self._superseded, self._lost_at = None, False, None
            self._put(("followed", self.address, self.follow[1][0]))
        elif self._lost_at is not None:  # the owner itself is back
            self._lost_at = None
            if self.follow is not None and self.follow[0] != FOLLOWED:
                self.follow = None
                self._put(("follow", None, ()))
        if uid is None:
            return
        known = self._known(uid)
        if welcome.epoch < known:
            raise p.NetError(p.NOT_OWNER_NOW, address=self.address, epoch=known)
        if not probing:
            self._check_owner(uid, welcome.epoch)
        self.epochs[uid] = max(known, welcome.epoch)
        self.uid = uid

    def _known(self, uid: str | None) -> int:
        """The highest owner epoch this station saw for the event `uid`."""
        if uid is None:
            return 0
        try:
            return p.epoch_of(self.epochs.get(uid, 0))
        except p.BadMessage:  # a settings file edited by hand
            return 0

    def _put(self, item: tuple[Any, ...]) -> None:
        self.inbox.put(item)
        self.wake()

    def _set_state(self, state: str, error: p.CardroomError | None) -> None:
        if state == self.state and state != LOST:
            return
        self.state, self.error = state, error
        self._put(("state", state, error))

    @property
    def successor(self) -> bool:
        """Whether the owner's last succession names this station (it then
        confirms each commit it applied: `have`)."""
        told = self.succession
        return told is not None and any(s.station == self.station for s in told.successors)

    def have(self, commit: int) -> None:
        """This station's copy now holds the owner's commit `commit`: told
        to the owner if this station may take over (the owner holds its
        "done" replies until every successor has the commit); else nothing."""
        loop, out = self._loop, self._out
        if not self.successor or self.state != ONLINE or loop is None or out is None or self._sealer is None:
            return
        try:
            loop.call_soon_threadsafe(out.put_nowait, (p.Have(commit).encode(), b""))
        except RuntimeError:  # its loop has just stopped
            pass

    # -- requests (any thread) -------------------------------------------------------------

    def send(self, header: dict[str, Any]) -> int:
        """Queue a request for the owner; its number. NetError when the
        owner cannot be reached just now."""
        loop, out = self._loop, self._out
        if self.state != ONLINE or loop is None or out is None or self._sealer is None:
            raise p.NetError(LOST_NOW)
        self._next_id += 1
        header = {**header, "id": self._next_id}
        loop.call_soon_threadsafe(out.put_nowait, (header, b""))
        return self._next_id

    def call(self, header: dict[str, Any], take: Callable[[tuple[Any, ...]], None],
             timeout: float = REPLY_SECONDS) -> dict[str, Any]:
        """Send a request and wait for its reply, giving everything else that
        arrives meanwhile to `take` (in order). NetError if the connection
        drops first or the owner does not answer in time."""
        ident = self.send(header)
        deadline = time.monotonic() + timeout
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                raise p.NetError(NO_ANSWER)
            try:
                item = self.inbox.get(timeout=left)
            except queue.Empty:
                continue
            if item[0] == "reply" and item[1].get("id") == ident:
                return item[1]
            take(item)
            if item[0] == "state" and item[1] != ONLINE or item[0] == "bye":
                raise p.NetError(NO_ANSWER)

    def resync(self) -> None:
        """Drop the connection and make it again: the owner sends the whole
        event afresh (after a commit that did not fit this station's copy)."""
        loop, ws = self._loop, self._ws
        if loop is not None and ws is not None:
            loop.call_soon_threadsafe(lambda: asyncio.ensure_future(ws.close()))

    @property
    def stopped(self) -> bool:
        """The owner said it stopped sharing: the link is trying again, quietly."""
        return self.state == CLOSED and not self._let_go and not self._closing

    def reconnect(self, code: str | None = None) -> None:
        """Try the owner again now (a station's Reconnect), with another join
        code if one is given; a link that gave up starts again."""
        if self._closing:
            return
        if code is not None:
            self.code = p.check_code(code)
        with self._lock:
            if self._trying:  # between two tries: the next one now
                loop, wake = self._loop, self._retry_now
                if loop is not None and wake is not None:
                    try:
                        loop.call_soon_threadsafe(wake.set)
                    except RuntimeError:  # its loop is not running yet: it tries first thing anyway
                        pass
                return
            self._trying = True
        thread = self._thread  # it gave up: it has nothing left to do but end
        if thread is not None and thread is not threading.current_thread():
            thread.join(timeout=5)
        self._let_go = False
        self._set_state(CONNECTING, None)
        self._thread = threading.Thread(target=self._run, name="cardroom-station", daemon=True)
        self._thread.start()

    def close(self) -> None:
        self._closing = True
        loop, task = self._loop, self._task
        if loop is not None and task is not None:
            try:
                loop.call_soon_threadsafe(task.cancel)
            except RuntimeError:  # the loop has already stopped
                pass
        if self._thread is not None and self._thread is not threading.current_thread():
            self._thread.join(timeout=5)
        self.state = CLOSED
