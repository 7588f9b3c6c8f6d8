"""Helpers for the tests of several computers (tests/net, tests/ui/network):
an owner serving an event on 127.0.0.1 on a thread of its own, and a
station without a window.

The owner's side (app/net/owner.py, server.py) is plain Python: here it runs
on a test thread that holds the event's connection and runs what the server
hands it, so a station in the test's own thread can wait for its replies.
Only 127.0.0.1 is ever bound or dialled.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import queue
import os
import shutil
import signal
import socket
import subprocess
import sys
import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from app.models.event import Event
from app.models.event.changelog import OWNER
from app.models.event.operations import Dispatcher, Operation, Trusted
from app.net.owner import Owner
from app.net.server import Server

CODE = "246810"
LOOPBACK = "127.0.0.1"
ROOT = Path(__file__).resolve().parents[1]


class OwnerThread:
    """The owner of `path`, serving it on a free port of 127.0.0.1."""

    def __init__(self, path: Path, code: str = CODE, port: int = 0, key: Any = None) -> None:
        self.path = path
        self.code = code
        self.key = key  # the owner computer's own key (None: one of its own)
        self._jobs: queue.Queue[tuple[Callable[[], Any], concurrent.futures.Future[Any]] | None] = queue.Queue()
        self._ready: concurrent.futures.Future[int] = concurrent.futures.Future()
        self._thread = threading.Thread(target=self._run, args=(port,), name="test-owner", daemon=True)
        self._thread.start()
        self.port = self._ready.result(timeout=30)

    def submit(self, job: Callable[[], Any]) -> concurrent.futures.Future[Any]:
        done: concurrent.futures.Future[Any] = concurrent.futures.Future()
        self._jobs.put((job, done))
        return done

    def _run(self, port: int) -> None:
        try:
            self.event = Event.open(self.path)
            self.owner = Owner(self.event, send=lambda *_: None)
            self.server = Server(self.owner, self.submit, self.code, LOOPBACK, port, key=self.key)
            self._ready.set_result(self.server.start())
        except BaseException as exc:  # noqa: BLE001 (to the test)
            self._ready.set_exception(exc)
            return
        while True:
            item = self._jobs.get()
            if item is None:
                break
            job, done = item
            try:
                done.set_result(job())
            except BaseException as exc:  # noqa: BLE001
                done.set_exception(exc)
        self.server.stop()
        self.owner.close()
        self.event.close()

    def call(self, job: Callable[[Event], Any]) -> Any:
        """Run `job(event)` on the owner's thread; its result."""
        return self.submit(lambda: job(self.event)).result(timeout=30)

    def run(self, op: Operation, after: int | None = None) -> Any:
        """Make a change at the owner's own desk (its change log's "owner")."""
        return self.call(lambda event: Dispatcher(event, Trusted(), origin=OWNER).run(op, "", after))

    def stop(self) -> None:
        if self._thread.is_alive():
            self._jobs.put(None)
            self._thread.join(timeout=30)


def forge_a_signed_hand(path: Path) -> int:
    """The forger's move, the app closed: one signed hand's tricks changed,
    in the hand and in its signature's entry, then every link chained again.
    The position of the entry edited."""
    import json
    import sqlite3

    import forgery

    with sqlite3.connect(path) as conn:
        entry_id, card, after = conn.execute(
            "SELECT id, entity_id, after FROM audit_log WHERE action = 'sign' ORDER BY id LIMIT 1").fetchone()
        tricks = conn.execute("SELECT tricks FROM hand WHERE scorecard_id = ? AND number = 1", [card]).fetchone()[0]
        forged = tricks - 1 if tricks else tricks + 1
        conn.execute("UPDATE hand SET tricks = ? WHERE scorecard_id = ? AND number = 1", [forged, card])
        signed = json.loads(after)
        signed["hands"][0]["tricks"] = forged
        conn.execute("UPDATE audit_log SET after = ? WHERE id = ?", [json.dumps(signed), entry_id])
        forgery.rechain(conn)  # and the anchor and the signatures' counts: the file alone cannot tell
        position = int(conn.execute("SELECT count(*) FROM audit_log WHERE id <= ?", [entry_id]).fetchone()[0])
    forgery.without_backups(path)
    return position


def dump(conn: Any) -> dict[str, list[tuple[Any, ...]]]:
    """Every row of every table (the PIN's secret left out): two copies of
    an event agree when their dumps are equal."""
    tables = [r[0] for r in conn.execute(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")]
    found = {}
    for table in tables:
        if table == "convenor_pin":
            rows = conn.execute("SELECT id, cost, failures, locked_until, lockouts FROM convenor_pin").fetchall()
        else:
            rows = conn.execute(f"SELECT rowid, * FROM [{table}] ORDER BY rowid").fetchall()
        found[table] = rows
    return found


class Station:
    """A station without a window: its link and its copy of the event,
    taking what arrives as the program's StationController does."""

    def __init__(self, port: int, role: str, code: str = CODE, name: str | None = None,
                 witnesses: Any = None, addresses: tuple[str, ...] = (), listen_port: int = 47_600,
                 pin: str | None = None, key: Any = None, trust: Any = None, link: Any = None) -> None:
        """`link`: one already connected (on another thread, while this one
        served its owner), taken as it is."""
        from app.models.demo import DEMO_PIN
        from app.net.client import Link
        from app.net.mirror import Mirror

        if role == "convenor" and pin is None:
            pin = DEMO_PIN  # the convenor's desk joins with the PIN (the demo's, unless a test says)
        self.link = link or Link(LOOPBACK, port, code, role, name=name, witnesses=witnesses, addresses=addresses,
                                 listen_port=listen_port, pin=pin, key=key, trust=trust)
        self.successions: list[Any] = []  # every protocol.Succession the owner sent, in order
        self.mirror = Mirror(Path("station.cardroom"))
        self.welcomes = 0
        self.divergence: Any = None  # what this station found against what it witnessed
        self.told: Any = None  # what the owner said of it (protocol.Diverged)
        if link is None:
            self.link.connect()
        self.pump()

    def take(self, item: tuple[Any, ...]) -> None:
        if item[0] == "welcome":
            self.mirror.load(item[2], item[1]["commit"])
            self.run_id = item[1]["run"]
            self.uid = item[1]["uid"]
            self.welcomes += 1
            self.divergence = self.link.witnesses.welcomed(self.uid, self.mirror.conn)
            self.link.have(self.mirror.commit)
        elif item[0] == "commit" and self.mirror.loaded and item[1]["n"] > self.mirror.commit:
            self.mirror.apply(item[1]["n"], item[1]["change"])
            self.link.have(self.mirror.commit)  # as the StationController does (issue 39)
            self.link.witnesses.committed(self.uid, self.mirror.conn, item[1]["change"])
        elif item[0] == "succession":
            self.successions.append(item[1])
            if self.mirror.loaded:
                self.link.have(self.mirror.commit)
        elif item[0] == "diverged":
            from app.net.protocol import Diverged

            self.told = Diverged.decode(item[1])

    def pump(self) -> None:
        while True:
            try:
                self.take(self.link.inbox.get_nowait())
            except queue.Empty:
                return

    def send(self, op: Operation, after: int | None = None, actor: str = "") -> dict[str, Any]:
        """The owner's reply to `op`, as it came (the header of its frame)."""
        from app.net.protocol import OpRequest

        request = OpRequest(op, actor, after=None if after is None else (self.run_id, after))
        return self.link.call(request.encode(), self.take)

    def pin(self, pin: str) -> dict[str, Any]:
        """Prove the convenor PIN as a station's convenor mode does; the
        owner's last reply (its acceptance, or its refusal) as it came."""
        from app.net.pin_proof import StationSide
        from app.net.protocol import PinKeys, PinProof, PinRequest

        challenge = self.link.call(PinRequest().encode(), self.take)
        if challenge.get("t") != "pin_challenge":
            return challenge
        side = StationSide(pin, challenge, self.link.bound)
        reply = self.link.call(PinProof(side.answer()).encode(), self.take)
        if reply.get("t") == "pin" and side.owner_proved(reply.get("proof")):
            secrets = side.secrets(reply)
            if secrets is not None:
                self.link.send(PinKeys(secrets.key, secrets.box).encode())
        return reply

    def wait(self, condition: Callable[[], bool], seconds: float = 30.0) -> None:
        """Take what arrives until `condition` holds (a guard against a hang,
        not a speed limit)."""
        import time

        deadline = time.monotonic() + seconds
        while not condition():
            if time.monotonic() > deadline:
                raise AssertionError("the station never saw it")
            try:
                self.take(self.link.inbox.get(timeout=0.1))
            except queue.Empty:
                pass

    def close(self) -> None:
        self.link.close()
        self.mirror.close()


class Cutter:
    """A TCP relay on 127.0.0.1 in front of the owner that can cut every
    connection through it at any moment (a cable pulled, a Wi-Fi drop)."""

    def __init__(self, target: int) -> None:
        self.target = target
        self.down = False  # while True, the network is down: nothing gets through
        self.silent = False  # while True, what is sent is lost without a word (a cable pulled)
        self._writers: set[asyncio.StreamWriter] = set()
        self._loop = asyncio.new_event_loop()
        ready = threading.Event()
        self._thread = threading.Thread(target=self._run, args=(ready,), daemon=True)
        self._thread.start()
        ready.wait(10)
        self.cuts = 0

    def _run(self, ready: threading.Event) -> None:
        asyncio.set_event_loop(self._loop)

        async def start() -> None:
            self._server = await asyncio.start_server(self._relay, LOOPBACK, 0)
            self.port = self._server.sockets[0].getsockname()[1]

        self._loop.run_until_complete(start())
        ready.set()
        self._loop.run_forever()

    async def _relay(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        if self.down:
            writer.transport.abort()
            return
        try:
            up_reader, up_writer = await asyncio.open_connection(LOOPBACK, self.target)
        except OSError:
            writer.close()
            return
        self._writers |= {writer, up_writer}

        async def pipe(src: asyncio.StreamReader, dst: asyncio.StreamWriter, down: bool) -> None:
            try:
                while data := await src.read(65536):
                    if self.silent or not self.forward(data, dst, down):
                        continue
                    dst.write(data)
                    await dst.drain()
            except (OSError, asyncio.CancelledError):
                pass
            finally:
                dst.close()

        await asyncio.gather(pipe(reader, up_writer, False), pipe(up_reader, writer, True))
        self._writers -= {writer, up_writer}

    def forward(self, data: bytes, to: asyncio.StreamWriter, down: bool) -> bool:
        """Whether `data` goes through now (`down`: from the owner to the
        station); a relay that holds some back keeps them itself."""
        return True

    def cut(self) -> None:
        def cut_all() -> None:
            for writer in list(self._writers):
                transport = writer.transport
                if transport is not None:
                    transport.abort()
            self._writers.clear()

        self.cuts += 1
        self._loop.call_soon_threadsafe(cut_all)

    def gone(self) -> None:
        """The owner's computer is gone: nothing listens at the address any
        more, every connection through it reset."""
        self.down = True
        self._loop.call_soon_threadsafe(self._server.close)
        self.cut()

    def close(self) -> None:
        async def finish() -> None:
            self._server.close()
            for writer in list(self._writers):
                writer.transport.abort()
            tasks = [t for t in asyncio.all_tasks() if t is not asyncio.current_task()]
            for task in tasks:
                task.cancel()
            await asyncio.gather(*tasks, return_exceptions=True)
            self._loop.stop()

        self._loop.call_soon_threadsafe(lambda: asyncio.ensure_future(finish()))
        self._thread.join(5)
        self._loop.close()


def free_port() -> int:
    with socket.socket() as spare:
        spare.bind((LOOPBACK, 0))
        return int(spare.getsockname()[1])


class OwnerProcess:
    """`python -m app --serve` on 127.0.0.1, started and killed at will."""

    def __init__(self, path: Path, port: int, code: str = CODE) -> None:
        self.path, self.port, self.code = path, port, code
        self.process: subprocess.Popen[str] | None = None

    def start(self) -> None:
        env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
        self.process = subprocess.Popen(
            [sys.executable, "-m", "app", "--serve", "--event", str(self.path), "--port", str(self.port),
             "--code", self.code, "--bind", LOOPBACK],
            cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
            encoding="utf-8")  # the program writes UTF-8 wherever its output goes
        out = self.process.stdout
        assert out is not None
        self.said: list[str] = []
        for line in out:  # until it says it listens (or dies)
            self.said.append(line)
            if line.startswith("Join code:"):
                # What it says from now on is read, so that it never waits on a full pipe.
                threading.Thread(target=lambda: self.said.extend(out), daemon=True).start()
                return
        raise AssertionError(f"the owner did not start: {''.join(self.said)}")

    def kill(self) -> None:
        assert self.process is not None
        self.process.kill()  # SIGKILL; on Windows TerminateProcess
        self.process.wait(30)

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.communicate(timeout=30)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.communicate()


# -- fixtures (imported by the conftest.py of tests/net and tests/ui/network) --------


@pytest.fixture
def served(demo_file: Path, tmp_path: Path) -> Iterator[OwnerThread]:
    """The demo event, served on a free port of 127.0.0.1."""
    path = tmp_path / "owner.cardroom"
    shutil.copy(demo_file, path)
    owner = OwnerThread(path)
    yield owner
    owner.stop()


@pytest.fixture
def stations(served: OwnerThread) -> Iterator[Callable[..., Station]]:
    """Make stations of the served event; all closed at the end."""
    made: list[Station] = []

    def make(role: str = "scorekeeper", **kwargs: Any) -> Station:
        station = Station(served.port, role, **kwargs)
        made.append(station)
        return station

    yield make
    for station in made:
        station.close()


def in_thread(qtbot: Any, job: Callable[[], Any]) -> Any:
    """Run `job` (a station joining) on a thread while this one, the Qt
    thread, serves it; its value, or its error raised here."""
    found: dict[str, Any] = {}

    def run() -> None:
        try:
            found["value"] = job()
        except BaseException as exc:  # noqa: BLE001 (to the test)
            found["error"] = exc

    thread = threading.Thread(target=run)
    thread.start()
    qtbot.waitUntil(lambda: not thread.is_alive(), timeout=60_000)
    if "error" in found:
        raise found["error"]
    return found["value"]


def join(qtbot: Any, port: int, code: str, role: str = "display", name: str = "", pin: str | None = None) -> Any:
    """A station's link joining the window's shared event on 127.0.0.1 (a
    convenor's desk with the demo's PIN unless `pin` says)."""
    from app.models.demo import DEMO_PIN
    from app.net import client

    def connect() -> client.Link:
        link = client.Link(LOOPBACK, port, code, role, name=name,
                           pin=(pin or DEMO_PIN) if role == "convenor" else None)
        link.connect()
        return link

    return in_thread(qtbot, connect)


def material_of(path: Path, pin: str | None = None) -> dict[str, str]:
    """What the sealed box gives a successor (the PIN's hash, salts, the
    succession key's seed, and the box itself), read here from the owner's
    file, the box opened with `pin` (the demo's unless said)."""
    import sqlite3

    from app.models.demo import DEMO_PIN
    from app.models.rulings.succession import SealRefused, open_material

    conn = sqlite3.connect(path)
    try:
        row = conn.execute("SELECT hash, salt, key_salt, sealed FROM convenor_pin WHERE id = 1").fetchone()
    finally:
        conn.close()
    found = {name: value for name, value in zip(("hash", "salt", "key_salt", "sealed"), row) if value}
    try:
        opened = open_material(found["sealed"], pin or DEMO_PIN) if found.get("sealed") else {}
    except SealRefused:
        opened = {}
    if opened.get("signing"):
        found["signing"] = opened["signing"]
    return found


def take_over(copy: Any, path: Path, source: Path, *, signer: Any, computer: str = "Desk-2 (Marie)",
              run: str = "", commit: int = 0, rank: int = 1, pin: str | None = None) -> Path:
    """A station's copy written as a takeover of the owner's file `source`,
    signed by `signer` (the new owner's own key) as the convenor's chosen
    station `rank`: what app/net/takeover.py does once the PIN opened the box."""
    import datetime as dt

    from app.models.demo import DEMO_PIN
    from app.models.event.takeover import TakeoverBase, write_takeover

    write_takeover(copy, path, material=material_of(source, pin), pin=pin or DEMO_PIN, signer=signer, rank=rank,
                   base=TakeoverBase(run=run, commit=commit, computer=computer, at=dt.datetime.now()))
    return path


def proven_takeover(source: Path, new: Path, key: Any, *, choose: bool = True, computer: str = "Desk-2 (Marie)",
                    rank: int = 1) -> str:
    """A takeover of the event file `source` that the stations and its old
    owner believe: `key`'s station chosen in `source` (unless `choose` is
    False), then a copy of it written to `new` as that station's takeover,
    signed with the event's succession key (the demo's PIN opens its box) and
    by `key`. The proof's text. `source` must not be open elsewhere."""
    import sqlite3

    from app.models.event import Event
    from app.models.event.operations import Dispatcher, Trusted
    from app.models.rulings.succession import ChooseSuccessor

    if choose:
        event = Event.open(source)
        try:
            Dispatcher(event, Trusted()).run(ChooseSuccessor(key.id, computer, "convenor", True, rank))
        finally:
            event.close()
    copy = sqlite3.connect(source)
    try:
        take_over(copy, new, source, signer=key, computer=computer, rank=rank)
    finally:
        copy.close()
    conn = sqlite3.connect(new)
    try:
        return str(conn.execute("SELECT proof FROM takeover ORDER BY epoch DESC LIMIT 1").fetchone()[0])
    finally:
        conn.close()
