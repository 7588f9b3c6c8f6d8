"""Every station follows the new owner by itself (issue 39): when the owner
is lost, after FOLLOW_AFTER_SECONDS the link also tries the successors the
owner named, and takes only the same event at a higher epoch; never a
computer it was not told of, never another event, never an owner of the
same epoch. Every "computer" is an owner on its own port of 127.0.0.1; the
owner A is "killed" by closing the relay its stations reach it through (no
goodbye, nothing answers). Every wait bounded.

B is a station the convenor chose at A (by its own key); where B would
share is told to each link beside A's own list (B is not connected to A
here). B's takeover is signed with the event's succession key (the PIN's
sealed box, opened with the PIN) and by B's own key, and B proves that key
at every handshake: a computer that cannot is not followed."""

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
from app.models.rulings.succession import ChooseSuccessor
from app.models.scoring.sheets import WriteSheet
from app.net import client
from app.net import protocol as p
from app.net.device import DeviceKey
from netkit import CODE, LOOPBACK, Cutter, OwnerThread, Station, free_port, take_over

NEW_OWNER = "Desk-2 (Marie)"
GUARD_SECONDS = 30  # every wait, at most (a guard against a hang, not a speed limit)


def hand(number: int, tricks: int = 4) -> dict[str, object]:
    return {"number": number, "dealer": "NESW"[(number - 1) % 4], "declarers": "N", "contract": "3H",
            "tricks": tricks, "detail": {}}



def succession(*addresses: str, name: str = NEW_OWNER, station: str = "desk-2") -> p.Succession:
    return p.Succession(0, (p.Successor(station, name, "convenor", tuple(addresses), 1),), None)


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
        # B: the station the convenor chose at A to take over, by its own key.
        self.b_key = DeviceKey.new()
        self.a.run(ChooseSuccessor(self.b_key.id, NEW_OWNER, "convenor", True))

    def station(self, role: str, told: p.Succession | None) -> Station:
        """A station of `role`, told `told` as where the successors would
        share (set once the owner's own list has come after its welcome:
        B is not connected to A, so A's list has no address for it)."""
        made = Station(self.relay.port, role)
        self.stations.append(made)
        made.wait(lambda: made.link.succession is not None, 10)
        if told is None:
            made.link.succession = None
        else:  # as if the owner had said it, beside its own list
            real = made.link.succession
            assert real is not None
            merged = p.Succession(real.epoch, real.successors + told.successors, real.sealed, real.signing,
                                  real.chosen)
            made.link._receive(merged.encode(), b"")
        return made

    def told(self, *addresses: str) -> p.Succession:
        """Where B would share, as A would tell it."""
        return succession(*addresses, station=self.b_key.id)

    def kill_a(self) -> float:
        """A dies: nothing answers at its address, no goodbye. When."""
        self.relay.down = True
        self.relay.cut()
        return time.monotonic()

    def new_owner(self, source: Station, port: int, *, epoch_up: bool = True, path: Path | None = None,
                  key: DeviceKey | None = None) -> OwnerThread:
        """B: the station's copy written as a takeover (epoch + 1), signed by
        B's key (or `key`), served on `port` by the computer of that key."""
        path = path or self.tmp / f"b-{port}.cardroom"
        signer = key or self.b_key
        take_over(source.mirror.conn, path, self.path, signer=signer, computer=NEW_OWNER, run=source.run_id,
                  commit=source.mirror.commit)
        if not epoch_up:  # an impostor: the same event at the same epoch as A
            with sqlite3.connect(path) as conn:
                conn.execute("UPDATE event SET owner_epoch = 0")
            conn.close()
        owner = OwnerThread(path, port=port, key=signer)
        self.owners.append(owner)
        return owner

    def forged_owner(self, source: Station, port: int, pin: str = "9999") -> OwnerThread:
        """A stranger's takeover: the station's copy written with PIN
        material it made itself (its own PIN, its own succession key),
        signed by its own key, served on `port`."""
        from app.models.event.pinhash import stored_row

        path = self.tmp / f"forged-{port}.cardroom"
        own = stored_row(pin)
        with sqlite3.connect(":memory:") as scratch:
            source.mirror.conn.backup(scratch)
            scratch.execute("UPDATE convenor_pin SET signing = ?", [own["signing"]])
            scratch.commit()
            from app.models.rulings.succession import open_material

            material = {k: str(own[k]) for k in ("hash", "salt", "key_salt", "sealed")}
            material["signing"] = open_material(str(own["sealed"]), pin)["signing"]
            key = DeviceKey.new()
            write_takeover(scratch, path, material=material, pin=pin, signer=key, rank=1,
                           base=TakeoverBase(run=source.run_id, commit=source.mirror.commit, computer="ATTACKER",
                                             at=dt.datetime.now()))
        owner = OwnerThread(path, port=port, key=key)
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
    told = hall.told(f"{LOOPBACK}:{hall.b_port}")
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
    keeper = hall.station("scorekeeper", hall.told(f"{LOOPBACK}:{hall.b_port}"))
    hall.new_owner(keeper, hall.b_port)  # B already there: only time holds the station back
    died = hall.kill_a()
    keeper.wait(lambda: keeper.link.state == client.LOST, 10)
    time.sleep(max(0.0, client.FOLLOW_AFTER_SECONDS - 1.0 - (time.monotonic() - died)))
    keeper.pump()
    assert keeper.link.port == hall.relay.port and keeper.link.state == client.LOST
    keeper.wait(lambda: keeper.link.port == hall.b_port and keeper.link.state == client.ONLINE, 8)


@pytest.mark.parametrize("impostor", ["same epoch", "another event", "its own PIN", "not chosen"])
def test_an_impostor_at_the_successor_s_address_is_not_followed(hall: Hall, demo_file: Path, impostor: str) -> None:
    keeper = hall.station("scorekeeper", hall.told(f"{LOOPBACK}:{hall.b_port}"))
    if impostor == "same epoch":
        hall.new_owner(keeper, hall.b_port, epoch_up=False)
    elif impostor == "its own PIN":  # a takeover file made with PIN material it made itself
        hall.forged_owner(keeper, hall.b_port)
    elif impostor == "not chosen":  # the real PIN and box, but a computer the convenor did not choose
        hall.new_owner(keeper, hall.b_port, key=DeviceKey.new())
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
    keeper = hall.station("scorekeeper", hall.told(f"{LOOPBACK}:{announced}"))
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
    keeper = hall.station("scorekeeper", hall.told(f"{LOOPBACK}:{hall.b_port}"))
    hall.kill_a()
    keeper.wait(lambda: keeper.link.follow is not None and keeper.link.follow[0] == client.LOOKING, 10)
    keeper.wait(lambda: keeper.link.follow == (client.NOWHERE, ()), 10)
    hall.new_owner(keeper, hall.b_port)  # it keeps trying: B, late, is still found
    keeper.wait(lambda: keeper.link.port == hall.b_port and keeper.link.state == client.ONLINE, 10)


def test_a_station_started_again_goes_to_the_new_owner(hall: Hall) -> None:
    """Its settings kept the successors' addresses and the epoch; it is
    pointed at the dead owner's address: it finds B."""
    keeper = hall.station("scorekeeper", hall.told(f"{LOOPBACK}:{hall.b_port}"))
    epochs = dict(keeper.link.epochs)
    hall.new_owner(keeper, hall.b_port)
    keeper.close()
    hall.stations.remove(keeper)
    hall.kill_a()
    again = client.Link(LOOPBACK, hall.relay.port, CODE, "scorekeeper", epochs=epochs, uid=hall.uid,
                        trust=keeper.link.trust)  # what its disk kept of the event
    again.known_successors = [f"{LOOPBACK}:{hall.b_port}"]
    try:
        again.connect()
        assert again.state == client.ONLINE and again.port == hall.b_port and again.epochs[hall.uid] == 1
    finally:
        again.close()


def test_a_new_owner_killed_after_its_takeover_is_started_again_and_nothing_is_lost(hall: Hall) -> None:
    """The rule when the computer that took over dies in turn: the owner of
    the highest proven takeover stays the owner, even away. Started again on
    its new file (same address, same takeover), the stations follow it back
    with everything it acknowledged; the old laptop, back too, is refused by
    them and, shown the proof, knows it is not the owner."""
    keeper = hall.station("scorekeeper", hall.told(f"{LOOPBACK}:{hall.b_port}"))
    hall.kill_a()
    keeper.wait(lambda: keeper.link.state == client.LOST, 10)
    b = hall.new_owner(keeper, hall.b_port)
    keeper.wait(lambda: keeper.link.port == hall.b_port and keeper.link.state == client.ONLINE,
                client.FOLLOW_AFTER_SECONDS + GUARD_SECONDS)
    assert keeper.send(WriteSheet(hall.game, 3, (hand(1, 7),)))["t"] == "done"  # acknowledged by B
    b.stop()  # B's laptop goes
    hall.owners.remove(b)
    keeper.wait(lambda: keeper.link.state != client.ONLINE, 10)
    again = OwnerThread(b.path, port=hall.b_port, key=hall.b_key)  # started again on its file
    hall.owners.append(again)
    keeper.wait(lambda: keeper.link.port == hall.b_port and keeper.link.state == client.ONLINE, GUARD_SECONDS)

    def tricks(event: Any) -> list[int]:
        card = scoring.scorecard(event, hall.game, 3)
        return [] if card is None else [h.tricks for h in scoring.hands(event, card.id)]

    assert again.call(tricks) == [7]  # nothing it acknowledged lost
    assert keeper.send(WriteSheet(hall.game, 3, (hand(1, 8),)))["t"] == "done"
    # The old laptop back on its own file, at its own port: refused, and told.
    hall.a.stop()
    old = OwnerThread(hall.path)
    hall.owners.append(old)
    back = client.Link(LOOPBACK, old.port, CODE, "scorekeeper", epochs=dict(keeper.link.epochs), uid=hall.uid,
                       trust=keeper.link.trust)
    with pytest.raises(p.NetError) as refused:
        back.connect()
    assert refused.value.template == p.NOT_OWNER_NOW
    assert old.call(lambda event: old.owner.superseded) == 1
