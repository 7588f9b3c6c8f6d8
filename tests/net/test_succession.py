"""Who may take over, on a live connection: every station is told after its
welcome and whenever the list changes, the PIN's sealed box only the
stations the convenor chose (a convenor's desk too is chosen, never a
successor by its role); and a station's "done" comes only once every
successor's copy has the commit, a successor too slow let go after
HAVE_SECONDS. On 127.0.0.1, with the owner on a thread of its own; every
wait is bounded."""

from __future__ import annotations

import os
import statistics
import threading
import time
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from app.models import room
from app.models.rulings.succession import ChooseSuccessor
from app.models.scoring.sheets import WriteSheet
from app.net import protocol as p
from app.net.server import HAVE_SECONDS
from netkit import OwnerThread, Station

DESK_ADDRESSES = ("192.168.1.20", "10.0.0.5")


def hand(number: int, tricks: int = 4) -> dict[str, object]:
    return {"number": number, "dealer": "NESW"[(number - 1) % 4], "declarers": "N", "contract": "3H",
            "tricks": tricks, "detail": {}}


def last(station: Station) -> p.Succession:
    return station.successions[-1]


def named(told: p.Succession) -> dict[str, tuple[str, ...]]:
    return {s.name: s.addresses for s in told.successors}


class Pumped:
    """A station taking what arrives on a thread of its own (as a station's
    window does on its own computer), which the test can hold: while held,
    nothing it was sent is applied, so it confirms nothing."""

    def __init__(self, port: int, role: str, **kwargs: Any) -> None:
        self.held = threading.Event()
        self._stop = threading.Event()
        made: list[Station] = []
        ready = threading.Event()

        def run() -> None:
            station = Station(port, role, **kwargs)  # its copy lives on this thread
            made.append(station)
            ready.set()
            while not self._stop.is_set():
                if self.held.is_set():
                    time.sleep(0.01)
                    continue
                station.wait(lambda: True, 1)
                station.pump()
                time.sleep(0.002)
            station.close()

        self._thread = threading.Thread(target=run, daemon=True)
        self._thread.start()
        assert ready.wait(30), "the station did not join"
        self.station = made[0]

    def close(self) -> None:
        self._stop.set()
        self._thread.join(10)


@pytest.fixture
def pumped(served: OwnerThread) -> Iterator[Callable[..., Pumped]]:
    made: list[Pumped] = []

    def make(role: str = "convenor", **kwargs: Any) -> Pumped:
        station = Pumped(served.port, role, **kwargs)
        made.append(station)
        return station

    yield make
    for station in made:
        station.close()


def wait_until(condition: Callable[[], bool], seconds: float = 10.0) -> None:
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, "never came"
        time.sleep(0.01)


def game_of(served: OwnerThread) -> int:
    return served.call(lambda event: room.games(event)[3].id)


def choose(served: OwnerThread, station: Station, name: str, role: str = "convenor") -> None:
    """The convenor ticks the station in "May take over" (at the owner's desk)."""
    served.run(ChooseSuccessor(station.link.station, name, role, True))


def test_every_station_is_told_who_may_take_over_and_only_successors_get_the_box(
        qapp: Any, served: OwnerThread, stations: Callable[..., Station]) -> None:
    desk = stations("convenor", name="MARIE-DESK", addresses=DESK_ADDRESSES, listen_port=47_610)
    keeper = stations("scorekeeper", name="TABLE-9", addresses=("192.168.1.31",))
    screen = stations("display", name="SCREEN")
    sealed = served.call(lambda event: event.conn.execute("SELECT sealed FROM convenor_pin").fetchone()[0])
    assert sealed
    for station in (desk, keeper, screen):  # told after its welcome: nobody chosen yet, no box
        station.wait(lambda s=station: bool(s.successions))
        assert named(last(station)) == {} and last(station).sealed is None
    # The convenor chooses the desk: every station is told where it would
    # share, the box goes to it alone.
    choose(served, desk, "MARIE-DESK")
    for station in (desk, keeper, screen):
        station.wait(lambda s=station: bool(named(last(s))) and last(s).sealed == (sealed if s is desk else None))
        assert named(last(station)) == {"MARIE-DESK": ("192.168.1.20:47610", "10.0.0.5:47610")}
        assert last(station).epoch == 0
    assert desk.link.successor and not keeper.link.successor and not screen.link.successor

    # The convenor ticks the scorekeeper (at the owner's Share dialog): every
    # station is told, the box goes to it too.
    served.run(ChooseSuccessor(keeper.link.station, "TABLE-9", "scorekeeper", True))
    for station in (desk, keeper, screen):
        station.wait(lambda s=station: "TABLE-9" in named(last(s)))
        assert named(last(station))["TABLE-9"] == ("192.168.1.31:47600",)
    assert last(keeper).sealed == sealed and last(desk).sealed == sealed and last(screen).sealed is None
    assert keeper.link.successor
    kept = served.call(lambda event: served.owner.successor_addresses())
    assert {s.name: s.addresses for s in kept} == named(last(desk))

    # A successor leaving: the others are told at once.
    keeper.close()
    for station in (desk, screen):
        station.wait(lambda s=station: "TABLE-9" not in named(last(s)))
    # Unticked, a scorekeeper that comes back is no successor: no box.
    served.run(ChooseSuccessor(keeper.link.station, "TABLE-9", "scorekeeper", False))
    other = stations("scorekeeper", name="TABLE-9")
    other.wait(lambda: bool(other.successions))
    assert last(other).sealed is None and "TABLE-9" not in named(last(other))


def test_a_station_keeps_the_addresses_on_disk_and_the_box_only_in_memory(
        qtbot: Any, served: OwnerThread) -> None:
    from app.net import client
    from app.ui import settings
    from app.ui.network.station import StationController

    served.call(lambda event: __import__("app.models.rulings.succession", fromlist=["reseal"]).reseal(event, "1234"))
    link = client.Link("127.0.0.1", served.port, served.code, "convenor", name="MARIE-DESK",
                       addresses=DESK_ADDRESSES, listen_port=47_610, pin="1234")
    served.run(ChooseSuccessor(link.station, "MARIE-DESK", "convenor", True))
    link.connect()
    controller = StationController(link)
    try:
        told: list[Any] = []
        controller.succession_changed.connect(told.append)
        qtbot.waitUntil(lambda: controller.succession is not None, timeout=10_000)
        succession = controller.succession
        assert succession is not None and succession.sealed  # a convenor station: the box, in memory
        assert told == [] or told[-1] is succession
        uid = controller.uid
        assert uid and settings.successor_addresses(uid) == ["192.168.1.20:47610", "10.0.0.5:47610"]
        stored = settings._settings()
        on_disk = " ".join(str(stored.value(key)) for key in stored.allKeys())
        assert "192.168.1.20:47610" in on_disk and succession.sealed not in on_disk
        assert '"box"' not in on_disk
        assert controller.current  # online since its welcome
        assert controller.last_contact is not None and abs(time.time() - controller.last_contact) < 5
        # A commit that did not fit: the whole event asked again, and the copy
        # not current until it came (a link merely lost keeps the copy as it
        # was when the owner went silent: what a takeover asks about).
        controller._resync()
        qtbot.waitUntil(lambda: not controller.current, timeout=10_000)
        qtbot.waitUntil(lambda: controller.current, timeout=15_000)
    finally:
        controller.close()


def test_a_done_comes_only_once_the_successors_copy_has_the_commit(
        qapp: Any, served: OwnerThread, stations: Callable[..., Station], pumped: Callable[..., Pumped]) -> None:
    desk = pumped("convenor", name="MARIE-DESK")
    choose(served, desk.station, "MARIE-DESK")
    wait_until(lambda: desk.station.link.successor)
    keeper = stations("scorekeeper", name="TABLE-9")
    game = game_of(served)
    desk.held.set()  # its window busy: nothing it was sent is in its copy yet
    threading.Timer(0.6, desk.held.clear).start()
    started = time.monotonic()
    reply = keeper.send(WriteSheet(game, 3, (hand(1), hand(2))))
    took = time.monotonic() - started
    assert reply["t"] == "done"
    assert desk.station.mirror.commit >= reply["commit"]  # in the successor's copy when the done came
    assert 0.5 <= took < HAVE_SECONDS  # held while the successor was; not let go
    # Unheld, a done waits only for the successor's confirmation.
    reply = keeper.send(WriteSheet(game, 3, (hand(1, 5), hand(2))))
    assert reply["t"] == "done" and desk.station.mirror.commit >= reply["commit"]
    assert desk.station.welcomes == 1  # never let go


def test_a_successor_that_never_answers_is_let_go_and_the_done_then_comes(
        qapp: Any, served: OwnerThread, stations: Callable[..., Station]) -> None:
    desk = stations("convenor", name="MARIE-DESK")  # taken only when the test says: it confirms nothing
    choose(served, desk, "MARIE-DESK")
    desk.wait(lambda: desk.link.successor)
    keeper = stations("scorekeeper", name="TABLE-9")
    started = time.monotonic()
    reply = keeper.send(WriteSheet(game_of(served), 3, (hand(1), hand(2))))
    took = time.monotonic() - started
    assert reply["t"] == "done"
    assert HAVE_SECONDS - 0.2 <= took < HAVE_SECONDS + 3
    # Let go, its link connects again by itself and catches up with the whole event.
    desk.wait(lambda: desk.welcomes == 2, 15)
    assert desk.mirror.commit == served.call(lambda event: served.owner.changelog.number)


def test_a_successor_leaving_releases_the_done_waiting_on_it(
        qapp: Any, served: OwnerThread, stations: Callable[..., Station]) -> None:
    desk = stations("convenor", name="MARIE-DESK")
    choose(served, desk, "MARIE-DESK")
    desk.wait(lambda: desk.link.successor)
    keeper = stations("scorekeeper", name="TABLE-9")
    threading.Timer(0.4, desk.link.close).start()  # the convenor's laptop closed mid-write
    started = time.monotonic()
    reply = keeper.send(WriteSheet(game_of(served), 3, (hand(1), hand(2))))
    took = time.monotonic() - started
    assert reply["t"] == "done"
    assert 0.3 <= took < HAVE_SECONDS - 0.3  # released when it left, not at the deadline


def test_a_have_from_a_non_successor_or_for_a_commit_never_sent_is_ignored(
        qapp: Any, served: OwnerThread, stations: Callable[..., Station]) -> None:
    desk = stations("convenor", name="MARIE-DESK")  # a successor that confirms nothing
    choose(served, desk, "MARIE-DESK")
    desk.wait(lambda: desk.link.successor)
    keeper = stations("scorekeeper", name="TABLE-9")
    stranger = stations("scorekeeper", name="TABLE-10")
    stranger.wait(lambda: bool(stranger.successions))
    assert not stranger.link.successor
    stranger.link.have(10**6)  # not a successor: its link sends nothing...
    lies = threading.Event()

    def lie() -> None:  # ... so it is sent by hand, as a hostile station would, all along
        while not lies.is_set():
            for link in (stranger.link, desk.link):  # the successor's own, for a commit never sent
                try:
                    link.send(p.Have(10**6).encode())
                except p.NetError:
                    pass
            time.sleep(0.05)

    liar = threading.Thread(target=lie, daemon=True)
    liar.start()
    try:
        started = time.monotonic()
        reply = keeper.send(WriteSheet(game_of(served), 3, (hand(1), hand(2))))
        took = time.monotonic() - started
    finally:
        lies.set()
        liar.join(5)
    assert reply["t"] == "done"
    assert took >= HAVE_SECONDS - 0.2  # held until the real successor was let go: no Have believed


@pytest.mark.skipif(not os.environ.get("CARDROOM_BENCH_SUCCESSION"), reason="a measure: CARDROOM_BENCH_SUCCESSION=1")
def test_measure_the_latency_a_successor_adds(qapp: Any, served: OwnerThread, stations: Callable[..., Station],
                                              pumped: Callable[..., Pumped]) -> None:  # pragma: no cover
    """docs/benchmarks.md: a done's round trip with one successor, 200 writes."""
    desk = pumped("convenor", name="MARIE-DESK")
    choose(served, desk.station, "MARIE-DESK")
    keeper = stations("scorekeeper", name="TABLE-9")
    game = game_of(served)
    took = []
    for n in range(200):
        started = time.perf_counter()
        assert keeper.send(WriteSheet(game, 3, (hand(1, n % 9), hand(2))))["t"] == "done"
        took.append((time.perf_counter() - started) * 1000)
    took.sort()
    print(f"\nsuccessor={desk.station.link.successor} median {statistics.median(took):.2f} ms "
          f"p95 {took[int(len(took) * 0.95)]:.2f} ms")
