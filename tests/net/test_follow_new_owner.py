"""Every station follows the new owner by itself (issue 39): when the owner
is lost, after FOLLOW_AFTER_SECONDS the link also tries the successors the
owner named, and takes only the same event at a higher epoch; never a
computer it was not told of, never another event, never an owner of the
same epoch. Every "computer" is an owner on its own port of 127.0.0.1; the
owner A is "killed" by closing the relay its stations reach it through (no
goodbye, nothing answers). Every wait bounded.

The succession is set on each link by hand (`link.succession`): the
owner's sending it is wired in a part of its own (succession2)."""

from __future__ import annotations

import datetime as dt
import shutil
import sqlite3
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from app.models import room, scoring
from app.models.event.takeover import TakeoverBase, write_takeover
from app.models.scoring.sheets import WriteSheet
from app.net import client
from app.net import protocol as p
from netkit import CODE, LOOPBACK, Cutter, OwnerThread, Station, free_port, material_of

NEW_OWNER = "Desk-2 (Marie)"
GUARD_SECONDS = 30  # every wait, at most (a guard against a hang, not a speed limit)


def hand(number: int, tricks: int = 4) -> dict[str, object]:
    return {"number": number, "dealer": "NESW"[(number - 1) % 4], "declarers": "N", "contract": "3H",
            "tricks": tricks, "detail": {}}



def succession(*addresses: str, name: str = NEW_OWNER, station: str = "desk-2") -> p.Succession:
    return p.Succession(0, (p.Successor(station, name, "convenor", tuple(addresses)),), None)


class Hall:
    """Owner A behind a relay (its death: the relay closed), its stations,
    and the port where successor B would share."""

    def __init__(self, demo_file: Path, tmp_path: Path) -> None:
        self.tmp = tmp_path
        self.path = tmp_path / "a.cardroom"
        shutil.copy(demo_file, self.path)
        self.a = OwnerThread(self.path)
        self.relay = Cutter(self.a.port)
        self.b_port = free_port()
        self.owners: list[OwnerThread] = [self.a]
        self.stations: list[Station] = []
        self.game = self.a.call(lambda event: room.games(event)[3].id)
        self.uid = self.a.call(lambda event: event.info.uid)

    def station(self, role: str, told: p.Succession | None) -> Station:
        """A station of `role`, told `told` as the list of who may take over
        (set once the owner's own list has come after its welcome; the owner
        tells the list again only when its successors change: create a
        test's convenor station first)."""
        made = Station(self.relay.port, role)
        self.stations.append(made)
        made.wait(lambda: made.link.succession is not None, 10)
        if told is None:
            made.link.succession = None
        else:  # as if the owner had said it, beside its own list (a convenor stays a successor)
            real = made.link.succession
            assert real is not None
            merged = p.Succession(real.epoch, real.successors + told.successors, real.sealed)
            made.link._receive(merged.encode(), b"")
        return made

    def kill_a(self) -> float:
        """A dies: nothing answers at its address, no goodbye. When."""
        self.relay.down = True
        self.relay.cut()
        return time.monotonic()

    def new_owner(self, source: Station, port: int, *, epoch_up: bool = True, path: Path | None = None) -> OwnerThread:
        """B: the station's copy written as a takeover (epoch + 1), served on `port`."""
        path = path or self.tmp / f"b-{port}.cardroom"
        write_takeover(source.mirror.conn, path, material=material_of(self.path),
                       base=TakeoverBase(run=source.run_id, commit=source.mirror.commit, computer=NEW_OWNER,
                                         at=dt.datetime.now()))
        if not epoch_up:  # an impostor: the same event at the same epoch as A
            with sqlite3.connect(path) as conn:
                conn.execute("UPDATE event SET owner_epoch = 0")
            conn.close()
        owner = OwnerThread(path, port=port)
        self.owners.append(owner)
        return owner

    def close(self) -> None:
        for station in self.stations:
            station.close()
        self.relay.close()
        for owner in self.owners:
            owner.stop()


@pytest.fixture
def hall(demo_file: Path, tmp_path: Path) -> Iterator[Hall]:
    made = Hall(demo_file, tmp_path)
    yield made
    made.close()


def wait_for(stations: list[Station], condition: Any, seconds: float) -> None:
    """Until every station meets `condition`; a failure names the station
    and where its link stands."""
    deadline = time.monotonic() + seconds
    for station in stations:
        try:
            station.wait(lambda s=station: condition(s), max(0.1, deadline - time.monotonic()))
        except AssertionError:
            link = station.link
            raise AssertionError(f"the {link.role} station never got there: port {link.port}, state {link.state}, "
                                 f"following {link.follow}, run {getattr(station, 'run_id', None)}") from None


def test_every_station_follows_the_new_owner_and_its_next_write_is_done_there(hall: Hall) -> None:
    told = succession(f"{LOOPBACK}:{hall.b_port}")
    convenor, keeper, display = (hall.station(role, told) for role in ("convenor", "scorekeeper", "display"))
    # The convenor, a successor, takes the commit while the keeper waits for
    # its "done" (A holds it until the successor has it): a station that did
    # not would be let go as lagging after HAVE_SECONDS, which is not what
    # this test is about (under a loaded CI it was, and never followed B).
    taking = threading.Thread(target=lambda: convenor.wait(lambda: convenor.mirror.commit >= 1, GUARD_SECONDS))
    taking.start()
    assert keeper.send(WriteSheet(hall.game, 3, (hand(1),)))["t"] == "done"
    taking.join(GUARD_SECONDS)
    convenor.wait(lambda: convenor.mirror.commit == keeper.mirror.commit)
    died = hall.kill_a()
    wait_for([keeper, display, convenor], lambda s: s.link.state == client.LOST, 10)
    b = hall.new_owner(convenor, hall.b_port)
    everyone = [keeper, display, convenor]
    # On B, with B's copy (a station let go as lagging by A before it died
    # was welcomed once more by A: the count of welcomes is not the point).
    # (A guard against a hang, not a speed limit: the soak measures how soon,
    # 3.5 s at the median; a loaded CI machine has taken more than 8.)
    wait_for(everyone, lambda s: s.link.port == hall.b_port and s.link.state == client.ONLINE
             and s.run_id == b.owner.run, client.FOLLOW_AFTER_SECONDS + GUARD_SECONDS)
    took = time.monotonic() - died
    print(f"\nA's death to every station on B: {took:.2f} s")  # (the soak's figures: docs/benchmarks.md)
    for station in everyone:
        assert station.link.follow == (client.FOLLOWED, (NEW_OWNER,))
        assert station.link.epochs[hall.uid] == 1
        assert station.welcomes >= 2 and station.run_id == b.owner.run  # B's copy replaced A's
    # The next write is done by B, on B's disk.
    reply = keeper.send(WriteSheet(hall.game, 3, (hand(1), hand(2))))
    assert reply["t"] == "done"
    def hands(event: Any) -> int:
        card = scoring.scorecard(event, hall.game, 3)
        return 0 if card is None else len(scoring.hands(event, card.id))

    assert b.call(hands) == 2 and hall.a.call(hands) == 1


def test_before_follow_after_seconds_no_successor_is_tried(hall: Hall) -> None:
    keeper = hall.station("scorekeeper", succession(f"{LOOPBACK}:{hall.b_port}"))
    hall.new_owner(keeper, hall.b_port)  # B already there: only time holds the station back
    died = hall.kill_a()
    keeper.wait(lambda: keeper.link.state == client.LOST, 10)
    time.sleep(max(0.0, client.FOLLOW_AFTER_SECONDS - 1.0 - (time.monotonic() - died)))
    keeper.pump()
    assert keeper.link.port == hall.relay.port and keeper.link.state == client.LOST
    keeper.wait(lambda: keeper.link.port == hall.b_port and keeper.link.state == client.ONLINE, 8)


@pytest.mark.parametrize("impostor", ["same epoch", "another event"])
def test_an_impostor_at_the_successor_s_address_is_not_followed(hall: Hall, demo_file: Path, impostor: str) -> None:
    keeper = hall.station("scorekeeper", succession(f"{LOOPBACK}:{hall.b_port}"))
    if impostor == "same epoch":
        hall.new_owner(keeper, hall.b_port, epoch_up=False)
    else:  # another event (another uid), at a higher epoch
        other = hall.tmp / "other.cardroom"
        shutil.copy(demo_file, other)
        with sqlite3.connect(other) as conn:
            conn.execute("UPDATE event SET uid = ?, owner_epoch = 5", ["another-event-uid"])
        conn.close()
        hall.owners.append(OwnerThread(other, port=hall.b_port))
    hall.kill_a()
    keeper.wait(lambda: keeper.link.state == client.LOST, 10)
    keeper.wait(lambda: keeper.link.follow is not None and keeper.link.follow[0] == client.LOOKING, 8)
    time.sleep(3)  # tried it three times or so
    keeper.pump()
    assert keeper.link.state == client.LOST and keeper.link.port == hall.relay.port
    assert keeper.welcomes == 1 and keeper.link.epochs.get(hall.uid, 0) == 0


def test_a_computer_not_named_is_never_tried(hall: Hall) -> None:
    """B serves on a port nobody announced: the station stays looking for the one it was told."""
    announced = free_port()
    keeper = hall.station("scorekeeper", succession(f"{LOOPBACK}:{announced}"))
    hall.new_owner(keeper, hall.b_port)
    hall.kill_a()
    keeper.wait(lambda: keeper.link.follow is not None and keeper.link.follow[0] == client.LOOKING, 10)
    time.sleep(2)
    keeper.pump()
    assert keeper.link.port == hall.relay.port and keeper.welcomes == 1


def test_no_successor_told_says_where_to_reconnect(hall: Hall) -> None:
    keeper = hall.station("scorekeeper", None)
    hall.kill_a()
    keeper.wait(lambda: keeper.link.follow == (client.NOWHERE, ()), client.FOLLOW_AFTER_SECONDS + 5)
    assert keeper.link.state == client.LOST  # and it goes on trying the owner


def test_none_answering_for_follow_give_up_seconds_says_where_to_reconnect(
        hall: Hall, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(client, "FOLLOW_GIVE_UP_SECONDS", client.FOLLOW_AFTER_SECONDS + 2)
    keeper = hall.station("scorekeeper", succession(f"{LOOPBACK}:{hall.b_port}"))
    hall.kill_a()
    keeper.wait(lambda: keeper.link.follow is not None and keeper.link.follow[0] == client.LOOKING, 10)
    keeper.wait(lambda: keeper.link.follow == (client.NOWHERE, ()), 10)
    hall.new_owner(keeper, hall.b_port)  # it keeps trying: B, late, is still found
    keeper.wait(lambda: keeper.link.port == hall.b_port and keeper.link.state == client.ONLINE, 10)


def test_a_station_started_again_goes_to_the_new_owner(hall: Hall) -> None:
    """Its settings kept the successors' addresses and the epoch; it is
    pointed at the dead owner's address: it finds B."""
    keeper = hall.station("scorekeeper", succession(f"{LOOPBACK}:{hall.b_port}"))
    epochs = dict(keeper.link.epochs)
    hall.new_owner(keeper, hall.b_port)
    keeper.close()
    hall.stations.remove(keeper)
    hall.kill_a()
    again = client.Link(LOOPBACK, hall.relay.port, CODE, "scorekeeper", epochs=epochs, uid=hall.uid)
    again.known_successors = [f"{LOOPBACK}:{hall.b_port}"]
    try:
        again.connect()
        assert again.state == client.ONLINE and again.port == hall.b_port and again.epochs[hall.uid] == 1
    finally:
        again.close()
