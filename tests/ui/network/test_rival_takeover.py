"""Two successors that both took the event over with the same takeover
number: one rule settles it everywhere (the convenor's order, then the
station id). The one chosen second, sharing already, finds the first
answering at its address with a proof that stands against its own: it
stops sharing as a superseded owner does, the window is told, and its
station follows the first. Owners and stations on 127.0.0.1; every wait
bounded."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from app.models.event import Event
from app.models.event.operations import Dispatcher, Trusted
from app.models.rulings.succession import ChooseSuccessor
from app.net import client
from app.net.device import DeviceKey
from app.net.protocol import NetError
from app.ui import settings
from app.ui.event.controller import EventController
from app.ui.network import sharing as sharing_module
from app.ui.network.sharing import Sharing
from netkit import CODE, LOOPBACK, OwnerThread, Station, free_port, join, take_over

WAIT_MS = 30_000  # a guard against a hang, not a speed limit


def test_of_two_takeovers_of_one_number_the_first_chosen_stands(qtbot: Any, demo_file: Path, tmp_path: Path,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    old = tmp_path / "old.cardroom"
    shutil.copy(demo_file, old)
    first, second = DeviceKey.new(), DeviceKey.new()
    event = Event.open(old)
    try:
        for rank, key in ((1, first), (2, second)):
            Dispatcher(event, Trusted()).run(ChooseSuccessor(key.id, f"DESK-{rank}", "convenor", True, rank))
        uid = event.info.uid
    finally:
        event.close()
    paths = {}
    for rank, key in ((1, first), (2, second)):
        copy = sqlite3.connect(old)
        try:
            paths[rank] = take_over(copy, tmp_path / f"taken-{rank}.cardroom", old, signer=key, rank=rank,
                                    computer=f"DESK-{rank}")
        finally:
            copy.close()
    # The second shares first (its owner's computer lost, it took over at once).
    winner_port = free_port()
    settings.keep_successor_addresses(uid, [f"{LOOPBACK}:{winner_port}"])  # as a station, it was told
    monkeypatch.setattr(Sharing, "HOST", LOOPBACK)
    monkeypatch.setattr(sharing_module, "device_key", lambda: second)
    monkeypatch.setattr(sharing_module, "RIVAL_EVERY_MS", 200)
    controller = EventController(Event.open(paths[2]))
    sharing = Sharing(controller)
    stopped: list[int] = []
    sharing.superseded.connect(stopped.append)
    winner = None
    station = None
    try:
        port = sharing.start(free_port(), CODE, LOOPBACK)
        joined = join(qtbot, port, CODE, "scorekeeper")  # connected on a thread: this one is the owner's
        station = Station(port, "scorekeeper", link=joined)
        station.link.known_successors = [f"{LOOPBACK}:{winner_port}"]

        def seen(condition: Any) -> bool:
            assert station is not None
            station.pump()
            return bool(condition())

        qtbot.waitUntil(lambda: seen(lambda: station.link.succession is not None), timeout=WAIT_MS)
        # The first takes over too, a moment later, and shares where it said.
        winner = OwnerThread(paths[1], port=winner_port, key=first)
        qtbot.waitUntil(lambda: bool(stopped), timeout=WAIT_MS)
        assert not sharing.running and stopped == [1]
        assert sharing.new_owner is not None and sharing.new_owner.proof is not None
        assert sharing.new_owner.proof.station == first.id
        assert settings.taken_over(uid) is not None  # remembered: this file is not shared again
        with pytest.raises(NetError):
            sharing.start(free_port(), CODE, LOOPBACK)
        # Its station follows the first, whose takeover stands.
        qtbot.waitUntil(lambda: seen(lambda: station.link.port == winner_port
                                     and station.link.state == client.ONLINE), timeout=WAIT_MS)
        assert station.link.trust.of(uid).followed().station == first.id  # type: ignore[union-attr]
    finally:
        if station is not None:
            station.close()
        sharing.stop()
        controller.close()
        if winner is not None:
            winner.stop()
