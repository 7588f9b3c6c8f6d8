"""Strangers cannot keep a station with the right code out: the limits are
per address, a station that joined once comes back on its own key (which
no stranger's wrong codes or idle sockets use up), and the words say what
really happened. Addresses other than 127.0.0.1 are the server's view of a
connection (its gate's address), set by the test: every socket is on
127.0.0.1. Every loop bounded in count and time."""

from __future__ import annotations

import collections
import shutil
import socket
import threading
import time
from contextlib import ExitStack
from pathlib import Path
from typing import Any

import pytest

from app.net import client, server
from app.net import protocol as p
from app.net.device import DeviceKey
from app.ui import i18n
from netkit import CODE, LOOPBACK, OwnerThread, Station


def test_wrong_codes_from_many_addresses_never_hold_up_a_computer_that_guessed_nothing() -> None:
    now = [0.0]
    throttle = server.Throttle(clock=lambda: now[0])
    # 21 addresses, one wrong code a second, for 25 seconds.
    for second in range(25):
        address = f"10.0.0.{second % 21 + 1}"
        wait, _ = throttle.begin(address)
        if not wait:
            throttle.wrong(address)
            throttle.end(address)
        now[0] += 1
    assert throttle.wait("10.0.0.99") == (0, "")  # another computer, the right code: let in
    # One of the guessers is held for the wrong codes of all, and told so.
    wait, why = throttle.wait("10.0.0.3")
    assert wait > 0 and why == "others"
    # A computer's own wrong codes are its own: "from this computer".
    for _ in range(server.FREE_TRIES):
        throttle.begin("10.0.0.50")
        throttle.wrong("10.0.0.50")
        throttle.end("10.0.0.50")
    assert throttle.wait("10.0.0.50")[1] == "wait"


def test_the_words_name_what_happened(qapp: Any) -> None:
    i18n.install("en")
    own = i18n.error_text(p.NetError(p.TOO_MANY, seconds=35, count=35))
    others = i18n.error_text(p.NetError(p.TOO_MANY_OTHERS, seconds=35, count=35))
    assert "from this computer" in own
    assert "not only from here" in others and "35 seconds" in others
    i18n.install("fr")
    try:
        assert "pas seulement d’ici" in i18n.error_text(p.NetError(p.TOO_MANY_OTHERS, seconds=35, count=35))
    finally:
        i18n.install("en")


class Addresses:
    """What address the owner's gate sees for each new connection: the next
    of `queue`, else `default` (every socket is on 127.0.0.1)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.queue: collections.deque[str] = collections.deque()
        self.default = "10.0.0.99"
        self._lock = threading.Lock()
        real = server._Gate.opened

        def opened(gate: Any, transport: Any) -> Any:
            found = real(gate, transport)
            with self._lock:
                gate.address = self.queue.popleft() if self.queue else self.default
            return found

        monkeypatch.setattr(server._Gate, "opened", opened)


def idle(port: int, stack: ExitStack) -> socket.socket:
    sock = socket.create_connection((LOOPBACK, port), timeout=5)
    stack.callback(sock.close)
    return sock


def wait_until(condition: Any, seconds: float = 10.0) -> None:
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, "never"
        time.sleep(0.02)


@pytest.mark.parametrize("spread", [(4, 16), (64, 1)])
def test_idle_sockets_cannot_keep_a_station_out(served: OwnerThread, monkeypatch: pytest.MonkeyPatch,
                                                spread: tuple[int, int]) -> None:
    addresses, each = spread
    seen = Addresses(monkeypatch)
    with ExitStack() as stack:
        for a in range(addresses):
            for _ in range(each):
                seen.queue.append(f"10.1.0.{a + 1}")
                idle(served.port, stack)
        wait_until(lambda: sum(served.server._waiting.values()) == server.MAX_WAITING)
        if each == 1:
            time.sleep(server.EVICT_AFTER_SECONDS)  # none holds more than another: the oldest make room
        seen.default = "10.0.0.99"
        station = Station(served.port, "scorekeeper")  # the right code: in, not "busy"
        try:
            assert station.link.state == client.ONLINE
        finally:
            station.close()


def test_a_station_that_joined_once_comes_back_whatever_strangers_did(demo_file: Path, tmp_path: Path) -> None:
    path = tmp_path / "day.cardroom"
    shutil.copy(demo_file, path)
    owner = OwnerThread(path)
    key = DeviceKey.new()
    try:
        first = Station(owner.port, "scorekeeper", key=key)
        first.close()
        # A stranger on the same address guesses until the address must wait.
        for _ in range(server.FREE_TRIES):
            with pytest.raises(p.NetError, match="not the join code"):
                client.Link(LOOPBACK, owner.port, "000000", "display").connect()
        with pytest.raises(p.NetError, match="Too many wrong join codes"):
            client.Link(LOOPBACK, owner.port, CODE, "display").connect()  # a new computer waits...
        again = Station(owner.port, "scorekeeper", key=key)  # ... the station that joined before does not
        again.close()
    finally:
        owner.stop()
    # Known after the owner's restart too: its key is kept in the event file.
    owner = OwnerThread(path)
    try:
        assert key.id in owner.owner.known
        for _ in range(server.FREE_TRIES):
            with pytest.raises(p.NetError, match="not the join code"):
                client.Link(LOOPBACK, owner.port, "000000", "display").connect()
        Station(owner.port, "scorekeeper", key=key).close()
    finally:
        owner.stop()


def test_a_stranger_claiming_a_known_station_guesses_nothing(served: OwnerThread) -> None:
    key = DeviceKey.new()
    Station(served.port, "scorekeeper", key=key).close()
    impostor = DeviceKey.new()

    class Claiming(DeviceKey):
        def __init__(self) -> None:
            super().__init__(impostor.seed())
            self.public, self.id = key.public, key.id

    for code in ("000000", CODE):  # refused alike, the right code or not: nothing learnt of it
        with pytest.raises(p.NetError, match="not the join code"):
            client.Link(LOOPBACK, served.port, code, "scorekeeper", key=Claiming()).connect()
