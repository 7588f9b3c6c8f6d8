"""A role is a credential the owner grants, never a word in the hello.

A stranger with the join code tries, with the project's own protocol code
and by hand, to be the convenor's desk, to pass as another station, to be
sent the PIN's sealed material, to read the PIN off the wire, and to stop
the owner with a hello naming a newer takeover. Everything on 127.0.0.1,
every wait bounded."""

from __future__ import annotations

import asyncio
import json
import logging
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from app import __version__
from app.models import room
from app.models.event.eventfile import SCHEMA_VERSION
from app.models.demo import DEMO_PIN
from app.models.event import Event, NewEvent
from app.models.rulings.ledger import AddPenalty
from app.models.rulings.pin import ChangePin, MAX_TRIES
from app.models.rulings.succession import ChooseSuccessor
from app.net import client, handshake
from app.net import protocol as p
from app.net.device import DeviceKey
from netkit import CODE, LOOPBACK, OwnerThread, Station

GUARD = 10.0  # seconds: a guard against a hang, not a speed limit


def connect(port: int, role: str, **kwargs: Any) -> client.Link:
    link = client.Link(LOOPBACK, port, kwargs.pop("code", CODE), role, **kwargs)
    link.connect()
    return link


def test_the_join_code_alone_is_no_convenor(served: OwnerThread) -> None:
    # Without the PIN, the station does not even ask.
    with pytest.raises(p.NetError, match="joins with the convenor PIN"):
        connect(served.port, "convenor")
    # A wrong PIN: refused by the owner in words, counted for that station.
    with pytest.raises(p.CardroomError, match="not the convenor PIN") as wrong:
        connect(served.port, "convenor", pin="0000")
    assert getattr(wrong.value, "kind", "") == "WrongPin"
    assert served.call(lambda event: event.select(
        "SELECT action FROM audit_log ORDER BY id DESC LIMIT 1")) == [{"action": "wrong_pin"}]
    assert not served.owner.sessions  # no station was made of it
    # The right PIN makes the desk, in convenor mode from the start.
    desk = connect(served.port, "convenor", pin=DEMO_PIN)
    try:
        session = next(iter(served.owner.sessions.values()))
        assert session.role == "convenor" and served.call(lambda event: session.gate.convenor_mode())
    finally:
        desk.close()


def test_five_wrong_pins_at_joining_lock_that_station_only(served: OwnerThread,
                                                           stations: Callable[..., Station]) -> None:
    key = DeviceKey.new()
    for _ in range(MAX_TRIES - 1):
        with pytest.raises(p.CardroomError, match="not the convenor PIN"):
            connect(served.port, "convenor", pin="0000", key=key)
    with pytest.raises(p.CardroomError, match="Too many wrong PINs at this station"):
        connect(served.port, "convenor", pin="0000", key=key)
    with pytest.raises(p.CardroomError, match="Too many wrong PINs at this station"):
        connect(served.port, "convenor", pin=DEMO_PIN, key=key)  # locked: even the right one waits there
    # The owner's own count (its desk's) is untouched.
    assert served.call(lambda event: event.conn.execute("SELECT failures FROM convenor_pin").fetchone()[0]) == 0


def test_an_event_without_a_pin_has_no_convenor_desk(small_event: Event, tmp_path: Path) -> None:
    path = small_event.path
    small_event.close()
    owner = OwnerThread(path)
    try:
        with pytest.raises(p.CardroomError, match="no convenor PIN yet"):
            connect(owner.port, "convenor", pin="2468")
        connect(owner.port, "scorekeeper").close()  # the join code still admits a scorekeeper
    finally:
        owner.stop()
    Event.open(path).close()


async def _raw_convenor(port: int, then: Callable[[Any, handshake.Joined], Any]) -> Any:
    """The handshake by hand, as a stranger's program would, with role
    "convenor" and the right code, the PIN's step skipped: `then` goes on."""
    import aiohttp

    key = DeviceKey.new()
    async with aiohttp.ClientSession() as http:
        async with http.ws_connect(f"ws://{LOOPBACK}:{port}{p.PATH}") as ws:
            exchange = p.Exchange(CODE, station=True)
            hello = p.hello_text("convenor", "ATTACKER", key.public, exchange, __version__, SCHEMA_VERSION)
            await ws.send_str(hello)
            answer = p.read_json(await p.receive_text(ws))
            owner_message = p.unb64(answer["spake"])
            keys = exchange.finish(owner_message)
            covered = p.transcript(hello.encode(), owner_message)
            await ws.send_str(json.dumps({"proof": p.proof(keys.station_proof, covered),
                                          "sig": p.signature(key, covered)}))
            answer = p.read_json(await p.receive_text(ws))
            assert "pin" in answer  # the owner asks for the PIN's proof before anything else
            joined = handshake.Joined(p.Sealer(keys.to_owner), p.Opener(keys.to_station, p.MAX_OWNER_FRAME),
                                      covered, b"", None, keys)
            return await asyncio.wait_for(then(ws, joined), GUARD)


def test_a_convenor_desk_that_skips_the_pin_is_closed(served: OwnerThread) -> None:
    import aiohttp

    async def write_instead(ws: Any, joined: handshake.Joined) -> list[str]:
        op = AddPenalty(4, 1, "hesitation", 5, 1)
        await ws.send_bytes(joined.sealer.seal({**p.OpRequest(op).encode(), "id": 1}))
        seen = []
        async for message in ws:
            if message.type == aiohttp.WSMsgType.BINARY:
                seen.append(joined.opener.open(message.data)[0]["t"])
        return seen

    seen = asyncio.run(_raw_convenor(served.port, write_instead))
    assert seen == []  # closed without a word: no welcome, no reply, nothing written
    assert not served.owner.sessions
    assert not served.call(lambda event: event.select("SELECT id FROM penalty WHERE infraction = 'hesitation'"))


def test_a_station_id_is_its_own_key(served: OwnerThread, stations: Callable[..., Station]) -> None:
    keeper = stations("scorekeeper", name="TABLE-9")
    victim = keeper.link.key
    assert keeper.link.station == victim.id
    # Another laptop claiming that station's id with a key of its own: a bad hello.
    impostor = DeviceKey.new()

    class Claiming(DeviceKey):
        def __init__(self) -> None:
            super().__init__(impostor.seed())
            self.public = victim.public  # the victim's public key in the hello, its own key to sign with
            self.id = victim.id

    with pytest.raises(p.NetError):
        connect(served.port, "scorekeeper", key=Claiming())  # right code, but it cannot sign as the victim
    assert [s.station for s in served.owner.sessions.values()] == [victim.id]
    # Choosing the victim as a successor gives the impostor nothing.
    served.run(ChooseSuccessor(victim.id, "TABLE-9", "scorekeeper", True))
    keeper.wait(lambda: keeper.link.succession is not None and keeper.link.succession.sealed is not None)


def test_only_the_stations_the_convenor_chose_get_the_sealed_pin(served: OwnerThread,
                                                                 stations: Callable[..., Station]) -> None:
    desk = stations("convenor", name="MARIE-DESK")
    keeper = stations("scorekeeper", name="TABLE-9")
    stranger = stations("scorekeeper", name="ATTACKER")
    desk.wait(lambda: desk.link.succession is not None)
    # A convenor's desk is no successor by its role: the convenor chooses, by station.
    assert desk.link.succession is not None and desk.link.succession.sealed is None
    assert desk.link.succession.successors == ()
    served.run(ChooseSuccessor(desk.link.station, "MARIE-DESK", "convenor", True))
    served.run(ChooseSuccessor(keeper.link.station, "TABLE-9", "scorekeeper", True))
    for station in (desk, keeper):
        station.wait(lambda s=station: s.link.succession is not None and s.link.succession.sealed is not None
                     and len(s.link.succession.successors) == 2)
    told = keeper.link.succession
    assert told is not None
    assert [(s.name, s.rank) for s in told.successors] == [("MARIE-DESK", 1), ("TABLE-9", 2)]
    assert dict(told.chosen) == {desk.link.station: 1, keeper.link.station: 2}
    assert told.signing  # the succession key's public half, which a takeover is checked with
    stranger.wait(lambda: stranger.link.succession is not None and len(stranger.link.succession.successors) == 2)
    assert stranger.link.succession is not None and stranger.link.succession.sealed is None
    # A display is never chosen.
    with pytest.raises(p.CardroomError):
        served.run(ChooseSuccessor("d" * 32, "PROJECTOR", "display", True))


def test_the_pin_never_crosses_the_wire(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    pin = "73914682"
    event = Event.create(tmp_path / "club.cardroom", NewEvent(name="Club", game_kind="bid_euchre", tables=3,
                                                              pin=pin))
    pin_hash = event.conn.execute("SELECT hash FROM convenor_pin").fetchone()[0]
    path = event.path
    event.close()
    said: list[str] = []
    seal = p.Sealer.seal

    def recorded(self: p.Sealer, header: dict[str, Any], blob: bytes = b"") -> bytes:
        said.append(json.dumps(header))
        return seal(self, header, blob)

    monkeypatch.setattr(p.Sealer, "seal", recorded)
    real_receive = p.receive_text

    async def heard(ws: Any, timeout: float = 10.0) -> str:
        text = await real_receive(ws, timeout)
        said.append(text)
        return text

    monkeypatch.setattr(p, "receive_text", heard)
    hello_text = p.hello_text

    def hello(*args: Any, **kwargs: Any) -> str:
        text = hello_text(*args, **kwargs)
        said.append(text)
        return text

    monkeypatch.setattr(p, "hello_text", hello)
    owner = OwnerThread(path)
    try:
        desk = Station(owner.port, "convenor", pin=pin)
        desk.link.send({"t": "leave"})
        assert desk.pin(pin)["t"] == "pin"  # convenor mode entered again in the session
        assert desk.pin("11111111")["t"] == "refused"
        desk.close()
    finally:
        owner.stop()
    assert said and not [text for text in said if pin in text or pin_hash in text]


def test_a_hello_naming_a_newer_takeover_without_its_proof_stops_nothing(
        served: OwnerThread, stations: Callable[..., Station], caplog: pytest.LogCaptureFixture) -> None:
    keeper = stations("scorekeeper", name="TABLE-9")
    uid = served.call(lambda event: event.info.uid)
    game = served.call(lambda event: room.games(event)[3].id)
    for epoch in (1, 2, p.MAX_EPOCH):
        with caplog.at_level(logging.WARNING, logger="app.net.server"):
            link = client.Link(LOOPBACK, served.port, CODE, "display", uid=uid, epochs={uid: epoch})
            with pytest.raises(p.NetError, match="no longer this event's owner"):
                link.connect()  # the station itself will not follow an owner older than it knows...
        assert served.owner.superseded is None and served.server.superseded is None  # ... the owner goes on
        assert any("without a proof that holds" in r.getMessage() for r in caplog.records)
    # Out of range: a bad hello, refused, never read as 0 nor wrapped.
    for epoch in (p.MAX_EPOCH + 1, 10**12, -1, 1.5, "1"):
        link = client.Link(LOOPBACK, served.port, CODE, "display", uid=uid, epochs={uid: 0})
        real = p.hello_text

        def odd(*args: Any, _epoch: Any = epoch, **kwargs: Any) -> str:
            said = json.loads(real(*args, **kwargs))  # noqa: B023 (called in this turn, before `finally` puts it back)
            said["epoch"] = _epoch
            return json.dumps(said)

        p.hello_text = odd  # type: ignore[assignment]
        try:
            with pytest.raises(p.NetError):
                link.connect(timeout=GUARD)
        finally:
            p.hello_text = real  # type: ignore[assignment]
        assert served.owner.superseded is None
    # The scorekeeper's next write is done, at the owner it always had.
    from app.models.scoring.sheets import WriteSheet

    done = keeper.send(WriteSheet(game, 3, ({"number": 1, "dealer": "N", "declarers": "N", "contract": "3H",
                                             "tricks": 4, "detail": {}},)))
    assert done["t"] == "done"


def test_a_pin_changed_at_the_desk_keeps_the_succession_key(tmp_path: Path, demo_file: Path) -> None:
    from app.models.event.operations import Dispatcher, Trusted
    from app.models.rulings import succession
    from app.models.rulings.pin import ConvenorPin

    path = tmp_path / "day.cardroom"
    shutil.copy(demo_file, path)
    event = Event.open(path)
    try:
        key = succession.signing_key(event)
        assert key is not None
        ConvenorPin(event).verify(DEMO_PIN)  # the desk holds the key from now on
        Dispatcher(event, Trusted()).run(ChangePin("86420864"))
        assert succession.signing_key(event) == key  # the stations' copy of it stays good
        box = event.conn.execute("SELECT sealed FROM convenor_pin").fetchone()[0]
        opened = succession.open_material(box, "86420864")
        assert succession.signing_seed(opened) is not None
    finally:
        event.close()
