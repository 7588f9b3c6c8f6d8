"""When the network misbehaves: connections cut in the middle of writes, and
the owner killed with SIGKILL and started again. Nothing a station was told
"done" is lost, a station never hears "done" for what the owner did not
commit, and every station comes back to the owner's rows by itself.

Only 127.0.0.1; every loop is bounded in count and in time.
"""

from __future__ import annotations

import random
import shutil
import sqlite3
import sys
import threading
import time
from pathlib import Path
from typing import Any

import pytest

from app.models import room
from app.models.errors import CardroomError
from app.models.scoring.sheets import WriteSheet
from app.net import client
from netkit import Cutter, OwnerProcess, OwnerThread, Station, dump, free_port

WRITES = 40
GUARD_SECONDS = 120  # a whole test, at most (a guard against a hang, not a speed limit)


def hand(number: int, tricks: int) -> dict[str, object]:
    return {"number": number, "dealer": "NESW"[(number - 1) % 4], "declarers": "N", "contract": "3H",
            "tricks": tricks, "detail": {}}


def write_and_record(station: Station, game: int, attempts: dict[int, list[tuple[Any, bool]]],
                     disturb: Any, deadline: float) -> None:
    """WRITES sheet writes over 8 tables, each with a new number of tricks;
    `disturb(i)` may cut or kill in between; each attempt is recorded with
    whether the owner said "done"."""
    rng = random.Random(7)
    for index in range(WRITES):
        assert time.monotonic() < deadline, "the test ran out of time"
        table = 1 + index % 8
        rows = (hand(1, rng.randint(0, 8)),)
        disturb(index)
        try:
            reply = station.send(WriteSheet(game, table, rows))
        except CardroomError:
            attempts.setdefault(table, []).append((rows, False))
            station.wait(lambda: station.link.state == client.ONLINE and station.link.inbox.empty(),
                         deadline - time.monotonic())
            continue
        done = reply["t"] == "done"
        assert done, reply
        attempts.setdefault(table, []).append((rows, True))


def check_nothing_acknowledged_was_lost(rows_now: dict[int, list[dict[str, Any]]],
                                        attempts: dict[int, list[tuple[Any, bool]]]) -> None:
    """Each table's sheet is its last acknowledged write, or a write tried
    after it (its reply lost with the connection)."""
    for table, tried in attempts.items():
        acked = [i for i, (_, ok) in enumerate(tried) if ok]
        if not acked:
            continue
        allowed = [list(rows) for rows, _ in tried[acked[-1]:]]
        found = rows_now.get(table, [])
        assert [{k: r[k] for k in ("number", "tricks")} for r in found] in [
            [{k: r[k] for k in ("number", "tricks")} for r in rows] for rows in allowed], table


def sheets_in(conn: sqlite3.Connection, game: int) -> dict[int, list[dict[str, Any]]]:
    found: dict[int, list[dict[str, Any]]] = {}
    for table, number, tricks in conn.execute(
            "SELECT t.number, h.number, h.tricks FROM hand h JOIN scorecard c ON c.id = h.scorecard_id "
            "JOIN room_table t ON t.id = c.table_id WHERE c.game_id = ? ORDER BY t.number, h.number", [game]):
        found.setdefault(table, []).append({"number": number, "tricks": tricks})
    return found


def test_connections_cut_mid_write_lose_nothing_and_the_stations_catch_up(served: OwnerThread) -> None:
    deadline = time.monotonic() + GUARD_SECONDS
    cutter = Cutter(served.port)
    keeper = Station(cutter.port, "scorekeeper")
    display = Station(cutter.port, "display")
    try:
        game = served.call(lambda event: room.games(event)[3].id)
        attempts: dict[int, list[tuple[Any, bool]]] = {}
        rng = random.Random(11)

        timers: list[threading.Timer] = []

        def disturb(index: int) -> None:
            if index % 5 == 4:
                # Cut while the request is in flight, at a random moment.
                timers.append(threading.Timer(rng.uniform(0, 0.01), cutter.cut))
                timers[-1].start()

        write_and_record(keeper, game, attempts, disturb, deadline)
        for timer in timers:
            timer.join(10)
        assert cutter.cuts == WRITES // 5
        assert sum(ok for tried in attempts.values() for _, ok in tried) >= WRITES // 2
        check_nothing_acknowledged_was_lost(served.call(lambda event: sheets_in(event.conn, game)), attempts)
        owner_rows = served.call(lambda event: dump(event.conn))
        for station in (keeper, display):
            station.wait(lambda s=station: s.link.state == client.ONLINE and dump(s.mirror.conn) == owner_rows,
                         deadline - time.monotonic())
    finally:
        keeper.close()
        display.close()
        cutter.close()


@pytest.mark.slow
def test_the_owner_killed_and_started_again_loses_nothing_and_stations_come_back(
        demo_file: Path, tmp_path: Path) -> None:
    deadline = time.monotonic() + GUARD_SECONDS
    path = tmp_path / "venue.cardroom"
    shutil.copy(demo_file, path)
    owner = OwnerProcess(path, free_port())
    owner.start()
    keeper = display = None
    try:
        keeper = Station(owner.port, "scorekeeper")
        display = Station(owner.port, "display")
        with sqlite3.connect(path) as look:
            game = look.execute("SELECT id FROM game WHERE number = 4").fetchone()[0]
        attempts: dict[int, list[tuple[Any, bool]]] = {}
        rng = random.Random(5)

        def disturb(index: int) -> None:
            if index in (12, 27):
                # SIGKILL at a random moment around the next request, then a
                # restart on the same port and code (as a venue's server would).
                def kill_and_restart() -> None:
                    owner.kill()
                    owner.start()

                timer = threading.Timer(rng.uniform(0, 0.02), kill_and_restart)
                timer.start()
                disturbed.append(timer)

        disturbed: list[threading.Timer] = []
        write_and_record(keeper, game, attempts, disturb, deadline)
        for timer in disturbed:
            timer.join(60)
        assert keeper.welcomes >= 3  # the first owner, and each one started again
        for station in (keeper, display):
            station.wait(lambda s=station: s.link.state == client.ONLINE and s.link.welcomed >= 3,
                         deadline - time.monotonic())
        keeper.wait(lambda: keeper.link.inbox.empty(), 10)
        with sqlite3.connect(f"file:{path}?mode=ro", uri=True) as look:
            owner_rows = dump(look)
            check_nothing_acknowledged_was_lost(sheets_in(look, game), attempts)
        for station in (keeper, display):
            station.wait(lambda s=station: dump(s.mirror.conn) == owner_rows, deadline - time.monotonic())
    finally:
        for station in (keeper, display):
            if station is not None:
                station.close()
        owner.stop()
    if sys.platform != "win32":
        # On Windows owner.stop() is TerminateProcess, a crash: a process there
        # has no SIGTERM, and Ctrl+C, its clean stop, needs a console.
        wal = Path(f"{path}-wal")
        assert not wal.exists() or wal.stat().st_size == 0  # a clean stop folds the journal in


def test_an_owner_gone_silent_is_noticed_and_found_again(served: OwnerThread) -> None:
    """A cable pulled sends no goodbye: the station notices the silence by
    itself, says the owner is out of reach, and is back when the cable is."""
    network = Cutter(served.port)
    station = Station(network.port, "display")
    try:
        network.silent = True
        station.wait(lambda: station.link.state == client.LOST, GUARD_SECONDS)
        network.silent = False
        station.wait(lambda: station.link.state == client.ONLINE and station.welcomes >= 2, GUARD_SECONDS)
    finally:
        station.close()
        network.close()
