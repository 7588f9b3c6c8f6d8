"""The takeover soak (issue 39): a hall of stations writing, the owner
SIGKILLed at a random moment, a convenor station taking over; then nothing
acknowledged is lost, every station is on the new owner, writes resume
within 5 s, and the old owner started again on its file is refused.

One run, all on 127.0.0.1, every wait bounded (a run's guard: GUARD_SECONDS):

- the demo event (20 tables, game 4 seated) served by `python -m app
  --serve`, a real process with its own settings folder;
- a convenor station `python -m app --connect … --role convenor --take-over
  --lost-seconds 1` (CARDROOM_PIN in its environment), a real process too:
  it gets the PIN's sealed material from the owner (`protocol.Succession`),
  as in a hall, no test shim;
- KEEPERS scorekeeper and DISPLAYS display stations in this process
  (tests/netkit.py's `Station`: a client.Link on a thread of its own and
  a Mirror), each on a thread that writes sheets (scorekeepers) or takes
  what arrives (displays). Scorekeeper k writes its own table: game 4 or 5
  until its link has lost the old owner, game 7 or 8 from then on, so the
  old owner's acknowledged sheets are never written over by later ones and
  can be compared with the new file;
- the convenor station reaches the owner through a relay (`Wire`) that, in
  every other run, holds back what the owner sends it for a moment before
  the kill, and loses it with the owner: the commits the convenor never got
  must not have been acknowledged to anyone (the owner holds "done" until
  its successors confirm; without that hold this soak finds the writes lost);
- the owner SIGKILLed after a seeded random time, once writes are in flight;
- the takeover read on the convenor's terminal ("Taken over from");
- the stations following the new owner by themselves (client.Link's
  successors, FOLLOW_AFTER_SECONDS).

`python -m pytest -s tests/net/test_takeover_soak.py` (or `make
soak-takeover`) runs it CARDROOM_TAKEOVER_RUNS times; CARDROOM_TAKEOVER_SEED
replays a run's random moments (each run says its seed).
"""

from __future__ import annotations

import asyncio
import random
import shutil
import sqlite3
import subprocess
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from app.models import seal
from app.models.errors import CardroomError
from app.models.event import Event, auditlog
from app.models.event.takeover import TAKEOVER
from app.models.scoring.sheets import WriteSheet
from app.net import client
from app.net import protocol as p
from netkit import CODE, LOOPBACK, Cutter, Station, dump, free_port
from test_take_over_command_line import PIN, Process

KEEPERS = 25  # the hall: 25 scorekeepers and 5 displays
DISPLAYS = 5
TABLES = 20  # the demo's
BEFORE_GAMES = (4, 5)  # the games scorekeepers write while the old owner holds the event
AFTER_GAMES = (7, 8)  # ... and once on the new owner
LOST_SECONDS = 1.0  # the convenor's --lost-seconds
KILL_AFTER = (0.5, 3.0)  # seconds of writing before the kill (seeded)
SUCCESSOR_HELD = (0.05, 0.5)  # ... for this long (seeded): under HAVE_SECONDS (2 s), so it stays a successor
PAUSE = (0.1, 0.6)  # a scorekeeper's pause between two writes (seeded): about 60 writes a second in all
AFTER_SECONDS = 2.0  # writing goes on this long after the first new "done"
TARGET_SECONDS = 5.0  # issue 39: scripted takeover to the first new "done"
CONVERGE_SECONDS = client.FOLLOW_AFTER_SECONDS + 12.0  # the takeover to every station on the new owner
GUARD_SECONDS = 120.0  # a whole run, at most (a guard against a hang)
START_SECONDS = 60.0


def hand(number: int, tricks: int) -> dict[str, object]:
    return {"number": number, "dealer": "NESW"[(number - 1) % 4], "declarers": "N", "contract": "3H",
            "tricks": tricks, "detail": {}}


@dataclass
class Write:
    """One write as its scorekeeper saw it: what, when, and whether "done"
    came back (and from which owner's run)."""

    game: int
    table: int
    rows: tuple[dict[str, object], ...]
    sent: float
    done: bool
    answered: float = 0.0
    run: str = ""
    pending: bool = True  # sent, its answer (or the loss of the connection) not come yet


@dataclass
class Figures:
    """One run's figures (times in seconds)."""

    seed: int
    kill_after: float = 0.0
    attempted: int = 0
    acknowledged: int = 0  # "done", from either owner
    acknowledged_old: int = 0  # "done" from the owner that was killed
    in_flight: int = 0  # writes sent, not yet answered, when the owner was killed
    successor_held: float = 0.0  # how long the owner's messages to the convenor were held back before the kill
    lost: int = 0
    kill_to_takeover: float = 0.0
    takeover_to_done: float = 0.0
    takeover_to_converged: float = 0.0
    old_owner_refused: bool = False
    seconds: float = 0.0

    def row(self) -> str:
        return (f"| {self.seed} | {self.kill_after:.2f} | {self.successor_held:.2f} | {self.in_flight} | "
                f"{self.attempted} | {self.acknowledged} "
                f"({self.acknowledged_old} old) | {self.lost} | {self.kill_to_takeover:.2f} | "
                f"{self.takeover_to_done:.2f} | {self.takeover_to_converged:.2f} | "
                f"{'yes' if self.old_owner_refused else 'NO'} | {self.seconds:.0f} |")


HEADER = ("| seed | kill after s | held from successor s | in flight | writes | done | lost | kill → takeover s "
          "| takeover → first new done s | takeover → all 30 on new owner s | old owner refused | run s |\n"
          "|---|---|---|---|---|---|---|---|---|---|---|---|")


class Wire(Cutter):
    """The convenor station's network to the owner: a relay on 127.0.0.1.
    `hold()`: what the owner sends is held on the way (a Wi-Fi slow to
    deliver: the owner's TCP still has it, to send again); `dead()`: the
    owner's computer is gone, and what was held is lost with it, the
    connection reset, nothing listening at the address any more."""

    def __init__(self, target: int) -> None:
        self.holding = False
        self._held: list[tuple[asyncio.StreamWriter, bytes]] = []
        super().__init__(target)

    def forward(self, data: bytes, to: asyncio.StreamWriter, down: bool) -> bool:
        if down and self.holding:
            self._held.append((to, data))
            return False
        return True

    def hold(self) -> None:
        self._loop.call_soon_threadsafe(setattr, self, "holding", True)

    def dead(self) -> None:
        self._loop.call_soon_threadsafe(self._held.clear)  # lost with the owner's computer
        self.gone()


def serve(path: Path, home: Path, port: int) -> Process:
    return Process(["--serve", "--event", str(path), "--port", str(port), "--code", CODE, "--bind", LOOPBACK,
                    "--lang", "en"], home)


def converged(station: Station, port: int, run: str | None) -> bool:
    """A station is on the new owner: its link online at the new owner's
    address, and its copy the one the new owner sent (its run)."""
    return station.link.state == client.ONLINE and station.link.port == port and run is not None \
        and getattr(station, "run_id", None) == run


class Hall:
    """The stations of one run, each on a thread of its own."""

    def __init__(self, port: int, rng: random.Random, deadline: float) -> None:
        self.port = port
        self.deadline = deadline
        self.stop = threading.Event()
        self.writes: list[list[Write]] = [[] for _ in range(KEEPERS)]
        self.stations: list[Station | None] = [None] * (KEEPERS + DISPLAYS)
        self.failures: list[str] = []
        self.old_run = ""
        self.pauses = [random.Random(rng.random()) for _ in range(KEEPERS)]
        self.threads: list[threading.Thread] = []

    def join_all(self) -> None:
        """Every station joins (a few at a time: one computer's address may
        have at most 16 handshakes waiting at the owner, server.py)."""
        for start in range(0, KEEPERS + DISPLAYS, 8):
            batch = [threading.Thread(target=self._join, args=(i,), daemon=True)
                     for i in range(start, min(start + 8, KEEPERS + DISPLAYS))]
            for thread in batch:
                thread.start()
            for thread in batch:
                thread.join(max(0.1, self.deadline - time.monotonic()))
        assert not self.failures, self.failures
        assert all(s is not None for s in self.stations), "a station never joined"

    def _join(self, index: int) -> None:
        role = "scorekeeper" if index < KEEPERS else "display"
        try:
            for _ in range(20):  # a handshake dropped by a busy owner is tried again
                try:
                    self.stations[index] = Station(self.port, role, name=f"{role}-{index + 1}")
                    return
                except p.NetError:
                    time.sleep(0.2)
            self.failures.append(f"{role} {index + 1} never joined")
        except BaseException as exc:  # noqa: BLE001 (to the test)
            self.failures.append(f"{role} {index + 1}: {exc!r}")

    def told_the_successor(self) -> None:
        """Every station was told who may take over (the convenor station,
        with its address) before the writing starts."""
        for station in self.live():
            station.wait(lambda s=station: s.link.succession is not None and any(
                x.role == "convenor" and x.addresses for x in s.link.succession.successors),
                max(0.1, self.deadline - time.monotonic()))

    def live(self) -> list[Station]:
        return [s for s in self.stations if s is not None]

    def start(self) -> None:
        first = self.stations[0]
        assert first is not None
        self.old_run = first.run_id
        for index, station in enumerate(self.live()):
            target = self._write if index < KEEPERS else self._watch
            thread = threading.Thread(target=target, args=(index, station), daemon=True)
            thread.start()
            self.threads.append(thread)

    def _write(self, index: int, station: Station) -> None:
        rng = self.pauses[index]
        table = index % TABLES + 1
        count = 0
        moved = False  # once the old owner is lost, this scorekeeper writes the games of after
        try:
            while not self.stop.is_set() and time.monotonic() < self.deadline:
                # Read from the link itself (its thread counts welcomes before
                # it is online again): the station's own run changes only once
                # it takes the welcome, and a write sent meanwhile would go to
                # the new owner, overwriting an old sheet (and hiding its loss).
                moved = moved or station.link.welcomed > 1 or station.link.state != client.ONLINE
                games = AFTER_GAMES if moved else BEFORE_GAMES
                game = games[index // TABLES]
                count += 1
                rows = (hand(1, count % 9), hand(2, rng.randint(0, 8)))
                write = Write(game, table, rows, time.monotonic(), False)
                self.writes[index].append(write)
                try:
                    reply = station.send(WriteSheet(game, table, rows))
                except CardroomError as exc:
                    write.pending, moved = False, True
                    if isinstance(exc, p.NetError) and exc.template == client.LOST_NOW:
                        self.writes[index].pop()  # never sent: the station knew the owner lost
                    # No answer (the owner died with the request in flight, or
                    # is lost): wait until this station is on an owner again.
                    station.wait(lambda: station.link.state == client.ONLINE or self.stop.is_set(),
                                 max(0.1, self.deadline - time.monotonic()))
                    continue
                write.pending = False
                if reply["t"] != "done":
                    self.failures.append(f"scorekeeper {index + 1}: {reply}")
                    return
                write.done, write.answered, write.run = True, time.monotonic(), station.run_id
                self._pause(station, rng.uniform(*PAUSE))
        except BaseException as exc:  # noqa: BLE001 (to the test)
            self.failures.append(f"scorekeeper {index + 1}: {exc!r}")

    def in_flight(self) -> int:
        """Writes sent whose answer has not come yet."""
        return sum(1 for mine in self.writes if mine and mine[-1].pending)

    def _pause(self, station: Station, seconds: float) -> None:
        until = time.monotonic() + seconds
        while not self.stop.is_set() and time.monotonic() < until:
            station.pump()
            time.sleep(0.02)

    def _watch(self, index: int, station: Station) -> None:
        try:
            while not self.stop.is_set() and time.monotonic() < self.deadline:
                self._pause(station, 0.5)
        except BaseException as exc:  # noqa: BLE001 (to the test)
            self.failures.append(f"display {index + 1 - KEEPERS}: {exc!r}")

    def halt(self) -> None:
        self.stop.set()
        for thread in self.threads:
            thread.join(max(1.0, min(30.0, self.deadline - time.monotonic())))

    def close(self) -> None:
        self.stop.set()
        for station in self.live():
            station.close()


def sheets_in(conn: sqlite3.Connection, games: tuple[int, ...]) -> dict[tuple[int, int], list[tuple[int, int]]]:
    """(game, table) -> its sheet's hands as (number, tricks)."""
    found: dict[tuple[int, int], list[tuple[int, int]]] = {}
    for game, table, number, tricks in conn.execute(
            "SELECT c.game_id, t.number, h.number, h.tricks FROM hand h JOIN scorecard c ON c.id = h.scorecard_id "
            "JOIN room_table t ON t.id = c.table_id WHERE c.game_id IN (%s) ORDER BY c.game_id, t.number, h.number"
            % ",".join("?" * len(games)), games):
        found.setdefault((game, table), []).append((number, tricks))
    return found


def lost_writes(writes: list[list[Write]], sheets: dict[tuple[int, int], list[tuple[int, int]]]) -> list[str]:
    """The acknowledged writes not in `sheets`: each sheet must be its last
    acknowledged write, or a write tried after it (its "done" lost with
    the owner); the writes of one sheet are one scorekeeper's, in order."""
    lost = []
    for mine in writes:
        by_sheet: dict[tuple[int, int], list[Write]] = {}
        for write in mine:
            by_sheet.setdefault((write.game, write.table), []).append(write)
        for sheet, tried in by_sheet.items():
            acked = [i for i, w in enumerate(tried) if w.done]
            if not acked:
                continue
            allowed = [[(r["number"], r["tricks"]) for r in w.rows] for w in tried[acked[-1]:]]
            if sheets.get(sheet, []) not in allowed:
                lost.append(f"game {sheet[0]} table {sheet[1]}: acknowledged {allowed[0]}, "
                            f"in the new file {sheets.get(sheet)}")
    return lost


def chain_through_takeover(path: Path, old_path: Path) -> None:
    """The new file's audit chain, linked again entry by entry from the
    event's genesis, ends with the takeover entry; the entries before it
    are the old owner's, link for link, up to the base the takeover names."""
    new = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    old = sqlite3.connect(f"file:{old_path}?mode=ro", uri=True)
    try:
        new.row_factory = old.row_factory = sqlite3.Row
        previous = auditlog.genesis(new)
        rows = new.execute("SELECT * FROM audit_log ORDER BY id").fetchall()
        for row in rows:
            previous = auditlog.link(previous, dict(row))
            assert row["chain"] == previous, f"the chain breaks at entry {row['id']}"
        takeovers = [row for row in rows if row["action"] == TAKEOVER]
        assert len(takeovers) == 1, "one takeover entry"
        base = new.execute("SELECT base_entries, base_head, epoch FROM takeover").fetchone()
        assert base["epoch"] == 1
        position = [row["id"] for row in rows].index(takeovers[0]["id"])
        assert position == base["base_entries"], (position, base["base_entries"])
        assert (rows[position - 1]["chain"] if position else auditlog.genesis(new)) == base["base_head"]
        theirs = old.execute("SELECT chain FROM audit_log ORDER BY id LIMIT ?", [position]).fetchall()
        assert [r["chain"] for r in rows[:position]] == [r["chain"] for r in theirs], \
            "the new file's log before the takeover is the old owner's"
    finally:
        new.close()
        old.close()


def old_owner_refused_at_start(old_path: Path, home: Path, port: int) -> None:
    """The old owner started again on its file (`--serve`, on the computer
    it ran on: its settings kept where the successors would share) while the
    new owner serves: it asks them first (app/net/probe.py), learns of the
    takeover, never shares, says so and exits 3."""
    from app.ui.network.windows import SUPERSEDED_EXIT

    old = Process(["--serve", "--event", str(old_path), "--port", str(port), "--code", CODE, "--bind", LOOPBACK,
                   "--lang", "en"], home)
    try:
        assert old.ended(START_SECONDS) == SUPERSEDED_EXIT, old.text()
        assert "This computer is no longer the event's owner" in old.text(), old.text()
        assert "Join code:" not in old.text(), old.text()
    finally:
        old.stop()


def old_owner_refused(old_path: Path, home: Path, port: int, uid: str, epoch: int, figures: Figures,
                      trust: Any) -> None:
    """The old owner started again on its file (`--serve`, its own port) is
    refused: a station that knows the new epoch and the takeover's proof
    (as every station of the hall does, on its disk: `trust`) will not take
    it as owner, and the old owner, shown the proof in that station's hello,
    stops serving and says so."""
    from app.ui.network.windows import SUPERSEDED_EXIT

    old = serve(old_path, home, port)
    try:
        old.wait_for("Join code:", START_SECONDS)  # nothing to ask: it shares, until a station says hello
        link = client.Link(LOOPBACK, port, CODE, "scorekeeper", epochs={uid: epoch}, uid=uid, trust=trust)
        try:
            link.connect()
        except p.NetError as exc:
            assert exc.template == p.NOT_OWNER_NOW, str(exc)
        else:
            link.close()
            raise AssertionError("a station that knows the new epoch took the old owner")
        assert old.ended(30) == SUPERSEDED_EXIT, old.text()
        assert "This computer is no longer the event's owner" in old.text()
        figures.old_owner_refused = True
    finally:
        old.stop()


def run_once(demo: Path, folder: Path, seed: int) -> Figures:
    """One run (see the module's text); its figures. AssertionError when
    anything the issue promises does not hold."""
    rng = random.Random(seed)
    figures = Figures(seed)
    began = time.monotonic()
    deadline = began + GUARD_SECONDS
    folder.mkdir(parents=True, exist_ok=True)
    old_path, new_path = folder / "owner.cardroom", folder / "taken over.cardroom"
    shutil.copy(demo, old_path)
    with sqlite3.connect(old_path) as look:
        uid = look.execute("SELECT uid FROM event").fetchone()[0]
    look.close()
    old_port, new_port = free_port(), free_port()
    owner = serve(old_path, folder / "owner-home", old_port)
    convenor: Process | None = None
    hall: Hall | None = None
    wire: Wire | None = None
    try:
        owner.wait_for("Join code:", START_SECONDS)
        wire = Wire(old_port)
        convenor = Process(["--connect", f"{LOOPBACK}:{wire.port}", "--code", CODE, "--role", "convenor",
                            "--take-over", "--port", str(new_port), "--bind", LOOPBACK, "--event", str(new_path),
                            "--lost-seconds", f"{LOST_SECONDS:g}", "--lang", "en"],
                           folder / "convenor-home", {"CARDROOM_PIN": PIN})
        convenor.wait_for("Following", START_SECONDS)
        hall = Hall(old_port, rng, deadline)
        hall.join_all()
        hall.told_the_successor()
        hall.start()
        figures.kill_after = rng.uniform(*KILL_AFTER)
        time.sleep(figures.kill_after)
        until = time.monotonic() + 5
        while hall.in_flight() == 0 and time.monotonic() < until:  # the kill while writes are in flight
            time.sleep(0.001)
        in_flight = hall.in_flight()
        if seed % 2 == 0:  # every other run (the even seeds: one of any two runs in a row)
            # The convenor's network slow when the owner dies: what the owner
            # sends it from now on is held on the way, and lost with the owner
            # (the owner must not have said "done" for those commits).
            figures.successor_held = rng.uniform(*SUCCESSOR_HELD)
            wire.hold()
            time.sleep(figures.successor_held)
        owner.process.kill()
        killed = time.monotonic()
        wire.dead()
        owner.ended(30)
        figures.in_flight = in_flight
        taken = convenor.wait_for("Taken over from", max(1.0, deadline - time.monotonic()))
        figures.kill_to_takeover = taken - killed
        assert f"{LOOPBACK}:{new_port}" in convenor.text(), convenor.text()
        # Every station on the new owner, by itself.
        new_run: str | None = None
        until = taken + CONVERGE_SECONDS
        while True:
            runs = {getattr(s, "run_id", None) for s in hall.live() if s.link.port == new_port}
            runs.discard(hall.old_run)
            if len(runs) == 1:
                new_run = next(iter(runs))
            if all(converged(s, new_port, new_run) for s in hall.live()):
                break
            assert not hall.failures, hall.failures
            assert time.monotonic() < until, (
                f"{sum(not converged(s, new_port, new_run) for s in hall.live())} stations not on the new owner "
                f"{CONVERGE_SECONDS:g} s after the takeover")
            time.sleep(0.05)
        figures.takeover_to_converged = time.monotonic() - taken
        # Writes resume: the first "done" from the new owner.
        until = taken + TARGET_SECONDS + 5
        while not any(w.done and w.run == new_run for mine in hall.writes for w in mine):
            assert not hall.failures, hall.failures
            assert time.monotonic() < until, "no write done by the new owner"
            time.sleep(0.02)
        first = min(w.answered for mine in hall.writes for w in mine if w.done and w.run == new_run)
        figures.takeover_to_done = first - taken
        time.sleep(AFTER_SECONDS)
        hall.halt()
        assert not hall.failures, hall.failures
        assert all(not t.is_alive() for t in hall.threads), "a station's thread never ended"
        writes = [w for mine in hall.writes for w in mine]
        figures.attempted = len(writes)
        figures.acknowledged = sum(w.done for w in writes)
        figures.acknowledged_old = sum(w.done and w.run == hall.old_run for w in writes)
        # Nothing acknowledged lost: the new file holds every sheet as acknowledged.
        with sqlite3.connect(f"file:{new_path}?mode=ro", uri=True) as look:
            lost = lost_writes(hall.writes, sheets_in(look, BEFORE_GAMES + AFTER_GAMES))
            owner_rows = dump(look)
        look.close()
        figures.lost = len(lost)
        assert not lost, lost
        assert not [w for w in writes if w.done and w.game in BEFORE_GAMES and w.run != hall.old_run], \
            "an old owner's sheet was written at the new owner: the comparison would not hold"
        # Every station's copy is the new owner's file, row for row.
        for station in hall.live():
            station.wait(lambda s=station: converged(s, new_port, new_run) and dump(s.mirror.conn) == owner_rows,
                         max(0.1, min(30.0, deadline - time.monotonic())))
            assert station.link.epochs.get(uid) == 1
        kept = next(iter(hall.live())).link.trust  # what a hall station keeps on its disk of the event
        hall.close()
        hall = None
        old_owner_refused_at_start(old_path, folder / "owner-home", free_port())
        assert convenor.stop() == 0 and "Stopped serving" in convenor.text(), convenor.text()
        # The new file: the record check, and the chain from genesis through the takeover.
        event = Event.open(new_path)
        try:
            assert not seal.check(event).findings
            assert event.info.owner_epoch == 1
        finally:
            event.close()
        chain_through_takeover(new_path, old_path)
        # The old file on a computer that never learnt where the successors
        # are (or with the new owner gone): a station's hello tells it.
        old_owner_refused(old_path, folder / "elsewhere-home", free_port(), uid, 1, figures, kept)
    finally:
        if hall is not None:
            hall.close()
        for process in (convenor, owner):
            if process is not None:
                _end(process)
        if wire is not None:
            wire.close()
    figures.seconds = time.monotonic() - began
    return figures


def _end(process: Process) -> None:
    """Stopped, whatever happened (SIGTERM, then SIGKILL)."""
    try:
        process.stop()
    except (OSError, subprocess.SubprocessError):
        process.process.kill()
